import { defineTexts } from '../define-texts.js';

/**
 * Texts of the styles grid's server-side grouping, column filters and multi-row selection
 * in the nine interface languages. Counts are written so that
 * they read right for any number of two or more, without plural forms.
 */
export const styleGridTexts = defineTexts({
  en: {
    translation: {
      styleGrid: {
        group: {
          empty: '(empty)',
          partOnPage: '{{from}}–{{to}} of {{total}} on this page',
        },
        filter: {
          sgcMin: 'Lowest SGC',
          sgcMax: 'Highest SGC',
          orderThreadMin: 'Least order thread',
          orderThreadMax: 'Most order thread',
          createdFrom: 'Created from',
          createdTo: 'Created until',
        },
        selection: {
          label: 'Selected styles: {{count}}',
          oneOnly: 'Select one style to edit or duplicate it.',
          deleteSeveral: 'Delete ({{count}})',
        },
        delete: {
          titleSeveral: 'Delete styles',
          textSeveral: 'Please confirm: are you sure you want to delete these {{count}} styles?',
          listLabel: 'Styles to delete',
          more: 'and {{count}} more',
          noteSeveral: 'Their operations are deleted with them.',
          confirmSeveral: 'Delete {{count}} styles',
          deletedSeveral: '{{count}} styles deleted successfully',
        },
      },
    },
    errors: {},
  },
  es: {
    translation: {
      styleGrid: {
        group: {
          empty: '(vacío)',
          partOnPage: '{{from}}–{{to}} de {{total}} en esta página',
        },
        filter: {
          sgcMin: 'SGC mínimo',
          sgcMax: 'SGC máximo',
          orderThreadMin: 'Hilo del pedido mínimo',
          orderThreadMax: 'Hilo del pedido máximo',
          createdFrom: 'Creado desde',
          createdTo: 'Creado hasta',
        },
        selection: {
          label: 'Modelos seleccionados: {{count}}',
          oneOnly: 'Seleccione un solo modelo para editarlo o duplicarlo.',
          deleteSeveral: 'Eliminar ({{count}})',
        },
        delete: {
          titleSeveral: 'Eliminar modelos',
          textSeveral: 'Confirme: ¿seguro que desea eliminar estos {{count}} modelos?',
          listLabel: 'Modelos que se eliminarán',
          more: 'y {{count}} más',
          noteSeveral: 'Sus operaciones se eliminan con ellos.',
          confirmSeveral: 'Eliminar {{count}} modelos',
          deletedSeveral: '{{count}} modelos eliminados correctamente',
        },
      },
    },
    errors: {},
  },
  fr: {
    translation: {
      styleGrid: {
        group: {
          empty: '(vide)',
          partOnPage: '{{from}}–{{to}} sur {{total}} sur cette page',
        },
        filter: {
          sgcMin: 'SGC minimal',
          sgcMax: 'SGC maximal',
          orderThreadMin: 'Fil de la commande minimal',
          orderThreadMax: 'Fil de la commande maximal',
          createdFrom: 'Créé à partir du',
          createdTo: 'Créé jusqu’au',
        },
        selection: {
          label: 'Modèles sélectionnés : {{count}}',
          oneOnly: 'Sélectionnez un seul modèle pour le modifier ou le dupliquer.',
          deleteSeveral: 'Supprimer ({{count}})',
        },
        delete: {
          titleSeveral: 'Supprimer les modèles',
          textSeveral:
            'Veuillez confirmer : voulez-vous vraiment supprimer ces {{count}} modèles ?',
          listLabel: 'Modèles à supprimer',
          more: 'et {{count}} de plus',
          noteSeveral: 'Leurs opérations sont supprimées avec eux.',
          confirmSeveral: 'Supprimer {{count}} modèles',
          deletedSeveral: '{{count}} modèles supprimés avec succès',
        },
      },
    },
    errors: {},
  },
  pt: {
    translation: {
      styleGrid: {
        group: {
          empty: '(vazio)',
          partOnPage: '{{from}}–{{to}} de {{total}} nesta página',
        },
        filter: {
          sgcMin: 'SGC mínimo',
          sgcMax: 'SGC máximo',
          orderThreadMin: 'Linha do pedido mínima',
          orderThreadMax: 'Linha do pedido máxima',
          createdFrom: 'Criado a partir de',
          createdTo: 'Criado até',
        },
        selection: {
          label: 'Modelos selecionados: {{count}}',
          oneOnly: 'Selecione um único modelo para editá-lo ou duplicá-lo.',
          deleteSeveral: 'Excluir ({{count}})',
        },
        delete: {
          titleSeveral: 'Excluir modelos',
          textSeveral: 'Confirme: tem certeza de que deseja excluir estes {{count}} modelos?',
          listLabel: 'Modelos a excluir',
          more: 'e mais {{count}}',
          noteSeveral: 'As operações deles são excluídas junto.',
          confirmSeveral: 'Excluir {{count}} modelos',
          deletedSeveral: '{{count}} modelos excluídos com sucesso',
        },
      },
    },
    errors: {},
  },
  tr: {
    translation: {
      styleGrid: {
        group: {
          empty: '(boş)',
          partOnPage: 'Bu sayfada {{total}} modelin {{from}}–{{to}} arası',
        },
        filter: {
          sgcMin: 'En düşük SGC',
          sgcMax: 'En yüksek SGC',
          orderThreadMin: 'En az sipariş ipliği',
          orderThreadMax: 'En çok sipariş ipliği',
          createdFrom: 'Oluşturulma başlangıcı',
          createdTo: 'Oluşturulma bitişi',
        },
        selection: {
          label: 'Seçili modeller: {{count}}',
          oneOnly: 'Düzenlemek veya çoğaltmak için tek bir model seçin.',
          deleteSeveral: 'Sil ({{count}})',
        },
        delete: {
          titleSeveral: 'Modelleri sil',
          textSeveral: 'Lütfen onaylayın: bu {{count}} model silinsin mi?',
          listLabel: 'Silinecek modeller',
          more: 've {{count}} model daha',
          noteSeveral: 'Operasyonları da onlarla birlikte silinir.',
          confirmSeveral: '{{count}} modeli sil',
          deletedSeveral: '{{count}} model başarıyla silindi',
        },
      },
    },
    errors: {},
  },
  id: {
    translation: {
      styleGrid: {
        group: {
          empty: '(kosong)',
          partOnPage: '{{from}}–{{to}} dari {{total}} di halaman ini',
        },
        filter: {
          sgcMin: 'SGC terendah',
          sgcMax: 'SGC tertinggi',
          orderThreadMin: 'Benang pesanan terendah',
          orderThreadMax: 'Benang pesanan tertinggi',
          createdFrom: 'Dibuat sejak',
          createdTo: 'Dibuat sampai',
        },
        selection: {
          label: 'Style terpilih: {{count}}',
          oneOnly: 'Pilih satu style untuk mengedit atau menduplikatnya.',
          deleteSeveral: 'Hapus ({{count}})',
        },
        delete: {
          titleSeveral: 'Hapus style',
          textSeveral: 'Konfirmasi: yakin ingin menghapus {{count}} style ini?',
          listLabel: 'Style yang akan dihapus',
          more: 'dan {{count}} lainnya',
          noteSeveral: 'Operasinya ikut terhapus.',
          confirmSeveral: 'Hapus {{count}} style',
          deletedSeveral: '{{count}} style berhasil dihapus',
        },
      },
    },
    errors: {},
  },
  vi: {
    translation: {
      styleGrid: {
        group: {
          empty: '(trống)',
          partOnPage: '{{from}}–{{to}} trên {{total}} ở trang này',
        },
        filter: {
          sgcMin: 'SGC thấp nhất',
          sgcMax: 'SGC cao nhất',
          orderThreadMin: 'Chỉ đơn hàng thấp nhất',
          orderThreadMax: 'Chỉ đơn hàng cao nhất',
          createdFrom: 'Tạo từ ngày',
          createdTo: 'Tạo đến ngày',
        },
        selection: {
          label: 'Mã hàng đã chọn: {{count}}',
          oneOnly: 'Chọn một mã hàng để sửa hoặc nhân bản.',
          deleteSeveral: 'Xóa ({{count}})',
        },
        delete: {
          titleSeveral: 'Xóa các mã hàng',
          textSeveral: 'Vui lòng xác nhận: bạn có chắc muốn xóa {{count}} mã hàng này?',
          listLabel: 'Các mã hàng sẽ bị xóa',
          more: 'và {{count}} mã hàng khác',
          noteSeveral: 'Các công đoạn của chúng cũng bị xóa.',
          confirmSeveral: 'Xóa {{count}} mã hàng',
          deletedSeveral: 'Đã xóa {{count}} mã hàng',
        },
      },
    },
    errors: {},
  },
  zh: {
    translation: {
      styleGrid: {
        group: {
          empty: '（空）',
          partOnPage: '本页显示第 {{from}}–{{to}} 个，共 {{total}} 个',
        },
        filter: {
          sgcMin: '最低 SGC',
          sgcMax: '最高 SGC',
          orderThreadMin: '最少订单用线',
          orderThreadMax: '最多订单用线',
          createdFrom: '创建日期起',
          createdTo: '创建日期止',
        },
        selection: {
          label: '已选款式：{{count}}',
          oneOnly: '只选一个款式才能编辑或复制。',
          deleteSeveral: '删除（{{count}}）',
        },
        delete: {
          titleSeveral: '删除款式',
          textSeveral: '请确认：确定要删除这 {{count}} 个款式吗？',
          listLabel: '将删除的款式',
          more: '以及另外 {{count}} 个',
          noteSeveral: '其工序将一并删除。',
          confirmSeveral: '删除 {{count}} 个款式',
          deletedSeveral: '已删除 {{count}} 个款式',
        },
      },
    },
    errors: {},
  },
  ar: {
    translation: {
      styleGrid: {
        group: {
          empty: '(فارغ)',
          partOnPage: '{{from}}–{{to}} من {{total}} في هذه الصفحة',
        },
        filter: {
          sgcMin: 'أدنى SGC',
          sgcMax: 'أعلى SGC',
          orderThreadMin: 'أقل خيط للطلب',
          orderThreadMax: 'أكثر خيط للطلب',
          createdFrom: 'أُنشئ من',
          createdTo: 'أُنشئ حتى',
        },
        selection: {
          label: 'الموديلات المحددة: {{count}}',
          oneOnly: 'حدّد موديلًا واحدًا لتعديله أو نسخه.',
          deleteSeveral: 'حذف ({{count}})',
        },
        delete: {
          titleSeveral: 'حذف الموديلات',
          textSeveral: 'يرجى التأكيد: هل أنت متأكد من حذف هذه الموديلات (عددها {{count}})؟',
          listLabel: 'الموديلات المراد حذفها',
          more: 'و{{count}} غيرها',
          noteSeveral: 'تُحذف عملياتها معها.',
          confirmSeveral: 'حذف الموديلات ({{count}})',
          deletedSeveral: 'تم حذف الموديلات بنجاح (عددها {{count}})',
        },
      },
    },
    errors: {},
  },
});
