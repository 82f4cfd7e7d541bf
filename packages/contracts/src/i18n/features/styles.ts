import { defineTexts } from '../define-texts.js';

/** Texts of styles (the style window, the grid, the header search) in the nine interface languages. */
export const stylesTexts = defineTexts({
  en: {
    translation: {
      styles: {
        validation: {
          nameRequired: 'Please enter a style name',
          atLeastOne: 'Value should be at least 1',
          customerRequired: 'Please select the customer',
          productCategoryRequired: 'Please select the product category',
          productTypeRequired: 'Please select the product type',
          customSettingRequired: 'Please select custom setting',
          fillRequiredData: 'Please Fill Required Data',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': 'Style {{id}} does not exist.',
      'Spool.Styles:DuplicateStyleName': 'Style with the given name already exist!',
      'Spool.Styles:StyleNameFixed': 'The name of a saved style cannot be changed.',
      'Spool.Styles:StyleApproved':
        'This style is approved: its figures are frozen. Reopen it to change it.',
      'Spool.Styles:StyleNotApproved': 'This style is not approved.',
    },
  },
  es: {
    translation: {
      styles: {
        validation: {
          nameRequired: 'Introduzca un nombre de modelo',
          atLeastOne: 'El valor debe ser al menos 1',
          customerRequired: 'Seleccione el cliente',
          productCategoryRequired: 'Seleccione la categoría de producto',
          productTypeRequired: 'Seleccione el tipo de producto',
          customSettingRequired: 'Seleccione una configuración personalizada',
          fillRequiredData: 'Complete los datos obligatorios',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': 'El modelo {{id}} no existe.',
      'Spool.Styles:DuplicateStyleName': '¡Ya existe un modelo con ese nombre!',
      'Spool.Styles:StyleNameFixed': 'El nombre de un modelo guardado no se puede cambiar.',
      'Spool.Styles:StyleApproved':
        'Este modelo está aprobado: sus cifras están congeladas. Reábralo para modificarlo.',
      'Spool.Styles:StyleNotApproved': 'Este modelo no está aprobado.',
    },
  },
  id: {
    translation: {
      styles: {
        validation: {
          nameRequired: 'Masukkan nama style',
          atLeastOne: 'Nilai minimal 1',
          customerRequired: 'Pilih pelanggan',
          productCategoryRequired: 'Pilih kategori produk',
          productTypeRequired: 'Pilih jenis produk',
          customSettingRequired: 'Pilih pengaturan khusus',
          fillRequiredData: 'Lengkapi data yang wajib diisi',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': 'Style {{id}} tidak ada.',
      'Spool.Styles:DuplicateStyleName': 'Style dengan nama tersebut sudah ada!',
      'Spool.Styles:StyleNameFixed': 'Nama style yang sudah disimpan tidak dapat diubah.',
      'Spool.Styles:StyleApproved':
        'Style ini sudah disetujui: angkanya dibekukan. Buka kembali untuk mengubahnya.',
      'Spool.Styles:StyleNotApproved': 'Style ini belum disetujui.',
    },
  },
  pt: {
    translation: {
      styles: {
        validation: {
          nameRequired: 'Informe o nome do modelo',
          atLeastOne: 'O valor deve ser pelo menos 1',
          customerRequired: 'Selecione o cliente',
          productCategoryRequired: 'Selecione a categoria de produto',
          productTypeRequired: 'Selecione o tipo de produto',
          customSettingRequired: 'Selecione uma configuração personalizada',
          fillRequiredData: 'Preencha os dados obrigatórios',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': 'O modelo {{id}} não existe.',
      'Spool.Styles:DuplicateStyleName': 'Já existe um modelo com esse nome!',
      'Spool.Styles:StyleNameFixed': 'O nome de um modelo salvo não pode ser alterado.',
      'Spool.Styles:StyleApproved':
        'Este modelo está aprovado: seus números estão congelados. Reabra-o para alterá-lo.',
      'Spool.Styles:StyleNotApproved': 'Este modelo não está aprovado.',
    },
  },
  vi: {
    translation: {
      styles: {
        validation: {
          nameRequired: 'Vui lòng nhập tên mã hàng',
          atLeastOne: 'Giá trị phải ít nhất là 1',
          customerRequired: 'Vui lòng chọn khách hàng',
          productCategoryRequired: 'Vui lòng chọn danh mục sản phẩm',
          productTypeRequired: 'Vui lòng chọn loại sản phẩm',
          customSettingRequired: 'Vui lòng chọn cài đặt tùy chỉnh',
          fillRequiredData: 'Vui lòng điền dữ liệu bắt buộc',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': 'Mã hàng {{id}} không tồn tại.',
      'Spool.Styles:DuplicateStyleName': 'Đã có mã hàng với tên này!',
      'Spool.Styles:StyleNameFixed': 'Không thể đổi tên mã hàng đã lưu.',
      'Spool.Styles:StyleApproved':
        'Mã hàng này đã được phê duyệt: số liệu đã được cố định. Hãy mở lại để thay đổi.',
      'Spool.Styles:StyleNotApproved': 'Mã hàng này chưa được phê duyệt.',
    },
  },
  zh: {
    translation: {
      styles: {
        validation: {
          nameRequired: '请输入款式名称',
          atLeastOne: '值至少为 1',
          customerRequired: '请选择客户',
          productCategoryRequired: '请选择产品类别',
          productTypeRequired: '请选择产品类型',
          customSettingRequired: '请选择自定义设置',
          fillRequiredData: '请填写必填数据',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': '款式 {{id}} 不存在。',
      'Spool.Styles:DuplicateStyleName': '已存在同名款式！',
      'Spool.Styles:StyleNameFixed': '已保存款式的名称不能更改。',
      'Spool.Styles:StyleApproved': '此款式已批准：其数据已冻结。请重新打开后再修改。',
      'Spool.Styles:StyleNotApproved': '此款式尚未批准。',
    },
  },
  ar: {
    translation: {
      styles: {
        validation: {
          nameRequired: 'يُرجى إدخال اسم الموديل',
          atLeastOne: 'يجب أن تكون القيمة 1 على الأقل',
          customerRequired: 'يُرجى اختيار العميل',
          productCategoryRequired: 'يُرجى اختيار فئة المنتج',
          productTypeRequired: 'يُرجى اختيار نوع المنتج',
          customSettingRequired: 'يُرجى اختيار إعداد مخصص',
          fillRequiredData: 'يرجى ملء البيانات المطلوبة',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': 'الموديل {{id}} غير موجود.',
      'Spool.Styles:DuplicateStyleName': 'يوجد موديل بهذا الاسم بالفعل!',
      'Spool.Styles:StyleNameFixed': 'لا يمكن تغيير اسم موديل محفوظ.',
      'Spool.Styles:StyleApproved': 'هذا الموديل معتمد: أرقامه مجمدة. أعد فتحه لتغييره.',
      'Spool.Styles:StyleNotApproved': 'هذا الموديل غير معتمد.',
    },
  },
  tr: {
    translation: {
      styles: {
        validation: {
          nameRequired: 'Lütfen bir model adı girin',
          atLeastOne: 'Değer en az 1 olmalıdır',
          customerRequired: 'Lütfen müşteriyi seçin',
          productCategoryRequired: 'Lütfen ürün kategorisini seçin',
          productTypeRequired: 'Lütfen ürün türünü seçin',
          customSettingRequired: 'Lütfen özel ayarı seçin',
          fillRequiredData: 'Lütfen zorunlu alanları doldurun',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': '{{id}} modeli yok.',
      'Spool.Styles:DuplicateStyleName': 'Bu adla bir model zaten var!',
      'Spool.Styles:StyleNameFixed': 'Kaydedilmiş bir modelin adı değiştirilemez.',
      'Spool.Styles:StyleApproved':
        'Bu model onaylandı: rakamları donduruldu. Değiştirmek için yeniden açın.',
      'Spool.Styles:StyleNotApproved': 'Bu model onaylanmadı.',
    },
  },
  fr: {
    translation: {
      styles: {
        validation: {
          nameRequired: 'Veuillez saisir un nom de modèle',
          atLeastOne: 'La valeur doit être au moins 1',
          customerRequired: 'Veuillez choisir le client',
          productCategoryRequired: 'Veuillez choisir la catégorie de produit',
          productTypeRequired: 'Veuillez choisir le type de produit',
          customSettingRequired: 'Veuillez choisir un paramétrage personnalisé',
          fillRequiredData: 'Veuillez remplir les données obligatoires',
        },
      },
    },
    errors: {
      'Spool.Styles:StyleNotFound': 'Le modèle {{id}} n’existe pas.',
      'Spool.Styles:DuplicateStyleName': 'Un modèle portant ce nom existe déjà !',
      'Spool.Styles:StyleNameFixed': 'Le nom d’un modèle enregistré ne peut pas être modifié.',
      'Spool.Styles:StyleApproved':
        'Ce modèle est approuvé : ses chiffres sont figés. Rouvrez-le pour le modifier.',
      'Spool.Styles:StyleNotApproved': 'Ce modèle n’est pas approuvé.',
    },
  },
});
