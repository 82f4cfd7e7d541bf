import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packageLengthM } from '../catalogue/thread-catalogue.js';
import { estimateStyle } from '../consumption/estimate-style.js';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import { packageCountTolerance } from '../thread-packages/count-packages.js';
import { planThreadUsage } from '../thread-packages/plan-thread-usage.js';
import { threadKeyOf } from '../thread-packages/thread-requirements.js';
import {
  costFile,
  navyAstra,
  navyAstraHeavy,
  operationOf,
  threadCatalogue,
  whiteAstraHeavy,
  whiteEpic,
} from '../testing/fixtures.js';
import { threadLengthFromDisplay } from '../units/length-unit.js';
import { planPurchase, type PurchasePlanFigures } from './plan-purchase.js';
import { planStyle } from '../testing/plan-fixtures.js';
import { randomOperation } from '../testing/random-operations.js';
import type { PlanRunMode } from './purchase-plan-input.js';

const threads = [navyAstra, navyAstraHeavy, whiteEpic, whiteAstraHeavy];

const style = fc.record({
  operations: fc.array(randomOperation, { minLength: 1, maxLength: 5 }),
  garments: fc.integer({ min: 1, max: 200_000 }),
  productionLines: fc.integer({ min: 1, max: 20 }),
  allowancePercent: fc.integer({ min: 0, max: 50 }),
});
type RandomStyle = typeof style extends fc.Arbitrary<infer T> ? T : never;

const scenario = fc.record({
  styles: fc.array(style, { minLength: 1, maxLength: 6 }),
  runMode: fc.constantFrom<PlanRunMode>('concurrent', 'sequential'),
  lengthUnit: fc.constantFrom('metric' as const, 'imperial' as const),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const setting = builtInDefaultSetting(0);

function estimated(s: RandomStyle, lengthUnit: 'metric' | 'imperial') {
  return estimateStyle(
    { name: 'Random', garments: s.garments, productionLines: s.productionLines, lengthUnit },
    s.operations,
    setting,
    threadCatalogue,
  );
}

function plan(s: Scenario): PurchasePlanFigures {
  return planPurchase({
    runMode: s.runMode,
    lengthUnit: s.lengthUnit,
    costFile,
    styles: s.styles.map((random, index) =>
      planStyle(index + 1, random, estimated(random, s.lengthUnit)),
    ),
  });
}

/** Each style's Thread Usage report, as the style alone buys: packages per thread, summed. */
function packagesStyleByStyle(s: Scenario): Map<string, number> {
  const packages = new Map<string, number>();
  for (const random of s.styles) {
    const report = planThreadUsage(estimated(random, s.lengthUnit), random, costFile);
    for (const row of report.threadRequirementDetails) {
      const key = threadKeyOf(row);
      packages.set(key, (packages.get(key) ?? 0) + row.quantity);
    }
  }
  return packages;
}

describe('properties of a purchase plan', () => {
  it('buys packages that cover the plan’s requirement and never leaves negative unused thread', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const figures = plan(s);
        for (const row of figures.threads) {
          const packageM = packageLengthM({ length: row.packageLength, unit: row.unit });
          const requirementM = threadLengthFromDisplay(row.requirement, figures.lengthUnit);
          // Each style's requirement may fall short of its packages by the count tolerance.
          const slack = s.styles.length * packageCountTolerance * packageM + 1e-9 * requirementM;
          expect(row.quantity * packageM).toBeGreaterThanOrEqual(requirementM - slack);
          expect(row.unusedThread).toBeGreaterThanOrEqual(0);
          expect(row.quantity).toBe(row.fullPackages + row.partPackages + row.extraPackages);
        }
        expect(figures.totals.unusedThread).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });

  it('never buys more packages than the styles bought one by one, so the saving is never negative', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const figures = plan(s);
        const alone = packagesStyleByStyle(s);
        for (const row of figures.threads) {
          const styleByStyle = alone.get(threadKeyOf(row)) ?? 0;
          expect(row.quantity).toBeLessThanOrEqual(styleByStyle);
          expect(row.styleByStyle.packages).toBe(styleByStyle);
          expect(row.saving.packages).toBeGreaterThanOrEqual(0);
          expect(row.saving.unusedThread).toBeGreaterThanOrEqual(0);
          expect(row.saving.cost ?? 0).toBeGreaterThanOrEqual(0);
        }
        expect(figures.saving.packages).toBeGreaterThanOrEqual(0);
        expect(figures.saving.unusedThread).toBeGreaterThanOrEqual(0);
        expect(figures.saving.pricedCost).toBeGreaterThanOrEqual(0);
        // The saving in thread is the unused thread style by style less the plan's.
        expect(figures.saving.unusedThread).toBeCloseTo(
          figures.styleByStyle.unusedThread - figures.totals.unusedThread,
          3,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('buys no more for two styles sharing a thread than for each alone, whatever their orders', () => {
    const twoSharing = fc
      .record({ first: style, second: style, shared: fc.constantFrom(...threads) })
      .map(({ first, second, shared }) => ({
        // The last operation of each runs the shared thread on every line.
        first: { ...first, operations: [...first.operations, operationOf('301', {}, shared)] },
        second: { ...second, operations: [...second.operations, operationOf('301', {}, shared)] },
      }));
    fc.assert(
      fc.property(
        twoSharing,
        fc.constantFrom<PlanRunMode>('concurrent', 'sequential'),
        (pair, runMode) => {
          const s: Scenario = { styles: [pair.first, pair.second], runMode, lengthUnit: 'metric' };
          const figures = plan(s);
          const alone = packagesStyleByStyle(s);
          const sumAlone = [...alone.values()].reduce((sum, value) => sum + value, 0);
          expect(figures.totals.packages).toBeLessThanOrEqual(sumAlone);
          expect(figures.threads.some((row) => row.styles.length === 2)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives one style exactly the figures of its Thread Usage report', () => {
    fc.assert(
      fc.property(
        style,
        fc.constantFrom<PlanRunMode>('concurrent', 'sequential'),
        (random, runMode) => {
          const estimate = estimated(random, 'metric');
          const report = planThreadUsage(estimate, random, costFile);
          const figures = planPurchase({
            runMode,
            lengthUnit: 'metric',
            costFile,
            styles: [planStyle(1, random, estimate)],
          });
          expect(figures.threads).toHaveLength(report.threadRequirementDetails.length);
          figures.threads.forEach((row, index) => {
            const { threadPerGarment: _perGarment, ...alone } =
              report.threadRequirementDetails[index]!;
            expect(row).toMatchObject(alone);
          });
          expect(figures.totals.packages).toBe(report.totalUnusedThread.packagesBought);
          expect(figures.totals.cost).toBe(report.totalCost);
          expect(figures.styles[0]?.averageThreadCost).toBe(report.averageThreadCost);
          expect(figures.saving.packages).toBe(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
