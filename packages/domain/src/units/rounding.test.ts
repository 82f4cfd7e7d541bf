import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero, roundMoney, roundToHundredths, roundToWhole } from './rounding.js';

describe('named rounding', () => {
  it('rounds halves away from zero', () => {
    expect(roundToWhole(12.5)).toBe(13);
    expect(roundToWhole(-12.5)).toBe(-13);
    expect(roundToWhole(12.49)).toBe(12);
    expect(roundHalfAwayFromZero(0.125, 2)).toBe(0.13);
  });

  it('rounds decimal halves that binary floating point stores a hair low', () => {
    expect(roundToHundredths(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundToHundredths(1.255)).toBe(1.26);
  });

  it('never moves a value by more than half a unit of the last place kept', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const rounded = roundHalfAwayFromZero(value, decimals);
          expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
        },
      ),
    );
  });
});
