import type { Language } from '@spool/contracts';

/**
 * How the reports print numbers and dates. Numbers follow the report's language (decimal and
 * group separators) with Latin digits, so figures read the same in every language; the date
 * printed is always en-GB (dd/mm/yyyy, core-domain specification, section 9).
 */
export type NumberFormat = {
  /** A number with exactly `decimals` decimals. */
  fixed(value: number, decimals: number): string;
  /** A whole number (counts: garments, packages, machines). */
  whole(value: number): string;
};

export function numberFormat(language: Language): NumberFormat {
  const cache = new Map<number, Intl.NumberFormat>();
  const formatter = (decimals: number): Intl.NumberFormat => {
    let found = cache.get(decimals);
    if (found === undefined) {
      found = new Intl.NumberFormat(`${language}-u-nu-latn`, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      cache.set(decimals, found);
    }
    return found;
  };
  return {
    fixed: (value, decimals) => formatter(decimals).format(value),
    whole: (value) => formatter(0).format(value),
  };
}

/**
 * The decimals a column needs so that every value shows as the engine gives it, within
 * [min, max]: a column of rates 11 and 12 gets none, one with 10.5 gets one for every row,
 * so a column always has the same decimals.
 */
export function columnDecimals(
  values: readonly (number | null)[],
  min: number,
  max: number,
): number {
  let decimals = min;
  for (const value of values) {
    if (value === null) continue;
    while (decimals < max && !hasAtMostDecimals(value, decimals)) decimals += 1;
  }
  return decimals;
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const factor = 10 ** decimals;
  return Math.abs(Math.round(value * factor) - value * factor) < 1e-6 * Math.max(1, factor);
}

/** The date printed, en-GB (dd/mm/yyyy), in the given time zone (UTC unless told). */
export function datePrinted(date: Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}
