import { styleStages, type OrderInputsDto, type StyleStage } from '@spool/contracts';
import {
  costFileSchema,
  customSettingSchema,
  DomainError,
  isOperationComplete,
  threadCatalogueSchema,
  type CostFileInput,
  type OrderFigures,
  type StyleEstimate,
  type ThreadUsagePlan,
} from '@spool/domain';
import { orderReportOf, type OrderReport } from './order-report.js';
import type { ReportStyle, ReportsRepository } from './reports.repository.js';
import { createFigureInputs } from './figure-inputs.js';
import {
  createStyleEstimates,
  orderFiguresOf,
  toOperationInput,
  type StyleFigureInputs,
  type StyleOrderInputs,
} from './style-estimates.js';
import type { StyleVersionsRepository } from './style-versions.repository.js';

export type StyleReports = {
  style: ReportStyle;
  estimate: StyleEstimate;
  /** The order's Thread Usage: per thread and shade over its colourways and sizes. */
  plan: ThreadUsagePlan;
  order: OrderFigures;
  /** Sizes, colourways and their shades; null for a style of one colourway in one size. */
  orderReport: OrderReport | null;
  /** Machines of all the style's operations. */
  machines: number;
  currency: string;
  /** The style's stage and version, and who approved it when it is approved. */
  stage: ReportStage;
};

export type ReportStage = {
  stage: StyleStage;
  version: number;
  approvedAt: Date | null;
  approvedBy: string | null;
};

/**
 * A style's reports from what they are computed from (every operation must be complete, or the
 * engine throws `Spool.Reports:IncompleteOperationData`).
 */
export function reportsOf(inputs: StyleFigureInputs): StyleReports {
  if (inputs.operations.length === 0) {
    throw new DomainError('Spool.Reports:IncompleteOperationData');
  }
  const order = orderFiguresOf(inputs);
  // The base size estimates exactly as the style: the Single Garment report's.
  const estimate = order.baseEstimate;
  return {
    style: inputs.style,
    estimate,
    plan: order.usage,
    order,
    orderReport: orderReportOf(estimate, order, inputs.order.colourways),
    machines: inputs.operations.reduce((sum, operation) => sum + operation.machines, 0),
    currency: inputs.costFile.currencyUnit,
    stage: {
      stage: styleStages[inputs.style.stage] ?? 'estimate',
      version: inputs.style.version,
      approvedAt: inputs.approval?.approvedAt ?? null,
      approvedBy: inputs.approval?.approvedBy ?? null,
    },
  };
}

/**
 * The data of a style's two reports: the style, its operations, its custom
 * setting (or the built-in Default), the thread range and the cost file, read
 * in the request's transaction and passed through the engine of
 * `@spool/domain`, the same one the browser uses.
 */
export function createReportsService({
  reports,
  versions,
  costFiles,
  orders,
}: {
  reports: ReportsRepository;
  versions: Pick<StyleVersionsRepository, 'findVersion'>;
  /** The tenant's prices, as the cost file module keeps them. */
  costFiles: { findCostFileForPricing(): Promise<CostFileInput> };
  /** The style's sizes, colourways and gradings, as the styles module keeps them. */
  orders: (styleId: number) => Promise<StyleOrderInputs>;
}) {
  const estimates = createStyleEstimates(reports);
  const getStyle = async (styleId: number) => {
    const style = await reports.findStyle(styleId);
    if (!style) throw new DomainError('Spool:NotFound');
    return style;
  };

  const inputs = createFigureInputs({ reports, versions, costFiles, orders, estimates });

  return {
    liveInputs: async (styleId: number) => inputs.live(await getStyle(styleId)),

    /** What the style's figures are computed from: its approved version's, or as it stands. */
    figureInputs: async (styleId: number) => inputs.of(await getStyle(styleId)),

    /** The style's reports: as its data stands, or as its approved version froze them. */
    async buildReports(styleId: number): Promise<StyleReports> {
      return reportsOf(await inputs.of(await getStyle(styleId)));
    },

    /** What the order's figures are computed from, for the style window's live figures. */
    async orderInputs(styleId: number): Promise<OrderInputsDto> {
      const figureInputs = await inputs.of(await getStyle(styleId));
      const { style } = figureInputs;
      const catalogue = threadCatalogueSchema.parse(figureInputs.catalogue);
      const prices = costFileSchema.parse(figureInputs.costFile);
      return {
        style: {
          name: style.name,
          color: style.color ?? '',
          size: style.size ?? '',
          garments: style.quantity,
          productionLines: style.numberOfProductionLines,
          lengthUnit: figureInputs.lengthUnit,
        },
        operations: [...figureInputs.operations],
        setting: customSettingSchema.parse(figureInputs.setting),
        catalogue: {
          ...catalogue,
          packageSizes: catalogue.packageSizes.map((size) => ({
            ...size,
            article: size.article ?? null,
          })),
          defaultColourGroup: catalogue.defaultColourGroup ?? null,
        },
        costFile: {
          currencyUnit: prices.currencyUnit,
          rows: prices.rows.map((row) => ({ ...row, article: row.article ?? null })),
        },
      };
    },

    /** Both reports can be made: the style has operations and every one is complete. */
    async reportsExist(styleId: number): Promise<boolean> {
      await getStyle(styleId);
      const operations = await reports.findOperations(styleId);
      return operations.length > 0 && operations.map(toOperationInput).every(isOperationComplete);
    },

    /**
     * Whether a tension setting the style uses changed after its reports were last printed
     * (core-domain spec, section 8), and which stitch codes: never before a first report,
     * never for the built-in Default (it does not change).
     */
    async tensionSettingsChanged(
      styleId: number,
    ): Promise<{ isTensionSettingsChanged: boolean; stitchTypeCodes: string[] }> {
      const style = await getStyle(styleId);
      if (!style.lastReportTime || style.customSettingId === 0) {
        return { isTensionSettingsChanged: false, stitchTypeCodes: [] };
      }
      const codes = await reports.findStitchCodesOfStyle(styleId);
      const changed = new Set(
        await reports.findStitchCodesChangedSince(
          style.customSettingId,
          codes,
          style.lastReportTime,
        ),
      );
      const stitchTypeCodes = codes.filter((code) => changed.has(code));
      return { isTensionSettingsChanged: stitchTypeCodes.length > 0, stitchTypeCodes };
    },

    /** Marks the reports as made now, storing the single garment consumption for the grid. */
    async recordReport(built: StyleReports): Promise<number> {
      await reports.recordReport(built.style.id, built.estimate.totalConsumption);
      return built.estimate.totalConsumption;
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
