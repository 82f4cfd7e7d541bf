import { defineTexts } from '../define-texts.js';

/** Texts of the reference lists (brands, ticket/tex, package sizes, customers, categories, types, stitch types). */
export const referenceDataTexts = defineTexts({
  en: {
    translation: {
      threadRange: {
        unusable: {
          title: 'Thread range values that no estimate can use',
          intro:
            'These values were stored before Spool refused them. The reports print the threads concerned as invalid and leave their packages and cost out until the values are corrected.',
          ticket: 'ticket is {{value}} (ticket/tex entry {{id}})',
          tex: 'tex is {{value}} (ticket/tex entry {{id}})',
          packageLength: 'package length is {{value}} m (package size {{id}})',
          howToCorrect:
            'Correct each one through the thread range API: PUT /api/ticketTex/{id} or PUT /api/packageSize/{id}, described at /api/docs.',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': 'Brand {{id}} does not exist.',
      'Spool.Catalogue:DuplicateBrandName': 'A brand named "{{name}}" already exists.',
      'Spool.Catalogue:ProductCategoryNotFound': 'Product category {{id}} does not exist.',
      'Spool.Catalogue:DuplicateProductCategoryName':
        'A product category named "{{name}}" already exists.',
      'Spool.Catalogue:ProductTypeNotFound': 'Product type {{id}} does not exist.',
      'Spool.Catalogue:DuplicateProductTypeName': 'A product type named "{{name}}" already exists.',
      'Spool.Catalogue:TicketTexNotFound': 'Ticket/tex entry {{id}} does not exist.',
      'Spool.Catalogue:DuplicateTicketTex':
        'This brand already has ticket {{ticket}} with tex {{tex}}.',
      'Spool.Catalogue:PackageSizeNotFound': 'Package size {{id}} does not exist.',
      'Spool.Catalogue:DuplicatePackageSize': 'This thread already has a {{size}} m package.',
      'Spool.Catalogue:DuplicateArticle':
        'Article "{{article}}" already belongs to another package size: two brands or two package sizes cannot share an article value.',
      'Spool.Catalogue:EntryInUse':
        '"{{name}}" is used {{count}} times in styles or operations and cannot be deleted.',
      'Spool.Catalogue:StitchLinesMismatch':
        "Give one name for each of the stitch type's {{expected}} component lines.",
      'Spool.Catalogue:UnknownStitchCode':
        "Stitch type {{code}} is not valid: choose one of the built-in catalogue's stitch codes.",
      'Spool.Catalogue:DuplicateStitchType':
        'Stitch type {{code}} is already in your stitch type list.',
      'Spool.Catalogue:StitchTypeNotInList':
        'Stitch type {{code}} is not in your stitch type list: add it to the list or choose another stitch type.',
    },
  },
  es: {
    translation: {
      threadRange: {
        unusable: {
          title: 'Valores de la gama de hilos que ningún cálculo puede usar',
          intro:
            'Estos valores se guardaron antes de que Spool los rechazara. Los informes muestran los hilos afectados como no válidos y dejan fuera sus conos y su coste hasta que se corrijan.',
          ticket: 'el ticket es {{value}} (entrada ticket/tex {{id}})',
          tex: 'el tex es {{value}} (entrada ticket/tex {{id}})',
          packageLength: 'la longitud del cono es {{value}} m (tamaño de cono {{id}})',
          howToCorrect:
            'Corrija cada uno con la API de la gama de hilos: PUT /api/ticketTex/{id} o PUT /api/packageSize/{id}, descrita en /api/docs.',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': 'La marca {{id}} no existe.',
      'Spool.Catalogue:DuplicateBrandName': 'Ya existe una marca llamada «{{name}}».',
      'Spool.Catalogue:ProductCategoryNotFound': 'La categoría de producto {{id}} no existe.',
      'Spool.Catalogue:DuplicateProductCategoryName':
        'Ya existe una categoría de producto llamada «{{name}}».',
      'Spool.Catalogue:ProductTypeNotFound': 'El tipo de producto {{id}} no existe.',
      'Spool.Catalogue:DuplicateProductTypeName':
        'Ya existe un tipo de producto llamado «{{name}}».',
      'Spool.Catalogue:TicketTexNotFound': 'La entrada ticket/tex {{id}} no existe.',
      'Spool.Catalogue:DuplicateTicketTex':
        'Esta marca ya tiene el ticket {{ticket}} con tex {{tex}}.',
      'Spool.Catalogue:PackageSizeNotFound': 'El tamaño de cono {{id}} no existe.',
      'Spool.Catalogue:DuplicatePackageSize': 'Este hilo ya tiene un cono de {{size}} m.',
      'Spool.Catalogue:DuplicateArticle':
        'El artículo «{{article}}» ya pertenece a otro tamaño de cono: dos marcas o dos tamaños de cono no pueden compartir un artículo.',
      'Spool.Catalogue:EntryInUse':
        '«{{name}}» se usa {{count}} veces en modelos u operaciones y no se puede eliminar.',
      'Spool.Catalogue:StitchLinesMismatch':
        'Indique un nombre para cada una de las {{expected}} líneas del tipo de puntada.',
      'Spool.Catalogue:UnknownStitchCode':
        'El tipo de puntada {{code}} no es válido: elija uno de los códigos del catálogo incorporado.',
      'Spool.Catalogue:DuplicateStitchType':
        'El tipo de puntada {{code}} ya está en su lista de tipos de puntada.',
      'Spool.Catalogue:StitchTypeNotInList':
        'El tipo de puntada {{code}} no está en su lista de tipos de puntada: añádalo a la lista o elija otro tipo de puntada.',
    },
  },
  id: {
    translation: {
      threadRange: {
        unusable: {
          title: 'Nilai rentang benang yang tidak dapat dipakai untuk perhitungan',
          intro:
            'Nilai ini disimpan sebelum Spool menolaknya. Laporan menandai benang terkait sebagai tidak valid dan tidak menghitung kemasan serta biayanya sampai nilainya diperbaiki.',
          ticket: 'ticket bernilai {{value}} (entri ticket/tex {{id}})',
          tex: 'tex bernilai {{value}} (entri ticket/tex {{id}})',
          packageLength: 'panjang kemasan {{value}} m (ukuran kemasan {{id}})',
          howToCorrect:
            'Perbaiki masing-masing melalui API rentang benang: PUT /api/ticketTex/{id} atau PUT /api/packageSize/{id}, dijelaskan di /api/docs.',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': 'Merek {{id}} tidak ada.',
      'Spool.Catalogue:DuplicateBrandName': 'Merek bernama "{{name}}" sudah ada.',
      'Spool.Catalogue:ProductCategoryNotFound': 'Kategori produk {{id}} tidak ada.',
      'Spool.Catalogue:DuplicateProductCategoryName':
        'Kategori produk bernama "{{name}}" sudah ada.',
      'Spool.Catalogue:ProductTypeNotFound': 'Jenis produk {{id}} tidak ada.',
      'Spool.Catalogue:DuplicateProductTypeName': 'Jenis produk bernama "{{name}}" sudah ada.',
      'Spool.Catalogue:TicketTexNotFound': 'Entri ticket/tex {{id}} tidak ada.',
      'Spool.Catalogue:DuplicateTicketTex':
        'Merek ini sudah memiliki ticket {{ticket}} dengan tex {{tex}}.',
      'Spool.Catalogue:PackageSizeNotFound': 'Ukuran kemasan {{id}} tidak ada.',
      'Spool.Catalogue:DuplicatePackageSize': 'Benang ini sudah memiliki kemasan {{size}} m.',
      'Spool.Catalogue:DuplicateArticle':
        'Artikel "{{article}}" sudah dimiliki ukuran kemasan lain: dua merek atau dua ukuran kemasan tidak boleh memakai artikel yang sama.',
      'Spool.Catalogue:EntryInUse':
        '"{{name}}" dipakai {{count}} kali di style atau operasi dan tidak dapat dihapus.',
      'Spool.Catalogue:StitchLinesMismatch':
        'Beri satu nama untuk setiap {{expected}} jalur komponen jenis jahitan ini.',
      'Spool.Catalogue:UnknownStitchCode':
        'Jenis jahitan {{code}} tidak valid: pilih salah satu kode jahitan dari katalog bawaan.',
      'Spool.Catalogue:DuplicateStitchType':
        'Jenis jahitan {{code}} sudah ada di daftar jenis jahitan Anda.',
      'Spool.Catalogue:StitchTypeNotInList':
        'Jenis jahitan {{code}} tidak ada di daftar jenis jahitan Anda: tambahkan ke daftar atau pilih jenis jahitan lain.',
    },
  },
  pt: {
    translation: {
      threadRange: {
        unusable: {
          title: 'Valores da gama de linhas que nenhum cálculo pode usar',
          intro:
            'Estes valores foram guardados antes de o Spool os recusar. Os relatórios mostram as linhas afetadas como inválidas e deixam de fora os seus cones e custo até serem corrigidos.',
          ticket: 'o ticket é {{value}} (entrada ticket/tex {{id}})',
          tex: 'o tex é {{value}} (entrada ticket/tex {{id}})',
          packageLength: 'o comprimento do cone é {{value}} m (tamanho de cone {{id}})',
          howToCorrect:
            'Corrija cada um pela API da gama de linhas: PUT /api/ticketTex/{id} ou PUT /api/packageSize/{id}, descrita em /api/docs.',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': 'A marca {{id}} não existe.',
      'Spool.Catalogue:DuplicateBrandName': 'Já existe uma marca chamada "{{name}}".',
      'Spool.Catalogue:ProductCategoryNotFound': 'A categoria de produto {{id}} não existe.',
      'Spool.Catalogue:DuplicateProductCategoryName':
        'Já existe uma categoria de produto chamada "{{name}}".',
      'Spool.Catalogue:ProductTypeNotFound': 'O tipo de produto {{id}} não existe.',
      'Spool.Catalogue:DuplicateProductTypeName':
        'Já existe um tipo de produto chamado "{{name}}".',
      'Spool.Catalogue:TicketTexNotFound': 'A entrada ticket/tex {{id}} não existe.',
      'Spool.Catalogue:DuplicateTicketTex':
        'Esta marca já tem o ticket {{ticket}} com tex {{tex}}.',
      'Spool.Catalogue:PackageSizeNotFound': 'O tamanho de cone {{id}} não existe.',
      'Spool.Catalogue:DuplicatePackageSize': 'Esta linha já tem um cone de {{size}} m.',
      'Spool.Catalogue:DuplicateArticle':
        'O artigo "{{article}}" já pertence a outro tamanho de cone: duas marcas ou dois tamanhos de cone não podem compartilhar um artigo.',
      'Spool.Catalogue:EntryInUse':
        '"{{name}}" é usado {{count}} vezes em modelos ou operações e não pode ser excluído.',
      'Spool.Catalogue:StitchLinesMismatch':
        'Informe um nome para cada uma das {{expected}} linhas do tipo de ponto.',
      'Spool.Catalogue:UnknownStitchCode':
        'O tipo de ponto {{code}} não é válido: escolha um dos códigos de ponto do catálogo incorporado.',
      'Spool.Catalogue:DuplicateStitchType':
        'O tipo de ponto {{code}} já está na sua lista de tipos de ponto.',
      'Spool.Catalogue:StitchTypeNotInList':
        'O tipo de ponto {{code}} não está na sua lista de tipos de ponto: adicione-o à lista ou escolha outro tipo de ponto.',
    },
  },
  vi: {
    translation: {
      threadRange: {
        unusable: {
          title: 'Giá trị trong danh mục chỉ không thể dùng để tính',
          intro:
            'Các giá trị này được lưu trước khi Spool từ chối chúng. Báo cáo đánh dấu các loại chỉ liên quan là không hợp lệ và không tính số cuộn, chi phí của chúng cho đến khi được sửa.',
          ticket: 'ticket là {{value}} (mục ticket/tex {{id}})',
          tex: 'tex là {{value}} (mục ticket/tex {{id}})',
          packageLength: 'chiều dài cuộn là {{value}} m (cỡ cuộn {{id}})',
          howToCorrect:
            'Hãy sửa từng giá trị qua API danh mục chỉ: PUT /api/ticketTex/{id} hoặc PUT /api/packageSize/{id}, mô tả tại /api/docs.',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': 'Nhãn hiệu {{id}} không tồn tại.',
      'Spool.Catalogue:DuplicateBrandName': 'Đã có nhãn hiệu tên "{{name}}".',
      'Spool.Catalogue:ProductCategoryNotFound': 'Danh mục sản phẩm {{id}} không tồn tại.',
      'Spool.Catalogue:DuplicateProductCategoryName': 'Đã có danh mục sản phẩm tên "{{name}}".',
      'Spool.Catalogue:ProductTypeNotFound': 'Loại sản phẩm {{id}} không tồn tại.',
      'Spool.Catalogue:DuplicateProductTypeName': 'Đã có loại sản phẩm tên "{{name}}".',
      'Spool.Catalogue:TicketTexNotFound': 'Mục ticket/tex {{id}} không tồn tại.',
      'Spool.Catalogue:DuplicateTicketTex':
        'Nhãn hiệu này đã có ticket {{ticket}} với tex {{tex}}.',
      'Spool.Catalogue:PackageSizeNotFound': 'Cỡ cuộn {{id}} không tồn tại.',
      'Spool.Catalogue:DuplicatePackageSize': 'Chỉ này đã có cuộn {{size}} m.',
      'Spool.Catalogue:DuplicateArticle':
        'Mã hàng "{{article}}" đã thuộc về một cỡ cuộn khác: hai nhãn hiệu hoặc hai cỡ cuộn không được dùng chung một mã hàng.',
      'Spool.Catalogue:EntryInUse':
        '"{{name}}" đang được dùng {{count}} lần trong mã hàng hoặc công đoạn và không thể xóa.',
      'Spool.Catalogue:StitchLinesMismatch':
        'Hãy đặt một tên cho mỗi dòng trong {{expected}} dòng thành phần của loại mũi may.',
      'Spool.Catalogue:UnknownStitchCode':
        'Loại mũi may {{code}} không hợp lệ: hãy chọn một mã mũi may trong danh mục có sẵn.',
      'Spool.Catalogue:DuplicateStitchType':
        'Loại mũi may {{code}} đã có trong danh sách loại mũi may của bạn.',
      'Spool.Catalogue:StitchTypeNotInList':
        'Loại mũi may {{code}} không có trong danh sách loại mũi may của bạn: hãy thêm vào danh sách hoặc chọn loại mũi may khác.',
    },
  },
  zh: {
    translation: {
      threadRange: {
        unusable: {
          title: '缝线系列中无法用于估算的数值',
          intro:
            '这些数值是在 Spool 拒绝此类数值之前保存的。报告会将相关缝线标为无效，并在更正之前不计其线筒和成本。',
          ticket: 'ticket 为 {{value}}（ticket/tex 条目 {{id}}）',
          tex: 'tex 为 {{value}}（ticket/tex 条目 {{id}}）',
          packageLength: '线筒长度为 {{value}} m（线筒规格 {{id}}）',
          howToCorrect:
            '请通过缝线系列 API 逐一更正：PUT /api/ticketTex/{id} 或 PUT /api/packageSize/{id}，说明见 /api/docs。',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': '品牌 {{id}} 不存在。',
      'Spool.Catalogue:DuplicateBrandName': '名为“{{name}}”的品牌已存在。',
      'Spool.Catalogue:ProductCategoryNotFound': '产品类别 {{id}} 不存在。',
      'Spool.Catalogue:DuplicateProductCategoryName': '名为“{{name}}”的产品类别已存在。',
      'Spool.Catalogue:ProductTypeNotFound': '产品类型 {{id}} 不存在。',
      'Spool.Catalogue:DuplicateProductTypeName': '名为“{{name}}”的产品类型已存在。',
      'Spool.Catalogue:TicketTexNotFound': 'Tkt/Tex 条目 {{id}} 不存在。',
      'Spool.Catalogue:DuplicateTicketTex': '该品牌已有 Tkt {{ticket}}（Tex {{tex}}）。',
      'Spool.Catalogue:PackageSizeNotFound': '线筒规格 {{id}} 不存在。',
      'Spool.Catalogue:DuplicatePackageSize': '该线已有 {{size}} 米的线筒。',
      'Spool.Catalogue:DuplicateArticle':
        '货号“{{article}}”已属于另一个线筒规格：两个品牌或两个线筒规格不能共用一个货号。',
      'Spool.Catalogue:EntryInUse': '“{{name}}”已在款式或工序中使用 {{count}} 次，无法删除。',
      'Spool.Catalogue:StitchLinesMismatch':
        '请为该线迹类型的 {{expected}} 条组件线各填写一个名称。',
      'Spool.Catalogue:UnknownStitchCode': '线迹类型 {{code}} 无效：请选择内置目录中的线迹代码。',
      'Spool.Catalogue:DuplicateStitchType': '线迹类型 {{code}} 已在您的线迹类型列表中。',
      'Spool.Catalogue:StitchTypeNotInList':
        '线迹类型 {{code}} 不在您的线迹类型列表中：请将其添加到列表或选择其他线迹类型。',
    },
  },
  ar: {
    translation: {
      threadRange: {
        unusable: {
          title: 'قيم في مجموعة الخيوط لا يمكن لأي تقدير استخدامها',
          intro:
            'حُفظت هذه القيم قبل أن يرفضها Spool. تعرض التقارير الخيوط المعنية على أنها غير صالحة وتستبعد بكراتها وتكلفتها حتى تُصحَّح القيم.',
          ticket: 'قيمة ticket هي {{value}} (إدخال ticket/tex رقم {{id}})',
          tex: 'قيمة tex هي {{value}} (إدخال ticket/tex رقم {{id}})',
          packageLength: 'طول البكرة {{value}} م (حجم البكرة رقم {{id}})',
          howToCorrect:
            'صحّح كل قيمة عبر واجهة برمجة مجموعة الخيوط: PUT /api/ticketTex/{id} أو PUT /api/packageSize/{id}، والموصوفة في /api/docs.',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': 'العلامة التجارية {{id}} غير موجودة.',
      'Spool.Catalogue:DuplicateBrandName': 'توجد علامة تجارية باسم «{{name}}» بالفعل.',
      'Spool.Catalogue:ProductCategoryNotFound': 'فئة المنتج {{id}} غير موجودة.',
      'Spool.Catalogue:DuplicateProductCategoryName': 'توجد فئة منتج باسم «{{name}}» بالفعل.',
      'Spool.Catalogue:ProductTypeNotFound': 'نوع المنتج {{id}} غير موجود.',
      'Spool.Catalogue:DuplicateProductTypeName': 'يوجد نوع منتج باسم «{{name}}» بالفعل.',
      'Spool.Catalogue:TicketTexNotFound': 'إدخال التيكت/التكس {{id}} غير موجود.',
      'Spool.Catalogue:DuplicateTicketTex':
        'هذه العلامة التجارية لديها بالفعل التيكت {{ticket}} بتكس {{tex}}.',
      'Spool.Catalogue:PackageSizeNotFound': 'حجم البكرة {{id}} غير موجود.',
      'Spool.Catalogue:DuplicatePackageSize': 'لهذا الخيط بالفعل بكرة بطول {{size}} م.',
      'Spool.Catalogue:DuplicateArticle':
        'الصنف «{{article}}» يخص بالفعل حجم بكرة آخر: لا يجوز أن تشترك علامتان تجاريتان أو حجما بكرة في قيمة صنف واحدة.',
      'Spool.Catalogue:EntryInUse':
        '«{{name}}» مستخدم {{count}} مرة في الموديلات أو العمليات ولا يمكن حذفه.',
      'Spool.Catalogue:StitchLinesMismatch':
        'أدخل اسمًا لكل خط من خطوط المكونات الـ {{expected}} لنوع الغرزة.',
      'Spool.Catalogue:UnknownStitchCode':
        'نوع الغرزة {{code}} غير صالح: اختر أحد رموز الغرز في الكتالوج المدمج.',
      'Spool.Catalogue:DuplicateStitchType':
        'نوع الغرزة {{code}} موجود بالفعل في قائمة أنواع الغرز لديك.',
      'Spool.Catalogue:StitchTypeNotInList':
        'نوع الغرزة {{code}} غير موجود في قائمة أنواع الغرز لديك: أضفه إلى القائمة أو اختر نوع غرزة آخر.',
    },
  },
  tr: {
    translation: {
      threadRange: {
        unusable: {
          title: 'İplik serisinde hiçbir hesabın kullanamayacağı değerler',
          intro:
            'Bu değerler Spool onları reddetmeden önce kaydedildi. Raporlar ilgili iplikleri geçersiz olarak gösterir ve değerler düzeltilene kadar bobinlerini ve maliyetlerini dışarıda bırakır.',
          ticket: 'ticket {{value}} (ticket/tex kaydı {{id}})',
          tex: 'tex {{value}} (ticket/tex kaydı {{id}})',
          packageLength: 'bobin uzunluğu {{value}} m (bobin boyu {{id}})',
          howToCorrect:
            'Her birini iplik serisi API’si ile düzeltin: PUT /api/ticketTex/{id} veya PUT /api/packageSize/{id}; açıklaması /api/docs adresinde.',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': '{{id}} markası yok.',
      'Spool.Catalogue:DuplicateBrandName': '"{{name}}" adlı bir marka zaten var.',
      'Spool.Catalogue:ProductCategoryNotFound': '{{id}} ürün kategorisi yok.',
      'Spool.Catalogue:DuplicateProductCategoryName':
        '"{{name}}" adlı bir ürün kategorisi zaten var.',
      'Spool.Catalogue:ProductTypeNotFound': '{{id}} ürün türü yok.',
      'Spool.Catalogue:DuplicateProductTypeName': '"{{name}}" adlı bir ürün türü zaten var.',
      'Spool.Catalogue:TicketTexNotFound': '{{id}} numaralı Tkt/Tex kaydı yok.',
      'Spool.Catalogue:DuplicateTicketTex': 'Bu markada Tkt {{ticket}} / Tex {{tex}} zaten var.',
      'Spool.Catalogue:PackageSizeNotFound': '{{id}} bobin boyu yok.',
      'Spool.Catalogue:DuplicatePackageSize': "Bu ipliğin zaten {{size}} m'lik bobini var.",
      'Spool.Catalogue:DuplicateArticle':
        '"{{article}}" artikeli zaten başka bir bobin boyuna ait: iki marka veya iki bobin boyu aynı artikeli paylaşamaz.',
      'Spool.Catalogue:EntryInUse':
        '"{{name}}" modellerde veya operasyonlarda {{count}} kez kullanılıyor ve silinemez.',
      'Spool.Catalogue:StitchLinesMismatch':
        'Dikiş tipinin {{expected}} bileşen hattının her biri için bir ad girin.',
      'Spool.Catalogue:UnknownStitchCode':
        '{{code}} dikiş tipi geçerli değil: yerleşik katalogdaki dikiş kodlarından birini seçin.',
      'Spool.Catalogue:DuplicateStitchType': '{{code}} dikiş tipi zaten dikiş tipi listenizde.',
      'Spool.Catalogue:StitchTypeNotInList':
        '{{code}} dikiş tipi dikiş tipi listenizde yok: listeye ekleyin veya başka bir dikiş tipi seçin.',
    },
  },
  fr: {
    translation: {
      threadRange: {
        unusable: {
          title: 'Valeurs de la gamme de fils qu’aucun calcul ne peut utiliser',
          intro:
            'Ces valeurs ont été enregistrées avant que Spool ne les refuse. Les rapports marquent les fils concernés comme invalides et laissent de côté leurs cônes et leur coût jusqu’à leur correction.',
          ticket: 'le ticket vaut {{value}} (entrée ticket/tex {{id}})',
          tex: 'le tex vaut {{value}} (entrée ticket/tex {{id}})',
          packageLength: 'la longueur du cône vaut {{value}} m (taille de cône {{id}})',
          howToCorrect:
            'Corrigez chacune par l’API de la gamme de fils : PUT /api/ticketTex/{id} ou PUT /api/packageSize/{id}, décrite sur /api/docs.',
        },
      },
    },
    errors: {
      'Spool.Catalogue:BrandNotFound': 'La marque {{id}} n’existe pas.',
      'Spool.Catalogue:DuplicateBrandName': 'Une marque nommée « {{name}} » existe déjà.',
      'Spool.Catalogue:ProductCategoryNotFound': 'La catégorie de produit {{id}} n’existe pas.',
      'Spool.Catalogue:DuplicateProductCategoryName':
        'Une catégorie de produit nommée « {{name}} » existe déjà.',
      'Spool.Catalogue:ProductTypeNotFound': 'Le type de produit {{id}} n’existe pas.',
      'Spool.Catalogue:DuplicateProductTypeName':
        'Un type de produit nommé « {{name}} » existe déjà.',
      'Spool.Catalogue:TicketTexNotFound': 'L’entrée ticket/tex {{id}} n’existe pas.',
      'Spool.Catalogue:DuplicateTicketTex':
        'Cette marque a déjà le ticket {{ticket}} en tex {{tex}}.',
      'Spool.Catalogue:PackageSizeNotFound': 'La taille de cône {{id}} n’existe pas.',
      'Spool.Catalogue:DuplicatePackageSize': 'Ce fil a déjà un cône de {{size}} m.',
      'Spool.Catalogue:DuplicateArticle':
        'L’article « {{article}} » appartient déjà à une autre taille de cône : deux marques ou deux tailles de cône ne peuvent pas partager un article.',
      'Spool.Catalogue:EntryInUse':
        '« {{name}} » est utilisé {{count}} fois dans des modèles ou des opérations et ne peut pas être supprimé.',
      'Spool.Catalogue:StitchLinesMismatch':
        'Donnez un nom à chacune des {{expected}} lignes du type de point.',
      'Spool.Catalogue:UnknownStitchCode':
        'Le type de point {{code}} n’est pas valide : choisissez l’un des codes de point du catalogue intégré.',
      'Spool.Catalogue:DuplicateStitchType':
        'Le type de point {{code}} est déjà dans votre liste de types de point.',
      'Spool.Catalogue:StitchTypeNotInList':
        'Le type de point {{code}} n’est pas dans votre liste de types de point : ajoutez-le à la liste ou choisissez un autre type de point.',
    },
  },
});
