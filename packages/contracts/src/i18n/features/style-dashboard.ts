import { defineTexts } from '../define-texts.js';

/** Texts of the dashboard (tiles, chart, styles grid) and the header style search in the nine interface languages. */
export const styleDashboardTexts = defineTexts({
  en: { translation: {}, errors: {} },
  es: { translation: {}, errors: {} },
  fr: { translation: {}, errors: {} },
  pt: { translation: {}, errors: {} },
  tr: { translation: {}, errors: {} },
  id: { translation: {}, errors: {} },
  vi: { translation: {}, errors: {} },
  zh: { translation: {}, errors: {} },
  ar: { translation: {}, errors: {} },
});
