import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionsOfSide,
  systemConfigurationUnitsSchema,
  type CustomSettingDto,
  type OperationDto,
  type PackageSizeDto,
  type StyleDto,
  type TicketTexDto,
} from '@spool/contracts';
import { getStitchType, operationInputLimits } from '@spool/domain';
import {
  lockstitchWrite,
  styleInput,
  tenantWithThreads,
  type SeededThread,
} from './testing/style-fixtures.js';
import { createTestApp, type TestApp } from './testing/test-app.js';
import { validValue } from './testing/zod-arbitraries.js';

/**
 * Whatever a form accepts, the reports can print. Random values, the limits of every field
 * first, go through the routes that create or change what an estimate reads (a new thread of
 * the range, which the operation then runs, and the one it ran; the tenant's units; a custom
 * setting and its stitch values; the style and its operations); each value accepted is read
 * back as it was sent, and both reports, their CSVs and the style's figures must then answer.
 * The PDFs are drawn every few runs: the same data, one worker-pool render each.
 */
const runs = 24;
const pdfEvery = 6;
/** A run's replay seed (fast-check prints it on failure); random otherwise. */
const seed = undefined as number | undefined;

let t: TestApp;
let admin: string;
let styleId: number;
let settingId: number;
let threadIds: SeededThread;

type Answer = { statusCode: number; body: string; json<J>(): J };
const call = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer> =>
  t.call(admin, method, path, body);
const read = async <T>(path: string): Promise<T> => {
  const answer = await call('GET', path);
  expect(answer.statusCode, `${path}: ${answer.body}`).toBe(200);
  return answer.json<T>();
};

/** A figure from `min` to `max` with at most `decimals` decimals; the limits come often. */
const figureIn = ({ min, max, decimals = 0 }: { min: number; max: number; decimals?: number }) => {
  const scale = 10 ** decimals;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    {
      weight: 3,
      arbitrary: fc
        .integer({ min: Math.ceil(min * scale), max: Math.floor(max * scale) })
        .map((n) => n / scale),
    },
  );
};
const limits = operationInputLimits;
const figureLimits = { min: 0.01, max: 9999, decimals: 2 };

const change = fc.record({
  newThread: fc.record({
    ticket: figureIn(figureLimits),
    tex: figureIn(figureLimits),
    size: figureIn({ min: 0.01, max: 1_000_000, decimals: 2 }),
  }),
  units: validValue(systemConfigurationUnitsSchema),
  ticketTex: fc.record({ ticket: figureIn(figureLimits), tex: figureIn(figureLimits) }),
  packageSize: figureIn({ min: 0.01, max: 1_000_000, decimals: 2 }),
  setting: fc.record({
    tktTex: fc.constantFrom('Tkt', 'Tex'),
    defaultAllowance: figureIn({ min: 0, max: 50 }),
  }),
  stitch: fc.record({
    code: fc.constantFrom('301', '504'),
    defaultcm0: figureIn({ min: 0, max: 2_147_483_647 }),
    defaultcm1: figureIn({ min: 0, max: 2_147_483_647 }),
    defaultcm2: figureIn({ min: 0, max: 2_147_483_647 }),
    defaultBight: figureIn({ min: 0, max: 999_999.99, decimals: 2 }),
    defaultwaste: figureIn({ min: 0, max: 999, decimals: 2 }),
  }),
  style: fc.record({
    quantity: figureIn({ min: 1, max: 9_999_999 }),
    numberOfProductionLines: figureIn({ min: 1, max: 99 }),
  }),
  operation: fc.record({
    code: fc.constantFrom('301', '504'),
    seamLength: figureIn(limits.seamLength),
    rate: figureIn(limits.rate),
    bight: figureIn(limits.bight),
    quantity: figureIn(limits.quantity),
    machines: figureIn(limits.machines),
    seamThikness: figureIn(limits.seamThickness),
  }),
});
type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'error', stream: process.stderr } });
  const { tenantId, corespun } = await tenantWithThreads(t.database, 'Atlas Garments');
  threadIds = corespun;
  admin = await t.tokenOfNewUser({
    tenantId,
    userName: 'admin',
    permissions: permissionsOfSide('tenant'),
  });
  const setting = await call('POST', '/api/createCustomSetting', { name: 'Denim' });
  expect(setting.statusCode, setting.body).toBe(200);
  settingId = setting.json<CustomSettingDto>().id;
  const style = await call(
    'POST',
    '/api/style',
    styleInput('Chino', { customSettingId: settingId }),
  );
  expect(style.statusCode, style.body).toBe(201);
  styleId = style.json<StyleDto>().id;
  for (const [index, code] of ['301', '504'].entries()) {
    const lines = getStitchType(code).components.map((component) => ({
      needleName: component.name,
      ...corespun,
      shade: 'Navy',
    }));
    const saved = await call('POST', '/api/saveOperation', {
      ...lockstitchWrite(styleId, `Seam ${code}`, lines),
      stitchTypeCode: code,
      group: index + 1,
      bight: code === '504' ? 5 : null,
      quantity: code === '504' ? null : 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(() => t?.dispose());

/** The writes of one run, each answering 2xx (accepted) or 4xx (refused, nothing stored). */
async function write(values: Change): Promise<{ path: string; accepted: boolean }[]> {
  const answers: { path: string; answer: Answer }[] = [];
  const send = async (method: 'POST' | 'PUT', path: string, body: unknown) => {
    const answer = await call(method, path, body);
    answers.push({ path, answer });
    return answer;
  };

  // A new thread of the range, which the operation runs from now on when both are accepted.
  let thread = threadIds;
  const { size: newSize, ...newTicketTex } = values.newThread;
  const created = await send('POST', '/api/ticketTex', {
    brandId: threadIds.brandId,
    ...newTicketTex,
  });
  if (created.statusCode < 300) {
    const entry = created.json<TicketTexDto>();
    expect(await read(`/api/ticketTex/${entry.id}`)).toMatchObject(newTicketTex);
    const size = await send('POST', '/api/packageSize', {
      ticketTexId: entry.id,
      size: newSize,
      article: null,
    });
    if (size.statusCode < 300) {
      const packageSizeId = size.json<PackageSizeDto>().id;
      expect(await read(`/api/packageSize/${packageSizeId}`)).toMatchObject({ size: newSize });
      thread = { brandId: threadIds.brandId, ticketTexId: entry.id, packageSizeId };
    }
  }
  await send('POST', '/api/updateSystemConfiguration', values.units);

  const ticketTex = await send('PUT', `/api/ticketTex/${threadIds.ticketTexId}`, values.ticketTex);
  if (ticketTex.statusCode < 300) {
    expect(await read(`/api/ticketTex/${threadIds.ticketTexId}`)).toMatchObject(values.ticketTex);
  }
  const size = await send('PUT', `/api/packageSize/${threadIds.packageSizeId}`, {
    size: values.packageSize,
    article: 'NSC120-5K',
  });
  if (size.statusCode < 300) {
    expect(await read(`/api/packageSize/${threadIds.packageSizeId}`)).toMatchObject({
      size: values.packageSize,
    });
  }

  const setting = await read<CustomSettingDto>(`/api/getCustomSettingById?Id=${settingId}`);
  await send('POST', '/api/updateCustomSetting', {
    id: settingId,
    ...values.setting,
    concurrencyStamp: setting.concurrencyStamp,
  });
  await send('PUT', '/api/updateStitchType', { settingId, ...values.stitch });

  const style = await read<StyleDto>(`/api/style/${styleId}`);
  const styleChange = await send('PUT', `/api/style/${styleId}`, {
    ...styleInput('Chino', { customSettingId: settingId }),
    ...values.style,
    concurrencyStamp: style.concurrencyStamp,
  });
  if (styleChange.statusCode < 300) {
    expect(await read(`/api/style/${styleId}`)).toMatchObject(values.style);
  }

  const operations = await read<OperationDto[]>(`/api/getOperations?styleId=${styleId}`);
  const operation = operations.find((entry) => entry.stitchTypeCode === values.operation.code);
  if (!operation) throw new Error(`the style has no ${values.operation.code} operation`);
  const visible = getStitchType(operation.stitchTypeCode).visibleInputs;
  const { code: _code, ...typed } = values.operation;
  const sent = {
    ...typed,
    bight: visible.bight ? typed.bight : null,
    quantity: visible.quantity ? typed.quantity : null,
  };
  const edited = await send('POST', '/api/editOperation', {
    tktTexValue: 'Tkt',
    operation: {
      ...operation,
      ...sent,
      styleOperations: operation.styleOperations.map((line) => ({
        needleName: line.needleName,
        ...thread,
        shade: line.shade,
      })),
    },
  });
  if (edited.statusCode < 300) {
    const [stored] = (await read<OperationDto[]>(`/api/getOperations?styleId=${styleId}`)).filter(
      (entry) => entry.id === operation.id,
    );
    expect(stored).toMatchObject(sent);
  }

  return answers.map(({ path, answer }) => {
    expect(answer.statusCode, `${path}: ${answer.body}`).toBeLessThan(500);
    expect([200, 201, 204, 400, 409, 422], `${path}: ${answer.body}`).toContain(answer.statusCode);
    return { path: path.replace(/\/\d+$/, '/:id'), accepted: answer.statusCode < 300 };
  });
}

/** Both reports, their CSVs (and, when asked, their PDFs) and the figures answer 200. */
async function expectReports(withPdfs: boolean) {
  const paths = [
    `/api/report/singleGarmentPdf/${styleId}`,
    `/api/report/threadGarmentPdf/${styleId}`,
    `/api/styles/${styleId}/figures`,
    `/api/report/singleGarment/${styleId}`,
    `/api/report/threadUsage/${styleId}`,
    ...(withPdfs
      ? [
          `/api/report/singleGarment/${styleId}?format=pdf`,
          `/api/report/threadUsage/${styleId}?format=pdf`,
        ]
      : []),
  ];
  for (const path of paths) {
    const answer = await call('GET', path);
    expect(answer.statusCode, `${path}: ${answer.body.slice(0, 500)}`).toBe(200);
  }
}

describe('values a form accepts', () => {
  it('are stored as sent, and every report and figure of the style can be made from them', async () => {
    const accepted = new Map<string, number>();
    let run = 0;
    await fc.assert(
      fc.asyncProperty(change, async (values) => {
        for (const { path, accepted: ok } of await write(values)) {
          accepted.set(path, (accepted.get(path) ?? 0) + (ok ? 1 : 0));
        }
        run += 1;
        await expectReports(run % pdfEvery === 0);
      }),
      { numRuns: runs, seed, endOnFailure: true },
    );
    // Not a test of refusals: every route took most of what it was sent.
    for (const [path, count] of accepted) {
      expect(count, `${path} accepted ${count} of ${runs}`).toBeGreaterThan(runs / 2);
    }
  });
});
