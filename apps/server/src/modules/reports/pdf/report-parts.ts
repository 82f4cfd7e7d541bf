import type { LengthUnit, StyleEstimate } from '@spool/domain';
import { detailsGrid, detailsWithPicture, type Block, type ReportContext } from './pdf-kit.js';

/** The unit labels of a style's lengths: thread m or yd, seam cm or in, bight mm or in. */
export function lengthUnits(context: ReportContext, unit: LengthUnit) {
  const { t } = context;
  const imperial = unit === 'imperial';
  return {
    thread: t(imperial ? 'reports.units.yd' : 'reports.units.m'),
    seam: t(imperial ? 'reports.units.inch' : 'reports.units.cm'),
    bight: t(imperial ? 'reports.units.inch' : 'reports.units.mm'),
    rate: t(imperial ? 'reports.units.stitchesPerInch' : 'reports.units.stitchesPer3Cm'),
  };
}

/** The ticket/tex column's header: Tkt or Tex, as the style's custom setting counts. */
export function ticketTex(context: ReportContext, estimate: StyleEstimate): string {
  return context.t(`reports.ticketModes.${estimate.styleDetails.tktOrTex}`);
}

/** The style's details as both reports print them. */
export function styleDetailItems(context: ReportContext, estimate: StyleEstimate) {
  const { t, format } = context;
  const details = estimate.styleDetails;
  return [
    { label: t('reports.fields.style'), value: details.name },
    { label: t('reports.fields.customer'), value: details.customer },
    { label: t('reports.fields.createdBy'), value: details.createdBy },
    { label: t('reports.fields.productCategory'), value: details.productCategory },
    { label: t('reports.fields.productType'), value: details.productType },
    {
      label: t('reports.fields.fabricWeight'),
      value: t(`reports.weightTypes.${details.weightType}`),
    },
    { label: t('reports.fields.colour'), value: details.color },
    { label: t('reports.fields.size'), value: details.size },
    { label: t('reports.fields.garments'), value: format.whole(details.quantity) },
    {
      label: t('reports.fields.productionLines'),
      value: format.whole(details.noOfProductionLines),
    },
    { label: t('reports.fields.allowance'), value: percent(context, details.allowance) },
    { label: t('reports.fields.ticketMode'), value: ticketTex(context, estimate) },
    {
      label: t('reports.fields.lengthUnit'),
      value: t(`reports.lengthUnits.${estimate.lengthUnit}`),
    },
    ...stageItems(context),
    { label: t('reports.fields.description'), value: details.description, wide: true },
  ];
}

/** The style's stage ("Approved v2, 12 May 2026, by Ana") across the details, when given. */
export function stageItems(context: ReportContext) {
  const { stage } = context.options;
  return stage === undefined
    ? []
    : [{ label: context.t('reports.fields.stage'), value: stage, wide: true }];
}

/** A percentage as typed (8, 7.5), without a trailing zero. */
export function percent(context: ReportContext, value: number): string {
  return context.format.figure('percent', value);
}

type DetailItem = { label: string; value: string; wide?: boolean };

/**
 * The style's details as a grid of `columns` columns; with the style's picture, the grid
 * takes one column less and the picture stands at the row's end (its left in Arabic).
 */
export function styleDetailsBlock(
  context: ReportContext,
  items: readonly DetailItem[],
  columns: number,
): Block {
  const shown = context.options.picture;
  return shown
    ? detailsWithPicture(context, items, columns, shown)
    : detailsGrid(context, items, columns);
}
