import type { StyleEstimate, ThreadUsagePlan } from '@spool/domain';
import {
  footnote,
  keyFigures,
  notice,
  renderReport,
  reportContext,
  sectionTitle,
  table,
  widths,
  type Block,
  type Column,
  type ReportContext,
  type TableRow,
} from './pdf-kit.js';
import { unusableThreadNotices } from '../unusable-thread-notices.js';
import type { OrderReport } from '../order-report.js';
import { byColourwayBlocks, shadeText, toBeDecidedNotice } from './order-pdf.js';
import type { PdfOptions } from './pdf-options.js';
import { allowanceBandText } from '../report-allowance.js';
import { lengthUnits, percent, stageItems, styleDetailsBlock, ticketTex } from './report-parts.js';

/**
 * The Thread Usage report ({style}_TU.pdf, core-domain specification, section 3): the
 * order (garments, production lines, machines, allowance), the thread requirement per
 * thread (packages to buy, package unit, price, cost) with its totals, the average cost of
 * thread per garment, and the unused thread (requirement, full, part and extra packages, thread
 * left over) with the footnote that reconciles them (CONSUMPTION.md section 4.1).
 * A missing price prints as a dash and marks the total cost incomplete; it is never 0.
 */
export async function renderThreadUsagePdf(
  estimate: StyleEstimate,
  plan: ThreadUsagePlan,
  options: PdfOptions,
  order?: OrderReport,
): Promise<Buffer> {
  const context = reportContext(options);
  const { t, format } = context;
  const details = estimate.styleDetails;
  const currency = plan.currencyUnit === '' ? options.currency : plan.currencyUnit;
  const machines = estimate.operationSummary.reduce(
    (sum, operation) => sum + operation.machines,
    0,
  );
  const unit = lengthUnits(context, plan.lengthUnit);
  const body: Block[] = [
    sectionTitle(context, t('reports.sections.styleDetails')),
    styleDetailsBlock(
      context,
      [
        { label: t('reports.fields.style'), value: details.name },
        { label: t('reports.fields.customer'), value: details.customer },
        { label: t('reports.fields.productCategory'), value: details.productCategory },
        { label: t('reports.fields.productType'), value: details.productType },
        { label: t('reports.fields.colour'), value: details.color },
        { label: t('reports.fields.size'), value: details.size },
        { label: t('reports.fields.garments'), value: format.whole(plan.garments) },
        { label: t('reports.fields.productionLines'), value: format.whole(plan.productionLines) },
        { label: t('reports.fields.machines'), value: format.whole(machines) },
        { label: t('reports.fields.allowance'), value: allowanceValue(context, estimate, plan) },
        { label: t('reports.fields.ticketMode'), value: ticketTex(context, estimate) },
        { label: t('reports.fields.currency'), value: currency },
        ...stageItems(context),
      ],
      4,
    ),
  ];
  if (estimate.isTensionSettingsChanged) {
    body.push(notice(context, t('reports.notices.tensionSettingsChanged')));
  }
  for (const text of unusableThreadNotices(estimate, t, (figure, value) =>
    format.figure(figure, value),
  )) {
    body.push(notice(context, text));
  }

  if (order) body.push(...toBeDecidedNotice(context, order));

  const incomplete = plan.totalCost === null;
  const incompleteMark = (value: string) =>
    incomplete ? `${value} (${t('reports.notices.incompleteCost')})` : value;
  body.push(
    sectionTitle(context, t('reports.sections.threadRequirement')),
    requirementTable(context, estimate, plan, currency, order),
  );
  if (plan.hasMissingPrices) {
    const count = plan.threadRequirementDetails.filter((thread) => thread.price === null).length;
    body.push(notice(context, t('reports.notices.missingPrices', { count })));
  }
  if (order) {
    body.push(...byColourwayBlocks(context, order, plan.lengthUnit, ticketTex(context, estimate)));
  }
  body.push(
    sectionTitle(context, t('reports.sections.costSummary')),
    keyFigures(context, [
      {
        label: `${t('reports.totals.totalCost')} (${currency})`,
        value: incompleteMark(format.figure('money', plan.pricedCost)),
      },
      {
        label: `${t('reports.totals.averageCost')} (${currency})`,
        value:
          plan.averageThreadCost === null
            ? incompleteMark(context.empty)
            : format.figure('costPerGarment', plan.averageThreadCost),
      },
    ]),
    sectionTitle(context, t('reports.sections.unusedThread')),
    unusedTable(context, estimate, plan, order),
    footnote(context, t('reports.notices.packagesFootnote')),
    keyFigures(context, [
      {
        label: t('reports.totals.partPackages'),
        value: format.whole(plan.totalUnusedThread.partPackages),
      },
      {
        label: t('reports.totals.extraPackages'),
        value: format.whole(plan.totalUnusedThread.extraPackages),
      },
      {
        label: `${t('reports.totals.totalUnusedThread')} (${unit.thread})`,
        value: format.figure('threadLength', plan.totalUnusedThread.totalUnusedThread),
      },
    ]),
  );
  return renderReport(
    context,
    { title: t('reports.threadUsage.title'), styleName: details.name },
    body,
  );
}

function requirementTable(
  context: ReportContext,
  estimate: StyleEstimate,
  plan: ThreadUsagePlan,
  currency: string,
  order: OrderReport | undefined,
): Block {
  const { t, format, empty } = context;
  const threads = plan.threadRequirementDetails;
  const [
    brand = 0,
    article = 0,
    ticket = 0,
    shade = 0,
    quantity = 0,
    unit = 0,
    price = 0,
    cost = 0,
  ] = widths([2.2, 2.3, 1, 2.5, 1.6, 1.6, 1.5, 2.1]);
  const columns: Column[] = [
    { header: t('reports.columns.brand'), width: brand, align: 'start' },
    { header: t('reports.columns.article'), width: article, align: 'start' },
    { header: ticketTex(context, estimate), width: ticket, align: 'end' },
    { header: t('reports.columns.shade'), width: shade, align: 'start' },
    { header: t('reports.columns.quantity'), width: quantity, align: 'end' },
    { header: t('reports.columns.unit'), width: unit, align: 'end' },
    { header: t('reports.columns.price', { currency }), width: price, align: 'end' },
    { header: t('reports.columns.cost', { currency }), width: cost, align: 'end' },
  ];
  const rows: TableRow[][] = threads.map((thread, index) => [
    {
      cells: [
        thread.brand,
        thread.article ?? empty,
        format.figure('ticketTex', thread.ticketTex),
        shadeText(context, thread.shade, order?.threadsToBeDecided[index] ?? false),
        format.whole(thread.quantity),
        `${format.figure('packageLength', thread.packageLength)} ${t(`reports.units.${thread.unit}`)}`,
        thread.price === null ? empty : format.figure('money', thread.price),
        thread.cost === null ? empty : format.figure('money', thread.cost),
      ],
    },
  ]);
  const packages = threads.reduce((sum, thread) => sum + thread.quantity, 0);
  const totalCost = format.figure('money', plan.pricedCost);
  rows.push([
    {
      kind: 'total',
      cells: [
        t('reports.totals.total'),
        '',
        '',
        '',
        format.whole(packages),
        '',
        '',
        plan.totalCost === null
          ? `${totalCost} (${t('reports.notices.incompleteCost')})`
          : totalCost,
      ],
    },
  ]);
  return table(context, columns, rows, 7.8);
}

function unusedTable(
  context: ReportContext,
  estimate: StyleEstimate,
  plan: ThreadUsagePlan,
  order: OrderReport | undefined,
): Block {
  const { t, format, empty } = context;
  const unused = plan.totalUnusedThread;
  const unit = lengthUnits(context, plan.lengthUnit);
  const [
    article = 0,
    brand = 0,
    ticket = 0,
    shade = 0,
    requirement = 0,
    full = 0,
    part = 0,
    extra = 0,
    length = 0,
  ] = widths([2, 1.9, 0.8, 2, 1.9, 1.3, 1.3, 1.4, 1.9]);
  const columns: Column[] = [
    { header: t('reports.columns.article'), width: article, align: 'start' },
    { header: t('reports.columns.brand'), width: brand, align: 'start' },
    { header: ticketTex(context, estimate), width: ticket, align: 'end' },
    { header: t('reports.columns.shade'), width: shade, align: 'start' },
    {
      header: t('reports.columns.requirement', { unit: unit.thread }),
      width: requirement,
      align: 'end',
    },
    { header: t('reports.columns.fullPackages'), width: full, align: 'end' },
    { header: t('reports.columns.partPackages'), width: part, align: 'end' },
    { header: t('reports.columns.extraPackages'), width: extra, align: 'end' },
    {
      header: t('reports.columns.unusedThread', { unit: unit.thread }),
      width: length,
      align: 'end',
    },
  ];
  const rows: TableRow[][] = unused.unusedThreadItems.map((item, index) => [
    {
      cells: [
        item.article ?? empty,
        item.brand,
        format.figure('ticketTex', item.ticketTex),
        shadeText(context, item.shade, order?.threadsToBeDecided[index] ?? false),
        format.figure('threadLength', item.requirement),
        format.whole(item.fullPackages),
        format.whole(item.partPackages),
        format.whole(item.extraPackages),
        format.figure('threadLength', item.threadConsumption),
      ],
    },
  ]);
  rows.push([
    {
      kind: 'total',
      cells: [
        t('reports.totals.total'),
        '',
        '',
        '',
        format.figure('threadLength', unused.requirement),
        format.whole(unused.fullPackages),
        format.whole(unused.partPackages),
        format.whole(unused.extraPackages),
        format.figure('threadLength', unused.totalUnusedThread),
      ],
    },
  ]);
  return table(context, columns, rows, 7.8);
}

/** The order's allowance, with the band it came from when the setting has bands. */
function allowanceValue(
  context: ReportContext,
  estimate: StyleEstimate,
  plan: ThreadUsagePlan,
): string {
  const value = percent(context, plan.allowancePercent);
  const band = estimate.styleDetails.allowanceBand;
  if (!band) return value;
  return context.t('allowanceBands.withBand', {
    percent: value,
    band: allowanceBandText(band, context.t, (value) => context.format.whole(value)),
  });
}
