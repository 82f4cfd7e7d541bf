import { defineTexts } from '../define-texts.js';

/** Texts of the `Idempotency-Key` header of POST requests, in nine languages. */
export const idempotencyTexts = defineTexts({
  en: {
    translation: {
      idempotency: {
        keyInvalid: 'The Idempotency-Key header must be 1 to 255 printable characters.',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused':
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      'Spool.Idempotency:KeyInUse':
        'A request with this Idempotency-Key is still being processed. Try again shortly.',
    },
  },
  es: {
    translation: {
      idempotency: {
        keyInvalid: 'El encabezado Idempotency-Key debe tener de 1 a 255 caracteres imprimibles.',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused':
        'Esta Idempotency-Key ya se usó para otra solicitud. Use una clave nueva para una solicitud nueva.',
      'Spool.Idempotency:KeyInUse':
        'Una solicitud con esta Idempotency-Key aún se está procesando. Inténtelo de nuevo en breve.',
    },
  },
  fr: {
    translation: {
      idempotency: {
        keyInvalid: 'L’en-tête Idempotency-Key doit comporter de 1 à 255 caractères imprimables.',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused':
        'Cette Idempotency-Key a déjà servi pour une autre requête. Utilisez une nouvelle clé pour une nouvelle requête.',
      'Spool.Idempotency:KeyInUse':
        'Une requête avec cette Idempotency-Key est encore en cours. Réessayez dans un instant.',
    },
  },
  pt: {
    translation: {
      idempotency: {
        keyInvalid: 'O cabeçalho Idempotency-Key deve ter de 1 a 255 caracteres imprimíveis.',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused':
        'Esta Idempotency-Key já foi usada para outra solicitação. Use uma chave nova para uma nova solicitação.',
      'Spool.Idempotency:KeyInUse':
        'Uma solicitação com esta Idempotency-Key ainda está em processamento. Tente novamente em instantes.',
    },
  },
  tr: {
    translation: {
      idempotency: {
        keyInvalid: 'Idempotency-Key başlığı 1 ile 255 arasında yazdırılabilir karakter olmalıdır.',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused':
        'Bu Idempotency-Key başka bir istek için zaten kullanıldı. Yeni bir istek için yeni bir anahtar kullanın.',
      'Spool.Idempotency:KeyInUse':
        'Bu Idempotency-Key ile gönderilen bir istek hâlâ işleniyor. Biraz sonra tekrar deneyin.',
    },
  },
  vi: {
    translation: {
      idempotency: {
        keyInvalid: 'Tiêu đề Idempotency-Key phải có từ 1 đến 255 ký tự in được.',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused':
        'Idempotency-Key này đã được dùng cho một yêu cầu khác. Hãy dùng khóa mới cho yêu cầu mới.',
      'Spool.Idempotency:KeyInUse':
        'Một yêu cầu với Idempotency-Key này vẫn đang được xử lý. Vui lòng thử lại sau giây lát.',
    },
  },
  zh: {
    translation: {
      idempotency: {
        keyInvalid: 'Idempotency-Key 请求头必须为 1 到 255 个可打印字符。',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused': '此 Idempotency-Key 已用于另一个请求。新的请求请使用新的键。',
      'Spool.Idempotency:KeyInUse': '使用此 Idempotency-Key 的请求仍在处理中。请稍后再试。',
    },
  },
  id: {
    translation: {
      idempotency: {
        keyInvalid: 'Header Idempotency-Key harus berisi 1 sampai 255 karakter yang dapat dicetak.',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused':
        'Idempotency-Key ini sudah dipakai untuk permintaan lain. Gunakan kunci baru untuk permintaan baru.',
      'Spool.Idempotency:KeyInUse':
        'Permintaan dengan Idempotency-Key ini masih diproses. Coba lagi sebentar lagi.',
    },
  },
  ar: {
    translation: {
      idempotency: {
        keyInvalid: 'يجب أن تتكون ترويسة Idempotency-Key من 1 إلى 255 حرفًا قابلًا للطباعة.',
      },
    },
    errors: {
      'Spool.Idempotency:KeyReused':
        'استُخدم مفتاح Idempotency-Key هذا من قبل لطلب مختلف. استخدم مفتاحًا جديدًا لطلب جديد.',
      'Spool.Idempotency:KeyInUse':
        'لا يزال طلب بمفتاح Idempotency-Key هذا قيد المعالجة. حاول مرة أخرى بعد قليل.',
    },
  },
});
