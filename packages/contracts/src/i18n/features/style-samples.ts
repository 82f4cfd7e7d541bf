import { defineTexts } from '../define-texts.js';

/** Texts of a style's sample results (the Sample-checked stage) in the nine interface languages. */
export const styleSamplesTexts = defineTexts({
  en: {
    translation: {
      styleSample: {
        open: 'Sample results…',
        title: 'Sample results of “{{name}}”',
        intro:
          'Enter the thread the sample garment really used, in {{unit}}. Spool compares it with the estimate, line by line and for the garment.',
        basisLabel: 'How the sample was measured',
        basis: {
          operation: 'Sample garment unpicked, per operation line',
          thread: 'Cones weighed before and after, per thread',
        },
        hint: {
          operation:
            'Compared with the estimate before waste: an unpicked seam holds only the thread sewn.',
          thread: 'Compared with the estimate with waste: weighed cones lose the waste too.',
        },
        columns: {
          operation: 'Operation',
          line: 'Line',
          thread: 'Thread',
          estimate: 'Estimate ({{unit}})',
          measured: 'Measured ({{unit}})',
          difference: 'Difference ({{unit}})',
          percent: 'Difference (%)',
        },
        garment: 'Garment (measured rows)',
        measuredRows: '{{measured}} of {{rows}} rows measured',
        incomplete: 'Operations still incomplete are left out: {{count}}.',
        empty: 'The style has no complete operation to compare yet.',
        note: 'Note (optional)',
        save: 'Save results',
        saved: 'Sample results saved: the style is Sample-checked.',
        remove: 'Remove results',
        removed: 'Sample results removed: the style is an Estimate again.',
        close: 'Close',
        enteredBy: 'Entered by {{name}}, {{date}}',
        readOnly: 'The style is approved: its sample results are frozen with it.',
        readError: 'The sample results could not be read.',
        measuredOf: 'Measured: {{label}}',
        fit: {
          title: 'Fit the custom setting “{{setting}}”',
          text: 'Keep the unpicked operations of a stitch as unravel samples of this setting, and see what the measured calibration proposes.',
          button: 'Fit {{code}}',
          default:
            'The style uses the built-in Default, which cannot be calibrated. Give the style a custom setting to fit it from this sample.',
          off: 'Custom settings are turned off for this company.',
          none: 'Measure every line of an operation to fit its stitch from it.',
          kept: 'Unravel samples kept: {{added}}; already kept before: {{alreadyKept}}.',
          proposal: 'Proposed for {{code}}: {{values}} (now {{current}}).',
          error: 'Fit error over all samples: {{before}} now, {{after}} with the proposal.',
          apply: 'Apply to the setting…',
          confirmTitle: 'Apply the proposal to “{{setting}}”?',
          confirmText:
            'Stitch {{code}} of this setting takes the proposed values. Every style using the setting is flagged until its reports are printed again.',
          confirm: 'Apply',
          cancel: 'Cancel',
          applied: 'The setting now holds the proposed values.',
          noChange: 'The proposal equals the setting: nothing to apply.',
        },
        groups: { needle: 'needle', under: 'under', top: 'top' },
        validation: {
          repeated: 'This line or thread is measured twice.',
          notInStyle: 'This line or thread is not in the style’s complete operations.',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked':
        'Only a sample unpicked per operation line can fit a custom setting.',
      'Spool.Styles:NoUnpickedOperationOfStitch':
        'No operation of stitch {{code}} has all its lines measured.',
    },
  },
  es: {
    translation: {
      styleSample: {
        open: 'Resultados de muestra…',
        title: 'Resultados de muestra de «{{name}}»',
        intro:
          'Introduzca el hilo que realmente usó la prenda de muestra, en {{unit}}. Spool lo compara con la estimación, línea por línea y para la prenda.',
        basisLabel: 'Cómo se midió la muestra',
        basis: {
          operation: 'Prenda de muestra descosida, por línea de operación',
          thread: 'Conos pesados antes y después, por hilo',
        },
        hint: {
          operation:
            'Se compara con la estimación sin desperdicio: una costura descosida solo contiene el hilo cosido.',
          thread:
            'Se compara con la estimación con desperdicio: los conos pesados también pierden el desperdicio.',
        },
        columns: {
          operation: 'Operación',
          line: 'Línea',
          thread: 'Hilo',
          estimate: 'Estimación ({{unit}})',
          measured: 'Medido ({{unit}})',
          difference: 'Diferencia ({{unit}})',
          percent: 'Diferencia (%)',
        },
        garment: 'Prenda (filas medidas)',
        measuredRows: '{{measured}} de {{rows}} filas medidas',
        incomplete: 'Se omiten las operaciones aún incompletas: {{count}}.',
        empty: 'El estilo aún no tiene ninguna operación completa que comparar.',
        note: 'Nota (opcional)',
        save: 'Guardar resultados',
        saved: 'Resultados de muestra guardados: el estilo está comprobado en muestra.',
        remove: 'Eliminar resultados',
        removed: 'Resultados de muestra eliminados: el estilo vuelve a ser una estimación.',
        close: 'Cerrar',
        enteredBy: 'Introducido por {{name}}, {{date}}',
        readOnly: 'El estilo está aprobado: sus resultados de muestra están congelados con él.',
        readError: 'No se pudieron leer los resultados de muestra.',
        measuredOf: 'Medido: {{label}}',
        fit: {
          title: 'Ajustar la configuración personalizada «{{setting}}»',
          text: 'Conserve las operaciones descosidas de una puntada como muestras de desmontaje de esta configuración y vea lo que propone la calibración medida.',
          button: 'Ajustar {{code}}',
          default:
            'El estilo usa la configuración Default integrada, que no se puede calibrar. Asigne al estilo una configuración personalizada para ajustarla con esta muestra.',
          off: 'Las configuraciones personalizadas están desactivadas para esta empresa.',
          none: 'Mida todas las líneas de una operación para ajustar su puntada con ella.',
          kept: 'Muestras de desmontaje conservadas: {{added}}; ya conservadas antes: {{alreadyKept}}.',
          proposal: 'Propuesta para {{code}}: {{values}} (ahora {{current}}).',
          error:
            'Error de ajuste sobre todas las muestras: {{before}} ahora, {{after}} con la propuesta.',
          apply: 'Aplicar a la configuración…',
          confirmTitle: '¿Aplicar la propuesta a «{{setting}}»?',
          confirmText:
            'La puntada {{code}} de esta configuración toma los valores propuestos. Todos los estilos que usan la configuración quedan marcados hasta que se vuelvan a imprimir sus informes.',
          confirm: 'Aplicar',
          cancel: 'Cancelar',
          applied: 'La configuración contiene ahora los valores propuestos.',
          noChange: 'La propuesta es igual a la configuración: no hay nada que aplicar.',
        },
        groups: { needle: 'aguja', under: 'inferior', top: 'superior' },
        validation: {
          repeated: 'Esta línea o hilo está medido dos veces.',
          notInStyle: 'Esta línea o hilo no está en las operaciones completas del estilo.',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked':
        'Solo una muestra descosida por línea de operación puede ajustar una configuración personalizada.',
      'Spool.Styles:NoUnpickedOperationOfStitch':
        'Ninguna operación de la puntada {{code}} tiene todas sus líneas medidas.',
    },
  },
  id: {
    translation: {
      styleSample: {
        open: 'Hasil sampel…',
        title: 'Hasil sampel “{{name}}”',
        intro:
          'Masukkan benang yang benar-benar dipakai garmen sampel, dalam {{unit}}. Spool membandingkannya dengan estimasi, per jalur dan untuk garmen.',
        basisLabel: 'Cara sampel diukur',
        basis: {
          operation: 'Garmen sampel dibongkar, per jalur operasi',
          thread: 'Kerucut ditimbang sebelum dan sesudah, per benang',
        },
        hint: {
          operation:
            'Dibandingkan dengan estimasi tanpa limbah: jahitan yang dibongkar hanya berisi benang yang dijahit.',
          thread:
            'Dibandingkan dengan estimasi dengan limbah: kerucut yang ditimbang juga kehilangan limbahnya.',
        },
        columns: {
          operation: 'Operasi',
          line: 'Jalur',
          thread: 'Benang',
          estimate: 'Estimasi ({{unit}})',
          measured: 'Terukur ({{unit}})',
          difference: 'Selisih ({{unit}})',
          percent: 'Selisih (%)',
        },
        garment: 'Garmen (baris terukur)',
        measuredRows: '{{measured}} dari {{rows}} baris terukur',
        incomplete: 'Operasi yang belum lengkap dilewati: {{count}}.',
        empty: 'Style belum memiliki operasi lengkap untuk dibandingkan.',
        note: 'Catatan (opsional)',
        save: 'Simpan hasil',
        saved: 'Hasil sampel disimpan: style sudah dicek sampel.',
        remove: 'Hapus hasil',
        removed: 'Hasil sampel dihapus: style kembali menjadi estimasi.',
        close: 'Tutup',
        enteredBy: 'Dimasukkan oleh {{name}}, {{date}}',
        readOnly: 'Style sudah disetujui: hasil sampelnya dibekukan bersamanya.',
        readError: 'Hasil sampel tidak dapat dibaca.',
        measuredOf: 'Terukur: {{label}}',
        fit: {
          title: 'Sesuaikan pengaturan khusus “{{setting}}”',
          text: 'Simpan operasi yang dibongkar dari satu jenis jahitan sebagai sampel urai pengaturan ini, dan lihat usulan kalibrasi terukur.',
          button: 'Sesuaikan {{code}}',
          default:
            'Style memakai Default bawaan, yang tidak dapat dikalibrasi. Beri style pengaturan khusus agar dapat disesuaikan dari sampel ini.',
          off: 'Pengaturan khusus dimatikan untuk perusahaan ini.',
          none: 'Ukur semua jalur sebuah operasi untuk menyesuaikan jahitannya dari operasi itu.',
          kept: 'Sampel urai disimpan: {{added}}; sudah disimpan sebelumnya: {{alreadyKept}}.',
          proposal: 'Usulan untuk {{code}}: {{values}} (sekarang {{current}}).',
          error: 'Galat kecocokan atas semua sampel: {{before}} sekarang, {{after}} dengan usulan.',
          apply: 'Terapkan ke pengaturan…',
          confirmTitle: 'Terapkan usulan ke “{{setting}}”?',
          confirmText:
            'Jahitan {{code}} pada pengaturan ini memakai nilai usulan. Setiap style yang memakai pengaturan ini ditandai sampai laporannya dicetak ulang.',
          confirm: 'Terapkan',
          cancel: 'Batal',
          applied: 'Pengaturan kini memuat nilai usulan.',
          noChange: 'Usulan sama dengan pengaturan: tidak ada yang diterapkan.',
        },
        groups: { needle: 'jarum', under: 'bawah', top: 'atas' },
        validation: {
          repeated: 'Jalur atau benang ini diukur dua kali.',
          notInStyle: 'Jalur atau benang ini tidak ada dalam operasi lengkap style.',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked':
        'Hanya sampel yang dibongkar per jalur operasi yang dapat menyesuaikan pengaturan khusus.',
      'Spool.Styles:NoUnpickedOperationOfStitch':
        'Tidak ada operasi jahitan {{code}} yang semua jalurnya terukur.',
    },
  },
  pt: {
    translation: {
      styleSample: {
        open: 'Resultados da amostra…',
        title: 'Resultados da amostra de “{{name}}”',
        intro:
          'Informe a linha que a peça-piloto realmente usou, em {{unit}}. O Spool compara com a estimativa, linha por linha e para a peça.',
        basisLabel: 'Como a amostra foi medida',
        basis: {
          operation: 'Peça-piloto descosturada, por linha de operação',
          thread: 'Cones pesados antes e depois, por fio',
        },
        hint: {
          operation:
            'Comparado com a estimativa sem desperdício: uma costura desmanchada contém só a linha costurada.',
          thread:
            'Comparado com a estimativa com desperdício: os cones pesados também perdem o desperdício.',
        },
        columns: {
          operation: 'Operação',
          line: 'Linha',
          thread: 'Fio',
          estimate: 'Estimativa ({{unit}})',
          measured: 'Medido ({{unit}})',
          difference: 'Diferença ({{unit}})',
          percent: 'Diferença (%)',
        },
        garment: 'Peça (linhas medidas)',
        measuredRows: '{{measured}} de {{rows}} linhas medidas',
        incomplete: 'Operações ainda incompletas ficam de fora: {{count}}.',
        empty: 'O estilo ainda não tem nenhuma operação completa para comparar.',
        note: 'Observação (opcional)',
        save: 'Salvar resultados',
        saved: 'Resultados da amostra salvos: o estilo está verificado em amostra.',
        remove: 'Remover resultados',
        removed: 'Resultados da amostra removidos: o estilo volta a ser uma estimativa.',
        close: 'Fechar',
        enteredBy: 'Informado por {{name}}, {{date}}',
        readOnly: 'O estilo está aprovado: os resultados da amostra estão congelados com ele.',
        readError: 'Não foi possível ler os resultados da amostra.',
        measuredOf: 'Medido: {{label}}',
        fit: {
          title: 'Ajustar a configuração personalizada “{{setting}}”',
          text: 'Guarde as operações descosturadas de um ponto como amostras de desmanche desta configuração e veja o que a calibração medida propõe.',
          button: 'Ajustar {{code}}',
          default:
            'O estilo usa o Default integrado, que não pode ser calibrado. Dê ao estilo uma configuração personalizada para ajustá-la com esta amostra.',
          off: 'As configurações personalizadas estão desativadas para esta empresa.',
          none: 'Meça todas as linhas de uma operação para ajustar o seu ponto a partir dela.',
          kept: 'Amostras de desmanche guardadas: {{added}}; já guardadas antes: {{alreadyKept}}.',
          proposal: 'Proposta para {{code}}: {{values}} (agora {{current}}).',
          error:
            'Erro de ajuste sobre todas as amostras: {{before}} agora, {{after}} com a proposta.',
          apply: 'Aplicar à configuração…',
          confirmTitle: 'Aplicar a proposta a “{{setting}}”?',
          confirmText:
            'O ponto {{code}} desta configuração recebe os valores propostos. Todos os estilos que usam a configuração ficam marcados até que seus relatórios sejam impressos de novo.',
          confirm: 'Aplicar',
          cancel: 'Cancelar',
          applied: 'A configuração agora contém os valores propostos.',
          noChange: 'A proposta é igual à configuração: nada a aplicar.',
        },
        groups: { needle: 'agulha', under: 'inferior', top: 'superior' },
        validation: {
          repeated: 'Esta linha ou fio foi medido duas vezes.',
          notInStyle: 'Esta linha ou fio não está nas operações completas do estilo.',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked':
        'Só uma amostra descosturada por linha de operação pode ajustar uma configuração personalizada.',
      'Spool.Styles:NoUnpickedOperationOfStitch':
        'Nenhuma operação do ponto {{code}} tem todas as linhas medidas.',
    },
  },
  vi: {
    translation: {
      styleSample: {
        open: 'Kết quả mẫu…',
        title: 'Kết quả mẫu của “{{name}}”',
        intro:
          'Nhập lượng chỉ mà sản phẩm mẫu thực sự dùng, tính bằng {{unit}}. Spool so sánh với ước tính, theo từng đường chỉ và cho cả sản phẩm.',
        basisLabel: 'Cách đo mẫu',
        basis: {
          operation: 'Tháo sản phẩm mẫu, theo từng đường chỉ của công đoạn',
          thread: 'Cân côn chỉ trước và sau, theo từng loại chỉ',
        },
        hint: {
          operation:
            'So sánh với ước tính chưa tính hao hụt: đường may tháo ra chỉ chứa phần chỉ đã may.',
          thread: 'So sánh với ước tính có hao hụt: côn chỉ được cân cũng mất phần hao hụt.',
        },
        columns: {
          operation: 'Công đoạn',
          line: 'Đường chỉ',
          thread: 'Chỉ',
          estimate: 'Ước tính ({{unit}})',
          measured: 'Đo được ({{unit}})',
          difference: 'Chênh lệch ({{unit}})',
          percent: 'Chênh lệch (%)',
        },
        garment: 'Sản phẩm (các dòng đã đo)',
        measuredRows: 'Đã đo {{measured}} trên {{rows}} dòng',
        incomplete: 'Các công đoạn chưa đầy đủ được bỏ qua: {{count}}.',
        empty: 'Mã hàng chưa có công đoạn đầy đủ nào để so sánh.',
        note: 'Ghi chú (không bắt buộc)',
        save: 'Lưu kết quả',
        saved: 'Đã lưu kết quả mẫu: mã hàng đã được kiểm tra mẫu.',
        remove: 'Xóa kết quả',
        removed: 'Đã xóa kết quả mẫu: mã hàng trở lại là ước tính.',
        close: 'Đóng',
        enteredBy: 'Nhập bởi {{name}}, {{date}}',
        readOnly: 'Mã hàng đã được phê duyệt: kết quả mẫu được đóng băng cùng nó.',
        readError: 'Không đọc được kết quả mẫu.',
        measuredOf: 'Đo được: {{label}}',
        fit: {
          title: 'Hiệu chỉnh thiết lập riêng “{{setting}}”',
          text: 'Giữ các công đoạn đã tháo của một loại mũi làm mẫu tháo chỉ của thiết lập này, và xem đề xuất của hiệu chỉnh theo số đo.',
          button: 'Hiệu chỉnh {{code}}',
          default:
            'Mã hàng dùng thiết lập Default có sẵn, không thể hiệu chỉnh. Hãy gán cho mã hàng một thiết lập riêng để hiệu chỉnh từ mẫu này.',
          off: 'Thiết lập riêng đang tắt cho công ty này.',
          none: 'Hãy đo mọi đường chỉ của một công đoạn để hiệu chỉnh mũi của nó.',
          kept: 'Mẫu tháo chỉ đã giữ: {{added}}; đã giữ từ trước: {{alreadyKept}}.',
          proposal: 'Đề xuất cho {{code}}: {{values}} (hiện tại {{current}}).',
          error: 'Sai số khớp trên tất cả mẫu: {{before}} hiện tại, {{after}} với đề xuất.',
          apply: 'Áp dụng vào thiết lập…',
          confirmTitle: 'Áp dụng đề xuất vào “{{setting}}”?',
          confirmText:
            'Mũi {{code}} của thiết lập này nhận các giá trị đề xuất. Mọi mã hàng dùng thiết lập này được đánh dấu cho đến khi báo cáo được in lại.',
          confirm: 'Áp dụng',
          cancel: 'Hủy',
          applied: 'Thiết lập nay đã có các giá trị đề xuất.',
          noChange: 'Đề xuất giống thiết lập: không có gì để áp dụng.',
        },
        groups: { needle: 'kim', under: 'dưới', top: 'trên' },
        validation: {
          repeated: 'Đường chỉ hoặc loại chỉ này được đo hai lần.',
          notInStyle: 'Đường chỉ hoặc loại chỉ này không thuộc các công đoạn đầy đủ của mã hàng.',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked':
        'Chỉ mẫu được tháo theo từng đường chỉ của công đoạn mới hiệu chỉnh được thiết lập riêng.',
      'Spool.Styles:NoUnpickedOperationOfStitch':
        'Không có công đoạn nào của mũi {{code}} được đo đủ mọi đường chỉ.',
    },
  },
  zh: {
    translation: {
      styleSample: {
        open: '样衣结果…',
        title: '“{{name}}”的样衣结果',
        intro:
          '输入样衣实际用线量，单位为 {{unit}}。Spool 将其与估算逐条线路并按整件服装进行比较。',
        basisLabel: '样衣的测量方式',
        basis: { operation: '拆开样衣，按工序线路', thread: '前后称量线锥，按缝线' },
        hint: {
          operation: '与不含损耗的估算比较：拆开的缝线只包含缝入的线。',
          thread: '与含损耗的估算比较：称量的线锥也损失了损耗部分。',
        },
        columns: {
          operation: '工序',
          line: '线路',
          thread: '缝线',
          estimate: '估算（{{unit}}）',
          measured: '实测（{{unit}}）',
          difference: '差异（{{unit}}）',
          percent: '差异（%）',
        },
        garment: '整件服装（已测行）',
        measuredRows: '已测 {{measured}} / {{rows}} 行',
        incomplete: '尚未完整的工序不计入：{{count}} 道。',
        empty: '该款式还没有可比较的完整工序。',
        note: '备注（可选）',
        save: '保存结果',
        saved: '样衣结果已保存：款式已样衣核对。',
        remove: '删除结果',
        removed: '样衣结果已删除：款式重新成为估算。',
        close: '关闭',
        enteredBy: '{{name}} 录入，{{date}}',
        readOnly: '该款式已批准：其样衣结果随之冻结。',
        readError: '无法读取样衣结果。',
        measuredOf: '实测：{{label}}',
        fit: {
          title: '校准自定义设置“{{setting}}”',
          text: '将某一线迹拆开的工序保存为此设置的拆线样本，并查看实测校准的建议。',
          button: '校准 {{code}}',
          default:
            '该款式使用内置 Default 设置，无法校准。请为款式指定自定义设置后再用此样衣校准。',
          off: '本公司已关闭自定义设置。',
          none: '测量某道工序的所有线路后，才能用它校准该线迹。',
          kept: '已保存拆线样本：{{added}} 个；此前已保存：{{alreadyKept}} 个。',
          proposal: '{{code}} 的建议：{{values}}（当前 {{current}}）。',
          error: '全部样本的拟合误差：当前 {{before}}，采用建议后 {{after}}。',
          apply: '应用到设置…',
          confirmTitle: '将建议应用到“{{setting}}”？',
          confirmText:
            '此设置的线迹 {{code}} 将采用建议值。使用该设置的所有款式都会被标记，直到重新打印其报告。',
          confirm: '应用',
          cancel: '取消',
          applied: '设置现已采用建议值。',
          noChange: '建议与设置相同：无需应用。',
        },
        groups: { needle: '针线', under: '底线', top: '面线' },
        validation: {
          repeated: '此线路或缝线被测量了两次。',
          notInStyle: '此线路或缝线不在款式的完整工序中。',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked': '只有按工序线路拆开的样衣才能校准自定义设置。',
      'Spool.Styles:NoUnpickedOperationOfStitch': '线迹 {{code}} 没有任何工序的所有线路都已测量。',
    },
  },
  ar: {
    translation: {
      styleSample: {
        open: 'نتائج العينة…',
        title: 'نتائج عينة «{{name}}»',
        intro:
          'أدخل الخيط الذي استخدمته قطعة العينة فعلاً، بوحدة {{unit}}. يقارنه Spool بالتقدير، خطاً بخط وللقطعة كاملة.',
        basisLabel: 'طريقة قياس العينة',
        basis: {
          operation: 'فك قطعة العينة، لكل خط من خطوط العملية',
          thread: 'وزن البكرات قبل التشغيل وبعده، لكل خيط',
        },
        hint: {
          operation: 'تُقارن بالتقدير دون الهالك: الدرزة المفكوكة لا تحوي إلا الخيط المخيط.',
          thread: 'تُقارن بالتقدير مع الهالك: البكرات الموزونة تفقد الهالك أيضاً.',
        },
        columns: {
          operation: 'العملية',
          line: 'الخط',
          thread: 'الخيط',
          estimate: 'التقدير ({{unit}})',
          measured: 'المقيس ({{unit}})',
          difference: 'الفرق ({{unit}})',
          percent: 'الفرق (%)',
        },
        garment: 'القطعة (الصفوف المقيسة)',
        measuredRows: 'قيس {{measured}} من {{rows}} صفاً',
        incomplete: 'تُستبعد العمليات غير المكتملة: {{count}}.',
        empty: 'لا يحتوي الموديل بعد على عملية مكتملة للمقارنة.',
        note: 'ملاحظة (اختيارية)',
        save: 'حفظ النتائج',
        saved: 'حُفظت نتائج العينة: الموديل مُتحقق منه بالعينة.',
        remove: 'حذف النتائج',
        removed: 'حُذفت نتائج العينة: عاد الموديل تقديراً.',
        close: 'إغلاق',
        enteredBy: 'أدخلها {{name}}، {{date}}',
        readOnly: 'الموديل معتمد: نتائج عينته مجمدة معه.',
        readError: 'تعذرت قراءة نتائج العينة.',
        measuredOf: 'المقيس: {{label}}',
        fit: {
          title: 'معايرة الإعداد المخصص «{{setting}}»',
          text: 'احتفظ بالعمليات المفكوكة لغرزة ما كعينات فك لهذا الإعداد، واطلع على ما تقترحه المعايرة المقيسة.',
          button: 'معايرة {{code}}',
          default:
            'يستخدم الموديل الإعداد Default المدمج، ولا يمكن معايرته. امنح الموديل إعداداً مخصصاً لمعايرته من هذه العينة.',
          off: 'الإعدادات المخصصة متوقفة لهذه الشركة.',
          none: 'قِس كل خطوط العملية لمعايرة غرزتها منها.',
          kept: 'عينات الفك المحفوظة: {{added}}؛ المحفوظة من قبل: {{alreadyKept}}.',
          proposal: 'المقترح لـ {{code}}: {{values}} (الآن {{current}}).',
          error: 'خطأ المطابقة على كل العينات: {{before}} الآن، و{{after}} مع المقترح.',
          apply: 'تطبيق على الإعداد…',
          confirmTitle: 'تطبيق المقترح على «{{setting}}»؟',
          confirmText:
            'تأخذ الغرزة {{code}} في هذا الإعداد القيم المقترحة. يُعلَّم كل موديل يستخدم الإعداد حتى تُطبع تقاريره من جديد.',
          confirm: 'تطبيق',
          cancel: 'إلغاء',
          applied: 'يحمل الإعداد الآن القيم المقترحة.',
          noChange: 'المقترح يساوي الإعداد: لا شيء لتطبيقه.',
        },
        groups: { needle: 'الإبرة', under: 'السفلي', top: 'العلوي' },
        validation: {
          repeated: 'هذا الخط أو الخيط مقيس مرتين.',
          notInStyle: 'هذا الخط أو الخيط ليس ضمن عمليات الموديل المكتملة.',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked':
        'لا يعاير الإعداد المخصص إلا عينة مفكوكة لكل خط من خطوط العمليات.',
      'Spool.Styles:NoUnpickedOperationOfStitch': 'لا توجد عملية للغرزة {{code}} قيست كل خطوطها.',
    },
  },
  tr: {
    translation: {
      styleSample: {
        open: 'Numune sonuçları…',
        title: '“{{name}}” numune sonuçları',
        intro:
          'Numune giysinin gerçekte kullandığı ipliği {{unit}} olarak girin. Spool bunu tahminle hat hat ve giysi için karşılaştırır.',
        basisLabel: 'Numunenin ölçülme şekli',
        basis: {
          operation: 'Numune giysi söküldü, operasyon hattı başına',
          thread: 'Bobinler önce ve sonra tartıldı, iplik başına',
        },
        hint: {
          operation:
            'Fire hariç tahminle karşılaştırılır: sökülen dikiş yalnızca dikilen ipliği içerir.',
          thread: 'Fire dahil tahminle karşılaştırılır: tartılan bobinler fireyi de kaybeder.',
        },
        columns: {
          operation: 'Operasyon',
          line: 'Hat',
          thread: 'İplik',
          estimate: 'Tahmin ({{unit}})',
          measured: 'Ölçülen ({{unit}})',
          difference: 'Fark ({{unit}})',
          percent: 'Fark (%)',
        },
        garment: 'Giysi (ölçülen satırlar)',
        measuredRows: '{{rows}} satırdan {{measured}} ölçüldü',
        incomplete: 'Henüz eksik olan operasyonlar dışarıda bırakıldı: {{count}}.',
        empty: 'Modelde karşılaştırılacak tamamlanmış operasyon henüz yok.',
        note: 'Not (isteğe bağlı)',
        save: 'Sonuçları kaydet',
        saved: 'Numune sonuçları kaydedildi: model numuneyle doğrulandı.',
        remove: 'Sonuçları sil',
        removed: 'Numune sonuçları silindi: model yeniden tahmin oldu.',
        close: 'Kapat',
        enteredBy: '{{name}} girdi, {{date}}',
        readOnly: 'Model onaylı: numune sonuçları onunla birlikte donduruldu.',
        readError: 'Numune sonuçları okunamadı.',
        measuredOf: 'Ölçülen: {{label}}',
        fit: {
          title: '“{{setting}}” özel ayarını kalibre et',
          text: 'Bir dikiş türünün sökülen operasyonlarını bu ayarın söküm numuneleri olarak saklayın ve ölçülü kalibrasyonun önerisini görün.',
          button: '{{code}} kalibre et',
          default:
            'Model yerleşik Default ayarını kullanıyor; bu ayar kalibre edilemez. Bu numuneyle kalibre etmek için modele özel bir ayar verin.',
          off: 'Bu şirket için özel ayarlar kapalı.',
          none: 'Bir operasyonun dikişini kalibre etmek için tüm hatlarını ölçün.',
          kept: 'Saklanan söküm numuneleri: {{added}}; daha önce saklanmış: {{alreadyKept}}.',
          proposal: '{{code}} için öneri: {{values}} (şu an {{current}}).',
          error: 'Tüm numuneler üzerinde uyum hatası: şu an {{before}}, öneriyle {{after}}.',
          apply: 'Ayara uygula…',
          confirmTitle: 'Öneri “{{setting}}” ayarına uygulansın mı?',
          confirmText:
            'Bu ayarın {{code}} dikişi önerilen değerleri alır. Ayarı kullanan her model, raporları yeniden basılana kadar işaretlenir.',
          confirm: 'Uygula',
          cancel: 'İptal',
          applied: 'Ayar artık önerilen değerleri içeriyor.',
          noChange: 'Öneri ayarla aynı: uygulanacak bir şey yok.',
        },
        groups: { needle: 'iğne', under: 'alt', top: 'üst' },
        validation: {
          repeated: 'Bu hat veya iplik iki kez ölçülmüş.',
          notInStyle: 'Bu hat veya iplik modelin tamamlanmış operasyonlarında yok.',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked':
        'Özel ayarı yalnızca operasyon hattı başına sökülmüş bir numune kalibre edebilir.',
      'Spool.Styles:NoUnpickedOperationOfStitch':
        '{{code}} dikişinin hiçbir operasyonunun tüm hatları ölçülmemiş.',
    },
  },
  fr: {
    translation: {
      styleSample: {
        open: 'Résultats de l’échantillon…',
        title: 'Résultats de l’échantillon de « {{name}} »',
        intro:
          'Saisissez le fil réellement utilisé par le vêtement échantillon, en {{unit}}. Spool le compare à l’estimation, ligne par ligne et pour le vêtement.',
        basisLabel: 'Comment l’échantillon a été mesuré',
        basis: {
          operation: 'Vêtement échantillon décousu, par ligne d’opération',
          thread: 'Cônes pesés avant et après, par fil',
        },
        hint: {
          operation:
            'Comparé à l’estimation hors déchet : une couture décousue ne contient que le fil cousu.',
          thread: 'Comparé à l’estimation avec déchet : les cônes pesés perdent aussi le déchet.',
        },
        columns: {
          operation: 'Opération',
          line: 'Ligne',
          thread: 'Fil',
          estimate: 'Estimation ({{unit}})',
          measured: 'Mesuré ({{unit}})',
          difference: 'Écart ({{unit}})',
          percent: 'Écart (%)',
        },
        garment: 'Vêtement (lignes mesurées)',
        measuredRows: '{{measured}} lignes mesurées sur {{rows}}',
        incomplete: 'Les opérations encore incomplètes sont laissées de côté : {{count}}.',
        empty: 'Le modèle n’a pas encore d’opération complète à comparer.',
        note: 'Note (facultative)',
        save: 'Enregistrer les résultats',
        saved: 'Résultats de l’échantillon enregistrés : le modèle est vérifié sur échantillon.',
        remove: 'Supprimer les résultats',
        removed: 'Résultats de l’échantillon supprimés : le modèle redevient une estimation.',
        close: 'Fermer',
        enteredBy: 'Saisi par {{name}}, {{date}}',
        readOnly: 'Le modèle est approuvé : ses résultats d’échantillon sont figés avec lui.',
        readError: 'Les résultats de l’échantillon n’ont pas pu être lus.',
        measuredOf: 'Mesuré : {{label}}',
        fit: {
          title: 'Ajuster le réglage personnalisé « {{setting}} »',
          text: 'Conservez les opérations décousues d’un point comme échantillons de détricotage de ce réglage, et voyez ce que propose l’étalonnage mesuré.',
          button: 'Ajuster {{code}}',
          default:
            'Le modèle utilise le réglage Default intégré, qui ne peut pas être étalonné. Donnez au modèle un réglage personnalisé pour l’ajuster à partir de cet échantillon.',
          off: 'Les réglages personnalisés sont désactivés pour cette entreprise.',
          none: 'Mesurez toutes les lignes d’une opération pour en ajuster le point.',
          kept: 'Échantillons de détricotage conservés : {{added}} ; déjà conservés auparavant : {{alreadyKept}}.',
          proposal: 'Proposé pour {{code}} : {{values}} (actuellement {{current}}).',
          error:
            'Erreur d’ajustement sur tous les échantillons : {{before}} maintenant, {{after}} avec la proposition.',
          apply: 'Appliquer au réglage…',
          confirmTitle: 'Appliquer la proposition à « {{setting}} » ?',
          confirmText:
            'Le point {{code}} de ce réglage prend les valeurs proposées. Chaque modèle utilisant le réglage est signalé jusqu’à ce que ses rapports soient réimprimés.',
          confirm: 'Appliquer',
          cancel: 'Annuler',
          applied: 'Le réglage contient désormais les valeurs proposées.',
          noChange: 'La proposition est égale au réglage : rien à appliquer.',
        },
        groups: { needle: 'aiguille', under: 'dessous', top: 'dessus' },
        validation: {
          repeated: 'Cette ligne ou ce fil est mesuré deux fois.',
          notInStyle:
            'Cette ligne ou ce fil ne fait pas partie des opérations complètes du modèle.',
        },
      },
    },
    errors: {
      'Spool.Styles:SampleNotUnpicked':
        'Seul un échantillon décousu par ligne d’opération peut ajuster un réglage personnalisé.',
      'Spool.Styles:NoUnpickedOperationOfStitch':
        'Aucune opération du point {{code}} n’a toutes ses lignes mesurées.',
    },
  },
});
