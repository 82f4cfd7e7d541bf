import { componentNameText } from '@spool/contracts';
import type { StyleEstimate } from '@spool/domain';
import {
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
import { brandCell, unusableThreadNotices } from '../unusable-thread-notices.js';
import type { OrderReport } from '../order-report.js';
import { colourwayShadesBlocks, sizesBlocks, toBeDecidedNotice } from './order-pdf.js';
import type { PdfOptions } from './pdf-options.js';
import { lengthUnits, styleDetailItems, styleDetailsBlock, ticketTex } from './report-parts.js';

/**
 * The Single Garment Consumption report ({style}_SGC.pdf, core-domain specification,
 * section 3): style details, the thread consumption summary per brand, ticket/tex and shade
 * with the total per garment, and the operation summary with each operation's component
 * lines. Thread lengths in m (yd for Imperial), seam lengths in cm (in), bights in mm (in).
 */
export async function renderSingleGarmentPdf(
  estimate: StyleEstimate,
  options: PdfOptions,
  order?: OrderReport,
): Promise<Buffer> {
  const context = reportContext(options);
  const { t, format } = context;
  const body: Block[] = [
    sectionTitle(context, t('reports.sections.styleDetails')),
    styleDetailsBlock(context, styleDetailItems(context, estimate), 4),
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
  body.push(
    sectionTitle(context, t('reports.sections.threadConsumptionSummary')),
    summaryTable(context, estimate),
  );
  if (order) {
    body.push(
      ...sizesBlocks(context, order, estimate.lengthUnit),
      ...colourwayShadesBlocks(context, order, ticketTex(context, estimate)),
    );
  }
  body.push(
    sectionTitle(context, t('reports.sections.operationSummary')),
    operationTable(context, estimate),
  );
  return renderReport(
    context,
    { title: t('reports.singleGarment.title'), styleName: estimate.styleDetails.name },
    body,
  );
}

function summaryTable(context: ReportContext, estimate: StyleEstimate): Block {
  const { t, format, empty } = context;
  const unit = lengthUnits(context, estimate.lengthUnit);
  const [brand = 0, ticket = 0, shade = 0, total = 0] = widths([3, 1.2, 3, 2.4]);
  const columns: Column[] = [
    { header: t('reports.columns.brand'), width: brand, align: 'start' },
    { header: ticketTex(context, estimate), width: ticket, align: 'end' },
    { header: t('reports.columns.shade'), width: shade, align: 'start' },
    {
      header: t('reports.columns.totalThreadConsumption', { unit: unit.thread }),
      width: total,
      align: 'end',
    },
  ];
  const rows: TableRow[][] = estimate.threadConsumptionSummaries.map((summary) => [
    {
      cells: [
        brandCell(summary.brand, summary.unusable),
        format.figure('ticketTex', summary.ticketTex),
        summary.shade ?? empty,
        format.figure('threadLength', summary.totalThreadConsumption),
      ],
    },
  ]);
  rows.push([
    {
      kind: 'total',
      cells: [
        t('reports.totals.totalConsumption'),
        '',
        '',
        format.figure('threadLength', estimate.totalConsumption),
      ],
    },
  ]);
  return table(context, columns, rows, 8);
}

function operationTable(context: ReportContext, estimate: StyleEstimate): Block {
  const { t, format, empty } = context;
  const unit = lengthUnits(context, estimate.lengthUnit);
  const operations = estimate.operationSummary;
  const optional = (figure: 'seamLength' | 'rate' | 'bight', value: number | null) =>
    value === null ? '' : format.figure(figure, value);
  const weights = [22, 82, 32, 36, 34, 32, 40, 42, 24, 50, 52, 32, 60];
  const w = widths(weights);
  const width = (index: number) => w[index] ?? 0;
  const headers: [string, Column['align']][] = [
    [t('reports.columns.number'), 'end'],
    [`${t('reports.columns.operation')} / ${t('reports.columns.component')}`, 'start'],
    [t('reports.columns.stitchType'), 'start'],
    [t('reports.columns.seamLength', { unit: unit.seam }), 'end'],
    [t('reports.columns.rate', { unit: unit.rate }), 'end'],
    [t('reports.columns.bight', { unit: unit.bight }), 'end'],
    [t('reports.columns.machines'), 'end'],
    [t('reports.columns.brand'), 'start'],
    [ticketTex(context, estimate), 'end'],
    [t('reports.columns.shade'), 'start'],
    [t('reports.columns.article'), 'start'],
    [t('reports.columns.threadQuantity'), 'end'],
    [t('reports.columns.threadConsumption', { unit: unit.thread }), 'end'],
  ];
  const columns: Column[] = headers.map(([header, align], index) => ({
    header,
    align,
    width: width(index),
  }));
  const groups = operations.map((operation, index): TableRow[] => [
    {
      kind: 'group',
      cells: [
        format.whole(index + 1),
        operation.description === '' ? operation.stitchTypeName : operation.description,
        operation.stitchTypeCode,
        optional('seamLength', operation.seamLength),
        optional('rate', operation.rate),
        optional('bight', operation.bight),
        format.whole(operation.machines),
        '',
        '',
        '',
        '',
        '',
        format.figure('threadLength', operation.threadConsumption),
      ],
    },
    ...operation.styleOperations.map((line): TableRow => ({
      kind: 'detail',
      cells: [
        '',
        componentNameText(line.needleName, t),
        '',
        '',
        '',
        '',
        '',
        brandCell(line.brand, line.unusable !== null),
        format.figure('ticketTex', line.ticketTex),
        line.shade ?? empty,
        line.article ?? empty,
        format.whole(line.threadQuantity),
        format.figure('threadLength', line.threadConsumption),
      ],
    })),
  ]);
  groups.push([
    {
      kind: 'total',
      cells: [
        '',
        t('reports.totals.totalConsumption'),
        ...Array.from({ length: 10 }, () => ''),
        format.figure('threadLength', estimate.totalConsumption),
      ],
    },
  ]);
  return table(context, columns, groups, 7.2);
}
