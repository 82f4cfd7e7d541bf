import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  figureDigits,
  figureFormatter,
  figureRules,
  plainFigure,
  roundFigure,
  type Figure,
} from './figures.js';
import { bightForDisplay, rateForDisplay, seamLengthForDisplay } from './length-unit.js';
import { halfAwayFromZero, roundHalfAwayFromZero } from './rounding.js';

const figures = Object.keys(figureRules) as Figure[];

describe('the rounding of the figures shown', () => {
  it('rounds every figure half away from zero, as dinero.js names it', () => {
    for (const figure of figures) expect(figureRules[figure].rounding).toBe(halfAwayFromZero);
    expect(halfAwayFromZero(2.5, 0)).toBe(3);
    expect(halfAwayFromZero(-2.5, 0)).toBe(-3);
    expect(halfAwayFromZero(0.125, 2)).toBe(0.13);
  });

  it('keeps the inputs to their step: hundredths, seam thickness tenths', () => {
    expect(figureDigits('seamLength')).toEqual({
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    expect(figureDigits('rate').maximumFractionDigits).toBe(2);
    expect(figureDigits('bight').maximumFractionDigits).toBe(2);
    expect(figureDigits('seamThickness').maximumFractionDigits).toBe(1);
  });

  it('prints thread lengths and money with two decimals always, the cost per garment with four', () => {
    expect(figureDigits('threadLength')).toEqual({
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    expect(plainFigure('threadLength', 4.7)).toBe('4.70');
    expect(plainFigure('money', 3.1)).toBe('3.10');
    expect(plainFigure('costPerGarment', 0.012345)).toBe('0.0123');
    expect(plainFigure('seamLength', 132)).toBe('132');
    // Past 1e21 JavaScript writes an exponent, which no spreadsheet reads as a number.
    const huge = plainFigure('money', 2.4263703738746315e22);
    expect(huge).toMatch(/^\d{23}\.00$/);
    expect(Number(huge) / 2.4263703738746315e22).toBeCloseTo(1, 12);
    expect(plainFigure('threadLength', -0.001)).toBe('0.00');
    expect(plainFigure('seamLength', 48.5)).toBe('48.5');
    expect(plainFigure('ticketTex', 37.5)).toBe('37.5');
  });

  it('gives a looper line of 4.715 m (4.714999... in floating point) as 4.72 in every form', () => {
    // 401 chainstitch, looper 41 cm per 10 cm, 100 cm of seam, 15 % waste.
    const looper = (((41 / 10) * 100) / 100) * (1 + 15 / 100);
    expect(looper).toBeLessThan(4.715);
    // What Intl alone printed in the PDF while the CSV rounded the half up.
    expect(new Intl.NumberFormat('en', { maximumFractionDigits: 2 }).format(looper)).toBe('4.71');
    expect(roundFigure('threadLength', looper)).toBe(4.72);
    expect(plainFigure('threadLength', looper)).toBe('4.72');
    expect(figureFormatter('threadLength', 'en')(looper)).toBe('4.72');
    expect(figureFormatter('threadLength', 'fr')(looper)).toBe('4,72');
    expect(figureFormatter('threadLength', 'en', { style: 'unit', unit: 'meter' })(looper)).toBe(
      '4.72 m',
    );
  });

  it('converts to Imperial first and rounds once: 60 cm, 12 per 3 cm and 4 mm are 23.62 in, 10.16 per inch and 0.16 in', () => {
    expect(plainFigure('seamLength', seamLengthForDisplay(60, 'imperial'))).toBe('23.62');
    expect(plainFigure('rate', rateForDisplay(12, 'imperial'))).toBe('10.16');
    expect(plainFigure('bight', bightForDisplay(4, 'imperial'))).toBe('0.16');
    expect(figureFormatter('rate', 'en')(rateForDisplay(12, 'imperial'))).toBe('10.16');
  });

  it('never prints -0', () => {
    expect(Object.is(roundFigure('threadLength', -0.001), 0)).toBe(true);
    expect(plainFigure('threadLength', -0.001)).toBe('0.00');
    expect(figureFormatter('money', 'en')(-0.001)).toBe('0.00');
  });

  it('writes the same digits in a language and in a CSV file, whatever the value', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...figures),
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        (figure, value) => {
          const plain = plainFigure(figure, value);
          expect(figureFormatter(figure, 'en')(value).replace(/,/g, '')).toBe(plain);
          expect(figureFormatter(figure, 'fr')(value).replace(/\s/g, '').replace(',', '.')).toBe(
            plain,
          );
          expect(Number(plain)).toBe(roundFigure(figure, value));
        },
      ),
    );
  });

  it('rounds once: a shown figure rounded again stays the same', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...figures),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        (figure, value) => {
          const shown = roundFigure(figure, value);
          expect(roundFigure(figure, shown)).toBe(shown);
          expect(Math.abs(shown - value)).toBeLessThanOrEqual(
            0.5 * 10 ** -figureRules[figure].decimals + 1e-9 * Math.max(1, Math.abs(value)),
          );
          expect(shown).toBe(roundHalfAwayFromZero(value, figureRules[figure].decimals) + 0);
        },
      ),
    );
  });
});
