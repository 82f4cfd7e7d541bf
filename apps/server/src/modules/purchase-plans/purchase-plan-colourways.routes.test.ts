import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BrandComparisonDto,
  ErrorResponse,
  OrderFiguresDto,
  PurchasePlanDto,
  PurchasePlanFiguresDto,
  PurchasePlanInputsDto,
  StyleOrderDto,
} from '@spool/contracts';
import { computePurchasePlan, plainFigure, styleThreadKey, withPlanEdits } from '@spool/domain';
import { startLibreOffice, type LibreOffice } from '../../testing/libreoffice.js';
import { pdfText } from '../../testing/pdf-tools.js';
import { insertStyle, tenantWithThreads, type SeededThread } from '../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A style in colourways and sizes in a purchase plan: the plan buys per shade what the style's
 * order buys, takes the colourways a line names, scales their quantities to the line's own
 * garments, refuses a colourway that is not the style's, and its purchase list has a line per
 * article and shade.
 */

let t: TestApp;
let office: LibreOffice;
let workDir: string;
let tenant: string;
let planner: string;
let outsider: string;
let corespun: SeededThread;
let spun: SeededThread;
let tee: number;
let navy: number;
let red: number;
let otherStyle: number;
let foreignColourway: number;

const call: TestApp['call'] = (...args) => t.call(...args);
const ok = <T>(
  response: { statusCode: number; body: string; json: () => unknown },
  status = 200,
) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

let tees = 0;

/** A style sized S to L whose only thread, corespun Navy, is dyed to match each colourway. */
async function teeIn(
  token: string,
  tenantId: string,
  thread: SeededThread,
  colourways: { name: string; dtmShade: string | null; quantities: Record<string, number> }[],
): Promise<{ styleId: number; order: StyleOrderDto }> {
  const { styleId } = await insertStyle(t.database, tenantId, {
    name: `Tee ${(tees += 1)}`,
    operations: [
      {
        description: 'Side seam',
        stitchTypeCode: '301',
        seamLengthCm: 60,
        rate: 12,
        machines: 1,
        lines: [
          { needleName: 'Needle thread', ...thread, shade: 'Navy' },
          { needleName: 'Bobbin thread', ...thread, shade: 'Navy' },
        ],
      },
    ],
  });
  ok(
    await call(token, 'PUT', `/api/style/${styleId}/order`, {
      sizeRange: {
        sizes: [
          { name: 'S', gradePercent: -4 },
          { name: 'M', gradePercent: 0 },
          { name: 'L', gradePercent: 4 },
        ],
        baseSize: 'M',
      },
      runMode: 'sequential',
      concurrencyStamp: null,
    }),
  );
  const key = styleThreadKey({ ...thread, shade: 'Navy' });
  let order: StyleOrderDto | undefined;
  for (const colourway of colourways) {
    order = ok<StyleOrderDto>(
      await call(token, 'POST', `/api/style/${styleId}/colourways`, {
        ...colourway,
        threadShades: { [key]: colourway.dtmShade ? { kind: 'dtm' } : { kind: 'undecided' } },
      }),
      201,
    );
  }
  if (!order) throw new Error('a tee has colourways');
  return { styleId, order };
}

beforeAll(async () => {
  t = await createTestApp();
  office = await startLibreOffice();
  workDir = await mkdtemp(join(tmpdir(), 'spool-plan-colourways-'));
  const threads = await tenantWithThreads(t.database, 'Atlas Garments');
  tenant = threads.tenantId;
  corespun = threads.corespun;
  spun = threads.spun;
  planner = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'planner',
    permissions: [
      'Spool.Styles',
      'Spool.Styles.Update',
      'Spool.PurchasePlans',
      'Spool.PurchasePlans.Create',
      'Spool.PurchasePlans.Update',
      'Spool.Reports',
    ],
  });
  const made = await teeIn(planner, tenant, corespun, [
    { name: 'Navy', dtmShade: 'Navy', quantities: { S: 100, M: 200, L: 100 } },
    { name: 'Red', dtmShade: 'Signal Red', quantities: { M: 300 } },
  ]);
  tee = made.styleId;
  [navy, red] = made.order.colourways.map((colourway) => colourway.id ?? 0) as [number, number];
  const other = await teeIn(planner, tenant, corespun, [
    { name: 'Black', dtmShade: 'Jet Black', quantities: { M: 10 } },
  ]);
  otherStyle = other.styleId;
  const borealis = await tenantWithThreads(t.database, 'Borealis Knitwear');
  outsider = await t.tokenOfNewUser({
    tenantId: borealis.tenantId,
    userName: 'outsider',
    permissions: ['Spool.Styles', 'Spool.Styles.Update'],
  });
  const theirs = await teeIn(outsider, borealis.tenantId, borealis.corespun, [
    { name: 'Navy', dtmShade: 'Navy', quantities: { M: 10 } },
  ]);
  foreignColourway = theirs.order.colourways[0]?.id ?? 0;
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await office?.dispose();
  await t?.dispose();
});

const plan = async (styles: object[], language = 'en') =>
  call(
    planner,
    'POST',
    '/api/purchasePlans',
    { name: `Plan ${Math.random()}`, styles },
    {
      'accept-language': language,
    },
  );
const figuresOf = async (id: number) =>
  ok<PurchasePlanFiguresDto>(await call(planner, 'GET', `/api/purchasePlans/${id}/figures`));
const orderFiguresOf = async (styleId: number) =>
  ok<OrderFiguresDto>(await call(planner, 'GET', `/api/style/${styleId}/order/figures`));
const byShade = (threads: readonly { shade: string | null }[]) => threads.map((row) => row.shade);

describe('a style in colourways and sizes in a purchase plan', () => {
  it('buys per shade exactly what the style’s order buys', async () => {
    const created = ok<PurchasePlanDto>(await plan([{ styleId: tee }]), 201);
    expect(created.styles[0]).toMatchObject({ colourwayIds: null, orderQuantity: null });
    const figures = await figuresOf(created.id);
    const order = await orderFiguresOf(tee);
    expect(byShade(figures.threads)).toEqual(['Navy', 'Signal Red']);
    expect(figures.threads.map((row) => [row.requirement, row.quantity, row.cost])).toEqual(
      order.threads.map((row) => [row.requirement, row.quantity, row.cost]),
    );
    expect(figures.styles[0]).toMatchObject({
      garments: 700,
      colourways: [
        { name: 'Navy', garments: 400 },
        { name: 'Red', garments: 300 },
      ],
    });
    expect(figures.hasShadesToBeDecided).toBe(false);
  });

  it('takes the colourways a line names and scales them to its own garments', async () => {
    const created = ok<PurchasePlanDto>(
      await plan([{ styleId: tee, colourwayIds: [red], orderQuantity: 600 }]),
      201,
    );
    const read = ok<PurchasePlanDto>(
      await call(planner, 'GET', `/api/purchasePlans/${created.id}`),
    );
    expect(read.styles[0]?.colourwayIds).toEqual([red]);
    const figures = await figuresOf(created.id);
    const order = await orderFiguresOf(tee);
    // Red alone, its 300 garments doubled: twice its part of the order's Signal Red.
    const redPart = order.threads[1]?.colourways[0]?.requirement ?? Number.NaN;
    expect(byShade(figures.threads)).toEqual(['Signal Red']);
    expect(figures.threads[0]?.requirement).toBeCloseTo(redPart * 2, 6);
    expect(figures.styles[0]?.colourways).toEqual([{ name: 'Red', garments: 600 }]);

    // The screen's live figures: the same function on the plan's inputs, with an edit applied.
    const inputs = ok<PurchasePlanInputsDto>(
      await call(planner, 'GET', `/api/purchasePlans/${created.id}/inputs`),
    );
    const live = computePurchasePlan(
      withPlanEdits(inputs, {
        runMode: 'concurrent',
        styles: [{ styleId: tee, orderQuantity: 600, productionLines: null, colourwayIds: [red] }],
      }),
    );
    expect(live.threads.map((row) => [row.shade, row.quantity, row.cost])).toEqual(
      figures.threads.map((row) => [row.shade, row.quantity, row.cost]),
    );
    const navyOnly = computePurchasePlan(
      withPlanEdits(inputs, {
        runMode: 'concurrent',
        styles: [
          { styleId: tee, orderQuantity: null, productionLines: null, colourwayIds: [navy] },
        ],
      }),
    );
    expect(navyOnly.styles[0]?.garments).toBe(400);
    expect(byShade(navyOnly.threads)).toEqual(['Navy']);
  });

  it('refuses a colourway that is not the style’s, in the caller’s language', async () => {
    for (const id of [foreignColourway, (await orderIdsOf(otherStyle))[0] ?? 0]) {
      const refused = await plan([{ styleId: tee, colourwayIds: [navy, id] }], 'es');
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<ErrorResponse>().error.message).toBe(
        `El modelo ${tee} no tiene la combinación de color ${id}.`,
      );
    }
    const empty = await plan([{ styleId: tee, colourwayIds: [] }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>().error.validationErrors?.[0]?.message).toBe(
      'A plan takes at least one colourway of a style; leave the colourways empty to take them all.',
    );
  });

  it('lists a shade still to be decided apart, in its files, never dropping it', async () => {
    const { styleId } = await teeIn(planner, tenant, corespun, [
      { name: 'Navy', dtmShade: 'Navy', quantities: { M: 100 } },
      { name: 'Sand', dtmShade: null, quantities: { M: 50 } },
    ]);
    const created = ok<PurchasePlanDto>(await plan([{ styleId }]), 201);
    const figures = await figuresOf(created.id);
    expect(figures.threads.map((row) => [row.shade, row.shadeToBeDecided])).toEqual([
      ['Navy', false],
      [null, true],
    ]);
    expect(figures.hasShadesToBeDecided).toBe(true);
    expect(figures.unpricedThreads).toEqual([]);
    const pdf = await call(planner, 'GET', `/api/purchasePlans/${created.id}/report?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    const file = join(workDir, 'undecided.pdf');
    await writeFile(file, pdf.rawPayload);
    const text = (await pdfText(file)).replace(/\s+/g, ' ');
    expect(text).toContain('Thread shades still to be decided: 1.');
    expect(text).toContain('Shade to be decided');
    expect(text).toContain('Navy 100, Sand 50');
  });
});

describe('the purchase list of a plan of colourways', () => {
  it('has one line per article and shade, as Calc shows it', async () => {
    const created = ok<PurchasePlanDto>(await plan([{ styleId: tee }]), 201);
    const figures = await figuresOf(created.id);
    const response = await call(
      planner,
      'GET',
      `/api/purchasePlans/${created.id}/purchaseList/${corespun.brandId}`,
    );
    expect(response.statusCode).toBe(200);
    const rows = await office.workbookAsShown(response.rawPayload);
    const header = rows.findIndex((row) => row[0] === 'Article');
    const lines = rows.slice(header + 1, header + 3);
    expect(lines.map((row) => [row[0], row[1], row[2], row[7]])).toEqual(
      figures.threads.map((thread) => ['NSC120-5K', thread.shade, 'C', String(thread.quantity)]),
    );
    expect(lines.map((row) => row[9])).toEqual(
      figures.threads.map((thread) => plainFigure('money', thread.cost ?? 0)),
    );
    expect(rows[header + 3]?.[0]).toBe('Total');
  });
});

describe('a brand swap of a plan of colourways', () => {
  it('keeps each colourway’s shade, compared and applied', async () => {
    const { styleId } = await teeIn(planner, tenant, corespun, [
      { name: 'Navy', dtmShade: 'Navy', quantities: { M: 100 } },
      { name: 'Red', dtmShade: 'Signal Red', quantities: { M: 50 } },
    ]);
    const created = ok<PurchasePlanDto>(await plan([{ styleId }]), 201);
    const brands = { fromBrandId: corespun.brandId, toBrandId: spun.brandId };
    const comparison = ok<BrandComparisonDto>(
      await call(planner, 'POST', `/api/purchasePlans/${created.id}/brandComparison`, brands),
    );
    expect(byShade(comparison.swapped.threads)).toEqual(['Navy', 'Signal Red']);
    ok(
      await call(planner, 'POST', `/api/purchasePlans/${created.id}/brandSwap`, {
        ...brands,
        concurrencyStamp: created.concurrencyStamp,
      }),
    );
    const order = await orderFiguresOf(styleId);
    expect(order.threads.map((row) => [row.brand, row.shade])).toEqual([
      [comparison.swapped.brand, 'Navy'],
      [comparison.swapped.brand, 'Signal Red'],
    ]);
  });
});

async function orderIdsOf(styleId: number): Promise<number[]> {
  const order = ok<StyleOrderDto>(await call(planner, 'GET', `/api/style/${styleId}/order`));
  return order.colourways.map((colourway) => colourway.id ?? 0);
}
