import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stitchCatalogue } from './stitch-catalogue.js';
import { stitchConsumptionPerTen } from './stitch-consumption-per-ten.js';
import { defaultStitchSetting, type StitchSetting } from './stitch-setting.js';

describe('consumption per 10 cm of a stitch type under a setting (the custom settings column)', () => {
  it('agrees with the numbers beside it: 401 shows needle 14 + under 41 = 55, not 51.5', () => {
    const result = stitchConsumptionPerTen('401', defaultStitchSetting('401'));
    expect(result.consumptionBasis).toBe('per10Cm');
    expect(result.consumptionCm).toBeCloseTo(55, 9);
  });

  it('shows the published total for the Default (301: 12 + 13 = 25, 602: 50 + 131 + 69 = 250)', () => {
    expect(stitchConsumptionPerTen('301', defaultStitchSetting('301')).consumptionCm).toBeCloseTo(
      25,
      9,
    );
    expect(stitchConsumptionPerTen('602', defaultStitchSetting('602')).consumptionCm).toBeCloseTo(
      250,
      9,
    );
  });

  it('gives the thread of one cycle for a cycle stitch (3042: 70 + 70 cm)', () => {
    expect(stitchConsumptionPerTen('3042', defaultStitchSetting('3042'))).toEqual({
      consumptionCm: expect.closeTo(140, 9) as number,
      consumptionBasis: 'perCycle',
    });
  });

  it('is needle + under + top of the lines the stitch has, for any setting of any stitch', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...stitchCatalogue),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 1200 }).map((v) => v / 100),
        (stitch, needle, under, top, bight) => {
          const setting: StitchSetting = {
            needle,
            under,
            top,
            bightMm: stitch.usesBight ? bight : null,
            wastePercent: 15,
          };
          const groups = new Set(stitch.components.map((c) => c.group));
          const expected =
            (groups.has('needle') ? needle : 0) +
            (groups.has('under') ? under : 0) +
            (groups.has('top') ? top : 0);
          expect(stitchConsumptionPerTen(stitch.code, setting).consumptionCm).toBeCloseTo(
            expected,
            7,
          );
        },
      ),
    );
  });

  it('ignores the waste %, which applies to thread per garment only', () => {
    const setting = defaultStitchSetting('602');
    expect(stitchConsumptionPerTen('602', { ...setting, wastePercent: 80 })).toEqual(
      stitchConsumptionPerTen('602', setting),
    );
  });
});
