import { defineTexts } from '../define-texts.js';

/**
 * Texts of the purchase plan files in the nine languages: the purchase list
 * of one brand (.xlsx), and the whole plan as a PDF report or a CSV file.
 */
export const purchasePlanOutputsTexts = defineTexts({
  en: {
    translation: {
      planOutputs: {
        title: 'Thread purchase plan',
        purchaseList: {
          title: 'Purchase list',
          sheetName: 'Purchase list',
        },
        fields: {
          plan: 'Purchase plan',
          note: 'Note',
          needBy: 'Need by',
          runMode: 'How the styles run',
          tenant: 'Company',
          dateMade: 'Date made',
          brand: 'Brand',
          styles: 'Styles',
        },
        runModes: {
          sequential: 'One after another on the same lines',
          concurrent: 'At the same time',
        },
        sections: {
          plan: 'Plan',
          threads: 'Thread to buy',
          threadsOfBrand: 'Thread to buy: {{brand}}',
          styles: 'Styles of the plan',
          saving: 'Bought together or style by style',
          incompleteStyles: 'Styles left out of the figures',
          unpricedThreads: 'Threads without a price',
        },
        columns: {
          stage: 'Stage',
          colourGroup: 'Colour group',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: 'Package length',
          packageUnit: 'Unit',
          package: 'Package',
          packagesToBuy: 'Packages to buy',
          unitPrice: 'Unit price ({{currency}})',
          amount: 'Amount ({{currency}})',
          priceSource: 'Price source',
          remark: 'Remark',
          packages: 'Packages',
          orderQuantity: 'Order quantity',
          lines: 'Lines',
          planCost: 'Share of cost ({{currency}})',
          planAverageCost: 'Thread cost per garment ({{currency}})',
          alonePackages: 'Packages bought alone',
          aloneAverageCost: 'Cost per garment bought alone ({{currency}})',
          figure: 'Figure',
          inPlan: 'Bought together',
          styleByStyle: 'Style by style',
          saving: 'Saving',
          reason: 'Why',
          operations: 'Operations to complete',
          usedBy: 'Used by',
          colourways: 'Colourways',
        },
        rows: {
          packages: 'Packages',
          unusedThread: 'Unused thread ({{unit}})',
          cost: 'Cost ({{currency}})',
        },
        brandPrice: 'Brand price, any article',
        shadeToBeDecided: 'Shade to be decided',
        missingPrice: {
          noColourGroup: 'No price: the shade has no colour group',
          noCostFileRow: 'No price: not in the cost file',
          ambiguousCostFileRows: 'No price: several rows of the cost file match',
        },
        incompleteReasons: {
          noOperations: 'No operations yet',
          incompleteOperations: 'Operations not complete',
          threadNotFound: 'A thread is not in the thread range',
          unusableThread: 'A thread of the range has a value no estimate can use',
          noColourways: 'None of the colourways the plan takes is left in the style',
        },
        stages: {
          estimate: 'Estimate v{{version}}',
          sampleChecked: 'Sample-checked v{{version}}',
          approved: 'Approved v{{version}}',
        },
        notices: {
          unapprovedStyles:
            'Styles not approved yet: {{styles}}. Their figures are estimates and may still change.',
          missingPrices:
            'Threads without a price in the cost file: {{count}}. Their price is left empty and marked; the totals cover the priced threads only.',
          shadesToBeDecided:
            'Thread shades still to be decided: {{count}}. These threads are listed apart without a price; the figures are not final.',
          incompleteStyles:
            'Styles left out of the figures: {{count}}. Complete their operations to plan their thread.',
          savingFootnote:
            'Style by style is the same order bought as each style’s Thread Usage report buys it; the saving is what buying the plan’s thread together leaves out.',
        },
        none: 'None',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        'The purchase plan “{{plan}}” takes approved styles only, and these styles are not approved yet: {{styles}}. Approve them, or clear “Approved styles only” on the plan.',
      'Spool.PurchasePlans:BrandNotInPlan':
        'The brand {{brand}} has no thread in the purchase plan “{{plan}}”.',
    },
  },
  es: {
    translation: {
      planOutputs: {
        title: 'Plan de compra de hilo',
        purchaseList: {
          title: 'Lista de compra',
          sheetName: 'Lista de compra',
        },
        fields: {
          plan: 'Plan de compra',
          note: 'Nota',
          needBy: 'Fecha límite',
          runMode: 'Cómo se producen los estilos',
          tenant: 'Empresa',
          dateMade: 'Fecha de creación',
          brand: 'Marca',
          styles: 'Estilos',
        },
        runModes: {
          sequential: 'Uno tras otro en las mismas líneas',
          concurrent: 'Al mismo tiempo',
        },
        sections: {
          plan: 'Plan',
          threads: 'Hilo a comprar',
          threadsOfBrand: 'Hilo a comprar: {{brand}}',
          styles: 'Estilos del plan',
          saving: 'Compra conjunta o estilo por estilo',
          incompleteStyles: 'Estilos excluidos de las cifras',
          unpricedThreads: 'Hilos sin precio',
        },
        columns: {
          stage: 'Etapa',
          colourGroup: 'Grupo de color',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: 'Longitud del cono',
          packageUnit: 'Unidad',
          package: 'Cono',
          packagesToBuy: 'Conos a comprar',
          unitPrice: 'Precio unitario ({{currency}})',
          amount: 'Importe ({{currency}})',
          priceSource: 'Origen del precio',
          remark: 'Observación',
          packages: 'Conos',
          orderQuantity: 'Cantidad del pedido',
          lines: 'Líneas',
          planCost: 'Parte del costo ({{currency}})',
          planAverageCost: 'Costo de hilo por prenda ({{currency}})',
          alonePackages: 'Conos comprando solo este estilo',
          aloneAverageCost: 'Costo por prenda comprando solo ({{currency}})',
          figure: 'Cifra',
          inPlan: 'Compra conjunta',
          styleByStyle: 'Estilo por estilo',
          saving: 'Ahorro',
          reason: 'Motivo',
          operations: 'Operaciones por completar',
          usedBy: 'Usado por',
          colourways: 'Combinaciones de color',
        },
        rows: {
          packages: 'Conos',
          unusedThread: 'Hilo sobrante ({{unit}})',
          cost: 'Costo ({{currency}})',
        },
        brandPrice: 'Precio de la marca, cualquier artículo',
        shadeToBeDecided: 'Tono por decidir',
        missingPrice: {
          noColourGroup: 'Sin precio: el tono no tiene grupo de color',
          noCostFileRow: 'Sin precio: no figura en el archivo de costos',
          ambiguousCostFileRows: 'Sin precio: coinciden varias filas del archivo de costos',
        },
        incompleteReasons: {
          noOperations: 'Aún sin operaciones',
          incompleteOperations: 'Operaciones incompletas',
          threadNotFound: 'Un hilo no está en la gama de hilos',
          unusableThread: 'Un hilo de la gama tiene un valor que ningún cálculo puede usar',
          noColourways:
            'No queda en el modelo ninguna de las combinaciones de color que toma el plan',
        },
        stages: {
          estimate: 'Estimación v{{version}}',
          sampleChecked: 'Comprobado en muestra v{{version}}',
          approved: 'Aprobado v{{version}}',
        },
        notices: {
          unapprovedStyles:
            'Modelos aún no aprobados: {{styles}}. Sus cifras son estimaciones y todavía pueden cambiar.',
          missingPrices:
            'Hilos sin precio en el archivo de costos: {{count}}. Su precio queda vacío y marcado; los totales solo cubren los hilos con precio.',
          shadesToBeDecided:
            'Tonos de hilo por decidir: {{count}}. Esos hilos figuran aparte y sin precio; las cifras no son definitivas.',
          incompleteStyles:
            'Estilos excluidos de las cifras: {{count}}. Complete sus operaciones para planificar su hilo.',
          savingFootnote:
            'Estilo por estilo es el mismo pedido comprado como lo compra el Informe de uso de hilo de cada estilo; el ahorro es lo que se deja de comprar al comprar juntos los hilos del plan.',
        },
        none: 'Ninguno',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        'El plan de compra «{{plan}}» solo admite modelos aprobados, y estos modelos aún no están aprobados: {{styles}}. Apruébelos, o desmarque «Solo modelos aprobados» en el plan.',
      'Spool.PurchasePlans:BrandNotInPlan':
        'La marca {{brand}} no tiene ningún hilo en el plan de compra «{{plan}}».',
    },
  },
  fr: {
    translation: {
      planOutputs: {
        title: 'Plan d’achat de fil',
        purchaseList: {
          title: 'Liste d’achat',
          sheetName: 'Liste d’achat',
        },
        fields: {
          plan: 'Plan d’achat',
          note: 'Note',
          needBy: 'À recevoir pour le',
          runMode: 'Ordre de production des modèles',
          tenant: 'Entreprise',
          dateMade: 'Date d’édition',
          brand: 'Marque',
          styles: 'Modèles',
        },
        runModes: {
          sequential: 'L’un après l’autre sur les mêmes lignes',
          concurrent: 'En même temps',
        },
        sections: {
          plan: 'Plan',
          threads: 'Fil à acheter',
          threadsOfBrand: 'Fil à acheter : {{brand}}',
          styles: 'Modèles du plan',
          saving: 'Achat groupé ou modèle par modèle',
          incompleteStyles: 'Modèles exclus des chiffres',
          unpricedThreads: 'Fils sans prix',
        },
        columns: {
          stage: 'Étape',
          colourGroup: 'Groupe de couleur',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: 'Longueur du cône',
          packageUnit: 'Unité',
          package: 'Cône',
          packagesToBuy: 'Cônes à acheter',
          unitPrice: 'Prix unitaire ({{currency}})',
          amount: 'Montant ({{currency}})',
          priceSource: 'Source du prix',
          remark: 'Remarque',
          packages: 'Cônes',
          orderQuantity: 'Quantité commandée',
          lines: 'Lignes',
          planCost: 'Part du coût ({{currency}})',
          planAverageCost: 'Coût du fil par vêtement ({{currency}})',
          alonePackages: 'Cônes achetés seul',
          aloneAverageCost: 'Coût par vêtement acheté seul ({{currency}})',
          figure: 'Chiffre',
          inPlan: 'Achat groupé',
          styleByStyle: 'Modèle par modèle',
          saving: 'Économie',
          reason: 'Raison',
          operations: 'Opérations à compléter',
          usedBy: 'Utilisé par',
          colourways: 'Coloris',
        },
        rows: {
          packages: 'Cônes',
          unusedThread: 'Fil non utilisé ({{unit}})',
          cost: 'Coût ({{currency}})',
        },
        brandPrice: 'Prix de la marque, tout article',
        shadeToBeDecided: 'Nuance à décider',
        missingPrice: {
          noColourGroup: 'Sans prix : la nuance n’a pas de groupe de couleur',
          noCostFileRow: 'Sans prix : absent du fichier des coûts',
          ambiguousCostFileRows: 'Sans prix : plusieurs lignes du fichier des coûts correspondent',
        },
        incompleteReasons: {
          noOperations: 'Pas encore d’opérations',
          incompleteOperations: 'Opérations incomplètes',
          threadNotFound: 'Un fil n’est pas dans la gamme de fils',
          unusableThread: 'Un fil de la gamme a une valeur inutilisable',
          noColourways: 'Aucun des coloris que prend le plan ne reste dans le modèle',
        },
        stages: {
          estimate: 'Estimation v{{version}}',
          sampleChecked: 'Vérifié sur échantillon v{{version}}',
          approved: 'Approuvé v{{version}}',
        },
        notices: {
          unapprovedStyles:
            'Modèles pas encore approuvés : {{styles}}. Leurs chiffres sont des estimations et peuvent encore changer.',
          missingPrices:
            'Fils sans prix dans le fichier des coûts : {{count}}. Leur prix reste vide et signalé ; les totaux ne couvrent que les fils qui ont un prix.',
          shadesToBeDecided:
            'Nuances de fil à décider : {{count}}. Ces fils sont listés à part, sans prix ; les chiffres ne sont pas définitifs.',
          incompleteStyles:
            'Modèles exclus des chiffres : {{count}}. Complétez leurs opérations pour planifier leur fil.',
          savingFootnote:
            'Modèle par modèle : la même commande achetée comme le Rapport d’utilisation du fil de chaque modèle l’achète ; l’économie est ce que l’achat groupé du fil du plan évite d’acheter.',
        },
        none: 'Aucun',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        'Le plan d’achat « {{plan}} » ne prend que des modèles approuvés, et ces modèles ne sont pas encore approuvés : {{styles}}. Approuvez-les, ou décochez « Modèles approuvés uniquement » sur le plan.',
      'Spool.PurchasePlans:BrandNotInPlan':
        'La marque {{brand}} n’a aucun fil dans le plan d’achat « {{plan}} ».',
    },
  },
  pt: {
    translation: {
      planOutputs: {
        title: 'Plano de compra de linha',
        purchaseList: {
          title: 'Lista de compra',
          sheetName: 'Lista de compra',
        },
        fields: {
          plan: 'Plano de compra',
          note: 'Observação',
          needBy: 'Necessário até',
          runMode: 'Como os modelos são produzidos',
          tenant: 'Empresa',
          dateMade: 'Data de emissão',
          brand: 'Marca',
          styles: 'Modelos',
        },
        runModes: {
          sequential: 'Um após o outro nas mesmas linhas',
          concurrent: 'Ao mesmo tempo',
        },
        sections: {
          plan: 'Plano',
          threads: 'Linha a comprar',
          threadsOfBrand: 'Linha a comprar: {{brand}}',
          styles: 'Modelos do plano',
          saving: 'Compra conjunta ou modelo a modelo',
          incompleteStyles: 'Modelos excluídos dos valores',
          unpricedThreads: 'Linhas sem preço',
        },
        columns: {
          stage: 'Etapa',
          colourGroup: 'Grupo de cor',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: 'Comprimento do cone',
          packageUnit: 'Unidade',
          package: 'Cone',
          packagesToBuy: 'Cones a comprar',
          unitPrice: 'Preço unitário ({{currency}})',
          amount: 'Valor ({{currency}})',
          priceSource: 'Origem do preço',
          remark: 'Observação',
          packages: 'Cones',
          orderQuantity: 'Quantidade do pedido',
          lines: 'Linhas',
          planCost: 'Parte do custo ({{currency}})',
          planAverageCost: 'Custo de linha por peça ({{currency}})',
          alonePackages: 'Cones comprando só este modelo',
          aloneAverageCost: 'Custo por peça comprando só ({{currency}})',
          figure: 'Valor',
          inPlan: 'Compra conjunta',
          styleByStyle: 'Modelo a modelo',
          saving: 'Economia',
          reason: 'Motivo',
          operations: 'Operações a completar',
          usedBy: 'Usado por',
          colourways: 'Variantes de cor',
        },
        rows: {
          packages: 'Cones',
          unusedThread: 'Linha excedente ({{unit}})',
          cost: 'Custo ({{currency}})',
        },
        brandPrice: 'Preço da marca, qualquer artigo',
        shadeToBeDecided: 'Tonalidade a decidir',
        missingPrice: {
          noColourGroup: 'Sem preço: a tonalidade não tem grupo de cor',
          noCostFileRow: 'Sem preço: não consta no arquivo de custos',
          ambiguousCostFileRows: 'Sem preço: várias linhas do arquivo de custos correspondem',
        },
        incompleteReasons: {
          noOperations: 'Ainda sem operações',
          incompleteOperations: 'Operações incompletas',
          threadNotFound: 'Uma linha não está na gama de linhas',
          unusableThread: 'Uma linha da gama tem um valor que nenhum cálculo pode usar',
          noColourways: 'Nenhuma das variantes de cor que o plano leva continua no modelo',
        },
        stages: {
          estimate: 'Estimativa v{{version}}',
          sampleChecked: 'Verificado na amostra v{{version}}',
          approved: 'Aprovado v{{version}}',
        },
        notices: {
          unapprovedStyles:
            'Modelos ainda não aprovados: {{styles}}. Seus números são estimativas e ainda podem mudar.',
          missingPrices:
            'Linhas sem preço no arquivo de custos: {{count}}. O preço fica vazio e marcado; os totais cobrem só as linhas com preço.',
          shadesToBeDecided:
            'Tonalidades de linha a decidir: {{count}}. Essas linhas aparecem à parte, sem preço; os números não são definitivos.',
          incompleteStyles:
            'Modelos excluídos dos valores: {{count}}. Complete as operações para planejar a linha deles.',
          savingFootnote:
            'Modelo a modelo é o mesmo pedido comprado como o Relatório de uso de linha de cada modelo o compra; a economia é o que a compra conjunta da linha do plano deixa de comprar.',
        },
        none: 'Nenhum',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        'O plano de compra “{{plan}}” aceita somente modelos aprovados, e estes modelos ainda não estão aprovados: {{styles}}. Aprove-os, ou desmarque “Somente modelos aprovados” no plano.',
      'Spool.PurchasePlans:BrandNotInPlan':
        'A marca {{brand}} não tem nenhuma linha no plano de compra “{{plan}}”.',
    },
  },
  tr: {
    translation: {
      planOutputs: {
        title: 'İplik satın alma planı',
        purchaseList: {
          title: 'Satın alma listesi',
          sheetName: 'Satın alma listesi',
        },
        fields: {
          plan: 'Satın alma planı',
          note: 'Not',
          needBy: 'İhtiyaç tarihi',
          runMode: 'Modellerin üretim sırası',
          tenant: 'Firma',
          dateMade: 'Oluşturma tarihi',
          brand: 'Marka',
          styles: 'Modeller',
        },
        runModes: {
          sequential: 'Aynı hatlarda art arda',
          concurrent: 'Aynı anda',
        },
        sections: {
          plan: 'Plan',
          threads: 'Satın alınacak iplik',
          threadsOfBrand: 'Satın alınacak iplik: {{brand}}',
          styles: 'Plandaki modeller',
          saving: 'Birlikte veya model model satın alma',
          incompleteStyles: 'Hesaba katılmayan modeller',
          unpricedThreads: 'Fiyatı olmayan iplikler',
        },
        columns: {
          stage: 'Aşama',
          colourGroup: 'Renk grubu',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: 'Bobin uzunluğu',
          packageUnit: 'Birim',
          package: 'Bobin',
          packagesToBuy: 'Alınacak bobin',
          unitPrice: 'Birim fiyat ({{currency}})',
          amount: 'Tutar ({{currency}})',
          priceSource: 'Fiyat kaynağı',
          remark: 'Açıklama',
          packages: 'Bobin',
          orderQuantity: 'Sipariş adedi',
          lines: 'Hatlar',
          planCost: 'Maliyet payı ({{currency}})',
          planAverageCost: 'Ürün başına iplik maliyeti ({{currency}})',
          alonePackages: 'Tek başına alınan bobin',
          aloneAverageCost: 'Tek başına alımda ürün başına maliyet ({{currency}})',
          figure: 'Değer',
          inPlan: 'Birlikte alım',
          styleByStyle: 'Model model',
          saving: 'Tasarruf',
          reason: 'Neden',
          operations: 'Tamamlanacak işlemler',
          usedBy: 'Kullanan modeller',
          colourways: 'Renk varyantları',
        },
        rows: {
          packages: 'Bobin',
          unusedThread: 'Artan iplik ({{unit}})',
          cost: 'Maliyet ({{currency}})',
        },
        brandPrice: 'Marka fiyatı, tüm artikeller',
        shadeToBeDecided: 'Ton karar verilecek',
        missingPrice: {
          noColourGroup: 'Fiyat yok: renk tonunun renk grubu yok',
          noCostFileRow: 'Fiyat yok: maliyet dosyasında yok',
          ambiguousCostFileRows: 'Fiyat yok: maliyet dosyasında birden çok satır eşleşiyor',
        },
        incompleteReasons: {
          noOperations: 'Henüz işlem yok',
          incompleteOperations: 'Eksik işlemler',
          threadNotFound: 'Bir iplik iplik yelpazesinde yok',
          unusableThread: 'Serideki bir ipliğin kullanılamayan bir değeri var',
          noColourways: 'Planın aldığı renk varyantlarından hiçbiri modelde kalmadı',
        },
        stages: {
          estimate: 'Tahmin, sürüm {{version}}',
          sampleChecked: 'Numunede kontrol edildi, sürüm {{version}}',
          approved: 'Onaylandı, sürüm {{version}}',
        },
        notices: {
          unapprovedStyles:
            'Henüz onaylanmamış modeller: {{styles}}. Rakamları tahmindir ve hâlâ değişebilir.',
          missingPrices:
            'Maliyet dosyasında fiyatı olmayan iplikler: {{count}}. Fiyatları boş bırakılır ve işaretlenir; toplamlar yalnızca fiyatı olan iplikleri kapsar.',
          shadesToBeDecided:
            'Karar verilecek iplik tonları: {{count}}. Bu iplikler fiyatsız olarak ayrı listelenir; rakamlar kesin değildir.',
          incompleteStyles:
            'Hesaba katılmayan modeller: {{count}}. İpliklerini planlamak için işlemlerini tamamlayın.',
          savingFootnote:
            'Model model, aynı siparişin her modelin İplik Kullanım Raporu’ndaki gibi satın alınmasıdır; tasarruf, planın ipliğini birlikte almanın gereksiz kıldığı miktardır.',
        },
        none: 'Yok',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        '“{{plan}}” satın alma planı yalnızca onaylı modelleri kabul eder ve şu modeller henüz onaylanmadı: {{styles}}. Bunları onaylayın ya da plandaki “Yalnızca onaylı modeller” seçeneğini kaldırın.',
      'Spool.PurchasePlans:BrandNotInPlan':
        '{{brand}} markasının “{{plan}}” satın alma planında ipliği yok.',
    },
  },
  id: {
    translation: {
      planOutputs: {
        title: 'Rencana pembelian benang',
        purchaseList: {
          title: 'Daftar pembelian',
          sheetName: 'Daftar pembelian',
        },
        fields: {
          plan: 'Rencana pembelian',
          note: 'Catatan',
          needBy: 'Dibutuhkan pada',
          runMode: 'Cara gaya diproduksi',
          tenant: 'Perusahaan',
          dateMade: 'Tanggal dibuat',
          brand: 'Merek',
          styles: 'Gaya',
        },
        runModes: {
          sequential: 'Berurutan di lini yang sama',
          concurrent: 'Bersamaan',
        },
        sections: {
          plan: 'Rencana',
          threads: 'Benang yang dibeli',
          threadsOfBrand: 'Benang yang dibeli: {{brand}}',
          styles: 'Gaya dalam rencana',
          saving: 'Dibeli bersama atau per gaya',
          incompleteStyles: 'Gaya yang tidak dihitung',
          unpricedThreads: 'Benang tanpa harga',
        },
        columns: {
          stage: 'Tahap',
          colourGroup: 'Kelompok warna',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: 'Panjang cone',
          packageUnit: 'Satuan',
          package: 'Cone',
          packagesToBuy: 'Cone yang dibeli',
          unitPrice: 'Harga satuan ({{currency}})',
          amount: 'Jumlah harga ({{currency}})',
          priceSource: 'Sumber harga',
          remark: 'Keterangan',
          packages: 'Cone',
          orderQuantity: 'Jumlah pesanan',
          lines: 'Lini',
          planCost: 'Bagian biaya ({{currency}})',
          planAverageCost: 'Biaya benang per garmen ({{currency}})',
          alonePackages: 'Cone jika dibeli sendiri',
          aloneAverageCost: 'Biaya per garmen jika dibeli sendiri ({{currency}})',
          figure: 'Angka',
          inPlan: 'Dibeli bersama',
          styleByStyle: 'Per gaya',
          saving: 'Penghematan',
          reason: 'Alasan',
          operations: 'Operasi yang harus dilengkapi',
          usedBy: 'Dipakai oleh',
          colourways: 'Varian warna',
        },
        rows: {
          packages: 'Cone',
          unusedThread: 'Sisa benang ({{unit}})',
          cost: 'Biaya ({{currency}})',
        },
        brandPrice: 'Harga merek, semua artikel',
        shadeToBeDecided: 'Corak belum ditentukan',
        missingPrice: {
          noColourGroup: 'Tanpa harga: shade tidak punya kelompok warna',
          noCostFileRow: 'Tanpa harga: tidak ada di file biaya',
          ambiguousCostFileRows: 'Tanpa harga: beberapa baris file biaya cocok',
        },
        incompleteReasons: {
          noOperations: 'Belum ada operasi',
          incompleteOperations: 'Operasi belum lengkap',
          threadNotFound: 'Ada benang yang tidak ada di rangkaian benang',
          unusableThread: 'Ada benang dengan nilai yang tidak dapat dipakai',
          noColourways: 'Tidak ada lagi varian warna yang diambil rencana di dalam gaya',
        },
        stages: {
          estimate: 'Estimasi v{{version}}',
          sampleChecked: 'Diperiksa pada sampel v{{version}}',
          approved: 'Disetujui v{{version}}',
        },
        notices: {
          unapprovedStyles:
            'Gaya yang belum disetujui: {{styles}}. Angkanya adalah estimasi dan masih bisa berubah.',
          missingPrices:
            'Benang tanpa harga di file biaya: {{count}}. Harganya dikosongkan dan ditandai; total hanya mencakup benang yang berharga.',
          shadesToBeDecided:
            'Corak benang yang belum ditentukan: {{count}}. Benang tersebut dicantumkan terpisah tanpa harga; angkanya belum final.',
          incompleteStyles:
            'Gaya yang tidak dihitung: {{count}}. Lengkapi operasinya untuk merencanakan benangnya.',
          savingFootnote:
            'Per gaya adalah pesanan yang sama dibeli seperti Laporan Penggunaan Benang tiap gaya membelinya; penghematan adalah yang tidak perlu dibeli bila benang rencana dibeli bersama.',
        },
        none: 'Tidak ada',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        'Rencana pembelian “{{plan}}” hanya menerima gaya yang disetujui, dan gaya berikut belum disetujui: {{styles}}. Setujui gaya tersebut, atau hapus centang “Hanya gaya yang disetujui” pada rencana.',
      'Spool.PurchasePlans:BrandNotInPlan':
        'Merek {{brand}} tidak punya benang dalam rencana pembelian “{{plan}}”.',
    },
  },
  vi: {
    translation: {
      planOutputs: {
        title: 'Kế hoạch mua chỉ',
        purchaseList: {
          title: 'Danh sách mua hàng',
          sheetName: 'Danh sách mua hàng',
        },
        fields: {
          plan: 'Kế hoạch mua hàng',
          note: 'Ghi chú',
          needBy: 'Cần trước ngày',
          runMode: 'Cách sản xuất các mẫu',
          tenant: 'Công ty',
          dateMade: 'Ngày lập',
          brand: 'Nhãn hiệu',
          styles: 'Mẫu',
        },
        runModes: {
          sequential: 'Lần lượt trên cùng chuyền',
          concurrent: 'Cùng lúc',
        },
        sections: {
          plan: 'Kế hoạch',
          threads: 'Chỉ cần mua',
          threadsOfBrand: 'Chỉ cần mua: {{brand}}',
          styles: 'Các mẫu trong kế hoạch',
          saving: 'Mua chung hay mua theo từng mẫu',
          incompleteStyles: 'Các mẫu chưa được tính',
          unpricedThreads: 'Chỉ chưa có giá',
        },
        columns: {
          stage: 'Giai đoạn',
          colourGroup: 'Nhóm màu',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: 'Chiều dài cuộn',
          packageUnit: 'Đơn vị',
          package: 'Cuộn',
          packagesToBuy: 'Số cuộn cần mua',
          unitPrice: 'Đơn giá ({{currency}})',
          amount: 'Thành tiền ({{currency}})',
          priceSource: 'Nguồn giá',
          remark: 'Ghi chú',
          packages: 'Số cuộn',
          orderQuantity: 'Số lượng đơn hàng',
          lines: 'Chuyền',
          planCost: 'Phần chi phí ({{currency}})',
          planAverageCost: 'Chi phí chỉ mỗi sản phẩm ({{currency}})',
          alonePackages: 'Số cuộn nếu mua riêng',
          aloneAverageCost: 'Chi phí mỗi sản phẩm nếu mua riêng ({{currency}})',
          figure: 'Chỉ tiêu',
          inPlan: 'Mua chung',
          styleByStyle: 'Theo từng mẫu',
          saving: 'Tiết kiệm',
          reason: 'Lý do',
          operations: 'Công đoạn cần hoàn thiện',
          usedBy: 'Dùng cho',
          colourways: 'Phối màu',
        },
        rows: {
          packages: 'Số cuộn',
          unusedThread: 'Chỉ dư ({{unit}})',
          cost: 'Chi phí ({{currency}})',
        },
        brandPrice: 'Giá theo nhãn hiệu, mọi mã hàng',
        shadeToBeDecided: 'Màu chỉ chưa quyết định',
        missingPrice: {
          noColourGroup: 'Chưa có giá: màu chỉ chưa có nhóm màu',
          noCostFileRow: 'Chưa có giá: không có trong bảng giá',
          ambiguousCostFileRows: 'Chưa có giá: nhiều dòng trong bảng giá cùng khớp',
        },
        incompleteReasons: {
          noOperations: 'Chưa có công đoạn',
          incompleteOperations: 'Công đoạn chưa đầy đủ',
          threadNotFound: 'Có loại chỉ không nằm trong danh mục chỉ',
          unusableThread: 'Có loại chỉ mang giá trị không dùng được',
          noColourways: 'Mẫu không còn phối màu nào mà kế hoạch đã chọn',
        },
        stages: {
          estimate: 'Ước tính, phiên bản {{version}}',
          sampleChecked: 'Đã kiểm tra mẫu, phiên bản {{version}}',
          approved: 'Đã phê duyệt, phiên bản {{version}}',
        },
        notices: {
          unapprovedStyles:
            'Các mẫu chưa được phê duyệt: {{styles}}. Số liệu của chúng là ước tính và vẫn có thể thay đổi.',
          missingPrices:
            'Số loại chỉ chưa có giá trong bảng giá: {{count}}. Giá để trống và được đánh dấu; các tổng chỉ tính chỉ đã có giá.',
          shadesToBeDecided:
            'Màu chỉ chưa quyết định: {{count}}. Các loại chỉ này được liệt kê riêng, không có giá; số liệu chưa phải cuối cùng.',
          incompleteStyles:
            'Số mẫu chưa được tính: {{count}}. Hãy hoàn thiện công đoạn để lập kế hoạch chỉ cho các mẫu này.',
          savingFootnote:
            'Theo từng mẫu là cùng đơn hàng được mua như Báo cáo sử dụng chỉ của từng mẫu; tiết kiệm là phần không cần mua khi mua chung chỉ của kế hoạch.',
        },
        none: 'Không có',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        'Kế hoạch mua hàng “{{plan}}” chỉ nhận mẫu đã phê duyệt, và các mẫu sau chưa được phê duyệt: {{styles}}. Hãy phê duyệt chúng, hoặc bỏ chọn “Chỉ mẫu đã phê duyệt” trong kế hoạch.',
      'Spool.PurchasePlans:BrandNotInPlan':
        'Nhãn hiệu {{brand}} không có loại chỉ nào trong kế hoạch mua hàng “{{plan}}”.',
    },
  },
  zh: {
    translation: {
      planOutputs: {
        title: '缝线采购计划',
        purchaseList: {
          title: '采购清单',
          sheetName: '采购清单',
        },
        fields: {
          plan: '采购计划',
          note: '备注',
          needBy: '需求日期',
          runMode: '款式生产方式',
          tenant: '公司',
          dateMade: '制表日期',
          brand: '品牌',
          styles: '款式',
        },
        runModes: {
          sequential: '在同一生产线上依次生产',
          concurrent: '同时生产',
        },
        sections: {
          plan: '计划',
          threads: '需采购的缝线',
          threadsOfBrand: '需采购的缝线：{{brand}}',
          styles: '计划中的款式',
          saving: '合并采购与逐款采购',
          incompleteStyles: '未计入的款式',
          unpricedThreads: '无价格的缝线',
        },
        columns: {
          stage: '阶段',
          colourGroup: '颜色组',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: '每筒长度',
          packageUnit: '单位',
          package: '线筒',
          packagesToBuy: '采购筒数',
          unitPrice: '单价 ({{currency}})',
          amount: '金额 ({{currency}})',
          priceSource: '价格来源',
          remark: '备注',
          packages: '筒数',
          orderQuantity: '订单数量',
          lines: '生产线',
          planCost: '成本分摊 ({{currency}})',
          planAverageCost: '每件用线成本 ({{currency}})',
          alonePackages: '单独采购筒数',
          aloneAverageCost: '单独采购每件成本 ({{currency}})',
          figure: '项目',
          inPlan: '合并采购',
          styleByStyle: '逐款采购',
          saving: '节省',
          reason: '原因',
          operations: '待完善的工序',
          usedBy: '使用款式',
          colourways: '配色',
        },
        rows: {
          packages: '筒数',
          unusedThread: '剩余线量 ({{unit}})',
          cost: '成本 ({{currency}})',
        },
        brandPrice: '品牌统一价（所有货号）',
        shadeToBeDecided: '色号待定',
        missingPrice: {
          noColourGroup: '无价格：色号没有颜色组',
          noCostFileRow: '无价格：成本文件中没有',
          ambiguousCostFileRows: '无价格：成本文件中有多行匹配',
        },
        incompleteReasons: {
          noOperations: '尚无工序',
          incompleteOperations: '工序不完整',
          threadNotFound: '有缝线不在缝线系列中',
          unusableThread: '有缝线的数值无法用于估算',
          noColourways: '计划选取的配色已不在款式中',
        },
        stages: {
          estimate: '估算 第 {{version}} 版',
          sampleChecked: '已样衣核对 第 {{version}} 版',
          approved: '已批准 第 {{version}} 版',
        },
        notices: {
          unapprovedStyles: '尚未批准的款式：{{styles}}。其数据为估算，仍可能变化。',
          missingPrices:
            '成本文件中无价格的缝线：{{count}} 种。其价格留空并加标记；合计仅包括有价格的缝线。',
          shadesToBeDecided:
            '待定的线色号：{{count}}。这些线单独列出，没有价格；数字不是最终结果。',
          incompleteStyles: '未计入的款式：{{count}} 个。请完善其工序以规划用线。',
          savingFootnote:
            '逐款采购：同一订单按各款式的用线报告分别采购；节省：合并采购计划用线后少买的部分。',
        },
        none: '无',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        '采购计划“{{plan}}”仅接受已批准的款式，以下款式尚未批准：{{styles}}。请批准这些款式，或在计划中取消勾选“仅限已批准款式”。',
      'Spool.PurchasePlans:BrandNotInPlan': '品牌 {{brand}} 在采购计划“{{plan}}”中没有缝线。',
    },
  },
  ar: {
    translation: {
      planOutputs: {
        title: 'خطة شراء الخيط',
        purchaseList: {
          title: 'قائمة الشراء',
          sheetName: 'قائمة الشراء',
        },
        fields: {
          plan: 'خطة الشراء',
          note: 'ملاحظة',
          needBy: 'مطلوب بحلول',
          runMode: 'طريقة تشغيل الموديلات',
          tenant: 'الشركة',
          dateMade: 'تاريخ الإعداد',
          brand: 'العلامة التجارية',
          styles: 'الموديلات',
        },
        runModes: {
          sequential: 'واحدًا تلو الآخر على الخطوط نفسها',
          concurrent: 'في الوقت نفسه',
        },
        sections: {
          plan: 'الخطة',
          threads: 'الخيط المطلوب شراؤه',
          threadsOfBrand: 'الخيط المطلوب شراؤه: {{brand}}',
          styles: 'موديلات الخطة',
          saving: 'الشراء معًا أو موديلًا موديلًا',
          incompleteStyles: 'موديلات غير محسوبة في الأرقام',
          unpricedThreads: 'خيوط بلا سعر',
        },
        columns: {
          stage: 'المرحلة',
          colourGroup: 'مجموعة اللون',
          ticket: 'Tkt',
          tex: 'Tex',
          packageLength: 'طول البكرة',
          packageUnit: 'الوحدة',
          package: 'البكرة',
          packagesToBuy: 'البكرات المطلوب شراؤها',
          unitPrice: 'سعر الوحدة ({{currency}})',
          amount: 'المبلغ ({{currency}})',
          priceSource: 'مصدر السعر',
          remark: 'ملاحظة',
          packages: 'البكرات',
          orderQuantity: 'كمية الطلب',
          lines: 'الخطوط',
          planCost: 'حصة التكلفة ({{currency}})',
          planAverageCost: 'تكلفة الخيط للقطعة ({{currency}})',
          alonePackages: 'البكرات عند الشراء منفردًا',
          aloneAverageCost: 'تكلفة القطعة عند الشراء منفردًا ({{currency}})',
          figure: 'البند',
          inPlan: 'الشراء معًا',
          styleByStyle: 'موديلًا موديلًا',
          saving: 'التوفير',
          reason: 'السبب',
          operations: 'العمليات المطلوب استكمالها',
          usedBy: 'تستخدمه',
          colourways: 'الألوان',
        },
        rows: {
          packages: 'البكرات',
          unusedThread: 'الخيط غير المستخدم ({{unit}})',
          cost: 'التكلفة ({{currency}})',
        },
        brandPrice: 'سعر العلامة التجارية لكل الأصناف',
        shadeToBeDecided: 'درجة اللون لم تُحدَّد بعد',
        missingPrice: {
          noColourGroup: 'بلا سعر: درجة اللون بلا مجموعة لون',
          noCostFileRow: 'بلا سعر: غير موجود في ملف التكاليف',
          ambiguousCostFileRows: 'بلا سعر: تطابقت عدة صفوف في ملف التكاليف',
        },
        incompleteReasons: {
          noOperations: 'لا عمليات بعد',
          incompleteOperations: 'عمليات غير مكتملة',
          threadNotFound: 'خيط غير موجود في تشكيلة الخيوط',
          unusableThread: 'خيط في التشكيلة له قيمة لا يمكن استخدامها',
          noColourways: 'لم يبقَ في الموديل أي من الألوان التي تأخذها الخطة',
        },
        stages: {
          estimate: 'تقدير، الإصدار {{version}}',
          sampleChecked: 'تم التحقق على العينة، الإصدار {{version}}',
          approved: 'معتمد، الإصدار {{version}}',
        },
        notices: {
          unapprovedStyles: 'موديلات لم تُعتمد بعد: {{styles}}. أرقامها تقديرات وقد تتغير.',
          missingPrices:
            'خيوط بلا سعر في ملف التكاليف: {{count}}. يُترك سعرها فارغًا مع علامة، ولا تشمل المجاميع إلا الخيوط المسعّرة.',
          shadesToBeDecided:
            'درجات ألوان خيوط لم تُحدَّد بعد: {{count}}. تُدرج هذه الخيوط منفصلة وبلا سعر؛ والأرقام ليست نهائية.',
          incompleteStyles: 'موديلات غير محسوبة في الأرقام: {{count}}. أكمل عملياتها لتخطيط خيطها.',
          savingFootnote:
            'الشراء موديلًا موديلًا هو الطلب نفسه مشترى كما يشتريه تقرير استخدام الخيط لكل موديل؛ والتوفير هو ما يُستغنى عن شرائه عند شراء خيط الخطة معًا.',
        },
        none: 'لا يوجد',
      },
    },
    errors: {
      'Spool.PurchasePlans:StylesNotApproved':
        'خطة الشراء «{{plan}}» تقبل الموديلات المعتمدة فقط، وهذه الموديلات لم تُعتمد بعد: {{styles}}. اعتمدها، أو ألغِ تحديد «الموديلات المعتمدة فقط» في الخطة.',
      'Spool.PurchasePlans:BrandNotInPlan':
        'ليس للعلامة التجارية {{brand}} أي خيط في خطة الشراء “{{plan}}”.',
    },
  },
});
