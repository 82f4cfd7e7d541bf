import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, PurchasePlanDto, PurchasePlanSummaryDto } from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { insertStyle, tenantWithThreads } from '../../testing/style-fixtures.js';
import { auditLogEntries } from '../../platform/db/schema/audit-logging.js';

/**
 * Purchase plans as tenant data: created by a planner, read by anyone who may see
 * plans, edited with the concurrency stamp, deleted by their creator or by someone who may
 * delete anyone's; another tenant's plan is a 404; bad input a 400 with a clear message.
 */

let t: TestApp;
let atlas: string;
let borealis: string;
let planner: string;
let colleague: string;
let viewer: string;
let manager: string;
let stranger: string;
let outsider: string;
let polo: number;
let chino: number;
let borealisStyle: number;

const planAccess = [
  'Spool.PurchasePlans',
  'Spool.PurchasePlans.Create',
  'Spool.PurchasePlans.Update',
];

const seam = (thread: { brandId: number; ticketTexId: number; packageSizeId: number }) => ({
  description: 'Side seam',
  stitchTypeCode: '301',
  seamLengthCm: 60,
  rate: 12,
  lines: [
    { needleName: 'Needle thread', ...thread, shade: 'Navy' },
    { needleName: 'Bobbin thread', ...thread, shade: 'Navy' },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  const first = await tenantWithThreads(t.database, 'Atlas Garments');
  const second = await tenantWithThreads(t.database, 'Borealis Knitwear');
  atlas = first.tenantId;
  borealis = second.tenantId;
  polo = (
    await insertStyle(t.database, atlas, {
      name: 'Polo',
      quantity: 1200,
      productionLines: 2,
      operations: [seam(first.corespun)],
    })
  ).styleId;
  chino = (
    await insertStyle(t.database, atlas, {
      name: 'Chino',
      quantity: 800,
      operations: [seam(first.corespun)],
    })
  ).styleId;
  borealisStyle = (
    await insertStyle(t.database, borealis, {
      name: 'Cardigan',
      operations: [seam(second.corespun)],
    })
  ).styleId;
  const user = (tenantId: string, userName: string, permissions: readonly string[]) =>
    t.tokenOfNewUser({ tenantId, userName, permissions });
  planner = await user(atlas, 'maria.planner', planAccess);
  colleague = await user(atlas, 'li.planner', planAccess);
  viewer = await user(atlas, 'viewer', ['Spool.PurchasePlans']);
  manager = await user(atlas, 'buyer.manager', [
    'Spool.PurchasePlans',
    'Spool.PurchasePlans.DeleteAny',
  ]);
  stranger = await user(atlas, 'stylist', ['Spool.Styles']);
  outsider = await user(borealis, 'outsider', planAccess);
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;
const planInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  note: 'Autumn order book',
  needBy: '2026-08-15',
  runMode: 'sequential',
  styles: [{ styleId: polo }, { styleId: chino, orderQuantity: 2000, productionLines: 3 }],
  ...extra,
});
const createPlan = async (token: string, name: string, extra: Record<string, unknown> = {}) => {
  const response = await call(token, 'POST', '/api/purchasePlans', planInput(name, extra));
  expect(response.statusCode).toBe(201);
  return response.json<PurchasePlanDto>();
};
const auditOf = (planId: number) =>
  inTenantTransaction(t.database, atlas, (tx) =>
    tx
      .select({
        action: auditLogEntries.action,
        userName: auditLogEntries.userName,
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

describe('purchase plans', () => {
  it('creates a plan of the tenant’s styles and reads it back, each style’s own figures beside', async () => {
    const plan = await createPlan(planner, 'Autumn 26');
    expect(plan).toMatchObject({
      name: 'Autumn 26',
      note: 'Autumn order book',
      needBy: '2026-08-15',
      runMode: 'sequential',
      createdBy: 'maria.planner',
      styles: [
        {
          styleId: polo,
          name: 'Polo',
          garments: 1200,
          numberOfProductionLines: 2,
          orderQuantity: null,
          productionLines: null,
        },
        {
          styleId: chino,
          name: 'Chino',
          garments: 800,
          numberOfProductionLines: 1,
          orderQuantity: 2000,
          productionLines: 3,
        },
      ],
    });
    expect((await call(viewer, 'GET', `/api/purchasePlans/${plan.id}`)).json()).toEqual(plan);
    const list = (await call(viewer, 'GET', '/api/purchasePlans')).json<{
      totalCount: number;
      items: PurchasePlanSummaryDto[];
    }>();
    expect(list.items.find((item) => item.id === plan.id)).toMatchObject({
      name: 'Autumn 26',
      styleCount: 2,
    });
    expect(await auditOf(plan.id)).toEqual([
      expect.objectContaining({ action: 'Created', userName: 'maria.planner' }),
    ]);
  });

  it('updates with the concurrency stamp; a stale stamp gets 409 and changes nothing', async () => {
    const plan = await createPlan(planner, 'Winter 26');
    const updated = await call(colleague, 'PUT', `/api/purchasePlans/${plan.id}`, {
      ...planInput('Winter 26', { runMode: 'concurrent', styles: [{ styleId: chino }] }),
      concurrencyStamp: plan.concurrencyStamp,
    });
    expect(updated.statusCode).toBe(200);
    const saved = updated.json<PurchasePlanDto>();
    expect(saved).toMatchObject({ runMode: 'concurrent', lastModifiedBy: 'li.planner' });
    expect(saved.styles.map((style) => style.styleId)).toEqual([chino]);
    expect(saved.concurrencyStamp).not.toBe(plan.concurrencyStamp);

    const stale = await call(planner, 'PUT', `/api/purchasePlans/${plan.id}`, {
      ...planInput('Winter 26 bis'),
      concurrencyStamp: plan.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(planner, 'GET', `/api/purchasePlans/${plan.id}`)).json()).toEqual(saved);
    const audit = await auditOf(plan.id);
    expect(audit.map((entry) => entry.action)).toEqual(['Created', 'Updated']);
    expect(audit[1]).toMatchObject({
      userName: 'li.planner',
      before: { runMode: 'sequential' },
      after: { runMode: 'concurrent', styles: [{ style: 'Chino', orderQuantity: null }] },
    });
  });

  it('lets the creator delete a plan, and anyone else only with the right to delete any', async () => {
    const plan = await createPlan(planner, 'Spring 27');
    expect((await call(colleague, 'DELETE', `/api/purchasePlans/${plan.id}`)).statusCode).toBe(403);
    expect((await call(viewer, 'DELETE', `/api/purchasePlans/${plan.id}`)).statusCode).toBe(403);
    expect((await call(planner, 'DELETE', `/api/purchasePlans/${plan.id}`)).statusCode).toBe(204);
    expect((await call(planner, 'GET', `/api/purchasePlans/${plan.id}`)).statusCode).toBe(404);

    const another = await createPlan(colleague, 'Summer 27');
    expect((await call(manager, 'DELETE', `/api/purchasePlans/${another.id}`)).statusCode).toBe(
      204,
    );
    expect((await auditOf(another.id)).map((entry) => entry.action)).toEqual([
      'Created',
      'Deleted',
    ]);
  });

  it('needs the right to see plans to read them, and to create or edit them to write', async () => {
    const plan = await createPlan(planner, 'Resort 27');
    expect((await call(stranger, 'GET', '/api/purchasePlans')).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/api/purchasePlans/${plan.id}/figures`)).statusCode).toBe(
      403,
    );
    expect((await call(viewer, 'POST', '/api/purchasePlans', planInput('Nope'))).statusCode).toBe(
      403,
    );
    const edit = await call(viewer, 'PUT', `/api/purchasePlans/${plan.id}`, {
      ...planInput('Nope'),
      concurrencyStamp: plan.concurrencyStamp,
    });
    expect(edit.statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/purchasePlans')).statusCode).toBe(401);
  });

  it('answers 404 for another tenant’s plan and refuses another tenant’s styles', async () => {
    const plan = await createPlan(planner, 'Atlas only');
    for (const [method, url] of [
      ['GET', `/api/purchasePlans/${plan.id}`],
      ['GET', `/api/purchasePlans/${plan.id}/figures`],
      ['DELETE', `/api/purchasePlans/${plan.id}`],
    ] as const) {
      const response = await call(outsider, method, url);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({
        code: 'Spool.PurchasePlans:PlanNotFound',
        message: `The purchase plan ${plan.id} does not exist.`,
      });
    }
    const edit = await call(outsider, 'PUT', `/api/purchasePlans/${plan.id}`, {
      ...planInput('Taken', { styles: [{ styleId: borealisStyle }] }),
      concurrencyStamp: plan.concurrencyStamp,
    });
    expect(edit.statusCode).toBe(404);
    expect((await call(planner, 'GET', `/api/purchasePlans/${plan.id}`)).json()).toEqual(plan);
    const list = (await call(outsider, 'GET', '/api/purchasePlans')).json<{
      items: PurchasePlanSummaryDto[];
    }>();
    expect(list.items).toEqual([]);

    const foreign = await call(outsider, 'POST', '/api/purchasePlans', planInput('Borrowed'));
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign)).toEqual({
      code: 'Spool.PurchasePlans:UnknownStyle',
      message: `The style ${polo} does not exist.`,
    });
  });

  it('refuses bad input with a clear message: unknown style, negative quantity, too many styles', async () => {
    const unknown = await call(
      planner,
      'POST',
      '/api/purchasePlans',
      planInput('Ghost', { styles: [{ styleId: polo }, { styleId: 987654 }] }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe('The style 987654 does not exist.');

    const negative = await call(
      planner,
      'POST',
      '/api/purchasePlans',
      planInput('Negative', { styles: [{ styleId: polo, orderQuantity: -100 }] }),
    );
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).validationErrors).toEqual([
      { message: 'At least 1.', members: ['styles.0.orderQuantity'] },
    ]);

    const tooMany = await call(
      planner,
      'POST',
      '/api/purchasePlans',
      planInput('Everything', {
        styles: Array.from({ length: 10_000 }, (_, index) => ({ styleId: index + 1 })),
      }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).validationErrors).toEqual([
      { message: 'A purchase plan holds at most 200 styles.', members: ['styles'] },
    ]);

    const twice = await call(
      planner,
      'POST',
      '/api/purchasePlans',
      planInput('Twice', { styles: [{ styleId: polo }, { styleId: polo }] }),
    );
    expect(errorOf(twice).validationErrors).toEqual([
      { message: 'A style can be in a plan only once.', members: ['styles'] },
    ]);

    const french = await call(
      planner,
      'POST',
      '/api/purchasePlans',
      planInput('', { needBy: 'soon' }),
      { 'accept-language': 'fr' },
    );
    expect(errorOf(french).validationErrors).toEqual([
      { message: 'Veuillez saisir un nom pour le plan.', members: ['name'] },
      {
        message: 'Saisissez la date de besoin sous forme de date (AAAA-MM-JJ).',
        members: ['needBy'],
      },
    ]);
  });

  it('drops a deleted style from its plans', async () => {
    const extra = (await insertStyle(t.database, atlas, { name: 'Short-lived', operations: [] }))
      .styleId;
    const plan = await createPlan(planner, 'With a short-lived style', {
      styles: [{ styleId: extra }, { styleId: polo }],
    });
    expect((await call(planner, 'DELETE', `/api/style/${extra}`)).statusCode).toBe(403);
    const admin = await t.tokenOfNewUser({
      tenantId: atlas,
      userName: 'styles.admin',
      permissions: ['Spool.Styles', 'Spool.Styles.Delete', 'Spool.PurchasePlans'],
    });
    expect((await call(admin, 'DELETE', `/api/style/${extra}`)).statusCode).toBe(204);
    const after = (
      await call(admin, 'GET', `/api/purchasePlans/${plan.id}`)
    ).json<PurchasePlanDto>();
    expect(after.styles.map((style) => style.styleId)).toEqual([polo]);
  });
});
