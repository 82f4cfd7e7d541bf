import { describe, expect, it } from 'vitest';
import type { StyleDetailsInput } from '../consumption/estimate-style.js';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import { navyAstra, navyAstraHeavy, operationOf } from '../testing/fixtures.js';
import { colourwaySchema, styleThreadKey, type ColourwayInput } from '../orders/colourways.js';
import { estimateOrder } from '../orders/order-figures.js';
import { sizeRangeSchema, type OrderOperation } from '../orders/size-range.js';
import { orderCatalogue, orderPrices } from '../testing/order-fixtures.js';
import { mapBrand } from './brand-mapping.js';
import { compareBrands } from './compare-brands.js';
import {
  computePurchasePlan,
  purchasePlanRequestOf,
  withPlanEdits,
  type PlanColourway,
  type PurchasePlanJob,
  type PurchasePlanJobStyle,
} from './purchase-plan-job.js';

const setting = builtInDefaultSetting(10);
const catalogue = orderCatalogue;
const prices = orderPrices;

// A tee: the hem sews Astra 120 navy, dyed to match each colourway; the overlock runs Astra 80
// navy in every colourway.
const hem = operationOf('301', { seamLengthCm: 100, machines: 2, description: 'Hem' }, navyAstra);
const overlock = operationOf('504', { seamLengthCm: 80, description: 'Overlock' }, navyAstraHeavy);
const operations: OrderOperation[] = [hem, overlock];
const astra120 = styleThreadKey({ brandId: 1, ticketTexId: 11, shade: 'Navy 2041' });
const range = sizeRangeSchema.parse({
  sizes: [
    { name: 'S', gradePercent: -4 },
    { name: 'M', gradePercent: 0 },
    { name: 'L', gradePercent: 4 },
  ],
  baseSize: 'M',
});
const colourway = (id: number, input: ColourwayInput): PlanColourway => ({
  id,
  ...colourwaySchema.parse(input),
});
const navy = colourway(71, {
  name: 'Navy',
  dtmShade: 'Navy 2041',
  quantities: { S: 100, M: 200, L: 100 },
  threadShades: { [astra120]: { kind: 'dtm' } },
});
const stone = colourway(72, {
  name: 'Stone',
  dtmShade: 'Stone 114',
  quantities: { M: 300 },
  threadShades: { [astra120]: { kind: 'dtm' } },
});
const details: StyleDetailsInput = { name: 'Tee', garments: 700, productionLines: 2 };

function teeOf(
  styleId: number,
  colourways: PlanColourway[],
  plan: { garments?: number; colourwayIds?: number[] | null } = {},
): PurchasePlanJobStyle {
  const garments = colourways.reduce(
    (sum, c) => sum + Object.values(c.quantities).reduce((a, b) => a + b, 0),
    0,
  );
  return {
    order: {
      styleId,
      name: `Tee ${styleId}`,
      garments: plan.garments ?? garments,
      productionLines: 2,
      allowancePercent: 10,
    },
    details,
    operations,
    setting,
    sizes: { range, runMode: 'sequential', colourways },
    colourwayIds: plan.colourwayIds ?? null,
  };
}

const jobOf = (styles: PurchasePlanJobStyle[]): PurchasePlanJob => ({
  runMode: 'concurrent',
  lengthUnit: 'metric',
  catalogue,
  costFile: prices,
  styles,
});

const orderOf = (colourways: PlanColourway[]) =>
  estimateOrder({
    style: details,
    operations,
    setting,
    catalogue,
    range,
    colourways,
    runMode: 'sequential',
    costFile: prices,
  });

const lineOf = (threads: readonly { ticketTex: number; shade: string | null }[]) =>
  threads.map((thread) => `${thread.ticketTex} ${thread.shade ?? '?'}`);

describe('a plan of a style in colourways and sizes', () => {
  it('buys per shade exactly what the style’s own Thread Usage report buys', () => {
    const plan = computePurchasePlan(jobOf([teeOf(1, [navy, stone])]));
    const own = orderOf([navy, stone]);
    expect(lineOf(plan.threads)).toEqual(['120 Navy 2041', '80 Navy 2041', '120 Stone 114']);
    plan.threads.forEach((thread, index) => {
      const same = own.threads[index];
      expect(thread.requirement).toBe(same?.requirement);
      expect(thread.quantity).toBe(same?.quantity);
      expect(thread.packagesBySetUp).toBe(same?.packagesBySetUp);
      expect(thread.cost).toBe(same?.cost);
      expect(thread.shadeToBeDecided).toBe(false);
    });
    expect(plan.totals.packages).toBe(own.usage.totalUnusedThread.packagesBought);
    expect(plan.styles[0]).toMatchObject({
      garments: 700,
      colourways: [
        { name: 'Navy', garments: 400 },
        { name: 'Stone', garments: 300 },
      ],
      shadesToBeDecided: 0,
    });
    expect(plan.saving.packages).toBe(0);
  });

  it('takes only the colourways a line names, with their garments', () => {
    const plan = computePurchasePlan(jobOf([teeOf(1, [navy, stone], { colourwayIds: [72] })]));
    // The style's own garments are not the plan's: the default is the colourways taken.
    const edited = withPlanEdits(jobOf([teeOf(1, [navy, stone])]), {
      runMode: 'concurrent',
      styles: [{ styleId: 1, orderQuantity: null, productionLines: null, colourwayIds: [72] }],
    });
    expect(edited.styles[0]?.order.garments).toBe(300);
    const stoneOnly = computePurchasePlan(edited);
    expect(lineOf(stoneOnly.threads)).toEqual(['120 Stone 114', '80 Navy 2041']);
    expect(stoneOnly.threads.map((t) => t.requirement)).toEqual(
      orderOf([stone]).threads.map((t) => t.requirement),
    );
    expect(lineOf(plan.threads)).toEqual(lineOf(stoneOnly.threads));
  });

  it('scales the colourways’ quantities to the line’s own order quantity', () => {
    // 700 to 1400 doubles every cell exactly.
    const doubled = computePurchasePlan(jobOf([teeOf(1, [navy, stone], { garments: 1400 })]));
    const twice = (c: PlanColourway): PlanColourway => ({
      ...c,
      quantities: Object.fromEntries(Object.entries(c.quantities).map(([s, q]) => [s, q * 2])),
    });
    const own = orderOf([twice(navy), twice(stone)]);
    expect(doubled.threads.map((t) => t.requirement)).toEqual(
      own.threads.map((t) => t.requirement),
    );
    expect(doubled.styles[0]?.colourways).toEqual([
      { name: 'Navy', garments: 800 },
      { name: 'Stone', garments: 600 },
    ]);
  });

  it('consolidates a shade two styles share, and keeps each style’s own shades apart', () => {
    const plan = computePurchasePlan(jobOf([teeOf(1, [navy, stone]), teeOf(2, [stone])]));
    expect(lineOf(plan.threads)).toEqual(['120 Navy 2041', '80 Navy 2041', '120 Stone 114']);
    const stoneLine = plan.threads[2];
    expect(stoneLine?.styles.map((share) => share.styleId)).toEqual([1, 2]);
    expect(stoneLine?.requirement).toBeCloseTo(
      (orderOf([stone]).threads[0]?.requirement ?? 0) * 2,
      9,
    );
  });

  it('lists a shade still to be decided apart, unpriced, style by style', () => {
    const open = colourway(73, {
      name: 'Sand',
      quantities: { M: 50 },
      threadShades: { [astra120]: { kind: 'undecided' } },
    });
    const plan = computePurchasePlan(jobOf([teeOf(1, [navy, open]), teeOf(2, [open])]));
    const undecided = plan.threads.filter((thread) => thread.shadeToBeDecided);
    expect(undecided).toHaveLength(2);
    expect(
      undecided.map((thread) => [thread.shade, thread.cost, thread.styles[0]?.styleId]),
    ).toEqual([
      [null, null, 1],
      [null, null, 2],
    ]);
    expect(plan.hasShadesToBeDecided).toBe(true);
    expect(plan.totals.cost).toBeNull();
    // Unpriced for want of a shade, not of a price: not among the threads without a price.
    expect(plan.unpricedThreads).toEqual([]);
    expect(plan.styles.map((style) => style.shadesToBeDecided)).toEqual([1, 1]);
  });

  it('lists a style none of whose colourways the plan takes any more', () => {
    const plan = computePurchasePlan(jobOf([teeOf(1, [navy, stone], { colourwayIds: [99] })]));
    expect(plan.threads).toEqual([]);
    expect(plan.incompleteStyles).toMatchObject([{ styleId: 1, reason: 'noColourways' }]);
  });

  it('keeps each colourway’s shade when another brand replaces the thread', () => {
    const request = purchasePlanRequestOf(jobOf([teeOf(1, [navy, stone])]));
    const mapping = mapBrand(catalogue, { fromBrandId: 1, toBrandId: 2, packageSizeIds: [111] });
    const comparison = compareBrands(request, mapping);
    expect(lineOf(comparison.swapped.threads)).toEqual(['120 Navy 2041', '120 Stone 114']);
    expect(comparison.swapped.threads.map((thread) => thread.brand)).toEqual(['Epic', 'Epic']);
  });
});
