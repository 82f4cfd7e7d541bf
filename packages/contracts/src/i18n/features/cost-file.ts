import { defineTexts } from '../define-texts.js';

/**
 * Texts of the cost file in the nine interface languages: the panel, the columns of the
 * spreadsheet (also the header names an upload may carry, in any of these languages), the
 * comments of marked cells, and the errors of an upload.
 */
export const costFileTexts = defineTexts({
  en: {
    translation: {
      costFile: {
        title: 'Cost file',
        intro:
          'The price of one cone per brand, article, colour group and package size, in {{currency}}. An upload replaces all prices; rows without a price are left out.',
        uploadHint: '.xlsx, at most 5 MB and 20,000 rows.',
        sheetName: 'Cost file',
        table: {
          name: 'Name',
          lastUpdated: 'Last updated',
          action: 'Action',
          noFile: 'No cost file uploaded yet',
          column: 'Column {{number}}',
        },
        actions: {
          download: 'Download cost data',
          template: 'Download blank template',
          upload: 'Choose file',
          uploading: 'Uploading…',
          downloadMarked: 'Download the marked file',
          chooseFileLabel: 'Choose a cost file (.xlsx) to upload',
        },
        columns: {
          brand: 'Brand',
          article: 'Article',
          colourGroup: 'Colour group',
          packageSize: 'Package size (m)',
          unit: 'Unit',
          price: 'Price ({{currency}})',
        },
        colourGroupNames: {
          C: 'Colors',
          B: 'Black',
          N: 'Naturals',
          U: 'Unbleached',
          W: 'Whites',
        },
        prices: {
          title: 'Current prices',
          empty: 'No prices yet. Download the blank template, fill in the prices and upload it.',
          anyArticle: 'Any article',
        },
        result: {
          saved: 'Data Saved Successfully',
          hasErrors: 'There are Some Errors in the sheet please check',
          formatInvalid: 'Upload format is not valid',
          errorsTitle: 'The file was not saved',
          errorsText:
            'Cells to fix: {{count}}. Download the marked file, correct the cells filled in red (each has a comment) and upload it again.',
          cellIssue: 'Row {{row}}, {{column}}: {{comment}}',
          moreIssues: 'Other cells to fix: {{count}}.',
        },
        sheet: {
          incorrectColumn: 'Incorrect column. Expected column named "{{name}}".',
          unexpectedColumn: 'Incorrect column. Expected no column after "{{name}}".',
          required: 'Should not be empty.',
          brandNotFound: 'Thread brand not found.',
          articleTooLong: 'Length cannot exceed {{max}} characters.',
          articleShared: 'Two brands or two package sizes cannot share an article value.',
          articleNotFound: 'This article is not a thread of this brand.',
          colourGroupInvalid: 'Colour group invalid. Use C, B, N, U or W.',
          packageSizeInvalid: 'Package size invalid. Enter the length in metres.',
          unitInvalid: 'Unit invalid. Use m or yd.',
          priceInvalid: 'The price must be a positive number with at most {{decimals}} decimals.',
          duplicateRow:
            'This brand, article, colour group and package size already has a price in row {{row}}.',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        'This file is not an Excel workbook (.xlsx). Please make sure that you are using the right template for cost file upload.',
      'Spool.Settings:CostFileTooLarge': 'The file is larger than {{maxMb}} MB.',
      'Spool.Settings:CostFileTooManyRows': 'The sheet has more than {{max}} rows.',
      'Spool.Settings:CostFileFormatInvalid': 'Upload format is not valid',
      'Spool.Settings:CostFileEmpty':
        'The sheet has no prices. Fill in at least one price and upload it again.',
    },
  },
  es: {
    translation: {
      costFile: {
        title: 'Archivo de costos',
        intro:
          'El precio de un cono por marca, artículo, grupo de color y tamaño de cono, en {{currency}}. Una carga reemplaza todos los precios; las filas sin precio se omiten.',
        uploadHint: '.xlsx, como máximo 5 MB y 20.000 filas.',
        sheetName: 'Archivo de costos',
        table: {
          name: 'Nombre',
          lastUpdated: 'Última actualización',
          action: 'Acción',
          noFile: 'Aún no se ha cargado ningún archivo de costos',
          column: 'Columna {{number}}',
        },
        actions: {
          download: 'Descargar datos de costos',
          template: 'Descargar plantilla en blanco',
          upload: 'Elegir archivo',
          uploading: 'Cargando…',
          downloadMarked: 'Descargar el archivo marcado',
          chooseFileLabel: 'Elegir un archivo de costos (.xlsx) para cargar',
        },
        columns: {
          brand: 'Marca',
          article: 'Artículo',
          colourGroup: 'Grupo de color',
          packageSize: 'Tamaño del cono (m)',
          unit: 'Unidad',
          price: 'Precio ({{currency}})',
        },
        colourGroupNames: {
          C: 'Colores',
          B: 'Negro',
          N: 'Naturales',
          U: 'Crudos',
          W: 'Blancos',
        },
        prices: {
          title: 'Precios actuales',
          empty:
            'Aún no hay precios. Descargue la plantilla en blanco, complete los precios y cárguela.',
          anyArticle: 'Cualquier artículo',
        },
        result: {
          saved: 'Datos guardados correctamente',
          hasErrors: 'Hay algunos errores en la hoja, revísela',
          formatInvalid: 'El formato de carga no es válido',
          errorsTitle: 'El archivo no se guardó',
          errorsText:
            'Celdas por corregir: {{count}}. Descargue el archivo marcado, corrija las celdas en rojo (cada una tiene un comentario) y vuelva a cargarlo.',
          cellIssue: 'Fila {{row}}, {{column}}: {{comment}}',
          moreIssues: 'Otras celdas por corregir: {{count}}.',
        },
        sheet: {
          incorrectColumn: 'Columna incorrecta. Se esperaba la columna "{{name}}".',
          unexpectedColumn:
            'Columna incorrecta. No se esperaba ninguna columna después de "{{name}}".',
          required: 'No debe estar vacía.',
          brandNotFound: 'No se encontró la marca de hilo.',
          articleTooLong: 'La longitud no puede superar {{max}} caracteres.',
          articleShared: 'Dos marcas o dos tamaños de cono no pueden compartir un mismo artículo.',
          articleNotFound: 'Este artículo no es un hilo de esta marca.',
          colourGroupInvalid: 'Grupo de color no válido. Use C, B, N, U o W.',
          packageSizeInvalid: 'Tamaño de cono no válido. Indique la longitud en metros.',
          unitInvalid: 'Unidad no válida. Use m o yd.',
          priceInvalid:
            'El precio debe ser un número positivo con {{decimals}} decimales como máximo.',
          duplicateRow:
            'Esta marca, artículo, grupo de color y tamaño de cono ya tiene precio en la fila {{row}}.',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        'Este archivo no es un libro de Excel (.xlsx). Asegúrese de usar la plantilla correcta para cargar el archivo de costos.',
      'Spool.Settings:CostFileTooLarge': 'El archivo supera los {{maxMb}} MB.',
      'Spool.Settings:CostFileTooManyRows': 'La hoja tiene más de {{max}} filas.',
      'Spool.Settings:CostFileFormatInvalid': 'El formato de carga no es válido',
      'Spool.Settings:CostFileEmpty':
        'La hoja no tiene precios. Complete al menos un precio y vuelva a cargarla.',
    },
  },
  id: {
    translation: {
      costFile: {
        title: 'File biaya',
        intro:
          'Harga satu cone per merek, artikel, kelompok warna, dan ukuran cone, dalam {{currency}}. Unggahan menggantikan semua harga; baris tanpa harga dilewati.',
        uploadHint: '.xlsx, paling besar 5 MB dan 20.000 baris.',
        sheetName: 'File biaya',
        table: {
          name: 'Nama',
          lastUpdated: 'Terakhir diperbarui',
          action: 'Tindakan',
          noFile: 'Belum ada file biaya yang diunggah',
          column: 'Kolom {{number}}',
        },
        actions: {
          download: 'Unduh data biaya',
          template: 'Unduh templat kosong',
          upload: 'Pilih file',
          uploading: 'Mengunggah…',
          downloadMarked: 'Unduh file yang ditandai',
          chooseFileLabel: 'Pilih file biaya (.xlsx) untuk diunggah',
        },
        columns: {
          brand: 'Merek',
          article: 'Artikel',
          colourGroup: 'Kelompok warna',
          packageSize: 'Ukuran cone (m)',
          unit: 'Satuan',
          price: 'Harga ({{currency}})',
        },
        colourGroupNames: {
          C: 'Warna',
          B: 'Hitam',
          N: 'Natural',
          U: 'Belum dikelantang',
          W: 'Putih',
        },
        prices: {
          title: 'Harga saat ini',
          empty: 'Belum ada harga. Unduh templat kosong, isi harganya, lalu unggah.',
          anyArticle: 'Semua artikel',
        },
        result: {
          saved: 'Data berhasil disimpan',
          hasErrors: 'Ada beberapa kesalahan di lembar kerja, silakan periksa',
          formatInvalid: 'Format unggahan tidak valid',
          errorsTitle: 'File tidak disimpan',
          errorsText:
            'Sel yang perlu diperbaiki: {{count}}. Unduh file yang ditandai, perbaiki sel berwarna merah (masing-masing memiliki komentar), lalu unggah lagi.',
          cellIssue: 'Baris {{row}}, {{column}}: {{comment}}',
          moreIssues: 'Sel lain yang perlu diperbaiki: {{count}}.',
        },
        sheet: {
          incorrectColumn: 'Kolom salah. Kolom yang diharapkan bernama "{{name}}".',
          unexpectedColumn: 'Kolom salah. Tidak boleh ada kolom setelah "{{name}}".',
          required: 'Tidak boleh kosong.',
          brandNotFound: 'Merek benang tidak ditemukan.',
          articleTooLong: 'Panjang tidak boleh lebih dari {{max}} karakter.',
          articleShared:
            'Dua merek atau dua ukuran cone tidak boleh memakai nilai artikel yang sama.',
          articleNotFound: 'Artikel ini bukan benang dari merek ini.',
          colourGroupInvalid: 'Kelompok warna tidak valid. Gunakan C, B, N, U, atau W.',
          packageSizeInvalid: 'Ukuran cone tidak valid. Masukkan panjang dalam meter.',
          unitInvalid: 'Satuan tidak valid. Gunakan m atau yd.',
          priceInvalid:
            'Harga harus berupa angka positif dengan paling banyak {{decimals}} desimal.',
          duplicateRow:
            'Merek, artikel, kelompok warna, dan ukuran cone ini sudah memiliki harga di baris {{row}}.',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        'File ini bukan buku kerja Excel (.xlsx). Pastikan Anda memakai templat yang benar untuk mengunggah file biaya.',
      'Spool.Settings:CostFileTooLarge': 'File lebih besar dari {{maxMb}} MB.',
      'Spool.Settings:CostFileTooManyRows': 'Lembar kerja memiliki lebih dari {{max}} baris.',
      'Spool.Settings:CostFileFormatInvalid': 'Format unggahan tidak valid',
      'Spool.Settings:CostFileEmpty':
        'Lembar kerja tidak berisi harga. Isi paling sedikit satu harga lalu unggah lagi.',
    },
  },
  pt: {
    translation: {
      costFile: {
        title: 'Arquivo de custos',
        intro:
          'O preço de um cone por marca, artigo, grupo de cor e tamanho do cone, em {{currency}}. Um envio substitui todos os preços; as linhas sem preço são ignoradas.',
        uploadHint: '.xlsx, no máximo 5 MB e 20.000 linhas.',
        sheetName: 'Arquivo de custos',
        table: {
          name: 'Nome',
          lastUpdated: 'Última atualização',
          action: 'Ação',
          noFile: 'Nenhum arquivo de custos enviado ainda',
          column: 'Coluna {{number}}',
        },
        actions: {
          download: 'Baixar dados de custos',
          template: 'Baixar modelo em branco',
          upload: 'Escolher arquivo',
          uploading: 'Enviando…',
          downloadMarked: 'Baixar o arquivo marcado',
          chooseFileLabel: 'Escolher um arquivo de custos (.xlsx) para enviar',
        },
        columns: {
          brand: 'Marca',
          article: 'Artigo',
          colourGroup: 'Grupo de cor',
          packageSize: 'Tamanho do cone (m)',
          unit: 'Unidade',
          price: 'Preço ({{currency}})',
        },
        colourGroupNames: {
          C: 'Cores',
          B: 'Preto',
          N: 'Naturais',
          U: 'Crus',
          W: 'Brancos',
        },
        prices: {
          title: 'Preços atuais',
          empty: 'Ainda não há preços. Baixe o modelo em branco, preencha os preços e envie-o.',
          anyArticle: 'Qualquer artigo',
        },
        result: {
          saved: 'Dados salvos com sucesso',
          hasErrors: 'Há alguns erros na planilha, verifique',
          formatInvalid: 'O formato do envio não é válido',
          errorsTitle: 'O arquivo não foi salvo',
          errorsText:
            'Células a corrigir: {{count}}. Baixe o arquivo marcado, corrija as células em vermelho (cada uma tem um comentário) e envie-o novamente.',
          cellIssue: 'Linha {{row}}, {{column}}: {{comment}}',
          moreIssues: 'Outras células a corrigir: {{count}}.',
        },
        sheet: {
          incorrectColumn: 'Coluna incorreta. Era esperada a coluna "{{name}}".',
          unexpectedColumn:
            'Coluna incorreta. Não era esperada nenhuma coluna depois de "{{name}}".',
          required: 'Não pode ficar vazia.',
          brandNotFound: 'Marca de linha não encontrada.',
          articleTooLong: 'O comprimento não pode passar de {{max}} caracteres.',
          articleShared:
            'Duas marcas ou dois tamanhos de cone não podem compartilhar o mesmo artigo.',
          articleNotFound: 'Este artigo não é uma linha desta marca.',
          colourGroupInvalid: 'Grupo de cor inválido. Use C, B, N, U ou W.',
          packageSizeInvalid: 'Tamanho do cone inválido. Informe o comprimento em metros.',
          unitInvalid: 'Unidade inválida. Use m ou yd.',
          priceInvalid:
            'O preço deve ser um número positivo com no máximo {{decimals}} casas decimais.',
          duplicateRow:
            'Esta marca, artigo, grupo de cor e tamanho do cone já têm preço na linha {{row}}.',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        'Este arquivo não é uma pasta de trabalho do Excel (.xlsx). Verifique se está usando o modelo correto para enviar o arquivo de custos.',
      'Spool.Settings:CostFileTooLarge': 'O arquivo é maior que {{maxMb}} MB.',
      'Spool.Settings:CostFileTooManyRows': 'A planilha tem mais de {{max}} linhas.',
      'Spool.Settings:CostFileFormatInvalid': 'O formato do envio não é válido',
      'Spool.Settings:CostFileEmpty':
        'A planilha não tem preços. Preencha pelo menos um preço e envie-a novamente.',
    },
  },
  vi: {
    translation: {
      costFile: {
        title: 'Tệp chi phí',
        intro:
          'Giá của một cuộn chỉ theo thương hiệu, mã hàng, nhóm màu và chiều dài cuộn, tính bằng {{currency}}. Mỗi lần tải lên sẽ thay thế toàn bộ giá; các dòng không có giá sẽ được bỏ qua.',
        uploadHint: '.xlsx, tối đa 5 MB và 20.000 dòng.',
        sheetName: 'Tệp chi phí',
        table: {
          name: 'Tên',
          lastUpdated: 'Cập nhật lần cuối',
          action: 'Thao tác',
          noFile: 'Chưa có tệp chi phí nào được tải lên',
          column: 'Cột {{number}}',
        },
        actions: {
          download: 'Tải xuống dữ liệu chi phí',
          template: 'Tải xuống mẫu trống',
          upload: 'Chọn tệp',
          uploading: 'Đang tải lên…',
          downloadMarked: 'Tải xuống tệp đã đánh dấu',
          chooseFileLabel: 'Chọn tệp chi phí (.xlsx) để tải lên',
        },
        columns: {
          brand: 'Thương hiệu',
          article: 'Mã hàng',
          colourGroup: 'Nhóm màu',
          packageSize: 'Chiều dài cuộn (m)',
          unit: 'Đơn vị',
          price: 'Giá ({{currency}})',
        },
        colourGroupNames: {
          C: 'Màu',
          B: 'Đen',
          N: 'Tự nhiên',
          U: 'Mộc',
          W: 'Trắng',
        },
        prices: {
          title: 'Giá hiện tại',
          empty: 'Chưa có giá. Hãy tải xuống mẫu trống, điền giá rồi tải lên.',
          anyArticle: 'Mọi mã hàng',
        },
        result: {
          saved: 'Đã lưu dữ liệu thành công',
          hasErrors: 'Có một số lỗi trong trang tính, vui lòng kiểm tra',
          formatInvalid: 'Định dạng tải lên không hợp lệ',
          errorsTitle: 'Tệp chưa được lưu',
          errorsText:
            'Số ô cần sửa: {{count}}. Hãy tải xuống tệp đã đánh dấu, sửa các ô tô đỏ (mỗi ô có ghi chú) rồi tải lên lại.',
          cellIssue: 'Dòng {{row}}, {{column}}: {{comment}}',
          moreIssues: 'Các ô khác cần sửa: {{count}}.',
        },
        sheet: {
          incorrectColumn: 'Cột không đúng. Cột cần có tên là "{{name}}".',
          unexpectedColumn: 'Cột không đúng. Không được có cột nào sau "{{name}}".',
          required: 'Không được để trống.',
          brandNotFound: 'Không tìm thấy thương hiệu chỉ.',
          articleTooLong: 'Độ dài không được vượt quá {{max}} ký tự.',
          articleShared:
            'Hai thương hiệu hoặc hai chiều dài cuộn không được dùng chung một mã hàng.',
          articleNotFound: 'Mã hàng này không phải là chỉ của thương hiệu này.',
          colourGroupInvalid: 'Nhóm màu không hợp lệ. Dùng C, B, N, U hoặc W.',
          packageSizeInvalid: 'Chiều dài cuộn không hợp lệ. Nhập chiều dài bằng mét.',
          unitInvalid: 'Đơn vị không hợp lệ. Dùng m hoặc yd.',
          priceInvalid: 'Giá phải là số dương với tối đa {{decimals}} chữ số thập phân.',
          duplicateRow:
            'Thương hiệu, mã hàng, nhóm màu và chiều dài cuộn này đã có giá ở dòng {{row}}.',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        'Tệp này không phải là sổ làm việc Excel (.xlsx). Hãy chắc chắn rằng bạn đang dùng đúng mẫu để tải lên tệp chi phí.',
      'Spool.Settings:CostFileTooLarge': 'Tệp lớn hơn {{maxMb}} MB.',
      'Spool.Settings:CostFileTooManyRows': 'Trang tính có nhiều hơn {{max}} dòng.',
      'Spool.Settings:CostFileFormatInvalid': 'Định dạng tải lên không hợp lệ',
      'Spool.Settings:CostFileEmpty':
        'Trang tính không có giá nào. Hãy điền ít nhất một giá rồi tải lên lại.',
    },
  },
  zh: {
    translation: {
      costFile: {
        title: '成本文件',
        intro:
          '按品牌、货号、颜色组和线筒规格列出的每筒价格，币种为 {{currency}}。上传会替换全部价格；没有价格的行将被忽略。',
        uploadHint: '.xlsx，最大 5 MB，最多 20,000 行。',
        sheetName: '成本文件',
        table: {
          name: '名称',
          lastUpdated: '最后更新',
          action: '操作',
          noFile: '尚未上传成本文件',
          column: '第 {{number}} 列',
        },
        actions: {
          download: '下载成本数据',
          template: '下载空白模板',
          upload: '选择文件',
          uploading: '正在上传…',
          downloadMarked: '下载已标记的文件',
          chooseFileLabel: '选择要上传的成本文件 (.xlsx)',
        },
        columns: {
          brand: '品牌',
          article: '货号',
          colourGroup: '颜色组',
          packageSize: '线筒规格 (m)',
          unit: '单位',
          price: '价格 ({{currency}})',
        },
        colourGroupNames: {
          C: '彩色',
          B: '黑色',
          N: '本色',
          U: '未漂白',
          W: '白色',
        },
        prices: {
          title: '当前价格',
          empty: '尚无价格。请下载空白模板，填写价格后上传。',
          anyArticle: '所有货号',
        },
        result: {
          saved: '数据保存成功',
          hasErrors: '表格中有一些错误，请检查',
          formatInvalid: '上传格式无效',
          errorsTitle: '文件未保存',
          errorsText:
            '需要修正的单元格：{{count}}。请下载已标记的文件，修正红色单元格（每个都有批注）后重新上传。',
          cellIssue: '第 {{row}} 行，{{column}}：{{comment}}',
          moreIssues: '其他需要修正的单元格：{{count}}。',
        },
        sheet: {
          incorrectColumn: '列不正确。应为名为“{{name}}”的列。',
          unexpectedColumn: '列不正确。“{{name}}”之后不应有其他列。',
          required: '不能为空。',
          brandNotFound: '未找到线的品牌。',
          articleTooLong: '长度不能超过 {{max}} 个字符。',
          articleShared: '两个品牌或两个线筒规格不能共用同一个货号。',
          articleNotFound: '该货号不是此品牌的线。',
          colourGroupInvalid: '颜色组无效。请使用 C、B、N、U 或 W。',
          packageSizeInvalid: '线筒规格无效。请输入以米为单位的长度。',
          unitInvalid: '单位无效。请使用 m 或 yd。',
          priceInvalid: '价格必须是正数，最多 {{decimals}} 位小数。',
          duplicateRow: '此品牌、货号、颜色组和线筒规格已在第 {{row}} 行定价。',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        '此文件不是 Excel 工作簿 (.xlsx)。请确认您使用的是正确的成本文件上传模板。',
      'Spool.Settings:CostFileTooLarge': '文件大于 {{maxMb}} MB。',
      'Spool.Settings:CostFileTooManyRows': '表格超过 {{max}} 行。',
      'Spool.Settings:CostFileFormatInvalid': '上传格式无效',
      'Spool.Settings:CostFileEmpty': '表格中没有价格。请至少填写一个价格后重新上传。',
    },
  },
  ar: {
    translation: {
      costFile: {
        title: 'ملف التكاليف',
        intro:
          'سعر البكرة الواحدة حسب العلامة التجارية ورقم الصنف ومجموعة اللون وحجم البكرة، بعملة {{currency}}. يستبدل الرفع جميع الأسعار؛ وتُتجاهل الصفوف التي لا سعر لها.',
        uploadHint: '.xlsx، بحد أقصى 5 ميغابايت و20,000 صف.',
        sheetName: 'ملف التكاليف',
        table: {
          name: 'الاسم',
          lastUpdated: 'آخر تحديث',
          action: 'الإجراء',
          noFile: 'لم يُرفع أي ملف تكاليف بعد',
          column: 'العمود {{number}}',
        },
        actions: {
          download: 'تنزيل بيانات التكاليف',
          template: 'تنزيل قالب فارغ',
          upload: 'اختيار ملف',
          uploading: 'جارٍ الرفع…',
          downloadMarked: 'تنزيل الملف المعلَّم',
          chooseFileLabel: 'اختر ملف تكاليف (.xlsx) لرفعه',
        },
        columns: {
          brand: 'العلامة التجارية',
          article: 'رقم الصنف',
          colourGroup: 'مجموعة اللون',
          packageSize: 'حجم البكرة (م)',
          unit: 'الوحدة',
          price: 'السعر ({{currency}})',
        },
        colourGroupNames: {
          C: 'ألوان',
          B: 'أسود',
          N: 'طبيعي',
          U: 'غير مبيَّض',
          W: 'أبيض',
        },
        prices: {
          title: 'الأسعار الحالية',
          empty: 'لا توجد أسعار بعد. نزِّل القالب الفارغ واملأ الأسعار ثم ارفعه.',
          anyArticle: 'أي صنف',
        },
        result: {
          saved: 'تم حفظ البيانات بنجاح',
          hasErrors: 'توجد بعض الأخطاء في الورقة، يرجى التحقق',
          formatInvalid: 'تنسيق الرفع غير صالح',
          errorsTitle: 'لم يُحفظ الملف',
          errorsText:
            'الخلايا المطلوب تصحيحها: {{count}}. نزِّل الملف المعلَّم، وصحِّح الخلايا الملوّنة بالأحمر (لكل منها تعليق)، ثم ارفعه مرة أخرى.',
          cellIssue: 'الصف {{row}}، {{column}}: {{comment}}',
          moreIssues: 'خلايا أخرى تحتاج إلى تصحيح: {{count}}.',
        },
        sheet: {
          incorrectColumn: 'عمود غير صحيح. كان المتوقع عمودًا باسم "{{name}}".',
          unexpectedColumn: 'عمود غير صحيح. لا يُتوقع أي عمود بعد "{{name}}".',
          required: 'يجب ألا تكون فارغة.',
          brandNotFound: 'لم يتم العثور على العلامة التجارية للخيط.',
          articleTooLong: 'لا يمكن أن يتجاوز الطول {{max}} حرفًا.',
          articleShared: 'لا يمكن لعلامتين تجاريتين أو لحجمي بكرة أن يشتركا في رقم الصنف نفسه.',
          articleNotFound: 'رقم الصنف هذا ليس خيطًا من هذه العلامة التجارية.',
          colourGroupInvalid: 'مجموعة اللون غير صالحة. استخدم C أو B أو N أو U أو W.',
          packageSizeInvalid: 'حجم البكرة غير صالح. أدخل الطول بالأمتار.',
          unitInvalid: 'الوحدة غير صالحة. استخدم m أو yd.',
          priceInvalid: 'يجب أن يكون السعر رقمًا موجبًا بما لا يزيد عن {{decimals}} منزلة عشرية.',
          duplicateRow:
            'هذه العلامة التجارية ورقم الصنف ومجموعة اللون وحجم البكرة لها سعر بالفعل في الصف {{row}}.',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        'هذا الملف ليس مصنف Excel ‏(.xlsx). يرجى التأكد من أنك تستخدم القالب الصحيح لرفع ملف التكاليف.',
      'Spool.Settings:CostFileTooLarge': 'حجم الملف أكبر من {{maxMb}} ميغابايت.',
      'Spool.Settings:CostFileTooManyRows': 'تحتوي الورقة على أكثر من {{max}} صف.',
      'Spool.Settings:CostFileFormatInvalid': 'تنسيق الرفع غير صالح',
      'Spool.Settings:CostFileEmpty':
        'لا تحتوي الورقة على أي سعر. املأ سعرًا واحدًا على الأقل ثم ارفعها مرة أخرى.',
    },
  },
  tr: {
    translation: {
      costFile: {
        title: 'Maliyet dosyası',
        intro:
          'Marka, artikel, renk grubu ve bobin boyuna göre bir bobinin fiyatı, {{currency}} cinsinden. Yükleme tüm fiyatların yerine geçer; fiyatı olmayan satırlar atlanır.',
        uploadHint: '.xlsx, en fazla 5 MB ve 20.000 satır.',
        sheetName: 'Maliyet dosyası',
        table: {
          name: 'Ad',
          lastUpdated: 'Son güncelleme',
          action: 'İşlem',
          noFile: 'Henüz maliyet dosyası yüklenmedi',
          column: 'Sütun {{number}}',
        },
        actions: {
          download: 'Maliyet verilerini indir',
          template: 'Boş şablonu indir',
          upload: 'Dosya seç',
          uploading: 'Yükleniyor…',
          downloadMarked: 'İşaretli dosyayı indir',
          chooseFileLabel: 'Yüklenecek maliyet dosyasını (.xlsx) seçin',
        },
        columns: {
          brand: 'Marka',
          article: 'Artikel',
          colourGroup: 'Renk grubu',
          packageSize: 'Bobin boyu (m)',
          unit: 'Birim',
          price: 'Fiyat ({{currency}})',
        },
        colourGroupNames: {
          C: 'Renkliler',
          B: 'Siyah',
          N: 'Doğal',
          U: 'Ağartılmamış',
          W: 'Beyazlar',
        },
        prices: {
          title: 'Güncel fiyatlar',
          empty: 'Henüz fiyat yok. Boş şablonu indirin, fiyatları doldurun ve yükleyin.',
          anyArticle: 'Tüm artikeller',
        },
        result: {
          saved: 'Veriler başarıyla kaydedildi',
          hasErrors: 'Sayfada bazı hatalar var, lütfen kontrol edin',
          formatInvalid: 'Yükleme biçimi geçerli değil',
          errorsTitle: 'Dosya kaydedilmedi',
          errorsText:
            'Düzeltilecek hücreler: {{count}}. İşaretli dosyayı indirin, kırmızıyla doldurulmuş hücreleri (her birinde bir açıklama var) düzeltin ve yeniden yükleyin.',
          cellIssue: 'Satır {{row}}, {{column}}: {{comment}}',
          moreIssues: 'Düzeltilecek diğer hücreler: {{count}}.',
        },
        sheet: {
          incorrectColumn: 'Yanlış sütun. "{{name}}" adlı sütun bekleniyordu.',
          unexpectedColumn: 'Yanlış sütun. "{{name}}" sütunundan sonra sütun beklenmiyordu.',
          required: 'Boş olmamalı.',
          brandNotFound: 'İplik markası bulunamadı.',
          articleTooLong: 'Uzunluk {{max}} karakteri geçemez.',
          articleShared: 'İki marka veya iki bobin boyu aynı artikel değerini paylaşamaz.',
          articleNotFound: 'Bu artikel bu markanın bir ipliği değil.',
          colourGroupInvalid: 'Renk grubu geçersiz. C, B, N, U veya W kullanın.',
          packageSizeInvalid: 'Bobin boyu geçersiz. Uzunluğu metre olarak girin.',
          unitInvalid: 'Birim geçersiz. m veya yd kullanın.',
          priceInvalid:
            'Fiyat, en fazla {{decimals}} ondalık basamaklı pozitif bir sayı olmalıdır.',
          duplicateRow:
            'Bu marka, artikel, renk grubu ve bobin boyunun {{row}}. satırda zaten bir fiyatı var.',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        'Bu dosya bir Excel çalışma kitabı (.xlsx) değil. Lütfen maliyet dosyası yüklemek için doğru şablonu kullandığınızdan emin olun.',
      'Spool.Settings:CostFileTooLarge': 'Dosya {{maxMb}} MB’tan büyük.',
      'Spool.Settings:CostFileTooManyRows': 'Sayfada {{max}} satırdan fazla satır var.',
      'Spool.Settings:CostFileFormatInvalid': 'Yükleme biçimi geçerli değil',
      'Spool.Settings:CostFileEmpty':
        'Sayfada hiç fiyat yok. En az bir fiyat girip yeniden yükleyin.',
    },
  },
  fr: {
    translation: {
      costFile: {
        title: 'Fichier des coûts',
        intro:
          'Le prix d’un cône par marque, article, groupe de couleurs et taille de cône, en {{currency}}. Un import remplace tous les prix ; les lignes sans prix sont ignorées.',
        uploadHint: '.xlsx, 5 Mo et 20 000 lignes au plus.',
        sheetName: 'Fichier des coûts',
        table: {
          name: 'Nom',
          lastUpdated: 'Dernière mise à jour',
          action: 'Action',
          noFile: 'Aucun fichier des coûts importé pour l’instant',
          column: 'Colonne {{number}}',
        },
        actions: {
          download: 'Télécharger les données de coûts',
          template: 'Télécharger le modèle vierge',
          upload: 'Choisir un fichier',
          uploading: 'Import en cours…',
          downloadMarked: 'Télécharger le fichier annoté',
          chooseFileLabel: 'Choisir un fichier des coûts (.xlsx) à importer',
        },
        columns: {
          brand: 'Marque',
          article: 'Article',
          colourGroup: 'Groupe de couleurs',
          packageSize: 'Taille du cône (m)',
          unit: 'Unité',
          price: 'Prix ({{currency}})',
        },
        colourGroupNames: {
          C: 'Couleurs',
          B: 'Noir',
          N: 'Naturels',
          U: 'Écrus',
          W: 'Blancs',
        },
        prices: {
          title: 'Prix actuels',
          empty:
            'Aucun prix pour l’instant. Téléchargez le modèle vierge, saisissez les prix et importez-le.',
          anyArticle: 'Tout article',
        },
        result: {
          saved: 'Données enregistrées avec succès',
          hasErrors: 'La feuille contient des erreurs, veuillez vérifier',
          formatInvalid: 'Le format de l’import n’est pas valide',
          errorsTitle: 'Le fichier n’a pas été enregistré',
          errorsText:
            'Cellules à corriger : {{count}}. Téléchargez le fichier annoté, corrigez les cellules en rouge (chacune porte un commentaire) et importez-le de nouveau.',
          cellIssue: 'Ligne {{row}}, {{column}} : {{comment}}',
          moreIssues: 'Autres cellules à corriger : {{count}}.',
        },
        sheet: {
          incorrectColumn: 'Colonne incorrecte. Colonne attendue : « {{name}} ».',
          unexpectedColumn: 'Colonne incorrecte. Aucune colonne n’est attendue après « {{name}} ».',
          required: 'Ne doit pas être vide.',
          brandNotFound: 'Marque de fil introuvable.',
          articleTooLong: 'La longueur ne peut pas dépasser {{max}} caractères.',
          articleShared:
            'Deux marques ou deux tailles de cône ne peuvent pas partager un même article.',
          articleNotFound: 'Cet article n’est pas un fil de cette marque.',
          colourGroupInvalid: 'Groupe de couleurs non valide. Utilisez C, B, N, U ou W.',
          packageSizeInvalid: 'Taille de cône non valide. Saisissez la longueur en mètres.',
          unitInvalid: 'Unité non valide. Utilisez m ou yd.',
          priceInvalid: 'Le prix doit être un nombre positif avec {{decimals}} décimales au plus.',
          duplicateRow:
            'Cette marque, cet article, ce groupe de couleurs et cette taille de cône ont déjà un prix à la ligne {{row}}.',
        },
      },
    },
    errors: {
      'Spool.Settings:CostFileNotXlsx':
        'Ce fichier n’est pas un classeur Excel (.xlsx). Vérifiez que vous utilisez le bon modèle pour importer le fichier des coûts.',
      'Spool.Settings:CostFileTooLarge': 'Le fichier dépasse {{maxMb}} Mo.',
      'Spool.Settings:CostFileTooManyRows': 'La feuille compte plus de {{max}} lignes.',
      'Spool.Settings:CostFileFormatInvalid': 'Le format de l’import n’est pas valide',
      'Spool.Settings:CostFileEmpty':
        'La feuille ne contient aucun prix. Saisissez au moins un prix et importez-la de nouveau.',
    },
  },
});
