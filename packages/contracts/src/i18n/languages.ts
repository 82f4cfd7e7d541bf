/** The interface languages (platform-admin specification, section 1); English is the fallback. */
export const supportedLanguages = ['en', 'es', 'id', 'pt', 'vi', 'zh', 'ar', 'tr', 'fr'] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = 'en';

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

/**
 * Picks the best supported language from an Accept-Language header value
 * (`fr-CA,fr;q=0.9,en;q=0.5`), falling back to English.
 */
export function negotiateLanguage(
  header: string | undefined,
  available: readonly Language[],
): Language {
  if (!header) return fallbackLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const quality = attributes
        .map((a) => a.trim())
        .find((a) => a.startsWith('q='))
        ?.slice(2);
      return { tag: tag.toLowerCase(), q: quality === undefined ? 1 : Number(quality) };
    })
    .filter((entry) => entry.tag !== '' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0] ?? '';
    if ((available as readonly string[]).includes(primary)) return primary as Language;
  }
  return fallbackLanguage;
}
