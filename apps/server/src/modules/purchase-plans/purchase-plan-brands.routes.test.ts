import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BrandComparisonDto,
  ErrorResponse,
  OperationDto,
  PurchasePlanDto,
  ThreadUsageReportDto,
} from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  insertStyle,
  priceThread,
  seededThread,
  tenantWithThreads,
  type FixtureOperation,
  type SeededThread,
} from '../../testing/style-fixtures.js';
import { auditLogEntries } from '../../platform/db/schema/audit-logging.js';

/**
 * Comparing brands for a whole plan (a what-if) and applying the swap: the seed's
 * Northstar Corespun tkt 120 (tex 27, 5000 m) maps to Lumen Spun Polyester tkt 120 (tex 27,
 * 5000 m), its tkt 180 (tex 18, 5000 m) to Lumen's tkt 150 (tex 21, 16.7 % away, 4000 m).
 */

let t: TestApp;
let tenant: string;
let planner: string;
let buyer: string;
let outsider: string;
let tee: number;
let hoodie: number;
let plan: PurchasePlanDto;
const thread: Record<string, SeededThread> = {};

const seam = (description: string, article: string, machines = 1): FixtureOperation => ({
  description,
  stitchTypeCode: '301',
  seamLengthCm: 60,
  rate: 12,
  machines,
  lines: [
    { needleName: 'Needle thread', ...thread[article], shade: 'Navy' },
    { needleName: 'Bobbin thread', ...thread[article], shade: 'Navy' },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  tenant = (await tenantWithThreads(t.database, 'Atlas Garments')).tenantId;
  for (const [article, price] of [
    ['NSC120-5K', null],
    ['NSC180-5K', 5],
    ['LSP120-5K', 3.9],
    ['LSP150-4K', 3.6],
    ['HTN160-10K', 7],
  ] as const) {
    thread[article] = await seededThread(t.database, tenant, article);
    if (price !== null) await priceThread(t.database, tenant, article, price);
  }
  tee = (
    await insertStyle(t.database, tenant, {
      name: 'Tee',
      quantity: 900,
      operations: [
        seam('Side seam', 'NSC120-5K', 2),
        seam('Hem', 'NSC180-5K'),
        seam('Label', 'HTN160-10K'),
      ],
    })
  ).styleId;
  hoodie = (
    await insertStyle(t.database, tenant, {
      name: 'Hoodie',
      quantity: 600,
      operations: [seam('Side seam', 'NSC120-5K')],
    })
  ).styleId;
  planner = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'planner',
    permissions: [
      'Spool.PurchasePlans',
      'Spool.PurchasePlans.Create',
      'Spool.PurchasePlans.Update',
      'Spool.Styles',
      'Spool.Styles.Update',
      'Spool.Reports',
    ],
  });
  buyer = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'buyer',
    permissions: ['Spool.PurchasePlans', 'Spool.PurchasePlans.Update'],
  });
  outsider = await t.tokenOfNewUser({
    tenantId: (await tenantWithThreads(t.database, 'Borealis Knitwear')).tenantId,
    userName: 'outsider',
    permissions: ['Spool.PurchasePlans', 'Spool.PurchasePlans.Update', 'Spool.Styles.Update'],
  });
  plan = (
    await call(planner, 'POST', '/api/purchasePlans', {
      name: 'Basics',
      styles: [{ styleId: tee }, { styleId: hoodie }],
    })
  ).json<PurchasePlanDto>();
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;
const northstar = () => thread['NSC120-5K']?.brandId ?? 0;
const lumen = () => thread['LSP120-5K']?.brandId ?? 0;
const compare = (body: Record<string, unknown>, token = planner) =>
  call(token, 'POST', `/api/purchasePlans/${plan.id}/brandComparison`, {
    fromBrandId: northstar(),
    toBrandId: lumen(),
    ...body,
  });
const byArticle = <T extends { article: string | null }>(rows: readonly T[], article: string) =>
  rows.find((row) => row.article === article);
const operationsOf = async (styleId: number) =>
  (await call(planner, 'GET', `/api/getOperations?styleId=${styleId}`)).json<OperationDto[]>();

describe('comparing the plan bought from another brand', () => {
  it('maps each package size to the other brand’s nearest and plans both side by side', async () => {
    const response = await compare({});
    expect(response.statusCode).toBe(200);
    const comparison = response.json<BrandComparisonDto>();
    expect(
      comparison.mapping.entries.map((entry) => [
        entry.from.article,
        entry.to?.article,
        entry.source,
      ]),
    ).toEqual([
      ['NSC120-5K', 'LSP120-5K', 'nearest'],
      ['NSC180-5K', 'LSP150-4K', 'nearest'],
    ]);
    expect(comparison.current.threads.map((row) => row.article)).toEqual([
      'NSC120-5K',
      'NSC180-5K',
    ]);
    expect(comparison.swapped.threads.map((row) => row.article)).toEqual([
      'LSP120-5K',
      'LSP150-4K',
    ]);
    // Same length of cone, same thread positions: the same packages, at Lumen's price.
    const before = byArticle(comparison.current.threads, 'NSC120-5K');
    const after = byArticle(comparison.swapped.threads, 'LSP120-5K');
    expect(after?.quantity).toBe(before?.quantity);
    expect(after?.requirement).toBeCloseTo(before?.requirement ?? 0, 9);
    expect(after?.cost).toBeCloseTo((before?.quantity ?? 0) * 3.9, 9);
    expect(comparison.unsupplied).toEqual([]);
    expect(comparison.difference.cost).toBeCloseTo(
      (comparison.swapped.totals.cost ?? 0) - (comparison.current.totals.cost ?? 0),
      9,
    );
    expect(comparison.difference.packages).toBe(
      comparison.swapped.totals.packages - comparison.current.totals.packages,
    );
  });

  it('takes the user’s corrections and lists what the other brand will not supply', async () => {
    const comparison = (
      await compare({
        overrides: [
          { fromPackageSizeId: thread['NSC180-5K']?.packageSizeId, toPackageSizeId: null },
        ],
      })
    ).json<BrandComparisonDto>();
    expect(comparison.unsupplied.map((row) => row.article)).toEqual(['NSC180-5K']);
    expect(comparison.swapped.threads.map((row) => row.article)).toEqual(['LSP120-5K']);
    // Only the tkt 120 thread changes brand: the plan differs by its packages alone.
    expect(comparison.difference.packages).toBe(
      (byArticle(comparison.swapped.threads, 'LSP120-5K')?.quantity ?? 0) -
        (byArticle(comparison.current.threads, 'NSC120-5K')?.quantity ?? 0),
    );
    expect(comparison.mapping.entries[1]).toMatchObject({
      to: null,
      source: 'user',
      unsupplied: 'user',
    });
  });

  it('refuses a correction the other brand does not offer, the same brand and an unknown one', async () => {
    const notOffered = await compare({
      overrides: [
        {
          fromPackageSizeId: thread['NSC120-5K']?.packageSizeId,
          toPackageSizeId: thread['HTN160-10K']?.packageSizeId,
        },
      ],
    });
    expect(notOffered.statusCode).toBe(400);
    expect(errorOf(notOffered).message).toBe(
      `The package size ${thread['HTN160-10K']?.packageSizeId} is not one that Lumen Spun Polyester offers.`,
    );
    const same = await compare({ toBrandId: northstar() });
    expect(errorOf(same)).toEqual({
      code: 'Spool.PurchasePlans:SameBrand',
      message: 'Choose another brand to compare with.',
    });
    const unknown = await compare({ toBrandId: 424242 });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('The brand 424242 does not exist.');
    expect((await compare({}, outsider)).statusCode).toBe(404);
  });
});

describe('applying the brand swap', () => {
  const swap = (token: string, concurrencyStamp: string) =>
    call(token, 'POST', `/api/purchasePlans/${plan.id}/brandSwap`, {
      fromBrandId: northstar(),
      toBrandId: lumen(),
      concurrencyStamp,
    });

  it('needs the right to edit styles and a current stamp, and changes nothing otherwise', async () => {
    expect((await swap(buyer, plan.concurrencyStamp)).statusCode).toBe(403);
    expect((await swap(outsider, plan.concurrencyStamp)).statusCode).toBe(404);
    const stale = await swap(planner, '00000000-0000-4000-8000-000000000000');
    expect(stale.statusCode).toBe(409);
    const lines = (await operationsOf(tee)).flatMap((operation) => operation.styleOperations);
    expect(lines.filter((line) => line.brandId === northstar())).toHaveLength(4);
  });

  it('edits the thread lines of the plan’s styles in one go, each operation in the audit log', async () => {
    const before = [...(await operationsOf(tee)), ...(await operationsOf(hoodie))];
    const response = await swap(planner, plan.concurrencyStamp);
    expect(response.statusCode).toBe(200);
    const result = response.json<{
      changedLines: number;
      changedOperations: number;
      styleIds: number[];
      concurrencyStamp: string;
    }>();
    expect(result).toMatchObject({
      changedLines: 6,
      changedOperations: 3,
      styleIds: [tee, hoodie].sort((a, b) => a - b),
    });
    const saved = (
      await call(planner, 'GET', `/api/purchasePlans/${plan.id}`)
    ).json<PurchasePlanDto>();
    expect(saved.concurrencyStamp).toBe(result.concurrencyStamp);
    expect(saved.concurrencyStamp).not.toBe(plan.concurrencyStamp);

    const after = [...(await operationsOf(tee)), ...(await operationsOf(hoodie))];
    expect(
      after.map((operation) => [
        operation.description,
        operation.styleOperations.map((line) => line.brand),
        operation.concurrencyStamp ===
          before.find((old) => old.id === operation.id)?.concurrencyStamp,
      ]),
    ).toEqual([
      ['Side seam', ['Lumen Spun Polyester', 'Lumen Spun Polyester'], false],
      ['Hem', ['Lumen Spun Polyester', 'Lumen Spun Polyester'], false],
      ['Label', ['Heritage Textured Nylon', 'Heritage Textured Nylon'], true],
      ['Side seam', ['Lumen Spun Polyester', 'Lumen Spun Polyester'], false],
    ]);
    const report = (
      await call(planner, 'GET', `/api/report/threadGarmentPdf/${tee}`)
    ).json<ThreadUsageReportDto>();
    expect(report.threaRequirementDetails.map((row) => row.article)).toEqual([
      'LSP120-5K',
      'LSP150-4K',
      'HTN160-10K',
    ]);

    const entries = await inTenantTransaction(t.database, tenant, (tx) =>
      tx
        .select({
          entityType: auditLogEntries.entityType,
          entityName: auditLogEntries.entityName,
          subjectId: auditLogEntries.subjectId,
          before: auditLogEntries.before,
          after: auditLogEntries.after,
        })
        .from(auditLogEntries)
        .where(and(eq(auditLogEntries.action, 'Updated'), eq(auditLogEntries.userName, 'planner')))
        .orderBy(asc(auditLogEntries.executionTime)),
    );
    expect(entries.filter((entry) => entry.entityType === 'Operation')).toHaveLength(3);
    const hem = entries.find((entry) => entry.entityName === 'Hem');
    expect(hem?.subjectId).toBe(String(tee));
    expect(String(hem?.before?.['thread1'])).toContain('Northstar Corespun');
    expect(String(hem?.after?.['thread1'])).toContain('Lumen Spun Polyester');
    expect(entries.find((entry) => entry.entityType === 'PurchasePlan')).toMatchObject({
      before: { brand: 'Northstar Corespun' },
      after: { brand: 'Lumen Spun Polyester', changedLines: 6, changedOperations: 3 },
    });
  });

  it('changes and records nothing when the plan’s styles no longer run the brand', async () => {
    const current = (
      await call(planner, 'GET', `/api/purchasePlans/${plan.id}`)
    ).json<PurchasePlanDto>();
    const again = await swap(planner, current.concurrencyStamp);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      changedLines: 0,
      changedOperations: 0,
      styleIds: [],
      concurrencyStamp: current.concurrencyStamp,
    });
    const comparison = (await compare({})).json<BrandComparisonDto>();
    expect(comparison.mapping.entries).toEqual([]);
    expect(comparison.current.threads).toEqual([]);
    expect(comparison.difference).toMatchObject({ packages: 0, unusedThread: 0, cost: 0 });
  });
});
