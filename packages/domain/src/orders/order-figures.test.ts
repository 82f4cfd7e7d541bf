import { describe, expect, it } from 'vitest';
import { estimateStyle, type StyleDetailsInput } from '../consumption/estimate-style.js';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import { packageLengthM } from '../catalogue/thread-catalogue.js';
import { navyAstra, navyAstraHeavy, operationOf } from '../testing/fixtures.js';
import { colourwaySchema, styleThreadKey, type ColourwayInput } from './colourways.js';
import { estimateOrder, type OrderRequest } from './order-figures.js';
import { orderCatalogue, orderPrices, teeSizes } from '../testing/order-fixtures.js';
import type { OrderOperation } from './size-range.js';

const setting = builtInDefaultSetting(10);
const style: StyleDetailsInput = { name: 'Tee 100', garments: 1, productionLines: 1 };
const catalogue = orderCatalogue;
const prices = orderPrices;

// The hem and the bartack sew Astra 120 in navy (to be dyed to match); the overlock runs Astra
// 80 in navy on all three lines, the same in every colourway.
const hem = operationOf('301', { seamLengthCm: 100, machines: 2, description: 'Hem' }, navyAstra);
const overlock = operationOf('504', { seamLengthCm: 80, description: 'Overlock' }, navyAstraHeavy);
const bartack = operationOf('3042', { rows: 4, description: 'Bartack' }, navyAstra);
const operations: OrderOperation[] = [hem, overlock, bartack];
const astra120 = styleThreadKey({ brandId: 1, ticketTexId: 11, shade: 'Navy 2041' });

const range = teeSizes;
const colourway = (input: ColourwayInput) => colourwaySchema.parse(input);
const navy = colourway({
  name: 'Navy',
  dtmShade: 'Navy 2041',
  quantities: { S: 100, M: 200, L: 100 },
  threadShades: { [astra120]: { kind: 'dtm' } },
});
const stone = colourway({
  name: 'Stone',
  dtmShade: 'Stone 114',
  quantities: { M: 300 },
  threadShades: { [astra120]: { kind: 'dtm' } },
});

function order(overrides: Partial<OrderRequest> = {}) {
  return estimateOrder({
    style,
    operations,
    setting,
    catalogue,
    range,
    colourways: [navy, stone],
    runMode: 'sequential',
    costFile: prices,
    ...overrides,
  });
}
const base = estimateStyle(style, operations, setting, catalogue);
const lineM = (estimate: typeof base, operation: number) =>
  estimate.operationSummary[operation]?.threadConsumption ?? Number.NaN;
const sizedM = (size: { operations: readonly number[] } | undefined, operation: number) =>
  size?.operations[operation] ?? Number.NaN;

describe('an order in sizes', () => {
  const figures = order();
  const [s, m, l, xl] = figures.sizes;

  it('estimates the base size, grade 0, exactly as the style', () => {
    expect(m?.isBase).toBe(true);
    expect(m?.threadPerGarment).toBe(base.totalConsumption);
  });

  it('lengthens a graded seam by its grade: XL +8 % needs 1.08 times the hem thread', () => {
    expect(sizedM(xl, 0)).toBeCloseTo(lineM(base, 0) * 1.08, 12);
    expect(sizedM(s, 1)).toBeCloseTo(lineM(base, 1) * 0.96, 12);
    // As the engine gives the seams sewn 8 % longer.
    const longer = estimateStyle(
      style,
      operations.map((operation) => ({
        ...operation,
        ...(operation.seamLengthCm !== undefined && {
          seamLengthCm: (operation.seamLengthCm ?? 0) * 1.08,
        }),
      })),
      setting,
      catalogue,
    );
    expect(sizedM(xl, 0)).toBeCloseTo(lineM(longer, 0), 12);
    expect(xl?.threadPerGarment).toBeCloseTo(longer.totalConsumption, 12);
  });

  it('never grades a cycle operation: the bartack needs the same thread in every size', () => {
    for (const size of [s, m, l, xl]) {
      expect(sizedM(size, 2)).toBe(lineM(base, 2));
    }
  });

  it('follows an operation marked not graded, and its own grade where it has one', () => {
    const own = order({
      operations: [
        { ...hem, grading: { graded: false } },
        { ...overlock, grading: { grades: { xl: 20 } } },
        bartack,
      ],
    });
    expect(sizedM(own.sizes[3], 0)).toBe(lineM(base, 0));
    expect(sizedM(own.sizes[3], 1)).toBeCloseTo(lineM(base, 1) * 1.2, 12);
    // Sizes without an own grade keep the range's.
    expect(sizedM(own.sizes[2], 1)).toBeCloseTo(lineM(base, 1) * 1.04, 12);
  });
});

describe('an order in colourways', () => {
  const figures = order();
  const perGarmentM = (operation: number) => lineM(base, operation);

  it('sums the garments of every colourway and size', () => {
    expect(figures.garments).toBe(700);
    expect(figures.colourways.map((c) => c.garments)).toEqual([400, 300]);
    expect(figures.sizes.map((size) => size.garments)).toEqual([100, 500, 100, 0]);
  });

  it('buys each DTM thread in its colourway shade and the fixed overlock once for both', () => {
    expect(figures.threads.map((t) => [t.brand, t.ticketTex, t.shade])).toEqual([
      ['Astra', 120, 'Navy 2041'],
      ['Astra', 80, 'Navy 2041'],
      ['Astra', 120, 'Stone 114'],
    ]);
    // Navy: S 100 at -4 %, M 200, L 100 at +4 %: the grades cancel, 400 garments of the base.
    // The bartack is not graded either way. Allowance 10 %.
    const navyHemAndBartack = (perGarmentM(0) + perGarmentM(2)) * 400 * 1.1;
    expect(figures.threads[0]?.requirement).toBeCloseTo(navyHemAndBartack, 9);
    expect(figures.threads[2]?.requirement).toBeCloseTo((perGarmentM(0) + perGarmentM(2)) * 330, 9);
    expect(figures.threads[1]?.requirement).toBeCloseTo(perGarmentM(1) * 700 * 1.1, 9);
    expect(figures.threads[2]?.price).toBe(4.5);
  });

  it("requires for the order the sum of its colourways' requirements, thread by thread", () => {
    for (const thread of figures.threads) {
      expect(thread.requirement).toBeCloseTo(
        thread.colourways.reduce((total, c) => total + c.requirement, 0),
        9,
      );
    }
    expect(figures.usage.totalUnusedThread.requirement).toBeCloseTo(
      figures.colourways.reduce((total, c) => total + c.requirement, 0),
      9,
    );
  });

  it('buys packages of P m for R + unused, thread by thread', () => {
    for (const thread of [...figures.threads, ...figures.colourways.flatMap((c) => c.threads)]) {
      const packageM = packageLengthM({ length: thread.packageLength, unit: thread.unit });
      expect(thread.quantity * packageM).toBeCloseTo(thread.requirement + thread.unusedThread, 6);
    }
  });

  it('shares the set-up packages of a DTM shade two colourways have, one after another only', () => {
    const midnight = colourway({ ...stone, name: 'Midnight', dtmShade: 'navy 2041 ' });
    const sequential = order({ colourways: [navy, midnight] });
    const concurrent = order({ colourways: [navy, midnight], runMode: 'concurrent' });
    // One navy Astra 120 for both: the hem on 2 machines (a needle and a bobbin thread), the
    // bartack on 1 (two needle and two bobbin threads).
    const setUp = 2 * (1 + 1) + 1 * (2 + 2);
    expect(sequential.threads[0]?.colourways).toHaveLength(2);
    expect(sequential.threads[0]?.packagesBySetUp).toBe(setUp);
    expect(concurrent.threads[0]?.packagesBySetUp).toBe(2 * setUp);
    // Different shades never share.
    expect(figures.threads[2]?.packagesBySetUp).toBe(setUp);
  });

  it('keeps a shade to be decided apart, unpriced, and says the figures are not final', () => {
    const black = colourway({
      name: 'Black',
      quantities: { M: 50 },
      threadShades: { [astra120]: { kind: 'dtm' } },
    });
    const open = order({ colourways: [navy, black] });
    const undecided = open.threads.filter((t) => t.shadeToBeDecided);
    expect(undecided).toHaveLength(1);
    expect(undecided[0]).toMatchObject({ shade: null, price: null, cost: null });
    expect(undecided[0]?.requirement).toBeGreaterThan(0);
    expect(open.colourways[1]?.shadesToBeDecided).toBe(1);
    expect(open.hasShadesToBeDecided).toBe(true);
    expect(open.usage.totalCost).toBeNull();
    expect(figures.hasShadesToBeDecided).toBe(false);
    expect(figures.usage.totalCost).toBeCloseTo(
      figures.threads.reduce((total, t) => total + (t.cost ?? 0), 0),
      9,
    );
  });

  it('orders nothing of a colourway without quantities, and needs no set-up for it', () => {
    const empty = order({ colourways: [navy, colourway({ ...stone, quantities: {} })] });
    expect(empty.threads.map((t) => t.shade)).toEqual(['Navy 2041', 'Navy 2041']);
    expect(empty.colourways[1]).toMatchObject({ garments: 0, requirement: 0, packages: 0 });
  });
});
