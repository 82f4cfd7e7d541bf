import type { MRT_Localization } from 'material-react-table';
import { MRT_Localization_AR } from 'material-react-table/locales/ar';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import { MRT_Localization_ES } from 'material-react-table/locales/es';
import { MRT_Localization_FR } from 'material-react-table/locales/fr';
import { MRT_Localization_ID } from 'material-react-table/locales/id';
import { MRT_Localization_PT } from 'material-react-table/locales/pt';
import { MRT_Localization_TR } from 'material-react-table/locales/tr';
import { MRT_Localization_VI } from 'material-react-table/locales/vi';
import { MRT_Localization_ZH_HANS } from 'material-react-table/locales/zh-Hans';

const byLanguage: Record<string, MRT_Localization> = {
  ar: MRT_Localization_AR,
  en: MRT_Localization_EN,
  es: MRT_Localization_ES,
  fr: MRT_Localization_FR,
  id: MRT_Localization_ID,
  pt: MRT_Localization_PT,
  tr: MRT_Localization_TR,
  vi: MRT_Localization_VI,
  zh: MRT_Localization_ZH_HANS,
};

/** Every grid's own texts (search, sorting, pagination, menus) in the interface language. */
export function tableLocalization(language: string): MRT_Localization {
  return byLanguage[language] ?? MRT_Localization_EN;
}
