import { describe, expect, it } from 'vitest';
import { calibratedLineRatios, referenceCondition } from './calibration.js';
import { geometricRatio, referenceRatePer3Cm } from './geometry.js';
import { getStitchType, stitchCatalogue } from './stitch-catalogue.js';
import { defaultStitchSetting, stitchSettingFor, stitchSettingSchema } from './stitch-setting.js';
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
      bightMm: 5.6,
      wastePercent: 15,
    });
  });

  it('adds up the lines of a group before rounding (516: three loopers 4.23 + 5.74 + 5.74 = 157)', () => {
    expect(defaultStitchSetting('516')).toMatchObject({ needle: 43, under: 157, top: 0 });
  });

  it('rounds halves away from zero (301: 1.25 cm/cm per line gives 13)', () => {
    expect(defaultStitchSetting('301')).toMatchObject({ needle: 13, under: 13 });
  });

  it('uses the geometry at 7 stitches/cm where the catalogue has no ratio (404: 37 and 70)', () => {
    // needle sqrt(1 + (0.3 x 7)^2) + 2 x 0.1 x 7 = 3.726; looper 3 x sqrt(1 + 2.1^2) = 6.977.
    expect(defaultStitchSetting('404')).toMatchObject({ needle: 37, under: 70, bightMm: 3 });
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
  // The setting rounds each group to whole cm per 10 cm: at most 0.05 cm/cm per group.
  const tolerancePerGroup = 0.05 + 1e-9;

  it.each(stitchCatalogue.map((stitch) => [stitch.code]))(
    '%s reproduces the catalogue total within the rounding of its setting',
    (code) => {
      const stitch = getStitchType(code);
      const setting = defaultStitchSetting(code);
      const reference = referenceCondition(stitch, setting);
      expect(reference.ratePer3Cm).toBe(referenceRatePer3Cm);
      const ratios = calibratedLineRatios(code, setting, reference);
      const total = ratios.reduce((sum, line) => sum + line.ratioCmPerCm, 0);
      const groups = new Set(stitch.components.map((c) => c.group)).size;
      const expected =
        stitch.totalRatioCmPerCm ?? geometricRatio(code, reference)?.totalCmPerCm ?? Number.NaN;
      expect(Math.abs(total - expected)).toBeLessThanOrEqual(tolerancePerGroup * groups);
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
