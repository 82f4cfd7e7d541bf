/**
 * Made once per language: a formatter costs far more to make than to use (the first one of a
 * page loads the language's data), and the grid formats a date in every row.
 */
function formatterOf<T>(made: Map<string, T>, language: string, make: () => T): T {
  let formatter = made.get(language);
  if (formatter === undefined) {
    formatter = make();
    made.set(language, formatter);
  }
  return formatter;
}
const gridDates = new Map<string, Intl.DateTimeFormat>();
const counts = new Map<string, Intl.NumberFormat>();
const shares = new Map<string, Intl.NumberFormat>();

/**
 * A creation date as dd-MMM-yyyy (core-domain spec, section 2), the month abbreviated in the
 * interface language: "05-Mar-2026".
 */
export function formatGridDate(iso: string, language: string): string {
  const parts = formatterOf(
    gridDates,
    language,
    () => new Intl.DateTimeFormat(language, { day: '2-digit', month: 'short', year: 'numeric' }),
  ).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')}-${part('month').replace(/\.$/, '')}-${part('year')}`;
}

/** A count in the interface language. */
export function formatCount(value: number, language: string): string {
  return formatterOf(counts, language, () => new Intl.NumberFormat(language)).format(value);
}

/** A share as a percentage with one decimal, in the interface language: "33.3 %". */
export function formatShare(part: number, whole: number, language: string): string {
  const percent = formatterOf(
    shares,
    language,
    () =>
      new Intl.NumberFormat(language, {
        style: 'percent',
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      }),
  );
  return percent.format(whole === 0 ? 0 : part / whole);
}
