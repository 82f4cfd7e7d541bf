import { componentNameText } from '@spool/contracts';
import { plainFigure } from '@spool/domain';
import type { CsvCell } from '../../platform/files/csv.js';
import { csvFigure as figure } from '../../platform/files/csv-figures.js';
import type { OrderReport } from './order-report.js';
import { allowanceBandText } from './report-allowance.js';
import type { StyleReports } from './reports.service.js';
import { brandCell, unusableThreadNotices } from './unusable-thread-notices.js';

/** Looks a report text up in the caller's language (`reports.*` keys of the catalogue). */
export type ReportTexts = (key: string, params?: Record<string, string | number>) => string;

type Rows = CsvCell[][];

const length = (value: number | null) => figure('threadLength', value);
const money = (value: number | null) => figure('money', value);

const lengthUnitOf = (unit: 'metric' | 'imperial') =>
  unit === 'imperial'
    ? { seam: 'inch', bight: 'inch', rate: 'stitchesPerInch' }
    : { seam: 'cm', bight: 'mm', rate: 'stitchesPer3Cm' };

function styleRows(built: StyleReports, t: ReportTexts, stage: string): Rows {
  const details = built.estimate.styleDetails;
  return [
    [t('reports.fields.style'), details.name],
    [t('reports.fields.customer'), details.customer],
    [t('reports.fields.createdBy'), details.createdBy],
    [t('reports.fields.productCategory'), details.productCategory],
    [t('reports.fields.productType'), details.productType],
    [t('reports.fields.fabricWeight'), t(`reports.weightTypes.${details.weightType}`)],
    [t('reports.fields.colour'), details.color],
    [t('reports.fields.size'), details.size],
    [t('reports.fields.description'), details.description],
    [t('reports.fields.garments'), details.quantity],
    [t('reports.fields.productionLines'), details.noOfProductionLines],
    [t('reports.fields.allowance'), figure('percent', details.allowance)],
    [t('reports.fields.ticketMode'), t(`reports.ticketModes.${details.tktOrTex}`)],
    [t('reports.fields.lengthUnit'), t(`reports.lengthUnits.${built.estimate.lengthUnit}`)],
    [t('reports.fields.stage'), stage],
  ];
}

/** The notices both reports give before their tables, each on a row with an empty row after. */
function noticeRows({ estimate, orderReport }: StyleReports, t: ReportTexts): Rows {
  const open = orderReport?.shadesToBeDecided ?? 0;
  const notices = [
    ...(estimate.isTensionSettingsChanged ? [t('reports.notices.tensionSettingsChanged')] : []),
    ...unusableThreadNotices(estimate, t, plainFigure),
    ...(open > 0 ? [t('orderReports.notices.shadesToBeDecided', { count: open })] : []),
  ];
  return notices.flatMap((text) => [[text], []]);
}

/**
 * The Single Garment Consumption report as CSV rows: the style, the thread per
 * garment by brand, ticket/tex and shade, then one row per component line of
 * every operation (the operation's columns repeated, so the sheet filters well).
 */
export function singleGarmentCsvRows(built: StyleReports, t: ReportTexts, stage: string): Rows {
  const { estimate } = built;
  const unit = t(`reports.units.${estimate.threadLengthUnit}`);
  const units = lengthUnitOf(estimate.lengthUnit);
  const ticketMode = t(`reports.ticketModes.${estimate.styleDetails.tktOrTex}`);
  const rows: Rows = [[t('reports.singleGarment.title')], ...styleRows(built, t, stage), []];
  rows.push(...noticeRows(built, t));
  rows.push(
    [t('reports.sections.threadConsumptionSummary')],
    [
      t('reports.columns.brand'),
      ticketMode,
      t('reports.columns.shade'),
      t('reports.columns.totalThreadConsumption', { unit }),
    ],
    ...estimate.threadConsumptionSummaries.map((summary) => [
      brandCell(summary.brand, summary.unusable),
      figure('ticketTex', summary.ticketTex),
      summary.shade,
      length(summary.totalThreadConsumption),
    ]),
    [t('reports.totals.totalConsumption'), null, null, length(estimate.totalConsumption)],
    [],
    ...(built.orderReport ? orderSizeRows(built.orderReport, t, unit, ticketMode) : []),
    [t('reports.sections.operationSummary')],
    [
      t('reports.columns.operation'),
      t('reports.columns.stitchType'),
      t('reports.columns.seamLength', { unit: t(`reports.units.${units.seam}`) }),
      t('reports.columns.rate', { unit: t(`reports.units.${units.rate}`) }),
      t('reports.columns.bight', { unit: t(`reports.units.${units.bight}`) }),
      t('reports.columns.machines'),
      t('reports.columns.component'),
      t('reports.columns.brand'),
      ticketMode,
      t('reports.columns.shade'),
      t('reports.columns.article'),
      t('reports.columns.threadQuantity'),
      t('reports.columns.threadConsumption', { unit }),
    ],
    ...estimate.operationSummary.flatMap((operation) =>
      operation.styleOperations.map((line) => [
        operation.description,
        operation.stitchTypeCode,
        figure('seamLength', operation.seamLength),
        figure('rate', operation.rate),
        figure('bight', operation.bight),
        operation.machines,
        componentNameText(line.needleName, t),
        brandCell(line.brand, line.unusable !== null),
        figure('ticketTex', line.ticketTex),
        line.shade,
        line.article,
        line.threadQuantity,
        length(line.threadConsumption),
      ]),
    ),
  );
  return rows;
}

/** The band the allowance came from, a row of its own (none for a flat allowance). */
function allowanceBandRows({ estimate }: StyleReports, t: ReportTexts): Rows {
  const band = estimate.styleDetails.allowanceBand;
  // Plain counts, as the sheet's other figures.
  return band ? [[t('allowanceBands.reportField'), allowanceBandText(band, t, String)]] : [];
}

/**
 * The Thread Usage report as CSV rows: the order, the packages to buy per thread
 * with price and cost (a missing price stays empty: never 0), the average cost
 * per garment, and the unused thread with part and extra packages, then the requirement and
 * full packages that reconcile each line (CONSUMPTION.md section 4.1) and the footnote saying
 * how. The spec's columns keep their places; the new ones come after them.
 */
export function threadUsageCsvRows(built: StyleReports, t: ReportTexts, stage: string): Rows {
  const { estimate, plan } = built;
  const unit = t(`reports.units.${plan.threadLengthUnit}`);
  const currency = plan.currencyUnit;
  const ticketMode = t(`reports.ticketModes.${estimate.styleDetails.tktOrTex}`);
  const unused = plan.totalUnusedThread;
  const rows: Rows = [
    [t('reports.threadUsage.title')],
    [t('reports.fields.style'), estimate.styleDetails.name],
    [t('reports.fields.garments'), plan.garments],
    [t('reports.fields.productionLines'), plan.productionLines],
    [t('reports.fields.allowance'), figure('percent', plan.allowancePercent)],
    ...allowanceBandRows(built, t),
    [t('reports.fields.machines'), built.machines],
    [t('reports.fields.currency'), currency],
    [t('reports.fields.stage'), stage],
    [],
  ];
  rows.push(...noticeRows(built, t));
  rows.push(
    [t('reports.sections.threadRequirement')],
    [
      t('reports.columns.brand'),
      t('reports.columns.article'),
      ticketMode,
      t('reports.columns.shade'),
      t('reports.columns.quantity'),
      t('reports.columns.unit'),
      t('reports.columns.price', { currency }),
      t('reports.columns.cost', { currency }),
    ],
    ...plan.threadRequirementDetails.map((thread, index) => [
      thread.brand,
      thread.article,
      figure('ticketTex', thread.ticketTex),
      shadeCell(thread.shade, built.orderReport?.threadsToBeDecided[index] ?? false, t),
      thread.quantity,
      `${plainFigure('packageLength', thread.packageLength)} ${t(`reports.units.${thread.unit}`)}`,
      money(thread.price),
      money(thread.cost),
    ]),
    [
      t('reports.totals.totalCost'),
      null,
      null,
      null,
      null,
      null,
      null,
      money(plan.totalCost) ?? t('reports.notices.incompleteCost'),
    ],
    [
      t('reports.totals.averageCost'),
      figure('costPerGarment', plan.averageThreadCost) ?? t('reports.notices.incompleteCost'),
    ],
    [],
    ...(built.orderReport ? byColourwayRows(built.orderReport, t, unit, ticketMode) : []),
    [t('reports.sections.unusedThread')],
    [
      t('reports.columns.article'),
      t('reports.columns.brand'),
      ticketMode,
      t('reports.columns.shade'),
      t('reports.columns.unusedThread', { unit }),
      t('reports.columns.partPackages'),
      t('reports.columns.extraPackages'),
      t('reports.columns.requirement', { unit }),
      t('reports.columns.fullPackages'),
    ],
    ...unused.unusedThreadItems.map((item, index) => [
      item.article,
      item.brand,
      figure('ticketTex', item.ticketTex),
      shadeCell(item.shade, built.orderReport?.threadsToBeDecided[index] ?? false, t),
      length(item.threadConsumption),
      item.partPackages,
      item.extraPackages,
      length(item.requirement),
      item.fullPackages,
    ]),
    [
      t('reports.totals.totalUnusedThread'),
      null,
      null,
      null,
      length(unused.totalUnusedThread),
      unused.partPackages,
      unused.extraPackages,
      length(unused.requirement),
      unused.fullPackages,
    ],
    [],
    [t('reports.notices.packagesFootnote')],
  );
  return rows;
}

const shadeCell = (shade: string | null, toBeDecided: boolean, t: ReportTexts) =>
  toBeDecided ? t('orderReports.toBeDecided') : shade;

/** Thread per garment by size, then each colourway's shade of each thread of the style. */
function orderSizeRows(order: OrderReport, t: ReportTexts, unit: string, ticketMode: string): Rows {
  return [
    [t('orderReports.sections.sizes')],
    [
      t('orderReports.columns.size'),
      t('orderReports.columns.grade'),
      t('orderReports.columns.garments'),
      t('orderReports.columns.threadPerGarment', { unit }),
    ],
    ...order.sizes.map((size) => [
      size.isBase ? `${size.name} (${t('orderReports.columns.base')})` : size.name,
      figure('percent', size.gradePercent),
      size.garments,
      length(size.threadPerGarment),
    ]),
    [],
    ...(order.shades.length === 0
      ? []
      : [
          [t('orderReports.sections.colourways')],
          [
            t('orderReports.columns.colourway'),
            t('orderReports.columns.code'),
            t('orderReports.columns.fabricColour'),
            t('orderReports.columns.garments'),
            t('reports.columns.brand'),
            ticketMode,
            t('orderReports.columns.lineShade'),
            t('orderReports.columns.colourwayShade'),
          ],
          ...order.colourways.flatMap((colourway) =>
            order.shades
              .filter((row) => row.colourway === colourway.name)
              .map((row) => [
                colourway.name,
                colourway.code,
                colourway.fabricColour,
                colourway.garments,
                row.brand,
                figure('ticketTex', row.ticketTex),
                row.lineShade,
                shadeCell(row.shade, row.toBeDecided, t),
              ]),
          ),
          [],
        ]),
  ];
}

/** The order's thread per colourway: each colourway's part of each thread and shade. */
function byColourwayRows(
  order: OrderReport,
  t: ReportTexts,
  unit: string,
  ticketMode: string,
): Rows {
  return [
    [t('orderReports.sections.byColourway')],
    [
      t('orderReports.columns.colourway'),
      t('reports.columns.brand'),
      ticketMode,
      t('reports.columns.shade'),
      t('reports.columns.requirement', { unit }),
    ],
    ...order.byColourway.map((row) => [
      row.colourway,
      row.brand,
      figure('ticketTex', row.ticketTex),
      shadeCell(row.shade, row.toBeDecided, t),
      length(row.requirement),
    ]),
    [],
  ];
}
