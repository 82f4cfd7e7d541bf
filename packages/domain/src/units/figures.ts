import { halfAwayFromZero, type Rounding } from './rounding.js';

/**
 * How one kind of figure is rounded and printed, the same on the screens, in the PDF reports
 * and in the CSV files: rounded once, from the unrounded value in the unit shown (a length
 * is converted to inches or yards first, then rounded), to `decimals` places by `rounding`.
 */
export type FigureRule = {
  /** Decimal places kept. */
  readonly decimals: number;
  /** Every value prints all its decimals (4.70), or trailing zeros are left off (48.5, 132). */
  readonly padded: boolean;
  readonly rounding: Rounding;
};

/**
 * The figures the product shows, by kind. Lengths are in the style's unit (cm or inches, mm or
 * inches, m or yd): the inputs to their step (core-domain specification section 5: 0.01, seam
 * thickness 0.1), thread lengths and money to two decimals always printed, the average cost of
 * thread per garment (a fraction of a cent) to four.
 */
export const figureRules = {
  /** Seam length, cm or inches. */
  seamLength: { decimals: 2, padded: false, rounding: halfAwayFromZero },
  /** Stitch rate, stitches per 3 cm or per inch. */
  rate: { decimals: 2, padded: false, rounding: halfAwayFromZero },
  /** Bight, mm or inches. */
  bight: { decimals: 2, padded: false, rounding: halfAwayFromZero },
  /** Seam thickness, mm (not converted in Imperial). */
  seamThickness: { decimals: 1, padded: false, rounding: halfAwayFromZero },
  /** Thread per 10 cm of seam in cm (per 3.94 inch in inches), or per cycle. */
  consumptionPerTen: { decimals: 2, padded: false, rounding: halfAwayFromZero },
  /** Thread per garment or per order, unused thread, requirement: m or yd. */
  threadLength: { decimals: 2, padded: true, rounding: halfAwayFromZero },
  /** A ticket or a tex (120, 37.5). */
  ticketTex: { decimals: 2, padded: false, rounding: halfAwayFromZero },
  /** The length of one package, m or yd (5000). */
  packageLength: { decimals: 2, padded: false, rounding: halfAwayFromZero },
  /** A percentage: allowance, waste. */
  percent: { decimals: 2, padded: false, rounding: halfAwayFromZero },
  /** A price or a cost in the cost file's currency. */
  money: { decimals: 2, padded: true, rounding: halfAwayFromZero },
  /** The average cost of thread per garment. */
  costPerGarment: { decimals: 4, padded: true, rounding: halfAwayFromZero },
} as const satisfies Record<string, FigureRule>;

export type Figure = keyof typeof figureRules;

/**
 * The value as it is shown: rounded once by its figure's rule (never -0).
 *
 * @param figure - the kind of figure ({@link figureRules})
 * @param value - unrounded, in the unit shown
 */
export function roundFigure(figure: Figure, value: number): number {
  const rule: FigureRule = figureRules[figure];
  // Adding 0 turns -0 into 0, so that a tiny negative never prints as "-0".
  return rule.rounding(value, rule.decimals) + 0;
}

/** The fraction digits of a figure, as `Intl.NumberFormat` takes them. */
export function figureDigits(figure: Figure): {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
} {
  const rule: FigureRule = figureRules[figure];
  return {
    minimumFractionDigits: rule.padded ? rule.decimals : 0,
    maximumFractionDigits: rule.decimals,
  };
}

/**
 * A formatter of one kind of figure in a language: the value rounded by its rule
 * ({@link roundFigure}), then written with the language's separators (and `options`, such as a
 * unit); "4.72" in English, "4,72" in French, from 4.714999... alike.
 *
 * @param figure - the kind of figure
 * @param locale - a BCP 47 tag, e.g. "fr" or "ar-u-nu-latn"
 * @param options - further `Intl.NumberFormat` options; the fraction digits stay the rule's
 */
export function figureFormatter(
  figure: Figure,
  locale: string,
  options: Intl.NumberFormatOptions = {},
): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { ...options, ...figureDigits(figure) });
  return (value) => format.format(roundFigure(figure, value));
}

/**
 * Every digit, however large: `toFixed` and `String` write 1e21 and above with an exponent.
 * Each figure's formatter is made when first used: making one costs far more than using it, and
 * a page that loads this module (every screen that talks to the API) mostly writes no CSV.
 */
const plainDigits = new Map<Figure, Intl.NumberFormat>();

function plainDigitsOf(figure: Figure): Intl.NumberFormat {
  let format = plainDigits.get(figure);
  if (format === undefined) {
    const rule: FigureRule = figureRules[figure];
    format = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: rule.padded ? rule.decimals : 0,
      maximumFractionDigits: rule.decimals,
    });
    plainDigits.set(figure, format);
  }
  return format;
}

/**
 * The figure's digits with a decimal point and no grouping ("4.70", "132", "0.16"): how a CSV
 * file writes it, so that a spreadsheet reads a number.
 *
 * @param figure - the kind of figure
 * @param value - unrounded, in the unit shown
 */
export function plainFigure(figure: Figure, value: number): string {
  return plainDigitsOf(figure).format(roundFigure(figure, value) || 0);
}
