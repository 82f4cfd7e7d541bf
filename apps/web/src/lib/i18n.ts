import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  catalogues,
  fallbackLanguage,
  i18nNamespaces,
  isSupportedLanguage,
  type Language,
} from '@spool/contracts';

/** The chosen language is kept in session storage under `lang` (platform-admin spec, section 1). */
const languageKey = 'lang';
const rightToLeft: readonly Language[] = ['ar'];

function initialLanguage(): Language {
  const stored = sessionStorage.getItem(languageKey);
  return stored && isSupportedLanguage(stored) && stored in catalogues ? stored : fallbackLanguage;
}

export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    resources: catalogues satisfies Resource,
    lng: initialLanguage(),
    fallbackLng: fallbackLanguage,
    ns: [...i18nNamespaces],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
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
