import { describe, expect, it } from 'vitest';
import { builtInDefaultSetting } from '../consumption/stitch-setting.js';
import { navyAstra, operationOf, threadCatalogue } from '../testing/fixtures.js';
import { planStyleOf } from './plan-style.js';
import { purchasePlanInputSchema, purchasePlanMaxStyles } from './purchase-plan-input.js';

const order = {
  styleId: 4,
  name: 'Chino',
  garments: 800,
  productionLines: 1,
  allowancePercent: 5,
};
const details = { name: 'Chino', garments: 800, productionLines: 1 };
const setting = builtInDefaultSetting(5);
const seam = (description: string, values = {}) => ({
  ...operationOf('301', { seamLengthCm: 40, ...values }, navyAstra),
  description,
});

describe('a style as a purchase plan takes it', () => {
  it('is estimated when every operation is complete', () => {
    const style = planStyleOf(order, details, [seam('Side seam')], setting, threadCatalogue);
    expect(style.status).toBe('complete');
    if (style.status === 'complete') {
      expect(style.estimate.operationSummary).toHaveLength(1);
      expect(style).toMatchObject({ styleId: 4, garments: 800, allowancePercent: 5 });
    }
  });

  it('lists the operations to complete instead of planning part of the style', () => {
    const blank = { ...seam('Hem'), lines: [{ needleName: 'Needle thread' }] };
    const style = planStyleOf(
      { ...order, styleId: 5 },
      details,
      [
        { ...seam('Side seam'), id: 51 },
        { ...blank, id: 52 },
      ],
      setting,
      threadCatalogue,
    );
    expect(style).toMatchObject({
      status: 'incomplete',
      reason: 'incompleteOperations',
      operations: [{ position: 2, id: 52, description: 'Hem' }],
    });
  });

  it('lists a style without operations, and one naming a thread the range no longer has', () => {
    expect(planStyleOf(order, details, [], setting, threadCatalogue)).toMatchObject({
      status: 'incomplete',
      reason: 'noOperations',
      operations: [],
    });
    const gone = {
      ...operationOf('301', { seamLengthCm: 40 }, { ...navyAstra, packageSizeId: 999 }),
      id: 61,
      description: 'Pocket',
    };
    expect(
      planStyleOf(order, details, [seam('Side seam'), gone], setting, threadCatalogue),
    ).toMatchObject({
      status: 'incomplete',
      reason: 'threadNotFound',
      operations: [{ position: 2, id: 61, description: 'Pocket' }],
    });
  });

  it('lists a style running a thread whose tex no estimate can use, with the operations', () => {
    const damaged = {
      ...threadCatalogue,
      ticketTexes: threadCatalogue.ticketTexes.map((entry) =>
        entry.id === navyAstra.ticketTexId ? { ...entry, tex: 0 } : entry,
      ),
    };
    const style = planStyleOf(order, details, [{ ...seam('Side seam'), id: 71 }], setting, damaged);
    expect(style).toMatchObject({
      status: 'incomplete',
      reason: 'unusableThread',
      operations: [{ position: 1, id: 71, description: 'Side seam' }],
    });
  });
});

describe('the form of a purchase plan', () => {
  const styles = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ styleId: index + 1 }));

  it('takes a style’s own garments and lines unless the plan gives others', () => {
    const plan = purchasePlanInputSchema.parse({ name: ' Spring 26 ', styles: styles(1) });
    expect(plan).toEqual({
      name: 'Spring 26',
      note: '',
      needBy: null,
      runMode: 'concurrent',
      // Estimates are allowed unless the plan asks for approved styles only.
      approvedOnly: false,
      styles: [{ styleId: 1, orderQuantity: null, productionLines: null, colourwayIds: null }],
    });
  });

  it('holds at most 200 styles, each once, with whole positive quantities', () => {
    const issues = (input: unknown) =>
      purchasePlanInputSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(purchasePlanMaxStyles).toBe(200);
    expect(issues({ name: 'Full', styles: styles(200) })).toBeUndefined();
    expect(issues({ name: 'Flag', approvedOnly: 'yes', styles: styles(1) })).toEqual([
      ['approvedOnly', 'validation.invalid'],
    ]);
    expect(issues({ name: 'Too many', styles: styles(201) })).toEqual([
      ['styles', 'purchasePlans.validation.tooManyStyles'],
    ]);
    expect(issues({ name: 'Twice', styles: [{ styleId: 3 }, { styleId: 3 }] })).toEqual([
      ['styles', 'purchasePlans.validation.styleTwice'],
    ]);
    expect(
      issues({ name: 'Negative', styles: [{ styleId: 3, orderQuantity: -5, productionLines: 0 }] }),
    ).toEqual([
      ['styles.0.orderQuantity', 'validation.min'],
      ['styles.0.productionLines', 'validation.min'],
    ]);
    expect(
      issues({
        name: 'Colourways',
        styles: [
          { styleId: 3, colourwayIds: [] },
          { styleId: 4, colourwayIds: [7, 7] },
          { styleId: 5, colourwayIds: [1.5] },
        ],
      }),
    ).toEqual([
      ['styles.0.colourwayIds', 'purchasePlans.validation.noColourway'],
      ['styles.1.colourwayIds', 'purchasePlans.validation.colourwayTwice'],
      ['styles.2.colourwayIds.0', 'validation.invalid'],
    ]);
    expect(issues({ name: ' ', needBy: '2026-02-30', styles: [] })).toEqual([
      ['name', 'purchasePlans.validation.nameRequired'],
      ['needBy', 'purchasePlans.validation.needByDate'],
    ]);
  });
});
