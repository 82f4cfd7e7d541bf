import { describe, expect, it } from 'vitest';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import { navyAstra, operationOf, threadCatalogue } from '../testing/fixtures.js';
import { computePurchasePlan, withPlanEdits, type PurchasePlanJob } from './purchase-plan-job.js';

/** A style of a job: a 301 seam on the navy Astra thread, its own garments and lines. */
const styleOf = (styleId: number, name: string, garments: number, productionLines: number) => ({
  order: { styleId, name, garments, productionLines, allowancePercent: 5 },
  details: { name, garments, productionLines },
  operations: [operationOf('301', { seamLengthCm: 60 }, navyAstra)],
  setting: builtInDefaultSetting(5),
});

const job: PurchasePlanJob = {
  runMode: 'concurrent',
  lengthUnit: 'metric',
  catalogue: threadCatalogue,
  costFile: { currencyUnit: 'USD', rows: [] },
  // Polo in the plan for 3000 garments on 3 lines; Chino as its own.
  styles: [
    { ...styleOf(1, 'Polo', 1200, 2), order: { ...styleOf(1, 'Polo', 3000, 3).order } },
    styleOf(2, 'Chino', 800, 1),
  ],
};

describe('a plan’s job with the screen’s unsaved edits', () => {
  it('takes the edited orders and run mode, empty fields following the style’s own', () => {
    const edited = withPlanEdits(job, {
      runMode: 'sequential',
      styles: [
        { styleId: 2, orderQuantity: 500, productionLines: 2 },
        { styleId: 1, orderQuantity: null, productionLines: null },
      ],
    });
    expect(edited.runMode).toBe('sequential');
    expect(edited.styles.map((style) => style.order)).toEqual([
      { styleId: 2, name: 'Chino', garments: 500, productionLines: 2, allowancePercent: 5 },
      { styleId: 1, name: 'Polo', garments: 1200, productionLines: 2, allowancePercent: 5 },
    ]);
    // The job itself is left as it was.
    expect(job.styles[0]?.order.garments).toBe(3000);
  });

  it('leaves out a style removed on the screen, and one whose inputs are not read yet', () => {
    const edited = withPlanEdits(job, {
      runMode: 'concurrent',
      styles: [
        { styleId: 3, orderQuantity: null, productionLines: null },
        { styleId: 2, orderQuantity: null, productionLines: null },
      ],
    });
    expect(edited.styles.map((style) => style.order.name)).toEqual(['Chino']);
  });

  it('computes the plan of the job’s orders, one after another never buying more than at once', () => {
    const figures = computePurchasePlan(job);
    expect(figures.styles.map((style) => [style.name, style.garments])).toEqual([
      ['Polo', 3000],
      ['Chino', 800],
    ]);
    expect(figures.totals.packages).toBeGreaterThan(0);
    const sequential = computePurchasePlan({ ...job, runMode: 'sequential' });
    // One after another the set-up is the larger style's, never more than both at once.
    expect(sequential.totals.packages).toBeLessThanOrEqual(figures.totals.packages);
  });
});

describe('the stages of a plan’s styles', () => {
  it('names the styles not approved in the plan’s order, with their stage and version', () => {
    const [polo, chino] = job.styles;
    if (!polo || !chino) throw new Error('the job has two styles');
    const staged: PurchasePlanJob = {
      ...job,
      styles: [
        { ...polo, stage: 'approved', version: 2 },
        { ...chino, stage: 'sampleChecked', version: 1 },
        { ...styleOf(3, 'Parka', 300, 1) },
      ],
    };
    expect(computePurchasePlan(staged).unapprovedStyles).toEqual([
      { styleId: 2, name: 'Chino', stage: 'sampleChecked', version: 1 },
      // A style whose stage is not given is an estimate.
      { styleId: 3, name: 'Parka', stage: 'estimate', version: null },
    ]);
  });

  it('names none when every style is approved, and keeps the names through the screen’s edits', () => {
    const approved: PurchasePlanJob = {
      ...job,
      styles: job.styles.map((style) => ({ ...style, stage: 'approved' as const, version: 1 })),
    };
    expect(computePurchasePlan(approved).unapprovedStyles).toEqual([]);
    const edited = withPlanEdits(
      { ...approved, styles: [...approved.styles, styleOf(3, 'Parka', 300, 1)] },
      {
        runMode: 'concurrent',
        styles: [
          { styleId: 3, orderQuantity: 10, productionLines: null },
          { styleId: 1, orderQuantity: null, productionLines: null },
        ],
      },
    );
    expect(computePurchasePlan(edited).unapprovedStyles.map((style) => style.name)).toEqual([
      'Parka',
    ]);
  });
});
