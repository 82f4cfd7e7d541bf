import { ar } from './ar.js';
import { en, type Messages } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { id } from './id.js';
import type { Language } from './languages.js';
import { pt } from './pt.js';
import { tr } from './tr.js';
import { vi } from './vi.js';
import { zh } from './zh.js';

/** Every interface language's catalogue; a key missing at run time still falls back to English. */
export const catalogues: Record<Language, Messages> = { en, es, id, pt, vi, zh, ar, tr, fr };

export const i18nNamespaces = ['translation', 'errors'] as const;
