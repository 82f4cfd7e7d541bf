import { defineTexts } from '../define-texts.js';

/** Texts of the operation dialog and the multi-edit dialog in the nine interface languages. */
export const operationDialogTexts = defineTexts({
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
