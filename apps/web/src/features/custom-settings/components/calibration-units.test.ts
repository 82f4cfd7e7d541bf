import type { StitchCalibrationDto } from '@spool/contracts';
import { describe, expect, it } from 'vitest';
import {
  newSampleForm,
  sampleBody,
  sampleFields,
  sampleFigureForDisplay,
  typedFigure,
} from './calibration-units';

const overedge: StitchCalibrationDto = {
  settingId: 3,
  code: '504',
  name: 'Three-thread overedge',
  groups: ['needle', 'under'],
  isCycle: false,
  asks: { rate: true, seamThickness: true, bight: true },
  reference: { ratePer3Cm: 21, seamThicknessMm: 1.5, bightMm: 4 },
  current: { needle: 28, under: 112, top: 0 },
  samples: [],
  proposal: null,
  editable: true,
  maxSamples: 50,
};

const bartack: StitchCalibrationDto = {
  ...overedge,
  code: '3042',
  isCycle: true,
  asks: { rate: false, seamThickness: false, bight: false },
  reference: { ratePer3Cm: 21, seamThicknessMm: 1, bightMm: 2 },
};

describe('an unravel sample on the screen', () => {
  it('asks the seam, then rate, thickness and bight where the stitch asks them, then the thread per group', () => {
    expect(sampleFields(overedge)).toEqual([
      'seamLengthCm',
      'ratePer3Cm',
      'seamThicknessMm',
      'bightMm',
      'needleCm',
      'underCm',
    ]);
    expect(sampleFields(bartack)).toEqual(['cycles', 'needleCm', 'underCm']);
  });

  it('starts at the reference condition, in inches and stitches per inch for an Imperial tenant', () => {
    expect(newSampleForm(overedge, 'metric')).toEqual({
      ratePer3Cm: '21',
      seamThicknessMm: '1.5',
      bightMm: '4',
    });
    // 21 per 3 cm = 17.78 per inch; 4 mm = 0.16 inch; the thickness stays in mm.
    expect(newSampleForm(overedge, 'imperial')).toEqual({
      ratePer3Cm: '17.78',
      seamThicknessMm: '1.5',
      bightMm: '0.16',
    });
  });

  it('sends what an Imperial tenant typed in stored units: inches to cm, per inch to per 3 cm, inches to mm', () => {
    const body = sampleBody(
      overedge,
      {
        seamLengthCm: '10',
        ratePer3Cm: '12',
        seamThicknessMm: '2',
        bightMm: '0,25',
        needleCm: '40',
        underCm: '',
      },
      'imperial',
    );
    expect(body.seamLengthCm).toBeCloseTo(25.4, 12);
    expect(body.ratePer3Cm).toBeCloseTo(12 * 1.181103, 12);
    expect(body.seamThicknessMm).toBe(2);
    expect(body.bightMm).toBeCloseTo(6.35, 12);
    expect(body.needleCm).toBeCloseTo(101.6, 12);
    expect(body.underCm).toBeNull();
  });

  it('shows thread and seam in inches (cm / 2.54) and counts cycles as they are', () => {
    expect(sampleFigureForDisplay('needleCm', 25.4, 'imperial')).toBeCloseTo(10, 12);
    expect(sampleFigureForDisplay('cycles', 4, 'imperial')).toBe(4);
    expect(sampleFigureForDisplay('seamThicknessMm', 1.5, 'imperial')).toBe(1.5);
  });

  it('reads a decimal comma, and leaves empty as nothing', () => {
    expect(typedFigure(' 12,5 ')).toBe(12.5);
    expect(typedFigure('')).toBeNull();
    expect(typedFigure('abc')).toBeNaN();
  });
});
