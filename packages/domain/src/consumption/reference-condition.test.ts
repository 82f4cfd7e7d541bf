import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationOf } from '../testing/fixtures.js';
import { referenceCondition, referenceConditionOf } from './calibration.js';
import { estimateOperation } from './estimate-operation.js';
import type { OperationInput } from './operation-input.js';
import { getStitchType, stitchCatalogue, stitchTypeCodes } from './stitch-catalogue.js';
import type { StitchSetting } from './stitch-setting.js';
import { componentGroups, type ComponentGroup } from './stitch-type.js';

/** An operation of the code that differs from its reference condition in nothing visible. */
function atReference(code: string, setting: StitchSetting): OperationInput {
  const stitch = getStitchType(code);
  const reference = referenceCondition(stitch, setting);
  const visible = stitch.visibleInputs;
  return operationOf(code, {
    ...(visible.seamLength && { seamLengthCm: 10 }),
    ...(visible.rate && { ratePer3Cm: reference.ratePer3Cm }),
    ...(visible.bight && { bightMm: reference.bightMm }),
    ...(visible.seamThickness && { seamThicknessMm: reference.seamThicknessMm }),
    ...(visible.quantity && { rows: 1 }),
  });
}

/** cm of thread per 10 cm (per cycle for cycles) of each group, as the estimate gives it. */
function figuresOut(code: string, setting: StitchSetting): Record<ComponentGroup, number> {
  const out: Record<ComponentGroup, number> = { needle: 0, under: 0, top: 0 };
  for (const line of estimateOperation(atReference(code, setting), setting).lines) {
    out[line.group] += line.consumptionCm;
  }
  return out;
}

const groupsOf = (code: string) => new Set(getStitchType(code).components.map((c) => c.group));

describe("a tenant's own numbers come back at the reference condition", () => {
  it.each(stitchTypeCodes.map((code) => [code]))(
    '%s: setting in = figure out, group by group',
    (code) => {
      // Numbers a tenant might type, none of them the Default's.
      const setting: StitchSetting = {
        needle: 17,
        under: 43,
        top: 29,
        bightMm: getStitchType(code).usesBight ? 5.5 : null,
        wastePercent: 12,
      };
      const out = figuresOut(code, setting);
      for (const group of componentGroups) {
        if (groupsOf(code).has(group)) expect(out[group]).toBeCloseTo(setting[group], 9);
        else expect(out[group]).toBe(0);
      }
    },
  );

  it('1013, whose rate is hidden: 12 typed gives 12 per 10 cm, not 10.4', () => {
    const setting = { needle: 12, under: 0, top: 0, bightMm: null, wastePercent: 15 };
    const estimate = estimateOperation(operationOf('1013', { seamLengthCm: 10, rows: 1 }), setting);
    expect(estimate.lines[0]?.consumptionCm).toBeCloseTo(12, 12);
    expect(estimate.inputs.ratePer3Cm).toBe(21);
  });

  it('fixes hidden inputs at the reference: 4012 is sewn at 21 stitches per 3 cm, whatever it holds', () => {
    const setting = { needle: 28, under: 82, top: 0, bightMm: null, wastePercent: 15 };
    const estimate = estimateOperation(operationOf('4012', { ratePer3Cm: 40 }), setting);
    expect(estimate.inputs.ratePer3Cm).toBe(21);
    expect(estimate.inputs.seamThicknessMm).toBe(1);
    expect(estimate.lines.map((line) => line.consumptionCm)).toEqual([
      expect.closeTo(28, 9),
      expect.closeTo(82, 9),
    ]);
  });

  it('holds for any whole numbers and bight a tenant may type, for every code', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...stitchCatalogue.map((stitch) => stitch.code)),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 1500 }).map((value) => value / 100),
        (code, needle, under, top, bight) => {
          const setting: StitchSetting = {
            needle,
            under,
            top,
            bightMm: getStitchType(code).usesBight ? bight : null,
            wastePercent: 15,
          };
          const out = figuresOut(code, setting);
          for (const group of groupsOf(code)) expect(out[group]).toBeCloseTo(setting[group], 7);
        },
      ),
    );
  });

  it('is 21 stitches per 3 cm, the section 9 thickness and the setting’s bight', () => {
    expect(referenceConditionOf('504')).toEqual({
      ratePer3Cm: 21,
      seamThicknessMm: 1.5,
      bightMm: 4,
    });
    expect(referenceConditionOf('504', 3.2)).toEqual({
      ratePer3Cm: 21,
      seamThicknessMm: 1.5,
      bightMm: 3.2,
    });
    expect(referenceConditionOf('401', 3.2)).toEqual({
      ratePer3Cm: 21,
      seamThicknessMm: 1,
      bightMm: null,
    });
  });
});
