import { defineTexts } from '../define-texts.js';

/** Texts of operations (the API messages of sections 5 and 8 and the operation dialog) in the nine interface languages. */
export const operationsTexts = defineTexts({
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
