import { describe, expect, it } from 'vitest';
import { estimateStyle } from '../consumption/estimate-style.js';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import { planThreadUsage } from '../thread-packages/plan-thread-usage.js';
import {
  costFile,
  navyAstra,
  navyAstraHeavy,
  operationOf,
  threadCatalogue,
  whiteEpic,
} from '../testing/fixtures.js';
import {
  astra120Navy,
  astra80Navy,
  astra80White,
  epic120White,
  estimateOf,
  lineOf,
  planStyle,
} from '../testing/plan-fixtures.js';
import { planPurchase } from './plan-purchase.js';
import type { PlanStyle } from './plan-style.js';

const metric = { lengthUnit: 'metric' as const, costFile };

describe('a plan of two styles sharing a thread bought by length', () => {
  // Astra tkt 80 navy, 3000 m cones at 3.10, one machine each (set-up 1 package a style).
  // Style 3: 4.0 m a garment x 1000 garments, no allowance = 4000 m; alone ceil(4000 / 3000) = 2.
  // Style 4: 0.5 m a garment x 2000 garments = 1000 m; alone ceil(1000 / 3000) = 1.
  // Style by style: 3 packages, 9.30, unused (6000 - 4000) + (3000 - 1000) = 4000 m.
  // Plan: R = 5000 m, ceil(5000 / 3000) = 2 packages, 6.20, unused 6000 - 5000 = 1000 m.
  // Saving: 1 package, 3000 m, 3.10.
  const styles: PlanStyle[] = [
    planStyle(
      3,
      { garments: 1000, productionLines: 1, allowancePercent: 0 },
      estimateOf([{ machines: 1, lines: [lineOf(astra80Navy, 4)] }]),
    ),
    planStyle(
      4,
      { garments: 2000, productionLines: 1, allowancePercent: 0 },
      estimateOf([{ machines: 1, lines: [lineOf(astra80Navy, 0.5)] }]),
    ),
  ];
  const plan = planPurchase({ ...metric, styles, runMode: 'concurrent' });

  it('sums the requirement over the styles and counts packages by length on the sum', () => {
    expect(plan.threads).toHaveLength(1);
    expect(plan.threads[0]).toMatchObject({
      brand: 'Astra',
      ticketTex: 80,
      shade: 'Navy 2041',
      packageLength: 3000,
      requirement: 5000,
      packagesByLength: 2,
      packagesBySetUp: 2,
      quantity: 2,
      fullPackages: 1,
      partPackages: 1,
      extraPackages: 0,
      unusedThread: 1000,
      price: 3.1,
      cost: 6.2,
      missingPrice: null,
      costFileArticle: null,
      styles: [
        { styleId: 3, requirement: 4000, packagesBySetUp: 1 },
        { styleId: 4, requirement: 1000, packagesBySetUp: 1 },
      ],
    });
  });

  it('shows the same order bought style by style and what the plan saves', () => {
    expect(plan.styleByStyle).toMatchObject({ packages: 3, unusedThread: 4000 });
    expect(plan.styleByStyle.cost).toBeCloseTo(9.3, 12);
    expect(plan.saving).toMatchObject({ packages: 1, unusedThread: 3000 });
    expect(plan.saving.cost).toBeCloseTo(3.1, 12);
    expect(plan.totals).toMatchObject({ packages: 2, unusedThread: 1000, requirement: 5000 });
    expect(plan.totals.cost).toBeCloseTo(6.2, 12);
  });

  it('splits the cost between the styles by their requirement for the cost per garment', () => {
    // 6.20 x 4000 / 5000 = 4.96 for 1000 garments; 6.20 x 1000 / 5000 = 1.24 for 2000.
    const [first, second] = plan.styles;
    expect(first?.cost).toBeCloseTo(4.96, 12);
    expect(first?.averageThreadCost).toBeCloseTo(0.00496, 12);
    expect(second?.cost).toBeCloseTo(1.24, 12);
    expect(second?.averageThreadCost).toBeCloseTo(0.00062, 12);
    // Alone: 2 cones (6.20) for 1000 garments, 1 cone (3.10) for 2000.
    expect(first?.alone).toMatchObject({ packages: 2, unusedThread: 2000 });
    expect(first?.alone.averageThreadCost).toBeCloseTo(0.0062, 12);
    expect(second?.alone).toMatchObject({ packages: 1, unusedThread: 2000 });
    expect(second?.alone.averageThreadCost).toBeCloseTo(0.00155, 12);
  });
});

describe('set-up packages of styles run at the same time or one after another', () => {
  // Astra tkt 120 navy, 5000 m cones at 4.20.
  // Style 1: 2.0 m x 1000 garments x 1.10 = 2200 m; 2 machines x 1 thread x 1 line = 2.
  // Style 2: 3.0 m x 500 garments x 1.00 = 1500 m; 1 machine x 2 threads x 2 lines = 4.
  // Alone: max(1, 2) + max(1, 4) = 6 packages; unused 7800 + 18500 = 26300 m.
  // Same time: set-up 2 + 4 = 6, N = 6, nothing saved.
  // One after another: set-up max(2, 4) = 4, N = 4, unused 20000 - 3700 = 16300 m;
  // saving 2 packages, 10000 m, 8.40.
  const styles: PlanStyle[] = [
    planStyle(
      1,
      { garments: 1000, productionLines: 1, allowancePercent: 10 },
      estimateOf([{ machines: 2, lines: [lineOf(astra120Navy, 2)] }]),
    ),
    planStyle(
      2,
      { garments: 500, productionLines: 2, allowancePercent: 0 },
      estimateOf([{ machines: 1, lines: [lineOf(astra120Navy, 3, 2)] }]),
    ),
  ];

  it('adds the set-ups of styles running at the same time', () => {
    const plan = planPurchase({ ...metric, styles, runMode: 'concurrent' });
    expect(plan.threads[0]).toMatchObject({ packagesByLength: 1, packagesBySetUp: 6, quantity: 6 });
    expect(plan.threads[0]?.requirement).toBeCloseTo(3700, 9);
    expect(plan.threads[0]?.unusedThread).toBeCloseTo(26300, 9);
    expect(plan.styleByStyle.packages).toBe(6);
    expect(plan.saving).toMatchObject({ packages: 0, unusedThread: 0, cost: 0 });
  });

  it('keeps the largest set-up when the styles follow one another on the same lines', () => {
    const plan = planPurchase({ ...metric, styles, runMode: 'sequential' });
    expect(plan.threads[0]).toMatchObject({ packagesBySetUp: 4, quantity: 4, extraPackages: 3 });
    expect(plan.threads[0]?.unusedThread).toBeCloseTo(16300, 9);
    expect(plan.saving).toMatchObject({ packages: 2, unusedThread: 10000 });
    expect(plan.saving.cost).toBeCloseTo(8.4, 12);
    expect(plan.styleByStyle.unusedThread).toBeCloseTo(26300, 9);
  });
});

describe('what a plan lists instead of leaving out', () => {
  const incomplete: PlanStyle = {
    styleId: 9,
    name: 'Parka',
    garments: 300,
    productionLines: 1,
    allowancePercent: 0,
    status: 'incomplete',
    reason: 'incompleteOperations',
    operations: [{ position: 2, id: 52, description: 'Hood seam' }],
  };
  const styles: PlanStyle[] = [
    planStyle(
      5,
      { garments: 100, productionLines: 1, allowancePercent: 0 },
      estimateOf([
        { machines: 1, lines: [lineOf(astra80White, 1)] },
        { machines: 1, lines: [lineOf(epic120White, 1)] },
      ]),
    ),
    incomplete,
  ];
  const plan = planPurchase({ ...metric, styles, runMode: 'concurrent' });

  it('lists the incomplete styles with the operations to complete', () => {
    expect(plan.incompleteStyles).toEqual([incomplete]);
    expect(plan.styles.map((style) => style.styleId)).toEqual([5]);
  });

  it('lists threads without a price, leaves the totals open and prices the others', () => {
    expect(plan.unpricedThreads).toEqual([
      expect.objectContaining({
        brand: 'Astra',
        shade: 'Optic White',
        missingPrice: 'noCostFileRow',
        styleIds: [5],
      }),
    ]);
    // Epic 6000 yd = 5486.4 m: 100 m needs 1 cone at 5.50.
    expect(plan.threads[1]).toMatchObject({ quantity: 1, price: 5.5, cost: 5.5 });
    expect(plan.threads[1]?.unusedThread).toBeCloseTo(5386.4, 9);
    expect(plan.totals).toMatchObject({ cost: null, pricedCost: 5.5, hasMissingPrices: true });
    expect(plan.styles[0]).toMatchObject({
      cost: null,
      averageThreadCost: null,
      hasMissingPrices: true,
      pricedCost: 5.5,
    });
  });

  it('names the cost file article a price comes from', () => {
    const withArticle = {
      ...costFile,
      rows: [
        ...costFile.rows,
        {
          brandId: 2,
          article: 'EP120-6000Y',
          colourGroup: 'W' as const,
          packageLength: 6000,
          packageUnit: 'yd' as const,
          price: 5.1,
        },
      ],
    };
    const priced = planPurchase({
      ...metric,
      costFile: withArticle,
      styles,
      runMode: 'concurrent',
    });
    expect(priced.threads[1]).toMatchObject({ price: 5.1, costFileArticle: 'EP120-6000Y' });
  });

  it('shows lengths in yards for an Imperial tenant', () => {
    const imperial = planPurchase({
      ...metric,
      lengthUnit: 'imperial',
      styles,
      runMode: 'concurrent',
    });
    expect(imperial.threadLengthUnit).toBe('yd');
    expect(imperial.threads[1]?.requirement).toBeCloseTo(100 / 0.9144, 9);
  });
});

describe('a plan of one style', () => {
  const setting = builtInDefaultSetting(8);
  const estimate = estimateStyle(
    { name: 'Polo 2041', garments: 1200, productionLines: 2 },
    [
      operationOf('301', { seamLengthCm: 40, machines: 3 }, navyAstra),
      operationOf('504', { seamLengthCm: 120, machines: 2 }, [
        navyAstra,
        navyAstraHeavy,
        navyAstraHeavy,
      ]),
      operationOf('602', { seamLengthCm: 60 }, whiteEpic),
    ],
    setting,
    threadCatalogue,
  );
  const order = { garments: 1200, productionLines: 2, allowancePercent: 8 };

  it('gives exactly the style’s Thread Usage figures, in either run mode, and saves nothing', () => {
    const report = planThreadUsage(estimate, order, costFile);
    for (const runMode of ['concurrent', 'sequential'] as const) {
      const plan = planPurchase({
        ...metric,
        runMode,
        styles: [planStyle(7, order, estimate)],
      });
      expect(plan.threads).toHaveLength(report.threadRequirementDetails.length);
      plan.threads.forEach((thread, index) => {
        const { threadPerGarment: _perGarment, ...row } = report.threadRequirementDetails[index]!;
        expect(thread).toMatchObject(row);
      });
      expect(plan.totals.packages).toBe(report.totalUnusedThread.packagesBought);
      expect(plan.totals.unusedThread).toBe(report.totalUnusedThread.totalUnusedThread);
      expect(plan.totals.pricedCost).toBe(report.pricedCost);
      expect(report.averageThreadCost).not.toBeNull();
      expect(plan.styles[0]?.averageThreadCost).toBe(report.averageThreadCost);
      expect(plan.saving).toMatchObject({ packages: 0, unusedThread: 0, pricedCost: 0 });
    }
  });
});
