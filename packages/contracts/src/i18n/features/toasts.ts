import { defineTexts } from '../define-texts.js';

/** Texts of the toasts (the short messages at the bottom of the screen) in the nine interface languages. */
export const toastsTexts = defineTexts({
  en: { translation: { toasts: { close: 'Close' } }, errors: {} },
  es: { translation: { toasts: { close: 'Cerrar' } }, errors: {} },
  fr: { translation: { toasts: { close: 'Fermer' } }, errors: {} },
  pt: { translation: { toasts: { close: 'Fechar' } }, errors: {} },
  tr: { translation: { toasts: { close: 'Kapat' } }, errors: {} },
  id: { translation: { toasts: { close: 'Tutup' } }, errors: {} },
  vi: { translation: { toasts: { close: 'Đóng' } }, errors: {} },
  zh: { translation: { toasts: { close: '关闭' } }, errors: {} },
  ar: { translation: { toasts: { close: 'إغلاق' } }, errors: {} },
});
