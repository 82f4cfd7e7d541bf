import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { navyAstra, operationOf } from '../testing/fixtures.js';
import { inchesToMm, ratePerInchToPer3Cm } from '../units/length-unit.js';
import { estimateOperation } from './estimate-operation.js';
import { geometricRatio, referenceRatePer3Cm } from './geometry.js';
import type { OperationInput } from './operation-input.js';
import { stitchCatalogue } from './stitch-catalogue.js';
import { defaultStitchSetting, type StitchSetting } from './stitch-setting.js';
import type { OperationInputField, StitchType } from './stitch-type.js';

const threadOf = (operation: OperationInput, setting: StitchSetting) =>
  estimateOperation(operation, setting).threadPerGarmentM;

/** "Never less", allowing 1e-12 relative for floating point (the maths is monotone exactly). */
const notLess = (more: number, less: number) =>
  expect(more).toBeGreaterThanOrEqual(less * (1 - 1e-12));

const asking = (field: OperationInputField) =>
  stitchCatalogue.filter((s) => s.visibleInputs[field] && !s.isCycle);
const stitchAsking = (field: OperationInputField) => fc.constantFrom(...asking(field));
const anySetting = fc.record({
  needle: fc.integer({ min: 0, max: 400 }),
  under: fc.integer({ min: 0, max: 400 }),
  top: fc.integer({ min: 0, max: 400 }),
  bightMm: fc.option(
    fc.integer({ min: 0, max: 1500 }).map((v) => v / 100),
    { nil: null },
  ),
  wastePercent: fc.integer({ min: 0, max: 99_900 }).map((v) => v / 100),
});
const pair = (min: number, max: number) =>
  fc
    .tuple(fc.double({ min, max, noNaN: true }), fc.double({ min, max, noNaN: true }))
    .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const);

describe('estimating one operation', () => {
  it('gives a seam sewn at the reference condition exactly its setting figures per 10 cm', () => {
    const setting = { needle: 20, under: 40, top: 0, bightMm: null, wastePercent: 10 };
    const estimate = estimateOperation(
      operationOf('401', { ratePer3Cm: referenceRatePer3Cm, seamLengthCm: 10 }),
      setting,
    );
    expect(estimate.lines.map((line) => line.consumptionCm)).toEqual([
      expect.closeTo(20, 9),
      expect.closeTo(40, 9),
    ]);
    // 10 cm of seam: (2.0 + 4.0) cm/cm x 10 cm = 60 cm = 0.6 m, plus 10 % waste.
    expect(estimate.threadPerGarmentM).toBeCloseTo(0.66, 12);
  });

  it('moves the Default by the geometry: 401 at 8 SPI and 0.075 in is k x the Union Special figures', () => {
    const condition = {
      ratePer3Cm: ratePerInchToPer3Cm(8),
      seamThicknessMm: inchesToMm(0.075),
      bightMm: null,
    };
    const geometric = geometricRatio('401', condition)?.lineRatiosCmPerCm ?? [];
    const estimate = estimateOperation(
      operationOf('401', {
        ratePer3Cm: condition.ratePer3Cm,
        seamThicknessMm: condition.seamThicknessMm,
      }),
      defaultStitchSetting('401'),
    );
    // k_needle = 1.4 / (1 + 2 x 0.1 cm x 7) and k_looper = 4.1 / 3 (Default 14 and 41 cm per 10 cm, T_ref 1 mm).
    expect(estimate.lines[0]?.calibrationFactor).toBeCloseTo(1.4 / 2.4, 12);
    expect(estimate.lines[1]?.calibrationFactor).toBeCloseTo(4.1 / 3, 12);
    expect(estimate.lines[0]?.ratioCmPerCm).toBeCloseTo((1.4 / 2.4) * (geometric[0] ?? 0), 12);
    expect(estimate.lines[1]?.ratioCmPerCm).toBeCloseTo((4.1 / 3) * (geometric[1] ?? 0), 12);
  });

  it('adds the waste of the stitch setting to the thread per garment', () => {
    const estimate = estimateOperation(
      operationOf('301', { seamLengthCm: 50, rows: 2 }),
      defaultStitchSetting('301'),
    );
    for (const line of estimate.lines) {
      expect(line.threadPerGarmentM).toBeCloseTo(line.threadPerGarmentWithoutWasteM * 1.15, 12);
      expect(line.threadPerGarmentWithoutWasteM).toBeCloseTo(
        ((line.ratioCmPerCm ?? 0) * 50 * 2) / 100,
        12,
      );
    }
  });

  it('counts a cycle operation as its setting value per cycle x cycles (3042: 3 cycles of 70 + 70 cm)', () => {
    const estimate = estimateOperation(
      operationOf('3042', { rows: 3 }),
      defaultStitchSetting('3042'),
    );
    expect(estimate.consumptionBasis).toBe('perCycle');
    expect(estimate.lines.map((line) => line.consumptionCm)).toEqual([
      expect.closeTo(70, 9),
      expect.closeTo(70, 9),
    ]);
    expect(estimate.threadPerGarmentM).toBeCloseTo(2 * 0.7 * 3 * 1.15, 12);
    expect(estimate.lines[0]?.ratioCmPerCm).toBeNull();
  });

  it('moves a stitch without a published formula with the rate, along its derived thread path (205)', () => {
    const setting = defaultStitchSetting('205');
    const slow = estimateOperation(operationOf('205', { ratePer3Cm: 3 }), setting);
    const fast = estimateOperation(operationOf('205', { ratePer3Cm: 30 }), setting);
    // Running stitch 1 + T S, calibrated to 15 cm per 10 cm at 7 /cm and 1 mm.
    expect(slow.lines[0]?.consumptionCm).toBeCloseTo((15 * 1.1) / 1.7, 12);
    expect(fast.lines[0]?.consumptionCm).toBeCloseTo((15 * 2) / 1.7, 12);
  });

  it("passes each line's thread through", () => {
    const estimate = estimateOperation(
      operationOf('301', {}, navyAstra),
      defaultStitchSetting('301'),
    );
    expect(estimate.lines[1]).toMatchObject({
      needleName: 'Bobbin thread',
      brandId: 1,
      ticketTexId: 11,
      packageSizeId: 111,
      shade: 'Navy 2041',
      threadCount: 1,
    });
  });

  it('rejects an unknown stitch code and a fifth component line with validation errors', () => {
    expect(() =>
      estimateOperation(
        { ...operationOf('301'), stitchTypeCode: '999' },
        defaultStitchSetting('301'),
      ),
    ).toThrow(ZodError);
    const operation = operationOf('516');
    const fifth = { ...operation, lines: [...operation.lines, { needleName: 'Fifth' }] };
    expect(() => estimateOperation(fifth, defaultStitchSetting('516'))).toThrow(ZodError);
  });

  it('counts 3042 and 4042 per cycle, and starts the other four-digit zigzags as seams at 28', () => {
    const cycles = stitchCatalogue.filter((stitch) => /^[34]04\d$/.test(stitch.code));
    expect(cycles.filter((stitch) => stitch.isCycle).map((stitch) => stitch.code)).toEqual([
      '3042',
      '4042',
    ]);
    const sum = (operation: OperationInput) =>
      estimateOperation(operation, defaultStitchSetting(operation.stitchTypeCode)).lines.reduce(
        (total, line) => total + line.consumptionCm,
        0,
      );
    const { needle, under } = defaultStitchSetting('3045');
    // 3043 hides its rate: a new one is at the reference, and gets the Default's figures.
    const { needle: needle3043, under: under3043 } = defaultStitchSetting('3043');
    expect(sum(operationOf('3043'))).toBeCloseTo(needle3043 + under3043, 9);
    // A new 3045 sews 28 stitches per 3 cm, the zigzag seam's rate: more than the Default's
    // reference of 21, far less than the 42 of a bartack it used to start at.
    const atNew = sum(operationOf('3045'));
    expect(operationOf('3045').ratePer3Cm).toBe(28);
    expect(atNew).toBeGreaterThan(needle + under);
    expect(atNew).toBeLessThan(sum(operationOf('3045', { ratePer3Cm: 42 })));
  });
});

describe('properties of the estimate', () => {
  it('never gives less thread for more seam length', () => {
    fc.assert(
      fc.property(
        stitchAsking('seamLength'),
        anySetting,
        pair(0, 500),
        (stitch, setting, [shorter, longer]) => {
          notLess(
            threadOf(operationOf(stitch.code, { seamLengthCm: longer }), setting),
            threadOf(operationOf(stitch.code, { seamLengthCm: shorter }), setting),
          );
        },
      ),
    );
  });

  it('never gives less thread for more rows', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...stitchCatalogue.filter((s) => s.visibleInputs.quantity)),
        anySetting,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (stitch, setting, rows, more) => {
          notLess(
            threadOf(operationOf(stitch.code, { rows: rows + more }), setting),
            threadOf(operationOf(stitch.code, { rows }), setting),
          );
        },
      ),
    );
  });

  it('never gives less thread for a higher stitch density', () => {
    fc.assert(
      fc.property(
        stitchAsking('rate'),
        anySetting,
        pair(0, 60),
        (stitch, setting, [sparse, dense]) => {
          notLess(
            threadOf(operationOf(stitch.code, { ratePer3Cm: dense }), setting),
            threadOf(operationOf(stitch.code, { ratePer3Cm: sparse }), setting),
          );
        },
      ),
    );
  });

  it('never gives less thread for a thicker seam', () => {
    fc.assert(
      fc.property(
        stitchAsking('seamThickness'),
        anySetting,
        pair(0.1, 20),
        (stitch, setting, [thin, thick]) => {
          notLess(
            threadOf(operationOf(stitch.code, { seamThicknessMm: thick }), setting),
            threadOf(operationOf(stitch.code, { seamThicknessMm: thin }), setting),
          );
        },
      ),
    );
  });

  it('never gives less thread for a wider bight', () => {
    fc.assert(
      fc.property(
        stitchAsking('bight'),
        anySetting,
        pair(0, 20),
        (stitch, setting, [narrow, wide]) => {
          notLess(
            threadOf(operationOf(stitch.code, { bightMm: wide }), setting),
            threadOf(operationOf(stitch.code, { bightMm: narrow }), setting),
          );
        },
      ),
    );
  });

  it('ignores hidden inputs: changing a hidden field does not change the result', () => {
    const hiddenValue = fc.option(fc.double({ min: -100, max: 100, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(
        fc.constantFrom(
          ...stitchCatalogue.filter((s) => Object.values(s.visibleInputs).includes(false)),
        ),
        anySetting,
        fc.record({
          seamLengthCm: hiddenValue,
          ratePer3Cm: hiddenValue,
          bightMm: hiddenValue,
          seamThicknessMm: hiddenValue,
          rows: hiddenValue,
        }),
        (stitch: StitchType, setting, noise) => {
          const base = operationOf(stitch.code);
          const changes = Object.fromEntries(
            Object.entries(noise).filter(([key]) => !isVisible(stitch, key)),
          );
          expect(estimateOperation({ ...base, ...changes }, setting)).toEqual(
            estimateOperation(base, setting),
          );
        },
      ),
    );
  });
});

function isVisible(stitch: StitchType, key: string): boolean {
  const field = (
    {
      seamLengthCm: 'seamLength',
      ratePer3Cm: 'rate',
      bightMm: 'bight',
      seamThicknessMm: 'seamThickness',
      rows: 'quantity',
    } as const
  )[key as 'seamLengthCm'];
  return stitch.visibleInputs[field];
}
