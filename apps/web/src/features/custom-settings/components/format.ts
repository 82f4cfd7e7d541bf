/** A date of the grid in the interface language, e.g. "21 Nov 2026". */
export function formatDate(iso: string | null, language: string): string {
  return iso === null
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A date and time in the interface language, e.g. "21 Nov 2026, 14:05". */
export function formatDateTime(iso: string | null, language: string): string {
  return iso === null
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      );
}

/** A measured figure with at most 2 decimals, in the interface language. */
export function formatNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
