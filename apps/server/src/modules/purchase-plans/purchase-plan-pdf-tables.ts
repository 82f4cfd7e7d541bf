import type { PlanThread } from '@spool/domain';
import {
  table,
  widths,
  type Block,
  type Column,
  type ReportContext,
  type TableRow,
} from '../reports/index.js';
import {
  colourwaysText,
  priceSourceText,
  shadeText,
  stageText,
  threadsOfBrand,
  ticketTexOf,
  type PlanDocument,
} from './purchase-plan-document.js';

/** The tables of a purchase plan's PDF (purchase-plan-pdf.ts). */

const fontSize = 7.4;

const column = (header: string, width: number, align: Column['align'] = 'end'): Column => ({
  header,
  width,
  align,
});

/** A figure, or the empty value's dash when there is none (a missing price: never 0). */
const orEmpty = (context: ReportContext, value: number | null, kind: 'money' | 'costPerGarment') =>
  value === null ? context.empty : context.format.figure(kind, value);

const packageOf = (context: ReportContext, thread: Pick<PlanThread, 'packageLength' | 'unit'>) =>
  `${context.format.figure('packageLength', thread.packageLength)} ${context.t(`reports.units.${thread.unit}`)}`;

/** Tkt and Tex, each in a column of its own (a "120 / 27" would turn round in Arabic). */
const ticketTexCells = (context: ReportContext, document: PlanDocument, thread: PlanThread) => {
  const { ticket, tex } = ticketTexOf(document, thread);
  return [context.format.figure('ticketTex', ticket), context.format.figure('ticketTex', tex)];
};

/** One brand's threads: what is bought of each, its price and where it comes from, and their total. */
export function threadTable(
  context: ReportContext,
  document: PlanDocument,
  brandId: number,
): Block {
  const { t, format, empty } = context;
  const { figures } = document;
  const currency = figures.currencyUnit;
  const unit = t(`reports.units.${figures.threadLengthUnit}`);
  const threads = threadsOfBrand(document, brandId);
  const [
    article = 0,
    ticket = 0,
    tex = 0,
    shade = 0,
    size = 0,
    need = 0,
    packages = 0,
    unused = 0,
    price = 0,
    cost = 0,
    source = 0,
  ] = widths([1.7, 0.65, 0.6, 1.5, 1.2, 1.45, 1.1, 1.4, 1.2, 1.4, 1.8]);
  const columns: Column[] = [
    column(t('reports.columns.article'), article, 'start'),
    column(t('planOutputs.columns.ticket'), ticket),
    column(t('planOutputs.columns.tex'), tex),
    column(t('reports.columns.shade'), shade, 'start'),
    column(t('planOutputs.columns.package'), size),
    column(t('reports.columns.requirement', { unit }), need),
    column(t('planOutputs.columns.packagesToBuy'), packages),
    column(t('reports.columns.unusedThread', { unit }), unused),
    column(t('planOutputs.columns.unitPrice', { currency }), price),
    column(t('reports.columns.cost', { currency }), cost),
    column(t('planOutputs.columns.priceSource'), source, 'start'),
  ];
  const rows: TableRow[][] = threads.map((thread) => [
    {
      cells: [
        thread.article ?? empty,
        ...ticketTexCells(context, document, thread),
        shadeText(t, thread) ?? empty,
        packageOf(context, thread),
        format.figure('threadLength', thread.requirement),
        format.whole(thread.quantity),
        format.figure('threadLength', thread.unusedThread),
        orEmpty(context, thread.price, 'money'),
        orEmpty(context, thread.cost, 'money'),
        priceSourceText(t, thread),
      ],
      ...(thread.price === null && { mutedCells: [10] }),
    },
  ]);
  const sum = (value: (thread: PlanThread) => number) =>
    threads.reduce((total, thread) => total + value(thread), 0);
  const partial = threads.some((thread) => thread.price === null);
  const pricedCost = format.figure(
    'money',
    sum((thread) => thread.cost ?? 0),
  );
  rows.push([
    {
      kind: 'total',
      cells: [
        t('reports.totals.total'),
        '',
        '',
        '',
        '',
        format.figure(
          'threadLength',
          sum((thread) => thread.requirement),
        ),
        format.whole(sum((thread) => thread.quantity)),
        format.figure(
          'threadLength',
          sum((thread) => thread.unusedThread),
        ),
        '',
        pricedCost,
        partial ? t('reports.notices.incompleteCost') : '',
      ],
    },
  ]);
  return table(context, columns, rows, fontSize);
}

/**
 * Each style of the plan: its stage, its order, its share of the cost, and the style bought
 * alone. An approved style's stage is muted, so that an estimate stands out.
 */
export function stylesTable(context: ReportContext, document: PlanDocument): Block {
  const { t, format } = context;
  const { figures } = document;
  const currency = figures.currencyUnit;
  const [
    name = 0,
    stage = 0,
    colourways = 0,
    garments = 0,
    lines = 0,
    allowance = 0,
    share = 0,
    perGarment = 0,
    alonePackages = 0,
    alonePerGarment = 0,
  ] = widths([1.8, 1.3, 2.4, 1, 0.6, 1.1, 1.1, 1.3, 1.1, 1.4]);
  const columns: Column[] = [
    column(t('reports.fields.style'), name, 'start'),
    column(t('planOutputs.columns.stage'), stage, 'start'),
    column(t('planOutputs.columns.colourways'), colourways, 'start'),
    column(t('planOutputs.columns.orderQuantity'), garments),
    column(t('planOutputs.columns.lines'), lines),
    column(t('reports.fields.allowance'), allowance),
    column(t('planOutputs.columns.planCost', { currency }), share),
    column(t('planOutputs.columns.planAverageCost', { currency }), perGarment),
    column(t('planOutputs.columns.alonePackages'), alonePackages),
    column(t('planOutputs.columns.aloneAverageCost', { currency }), alonePerGarment),
  ];
  const rows: TableRow[][] = figures.styles.map((style) => [
    {
      cells: [
        style.name,
        stageText(t, document, style.styleId),
        colourwaysText(style.colourways, (value) => format.whole(value)) || context.empty,
        format.whole(style.garments),
        format.whole(style.productionLines),
        format.figure('percent', style.allowancePercent),
        orEmpty(context, style.cost, 'money'),
        orEmpty(context, style.averageThreadCost, 'costPerGarment'),
        format.whole(style.alone.packages),
        orEmpty(context, style.alone.averageThreadCost, 'costPerGarment'),
      ],
      ...(document.stages[style.styleId]?.stage === 'approved' && { mutedCells: [1] }),
    },
  ]);
  return table(context, columns, rows, fontSize);
}

/** The plan beside the same order bought style by style: packages, unused thread, cost, saving. */
export function savingTable(context: ReportContext, document: PlanDocument): Block {
  const { t, format } = context;
  const { figures } = document;
  const unit = t(`reports.units.${figures.threadLengthUnit}`);
  const currency = figures.currencyUnit;
  const [label = 0, plan = 0, alone = 0, saving = 0] = widths([3.2, 1.6, 1.6, 1.6]);
  const columns: Column[] = [
    column(t('planOutputs.columns.figure'), label, 'start'),
    column(t('planOutputs.columns.inPlan'), plan),
    column(t('planOutputs.columns.styleByStyle'), alone),
    column(t('planOutputs.columns.saving'), saving),
  ];
  const length = (value: number) => format.figure('threadLength', value);
  const money = (value: number) => format.figure('money', value);
  const partial = figures.totals.hasMissingPrices
    ? ` (${t('reports.notices.incompleteCost')})`
    : '';
  const rows: TableRow[][] = [
    [
      {
        cells: [
          t('planOutputs.rows.packages'),
          format.whole(figures.totals.packages),
          format.whole(figures.styleByStyle.packages),
          format.whole(figures.saving.packages),
        ],
      },
    ],
    [
      {
        cells: [
          t('planOutputs.rows.unusedThread', { unit }),
          length(figures.totals.unusedThread),
          length(figures.styleByStyle.unusedThread),
          length(figures.saving.unusedThread),
        ],
      },
    ],
    [
      {
        kind: 'total',
        cells: [
          `${t('planOutputs.rows.cost', { currency })}${partial}`,
          money(figures.totals.pricedCost),
          money(figures.styleByStyle.pricedCost),
          money(figures.saving.pricedCost),
        ],
      },
    ],
  ];
  return table(context, columns, rows, 8);
}

/** Styles the figures leave out: why, and the operations to complete. */
export function incompleteStylesTable(context: ReportContext, document: PlanDocument): Block {
  const { t, format, empty } = context;
  const [name = 0, garments = 0, reason = 0, operations = 0] = widths([2.2, 1.1, 2.2, 4]);
  const columns: Column[] = [
    column(t('reports.fields.style'), name, 'start'),
    column(t('planOutputs.columns.orderQuantity'), garments),
    column(t('planOutputs.columns.reason'), reason, 'start'),
    column(t('planOutputs.columns.operations'), operations, 'start'),
  ];
  const rows: TableRow[][] = document.figures.incompleteStyles.map((style) => [
    {
      cells: [
        style.name,
        format.whole(style.garments),
        t(`planOutputs.incompleteReasons.${style.reason}`),
        style.operations.length === 0
          ? empty
          : style.operations
              .map((operation) => `${operation.position}. ${operation.description}`)
              .join('; '),
      ],
    },
  ]);
  return table(context, columns, rows, fontSize);
}

/** Threads the cost file does not price: why, and the styles that use them. */
export function unpricedThreadsTable(context: ReportContext, document: PlanDocument): Block {
  const { t, empty } = context;
  const { figures } = document;
  const names = new Map(figures.styles.map((style) => [style.styleId, style.name]));
  const [brand = 0, article = 0, ticket = 0, tex = 0, shade = 0, size = 0, reason = 0, usedBy = 0] =
    widths([1.8, 1.5, 0.6, 0.6, 1.4, 1.1, 2.4, 2.2]);
  const columns: Column[] = [
    column(t('reports.columns.brand'), brand, 'start'),
    column(t('reports.columns.article'), article, 'start'),
    column(t('planOutputs.columns.ticket'), ticket),
    column(t('planOutputs.columns.tex'), tex),
    column(t('reports.columns.shade'), shade, 'start'),
    column(t('planOutputs.columns.package'), size),
    column(t('planOutputs.columns.reason'), reason, 'start'),
    column(t('planOutputs.columns.usedBy'), usedBy, 'start'),
  ];
  const rows: TableRow[][] = figures.threads
    .filter((thread) => thread.missingPrice !== null && !thread.shadeToBeDecided)
    .map((thread) => [
      {
        cells: [
          thread.brand,
          thread.article ?? empty,
          ...ticketTexCells(context, document, thread),
          thread.shade ?? empty,
          packageOf(context, thread),
          t(`planOutputs.missingPrice.${thread.missingPrice}`),
          thread.styles.map((share) => names.get(share.styleId) ?? '').join(', '),
        ],
      },
    ]);
  return table(context, columns, rows, fontSize);
}
