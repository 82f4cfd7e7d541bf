import { defineTexts } from '../define-texts.js';

/**
 * Texts of a style's order (colourways, sizes and grades, thread shades by colourway), in nine
 * languages: the form's checks and the server's refusals.
 */
export const ordersTexts = defineTexts({
  en: {
    translation: {
      orderReports: {
        sections: {
          sizes: 'Thread per garment by size',
          colourways: 'Thread shades by colourway',
          byColourway: 'Thread by colourway',
        },
        columns: {
          size: 'Size',
          grade: 'Grade (%)',
          garments: 'Garments',
          threadPerGarment: 'Thread per garment ({{unit}})',
          colourway: 'Colourway',
          code: 'Code',
          fabricColour: 'Fabric colour',
          lineShade: 'Line shade',
          colourwayShade: 'Shade in the colourway',
          base: 'base',
        },
        toBeDecided: 'To be decided',
        notices: {
          shadesToBeDecided:
            'Shades still to be decided: {{count}}. These figures are not final: decide the shades, then print again.',
        },
      },
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
      orderReports: {
        sections: {
          sizes: 'الخيط لكل قطعة حسب المقاس',
          colourways: 'درجات ألوان الخيط حسب نظام الألوان',
          byColourway: 'الخيط حسب نظام الألوان',
        },
        columns: {
          size: 'المقاس',
          grade: 'التدرّج (%)',
          garments: 'القطع',
          threadPerGarment: 'الخيط لكل قطعة ({{unit}})',
          colourway: 'نظام الألوان',
          code: 'الرمز',
          fabricColour: 'لون القماش',
          lineShade: 'درجة لون الخط',
          colourwayShade: 'الدرجة في نظام الألوان',
          base: 'أساسي',
        },
        toBeDecided: 'لم يُحدَّد بعد',
        notices: {
          shadesToBeDecided:
            'درجات ألوان لم تُحدَّد بعد: {{count}}. هذه الأرقام ليست نهائية: حدّد الدرجات ثم اطبع مجددًا.',
        },
      },
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
      orderReports: {
        sections: {
          sizes: 'Hilo por prenda por talla',
          colourways: 'Tonos de hilo por combinación de color',
          byColourway: 'Hilo por combinación de color',
        },
        columns: {
          size: 'Talla',
          grade: 'Escalado (%)',
          garments: 'Prendas',
          threadPerGarment: 'Hilo por prenda ({{unit}})',
          colourway: 'Combinación de color',
          code: 'Código',
          fabricColour: 'Color del tejido',
          lineShade: 'Tono de la línea',
          colourwayShade: 'Tono en la combinación',
          base: 'base',
        },
        toBeDecided: 'Por decidir',
        notices: {
          shadesToBeDecided:
            'Tonos aún por decidir: {{count}}. Estas cifras no son definitivas: decida los tonos y vuelva a imprimir.',
        },
      },
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
      orderReports: {
        sections: {
          sizes: 'Fil par pièce selon la taille',
          colourways: 'Teintes de fil par coloris',
          byColourway: 'Fil par coloris',
        },
        columns: {
          size: 'Taille',
          grade: 'Gradation (%)',
          garments: 'Pièces',
          threadPerGarment: 'Fil par pièce ({{unit}})',
          colourway: 'Coloris',
          code: 'Code',
          fabricColour: 'Couleur du tissu',
          lineShade: 'Teinte de la ligne',
          colourwayShade: 'Teinte dans le coloris',
          base: 'base',
        },
        toBeDecided: 'À décider',
        notices: {
          shadesToBeDecided:
            'Teintes encore à décider : {{count}}. Ces chiffres ne sont pas définitifs : décidez les teintes, puis imprimez à nouveau.',
        },
      },
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
      orderReports: {
        sections: {
          sizes: 'Benang per pakaian menurut ukuran',
          colourways: 'Warna benang per varian warna',
          byColourway: 'Benang per varian warna',
        },
        columns: {
          size: 'Ukuran',
          grade: 'Gradasi (%)',
          garments: 'Pakaian',
          threadPerGarment: 'Benang per pakaian ({{unit}})',
          colourway: 'Varian warna',
          code: 'Kode',
          fabricColour: 'Warna kain',
          lineShade: 'Warna jalur',
          colourwayShade: 'Warna di varian',
          base: 'dasar',
        },
        toBeDecided: 'Belum ditentukan',
        notices: {
          shadesToBeDecided:
            'Warna yang belum ditentukan: {{count}}. Angka ini belum final: tentukan warnanya, lalu cetak lagi.',
        },
      },
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
      orderReports: {
        sections: {
          sizes: 'Linha por peça por tamanho',
          colourways: 'Tons de linha por variante de cor',
          byColourway: 'Linha por variante de cor',
        },
        columns: {
          size: 'Tamanho',
          grade: 'Gradação (%)',
          garments: 'Peças',
          threadPerGarment: 'Linha por peça ({{unit}})',
          colourway: 'Variante de cor',
          code: 'Código',
          fabricColour: 'Cor do tecido',
          lineShade: 'Tom da linha',
          colourwayShade: 'Tom na variante',
          base: 'base',
        },
        toBeDecided: 'A decidir',
        notices: {
          shadesToBeDecided:
            'Tons ainda a decidir: {{count}}. Estes números não são finais: decida os tons e imprima de novo.',
        },
      },
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
      orderReports: {
        sections: {
          sizes: 'Bedene göre ürün başına iplik',
          colourways: 'Renk varyantına göre iplik tonları',
          byColourway: 'Renk varyantına göre iplik',
        },
        columns: {
          size: 'Beden',
          grade: 'Derecelendirme (%)',
          garments: 'Ürün',
          threadPerGarment: 'Ürün başına iplik ({{unit}})',
          colourway: 'Renk varyantı',
          code: 'Kod',
          fabricColour: 'Kumaş rengi',
          lineShade: 'Hattın tonu',
          colourwayShade: 'Varyanttaki ton',
          base: 'temel',
        },
        toBeDecided: 'Karar verilecek',
        notices: {
          shadesToBeDecided:
            'Henüz karar verilmemiş tonlar: {{count}}. Bu rakamlar kesin değildir: tonlara karar verin, sonra yeniden yazdırın.',
        },
      },
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
      orderReports: {
        sections: {
          sizes: 'Chỉ mỗi sản phẩm theo cỡ',
          colourways: 'Màu chỉ theo phối màu',
          byColourway: 'Chỉ theo phối màu',
        },
        columns: {
          size: 'Cỡ',
          grade: 'Nhảy cỡ (%)',
          garments: 'Sản phẩm',
          threadPerGarment: 'Chỉ mỗi sản phẩm ({{unit}})',
          colourway: 'Phối màu',
          code: 'Mã',
          fabricColour: 'Màu vải',
          lineShade: 'Màu của đường chỉ',
          colourwayShade: 'Màu trong phối màu',
          base: 'gốc',
        },
        toBeDecided: 'Chưa quyết định',
        notices: {
          shadesToBeDecided:
            'Màu chỉ chưa quyết định: {{count}}. Các số liệu này chưa phải cuối cùng: hãy chọn màu rồi in lại.',
        },
      },
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
      orderReports: {
        sections: {
          sizes: '各尺码单件用线',
          colourways: '各配色的线色',
          byColourway: '各配色用线',
        },
        columns: {
          size: '尺码',
          grade: '放码 (%)',
          garments: '件数',
          threadPerGarment: '单件用线（{{unit}}）',
          colourway: '配色',
          code: '代码',
          fabricColour: '面料颜色',
          lineShade: '线路颜色',
          colourwayShade: '配色中的颜色',
          base: '基础',
        },
        toBeDecided: '待定',
        notices: {
          shadesToBeDecided: '待定线色：{{count}} 处。这些数字不是最终结果：请确定线色后重新打印。',
        },
      },
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
