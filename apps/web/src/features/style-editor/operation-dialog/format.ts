import { figureFormatter, type Figure } from '@spool/domain';

/**
 * A figure in the interface language (e.g. "1,234.5"), rounded and given its decimals by the
 * domain's rule of its kind, as the reports print it.
 */
export function formatFigure(figure: Figure, value: number, language: string): string {
  return figureFormatter(figure, language)(value);
}

/** A thread length with its unit in the interface language, e.g. "1.48 m", "1,62 yd". */
export function formatThreadLength(value: number, unit: 'm' | 'yd', language: string): string {
  return figureFormatter('threadLength', language, {
    style: 'unit',
    unit: unit === 'yd' ? 'yard' : 'meter',
    unitDisplay: 'short',
  })(value);
}
