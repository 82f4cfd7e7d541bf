import { defineTexts } from '../define-texts.js';

/** Texts of the toasts (the short messages at the bottom of the screen) in the nine interface languages. */
export const toastsTexts = defineTexts({
  en: { translation: { toasts: { close: 'Close message' } }, errors: {} },
  es: { translation: { toasts: { close: 'Cerrar mensaje' } }, errors: {} },
  fr: { translation: { toasts: { close: 'Fermer le message' } }, errors: {} },
  pt: { translation: { toasts: { close: 'Fechar mensagem' } }, errors: {} },
  tr: { translation: { toasts: { close: 'Mesajı kapat' } }, errors: {} },
  id: { translation: { toasts: { close: 'Tutup pesan' } }, errors: {} },
  vi: { translation: { toasts: { close: 'Đóng thông báo' } }, errors: {} },
  zh: { translation: { toasts: { close: '关闭消息' } }, errors: {} },
  ar: { translation: { toasts: { close: 'إغلاق الرسالة' } }, errors: {} },
});
