import { figureFormatter, type Figure } from '@spool/domain';

/**
 * Number formats are costly to make and each form redraw prints a dozen figures: each is made
 * once per figure, language and unit.
 */
const formatters = new Map<string, (value: number) => string>();

function formatterOf(figure: Figure, language: string, unit?: 'm' | 'yd') {
  const key = `${figure}|${language}|${unit ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = figureFormatter(
      figure,
      language,
      unit === undefined
        ? {}
        : { style: 'unit', unit: unit === 'yd' ? 'yard' : 'meter', unitDisplay: 'short' },
    );
    formatters.set(key, format);
  }
  return format;
}

/**
 * A figure in the interface language (e.g. "1,234.5"), rounded and given its decimals by the
 * domain's rule of its kind, as the reports print it.
 */
export function formatFigure(figure: Figure, value: number, language: string): string {
  return formatterOf(figure, language)(value);
}

/** A thread length with its unit in the interface language, e.g. "1.48 m", "1,62 yd". */
export function formatThreadLength(value: number, unit: 'm' | 'yd', language: string): string {
  return formatterOf('threadLength', language, unit)(value);
}
