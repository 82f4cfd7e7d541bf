/** A need-by date (YYYY-MM-DD) in the interface language, e.g. "15 Aug 2026"; the day as stored. */
export function formatNeedBy(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
