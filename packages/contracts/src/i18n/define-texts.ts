import type { Language } from './languages.js';

/** The same keys, any text: what every other language must give for an English shape. */
export type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** One feature's texts: `translation` sections (nested) and `errors` (keyed by catalogue code). */
export type FeatureTexts = {
  readonly translation: Readonly<Record<string, unknown>>;
  readonly errors: Readonly<Record<string, string>>;
};

/**
 * The texts of one feature in every interface language, each with exactly the
 * English keys (checked by the compiler). Every language catalogue spreads them
 * in, so a feature's texts live in one file of `features/`.
 */
export function defineTexts<const T extends FeatureTexts>(
  texts: { readonly en: T } & { readonly [L in Exclude<Language, 'en'>]: Widen<T> },
): { readonly en: T } & { readonly [L in Exclude<Language, 'en'>]: Widen<T> } {
  return texts;
}
