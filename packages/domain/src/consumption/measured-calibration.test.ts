import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calibrationSampleSchema,
  proposeCalibration,
  type CalibrationSampleValues,
} from './measured-calibration.js';
import { defaultStitchSetting } from './stitch-setting.js';

/**
 * Unravel samples of 401 worked out by hand from its published thread path (Union Special
 * 4 + 2TS, split into a needle line 1 + 2TS and a looper line 3; CONSUMPTION.md section 2),
 * for a seam whose true setting is needle 16 and under 44 cm per 10 cm at the reference (7
 * stitches per cm, 1 mm): needle ratio = 1.6 / 2.4 x (1 + 2 T S), looper 4.4 at every rate.
 */
const exact401: CalibrationSampleValues[] = [
  // 20 cm at 7 /cm, 1 mm: needle 1.6 x 20 = 32 cm, looper 4.4 x 20 = 88 cm.
  { seamLengthCm: 20, ratePer3Cm: 21, seamThicknessMm: 1, needleCm: 32, underCm: 88 },
  // 30 cm at 4 /cm, 2 mm: needle path 1 + 2 x 0.2 x 4 = 2.6; 1.6 / 2.4 x 2.6 x 30 = 52 cm.
  { seamLengthCm: 30, ratePer3Cm: 12, seamThicknessMm: 2, needleCm: 52, underCm: 132 },
  // 25 cm at 5 /cm, 1.5 mm: needle path 2.5; 1.6 / 2.4 x 2.5 x 25 = 41.667 cm.
  { seamLengthCm: 25, ratePer3Cm: 15, seamThicknessMm: 1.5, needleCm: 125 / 3, underCm: 110 },
];

const default401 = defaultStitchSetting('401');

describe('measured calibration from unravel tests', () => {
  it('recovers 401’s true values from samples sewn at three conditions, with no error left', () => {
    const proposal = proposeCalibration('401', default401, exact401);
    expect(proposal.groups).toEqual(['needle', 'under']);
    expect(proposal.current).toEqual({ needle: 14, under: 41, top: 0 });
    expect(proposal.proposed).toEqual({ needle: 16, under: 44, top: 0 });
    expect(proposal.bestFit.needle).toBeCloseTo(16, 9);
    expect(proposal.bestFit.under).toBeCloseTo(44, 9);
    expect(proposal.fitErrorAfter).toBeCloseTo(0, 9);
  });

  it('shows each sample’s error before: the Default predicts 28 of 32 cm of needle thread (-12.5 %)', () => {
    const [first] = proposeCalibration('401', default401, exact401).samples;
    expect(first?.predictedBeforeCm.needle).toBeCloseTo(28, 9);
    expect(first?.errorBefore.needle).toBeCloseTo(-0.125, 9);
    // Looper: 4.1 x 20 = 82 of 88 cm; both together 110 of 120 cm.
    expect(first?.errorBefore.under).toBeCloseTo(-6 / 88, 9);
    expect(first?.totalErrorBefore).toBeCloseTo(-10 / 120, 9);
    expect(first?.errorAfter.needle).toBeCloseTo(0, 9);
  });

  it('fits by least squares on the thread lengths: 15 and 28 cm over 10 and 20 cm give 14.2, kept as 14', () => {
    // At the reference the needle takes value / 10 cm per cm: u = 1 and 2 for 10 and 20 cm;
    // value = (1 x 15 + 2 x 28) / (1 + 4) = 14.2.
    const samples = [
      { seamLengthCm: 10, ratePer3Cm: 21, seamThicknessMm: 1, needleCm: 15, underCm: 41 },
      { seamLengthCm: 20, ratePer3Cm: 21, seamThicknessMm: 1, needleCm: 28, underCm: 82 },
    ];
    const proposal = proposeCalibration('401', default401, samples);
    expect(proposal.bestFit.needle).toBeCloseTo(14.2, 9);
    expect(proposal.proposed.needle).toBe(14);
    // After: 14 and 28 cm against 15 and 28: errors -1/15 and 0; RMS over four group errors.
    expect(proposal.samples[0]?.errorAfter.needle).toBeCloseTo(-1 / 15, 9);
    expect(proposal.fitErrorAfter).toBeCloseTo(Math.sqrt((1 / 15) ** 2 / 4), 9);
  });

  it('fits a cycle stitch per cycle: 3042 with 300 cm over 4 cycles and 420 cm over 6 gives 72', () => {
    // value = (4 x 300 + 6 x 420) / (16 + 36) = 71.54.
    const proposal = proposeCalibration('3042', defaultStitchSetting('3042'), [
      { cycles: 4, needleCm: 300, underCm: 300 },
      { cycles: 6, needleCm: 420, underCm: 420 },
    ]);
    expect(proposal.bestFit.needle).toBeCloseTo(3720 / 52, 9);
    expect(proposal.proposed).toEqual({ needle: 72, under: 72, top: 0 });
  });

  it('reads a code whose rate is hidden at its reference: 1013 sewn over 10 cm with 13 cm gives 13', () => {
    const proposal = proposeCalibration('1013', defaultStitchSetting('1013'), [
      { seamLengthCm: 10, ratePer3Cm: 40, needleCm: 13 },
    ]);
    expect(proposal.proposed.needle).toBe(13);
  });

  it('recovers any whole values of 602 from samples worked out with its published formula', () => {
    // Union Special 602, 8 + S(5W + 4T), split: needles 2 + 4TS, looper 5 + 3WS, cover 1 + 2WS.
    // Reference 7 /cm, 1.5 mm, the setting's 6 mm: 6.2, 17.6 and 9.4 cm per cm.
    // At 4 /cm (12 per 3 cm), 2 mm and 5 mm: 5.2, 11 and 5 cm per cm.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 5, max: 60 }),
        (needle, under, top, length) => {
          const samples = [
            {
              seamLengthCm: length,
              ratePer3Cm: 21,
              seamThicknessMm: 1.5,
              bightMm: 6,
              needleCm: (needle / 10) * length,
              underCm: (under / 10) * length,
              topCm: (top / 10) * length,
            },
            {
              seamLengthCm: 2 * length,
              ratePer3Cm: 12,
              seamThicknessMm: 2,
              bightMm: 5,
              needleCm: (needle / 10) * (5.2 / 6.2) * 2 * length,
              underCm: (under / 10) * (11 / 17.6) * 2 * length,
              topCm: (top / 10) * (5 / 9.4) * 2 * length,
            },
          ];
          const proposal = proposeCalibration('602', defaultStitchSetting('602'), samples);
          expect(proposal.proposed).toEqual({ needle, under, top });
          expect(proposal.fitErrorAfter).toBeCloseTo(0, 9);
        },
      ),
    );
  });
});

describe('an unravel sample', () => {
  const messages = (input: unknown) => {
    const result = calibrationSampleSchema.safeParse(input);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('asks the inputs the stitch asks and the thread of each group it has', () => {
    expect(messages({ stitchTypeCode: '401' })).toEqual([
      'seamLengthCm: validation.required',
      'ratePer3Cm: validation.required',
      'seamThicknessMm: validation.required',
      'needleCm: validation.required',
      'underCm: validation.required',
    ]);
    expect(messages({ stitchTypeCode: '602', seamLengthCm: 10 })).toContain(
      'bightMm: validation.required',
    );
    expect(messages({ stitchTypeCode: '602', seamLengthCm: 10 })).toContain(
      'topCm: validation.required',
    );
  });

  it('asks a cycle stitch its whole cycles instead of a seam length', () => {
    expect(messages({ stitchTypeCode: '3042', cycles: 2.5, needleCm: 1, underCm: 1 })).toEqual([
      'cycles: validation.wholeNumber',
    ]);
  });

  it('refuses zero or negative lengths and an unknown stitch', () => {
    expect(
      messages({
        stitchTypeCode: '401',
        seamLengthCm: 0,
        ratePer3Cm: 21,
        seamThicknessMm: -1,
        needleCm: 10,
        underCm: 0,
      }),
    ).toEqual([
      'seamLengthCm: validation.positive',
      'seamThicknessMm: validation.positive',
      'underCm: validation.positive',
    ]);
    expect(messages({ stitchTypeCode: '999' })).toEqual([
      'stitchTypeCode: validation.unknownStitchType',
    ]);
  });
});

describe('the limits of a sample', () => {
  it('refuses a figure past its limit with the limit named (1 km of seam)', () => {
    const result = calibrationSampleSchema.safeParse({
      stitchTypeCode: '401',
      seamLengthCm: 100_001,
      ratePer3Cm: 21,
      seamThicknessMm: 1,
      needleCm: 10,
      underCm: 10,
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['seamLengthCm'],
        message: 'validation.max',
        maximum: 100_000,
      }),
    ]);
  });
});
