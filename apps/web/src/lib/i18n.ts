import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  fallbackLanguage,
  i18nNamespaces,
  isSupportedLanguage,
  type Language,
  type Messages,
} from '@spool/contracts';
import { loadTableLocalization } from './table-localization';

/** The chosen language is kept in session storage under `lang` (platform-admin spec, section 1). */
const languageKey = 'lang';
const rightToLeft: readonly Language[] = ['ar'];

/**
 * Each language's texts are a chunk of their own (build-tools/language-catalogues.ts): a page
 * loads the language it shows, and English, which fills any key a language lacks.
 */
const catalogueLoaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalogue/en'),
  es: () => import('virtual:catalogue/es'),
  fr: () => import('virtual:catalogue/fr'),
  pt: () => import('virtual:catalogue/pt'),
  tr: () => import('virtual:catalogue/tr'),
  id: () => import('virtual:catalogue/id'),
  vi: () => import('virtual:catalogue/vi'),
  zh: () => import('virtual:catalogue/zh'),
  ar: () => import('virtual:catalogue/ar'),
};

/** i18next's loader of a language's namespace, from its chunk (with the grids' texts). */
const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isSupportedLanguage(language) ? catalogueLoaders[language] : undefined;
    if (!load) {
      callback(new Error(`no catalogue for ${language}`), false);
      return;
    }
    Promise.all([load(), loadTableLocalization(language as Language)]).then(
      ([{ default: catalogue }]) =>
        callback(null, catalogue[namespace as keyof Messages] as ResourceKey),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The language the page starts in: the one chosen earlier in this session, or English. */
export function initialLanguage(): Language {
  const stored = sessionStorage.getItem(languageKey);
  return stored && isSupportedLanguage(stored) ? stored : fallbackLanguage;
}

export async function initI18n(): Promise<typeof i18next> {
  await i18next
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: fallbackLanguage,
      ns: [...i18nNamespaces],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      // A language chosen later is shown once its texts are in (changeLanguage waits for them).
      react: { useSuspense: false },
    });
  applyDocumentLanguage(i18next.language as Language);
  i18next.on('languageChanged', (language) => {
    sessionStorage.setItem(languageKey, language);
    applyDocumentLanguage(language as Language);
  });
  return i18next;
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = rightToLeft.includes(language) ? 'rtl' : 'ltr';
}
