import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionsOfSide,
  plannerPermissions,
  type CustomSettingDto,
  type ErrorResponse,
  type HistoryPage,
  type OrderFiguresDto,
  type StyleDto,
  type ThreadUsageReportDto,
} from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import { parseCsv } from '../../../platform/files/csv.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import {
  insertStyle,
  tenantWithThreads,
  type SeededThread,
} from '../../../testing/style-fixtures.js';

/**
 * A custom setting's allowance banded by order quantity: stored and read through the custom
 * settings API, refused on the band at fault, and followed by a style's figures and reports.
 */

let t: TestApp;
let tenant: string;
let admin: string;
let planner: string;
let corespun: SeededThread;
let workDir: string;

const bands = [
  { from: 1, to: 300, percent: 12 },
  { from: 301, to: 1000, percent: 8 },
  { from: 1001, to: null, percent: 5 },
];

const run = promisify(execFile);

/** The PDF's text in reading order (a value wrapped in its cell reads as one), spaces folded. */
const pdfReadingText = async (file: string) =>
  (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

beforeAll(async () => {
  t = await createTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'spool-allowance-bands-'));
  ({ tenantId: tenant, corespun } = await tenantWithThreads(t.database, 'Atlas Garments'));
  admin = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'admin',
    permissions: permissionsOfSide('tenant'),
  });
  planner = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'planner',
    permissions: plannerPermissions,
  });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await t?.dispose();
});

const createSetting = async (name: string, body: Record<string, unknown> = {}) => {
  const response = await t.call(admin, 'POST', '/api/createCustomSetting', {
    name,
    defaultAllowance: 10,
    ...body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CustomSettingDto>();
};

const update = (setting: CustomSettingDto, change: Record<string, unknown>, language = 'en') =>
  t.call(
    admin,
    'POST',
    '/api/updateCustomSetting',
    {
      id: setting.id,
      tktTex: setting.tktTex,
      defaultAllowance: setting.defaultAllowance,
      concurrencyStamp: setting.concurrencyStamp,
      ...change,
    },
    { 'accept-language': language },
  );

const settingById = async (id: number) =>
  (await t.call(admin, 'GET', `/api/getCustomSettingById?Id=${id}`)).json<CustomSettingDto>();

const sideSeams = (name: string, quantity: number, customSettingId: number) =>
  insertStyle(t.database, tenant, {
    name,
    quantity,
    customSettingId,
    operations: [
      {
        description: 'Side seam',
        stitchTypeCode: '301',
        seamLengthCm: 60,
        rate: 12,
        seamThicknessMm: 1.5,
        lines: getStitchType('301').components.map((component) => ({
          needleName: component.name,
          ...corespun,
          shade: 'Navy',
        })),
      },
    ],
  });

const allowanceOf = async (styleId: number) => {
  const usage = await t.call(planner, 'GET', `/api/report/threadGarmentPdf/${styleId}`);
  expect(usage.statusCode).toBe(200);
  const order = await t.call(planner, 'GET', `/api/style/${styleId}/order/figures`);
  expect(order.statusCode).toBe(200);
  return {
    report: usage.json<ThreadUsageReportDto>().allowancePercent,
    order: order.json<OrderFiguresDto>().allowancePercent,
    requirement: usage.json<ThreadUsageReportDto>().totalUnusedThread.requirement,
  };
};

describe('storing allowance bands', () => {
  it('keeps a setting’s bands, reads them back, and null makes it flat again', async () => {
    const created = await createSetting('Banded', { allowanceBands: bands });
    expect(created.allowanceBands).toEqual(bands);
    expect((await settingById(created.id)).allowanceBands).toEqual(bands);

    // Another change leaves the bands as they are when it does not name them.
    const tex = await update(created, { tktTex: 'Tex' });
    expect(tex.statusCode).toBe(200);
    expect(tex.json<CustomSettingDto>().allowanceBands).toEqual(bands);

    const flat = await update(tex.json<CustomSettingDto>(), { allowanceBands: null });
    expect(flat.statusCode).toBe(200);
    expect((await settingById(created.id)).allowanceBands).toBeNull();
    const flatSetting = await createSetting('Flat one');
    expect(flatSetting.allowanceBands).toBeNull();
  });

  it('records the bands in the setting’s history, and a stale stamp is a conflict', async () => {
    const created = await createSetting('Banded history');
    const saved = await update(created, { allowanceBands: bands });
    expect(saved.statusCode).toBe(200);
    const history = (
      await t.call(admin, 'GET', `/api/customSetting/${created.id}/history`)
    ).json<HistoryPage>();
    expect(history.items[0]).toMatchObject({
      action: 'Updated',
      before: { allowanceBands: null },
      after: { allowanceBands: '1-300: 12 %; 301-1000: 8 %; 1001+: 5 %' },
    });

    const stale = await update(created, { allowanceBands: null });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('Spool:Conflict');
    expect((await settingById(created.id)).allowanceBands).toEqual(bands);
  });

  it('refuses a gap and an overlap on the band at fault, in the caller’s language', async () => {
    const created = await createSetting('Refused bands');
    const gap = await update(created, {
      allowanceBands: [
        { from: 1, to: 300, percent: 12 },
        { from: 400, to: null, percent: 8 },
      ],
    });
    expect(gap.statusCode).toBe(400);
    expect(errorOf(gap).validationErrors).toEqual([
      {
        message:
          'This band must start the garment after the previous band ends: no order quantity may be left out.',
        members: ['allowanceBands.1.from'],
      },
    ]);

    const overlap = await update(
      created,
      {
        allowanceBands: [
          { from: 1, to: 300, percent: 12 },
          { from: 301, to: 1000, percent: 8 },
          { from: 900, to: null, percent: 5 },
        ],
      },
      'es',
    );
    expect(overlap.statusCode).toBe(400);
    expect(errorOf(overlap).validationErrors).toEqual([
      {
        message:
          'Este tramo empieza antes de que termine el anterior: dos tramos cubrirían la misma cantidad de pedido.',
        members: ['allowanceBands.2.from'],
      },
    ]);

    const closedLast = await t.call(admin, 'POST', '/api/createCustomSetting', {
      name: 'Closed last',
      allowanceBands: [{ from: 1, to: 500, percent: 10 }],
    });
    expect(closedLast.statusCode).toBe(400);
    expect(errorOf(closedLast).validationErrors?.[0]?.members).toEqual(['allowanceBands.0.to']);
    expect((await settingById(created.id)).allowanceBands).toBeNull();
  });

  it('refuses bands on the built-in Default', async () => {
    const response = await t.call(admin, 'POST', '/api/updateCustomSetting', {
      id: 0,
      tktTex: 'Tkt',
      defaultAllowance: 10,
      allowanceBands: bands,
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('Spool.Settings:DefaultSettingNotEditable');
  });
});

describe('a style of a banded setting', () => {
  it('takes the allowance of its garments’ band: 300 garments 12 %, 301 garments 8 %', async () => {
    const setting = await createSetting('Figures bands', { allowanceBands: bands });
    const small = (await sideSeams('Band chino 300', 300, setting.id)).styleId;
    const large = (await sideSeams('Band chino 301', 301, setting.id)).styleId;
    const atSmall = await allowanceOf(small);
    const atLarge = await allowanceOf(large);
    expect(atSmall).toMatchObject({ report: 12, order: 12 });
    expect(atLarge).toMatchObject({ report: 8, order: 8 });
    // 301 garments need less with their smaller allowance than 300 with theirs.
    expect(atLarge.requirement).toBeLessThan(atSmall.requirement);

    // The styles follow the table when it changes.
    const changed = await update(await settingById(setting.id), {
      allowanceBands: [
        { from: 1, to: 300, percent: 15 },
        { from: 301, to: null, percent: 7 },
      ],
    });
    expect(changed.statusCode).toBe(200);
    expect(await allowanceOf(small)).toMatchObject({ report: 15, order: 15 });
    expect(await allowanceOf(large)).toMatchObject({ report: 7, order: 7 });
  });

  it('keeps the band it was approved with when the table changes later', async () => {
    const setting = await createSetting('Approved bands', { allowanceBands: bands });
    const { styleId } = await sideSeams('Approved band chino', 650, setting.id);
    const stamp = (await t.call(admin, 'GET', `/api/style/${styleId}`)).json<StyleDto>()
      .concurrencyStamp;
    const approval = await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
      concurrencyStamp: stamp,
    });
    expect(approval.statusCode).toBe(200);
    const changed = await update(await settingById(setting.id), {
      allowanceBands: [{ from: 1, to: null, percent: 20 }],
    });
    expect(changed.statusCode).toBe(200);
    expect(await allowanceOf(styleId)).toMatchObject({ report: 8, order: 8 });
    const csv = parseCsv(
      (await t.call(planner, 'GET', `/api/report/threadUsage/${styleId}?format=csv`)).body,
    );
    expect(csv).toContainEqual(['Allowance band', 'band 301 to 1000 garments']);
  });

  it('names the band in the Thread Usage report, PDF and CSV, and a flat allowance as before', async () => {
    const setting = await createSetting('Report bands', { allowanceBands: bands });
    const { styleId } = await sideSeams('Report band chino', 650, setting.id);
    const flat = (await sideSeams('Report flat chino', 650, 0)).styleId;

    const pdf = await t.call(planner, 'GET', `/api/report/threadUsage/${styleId}?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const file = join(workDir, 'banded.pdf');
    await writeFile(file, pdf.rawPayload);
    expect(await pdfReadingText(file)).toContain('8 % (band 301 to 1,000 garments)');
    // The page as a reader sees it: drawn, not only extractable.
    // The page draws as a reader sees it, not only as extractable text.
    await run('pdftoppm', ['-r', '60', '-png', '-f', '1', '-l', '1', file, join(workDir, 'page')]);
    expect((await stat(join(workDir, 'page-1.png'))).size).toBeGreaterThan(0);

    const french = await t.call(
      planner,
      'GET',
      `/api/report/threadUsage/${styleId}?format=pdf`,
      undefined,
      { 'accept-language': 'fr' },
    );
    const frenchFile = join(workDir, 'banded-fr.pdf');
    await writeFile(frenchFile, french.rawPayload);
    expect(await pdfReadingText(frenchFile)).toMatch(/8 % \(tranche de 301 à 1\s?000 vêtements\)/u);

    const csv = parseCsv(
      (await t.call(planner, 'GET', `/api/report/threadUsage/${styleId}?format=csv`)).body,
    );
    expect(csv).toContainEqual(['Allowance (%)', '8']);
    expect(csv).toContainEqual(['Allowance band', 'band 301 to 1000 garments']);

    const flatCsv = parseCsv(
      (await t.call(planner, 'GET', `/api/report/threadUsage/${flat}?format=csv`)).body,
    );
    expect(flatCsv.some((row) => row[0] === 'Allowance band')).toBe(false);
    const flatPdf = await t.call(planner, 'GET', `/api/report/threadUsage/${flat}?format=pdf`);
    const flatFile = join(workDir, 'flat.pdf');
    await writeFile(flatFile, flatPdf.rawPayload);
    const flatText = await pdfReadingText(flatFile);
    expect(flatText).toContain('Allowance (%)');
    expect(flatText).not.toContain('band');
  });
});
