import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { packageLengthM } from '../catalogue/thread-catalogue.js';
import { estimateStyle, type StyleDetailsInput } from '../consumption/estimate-style.js';
import type { OperationInput } from '../consumption/operation-input.js';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import {
  costFile,
  navyAstra,
  navyAstraHeavy,
  operationOf,
  threadCatalogue,
  whiteEpic,
} from '../testing/fixtures.js';
import { threadLengthFromDisplay } from '../units/length-unit.js';
import { packageCountTolerance } from './count-packages.js';
import { planThreadUsage, type ThreadOrder } from './plan-thread-usage.js';

const style: StyleDetailsInput = { name: 'Polo 2041', garments: 1200, productionLines: 2 };
const setting = builtInDefaultSetting(10);
const operations = [
  operationOf('301', { seamLengthCm: 40, machines: 3 }, navyAstra),
  operationOf('504', { seamLengthCm: 120, machines: 2 }, [
    navyAstra,
    navyAstraHeavy,
    navyAstraHeavy,
  ]),
  operationOf('602', { seamLengthCm: 60 }, whiteEpic),
];
const estimate = estimateStyle(style, operations, setting, threadCatalogue);
const order: ThreadOrder = { garments: 1200, productionLines: 2, allowancePercent: 10 };

describe('planning the thread of an order', () => {
  const plan = planThreadUsage(estimate, order, costFile);

  it('groups by brand, ticket/tex, shade and package size, first appearance first', () => {
    expect(
      plan.threadRequirementDetails.map((row) => [
        row.brand,
        row.ticketTex,
        row.shade,
        row.packageLength,
        row.unit,
      ]),
    ).toEqual([
      ['Astra', 120, 'Navy 2041', 5000, 'm'],
      ['Astra', 80, 'Navy 2041', 3000, 'm'],
      ['Epic', 120, 'Optic White', 6000, 'yd'],
    ]);
  });

  it('requires SGC x garments x (1 + allowance / 100) of each thread', () => {
    const astra = plan.threadRequirementDetails[0];
    const sgc = estimate.threadConsumptionSummaries[0]?.totalThreadConsumption ?? 0;
    expect(astra?.threadPerGarment).toBeCloseTo(sgc, 12);
    expect(astra?.requirement).toBeCloseTo(sgc * 1200 * 1.1, 9);
  });

  it('buys the larger of the packages by length and the packages the set-up needs', () => {
    const [astra, heavy, epic] = plan.threadRequirementDetails;
    // Astra 120: 301 on 3 machines (needle + bobbin) and the 504 needle on 2 machines, 2 lines.
    expect(astra?.packagesBySetUp).toBe((3 * 1 + 3 * 1 + 2 * 1) * 2);
    expect(heavy?.packagesBySetUp).toBe((2 * 1 + 2 * 1) * 2);
    // 602 on 1 machine: 2 needle threads, looper, top cover.
    expect(epic?.packagesBySetUp).toBe((2 + 1 + 1) * 2);
    for (const row of plan.threadRequirementDetails) {
      expect(row.quantity).toBe(Math.max(row.packagesByLength, row.packagesBySetUp));
      expect(row.extraPackages).toBe(row.quantity - row.packagesByLength);
    }
  });

  it('prices packages from the cost file: cost = packages x price, average = total / garments', () => {
    const [astra, heavy, epic] = plan.threadRequirementDetails;
    expect(astra?.price).toBe(4.2);
    expect(heavy?.price).toBe(3.1);
    expect(epic?.price).toBe(5.5);
    const total = plan.threadRequirementDetails.reduce((sum, row) => sum + (row.cost ?? 0), 0);
    expect(plan.totalCost).toBeCloseTo(total, 12);
    expect(plan.averageThreadCost).toBeCloseTo(total / 1200, 12);
    expect(plan.currencyUnit).toBe('EUR');
    expect(plan.hasMissingPrices).toBe(false);
  });

  it('lists unused thread N x P - R per thread with part and extra packages, and their totals', () => {
    const [astra] = plan.threadRequirementDetails;
    expect(astra?.unusedThread).toBeCloseTo(
      (astra?.quantity ?? 0) * 5000 - (astra?.requirement ?? 0),
      6,
    );
    const { unusedThreadItems, partPackages, extraPackages, totalUnusedThread } =
      plan.totalUnusedThread;
    expect(unusedThreadItems).toHaveLength(3);
    expect(unusedThreadItems[0]).toMatchObject({
      brand: 'Astra',
      article: 'AS120-5000',
      ticketTex: 120,
      shade: 'Navy 2041',
      requirement: astra?.requirement,
      packagesBought: astra?.quantity,
      packageLength: 5000,
    });
    // The Epic thread comes in 6000 yd packages: listed in the report's metres.
    expect(unusedThreadItems[2]?.packageLength).toBeCloseTo(6000 * 0.9144, 9);
    expect(partPackages).toBe(
      plan.threadRequirementDetails.reduce((sum, row) => sum + row.partPackages, 0),
    );
    expect(extraPackages).toBe(
      plan.threadRequirementDetails.reduce((sum, row) => sum + row.extraPackages, 0),
    );
    expect(totalUnusedThread).toBeCloseTo(
      unusedThreadItems.reduce((sum, item) => sum + item.threadConsumption, 0),
      9,
    );
  });

  it('reports a missing price as missing, never as 0, and leaves the totals open', () => {
    const black = estimateStyle(
      style,
      [operationOf('301', { seamLengthCm: 40 }, { ...navyAstraHeavy, shade: 'Black' })],
      setting,
      threadCatalogue,
    );
    const unpriced = planThreadUsage(black, order, costFile);
    expect(unpriced.threadRequirementDetails[0]).toMatchObject({
      price: null,
      cost: null,
      missingPrice: 'noCostFileRow',
    });
    expect(unpriced).toMatchObject({
      totalCost: null,
      averageThreadCost: null,
      hasMissingPrices: true,
      pricedCost: 0,
    });

    const unknownShade = estimateStyle(
      style,
      [operationOf('301', { seamLengthCm: 40 }, { ...navyAstra, shade: 'Teal 77' })],
      setting,
      threadCatalogue,
    );
    expect(
      planThreadUsage(unknownShade, order, costFile).threadRequirementDetails[0]?.missingPrice,
    ).toBe('noColourGroup');
  });

  it('rejects an order of zero garments', () => {
    expect(() => planThreadUsage(estimate, { ...order, garments: 0 }, costFile)).toThrow(ZodError);
    expect(() => planThreadUsage(estimate, { ...order, productionLines: 0 }, costFile)).toThrow(
      ZodError,
    );
  });

  it('plans an Imperial style in yards with the same packages', () => {
    const imperial = estimateStyle(
      { ...style, lengthUnit: 'imperial' },
      operations,
      setting,
      threadCatalogue,
    );
    const inYards = planThreadUsage(imperial, order, costFile);
    expect(inYards.threadLengthUnit).toBe('yd');
    expect(inYards.threadRequirementDetails.map((row) => row.quantity)).toEqual(
      plan.threadRequirementDetails.map((row) => row.quantity),
    );
    expect(inYards.threadRequirementDetails[0]?.requirement).toBeCloseTo(
      (plan.threadRequirementDetails[0]?.requirement ?? 0) / 0.9144,
      6,
    );
  });
});

describe('properties of the plan', () => {
  const threads = [navyAstra, navyAstraHeavy, whiteEpic];
  const stitchCodes = ['301', '401', '504', '602', '3042', '205', '516'];
  const operation = fc
    .record({
      code: fc.constantFrom(...stitchCodes),
      seamLengthCm: fc.double({ min: 0, max: 300, noNaN: true }),
      rows: fc.integer({ min: 1, max: 12 }),
      machines: fc.integer({ min: 1, max: 8 }),
      thread: fc.constantFrom(...threads),
    })
    .map(({ code, thread, ...values }): OperationInput => {
      const base = operationOf(code, {}, thread);
      return {
        ...base,
        machines: values.machines,
        ...('seamLengthCm' in base && { seamLengthCm: values.seamLengthCm }),
        ...('rows' in base && { rows: values.rows }),
      };
    });
  const scenario = fc.record({
    operations: fc.array(operation, { minLength: 1, maxLength: 6 }),
    garments: fc.integer({ min: 1, max: 200_000 }),
    productionLines: fc.integer({ min: 1, max: 20 }),
    allowancePercent: fc.integer({ min: 0, max: 50 }),
    lengthUnit: fc.constantFrom('metric' as const, 'imperial' as const),
  });
  type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;
  function sample(s: Scenario) {
    const styleEstimate = estimateStyle(
      {
        ...style,
        garments: s.garments,
        productionLines: s.productionLines,
        lengthUnit: s.lengthUnit,
      },
      s.operations,
      setting,
      threadCatalogue,
    );
    return planThreadUsage(
      styleEstimate,
      {
        garments: s.garments,
        productionLines: s.productionLines,
        allowancePercent: s.allowancePercent,
      },
      costFile,
    );
  }

  it('buys packages that always cover the requirement (N x P >= R) and never leaves negative unused thread', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const plan = sample(s);
        for (const row of plan.threadRequirementDetails) {
          const packageM = packageLengthM({ length: row.packageLength, unit: row.unit });
          const requirementM = threadLengthFromDisplay(row.requirement, plan.lengthUnit);
          expect(row.quantity * packageM).toBeGreaterThanOrEqual(
            requirementM - packageCountTolerance * packageM - 1e-9 * requirementM,
          );
          expect(row.unusedThread).toBeGreaterThanOrEqual(0);
          expect(row.extraPackages).toBeGreaterThanOrEqual(0);
        }
        expect(plan.totalUnusedThread.totalUnusedThread).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it('reconciles line by line: bought = full + part + extra, and bought x length = requirement + unused', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const plan = sample(s);
        for (const item of plan.totalUnusedThread.unusedThreadItems) {
          expect(item.packagesBought).toBe(
            item.fullPackages + item.partPackages + item.extraPackages,
          );
          expect([0, 1]).toContain(item.partPackages);
          expect(item.packagesBought * item.packageLength).toBeCloseTo(
            item.requirement + item.threadConsumption,
            6,
          );
          // A part package is left only when the requirement is not a whole number of packages.
          const wholePackages = item.requirement / item.packageLength;
          if (item.partPackages === 0) {
            expect(Math.abs(wholePackages - Math.round(wholePackages))).toBeLessThan(1e-6);
          }
        }
        const totals = plan.totalUnusedThread;
        expect(totals.packagesBought).toBe(
          totals.fullPackages + totals.partPackages + totals.extraPackages,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('costs every thread at packages x price and averages the total over the garments', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const plan = sample(s);
        for (const row of plan.threadRequirementDetails) {
          if (row.price !== null) expect(row.cost).toBe(row.quantity * row.price);
        }
        if (plan.totalCost !== null) {
          expect(plan.averageThreadCost).toBe(plan.totalCost / s.garments);
          expect(plan.totalCost).toBeCloseTo(
            plan.threadRequirementDetails.reduce((sum, row) => sum + (row.cost ?? 0), 0),
            9,
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
