/** A figure with at most `decimals` decimals, in the interface language (e.g. "1,234.5"). */
export function formatFigure(value: number, language: string, decimals = 2): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: decimals }).format(value);
}

/** A thread length with its unit in the interface language, e.g. "1.48 m", "1,62 yd". */
export function formatThreadLength(value: number, unit: 'm' | 'yd', language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: unit === 'yd' ? 'yard' : 'meter',
    unitDisplay: 'short',
    maximumFractionDigits: 2,
  }).format(value);
}
