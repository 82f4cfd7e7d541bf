import { defineTexts } from '../define-texts.js';

/**
 * Texts of operations in the nine interface languages: the field messages of the operation
 * form (core-domain spec, section 5; keys of the domain's `operationFormMessages`), the toasts
 * of section 8 (`operations.messages`, for the browser) and the API's error codes.
 */
export const operationsTexts = defineTexts({
  en: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: 'Please Enter Description',
          stitchTypeRequired: 'Please Select Stitch Type',
          seamLengthRequired: 'Please Enter Seam Length',
          machinesRequired: 'Please Enter Machine',
          seamThicknessRequired: 'Please Enter Seam Thickness',
          fillRequiredData: 'Please Fill Required Data',
          selectFromList: 'Error: Please Select From the list',
          componentLinesInconsistent: 'Error in saving operation',
          maxOneDecimal: 'At most 1 decimal.',
        },
        messages: {
          saved: 'Operation Saved Successfully',
          saveFailed: 'Error in saving operation',
          groupMismatch:
            'Error In Saving Operation. Data does not match with the same group operation',
          groupExists: 'Group already exists',
          duplicated: 'Operation Duplicated Successfully',
          duplicateFailed: 'Error in Duplicating Operation',
          deleted: 'Operation deleted successfully',
          threadUpdated: 'Thread Information Updated Successfully',
          editFailed: 'Error In Editing Data',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': 'No rows were pasted.',
      'Spool.Operations:PasteTooManyRows': 'At most {{max}} rows can be pasted at once.',
      'Spool.Operations:PastedCellsWrong':
        'Cells to fix: {{count}}. Nothing was added; check the rows again.',
      'Spool.Operations:OperationNotFound': 'Operation {{id}} does not exist.',
      'Spool.Operations:GroupDataMismatch':
        'Error In Saving Operation. Data does not match with the same group operation',
      'Spool.Operations:SelectFromList': 'Error: Please Select From the list',
      'Spool.Operations:NeedleNameMismatch':
        'The component names do not match the stitch type {{code}}.',
    },
  },
  es: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: 'Introduzca la descripción',
          stitchTypeRequired: 'Seleccione el tipo de puntada',
          seamLengthRequired: 'Introduzca la longitud de costura',
          machinesRequired: 'Introduzca las máquinas',
          seamThicknessRequired: 'Introduzca el grosor de la costura',
          fillRequiredData: 'Complete los datos obligatorios',
          selectFromList: 'Error: seleccione un valor de la lista',
          componentLinesInconsistent: 'Error al guardar la operación',
          maxOneDecimal: 'Como máximo 1 decimal.',
        },
        messages: {
          saved: 'Operación guardada correctamente',
          saveFailed: 'Error al guardar la operación',
          groupMismatch:
            'Error al guardar la operación. Los datos no coinciden con la operación del mismo grupo',
          groupExists: 'El grupo ya existe',
          duplicated: 'Operación duplicada correctamente',
          duplicateFailed: 'Error al duplicar la operación',
          deleted: 'Operación eliminada correctamente',
          threadUpdated: 'Información del hilo actualizada correctamente',
          editFailed: 'Error al editar los datos',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': 'No se pegó ninguna fila.',
      'Spool.Operations:PasteTooManyRows': 'Se pueden pegar como máximo {{max}} filas a la vez.',
      'Spool.Operations:PastedCellsWrong':
        'Celdas por corregir: {{count}}. No se añadió nada; vuelva a comprobar las filas.',
      'Spool.Operations:OperationNotFound': 'La operación {{id}} no existe.',
      'Spool.Operations:GroupDataMismatch':
        'Error al guardar la operación. Los datos no coinciden con la operación del mismo grupo',
      'Spool.Operations:SelectFromList': 'Error: seleccione un valor de la lista',
      'Spool.Operations:NeedleNameMismatch':
        'Los nombres de los componentes no corresponden al tipo de puntada {{code}}.',
    },
  },
  fr: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: 'Veuillez saisir la description',
          stitchTypeRequired: 'Veuillez choisir le type de point',
          seamLengthRequired: 'Veuillez saisir la longueur de couture',
          machinesRequired: 'Veuillez saisir le nombre de machines',
          seamThicknessRequired: 'Veuillez saisir l’épaisseur de la couture',
          fillRequiredData: 'Veuillez remplir les données obligatoires',
          selectFromList: 'Erreur : veuillez choisir dans la liste',
          componentLinesInconsistent: 'Erreur lors de l’enregistrement de l’opération',
          maxOneDecimal: 'Au plus 1 décimale.',
        },
        messages: {
          saved: 'Opération enregistrée',
          saveFailed: 'Erreur lors de l’enregistrement de l’opération',
          groupMismatch:
            'Erreur lors de l’enregistrement de l’opération. Les données ne correspondent pas à l’opération du même groupe',
          groupExists: 'Ce groupe existe déjà',
          duplicated: 'Opération dupliquée',
          duplicateFailed: 'Erreur lors de la duplication de l’opération',
          deleted: 'Opération supprimée',
          threadUpdated: 'Informations du fil mises à jour',
          editFailed: 'Erreur lors de la modification des données',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': 'Aucune ligne n’a été collée.',
      'Spool.Operations:PasteTooManyRows': '{{max}} lignes au plus peuvent être collées à la fois.',
      'Spool.Operations:PastedCellsWrong':
        'Cellules à corriger : {{count}}. Rien n’a été ajouté ; vérifiez à nouveau les lignes.',
      'Spool.Operations:OperationNotFound': 'L’opération {{id}} n’existe pas.',
      'Spool.Operations:GroupDataMismatch':
        'Erreur lors de l’enregistrement de l’opération. Les données ne correspondent pas à l’opération du même groupe',
      'Spool.Operations:SelectFromList': 'Erreur : veuillez choisir dans la liste',
      'Spool.Operations:NeedleNameMismatch':
        'Les noms des composants ne correspondent pas au type de point {{code}}.',
    },
  },
  pt: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: 'Informe a descrição',
          stitchTypeRequired: 'Selecione o tipo de ponto',
          seamLengthRequired: 'Informe o comprimento da costura',
          machinesRequired: 'Informe as máquinas',
          seamThicknessRequired: 'Informe a espessura da costura',
          fillRequiredData: 'Preencha os dados obrigatórios',
          selectFromList: 'Erro: selecione um valor da lista',
          componentLinesInconsistent: 'Erro ao salvar a operação',
          maxOneDecimal: 'No máximo 1 casa decimal.',
        },
        messages: {
          saved: 'Operação salva com sucesso',
          saveFailed: 'Erro ao salvar a operação',
          groupMismatch:
            'Erro ao salvar a operação. Os dados não correspondem à operação do mesmo grupo',
          groupExists: 'O grupo já existe',
          duplicated: 'Operação duplicada com sucesso',
          duplicateFailed: 'Erro ao duplicar a operação',
          deleted: 'Operação excluída com sucesso',
          threadUpdated: 'Informações da linha atualizadas com sucesso',
          editFailed: 'Erro ao editar os dados',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': 'Nenhuma linha foi colada.',
      'Spool.Operations:PasteTooManyRows': 'É possível colar no máximo {{max}} linhas de uma vez.',
      'Spool.Operations:PastedCellsWrong':
        'Células a corrigir: {{count}}. Nada foi incluído; verifique as linhas novamente.',
      'Spool.Operations:OperationNotFound': 'A operação {{id}} não existe.',
      'Spool.Operations:GroupDataMismatch':
        'Erro ao salvar a operação. Os dados não correspondem à operação do mesmo grupo',
      'Spool.Operations:SelectFromList': 'Erro: selecione um valor da lista',
      'Spool.Operations:NeedleNameMismatch':
        'Os nomes dos componentes não correspondem ao tipo de ponto {{code}}.',
    },
  },
  tr: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: 'Lütfen açıklama girin',
          stitchTypeRequired: 'Lütfen dikiş tipini seçin',
          seamLengthRequired: 'Lütfen dikiş uzunluğunu girin',
          machinesRequired: 'Lütfen makine sayısını girin',
          seamThicknessRequired: 'Lütfen dikiş kalınlığını girin',
          fillRequiredData: 'Lütfen zorunlu alanları doldurun',
          selectFromList: 'Hata: Lütfen listeden seçin',
          componentLinesInconsistent: 'Operasyon kaydedilirken hata oluştu',
          maxOneDecimal: 'En fazla 1 ondalık basamak.',
        },
        messages: {
          saved: 'Operasyon başarıyla kaydedildi',
          saveFailed: 'Operasyon kaydedilirken hata oluştu',
          groupMismatch:
            'Operasyon kaydedilirken hata oluştu. Veriler aynı gruptaki operasyonla eşleşmiyor',
          groupExists: 'Grup zaten var',
          duplicated: 'Operasyon başarıyla çoğaltıldı',
          duplicateFailed: 'Operasyon çoğaltılırken hata oluştu',
          deleted: 'Operasyon başarıyla silindi',
          threadUpdated: 'İplik bilgileri başarıyla güncellendi',
          editFailed: 'Veriler düzenlenirken hata oluştu',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': 'Hiç satır yapıştırılmadı.',
      'Spool.Operations:PasteTooManyRows': 'Bir seferde en fazla {{max}} satır yapıştırılabilir.',
      'Spool.Operations:PastedCellsWrong':
        'Düzeltilecek hücre: {{count}}. Hiçbir şey eklenmedi; satırları yeniden denetleyin.',
      'Spool.Operations:OperationNotFound': '{{id}} numaralı operasyon yok.',
      'Spool.Operations:GroupDataMismatch':
        'Operasyon kaydedilirken hata oluştu. Veriler aynı gruptaki operasyonla eşleşmiyor',
      'Spool.Operations:SelectFromList': 'Hata: Lütfen listeden seçin',
      'Spool.Operations:NeedleNameMismatch': 'Bileşen adları {{code}} dikiş tipiyle eşleşmiyor.',
    },
  },
  id: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: 'Masukkan deskripsi',
          stitchTypeRequired: 'Pilih jenis jahitan',
          seamLengthRequired: 'Masukkan panjang jahitan',
          machinesRequired: 'Masukkan jumlah mesin',
          seamThicknessRequired: 'Masukkan ketebalan jahitan',
          fillRequiredData: 'Lengkapi data yang wajib diisi',
          selectFromList: 'Error: Pilih dari daftar',
          componentLinesInconsistent: 'Gagal menyimpan operasi',
          maxOneDecimal: 'Maksimal 1 angka desimal.',
        },
        messages: {
          saved: 'Operasi berhasil disimpan',
          saveFailed: 'Gagal menyimpan operasi',
          groupMismatch:
            'Gagal menyimpan operasi. Data tidak sesuai dengan operasi pada grup yang sama',
          groupExists: 'Grup sudah ada',
          duplicated: 'Operasi berhasil diduplikasi',
          duplicateFailed: 'Gagal menduplikasi operasi',
          deleted: 'Operasi berhasil dihapus',
          threadUpdated: 'Informasi benang berhasil diperbarui',
          editFailed: 'Gagal mengubah data',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': 'Tidak ada baris yang ditempel.',
      'Spool.Operations:PasteTooManyRows': 'Paling banyak {{max}} baris dapat ditempel sekaligus.',
      'Spool.Operations:PastedCellsWrong':
        'Sel yang harus diperbaiki: {{count}}. Tidak ada yang ditambahkan; periksa baris lagi.',
      'Spool.Operations:OperationNotFound': 'Operasi {{id}} tidak ada.',
      'Spool.Operations:GroupDataMismatch':
        'Gagal menyimpan operasi. Data tidak sesuai dengan operasi pada grup yang sama',
      'Spool.Operations:SelectFromList': 'Error: Pilih dari daftar',
      'Spool.Operations:NeedleNameMismatch':
        'Nama komponen tidak sesuai dengan jenis jahitan {{code}}.',
    },
  },
  vi: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: 'Vui lòng nhập mô tả',
          stitchTypeRequired: 'Vui lòng chọn loại mũi may',
          seamLengthRequired: 'Vui lòng nhập chiều dài đường may',
          machinesRequired: 'Vui lòng nhập số máy',
          seamThicknessRequired: 'Vui lòng nhập độ dày đường may',
          fillRequiredData: 'Vui lòng điền dữ liệu bắt buộc',
          selectFromList: 'Lỗi: Vui lòng chọn từ danh sách',
          componentLinesInconsistent: 'Lỗi khi lưu công đoạn',
          maxOneDecimal: 'Tối đa 1 chữ số thập phân.',
        },
        messages: {
          saved: 'Đã lưu công đoạn thành công',
          saveFailed: 'Lỗi khi lưu công đoạn',
          groupMismatch: 'Lỗi khi lưu công đoạn. Dữ liệu không khớp với công đoạn cùng nhóm',
          groupExists: 'Nhóm đã tồn tại',
          duplicated: 'Đã nhân bản công đoạn thành công',
          duplicateFailed: 'Lỗi khi nhân bản công đoạn',
          deleted: 'Đã xóa công đoạn thành công',
          threadUpdated: 'Đã cập nhật thông tin chỉ thành công',
          editFailed: 'Lỗi khi chỉnh sửa dữ liệu',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': 'Chưa dán dòng nào.',
      'Spool.Operations:PasteTooManyRows': 'Mỗi lần chỉ dán được tối đa {{max}} dòng.',
      'Spool.Operations:PastedCellsWrong':
        'Số ô cần sửa: {{count}}. Chưa thêm gì; hãy kiểm tra lại các dòng.',
      'Spool.Operations:OperationNotFound': 'Công đoạn {{id}} không tồn tại.',
      'Spool.Operations:GroupDataMismatch':
        'Lỗi khi lưu công đoạn. Dữ liệu không khớp với công đoạn cùng nhóm',
      'Spool.Operations:SelectFromList': 'Lỗi: Vui lòng chọn từ danh sách',
      'Spool.Operations:NeedleNameMismatch': 'Tên thành phần không khớp với loại mũi may {{code}}.',
    },
  },
  zh: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: '请输入描述',
          stitchTypeRequired: '请选择线迹类型',
          seamLengthRequired: '请输入缝线长度',
          machinesRequired: '请输入机台数',
          seamThicknessRequired: '请输入缝料厚度',
          fillRequiredData: '请填写必填数据',
          selectFromList: '错误：请从列表中选择',
          componentLinesInconsistent: '保存工序时出错',
          maxOneDecimal: '最多 1 位小数。',
        },
        messages: {
          saved: '工序已保存',
          saveFailed: '保存工序时出错',
          groupMismatch: '保存工序时出错。数据与同组工序不一致',
          groupExists: '该组已存在',
          duplicated: '工序已复制',
          duplicateFailed: '复制工序时出错',
          deleted: '工序已删除',
          threadUpdated: '缝线信息已更新',
          editFailed: '编辑数据时出错',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': '没有粘贴任何行。',
      'Spool.Operations:PasteTooManyRows': '一次最多可粘贴 {{max}} 行。',
      'Spool.Operations:PastedCellsWrong':
        '需要修正的单元格：{{count}}。未添加任何内容；请重新检查这些行。',
      'Spool.Operations:OperationNotFound': '工序 {{id}} 不存在。',
      'Spool.Operations:GroupDataMismatch': '保存工序时出错。数据与同组工序不一致',
      'Spool.Operations:SelectFromList': '错误：请从列表中选择',
      'Spool.Operations:NeedleNameMismatch': '组件名称与线迹类型 {{code}} 不符。',
    },
  },
  ar: {
    translation: {
      operations: {
        validation: {
          descriptionRequired: 'يرجى إدخال الوصف',
          stitchTypeRequired: 'يرجى اختيار نوع الغرزة',
          seamLengthRequired: 'يرجى إدخال طول الدرزة',
          machinesRequired: 'يرجى إدخال عدد الآلات',
          seamThicknessRequired: 'يرجى إدخال سماكة الدرزة',
          fillRequiredData: 'يرجى ملء البيانات المطلوبة',
          selectFromList: 'خطأ: يرجى الاختيار من القائمة',
          componentLinesInconsistent: 'خطأ في حفظ العملية',
          maxOneDecimal: 'منزلة عشرية واحدة على الأكثر.',
        },
        messages: {
          saved: 'تم حفظ العملية بنجاح',
          saveFailed: 'خطأ في حفظ العملية',
          groupMismatch: 'خطأ في حفظ العملية. البيانات لا تطابق عملية المجموعة نفسها',
          groupExists: 'المجموعة موجودة بالفعل',
          duplicated: 'تم تكرار العملية بنجاح',
          duplicateFailed: 'خطأ في تكرار العملية',
          deleted: 'تم حذف العملية بنجاح',
          threadUpdated: 'تم تحديث معلومات الخيط بنجاح',
          editFailed: 'خطأ في تعديل البيانات',
        },
      },
    },
    errors: {
      'Spool.Operations:PasteEmpty': 'لم يُلصق أي صف.',
      'Spool.Operations:PasteTooManyRows': 'يمكن لصق {{max}} صف على الأكثر في المرة الواحدة.',
      'Spool.Operations:PastedCellsWrong':
        'خلايا يجب تصحيحها: {{count}}. لم يُضف شيء؛ افحص الصفوف مرة أخرى.',
      'Spool.Operations:OperationNotFound': 'العملية {{id}} غير موجودة.',
      'Spool.Operations:GroupDataMismatch':
        'خطأ في حفظ العملية. البيانات لا تطابق عملية المجموعة نفسها',
      'Spool.Operations:SelectFromList': 'خطأ: يرجى الاختيار من القائمة',
      'Spool.Operations:NeedleNameMismatch': 'أسماء المكونات لا تطابق نوع الغرزة {{code}}.',
    },
  },
});
