import { en, type Messages } from './en.js';
import type { Language } from './languages.js';

/** The catalogues shipped so far; a language missing here falls back to English. */
export const catalogues: Partial<Record<Language, Messages>> & { en: Messages } = { en };

export const i18nNamespaces = ['translation', 'errors'] as const;
