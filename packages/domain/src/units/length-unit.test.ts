import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bightForDisplay,
  bightFromDisplay,
  cmToInches,
  consumptionPerTenForDisplay,
  inchesToCm,
  lengthUnitCodeSchema,
  lengthUnitFromCode,
  lengthUnitToCode,
  metresToYards,
  mmToInches,
  rateForDisplay,
  rateFromDisplay,
  ratePer3CmToPerInch,
  ratePerInchToPer3Cm,
  seamLengthForDisplay,
  seamLengthFromDisplay,
  threadLengthForDisplay,
  threadLengthFromDisplay,
  threadLengthUnit,
  yardsToMetres,
  type LengthUnit,
} from './length-unit.js';

/** Round trips are exact to 1e-12 relative (a few units in the last place of a double). */
const roundTripTolerance = 1e-12;
const closeTo = (actual: number, expected: number) =>
  Math.abs(actual - expected) <= roundTripTolerance * Math.max(1, Math.abs(expected));

const amount = fc.double({ min: 0, max: 1e7, noNaN: true, noDefaultInfinity: true });
const unit = fc.constantFrom<LengthUnit>('metric', 'imperial');

describe('length units', () => {
  it('maps the wire codes 0 and 1 to metric and imperial and back', () => {
    expect(lengthUnitFromCode(0)).toBe('metric');
    expect(lengthUnitFromCode(1)).toBe('imperial');
    expect(lengthUnitToCode('metric')).toBe(0);
    expect(lengthUnitToCode('imperial')).toBe(1);
    expect(lengthUnitCodeSchema.parse(1)).toBe('imperial');
    expect(lengthUnitCodeSchema.safeParse(2).success).toBe(false);
  });

  it('shows Imperial seam length / 2.54, bight / 25.4 and rate / 1.181103 (specification section 4)', () => {
    expect(cmToInches(25.4)).toBeCloseTo(10, 12);
    expect(mmToInches(6.35)).toBeCloseTo(0.25, 12);
    expect(ratePer3CmToPerInch(11.81103)).toBeCloseTo(10, 12);
    expect(seamLengthForDisplay(2.54, 'imperial')).toBeCloseTo(1, 12);
    expect(bightForDisplay(25.4, 'imperial')).toBeCloseTo(1, 12);
    expect(rateForDisplay(1.181103, 'imperial')).toBeCloseTo(1, 12);
  });

  it('shows a 5 mm bight as 0.197 inch on every screen, the stitch editor included', () => {
    // mm / 25.4; the 2.54 of the platform specification's stitch edit would give 1.97.
    expect(bightForDisplay(5, 'imperial')).toBeCloseTo(0.19685, 5);
    expect(bightFromDisplay(0.2, 'imperial')).toBeCloseTo(5.08, 12);
  });

  it('leaves metric values as stored', () => {
    expect(seamLengthForDisplay(12.5, 'metric')).toBe(12.5);
    expect(bightForDisplay(4, 'metric')).toBe(4);
    expect(rateForDisplay(12, 'metric')).toBe(12);
    expect(threadLengthForDisplay(3.2, 'metric')).toBe(3.2);
  });

  it('shows thread totals in m, or yd (0.9144 m) in Imperial', () => {
    expect(threadLengthUnit('metric')).toBe('m');
    expect(threadLengthUnit('imperial')).toBe('yd');
    expect(metresToYards(0.9144)).toBeCloseTo(1, 12);
    expect(threadLengthForDisplay(91.44, 'imperial')).toBeCloseTo(100, 10);
  });

  it('shows the thread of 10 cm of seam in inches per 3.94 inch in Imperial', () => {
    expect(consumptionPerTenForDisplay(25.4, 'imperial')).toBeCloseTo(10, 12);
    expect(consumptionPerTenForDisplay(25.4, 'metric')).toBe(25.4);
  });

  it('round-trips cm, mm, rate and m through inches and yards exactly to 1e-12', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(closeTo(inchesToCm(cmToInches(value)), value)).toBe(true);
        expect(closeTo(cmToInches(inchesToCm(value)), value)).toBe(true);
        expect(closeTo(ratePerInchToPer3Cm(ratePer3CmToPerInch(value)), value)).toBe(true);
        expect(closeTo(ratePer3CmToPerInch(ratePerInchToPer3Cm(value)), value)).toBe(true);
        expect(closeTo(yardsToMetres(metresToYards(value)), value)).toBe(true);
        expect(closeTo(metresToYards(yardsToMetres(value)), value)).toBe(true);
      }),
    );
  });

  it('round-trips every input typed in either unit to the stored value and back', () => {
    fc.assert(
      fc.property(amount, unit, (value, chosen) => {
        expect(
          closeTo(seamLengthForDisplay(seamLengthFromDisplay(value, chosen), chosen), value),
        ).toBe(true);
        expect(closeTo(bightForDisplay(bightFromDisplay(value, chosen), chosen), value)).toBe(true);
        expect(closeTo(rateForDisplay(rateFromDisplay(value, chosen), chosen), value)).toBe(true);
        expect(
          closeTo(threadLengthForDisplay(threadLengthFromDisplay(value, chosen), chosen), value),
        ).toBe(true);
        expect(
          closeTo(seamLengthFromDisplay(seamLengthForDisplay(value, chosen), chosen), value),
        ).toBe(true);
      }),
    );
  });
});
