import { defineTexts } from '../define-texts.js';

/** Texts of a style's picture in the nine interface languages. */
export const stylePictureTexts = defineTexts({
  en: {
    translation: {
      stylePicture: {
        add: 'Add picture',
        replace: 'Replace picture',
        remove: 'Remove picture',
        actions: 'Picture of the style',
        alt: 'Picture of {{name}}',
        hint: 'Drop a PNG or JPEG here, or choose one: at most 3,000,000 bytes.',
        menuHint:
          'PNG or JPEG, at most 3,000,000 bytes. You can also drop a file on the picture’s frame.',
        uploading: 'Saving the picture…',
        saved: 'Picture saved.',
        removed: 'Picture removed.',
        failed: 'The picture could not be saved.',
        confirmRemove: {
          title: 'Remove the picture?',
          text: 'The style’s window and its reports no longer show it.',
          remove: 'Remove',
          keep: 'Keep',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted':
        'The picture must be a PNG or JPEG file of at most 3,000,000 bytes.',
      'Spool.Styles:PictureTooLarge':
        'The picture must be a PNG or JPEG file of at most 3,000,000 bytes.',
      'Spool.Styles:PictureTooManyPixels':
        'The picture has too many pixels: at most 25 megapixels (5,000 × 5,000).',
      'Spool.Styles:PictureNotFound': 'This style has no picture.',
    },
  },
  es: {
    translation: {
      stylePicture: {
        add: 'Añadir imagen',
        replace: 'Reemplazar imagen',
        remove: 'Quitar imagen',
        actions: 'Imagen del modelo',
        alt: 'Imagen de {{name}}',
        hint: 'Suelte aquí un PNG o JPEG, o elija uno: como máximo 3.000.000 bytes.',
        menuHint:
          'PNG o JPEG, como máximo 3.000.000 bytes. También puede soltar un archivo sobre el marco de la imagen.',
        uploading: 'Guardando la imagen…',
        saved: 'Imagen guardada.',
        removed: 'Imagen quitada.',
        failed: 'No se pudo guardar la imagen.',
        confirmRemove: {
          title: '¿Quitar la imagen?',
          text: 'La ventana del modelo y sus informes dejarán de mostrarla.',
          remove: 'Quitar',
          keep: 'Conservar',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted':
        'La imagen debe ser un archivo PNG o JPEG de como máximo 3.000.000 bytes.',
      'Spool.Styles:PictureTooLarge':
        'La imagen debe ser un archivo PNG o JPEG de como máximo 3.000.000 bytes.',
      'Spool.Styles:PictureTooManyPixels':
        'La imagen tiene demasiados píxeles: como máximo 25 megapíxeles (5.000 × 5.000).',
      'Spool.Styles:PictureNotFound': 'Este modelo no tiene imagen.',
    },
  },
  id: {
    translation: {
      stylePicture: {
        add: 'Tambah gambar',
        replace: 'Ganti gambar',
        remove: 'Hapus gambar',
        actions: 'Gambar style',
        alt: 'Gambar {{name}}',
        hint: 'Letakkan PNG atau JPEG di sini, atau pilih satu: paling besar 3.000.000 byte.',
        menuHint:
          'PNG atau JPEG, paling besar 3.000.000 byte. Anda juga dapat meletakkan berkas pada bingkai gambar.',
        uploading: 'Menyimpan gambar…',
        saved: 'Gambar disimpan.',
        removed: 'Gambar dihapus.',
        failed: 'Gambar tidak dapat disimpan.',
        confirmRemove: {
          title: 'Hapus gambar?',
          text: 'Jendela style dan laporannya tidak lagi menampilkannya.',
          remove: 'Hapus',
          keep: 'Simpan',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted':
        'Gambar harus berupa berkas PNG atau JPEG paling besar 3.000.000 byte.',
      'Spool.Styles:PictureTooLarge':
        'Gambar harus berupa berkas PNG atau JPEG paling besar 3.000.000 byte.',
      'Spool.Styles:PictureTooManyPixels':
        'Gambar memiliki terlalu banyak piksel: paling banyak 25 megapiksel (5.000 × 5.000).',
      'Spool.Styles:PictureNotFound': 'Style ini tidak memiliki gambar.',
    },
  },
  pt: {
    translation: {
      stylePicture: {
        add: 'Adicionar imagem',
        replace: 'Substituir imagem',
        remove: 'Remover imagem',
        actions: 'Imagem do modelo',
        alt: 'Imagem de {{name}}',
        hint: 'Solte aqui um PNG ou JPEG, ou escolha um: no máximo 3.000.000 bytes.',
        menuHint:
          'PNG ou JPEG, no máximo 3.000.000 bytes. Você também pode soltar um arquivo na moldura da imagem.',
        uploading: 'Salvando a imagem…',
        saved: 'Imagem salva.',
        removed: 'Imagem removida.',
        failed: 'Não foi possível salvar a imagem.',
        confirmRemove: {
          title: 'Remover a imagem?',
          text: 'A janela do modelo e seus relatórios deixam de mostrá-la.',
          remove: 'Remover',
          keep: 'Manter',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted':
        'A imagem deve ser um arquivo PNG ou JPEG de no máximo 3.000.000 bytes.',
      'Spool.Styles:PictureTooLarge':
        'A imagem deve ser um arquivo PNG ou JPEG de no máximo 3.000.000 bytes.',
      'Spool.Styles:PictureTooManyPixels':
        'A imagem tem pixels demais: no máximo 25 megapixels (5.000 × 5.000).',
      'Spool.Styles:PictureNotFound': 'Este modelo não tem imagem.',
    },
  },
  vi: {
    translation: {
      stylePicture: {
        add: 'Thêm hình',
        replace: 'Thay hình',
        remove: 'Xóa hình',
        actions: 'Hình của mã hàng',
        alt: 'Hình của {{name}}',
        hint: 'Thả tệp PNG hoặc JPEG vào đây, hoặc chọn một tệp: tối đa 3.000.000 byte.',
        menuHint: 'PNG hoặc JPEG, tối đa 3.000.000 byte. Bạn cũng có thể thả tệp vào khung hình.',
        uploading: 'Đang lưu hình…',
        saved: 'Đã lưu hình.',
        removed: 'Đã xóa hình.',
        failed: 'Không lưu được hình.',
        confirmRemove: {
          title: 'Xóa hình?',
          text: 'Cửa sổ mã hàng và các báo cáo sẽ không hiển thị hình nữa.',
          remove: 'Xóa',
          keep: 'Giữ lại',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted': 'Hình phải là tệp PNG hoặc JPEG, tối đa 3.000.000 byte.',
      'Spool.Styles:PictureTooLarge': 'Hình phải là tệp PNG hoặc JPEG, tối đa 3.000.000 byte.',
      'Spool.Styles:PictureTooManyPixels':
        'Hình có quá nhiều điểm ảnh: tối đa 25 megapixel (5.000 × 5.000).',
      'Spool.Styles:PictureNotFound': 'Mã hàng này không có hình.',
    },
  },
  zh: {
    translation: {
      stylePicture: {
        add: '添加图片',
        replace: '更换图片',
        remove: '删除图片',
        actions: '款式图片',
        alt: '{{name}} 的图片',
        hint: '将 PNG 或 JPEG 拖放到此处，或选择一个文件：最多 3,000,000 字节。',
        menuHint: 'PNG 或 JPEG，最多 3,000,000 字节。也可以将文件拖放到图片框上。',
        uploading: '正在保存图片…',
        saved: '图片已保存。',
        removed: '图片已删除。',
        failed: '无法保存图片。',
        confirmRemove: {
          title: '删除图片？',
          text: '款式窗口及其报告将不再显示此图片。',
          remove: '删除',
          keep: '保留',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted': '图片必须是不超过 3,000,000 字节的 PNG 或 JPEG 文件。',
      'Spool.Styles:PictureTooLarge': '图片必须是不超过 3,000,000 字节的 PNG 或 JPEG 文件。',
      'Spool.Styles:PictureTooManyPixels': '图片像素过多：最多 2500 万像素（5,000 × 5,000）。',
      'Spool.Styles:PictureNotFound': '此款式没有图片。',
    },
  },
  ar: {
    translation: {
      stylePicture: {
        add: 'إضافة صورة',
        replace: 'استبدال الصورة',
        remove: 'إزالة الصورة',
        actions: 'صورة الطراز',
        alt: 'صورة {{name}}',
        hint: 'أفلت ملف PNG أو JPEG هنا، أو اختر ملفًا: 3,000,000 بايت على الأكثر.',
        menuHint: 'PNG أو JPEG، بحد أقصى 3,000,000 بايت. يمكنك أيضًا إفلات ملف على إطار الصورة.',
        uploading: 'جارٍ حفظ الصورة…',
        saved: 'تم حفظ الصورة.',
        removed: 'تمت إزالة الصورة.',
        failed: 'تعذّر حفظ الصورة.',
        confirmRemove: {
          title: 'إزالة الصورة؟',
          text: 'لن تظهر بعد الآن في نافذة الطراز ولا في تقاريره.',
          remove: 'إزالة',
          keep: 'إبقاء',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted':
        'يجب أن تكون الصورة ملف PNG أو JPEG لا يتجاوز 3,000,000 بايت.',
      'Spool.Styles:PictureTooLarge':
        'يجب أن تكون الصورة ملف PNG أو JPEG لا يتجاوز 3,000,000 بايت.',
      'Spool.Styles:PictureTooManyPixels':
        'الصورة تحتوي على عدد كبير جدًا من البكسلات: 25 ميغابكسل على الأكثر (5,000 × 5,000).',
      'Spool.Styles:PictureNotFound': 'لا توجد صورة لهذا الطراز.',
    },
  },
  tr: {
    translation: {
      stylePicture: {
        add: 'Resim ekle',
        replace: 'Resmi değiştir',
        remove: 'Resmi kaldır',
        actions: 'Modelin resmi',
        alt: '{{name}} resmi',
        hint: 'Buraya bir PNG veya JPEG bırakın ya da seçin: en fazla 3.000.000 bayt.',
        menuHint:
          'PNG veya JPEG, en fazla 3.000.000 bayt. Bir dosyayı resim çerçevesine de bırakabilirsiniz.',
        uploading: 'Resim kaydediliyor…',
        saved: 'Resim kaydedildi.',
        removed: 'Resim kaldırıldı.',
        failed: 'Resim kaydedilemedi.',
        confirmRemove: {
          title: 'Resim kaldırılsın mı?',
          text: 'Model penceresi ve raporları artık onu göstermez.',
          remove: 'Kaldır',
          keep: 'Koru',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted':
        'Resim en fazla 3.000.000 baytlık bir PNG veya JPEG dosyası olmalıdır.',
      'Spool.Styles:PictureTooLarge':
        'Resim en fazla 3.000.000 baytlık bir PNG veya JPEG dosyası olmalıdır.',
      'Spool.Styles:PictureTooManyPixels':
        'Resimde çok fazla piksel var: en fazla 25 megapiksel (5.000 × 5.000).',
      'Spool.Styles:PictureNotFound': 'Bu modelin resmi yok.',
    },
  },
  fr: {
    translation: {
      stylePicture: {
        add: 'Ajouter une image',
        replace: 'Remplacer l’image',
        remove: 'Retirer l’image',
        actions: 'Image du modèle',
        alt: 'Image de {{name}}',
        hint: 'Déposez ici un PNG ou un JPEG, ou choisissez-en un : 3 000 000 octets au plus.',
        menuHint:
          'PNG ou JPEG, 3 000 000 octets au plus. Vous pouvez aussi déposer un fichier sur le cadre de l’image.',
        uploading: 'Enregistrement de l’image…',
        saved: 'Image enregistrée.',
        removed: 'Image retirée.',
        failed: 'L’image n’a pas pu être enregistrée.',
        confirmRemove: {
          title: 'Retirer l’image ?',
          text: 'La fenêtre du modèle et ses rapports ne l’afficheront plus.',
          remove: 'Retirer',
          keep: 'Garder',
        },
      },
    },
    errors: {
      'Spool.Styles:PictureNotAccepted':
        'L’image doit être un fichier PNG ou JPEG de 3 000 000 octets au plus.',
      'Spool.Styles:PictureTooLarge':
        'L’image doit être un fichier PNG ou JPEG de 3 000 000 octets au plus.',
      'Spool.Styles:PictureTooManyPixels':
        'L’image a trop de pixels : 25 mégapixels au plus (5 000 × 5 000).',
      'Spool.Styles:PictureNotFound': 'Ce modèle n’a pas d’image.',
    },
  },
});
