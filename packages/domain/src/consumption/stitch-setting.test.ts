import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundToWhole } from '../units/rounding.js';
import { calibratedLineRatios, referenceCondition } from './calibration.js';
import { geometricRatio, referenceRatePer3Cm } from './geometry.js';
import { getStitchType, stitchCatalogue } from './stitch-catalogue.js';
import {
  defaultStitchSetting,
  stitchSettingFor,
  stitchSettingSchema,
  wholeValuesKeepingTotal,
} from './stitch-setting.js';
import { componentGroups } from './stitch-type.js';

describe('the built-in Default setting', () => {
  it('takes the catalogue ratio of each group x 10, rounded to whole cm per 10 cm', () => {
    expect(defaultStitchSetting('401')).toEqual({
      needle: 14,
      under: 41,
      top: 0,
      bightMm: null,
      wastePercent: 15,
    });
    expect(defaultStitchSetting('602')).toEqual({
      needle: 50,
      under: 131,
      top: 69,
      bightMm: 6,
      wastePercent: 15,
    });
  });

  it('adds up the lines of a group before rounding (516: three loopers 4.23 + 5.74 + 5.74 = 157)', () => {
    expect(defaultStitchSetting('516')).toMatchObject({ needle: 43, under: 157, top: 0 });
  });

  it('keeps the published total where each group alone would round up (301: 12.5 + 12.5 is 12 + 13 = 25)', () => {
    // Coats / Carr & Latham: 301 takes 2.5 cm of thread per cm of seam, split 1:1.
    expect(defaultStitchSetting('301')).toMatchObject({ needle: 12, under: 13 });
    // Four-digit rows of 301 (hypothesis H1): 3 x 2.5 = 7.5 and 5 x 2.5 = 12.5 cm per cm.
    expect(defaultStitchSetting('3013')).toMatchObject({ needle: 37, under: 38 });
    expect(defaultStitchSetting('3015')).toMatchObject({ needle: 62, under: 63 });
  });

  it.each([
    ['301', 25],
    ['101', 40],
    ['401', 55],
    ['304', 70],
    ['503', 120],
    ['504', 140],
    ['512', 180],
    ['516', 200],
    ['406', 180],
    ['602', 250],
    ['605', 280],
    ['607', 320],
    ['3015', 125],
    ['4013', 165],
  ])('adds up to the published total x 10 (%s: %i)', (code, total) => {
    const setting = defaultStitchSetting(code);
    expect(setting.needle + setting.under + setting.top).toBe(total);
  });

  it('uses the thread path at the reference where the catalogue has no ratio (404: 34 and 61 at 2.5 mm)', () => {
    // At 7 /cm, 1 mm and the section 9 bight of 2.5 mm: needle sqrt(1 + (0.25 x 7)^2) +
    // 2 x 0.1 x 7 = 3.416, looper 3 x sqrt(1 + 1.75^2) = 6.047; 94.6 in all, kept as 95.
    expect(defaultStitchSetting('404')).toMatchObject({ needle: 34, under: 61, bightMm: 2.5 });
  });

  it('reads the same figure as cm per cycle for cycle stitches (3042: 70 cm needle, 70 cm bobbin per cycle)', () => {
    expect(defaultStitchSetting('3042')).toMatchObject({ needle: 70, under: 70, top: 0 });
  });

  it('falls back to the Default for a stitch the custom setting leaves out', () => {
    const own = { needle: 20, under: 40, top: 0, bightMm: null, wastePercent: 10 };
    const setting = {
      name: 'Denim',
      allowancePercent: 10,
      ticketMode: 'tkt' as const,
      stitchSettings: { '401': own },
    };
    expect(stitchSettingFor(setting, '401')).toBe(own);
    expect(stitchSettingFor(setting, '301')).toEqual(defaultStitchSetting('301'));
  });

  it('passes its own schema for every catalogue stitch', () => {
    for (const stitch of stitchCatalogue) {
      expect(stitchSettingSchema.safeParse(defaultStitchSetting(stitch.code)).success).toBe(true);
    }
  });
});

describe('every catalogue stitch with the Default setting at the reference condition', () => {
  // The setting keeps the total x 10 a whole number: at most 0.05 cm/cm off the catalogue's.
  const tolerance = 0.05 + 1e-9;

  it.each(stitchCatalogue.map((stitch) => [stitch.code]))(
    '%s reproduces the catalogue total, rounded once',
    (code) => {
      const stitch = getStitchType(code);
      const setting = defaultStitchSetting(code);
      const reference = referenceCondition(stitch, setting);
      expect(reference.ratePer3Cm).toBe(referenceRatePer3Cm);
      const ratios = calibratedLineRatios(code, setting, reference);
      const total = ratios.reduce((sum, line) => sum + line.ratioCmPerCm, 0);
      const expected =
        stitch.totalRatioCmPerCm ?? geometricRatio(code, reference)?.totalCmPerCm ?? Number.NaN;
      expect(Math.abs(total - expected)).toBeLessThanOrEqual(tolerance);
      // And each group lands exactly on its setting value.
      for (const group of componentGroups) {
        const groupTotal = ratios
          .filter((r) => r.component.group === group)
          .reduce((sum, r) => sum + r.ratioCmPerCm, 0);
        expect(groupTotal * 10).toBeCloseTo(
          stitch.components.some((c) => c.group === group) ? setting[group] : 0,
          9,
        );
      }
    },
  );
});

describe('the stitch setting schema (platform-admin specification, stitch edit)', () => {
  const valid = { needle: 14, under: 41, top: 0, bightMm: 2.5, wastePercent: 15 };

  it('accepts whole, non-negative needle, under and top values', () => {
    expect(stitchSettingSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ needle: 14.5 }, 'validation.wholeNumber'],
    [{ under: -1 }, 'validation.min'],
    [{ wastePercent: 1000 }, 'validation.max'],
    [{ wastePercent: 12.345 }, 'validation.maxTwoDecimals'],
    [{ bightMm: -0.5 }, 'validation.min'],
    [{ bightMm: 2.555 }, 'validation.maxTwoDecimals'],
  ])('rejects %o with %s', (change, message) => {
    const result = stitchSettingSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('whole values that keep their total', () => {
  it('gives the unit left over to the largest remainder, a tie to the later value', () => {
    expect(wholeValuesKeepingTotal([12.5, 12.5, 0])).toEqual([12, 13, 0]);
    expect(wholeValuesKeepingTotal([13.8, 41.2, 0])).toEqual([14, 41, 0]);
    expect(wholeValuesKeepingTotal([50, 130.9, 69.1])).toEqual([50, 131, 69]);
    expect(wholeValuesKeepingTotal([84, 119.6, 76.4])).toEqual([84, 120, 76]);
  });

  it('always sums to the rounded sum, each value within one of its own', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 100_000 }).map((v) => v / 100),
          {
            minLength: 1,
            maxLength: 3,
          },
        ),
        (values) => {
          const whole = wholeValuesKeepingTotal(values);
          const sum = values.reduce((total, value) => total + value, 0);
          expect(whole.reduce((total, value) => total + value, 0)).toBe(roundToWhole(sum));
          whole.forEach((value, index) => {
            expect(Number.isInteger(value)).toBe(true);
            expect(Math.abs(value - (values[index] ?? 0))).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
