import { defineTexts } from '../define-texts.js';

/**
 * Texts of a style's order (colourways, sizes and grades, thread shades by colourway), in nine
 * languages: the form's checks and the server's refusals.
 */
export const ordersTexts = defineTexts({
  en: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: 'A size range holds at most {{max}} sizes.',
          duplicateSize: 'Each size appears once in a range.',
          unknownSize: 'The base size must be one of the sizes.',
          baseGradeZero: 'The base size has a grade of 0 %.',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': 'Colourway {{id}} does not exist.',
      'Spool.Orders:DuplicateColourwayName': 'The style already has a colourway named “{{name}}”.',
      'Spool.Orders:TooManyColourways': 'A style holds at most {{max}} colourways.',
      'Spool.Orders:UnknownSize': 'Size “{{size}}” is not in the style’s size range ({{sizes}}).',
      'Spool.Orders:SizeInUse':
        'Size “{{size}}” still has garments in colourway “{{colourway}}”: set them to 0 first.',
      'Spool.Orders:OrderWithoutGarments': 'The colourways must order at least one garment.',
      'Spool.Orders:ColourwayListMismatch': 'Name every colourway of the style exactly once.',
      'Spool.Orders:SizeRangeNotFound': 'Size range {{id}} does not exist.',
      'Spool.Orders:DuplicateSizeRangeName': 'A size range named “{{name}}” already exists.',
    },
  },
  ar: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: 'يضم نطاق المقاسات {{max}} مقاسًا على الأكثر.',
          duplicateSize: 'يظهر كل مقاس مرة واحدة في النطاق.',
          unknownSize: 'يجب أن يكون المقاس الأساسي أحد المقاسات.',
          baseGradeZero: 'تدرّج المقاس الأساسي 0 %.',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': 'نظام الألوان {{id}} غير موجود.',
      'Spool.Orders:DuplicateColourwayName': 'لدى الموديل نظام ألوان باسم «{{name}}» بالفعل.',
      'Spool.Orders:TooManyColourways': 'يضم الموديل {{max}} نظام ألوان على الأكثر.',
      'Spool.Orders:UnknownSize': 'المقاس «{{size}}» ليس ضمن نطاق مقاسات الموديل ({{sizes}}).',
      'Spool.Orders:SizeInUse':
        'لا يزال للمقاس «{{size}}» قطع في نظام الألوان «{{colourway}}»: اجعلها 0 أولًا.',
      'Spool.Orders:OrderWithoutGarments': 'يجب أن تطلب أنظمة الألوان قطعة واحدة على الأقل.',
      'Spool.Orders:ColourwayListMismatch': 'اذكر كل نظام ألوان للموديل مرة واحدة بالضبط.',
      'Spool.Orders:SizeRangeNotFound': 'نطاق المقاسات {{id}} غير موجود.',
      'Spool.Orders:DuplicateSizeRangeName': 'يوجد نطاق مقاسات باسم «{{name}}» بالفعل.',
    },
  },
  es: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: 'Una gama de tallas tiene como máximo {{max}} tallas.',
          duplicateSize: 'Cada talla aparece una sola vez en la gama.',
          unknownSize: 'La talla base debe ser una de las tallas.',
          baseGradeZero: 'La talla base tiene un escalado de 0 %.',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': 'La combinación de color {{id}} no existe.',
      'Spool.Orders:DuplicateColourwayName':
        'El estilo ya tiene una combinación de color llamada «{{name}}».',
      'Spool.Orders:TooManyColourways':
        'Un estilo tiene como máximo {{max}} combinaciones de color.',
      'Spool.Orders:UnknownSize': 'La talla «{{size}}» no está en la gama del estilo ({{sizes}}).',
      'Spool.Orders:SizeInUse':
        'La talla «{{size}}» aún tiene prendas en la combinación «{{colourway}}»: póngalas a 0 primero.',
      'Spool.Orders:OrderWithoutGarments':
        'Las combinaciones de color deben pedir al menos una prenda.',
      'Spool.Orders:ColourwayListMismatch':
        'Indique cada combinación de color del estilo exactamente una vez.',
      'Spool.Orders:SizeRangeNotFound': 'La gama de tallas {{id}} no existe.',
      'Spool.Orders:DuplicateSizeRangeName': 'Ya existe una gama de tallas llamada «{{name}}».',
    },
  },
  fr: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: 'Une gamme de tailles compte au plus {{max}} tailles.',
          duplicateSize: 'Chaque taille figure une seule fois dans la gamme.',
          unknownSize: 'La taille de base doit être l’une des tailles.',
          baseGradeZero: 'La taille de base a une gradation de 0 %.',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': 'Le coloris {{id}} n’existe pas.',
      'Spool.Orders:DuplicateColourwayName': 'Le modèle a déjà un coloris nommé « {{name}} ».',
      'Spool.Orders:TooManyColourways': 'Un modèle compte au plus {{max}} coloris.',
      'Spool.Orders:UnknownSize':
        'La taille « {{size}} » n’est pas dans la gamme du modèle ({{sizes}}).',
      'Spool.Orders:SizeInUse':
        'La taille « {{size}} » a encore des pièces dans le coloris « {{colourway}} » : mettez-les d’abord à 0.',
      'Spool.Orders:OrderWithoutGarments': 'Les coloris doivent commander au moins une pièce.',
      'Spool.Orders:ColourwayListMismatch': 'Citez chaque coloris du modèle exactement une fois.',
      'Spool.Orders:SizeRangeNotFound': 'La gamme de tailles {{id}} n’existe pas.',
      'Spool.Orders:DuplicateSizeRangeName':
        'Une gamme de tailles nommée « {{name}} » existe déjà.',
    },
  },
  id: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: 'Rentang ukuran berisi paling banyak {{max}} ukuran.',
          duplicateSize: 'Setiap ukuran muncul sekali dalam rentang.',
          unknownSize: 'Ukuran dasar harus salah satu ukuran.',
          baseGradeZero: 'Ukuran dasar memiliki gradasi 0 %.',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': 'Varian warna {{id}} tidak ada.',
      'Spool.Orders:DuplicateColourwayName':
        'Model sudah memiliki varian warna bernama “{{name}}”.',
      'Spool.Orders:TooManyColourways': 'Satu model berisi paling banyak {{max}} varian warna.',
      'Spool.Orders:UnknownSize':
        'Ukuran “{{size}}” tidak ada dalam rentang ukuran model ({{sizes}}).',
      'Spool.Orders:SizeInUse':
        'Ukuran “{{size}}” masih memiliki pakaian di varian warna “{{colourway}}”: ubah menjadi 0 dulu.',
      'Spool.Orders:OrderWithoutGarments': 'Varian warna harus memesan sedikitnya satu pakaian.',
      'Spool.Orders:ColourwayListMismatch': 'Sebutkan setiap varian warna model tepat satu kali.',
      'Spool.Orders:SizeRangeNotFound': 'Rentang ukuran {{id}} tidak ada.',
      'Spool.Orders:DuplicateSizeRangeName': 'Rentang ukuran bernama “{{name}}” sudah ada.',
    },
  },
  pt: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: 'Uma grade de tamanhos tem no máximo {{max}} tamanhos.',
          duplicateSize: 'Cada tamanho aparece uma vez na grade.',
          unknownSize: 'O tamanho base deve ser um dos tamanhos.',
          baseGradeZero: 'O tamanho base tem gradação de 0 %.',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': 'A variante de cor {{id}} não existe.',
      'Spool.Orders:DuplicateColourwayName':
        'O modelo já tem uma variante de cor chamada “{{name}}”.',
      'Spool.Orders:TooManyColourways': 'Um modelo tem no máximo {{max}} variantes de cor.',
      'Spool.Orders:UnknownSize': 'O tamanho “{{size}}” não está na grade do modelo ({{sizes}}).',
      'Spool.Orders:SizeInUse':
        'O tamanho “{{size}}” ainda tem peças na variante “{{colourway}}”: zere-as primeiro.',
      'Spool.Orders:OrderWithoutGarments': 'As variantes de cor devem pedir pelo menos uma peça.',
      'Spool.Orders:ColourwayListMismatch':
        'Indique cada variante de cor do modelo exatamente uma vez.',
      'Spool.Orders:SizeRangeNotFound': 'A grade de tamanhos {{id}} não existe.',
      'Spool.Orders:DuplicateSizeRangeName': 'Já existe uma grade de tamanhos chamada “{{name}}”.',
    },
  },
  tr: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: 'Bir beden aralığında en fazla {{max}} beden olur.',
          duplicateSize: 'Her beden aralıkta bir kez yer alır.',
          unknownSize: 'Temel beden, bedenlerden biri olmalıdır.',
          baseGradeZero: 'Temel bedenin derecelendirmesi % 0’dır.',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': '{{id}} renk varyantı yok.',
      'Spool.Orders:DuplicateColourwayName': 'Modelde “{{name}}” adlı bir renk varyantı zaten var.',
      'Spool.Orders:TooManyColourways': 'Bir modelde en fazla {{max}} renk varyantı olur.',
      'Spool.Orders:UnknownSize': '“{{size}}” bedeni modelin beden aralığında yok ({{sizes}}).',
      'Spool.Orders:SizeInUse':
        '“{{size}}” bedeninin “{{colourway}}” renk varyantında hâlâ ürünü var: önce 0 yapın.',
      'Spool.Orders:OrderWithoutGarments': 'Renk varyantları en az bir ürün sipariş etmelidir.',
      'Spool.Orders:ColourwayListMismatch': 'Modelin her renk varyantını tam bir kez belirtin.',
      'Spool.Orders:SizeRangeNotFound': '{{id}} beden aralığı yok.',
      'Spool.Orders:DuplicateSizeRangeName': '“{{name}}” adlı bir beden aralığı zaten var.',
    },
  },
  vi: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: 'Một dải cỡ có tối đa {{max}} cỡ.',
          duplicateSize: 'Mỗi cỡ chỉ xuất hiện một lần trong dải.',
          unknownSize: 'Cỡ gốc phải là một trong các cỡ.',
          baseGradeZero: 'Cỡ gốc có mức nhảy cỡ 0 %.',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': 'Phối màu {{id}} không tồn tại.',
      'Spool.Orders:DuplicateColourwayName': 'Mã hàng đã có phối màu tên “{{name}}”.',
      'Spool.Orders:TooManyColourways': 'Một mã hàng có tối đa {{max}} phối màu.',
      'Spool.Orders:UnknownSize': 'Cỡ “{{size}}” không thuộc dải cỡ của mã hàng ({{sizes}}).',
      'Spool.Orders:SizeInUse':
        'Cỡ “{{size}}” vẫn còn sản phẩm trong phối màu “{{colourway}}”: hãy đặt về 0 trước.',
      'Spool.Orders:OrderWithoutGarments': 'Các phối màu phải đặt ít nhất một sản phẩm.',
      'Spool.Orders:ColourwayListMismatch': 'Hãy nêu mỗi phối màu của mã hàng đúng một lần.',
      'Spool.Orders:SizeRangeNotFound': 'Dải cỡ {{id}} không tồn tại.',
      'Spool.Orders:DuplicateSizeRangeName': 'Đã có dải cỡ tên “{{name}}”.',
    },
  },
  zh: {
    translation: {
      sizes: {
        validation: {
          tooManySizes: '一个尺码段最多有 {{max}} 个尺码。',
          duplicateSize: '每个尺码在尺码段中只出现一次。',
          unknownSize: '基础尺码必须是其中一个尺码。',
          baseGradeZero: '基础尺码的放码为 0 %。',
        },
      },
    },
    errors: {
      'Spool.Orders:ColourwayNotFound': '配色 {{id}} 不存在。',
      'Spool.Orders:DuplicateColourwayName': '该款式已有名为“{{name}}”的配色。',
      'Spool.Orders:TooManyColourways': '一个款式最多有 {{max}} 个配色。',
      'Spool.Orders:UnknownSize': '尺码“{{size}}”不在该款式的尺码段中（{{sizes}}）。',
      'Spool.Orders:SizeInUse': '尺码“{{size}}”在配色“{{colourway}}”中仍有数量：请先改为 0。',
      'Spool.Orders:OrderWithoutGarments': '各配色至少要订一件。',
      'Spool.Orders:ColourwayListMismatch': '请将款式的每个配色恰好列出一次。',
      'Spool.Orders:SizeRangeNotFound': '尺码段 {{id}} 不存在。',
      'Spool.Orders:DuplicateSizeRangeName': '名为“{{name}}”的尺码段已存在。',
    },
  },
});
