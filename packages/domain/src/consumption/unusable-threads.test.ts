import { describe, expect, it } from 'vitest';
import { mapBrand } from '../purchase-plans/brand-mapping.js';
import { costFile, poloOperations, threadCatalogue } from '../testing/fixtures.js';
import { planThreadUsage } from '../thread-packages/plan-thread-usage.js';
import { estimateStyle } from './estimate-style.js';
import { builtInDefaultSetting } from './stitch-setting.js';

/**
 * A range with values stored before the forms refused them: Astra tkt 80 with tex 0, and Epic's
 * 6000 yd cone with length 0. No estimate can use them; every other thread must still be reported.
 */
const damagedRange = {
  ...threadCatalogue,
  ticketTexes: threadCatalogue.ticketTexes.map((entry) =>
    entry.id === 12 ? { ...entry, tex: 0 } : entry,
  ),
  packageSizes: threadCatalogue.packageSizes.map((size) =>
    size.id === 211 ? { ...size, length: 0 } : size,
  ),
};
const style = { name: 'Polo 2041', garments: 1000, productionLines: 1 };
const setting = builtInDefaultSetting(5);
const operations = poloOperations;

describe('a thread range value no estimate can use', () => {
  const sound = estimateStyle(style, operations, setting, threadCatalogue);
  const estimate = estimateStyle(style, operations, setting, damagedRange);

  it('is listed once per thread, naming the field and the value to correct', () => {
    expect(estimate.unusableThreads).toEqual([
      expect.objectContaining({ brand: 'Astra', ticket: 80, field: 'tex', value: 0 }),
      expect.objectContaining({
        brand: 'Epic',
        ticket: 120,
        field: 'packageLength',
        value: 0,
        packageUnit: 'yd',
      }),
    ]);
    expect(sound.unusableThreads).toEqual([]);
  });

  it('leaves the consumption of every line as it is, and marks the lines concerned', () => {
    expect(estimate.totalConsumption).toBeCloseTo(sound.totalConsumption, 10);
    const marked = estimate.operationSummary.flatMap((operation) =>
      operation.styleOperations.map((line) => line.unusable?.field ?? null),
    );
    // Collar: needle and bobbin; overlock: Astra 120, then Astra 80 twice; hem: three Epic lines.
    expect(marked).toEqual([
      null,
      null,
      null,
      'tex',
      'tex',
      ...Array<string>(3).fill('packageLength'),
    ]);
    const flagged = (summaries: typeof estimate.threadConsumptionSummaries) =>
      summaries.map((summary) => [summary.ticketTexId, summary.unusable]);
    expect(flagged(estimate.threadConsumptionSummaries)).toEqual([
      [11, false],
      [12, true],
      [21, true],
    ]);
    expect(flagged(sound.threadConsumptionSummaries).every(([, unusable]) => !unusable)).toBe(true);
  });

  it('plans the packages of the other threads and gives no total that would look whole', () => {
    const soundPlan = planThreadUsage(
      sound,
      { garments: 1000, productionLines: 1, allowancePercent: 5 },
      costFile,
    );
    const plan = planThreadUsage(
      estimate,
      { garments: 1000, productionLines: 1, allowancePercent: 5 },
      costFile,
    );
    expect(plan.threadRequirementDetails.map((row) => row.ticketTexId)).toEqual([11]);
    expect(plan.threadRequirementDetails[0]).toEqual(soundPlan.threadRequirementDetails[0]);
    expect(plan.totalCost).toBeNull();
    expect(plan.averageThreadCost).toBeNull();
    expect(plan.pricedCost).toBeGreaterThan(0);
  });

  it('is never offered as a substitute by a brand mapping', () => {
    const mapping = mapBrand(damagedRange, {
      fromBrandId: 2,
      toBrandId: 1,
      packageSizeIds: [211],
    });
    expect(mapping.entries).toEqual([]);
    const toEpic = mapBrand(damagedRange, { fromBrandId: 1, toBrandId: 2, packageSizeIds: [111] });
    expect(toEpic.entries[0]).toMatchObject({ to: null, unsupplied: 'noNearTicketTex' });
  });
});
