/**
 * Named rounding. The engine computes with unrounded numbers; these are applied at the
 * edges only (a setting's whole numbers, what a report or a form shows).
 */

/**
 * A way of bringing a value to a number of decimals, named as dinero.js names its rounding
 * functions (`halfAwayFromZero`, `halfEven`, `up`...). The rules of the figures the product
 * shows pick one ({@link figureRules} in `figures.ts`).
 */
export type Rounding = (value: number, decimals: number) => number;

/**
 * Rounds half away from zero to `decimals` places (2.5 -> 3, -2.5 -> -3). Decimal halves
 * that binary floating point stores a hair low (1.005 is 1.00499999...) still round up:
 * the scaled value is nudged by a few units in the last place before rounding.
 */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(scaled * (1 + 4 * Number.EPSILON)) / factor;
  return value < 0 ? -rounded : rounded;
}

/**
 * Half away from zero, dinero.js's `halfAwayFromZero`: 4.715 -> 4.72, 2.5 -> 3, -2.5 -> -3;
 * a value a hair below a decimal half by floating point (4.714999...) counts as the half.
 */
export const halfAwayFromZero: Rounding = roundHalfAwayFromZero;

/** To a whole number, half away from zero: the values of a custom setting (cm per 10 cm). */
export function roundToWhole(value: number): number {
  return roundHalfAwayFromZero(value, 0);
}

/**
 * To hundredths: what forms and reports show for seam length, bight, rate, consumption per
 * 10 cm and thread lengths (the inputs' step is 0.01, core-domain specification section 5).
 */
export function roundToHundredths(value: number): number {
  return roundHalfAwayFromZero(value, 2);
}

/** Money to its minor unit (2 decimals unless the currency says otherwise). */
export function roundMoney(amount: number, minorUnitDecimals = 2): number {
  return roundHalfAwayFromZero(amount, minorUnitDecimals);
}

/** Whether a number has at most two decimals (within floating point: 0.07 and 1.1 do). */
export const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9 * Math.max(1, Math.abs(value * 100));
