import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stitchCatalogue } from './stitch-catalogue.js';
import { stitchConsumptionPerTen } from './stitch-consumption-per-ten.js';
import { defaultStitchSetting, type StitchSetting } from './stitch-setting.js';

describe('consumption per 10 cm of a stitch type under a setting', () => {
  it('moves the calibrated figure from 7 stitches/cm to the stitch’s default rate (101: 40 x 3.8 / 4.4)', () => {
    // 101 needle line: 3 + S x 2 x T_cm. At 7 /cm and 1 mm: 4.4; at its default 12 per 3 cm
    // (4 /cm): 3.8. The Default's 40 cm per 10 cm at 7 /cm gives 40 x 3.8 / 4.4 = 34.545 cm.
    const result = stitchConsumptionPerTen('101', defaultStitchSetting('101'));
    expect(result.consumptionBasis).toBe('per10Cm');
    expect(result.consumptionCm).toBeCloseTo((40 * 3.8) / 4.4, 9);
  });

  it('keeps the setting’s figure for a stitch without a published formula (104: 40)', () => {
    expect(stitchConsumptionPerTen('104', defaultStitchSetting('104')).consumptionCm).toBeCloseTo(
      40,
      9,
    );
  });

  it('gives the thread of one cycle for a cycle stitch (3042: 70 + 70 cm)', () => {
    expect(stitchConsumptionPerTen('3042', defaultStitchSetting('3042'))).toEqual({
      consumptionCm: 140,
      consumptionBasis: 'perCycle',
    });
  });

  it('adds the needle and under lines (301: 13 + 13 at 7 /cm, each line 1 + S x T_cm)', () => {
    // Each 301 line: 1 + S x 1 x T_cm: 1.7 at 7 /cm and 1 mm, 1.4 at its default 4 /cm.
    const result = stitchConsumptionPerTen('301', defaultStitchSetting('301'));
    expect(result.consumptionCm).toBeCloseTo((2 * 13 * 1.4) / 1.7, 9);
  });

  it('raises only the needle lines’ share when the needle value rises', () => {
    const base = defaultStitchSetting('301');
    const more = stitchConsumptionPerTen('301', { ...base, needle: 26 }).consumptionCm;
    const less = stitchConsumptionPerTen('301', base).consumptionCm;
    expect(more - less).toBeCloseTo(less / 2, 9);
  });

  it('is proportional to the setting’s values, for every stitch of the catalogue', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...stitchCatalogue.map((stitch) => stitch.code)),
        fc.integer({ min: 1, max: 5 }),
        (code, factor) => {
          const setting = defaultStitchSetting(code);
          const scaled: StitchSetting = {
            ...setting,
            needle: setting.needle * factor,
            under: setting.under * factor,
            top: setting.top * factor,
          };
          const one = stitchConsumptionPerTen(code, setting).consumptionCm;
          const many = stitchConsumptionPerTen(code, scaled).consumptionCm;
          expect(many).toBeCloseTo(one * factor, 6);
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
