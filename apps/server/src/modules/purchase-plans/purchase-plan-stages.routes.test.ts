import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorResponse,
  type PurchasePlanDto,
  type PurchasePlanFiguresDto,
  type StyleDto,
} from '@spool/contracts';
import { auditLogEntries } from '../../platform/db/schema/audit-logging.js';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { parseCsv } from '../../platform/files/csv.js';
import { pdfText } from '../../testing/pdf-tools.js';
import { insertStyle, type SeededThread } from '../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { plannerAndAdmin } from '../../testing/stage-users.js';

/**
 * A plan's styles by stage: a plan of approved styles only gives no figures and no files until
 * every style is approved, and names the styles still to approve; any other plan names its
 * estimates in every output, so that they are never bought as if they were final.
 */

let t: TestApp;
let tenant: string;
let planner: string;
let admin: string;
let corespun: SeededThread;
let workDir: string;
/** Approved once, for every test. */
let frozenPolo: number;

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

/** A style with one complete 301 side seam on the priced corespun thread. */
const sideSeams = async (name: string) =>
  (
    await insertStyle(t.database, tenant, {
      name,
      quantity: 600,
      operations: [
        {
          description: 'Side seam',
          stitchTypeCode: '301',
          seamLengthCm: 60,
          rate: 12,
          lines: [
            { needleName: 'Needle thread', ...corespun, shade: 'Navy' },
            { needleName: 'Bobbin thread', ...corespun, shade: 'Navy' },
          ],
        },
      ],
    })
  ).styleId;

const approve = async (styleId: number) => {
  const style = (await t.call(planner, 'GET', `/api/style/${styleId}`)).json<StyleDto>();
  const approved = await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
    concurrencyStamp: style.concurrencyStamp,
  });
  expect(approved.statusCode).toBe(200);
};

const createPlan = async (name: string, styleIds: number[], approvedOnly?: boolean) => {
  const created = await t.call(planner, 'POST', '/api/purchasePlans', {
    name,
    styles: styleIds.map((styleId) => ({ styleId })),
    ...(approvedOnly === undefined ? {} : { approvedOnly }),
  });
  expect(created.statusCode).toBe(201);
  return created.json<PurchasePlanDto>();
};

const get = (url: string, language = 'en') =>
  t.call(planner, 'GET', url, undefined, { 'accept-language': language });

/** Every output of a plan the ERP or the screen asks for, by its URL. */
const outputsOf = (planId: number) => [
  `/api/purchasePlans/${planId}/figures`,
  `/api/purchasePlans/${planId}/report?format=pdf`,
  `/api/purchasePlans/${planId}/report?format=csv`,
  `/api/purchasePlans/${planId}/purchaseList/${corespun.brandId}`,
];

const auditOf = (planId: number) =>
  inTenantTransaction(t.database, tenant, (tx) =>
    tx
      .select({
        action: auditLogEntries.action,
        before: auditLogEntries.before,
        after: auditLogEntries.after,
      })
      .from(auditLogEntries)
      .where(
        and(
          eq(auditLogEntries.entityType, 'PurchasePlan'),
          eq(auditLogEntries.entityId, String(planId)),
        ),
      )
      .orderBy(asc(auditLogEntries.executionTime)),
  );

beforeAll(async () => {
  t = await createTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'spool-plan-stages-'));
  ({ tenant, corespun, planner, admin } = await plannerAndAdmin(t));
  frozenPolo = await sideSeams('Frozen polo');
  await approve(frozenPolo);
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await t?.dispose();
});

describe('“approved styles only” on a plan', () => {
  it('is stored and read with each style’s stage, and changed with the plan’s stamp and history', async () => {
    const chino = await sideSeams('Flag chino');
    const plan = await createPlan('Flagged', [frozenPolo, chino], true);
    expect(plan.approvedOnly).toBe(true);
    expect(plan.styles.map(({ name, stage, version }) => ({ name, stage, version }))).toEqual([
      { name: 'Frozen polo', stage: 'approved', version: 1 },
      { name: 'Flag chino', stage: 'estimate', version: 1 },
    ]);
    const read = await get(`/api/purchasePlans/${plan.id}`);
    expect(read.json<PurchasePlanDto>()).toEqual(plan);

    const cleared = await t.call(planner, 'PUT', `/api/purchasePlans/${plan.id}`, {
      name: 'Flagged',
      styles: [{ styleId: frozenPolo }, { styleId: chino }],
      approvedOnly: false,
      concurrencyStamp: plan.concurrencyStamp,
    });
    expect(cleared.statusCode).toBe(200);
    const saved = cleared.json<PurchasePlanDto>();
    expect(saved.approvedOnly).toBe(false);
    expect(saved.concurrencyStamp).not.toBe(plan.concurrencyStamp);
    expect((await get(`/api/purchasePlans/${plan.id}`)).json<PurchasePlanDto>()).toEqual(saved);
    // The plan's history names the change.
    const audit = await auditOf(plan.id);
    expect(audit.map((entry) => entry.action)).toEqual(['Created', 'Updated']);
    expect(audit[0]?.after).toMatchObject({ approvedOnly: true });
    expect(audit[1]).toMatchObject({
      before: { approvedOnly: true },
      after: { approvedOnly: false },
    });
  });

  it('answers a stale stamp with 409 and keeps the flag as it was', async () => {
    const plan = await createPlan('Stale flag', [frozenPolo]);
    expect(plan.approvedOnly).toBe(false);
    const first = await t.call(planner, 'PUT', `/api/purchasePlans/${plan.id}`, {
      name: 'Stale flag',
      styles: [{ styleId: frozenPolo }],
      approvedOnly: true,
      concurrencyStamp: plan.concurrencyStamp,
    });
    expect(first.statusCode).toBe(200);
    const stale = await t.call(planner, 'PUT', `/api/purchasePlans/${plan.id}`, {
      name: 'Stale flag',
      styles: [{ styleId: frozenPolo }],
      approvedOnly: false,
      concurrencyStamp: plan.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('Spool:Conflict');
    expect((await get(`/api/purchasePlans/${plan.id}`)).json<PurchasePlanDto>().approvedOnly).toBe(
      true,
    );
  });

  it('refuses a flag that is not true or false with a clear 400', async () => {
    const refused = await t.call(planner, 'POST', '/api/purchasePlans', {
      name: 'Maybe',
      styles: [],
      approvedOnly: 'yes',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).validationErrors).toEqual([
      { message: 'This value is not valid.', members: ['approvedOnly'] },
    ]);
  });

  it('refuses every output while a style is not approved, naming the styles in the caller’s language', async () => {
    const chino = await sideSeams('Waiting chino');
    const parka = await sideSeams('Waiting parka');
    const plan = await createPlan('Approved only', [frozenPolo, chino, parka], true);
    for (const url of outputsOf(plan.id)) {
      const english = await get(url);
      expect({ url, status: english.statusCode }).toEqual({ url, status: 409 });
      expect(errorOf(english)).toMatchObject({
        code: 'Spool.PurchasePlans:StylesNotApproved',
        message:
          'The purchase plan “Approved only” takes approved styles only, and these styles are not approved yet: Waiting chino and Waiting parka. Approve them, or clear “Approved styles only” on the plan.',
      });
      const french = await get(url, 'fr');
      expect(french.statusCode).toBe(409);
      expect(errorOf(french).message).toBe(
        'Le plan d’achat « Approved only » ne prend que des modèles approuvés, et ces modèles ne sont pas encore approuvés : Waiting chino et Waiting parka. Approuvez-les, ou décochez « Modèles approuvés uniquement » sur le plan.',
      );
    }
    const comparison = await t.call(
      planner,
      'POST',
      `/api/purchasePlans/${plan.id}/brandComparison`,
      { fromBrandId: corespun.brandId, toBrandId: corespun.brandId + 1 },
    );
    expect(comparison.statusCode).toBe(409);
    expect(errorOf(comparison).code).toBe('Spool.PurchasePlans:StylesNotApproved');
    // The screen still reads the inputs, to say which styles to approve.
    const inputs = await get(`/api/purchasePlans/${plan.id}/inputs`);
    expect(inputs.statusCode).toBe(200);

    // One approved: the other is still named, alone.
    await approve(chino);
    const one = await get(`/api/purchasePlans/${plan.id}/figures`, 'zh');
    expect(one.statusCode).toBe(409);
    expect(errorOf(one).message).toBe(
      '采购计划“Approved only”仅接受已批准的款式，以下款式尚未批准：Waiting parka。请批准这些款式，或在计划中取消勾选“仅限已批准款式”。',
    );

    // Every style approved: every output is given, and none names an estimate.
    await approve(parka);
    for (const url of outputsOf(plan.id)) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    }
    const figures = (
      await get(`/api/purchasePlans/${plan.id}/figures`)
    ).json<PurchasePlanFiguresDto>();
    expect(figures.unapprovedStyles).toEqual([]);
    expect(figures.styles.map((style) => style.name)).toEqual([
      'Frozen polo',
      'Waiting chino',
      'Waiting parka',
    ]);
    const pdf = join(workDir, 'approved-only.pdf');
    await writeFile(pdf, (await get(`/api/purchasePlans/${plan.id}/report?format=pdf`)).rawPayload);
    const text = await pdfText(pdf);
    expect(text).not.toContain('not approved');
    expect(text).toMatch(/Waiting parka\s+Approved v1/);
  }, 60_000);
});

describe('a plan that allows estimates', () => {
  it('names them in its figures, PDF, CSV and purchase list', async () => {
    const chino = await sideSeams('Estimate chino');
    const plan = await createPlan('Mixed', [frozenPolo, chino]);
    const figures = await get(`/api/purchasePlans/${plan.id}/figures`);
    expect(figures.statusCode).toBe(200);
    expect(figures.json<PurchasePlanFiguresDto>().unapprovedStyles).toEqual([
      { styleId: chino, name: 'Estimate chino', stage: 'estimate', version: 1 },
    ]);

    const pdfResponse = await get(`/api/purchasePlans/${plan.id}/report?format=pdf`);
    expect(pdfResponse.statusCode).toBe(200);
    const pdf = join(workDir, 'mixed.pdf');
    await writeFile(pdf, pdfResponse.rawPayload);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    expect(text).toContain(
      'Styles not approved yet: Estimate chino (Estimate v1). Their figures are estimates and may still change.',
    );
    expect(text).toMatch(/Frozen polo Approved v1/);
    expect(text).toMatch(/Estimate chino Estimate v1/);

    const spanishPdf = join(workDir, 'mixed-es.pdf');
    await writeFile(
      spanishPdf,
      (await get(`/api/purchasePlans/${plan.id}/report?format=pdf`, 'es')).rawPayload,
    );
    expect((await pdfText(spanishPdf)).replace(/\s+/g, ' ')).toContain(
      'Modelos aún no aprobados: Estimate chino (Estimación v1).',
    );

    const csv = parseCsv((await get(`/api/purchasePlans/${plan.id}/report?format=csv`)).body);
    expect(csv).toContainEqual([
      'Styles not approved yet: Estimate chino (Estimate v1). Their figures are estimates and may still change.',
    ]);
    const header = csv.find((row) => row[0] === 'Style');
    expect(header?.slice(0, 3)).toEqual(['Style', 'Stage', 'Colourways']);
    expect(
      csv
        .filter((row) => row[0] === 'Frozen polo' || row[0] === 'Estimate chino')
        .map((row) => row.slice(0, 2)),
    ).toEqual([
      ['Frozen polo', 'Approved v1'],
      ['Estimate chino', 'Estimate v1'],
    ]);

    const xlsx = await get(`/api/purchasePlans/${plan.id}/purchaseList/${corespun.brandId}`);
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((value) =>
            typeof value === 'string' || typeof value === 'number' ? String(value) : '',
          ),
      );
    });
    expect(rows).toContainEqual([
      'Stage',
      'Styles not approved yet: Estimate chino (Estimate v1). Their figures are estimates and may still change.',
    ]);
    // The notice sits in the heading, above the thread list.
    const notice = rows.findIndex((row) => row[0] === 'Stage');
    expect(notice).toBeLessThan(rows.findIndex((row) => row[0] === 'Article'));
  }, 60_000);
});
