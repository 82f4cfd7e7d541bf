import { defineTexts } from '../define-texts.js';

/** Texts of the style window and its operation list in the nine interface languages. */
export const styleWindowTexts = defineTexts({
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
