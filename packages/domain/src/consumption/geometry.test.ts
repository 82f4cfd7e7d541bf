import { describe, expect, it } from 'vitest';
import {
  cmToInches,
  inchesToCm,
  inchesToMm,
  metresToYards,
  ratePerInchToPer3Cm,
} from '../units/length-unit.js';
import { geometricLineRatio, geometricRatio, type SewingCondition } from './geometry.js';
import { lineThreadM, lineThreadPerGarmentM } from './thread-length.js';

/**
 * The sources print their figures to 2 decimals (4.88, 6.07) or 1 (218.4): the geometry must
 * land within half a unit of that last digit. The figures come from the sources
 * (CONSUMPTION.md section 6), not from the engine.
 */
const withinHalfUnit = (actual: number, expected: number, decimals: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-12);

const at8StitchesPerInch = (thicknessIn: number): SewingCondition => ({
  ratePer3Cm: ratePerInchToPer3Cm(8),
  seamThicknessMm: inchesToMm(thicknessIn),
  bightMm: null,
});

describe("the Union Special geometry against the sources' worked examples", () => {
  it.each([
    [0.055, 4.88],
    [0.06, 4.96],
    [0.065, 5.04],
    [0.07, 5.12],
    [0.075, 5.2],
  ])(
    '401 at 8 stitches per inch, %f in thick, takes %f in of thread per in of seam (Union Special chart via A&E)',
    (thicknessIn, expected) => {
      const ratio = geometricRatio('401', at8StitchesPerInch(thicknessIn));
      withinHalfUnit(ratio?.totalCmPerCm ?? Number.NaN, expected, 2);
    },
  );

  it('401 at 8 SPI and 0.075 in over 42 in of seam takes 218.4 in = 6.07 yd, 6.98 yd with 15 % waste (A&E bulletin)', () => {
    const ratio = geometricRatio('401', at8StitchesPerInch(0.075))?.totalCmPerCm ?? Number.NaN;
    const seamLengthCm = inchesToCm(42);
    withinHalfUnit(cmToInches(lineThreadM(ratio, seamLengthCm, 1) * 100), 218.4, 1);
    withinHalfUnit(metresToYards(lineThreadM(ratio, seamLengthCm, 1)), 6.07, 2);
    withinHalfUnit(metresToYards(lineThreadPerGarmentM(ratio, seamLengthCm, 1, 15)), 6.98, 2);
  });

  it('splits 401 into a needle line 1 + 2TS and a looper line 3 whose sum is the published 4 + 2TS', () => {
    const ratio = geometricRatio('401', at8StitchesPerInch(0.055));
    const ts = (8 / 2.54) * (0.055 * 2.54);
    expect(ratio?.lineRatiosCmPerCm[0]).toBeCloseTo(1 + 2 * ts, 5);
    expect(ratio?.lineRatiosCmPerCm[1]).toBeCloseTo(3, 12);
  });

  it('follows sqrt(1 + (W S)^2) + T S per thread for the 304 zigzag: 5.5 at 5 /cm, 4 mm, 1 mm (sources, section 3.2)', () => {
    const ratio = geometricRatio('304', { ratePer3Cm: 15, seamThicknessMm: 1, bightMm: 4 });
    withinHalfUnit(ratio?.totalCmPerCm ?? Number.NaN, 5.5, 1);
  });

  it('has no geometric ratio for a stitch without a published formula', () => {
    expect(
      geometricRatio('205', { ratePer3Cm: 6, seamThicknessMm: 1, bightMm: null }),
    ).toBeUndefined();
  });

  it('counts a missing bight as 0', () => {
    const geometry = { form: 'linear', a: 5, t: 0, w: 2 } as const;
    expect(
      geometricLineRatio(geometry, { ratePer3Cm: 21, seamThicknessMm: 1, bightMm: null }),
    ).toBe(5);
  });
});
