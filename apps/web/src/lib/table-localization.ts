import type { MRT_Localization } from 'material-react-table';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import type { Language } from '@spool/contracts';

/** Each language's grid texts are a chunk of their own, loaded with the language's catalogue. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<MRT_Localization>> = {
  ar: async () => (await import('material-react-table/locales/ar')).MRT_Localization_AR,
  es: async () => (await import('material-react-table/locales/es')).MRT_Localization_ES,
  fr: async () => (await import('material-react-table/locales/fr')).MRT_Localization_FR,
  id: async () => (await import('material-react-table/locales/id')).MRT_Localization_ID,
  pt: async () => (await import('material-react-table/locales/pt')).MRT_Localization_PT,
  tr: async () => (await import('material-react-table/locales/tr')).MRT_Localization_TR,
  vi: async () => (await import('material-react-table/locales/vi')).MRT_Localization_VI,
  zh: async () => (await import('material-react-table/locales/zh-Hans')).MRT_Localization_ZH_HANS,
};

const loaded = new Map<string, MRT_Localization>([['en', MRT_Localization_EN]]);

/** Loads the grids' texts of a language (i18n.ts does, before the language is shown). */
export async function loadTableLocalization(language: Language): Promise<void> {
  if (loaded.has(language) || language === 'en') return;
  loaded.set(language, await loaders[language]());
}

/** Every grid's own texts (search, sorting, pagination, menus) in the interface language. */
export function tableLocalization(language: string): MRT_Localization {
  return loaded.get(language) ?? MRT_Localization_EN;
}
