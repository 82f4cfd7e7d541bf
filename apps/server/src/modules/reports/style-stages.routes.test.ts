import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorResponse,
  type HistoryEntryDto,
  type PurchasePlanDto,
  type PurchasePlanFiguresDto,
  type PurchasePlanInputsDto,
  type StyleDto,
  type StyleStageDto,
  type StyleVersionDto,
  type ThreadUsageReportDto,
} from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCsv } from '../../platform/files/csv.js';
import { pdfText } from '../../testing/pdf-tools.js';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { costEntries, systemConfigurations } from '../../platform/db/schema/settings.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { otherTenantAdmin, plannerAndAdmin } from '../../testing/stage-users.js';
import {
  insertStyle,
  lockstitchWrite,
  styleInput,
  type SeededThread,
} from '../../testing/style-fixtures.js';

/**
 * A style's stages: an administrator approves it, which freezes its figures; nobody can change
 * it until it is reopened with a reason, which starts version 2 while version 1 stays listed.
 */

let t: TestApp;
let tenant: string;
let planner: string;
let admin: string;
let otherAdmin: string;
let corespun: SeededThread;
let workDir: string;

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

const lockstitchLines = () =>
  getStitchType('301').components.map((component) => ({
    needleName: component.name,
    ...corespun,
    shade: 'Navy',
  }));

/** A hem in a group of its own, as the operation dialog saves it. */
const hemWrite = (styleId: number) => ({
  ...lockstitchWrite(styleId, 'Hem', lockstitchLines()),
  group: 2,
});

const sideSeams = (name: string) =>
  insertStyle(t.database, tenant, {
    name,
    quantity: 1200,
    productionLines: 2,
    operations: [
      {
        description: 'Side seam',
        stitchTypeCode: '301',
        seamLengthCm: 60,
        rate: 12,
        seamThicknessMm: 1.5,
        lines: lockstitchLines(),
      },
    ],
  });

beforeAll(async () => {
  t = await createTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'spool-style-stages-'));
  ({ tenant, corespun, planner, admin } = await plannerAndAdmin(t));
  otherAdmin = await otherTenantAdmin(t);
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await t?.dispose();
});

const styleOf = async (id: number) =>
  (await t.call(planner, 'GET', `/api/style/${id}`)).json<StyleDto>();
const usageOf = async (id: number) => {
  const response = await t.call(planner, 'GET', `/api/report/threadGarmentPdf/${id}`);
  expect(response.statusCode).toBe(200);
  const usage = response.json<ThreadUsageReportDto>();
  return {
    allowance: usage.allowancePercent,
    cost: usage.totalCost,
    thread: usage.totalUnusedThread,
  };
};

describe('approving a style', () => {
  it('is the administrator’s: a planner is refused, and a stale stamp is a conflict', async () => {
    const { styleId } = await sideSeams('Refused chino');
    const stamp = (await styleOf(styleId)).concurrencyStamp;
    const byPlanner = await t.call(planner, 'POST', `/api/style/${styleId}/approve`, {
      concurrencyStamp: stamp,
    });
    expect(byPlanner.statusCode).toBe(403);
    const stale = await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
      concurrencyStamp: '00000000-0000-4000-8000-000000000000',
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('Spool:Conflict');
    expect((await styleOf(styleId)).stage).toBe('estimate');
  });

  it('freezes the figures: later prices, allowance and shades change an estimate, not the approved style', async () => {
    const approved = (await sideSeams('Approved chino')).styleId;
    const estimate = (await sideSeams('Estimate chino')).styleId;
    const before = await usageOf(approved);
    expect(await usageOf(estimate)).toEqual(before);

    const stamp = (await styleOf(approved)).concurrencyStamp;
    const approval = await t.call(admin, 'POST', `/api/style/${approved}/approve`, {
      note: 'Sample passed',
      concurrencyStamp: stamp,
    });
    expect(approval.statusCode).toBe(200);
    expect(approval.json<StyleStageDto>()).toMatchObject({ stage: 'approved', version: 1 });
    expect((await styleOf(approved)).stage).toBe('approved');

    // The price of its cone and the tenant's allowance change after the approval.
    await inTenantTransaction(t.database, tenant, async (tx) => {
      await tx.update(costEntries).set({ price: 9.5 });
      await tx.update(systemConfigurations).set({ defaultAllowance: 25 });
    });
    const changed = await usageOf(estimate);
    expect(changed.cost).not.toEqual(before.cost);
    expect(changed.thread).not.toEqual(before.thread);
    expect(await usageOf(approved)).toEqual(before);

    // Its reports name the approval, and the PDF prints the frozen total.
    const pdf = await t.call(planner, 'GET', `/api/report/singleGarment/${approved}?format=pdf`);
    const file = join(workDir, 'approved.pdf');
    await writeFile(file, pdf.rawPayload);
    const text = (await pdfText(file)).replace(/\s+/g, ' ');
    const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(),
    );
    expect(text).toContain(`Approved v1, ${today}, by admin`);
    const csv = parseCsv(
      (await t.call(planner, 'GET', `/api/report/threadUsage/${approved}?format=csv`)).body,
    );
    expect(csv).toContainEqual(['Stage', `Approved v1, ${today}, by admin`]);
    const estimateCsv = parseCsv(
      (await t.call(planner, 'GET', `/api/report/threadUsage/${estimate}?format=csv`)).body,
    );
    expect(estimateCsv).toContainEqual(['Stage', 'Estimate, version 1']);

    // A purchase plan takes the approved style as approved, the estimate as it stands now.
    const planned = async (styleId: number) => {
      const created = await t.call(planner, 'POST', '/api/purchasePlans', {
        name: `Plan ${styleId} ${Math.random()}`,
        runMode: 'concurrent',
        styles: [{ styleId }],
      });
      const id = created.json<PurchasePlanDto>().id;
      const figures = await t.call(planner, 'GET', `/api/purchasePlans/${id}/figures`);
      const inputs = await t.call(planner, 'GET', `/api/purchasePlans/${id}/inputs`);
      return {
        requirement: figures.json<PurchasePlanFiguresDto>().totals.requirement,
        stage: inputs.json<PurchasePlanInputsDto>().styles[0]?.stage,
      };
    };
    expect(await planned(approved)).toEqual({
      requirement: before.thread.requirement,
      stage: 'approved',
    });
    expect(await planned(estimate)).toEqual({
      requirement: changed.thread.requirement,
      stage: 'estimate',
    });

    // The grid's figure is the version's, and the version lists it.
    const versions = await t.call(planner, 'GET', `/api/style/${approved}/versions`);
    const [first] = versions.json<{ items: StyleVersionDto[] }>().items;
    expect(first).toMatchObject({ version: 1, approvedBy: 'admin', note: 'Sample passed' });
    expect(first?.orderThread).toBeCloseTo(before.thread.requirement, 6);
  });
});

describe('an approved style', () => {
  let styleId: number;
  beforeAll(async () => {
    styleId = (await sideSeams('Frozen chino')).styleId;
    await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
      concurrencyStamp: (await styleOf(styleId)).concurrencyStamp,
    });
  });

  it('refuses every change with a clear message, and keeps what it had', async () => {
    const style = await styleOf(styleId);
    const header = await t.call(planner, 'PUT', `/api/style/${styleId}`, {
      ...styleInput('Frozen chino', { quantity: 5000 }),
      concurrencyStamp: style.concurrencyStamp,
    });
    expect(header.statusCode).toBe(409);
    expect(errorOf(header)).toEqual({
      code: 'Spool.Styles:StyleApproved',
      message: 'This style is approved: its figures are frozen. Reopen it to change it.',
    });
    const added = await t.call(planner, 'POST', '/api/saveOperation', hemWrite(styleId));
    expect(added.statusCode).toBe(409);
    expect(errorOf(added).code).toBe('Spool.Styles:StyleApproved');
    const deleted = await t.call(planner, 'DELETE', `/api/style/${styleId}`);
    expect(deleted.statusCode).toBe(409);
    const spanish = await t.call(planner, 'DELETE', `/api/style/${styleId}`, undefined, {
      'accept-language': 'es',
    });
    expect(errorOf(spanish).message).toBe(
      'Este modelo está aprobado: sus cifras están congeladas. Reábralo para modificarlo.',
    );
    const operations = await t.call(planner, 'GET', `/api/getOperations?styleId=${styleId}`);
    expect(operations.json<unknown[]>()).toHaveLength(1);
    expect((await styleOf(styleId)).quantity).toBe(1200);
  });

  it('is shown as approved in the grid, which filters by stage, and in the header search', async () => {
    const grid = async (query: string) =>
      (await t.call(planner, 'GET', `/api/styleGrid?${query}`)).json<{
        items: { name: string; stage: string }[];
      }>().items;
    const approvedOnly = await grid('Stage=approved&MaxResultCount=100');
    expect(approvedOnly.map((item) => item.name)).toContain('Frozen chino');
    expect(approvedOnly.every((item) => item.stage === 'approved')).toBe(true);
    const estimates = await grid('Stage=estimate&MaxResultCount=100');
    expect(estimates.map((item) => item.name)).not.toContain('Frozen chino');
    expect(estimates.length).toBeGreaterThan(0);
    const wrong = await t.call(planner, 'GET', '/api/styleGrid?Stage=signed');
    expect(wrong.statusCode).toBe(400);
    const found = await t.call(planner, 'GET', '/api/getStyles?name=Frozen%20chino');
    expect(found.json<{ name: string; stage: string }[]>()).toEqual([
      expect.objectContaining({ name: 'Frozen chino', stage: 'approved' }),
    ]);
  });

  it('is approved once: approving again is a conflict', async () => {
    const again = await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
      concurrencyStamp: (await styleOf(styleId)).concurrencyStamp,
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('Spool.Styles:StyleApproved');
  });

  it('is another tenant’s to see: its versions and its approval are not found there', async () => {
    expect((await t.call(otherAdmin, 'GET', `/api/style/${styleId}/versions`)).statusCode).toBe(
      404,
    );
    const reopen = await t.call(otherAdmin, 'POST', `/api/style/${styleId}/reopen`, {
      reason: 'Not ours',
      concurrencyStamp: (await styleOf(styleId)).concurrencyStamp,
    });
    expect(reopen.statusCode).toBe(404);
    expect((await styleOf(styleId)).stage).toBe('approved');
  });

  it('is reopened with a reason as version 2, which can be edited; version 1 stays listed', async () => {
    const stamp = (await styleOf(styleId)).concurrencyStamp;
    const byPlanner = await t.call(planner, 'POST', `/api/style/${styleId}/reopen`, {
      reason: 'Buyer changed the hem',
      concurrencyStamp: stamp,
    });
    expect(byPlanner.statusCode).toBe(403);
    const noReason = await t.call(admin, 'POST', `/api/style/${styleId}/reopen`, {
      reason: '  ',
      concurrencyStamp: stamp,
    });
    expect(noReason.statusCode).toBe(400);

    const reopened = await t.call(admin, 'POST', `/api/style/${styleId}/reopen`, {
      reason: 'Buyer changed the hem',
      concurrencyStamp: stamp,
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json<StyleStageDto>()).toMatchObject({ stage: 'estimate', version: 2 });
    const added = await t.call(planner, 'POST', '/api/saveOperation', hemWrite(styleId));
    expect(added.statusCode).toBe(200);

    const approvedAgain = await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
      concurrencyStamp: (await styleOf(styleId)).concurrencyStamp,
    });
    expect(approvedAgain.json<StyleStageDto>()).toMatchObject({ stage: 'approved', version: 2 });
    const versions = (await t.call(planner, 'GET', `/api/style/${styleId}/versions`)).json<{
      items: StyleVersionDto[];
    }>().items;
    expect(versions.map((version) => version.version)).toEqual([1, 2]);
    expect(versions[0]).toMatchObject({
      reopenedBy: 'admin',
      reopenReason: 'Buyer changed the hem',
    });
    expect(versions[1]?.reopenedAt).toBeNull();
    // Two operations now: version 2 needs more thread than version 1.
    expect(versions[1]?.singleGarmentConsumption).toBeGreaterThan(
      versions[0]?.singleGarmentConsumption ?? Infinity,
    );

    const history = (await t.call(planner, 'GET', `/api/style/${styleId}/history`)).json<{
      items: HistoryEntryDto[];
    }>().items;
    const stages = history
      .filter((entry) => entry.action === 'Approved' || entry.action === 'Reopened')
      .map((entry) => ({ action: entry.action, after: entry.after }));
    // Newest first.
    expect(stages).toEqual([
      { action: 'Approved', after: { version: 2, note: null } },
      { action: 'Reopened', after: { version: 2, reason: 'Buyer changed the hem' } },
      { action: 'Approved', after: { version: 1, note: null } },
    ]);
  });
});
