import { defineTexts } from '../define-texts.js';

/**
 * Texts of a style's figures without printing (the style window's title and its operation
 * list) in the nine interface languages.
 */
export const styleFiguresTexts = defineTexts({
  en: {
    translation: {
      styleFigures: {
        sgc: 'SGC',
        sgcName: 'Single garment consumption',
        costPerGarment: 'Thread cost / garment',
        value: '{{value}} {{unit}}',
        incomplete: 'Shown once every operation is complete',
        missingPrices: 'A thread of this style has no price in the cost file',
        unusableThreads:
          "A thread of this style has a value that cannot be used ({{threads}}): correct it in the brand's ticket/tex list",
        threadPerGarment: 'Thread / garment ({{unit}})',
        operationIncomplete: 'Shown once the operation names all its threads',
      },
    },
    errors: {},
  },
  es: {
    translation: {
      styleFigures: {
        sgc: 'CPP',
        sgcName: 'Consumo por prenda',
        costPerGarment: 'Costo de hilo / prenda',
        value: '{{value}} {{unit}}',
        incomplete: 'Se muestra cuando todas las operaciones están completas',
        missingPrices: 'Un hilo de este estilo no tiene precio en el archivo de costos',
        unusableThreads:
          'Un hilo de este estilo tiene un valor que no se puede usar ({{threads}}): corríjalo en la lista de ticket/tex de la marca',
        threadPerGarment: 'Hilo / prenda ({{unit}})',
        operationIncomplete: 'Se muestra cuando la operación indica todos sus hilos',
      },
    },
    errors: {},
  },
  fr: {
    translation: {
      styleFigures: {
        sgc: 'CPV',
        sgcName: 'Consommation par vêtement',
        costPerGarment: 'Coût du fil / vêtement',
        value: '{{value}} {{unit}}',
        incomplete: 'Affiché quand toutes les opérations sont complètes',
        missingPrices: 'Un fil de ce style n’a pas de prix dans le fichier des coûts',
        unusableThreads:
          'Un fil de ce style a une valeur inutilisable ({{threads}}) : corrigez-la dans la liste ticket/tex de la marque',
        threadPerGarment: 'Fil / vêtement ({{unit}})',
        operationIncomplete: 'Affiché quand l’opération indique tous ses fils',
      },
    },
    errors: {},
  },
  pt: {
    translation: {
      styleFigures: {
        sgc: 'CPP',
        sgcName: 'Consumo por peça',
        costPerGarment: 'Custo de linha / peça',
        value: '{{value}} {{unit}}',
        incomplete: 'Mostrado quando todas as operações estiverem completas',
        missingPrices: 'Uma linha deste estilo não tem preço no arquivo de custos',
        unusableThreads:
          'Uma linha deste estilo tem um valor que não pode ser usado ({{threads}}): corrija-o na lista de ticket/tex da marca',
        threadPerGarment: 'Linha / peça ({{unit}})',
        operationIncomplete: 'Mostrado quando a operação indicar todas as suas linhas',
      },
    },
    errors: {},
  },
  tr: {
    translation: {
      styleFigures: {
        sgc: 'TÜT',
        sgcName: 'Tek ürün tüketimi',
        costPerGarment: 'İplik maliyeti / ürün',
        value: '{{value}} {{unit}}',
        incomplete: 'Tüm operasyonlar tamamlandığında gösterilir',
        missingPrices: 'Bu modelin bir ipliğinin maliyet dosyasında fiyatı yok',
        unusableThreads:
          'Bu modelin bir ipliğinde kullanılamayan bir değer var ({{threads}}): markanın ticket/tex listesinde düzeltin',
        threadPerGarment: 'İplik / ürün ({{unit}})',
        operationIncomplete: 'Operasyon tüm ipliklerini belirttiğinde gösterilir',
      },
    },
    errors: {},
  },
  id: {
    translation: {
      styleFigures: {
        sgc: 'KPP',
        sgcName: 'Konsumsi per pakaian',
        costPerGarment: 'Biaya benang / pakaian',
        value: '{{value}} {{unit}}',
        incomplete: 'Ditampilkan setelah semua operasi lengkap',
        missingPrices: 'Satu benang gaya ini tidak memiliki harga di file biaya',
        unusableThreads:
          'Satu benang gaya ini memiliki nilai yang tidak dapat dipakai ({{threads}}): perbaiki di daftar ticket/tex merek tersebut',
        threadPerGarment: 'Benang / pakaian ({{unit}})',
        operationIncomplete: 'Ditampilkan setelah operasi menyebutkan semua benangnya',
      },
    },
    errors: {},
  },
  vi: {
    translation: {
      styleFigures: {
        sgc: 'TTSP',
        sgcName: 'Tiêu thụ một sản phẩm',
        costPerGarment: 'Chi phí chỉ / sản phẩm',
        value: '{{value}} {{unit}}',
        incomplete: 'Hiển thị khi mọi công đoạn đã đầy đủ',
        missingPrices: 'Một loại chỉ của mã hàng này chưa có giá trong tệp chi phí',
        unusableThreads:
          'Một loại chỉ của mã hàng này có giá trị không dùng được ({{threads}}): hãy sửa trong danh sách ticket/tex của nhãn hiệu',
        threadPerGarment: 'Chỉ / sản phẩm ({{unit}})',
        operationIncomplete: 'Hiển thị khi công đoạn đã ghi đủ các loại chỉ',
      },
    },
    errors: {},
  },
  zh: {
    translation: {
      styleFigures: {
        sgc: '单件用量',
        sgcName: '单件服装用线量',
        costPerGarment: '每件线成本',
        value: '{{value}} {{unit}}',
        incomplete: '所有工序完整后显示',
        missingPrices: '此款式有一种线在成本文件中没有价格',
        unusableThreads:
          '此款式有一种线的数值无法使用（{{threads}}）：请在该品牌的 ticket/tex 列表中更正',
        threadPerGarment: '每件用线 ({{unit}})',
        operationIncomplete: '工序填写全部用线后显示',
      },
    },
    errors: {},
  },
  ar: {
    translation: {
      styleFigures: {
        sgc: 'استهلاك القطعة',
        sgcName: 'استهلاك القطعة الواحدة',
        costPerGarment: 'تكلفة الخيط / قطعة',
        value: '{{value}} {{unit}}',
        incomplete: 'يظهر عند اكتمال جميع العمليات',
        missingPrices: 'أحد خيوط هذا الموديل ليس له سعر في ملف التكاليف',
        unusableThreads:
          'أحد خيوط هذا الموديل له قيمة لا يمكن استخدامها ({{threads}}): صحّحها في قائمة ticket/tex الخاصة بالعلامة التجارية',
        threadPerGarment: 'الخيط / قطعة ({{unit}})',
        operationIncomplete: 'يظهر عندما تحدد العملية جميع خيوطها',
      },
    },
    errors: {},
  },
});
