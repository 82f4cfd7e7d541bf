import i18next, { type Resource } from 'i18next';
import {
  catalogues,
  fallbackLanguage,
  i18nNamespaces,
  negotiateLanguage,
  supportedLanguages,
  type Language,
} from '@spool/contracts';

export type Translator = {
  /** The best language the client asked for (Accept-Language) among those with a catalogue. */
  languageFor(acceptLanguage: string | undefined): Language;
  /** A nested key of the `translation` namespace, e.g. `validation.required`. */
  text(language: Language, key: string, params?: Readonly<Record<string, unknown>>): string;
  /** The message of an error catalogue code, e.g. `Spool.Catalogue:CustomerNotFound`. */
  error(language: Language, code: string, params?: Readonly<Record<string, unknown>>): string;
};

/** The server's translator: the same catalogues as the browser, English as the fallback. */
export function createTranslator(): Translator {
  const instance = i18next.createInstance();
  void instance.init({
    resources: catalogues satisfies Resource,
    lng: fallbackLanguage,
    fallbackLng: fallbackLanguage,
    ns: [...i18nNamespaces],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const available = supportedLanguages.filter((language) => language in catalogues);
  return {
    languageFor: (header) => negotiateLanguage(header, available),
    text: (language, key, params = {}) => instance.getFixedT(language)(key, { ...params }),
    error: (language, code, params = {}) =>
      instance.getFixedT(language, 'errors')(code, {
        ...params,
        keySeparator: false,
        nsSeparator: false,
        defaultValue: instance.getFixedT(language, 'errors')('Spool:InternalError', {
          keySeparator: false,
          nsSeparator: false,
          requestId: '',
        }),
      }),
  };
}
