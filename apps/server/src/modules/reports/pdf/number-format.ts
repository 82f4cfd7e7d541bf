import type { Language } from '@spool/contracts';
import { figureFormatter, type Figure } from '@spool/domain';

/**
 * How the reports print numbers and dates. Numbers follow the report's language (decimal and
 * group separators) with Latin digits, so figures read the same in every language; each kind
 * is rounded and given its decimals by the domain's rule (`figureRules`), as the screens and
 * the CSV files do. The date printed is always en-GB (dd/mm/yyyy, core-domain specification,
 * section 9).
 */
export type NumberFormat = {
  /** A figure of the given kind, rounded once by its rule ("4.72", "132", "0.16"). */
  figure(figure: Figure, value: number): string;
  /** A whole number (counts: garments, packages, machines). */
  whole(value: number): string;
};

export function numberFormat(language: Language): NumberFormat {
  const locale = `${language}-u-nu-latn`;
  const formatters = new Map<Figure, (value: number) => string>();
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    figure: (figure, value) => {
      let format = formatters.get(figure);
      if (format === undefined) {
        format = figureFormatter(figure, locale);
        formatters.set(figure, format);
      }
      return format(value);
    },
    whole: (value) => whole.format(value),
  };
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
