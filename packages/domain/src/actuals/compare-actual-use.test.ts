import { describe, expect, it } from 'vitest';
import {
  costFile,
  navyAstra,
  navyAstraHeavy,
  operationOf,
  threadCatalogue,
} from '../testing/fixtures.js';
import { colourwaySchema } from '../orders/colourways.js';
import { estimateOrder } from '../orders/order-figures.js';
import { singleSizeRange } from '../orders/size-range.js';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import { threadKeyOf } from '../thread-packages/thread-requirements.js';
import type { ActualLine } from './actual-use.js';
import {
  approvedThreadsOf,
  compareActualUse,
  stitchFamilyOf,
  type ApprovedThread,
} from './compare-actual-use.js';

/**
 * An order of 1,000 garments at 10 % allowance with two threads, worked by hand:
 * - A: 11,000 m approved (10,000 m before the allowance), 5,000 m cones, sewn 60 % by
 *   lockstitch and 40 % by overedge; 3 cones out, none back full, 3,500 m left:
 *   3 x 5,000 - 3,500 = 11,500 m used, 500 m (4.545 %) over, needing 15 %;
 * - B: 5,500 m approved (5,000 m before), 2,500 m cones, all overedge; 3 out, 1 back full,
 *   50 g left at 10 m per gram (500 m): 2 x 2,500 - 500 = 4,500 m, 1,000 m (18.18 %) under,
 *   needing -10 %.
 */
const threadA: ApprovedThread = {
  key: 'A',
  brand: 'Astra',
  ticketTex: 120,
  tex: 25,
  shade: 'Navy',
  packageLength: 5000,
  packageUnit: 'm',
  packageM: 5000,
  requirementM: 11_000,
  requirementBeforeAllowanceM: 10_000,
  families: [
    { stitchClass: 300, share: 0.6 },
    { stitchClass: 500, share: 0.4 },
  ],
};
const threadB: ApprovedThread = {
  ...threadA,
  key: 'B',
  packageLength: 2500,
  packageM: 2500,
  requirementM: 5500,
  requirementBeforeAllowanceM: 5000,
  families: [{ stitchClass: 500, share: 1 }],
};
const lines: ActualLine[] = [
  { threadKey: 'A', issued: 3, returnedFull: 0, remainder: { by: 'length', lengthM: 3500 } },
  {
    threadKey: 'B',
    issued: 3,
    returnedFull: 1,
    remainder: { by: 'weight', grams: 50, metresPerGram: 10 },
  },
];

describe('comparing actual use with the approved requirement', () => {
  const compared = compareActualUse(
    { garments: 1000, allowancePercent: 10 },
    [threadA, threadB],
    lines,
  );

  it('gives each thread’s actual and its difference in metres and percent', () => {
    const [a, b] = compared.threads;
    expect(a?.actualM).toBe(11_500);
    expect(a?.differenceM).toBe(500);
    expect(a?.differencePercent).toBeCloseTo(4.5455, 4);
    expect(a?.neededAllowancePercent).toBeCloseTo(15, 9);
    expect(b?.actualM).toBe(4500);
    expect(b?.differenceM).toBe(-1000);
    expect(b?.differencePercent).toBeCloseTo(-18.1818, 4);
    expect(b?.neededAllowancePercent).toBeCloseTo(-10, 9);
  });

  it('sums the order: 16,500 m approved, 15,000 m estimated, 16,000 m used', () => {
    expect(compared.order.requirementM).toBe(16_500);
    expect(compared.order.requirementBeforeAllowanceM).toBe(15_000);
    expect(compared.order.actualM).toBe(16_000);
    expect(compared.order.differenceM).toBe(-500);
    expect(compared.order.differencePercent).toBeCloseTo(-3.0303, 4);
    // 16,000 / 15,000 - 1: the order needed 6.67 % where 10 % was allowed.
    expect(compared.order.neededAllowancePercent).toBeCloseTo(6.6667, 4);
  });

  it('splits estimate and actual over the stitch families in each thread’s shares', () => {
    // Lockstitch: 60 % of A. Overedge: 40 % of A and all of B.
    expect(compared.families).toEqual([
      { stitchClass: 300, requirementBeforeAllowanceM: 6000, actualM: 6900 },
      { stitchClass: 500, requirementBeforeAllowanceM: 9000, actualM: 9100 },
    ]);
  });
});

describe('the threads of an approved order', () => {
  it('maps stitch types to their ISO class', () => {
    expect(['301', '401', '504', '605', '101'].map(stitchFamilyOf)).toEqual([
      300, 400, 500, 600, 100,
    ]);
    expect(stitchFamilyOf('nope')).toBe(0);
  });

  it('takes the requirement before the allowance and the families of the operations sewing it', () => {
    // Astra 120 sews the 301 hem on both lines and the 504 overlock's needle; the loopers run
    // Astra 80, all overedge.
    const hem = operationOf('301', { seamLengthCm: 100, description: 'Hem' }, navyAstra);
    const overlock = operationOf('504', { seamLengthCm: 80, description: 'Overlock' }, [
      navyAstra,
      navyAstraHeavy,
      navyAstraHeavy,
    ]);
    const order = estimateOrder({
      style: { name: 'Tee', garments: 1000, productionLines: 1 },
      operations: [hem, overlock].map((operation) => ({ ...operation, grading: null })),
      setting: builtInDefaultSetting(10),
      catalogue: threadCatalogue,
      range: singleSizeRange('M'),
      colourways: [colourwaySchema.parse({ name: 'Navy', quantities: { M: 1000 } })],
      runMode: 'sequential',
      costFile,
    });
    const threads = approvedThreadsOf(order);
    expect(threads.map((thread) => thread.key)).toEqual(order.threads.map(threadKeyOf));
    const [astra120, astra80] = threads;
    for (const thread of threads) {
      expect(thread.requirementBeforeAllowanceM * 1.1).toBeCloseTo(thread.requirementM, 6);
    }
    // Astra 120 on 5,000 m cones at tex 25; Astra 80 on 3,000 m cones at tex 37.5.
    expect(threads.map((thread) => [thread.packageM, thread.tex])).toEqual([
      [5000, 25],
      [3000, 37.5],
    ]);
    // The hem's two lines against the overlock's needle line, as the estimate has them.
    const [hemLines, overlockLines] = order.baseEstimate.operationSummary.map((operation) =>
      operation.styleOperations.map((line) => line.threadPerGarmentM),
    );
    const hemM = (hemLines ?? []).reduce((sum, metres) => sum + metres, 0);
    const needleM = overlockLines?.[0] ?? 0;
    expect(astra120?.families.map((family) => family.stitchClass)).toEqual([300, 500]);
    expect(astra120?.families[0]?.share).toBeCloseTo(hemM / (hemM + needleM), 12);
    expect(astra120?.families[1]?.share).toBeCloseTo(needleM / (hemM + needleM), 12);
    expect(astra80?.families).toEqual([{ stitchClass: 500, share: 1 }]);
  });
});
