import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  purchasePlanFiguresSchema,
  type ErrorResponse,
  type PurchasePlanDto,
  type PurchasePlanFiguresDto,
  type PurchasePlanInputsDto,
} from '@spool/contracts';
import { computePurchasePlan, withPlanEdits, type PlanEdits } from '@spool/domain';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  insertStyle,
  tenantWithThreads,
  type FixtureOperation,
  type SeededThread,
} from '../../testing/style-fixtures.js';

/**
 * A plan's inputs (for its live figures): what the plan's screen computes its figures from
 * with the domain's own function. The figures the server gives after saving the same edits are
 * exactly the domain's on those inputs; another tenant's plan is a 404, and a user who may not
 * see plans gets 403.
 */

let t: TestApp;
let planner: string;
let stylist: string;
let outsider: string;
let polo: number;
let chino: number;
let parka: number;
let foreignStyle: number;

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
  const style = async (name: string, quantity: number, operations: FixtureOperation[]) =>
    (await insertStyle(t.database, threads.tenantId, { name, quantity, operations })).styleId;
  polo = await style('Polo', 1200, [sideSeam(threads.corespun, 2)]);
  chino = await style('Chino', 800, [
    sideSeam(threads.corespun),
    { ...sideSeam(threads.spun), description: 'Inseam', seamLengthCm: 80 },
  ]);
  parka = await style('Parka', 300, [
    sideSeam(threads.corespun),
    { ...sideSeam(null), description: 'Hood seam' },
  ]);
  planner = await t.tokenOfNewUser({
    tenantId: threads.tenantId,
    userName: 'planner',
    permissions: [
      'Spool.PurchasePlans',
      'Spool.PurchasePlans.Create',
      'Spool.PurchasePlans.Update',
    ],
  });
  stylist = await t.tokenOfNewUser({
    tenantId: threads.tenantId,
    userName: 'stylist',
    permissions: ['Spool.Styles'],
  });
  const other = await tenantWithThreads(t.database, 'Borealis Knitwear');
  foreignStyle = (
    await insertStyle(t.database, other.tenantId, {
      name: 'Cardigan',
      operations: [sideSeam(other.corespun)],
    })
  ).styleId;
  outsider = await t.tokenOfNewUser({
    tenantId: other.tenantId,
    userName: 'outsider',
    permissions: ['Spool.PurchasePlans'],
  });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

async function createPlan(): Promise<PurchasePlanDto> {
  const created = await call(planner, 'POST', '/api/purchasePlans', {
    name: `Plan ${Math.random()}`,
    runMode: 'concurrent',
    styles: [{ styleId: polo }, { styleId: chino, orderQuantity: 1000 }],
  });
  expect(created.statusCode).toBe(201);
  return created.json<PurchasePlanDto>();
}

const inputsOf = async (planId: number, query = '') => {
  const response = await call(planner, 'GET', `/api/purchasePlans/${planId}/inputs${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<PurchasePlanInputsDto>();
};

/** The domain's figures as the figures endpoint sends them (its schema, through JSON). */
const asSent = (figures: unknown): PurchasePlanFiguresDto =>
  purchasePlanFiguresSchema.parse(JSON.parse(JSON.stringify(figures)));

describe('the inputs of a purchase plan', () => {
  it('give in the browser exactly the figures the server computes after saving the same edits', async () => {
    const plan = await createPlan();
    const inputs = await inputsOf(plan.id);
    expect(inputs.styles.map((style) => [style.order.name, style.order.garments])).toEqual([
      ['Polo', 1200],
      ['Chino', 1000],
    ]);
    // As saved: the figures endpoint and the domain on the inputs agree.
    const saved = await call(planner, 'GET', `/api/purchasePlans/${plan.id}/figures`);
    expect(saved.json()).toEqual(asSent(computePurchasePlan(inputs)));

    // The screen's edits: Chino back to its own garments, Polo 3000 on 3 lines, one after another.
    const edits: PlanEdits = {
      runMode: 'sequential',
      styles: [
        { styleId: chino, orderQuantity: null, productionLines: null },
        { styleId: polo, orderQuantity: 3000, productionLines: 3 },
      ],
    };
    const inBrowser = computePurchasePlan(withPlanEdits(inputs, edits));
    expect(
      inBrowser.styles.map((style) => [style.name, style.garments, style.productionLines]),
    ).toEqual([
      ['Chino', 800, 1],
      ['Polo', 3000, 3],
    ]);
    const updated = await call(planner, 'PUT', `/api/purchasePlans/${plan.id}`, {
      name: plan.name,
      ...edits,
      concurrencyStamp: plan.concurrencyStamp,
    });
    expect(updated.statusCode).toBe(200);
    const recomputed = await call(planner, 'GET', `/api/purchasePlans/${plan.id}/figures`);
    expect(recomputed.json()).toEqual(asSent(inBrowser));
    // And the figures really moved with the edits.
    expect(recomputed.json<PurchasePlanFiguresDto>().totals).not.toEqual(
      saved.json<PurchasePlanFiguresDto>().totals,
    );
  });

  it('lists an incomplete style’s operations as data, so that the browser lists it too', async () => {
    const plan = await createPlan();
    const inputs = await inputsOf(plan.id, `?styleIds=${polo},${parka}`);
    const parkaInputs = inputs.styles.find((style) => style.order.styleId === parka);
    expect(parkaInputs?.operations.map((operation) => operation.lines[0]?.brandId ?? null)).toEqual(
      [expect.any(Number), null],
    );
    const figures = computePurchasePlan(inputs);
    expect(figures.incompleteStyles.map((style) => [style.name, style.reason])).toEqual([
      ['Parka', 'incompleteOperations'],
    ]);
  });

  it('gives styles added before saving with their own orders, the plan’s with the plan’s', async () => {
    const plan = await createPlan();
    const inputs = await inputsOf(plan.id, `?styleIds=${parka},${chino}`);
    expect(
      inputs.styles.map((style) => [
        style.order.name,
        style.order.garments,
        style.order.productionLines,
      ]),
    ).toEqual([
      ['Parka', 300, 1],
      ['Chino', 1000, 1],
    ]);
  });

  it('refuses a style of another tenant or one that does not exist, and too many styles', async () => {
    const plan = await createPlan();
    for (const id of [foreignStyle, 2_000_000]) {
      const response = await call(
        planner,
        'GET',
        `/api/purchasePlans/${plan.id}/inputs?styleIds=${id}`,
      );
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'Spool.PurchasePlans:UnknownStyle',
        message: `The style ${id} does not exist.`,
      });
    }
    const many = Array.from({ length: 201 }, (_, index) => index + 1).join(',');
    const tooMany = await call(
      planner,
      'GET',
      `/api/purchasePlans/${plan.id}/inputs?styleIds=${many}`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).validationErrors).toEqual([
      { message: 'A purchase plan holds at most 200 styles.', members: ['styleIds'] },
    ]);
  });

  it('is a 404 for another tenant’s plan and a 403 without the right to see plans', async () => {
    const plan = await createPlan();
    const foreign = await call(outsider, 'GET', `/api/purchasePlans/${plan.id}/inputs`);
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('Spool.PurchasePlans:PlanNotFound');
    const refused = await call(stylist, 'GET', `/api/purchasePlans/${plan.id}/inputs`);
    expect(refused.statusCode).toBe(403);
  });
});
