import { defineTexts } from '../define-texts.js';

/** Texts of purchase plans: many styles' thread bought at once, in nine languages. */
export const purchasePlansTexts = defineTexts({
  en: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: 'Please enter a name for the plan.',
          needByDate: 'Enter the need-by date as a date (YYYY-MM-DD).',
          tooManyStyles: 'A purchase plan holds at most {{max}} styles.',
          styleTwice: 'A style can be in a plan only once.',
          noColourway:
            'A plan takes at least one colourway of a style; leave the colourways empty to take them all.',
          colourwayTwice: 'A colourway can be taken only once.',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': 'The purchase plan {{id}} does not exist.',
      'Spool.PurchasePlans:UnknownStyle': 'The style {{id}} does not exist.',
      'Spool.PurchasePlans:UnknownColourway': 'The style {{style}} has no colourway {{id}}.',
      'Spool.PurchasePlans:BrandNotFound': 'The brand {{id}} does not exist.',
      'Spool.PurchasePlans:SameBrand': 'Choose another brand to compare with.',
      'Spool.PurchasePlans:MappingNotOffered':
        'The package size {{id}} is not one that {{brand}} offers.',
    },
  },
  es: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: 'Introduzca un nombre para el plan.',
          needByDate: 'Introduzca la fecha límite como fecha (AAAA-MM-DD).',
          tooManyStyles: 'Un plan de compra admite como máximo {{max}} modelos.',
          styleTwice: 'Un modelo solo puede figurar una vez en un plan.',
          noColourway:
            'Un plan toma al menos una combinación de color del modelo; déjelas vacías para tomarlas todas.',
          colourwayTwice: 'Una combinación de color solo puede tomarse una vez.',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': 'El plan de compra {{id}} no existe.',
      'Spool.PurchasePlans:UnknownStyle': 'El modelo {{id}} no existe.',
      'Spool.PurchasePlans:UnknownColourway':
        'El modelo {{style}} no tiene la combinación de color {{id}}.',
      'Spool.PurchasePlans:BrandNotFound': 'La marca {{id}} no existe.',
      'Spool.PurchasePlans:SameBrand': 'Elija otra marca con la que comparar.',
      'Spool.PurchasePlans:MappingNotOffered':
        'El tamaño de paquete {{id}} no es uno de los que ofrece {{brand}}.',
    },
  },
  fr: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: 'Veuillez saisir un nom pour le plan.',
          needByDate: 'Saisissez la date de besoin sous forme de date (AAAA-MM-JJ).',
          tooManyStyles: 'Un plan d’achat contient au plus {{max}} modèles.',
          styleTwice: 'Un modèle ne peut figurer qu’une fois dans un plan.',
          noColourway:
            'Un plan prend au moins un coloris du modèle ; laissez les coloris vides pour les prendre tous.',
          colourwayTwice: 'Un coloris ne peut être pris qu’une fois.',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': 'Le plan d’achat {{id}} n’existe pas.',
      'Spool.PurchasePlans:UnknownStyle': 'Le modèle {{id}} n’existe pas.',
      'Spool.PurchasePlans:UnknownColourway': 'Le modèle {{style}} n’a pas de coloris {{id}}.',
      'Spool.PurchasePlans:BrandNotFound': 'La marque {{id}} n’existe pas.',
      'Spool.PurchasePlans:SameBrand': 'Choisissez une autre marque à comparer.',
      'Spool.PurchasePlans:MappingNotOffered':
        'Le conditionnement {{id}} n’est pas un de ceux que propose {{brand}}.',
    },
  },
  pt: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: 'Informe um nome para o plano.',
          needByDate: 'Informe a data de necessidade como data (AAAA-MM-DD).',
          tooManyStyles: 'Um plano de compra comporta no máximo {{max}} modelos.',
          styleTwice: 'Um modelo só pode constar uma vez em um plano.',
          noColourway:
            'Um plano leva ao menos uma variante de cor do modelo; deixe as variantes vazias para levar todas.',
          colourwayTwice: 'Uma variante de cor só pode ser levada uma vez.',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': 'O plano de compra {{id}} não existe.',
      'Spool.PurchasePlans:UnknownStyle': 'O modelo {{id}} não existe.',
      'Spool.PurchasePlans:UnknownColourway':
        'O modelo {{style}} não tem a variante de cor {{id}}.',
      'Spool.PurchasePlans:BrandNotFound': 'A marca {{id}} não existe.',
      'Spool.PurchasePlans:SameBrand': 'Escolha outra marca para comparar.',
      'Spool.PurchasePlans:MappingNotOffered':
        'O tamanho de embalagem {{id}} não é um dos que {{brand}} oferece.',
    },
  },
  tr: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: 'Lütfen plan için bir ad girin.',
          needByDate: 'İhtiyaç tarihini tarih olarak girin (YYYY-AA-GG).',
          tooManyStyles: 'Bir satın alma planında en fazla {{max}} model olabilir.',
          styleTwice: 'Bir model bir planda yalnızca bir kez yer alabilir.',
          noColourway:
            'Plan, modelin en az bir renk varyantını alır; hepsini almak için renk varyantlarını boş bırakın.',
          colourwayTwice: 'Bir renk varyantı yalnızca bir kez alınabilir.',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': '{{id}} numaralı satın alma planı yok.',
      'Spool.PurchasePlans:UnknownStyle': '{{id}} numaralı model yok.',
      'Spool.PurchasePlans:UnknownColourway': '{{style}} modelinin {{id}} renk varyantı yok.',
      'Spool.PurchasePlans:BrandNotFound': '{{id}} numaralı marka yok.',
      'Spool.PurchasePlans:SameBrand': 'Karşılaştırmak için başka bir marka seçin.',
      'Spool.PurchasePlans:MappingNotOffered':
        '{{id}} numaralı ambalaj boyutu {{brand}} markasının sunduklarından değil.',
    },
  },
  id: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: 'Masukkan nama untuk rencana ini.',
          needByDate: 'Masukkan tanggal kebutuhan sebagai tanggal (TTTT-BB-HH).',
          tooManyStyles: 'Satu rencana pembelian memuat paling banyak {{max}} gaya.',
          styleTwice: 'Satu gaya hanya boleh ada sekali dalam rencana.',
          noColourway:
            'Rencana mengambil setidaknya satu varian warna gaya; kosongkan varian warna untuk mengambil semuanya.',
          colourwayTwice: 'Satu varian warna hanya dapat diambil sekali.',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': 'Rencana pembelian {{id}} tidak ada.',
      'Spool.PurchasePlans:UnknownStyle': 'Gaya {{id}} tidak ada.',
      'Spool.PurchasePlans:UnknownColourway': 'Gaya {{style}} tidak memiliki varian warna {{id}}.',
      'Spool.PurchasePlans:BrandNotFound': 'Merek {{id}} tidak ada.',
      'Spool.PurchasePlans:SameBrand': 'Pilih merek lain sebagai pembanding.',
      'Spool.PurchasePlans:MappingNotOffered':
        'Ukuran kemasan {{id}} bukan salah satu yang ditawarkan {{brand}}.',
    },
  },
  vi: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: 'Vui lòng nhập tên cho kế hoạch.',
          needByDate: 'Nhập ngày cần hàng dưới dạng ngày (YYYY-MM-DD).',
          tooManyStyles: 'Một kế hoạch mua hàng có tối đa {{max}} mẫu.',
          styleTwice: 'Mỗi mẫu chỉ được có một lần trong kế hoạch.',
          noColourway:
            'Kế hoạch lấy ít nhất một phối màu của mẫu; để trống phối màu để lấy tất cả.',
          colourwayTwice: 'Mỗi phối màu chỉ được lấy một lần.',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': 'Kế hoạch mua hàng {{id}} không tồn tại.',
      'Spool.PurchasePlans:UnknownStyle': 'Mẫu {{id}} không tồn tại.',
      'Spool.PurchasePlans:UnknownColourway': 'Mẫu {{style}} không có phối màu {{id}}.',
      'Spool.PurchasePlans:BrandNotFound': 'Nhãn hiệu {{id}} không tồn tại.',
      'Spool.PurchasePlans:SameBrand': 'Hãy chọn một nhãn hiệu khác để so sánh.',
      'Spool.PurchasePlans:MappingNotOffered':
        'Quy cách cuộn {{id}} không nằm trong số quy cách {{brand}} cung cấp.',
    },
  },
  zh: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: '请输入计划名称。',
          needByDate: '请以日期格式输入需求日期（YYYY-MM-DD）。',
          tooManyStyles: '一个采购计划最多包含 {{max}} 个款式。',
          styleTwice: '一个款式在计划中只能出现一次。',
          noColourway: '计划至少选取款式的一个配色；留空则选取全部配色。',
          colourwayTwice: '一个配色只能选取一次。',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': '采购计划 {{id}} 不存在。',
      'Spool.PurchasePlans:UnknownStyle': '款式 {{id}} 不存在。',
      'Spool.PurchasePlans:UnknownColourway': '款式 {{style}} 没有配色 {{id}}。',
      'Spool.PurchasePlans:BrandNotFound': '品牌 {{id}} 不存在。',
      'Spool.PurchasePlans:SameBrand': '请选择另一个品牌进行比较。',
      'Spool.PurchasePlans:MappingNotOffered': '包装规格 {{id}} 不是 {{brand}} 提供的规格。',
    },
  },
  ar: {
    translation: {
      purchasePlans: {
        validation: {
          nameRequired: 'يُرجى إدخال اسم للخطة.',
          needByDate: 'أدخل تاريخ الحاجة بصيغة تاريخ (YYYY-MM-DD).',
          tooManyStyles: 'تضم خطة الشراء {{max}} موديلًا على الأكثر.',
          styleTwice: 'لا يمكن أن يرد الموديل في الخطة إلا مرة واحدة.',
          noColourway:
            'تأخذ الخطة لونًا واحدًا على الأقل من ألوان الموديل؛ اترك الألوان فارغة لأخذها كلها.',
          colourwayTwice: 'لا يمكن أخذ اللون إلا مرة واحدة.',
        },
      },
    },
    errors: {
      'Spool.PurchasePlans:PlanNotFound': 'خطة الشراء {{id}} غير موجودة.',
      'Spool.PurchasePlans:UnknownStyle': 'الموديل {{id}} غير موجود.',
      'Spool.PurchasePlans:UnknownColourway': 'الموديل {{style}} ليس له اللون {{id}}.',
      'Spool.PurchasePlans:BrandNotFound': 'العلامة التجارية {{id}} غير موجودة.',
      'Spool.PurchasePlans:SameBrand': 'اختر علامة تجارية أخرى للمقارنة.',
      'Spool.PurchasePlans:MappingNotOffered':
        'حجم العبوة {{id}} ليس من الأحجام التي تقدمها {{brand}}.',
    },
  },
});
