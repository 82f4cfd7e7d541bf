import type { Widen } from '../define-texts.js';
import type { Language } from '../languages.js';

/**
 * Texts of a custom setting's allowance bands (the domain's `allowanceBandsSchema` messages,
 * the band editor, the band a style's allowance came from) and of the customers that default
 * to a setting, placed at `allowanceBands` by custom-settings.ts, in the nine languages.
 */
const enTexts = {
  validation: {
    gap: 'This band must start the garment after the previous band ends: no order quantity may be left out.',
    overlap:
      'This band starts before the previous band ends: two bands would cover the same order quantity.',
    firstFromOne: 'The first band starts at 1 garment.',
    lastOpen: 'The last band has no end: leave its “to” empty.',
    openBeforeLast: 'Only the last band may be left without an end.',
    endBeforeStart: 'The band ends before it starts.',
    empty: 'Add at least one band, or choose a flat allowance.',
    tooMany: 'A setting holds at most 12 bands.',
  },
  editor: {
    kind: 'Allowance',
    flat: 'Flat',
    banded: 'By order quantity',
    from: 'From (garments)',
    to: 'To (garments)',
    percent: 'Allowance %',
    openEnd: 'and more',
    addBand: 'Add band',
    removeBand: 'Remove band {{number}}',
    help: 'Each band starts the garment after the previous one ends; the last band has no end.',
  },
  band: 'band {{from}} to {{to}} garments',
  bandOpen: 'band {{from}} garments and more',
  withBand: '{{percent}} % ({{band}})',
  byQuantity: '{{low}} to {{high}} % by quantity',
  headerSummary: 'Order allowance {{percent}} % ({{band}})',
  reportField: 'Allowance band',
  customers: {
    label: 'Default for customers',
    help: 'New styles for these customers start with this setting.',
    none: 'No customer',
    saveError: 'The customers’ default setting could not be saved',
  },
} as const;

const esTexts = {
  validation: {
    gap: 'Este tramo debe empezar en la prenda siguiente al final del tramo anterior: ninguna cantidad de pedido puede quedar fuera.',
    overlap:
      'Este tramo empieza antes de que termine el anterior: dos tramos cubrirían la misma cantidad de pedido.',
    firstFromOne: 'El primer tramo empieza en 1 prenda.',
    lastOpen: 'El último tramo no tiene final: deje vacío su «hasta».',
    openBeforeLast: 'Solo el último tramo puede quedar sin final.',
    endBeforeStart: 'El tramo termina antes de empezar.',
    empty: 'Añada al menos un tramo o elija un margen fijo.',
    tooMany: 'Un ajuste admite como máximo 12 tramos.',
  },
  editor: {
    kind: 'Margen',
    flat: 'Fijo',
    banded: 'Según la cantidad del pedido',
    from: 'Desde (prendas)',
    to: 'Hasta (prendas)',
    percent: 'Margen %',
    openEnd: 'y más',
    addBand: 'Añadir tramo',
    removeBand: 'Quitar el tramo {{number}}',
    help: 'Cada tramo empieza en la prenda siguiente al final del anterior; el último tramo no tiene final.',
  },
  band: 'tramo de {{from}} a {{to}} prendas',
  bandOpen: 'tramo de {{from}} prendas o más',
  withBand: '{{percent}} % ({{band}})',
  byQuantity: 'De {{low}} a {{high}} % según la cantidad',
  headerSummary: 'Margen del pedido {{percent}} % ({{band}})',
  reportField: 'Tramo de margen',
  customers: {
    label: 'Predeterminado para los clientes',
    help: 'Los estilos nuevos de estos clientes empiezan con este ajuste.',
    none: 'Ningún cliente',
    saveError: 'No se pudo guardar el ajuste predeterminado de los clientes',
  },
} satisfies Widen<typeof enTexts>;

const frTexts = {
  validation: {
    gap: 'Cette tranche doit commencer au vêtement qui suit la fin de la tranche précédente : aucune quantité de commande ne peut être oubliée.',
    overlap:
      'Cette tranche commence avant la fin de la précédente : deux tranches couvriraient la même quantité de commande.',
    firstFromOne: 'La première tranche commence à 1 vêtement.',
    lastOpen: 'La dernière tranche n’a pas de fin : laissez son « à » vide.',
    openBeforeLast: 'Seule la dernière tranche peut rester sans fin.',
    endBeforeStart: 'La tranche se termine avant de commencer.',
    empty: 'Ajoutez au moins une tranche, ou choisissez une marge fixe.',
    tooMany: 'Un réglage contient au plus 12 tranches.',
  },
  editor: {
    kind: 'Marge',
    flat: 'Fixe',
    banded: 'Selon la quantité commandée',
    from: 'De (vêtements)',
    to: 'À (vêtements)',
    percent: 'Marge %',
    openEnd: 'et plus',
    addBand: 'Ajouter une tranche',
    removeBand: 'Supprimer la tranche {{number}}',
    help: 'Chaque tranche commence au vêtement qui suit la fin de la précédente ; la dernière n’a pas de fin.',
  },
  band: 'tranche de {{from}} à {{to}} vêtements',
  bandOpen: 'tranche de {{from}} vêtements et plus',
  withBand: '{{percent}} % ({{band}})',
  byQuantity: 'De {{low}} à {{high}} % selon la quantité',
  headerSummary: 'Marge de commande {{percent}} % ({{band}})',
  reportField: 'Tranche de marge',
  customers: {
    label: 'Par défaut pour les clients',
    help: 'Les nouveaux modèles de ces clients commencent avec ce réglage.',
    none: 'Aucun client',
    saveError: 'Le réglage par défaut des clients n’a pas pu être enregistré',
  },
} satisfies Widen<typeof enTexts>;

const ptTexts = {
  validation: {
    gap: 'Esta faixa deve começar na peça seguinte ao fim da faixa anterior: nenhuma quantidade de pedido pode ficar de fora.',
    overlap:
      'Esta faixa começa antes do fim da anterior: duas faixas cobririam a mesma quantidade de pedido.',
    firstFromOne: 'A primeira faixa começa em 1 peça.',
    lastOpen: 'A última faixa não tem fim: deixe o campo “até” vazio.',
    openBeforeLast: 'Só a última faixa pode ficar sem fim.',
    endBeforeStart: 'A faixa termina antes de começar.',
    empty: 'Adicione pelo menos uma faixa ou escolha uma margem fixa.',
    tooMany: 'Uma configuração tem no máximo 12 faixas.',
  },
  editor: {
    kind: 'Margem',
    flat: 'Fixa',
    banded: 'Pela quantidade do pedido',
    from: 'De (peças)',
    to: 'Até (peças)',
    percent: 'Margem %',
    openEnd: 'ou mais',
    addBand: 'Adicionar faixa',
    removeBand: 'Remover a faixa {{number}}',
    help: 'Cada faixa começa na peça seguinte ao fim da anterior; a última faixa não tem fim.',
  },
  band: 'faixa de {{from}} a {{to}} peças',
  bandOpen: 'faixa de {{from}} peças ou mais',
  withBand: '{{percent}} % ({{band}})',
  byQuantity: 'De {{low}} a {{high}} % pela quantidade',
  headerSummary: 'Margem do pedido {{percent}} % ({{band}})',
  reportField: 'Faixa de margem',
  customers: {
    label: 'Padrão para os clientes',
    help: 'Os novos estilos destes clientes começam com esta configuração.',
    none: 'Nenhum cliente',
    saveError: 'Não foi possível salvar a configuração padrão dos clientes',
  },
} satisfies Widen<typeof enTexts>;

const trTexts = {
  validation: {
    gap: 'Bu kademe, önceki kademenin bittiği adetten bir sonraki adette başlamalıdır: hiçbir sipariş miktarı dışarıda kalamaz.',
    overlap: 'Bu kademe önceki kademe bitmeden başlıyor: iki kademe aynı sipariş miktarını kapsar.',
    firstFromOne: 'İlk kademe 1 adetten başlar.',
    lastOpen: 'Son kademenin sonu yoktur: “bitiş” alanını boş bırakın.',
    openBeforeLast: 'Yalnızca son kademe sonsuz bırakılabilir.',
    endBeforeStart: 'Kademe, başlamadan önce bitiyor.',
    empty: 'En az bir kademe ekleyin ya da sabit pay seçin.',
    tooMany: 'Bir ayar en fazla 12 kademe içerir.',
  },
  editor: {
    kind: 'Pay',
    flat: 'Sabit',
    banded: 'Sipariş miktarına göre',
    from: 'Başlangıç (adet)',
    to: 'Bitiş (adet)',
    percent: 'Pay %',
    openEnd: 've üzeri',
    addBand: 'Kademe ekle',
    removeBand: '{{number}}. kademeyi kaldır',
    help: 'Her kademe, öncekinin bittiği adetten bir sonraki adette başlar; son kademenin sonu yoktur.',
  },
  band: '{{from}} - {{to}} adet kademesi',
  bandOpen: '{{from}} adet ve üzeri kademesi',
  withBand: '%{{percent}} ({{band}})',
  byQuantity: 'Miktara göre %{{low}} ile %{{high}} arası',
  headerSummary: 'Sipariş payı %{{percent}} ({{band}})',
  reportField: 'Pay kademesi',
  customers: {
    label: 'Varsayılan olduğu müşteriler',
    help: 'Bu müşterilerin yeni modelleri bu ayarla başlar.',
    none: 'Müşteri yok',
    saveError: 'Müşterilerin varsayılan ayarı kaydedilemedi',
  },
} satisfies Widen<typeof enTexts>;

const viTexts = {
  validation: {
    gap: 'Bậc này phải bắt đầu từ sản phẩm ngay sau điểm kết thúc của bậc trước: không được bỏ sót số lượng đơn hàng nào.',
    overlap:
      'Bậc này bắt đầu trước khi bậc trước kết thúc: hai bậc sẽ cùng áp dụng cho một số lượng đơn hàng.',
    firstFromOne: 'Bậc đầu tiên bắt đầu từ 1 sản phẩm.',
    lastOpen: 'Bậc cuối cùng không có điểm kết thúc: hãy để trống ô “đến”.',
    openBeforeLast: 'Chỉ bậc cuối cùng mới được để không có điểm kết thúc.',
    endBeforeStart: 'Bậc kết thúc trước khi bắt đầu.',
    empty: 'Hãy thêm ít nhất một bậc, hoặc chọn dự phòng cố định.',
    tooMany: 'Một thiết lập có tối đa 12 bậc.',
  },
  editor: {
    kind: 'Dự phòng',
    flat: 'Cố định',
    banded: 'Theo số lượng đơn hàng',
    from: 'Từ (sản phẩm)',
    to: 'Đến (sản phẩm)',
    percent: 'Dự phòng %',
    openEnd: 'trở lên',
    addBand: 'Thêm bậc',
    removeBand: 'Xóa bậc {{number}}',
    help: 'Mỗi bậc bắt đầu từ sản phẩm ngay sau điểm kết thúc của bậc trước; bậc cuối cùng không có điểm kết thúc.',
  },
  band: 'bậc từ {{from}} đến {{to}} sản phẩm',
  bandOpen: 'bậc từ {{from}} sản phẩm trở lên',
  withBand: '{{percent}} % ({{band}})',
  byQuantity: 'Từ {{low}} đến {{high}} % theo số lượng',
  headerSummary: 'Dự phòng đơn hàng {{percent}} % ({{band}})',
  reportField: 'Bậc dự phòng',
  customers: {
    label: 'Mặc định cho khách hàng',
    help: 'Các mã hàng mới của những khách hàng này bắt đầu với thiết lập này.',
    none: 'Không có khách hàng',
    saveError: 'Không lưu được thiết lập mặc định của khách hàng',
  },
} satisfies Widen<typeof enTexts>;

const zhTexts = {
  validation: {
    gap: '此区间必须从上一区间结束后的下一件开始：不能有订单数量被遗漏。',
    overlap: '此区间在上一区间结束之前就开始了：两个区间会覆盖同一订单数量。',
    firstFromOne: '第一个区间从 1 件开始。',
    lastOpen: '最后一个区间没有上限：请将“至”留空。',
    openBeforeLast: '只有最后一个区间可以不设上限。',
    endBeforeStart: '区间的结束早于开始。',
    empty: '请至少添加一个区间，或选择固定余量。',
    tooMany: '一个设置最多包含 12 个区间。',
  },
  editor: {
    kind: '余量',
    flat: '固定',
    banded: '按订单数量',
    from: '从（件）',
    to: '至（件）',
    percent: '余量 %',
    openEnd: '及以上',
    addBand: '添加区间',
    removeBand: '删除第 {{number}} 个区间',
    help: '每个区间从上一区间结束后的下一件开始；最后一个区间没有上限。',
  },
  band: '{{from}} 至 {{to}} 件区间',
  bandOpen: '{{from}} 件及以上区间',
  withBand: '{{percent}} %（{{band}}）',
  byQuantity: '按数量 {{low}} 至 {{high}} %',
  headerSummary: '订单余量 {{percent}} %（{{band}}）',
  reportField: '余量区间',
  customers: {
    label: '默认使用此设置的客户',
    help: '这些客户的新款式以此设置开始。',
    none: '无客户',
    saveError: '无法保存客户的默认设置',
  },
} satisfies Widen<typeof enTexts>;

const idTexts = {
  validation: {
    gap: 'Rentang ini harus dimulai dari garmen setelah rentang sebelumnya berakhir: tidak boleh ada jumlah pesanan yang terlewat.',
    overlap:
      'Rentang ini dimulai sebelum rentang sebelumnya berakhir: dua rentang akan mencakup jumlah pesanan yang sama.',
    firstFromOne: 'Rentang pertama dimulai dari 1 garmen.',
    lastOpen: 'Rentang terakhir tidak punya batas akhir: kosongkan kolom “sampai”.',
    openBeforeLast: 'Hanya rentang terakhir yang boleh tanpa batas akhir.',
    endBeforeStart: 'Rentang berakhir sebelum dimulai.',
    empty: 'Tambahkan minimal satu rentang, atau pilih kelonggaran tetap.',
    tooMany: 'Satu pengaturan memuat paling banyak 12 rentang.',
  },
  editor: {
    kind: 'Kelonggaran',
    flat: 'Tetap',
    banded: 'Menurut jumlah pesanan',
    from: 'Dari (garmen)',
    to: 'Sampai (garmen)',
    percent: 'Kelonggaran %',
    openEnd: 'dan lebih',
    addBand: 'Tambah rentang',
    removeBand: 'Hapus rentang {{number}}',
    help: 'Setiap rentang dimulai dari garmen setelah rentang sebelumnya berakhir; rentang terakhir tidak punya batas akhir.',
  },
  band: 'rentang {{from}} sampai {{to}} garmen',
  bandOpen: 'rentang {{from}} garmen dan lebih',
  withBand: '{{percent}} % ({{band}})',
  byQuantity: '{{low}} sampai {{high}} % menurut jumlah',
  headerSummary: 'Kelonggaran pesanan {{percent}} % ({{band}})',
  reportField: 'Rentang kelonggaran',
  customers: {
    label: 'Bawaan untuk pelanggan',
    help: 'Style baru untuk pelanggan ini dimulai dengan pengaturan ini.',
    none: 'Tidak ada pelanggan',
    saveError: 'Pengaturan bawaan pelanggan tidak dapat disimpan',
  },
} satisfies Widen<typeof enTexts>;

const arTexts = {
  validation: {
    gap: 'يجب أن تبدأ هذه الشريحة من القطعة التالية لنهاية الشريحة السابقة: لا يجوز أن تبقى أي كمية طلب خارج الشرائح.',
    overlap: 'تبدأ هذه الشريحة قبل انتهاء الشريحة السابقة: ستغطي شريحتان كمية الطلب نفسها.',
    firstFromOne: 'تبدأ الشريحة الأولى من قطعة واحدة.',
    lastOpen: 'الشريحة الأخيرة بلا نهاية: اترك حقل «إلى» فارغًا.',
    openBeforeLast: 'الشريحة الأخيرة وحدها يمكن أن تبقى بلا نهاية.',
    endBeforeStart: 'تنتهي الشريحة قبل أن تبدأ.',
    empty: 'أضف شريحة واحدة على الأقل، أو اختر احتياطًا ثابتًا.',
    tooMany: 'يحتوي الإعداد على 12 شريحة على الأكثر.',
  },
  editor: {
    kind: 'الاحتياط',
    flat: 'ثابت',
    banded: 'حسب كمية الطلب',
    from: 'من (قطع)',
    to: 'إلى (قطع)',
    percent: 'الاحتياط %',
    openEnd: 'فأكثر',
    addBand: 'إضافة شريحة',
    removeBand: 'حذف الشريحة {{number}}',
    help: 'تبدأ كل شريحة من القطعة التالية لنهاية الشريحة السابقة؛ والشريحة الأخيرة بلا نهاية.',
  },
  band: 'شريحة من {{from}} إلى {{to}} قطعة',
  bandOpen: 'شريحة من {{from}} قطعة فأكثر',
  withBand: '{{percent}} % ({{band}})',
  byQuantity: 'من {{low}} إلى {{high}} % حسب الكمية',
  headerSummary: 'احتياط الطلب {{percent}} % ({{band}})',
  reportField: 'شريحة الاحتياط',
  customers: {
    label: 'الإعداد الافتراضي للعملاء',
    help: 'تبدأ الموديلات الجديدة لهؤلاء العملاء بهذا الإعداد.',
    none: 'لا يوجد عملاء',
    saveError: 'تعذّر حفظ الإعداد الافتراضي للعملاء',
  },
} satisfies Widen<typeof enTexts>;

type Others = Exclude<Language, 'en'>;
export const allowanceBandsTexts: { readonly en: typeof enTexts } & {
  readonly [L in Others]: Widen<typeof enTexts>;
} = {
  en: enTexts,
  es: esTexts,
  id: idTexts,
  pt: ptTexts,
  vi: viTexts,
  zh: zhTexts,
  ar: arTexts,
  tr: trTexts,
  fr: frTexts,
};
