import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ErrorResponse,
  PurchasePlanDto,
  PurchasePlanFiguresDto,
  ThreadUsageReportDto,
} from '@spool/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  insertStyle,
  tenantWithThreads,
  type FixtureOperation,
  type SeededThread,
} from '../../testing/style-fixtures.js';
import { inlineOperationsLimit } from './purchase-plan-figures.js';

/**
 * A plan's figures against the styles' own Thread Usage reports, which the plan
 * must reproduce for one style and beat or equal for several: the requirement summed, packages
 * by length on the sum, set-up packages summed (same time) or the largest (one after another),
 * the order quantity of the plan, incomplete styles and unpriced threads listed.
 */

let t: TestApp;
let tenant: string;
let planner: string;
let outsider: string;
let polo: number;
let chino: number;
let parka: number;
let empty: number;
let corespun: SeededThread;

/**
 * A 301 side seam of 60 cm on `machines` machines, needle and bobbin on one thread: 2 thread
 * positions a machine, so a set-up of 2 x machines x production lines packages.
 */
const sideSeam = (thread: SeededThread | null, machines = 1): FixtureOperation => ({
  description: 'Side seam',
  stitchTypeCode: '301',
  seamLengthCm: 60,
  rate: 12,
  machines,
  lines: [
    { needleName: 'Needle thread', ...thread, shade: 'Navy' },
    { needleName: 'Bobbin thread', ...thread, shade: 'Navy' },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  const threads = await tenantWithThreads(t.database, 'Atlas Garments');
  tenant = threads.tenantId;
  corespun = threads.corespun;
  // Polo: 1200 garments on 2 lines, corespun on 2 machines: set-up 2 x 2 x 2 = 8.
  polo = (
    await insertStyle(t.database, tenant, {
      name: 'Polo',
      quantity: 1200,
      productionLines: 2,
      operations: [sideSeam(threads.corespun, 2)],
    })
  ).styleId;
  // Chino: 800 garments on 1 line, corespun on 1 machine (set-up 2), and the unpriced spun.
  chino = (
    await insertStyle(t.database, tenant, {
      name: 'Chino',
      quantity: 800,
      operations: [
        sideSeam(threads.corespun),
        { ...sideSeam(threads.spun), description: 'Inseam', seamLengthCm: 80 },
      ],
    })
  ).styleId;
  const parkaStyle = await insertStyle(t.database, tenant, {
    name: 'Parka',
    operations: [sideSeam(threads.corespun), { ...sideSeam(null), description: 'Hood seam' }],
  });
  parka = parkaStyle.styleId;
  empty = (await insertStyle(t.database, tenant, { name: 'Not yet sewn', operations: [] })).styleId;
  planner = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'planner',
    permissions: ['Spool.PurchasePlans', 'Spool.PurchasePlans.Create', 'Spool.Reports'],
  });
  const other = await tenantWithThreads(t.database, 'Borealis Knitwear');
  outsider = await t.tokenOfNewUser({
    tenantId: other.tenantId,
    userName: 'outsider',
    permissions: ['Spool.PurchasePlans'],
  });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

async function figuresOf(
  styles: { styleId: number; orderQuantity?: number }[],
  runMode: 'sequential' | 'concurrent' = 'concurrent',
): Promise<PurchasePlanFiguresDto> {
  const created = await call(planner, 'POST', '/api/purchasePlans', {
    name: `Plan ${Math.random()}`,
    runMode,
    styles,
  });
  expect(created.statusCode).toBe(201);
  const response = await call(
    planner,
    'GET',
    `/api/purchasePlans/${created.json<PurchasePlanDto>().id}/figures`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<PurchasePlanFiguresDto>();
}

const reportOf = async (styleId: number) =>
  (
    await call(planner, 'GET', `/api/report/threadGarmentPdf/${styleId}`)
  ).json<ThreadUsageReportDto>();

const corespunOf = <T extends { article: string | null }>(rows: readonly T[]) =>
  rows.find((row) => row.article === 'NSC120-5K');

describe('the figures of a purchase plan', () => {
  it('gives a plan of one style exactly the figures of that style’s Thread Usage report', async () => {
    const report = await reportOf(chino);
    const figures = await figuresOf([{ styleId: chino }]);
    expect(
      figures.threads.map((row) => [
        row.article,
        row.requirement,
        row.quantity,
        row.price,
        row.cost,
      ]),
    ).toEqual(
      report.threaRequirementDetails.map((row) => [
        row.article,
        row.requirement,
        row.quantity,
        row.price,
        row.cost,
      ]),
    );
    expect(figures.totals.packages).toBe(report.totalUnusedThread.packagesBought);
    expect(figures.totals.unusedThread).toBe(report.totalUnusedThread.totalUnuseThread);
    expect(figures.saving).toMatchObject({ packages: 0, unusedThread: 0 });
  });

  it('sums a shared thread over the styles and buys by length on the sum, set-ups added', async () => {
    const [poloReport, chinoReport] = [await reportOf(polo), await reportOf(chino)];
    const poloRow = corespunOf(poloReport.threaRequirementDetails);
    const chinoRow = corespunOf(chinoReport.threaRequirementDetails);
    const figures = await figuresOf([{ styleId: polo }, { styleId: chino }], 'concurrent');
    const shared = corespunOf(figures.threads);
    const requirement = (poloRow?.requirement ?? 0) + (chinoRow?.requirement ?? 0);
    expect(shared?.requirement).toBeCloseTo(requirement, 9);
    expect(shared?.packagesByLength).toBe(Math.ceil(requirement / 5000));
    // Same time: 8 + 2 set-up packages; the styles alone bought what their reports say.
    expect(shared).toMatchObject({ packagesBySetUp: 10, price: 4.25 });
    expect(shared?.styleByStyle.packages).toBe(
      (poloRow?.quantity ?? 0) + (chinoRow?.quantity ?? 0),
    );
    expect(figures.styleByStyle.packages).toBe(
      poloReport.totalUnusedThread.packagesBought + chinoReport.totalUnusedThread.packagesBought,
    );
    expect(figures.saving.packages).toBe(figures.styleByStyle.packages - figures.totals.packages);
    expect(figures.styles.map((style) => [style.styleId, style.alone.averageThreadCost])).toEqual([
      [polo, poloReport.averageThreadCost],
      [chino, chinoReport.averageThreadCost],
    ]);
  });

  it('keeps the largest set-up when the styles run one after another on the same lines', async () => {
    const figures = await figuresOf([{ styleId: polo }, { styleId: chino }], 'sequential');
    const shared = corespunOf(figures.threads);
    expect(shared?.packagesBySetUp).toBe(8);
    expect(shared?.quantity).toBe(Math.max(shared?.packagesByLength ?? 0, 8));
    expect(shared?.saving.packages).toBeGreaterThan(0);
  });

  it('plans the order quantity of the plan instead of the style’s garments', async () => {
    const report = await reportOf(chino);
    const figures = await figuresOf([{ styleId: chino, orderQuantity: 2400 }]);
    expect(figures.styles[0]).toMatchObject({ styleId: chino, garments: 2400 });
    expect(corespunOf(figures.threads)?.requirement).toBeCloseTo(
      3 * (corespunOf(report.threaRequirementDetails)?.requirement ?? 0),
      9,
    );
  });

  it('lists incomplete styles and unpriced threads instead of leaving them out', async () => {
    const figures = await figuresOf([{ styleId: chino }, { styleId: parka }, { styleId: empty }]);
    expect(figures.styles.map((style) => style.styleId)).toEqual([chino]);
    expect(figures.incompleteStyles).toEqual([
      expect.objectContaining({
        styleId: parka,
        name: 'Parka',
        reason: 'incompleteOperations',
        operations: [expect.objectContaining({ position: 2, description: 'Hood seam' })],
      }),
      expect.objectContaining({ styleId: empty, reason: 'noOperations', operations: [] }),
    ]);
    expect(figures.unpricedThreads).toEqual([
      expect.objectContaining({
        article: 'LSP120-5K',
        missingPrice: 'noCostFileRow',
        styleIds: [chino],
      }),
    ]);
    expect(figures.totals).toMatchObject({ cost: null, hasMissingPrices: true });
    expect(corespunOf(figures.threads)).toMatchObject({ costFileArticle: 'NSC120-5K' });
  });

  it('answers 404 for another tenant’s plan', async () => {
    const created = await call(planner, 'POST', '/api/purchasePlans', {
      name: 'Private',
      styles: [{ styleId: polo }],
    });
    const id = created.json<PurchasePlanDto>().id;
    const response = await call(outsider, 'GET', `/api/purchasePlans/${id}/figures`);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().error.code).toBe('Spool.PurchasePlans:PlanNotFound');
  });

  it('computes a large plan in a worker thread with the figures of the styles’ reports', async () => {
    // 9 styles of 50 operations: more than are computed on the event loop.
    expect(9 * 50).toBeGreaterThan(inlineOperationsLimit);
    const styles: number[] = [];
    for (let index = 0; index < 9; index += 1) {
      const style = await insertStyle(t.database, tenant, {
        name: `Large ${index + 1}`,
        quantity: 500 + 250 * index,
        productionLines: 1 + (index % 2),
        operations: Array.from({ length: 50 }, (_, position) => ({
          ...sideSeam(corespun, 1 + (position % 3)),
          description: `Seam ${position + 1}`,
          seamLengthCm: 20 + position,
        })),
      });
      styles.push(style.styleId);
    }
    // One after another: the packages on the machines carry over from style to style.
    const figures = await figuresOf(
      styles.map((styleId) => ({ styleId })),
      'sequential',
    );
    const reports = [];
    for (const styleId of styles) reports.push(await reportOf(styleId));
    expect(figures.styleByStyle.packages).toBe(
      reports.reduce((sum, report) => sum + report.totalUnusedThread.packagesBought, 0),
    );
    expect(figures.styles.map((style) => style.alone.averageThreadCost)).toEqual(
      reports.map((report) => report.averageThreadCost),
    );
    expect(corespunOf(figures.threads)?.requirement).toBeCloseTo(
      reports.reduce(
        (sum, report) => sum + (corespunOf(report.threaRequirementDetails)?.requirement ?? 0),
        0,
      ),
      6,
    );
    expect(figures.saving.packages).toBeGreaterThan(0);
  });
});
