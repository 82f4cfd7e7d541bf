import {
  DomainError,
  estimateStyle,
  isOperationComplete,
  planThreadUsage,
  type CostFileInput,
  type OperationInput,
} from '@spool/domain';
import type { StyleFiguresDto } from '@spool/contracts';
import { ZodError } from 'zod';
import type { ReportStyle, ReportsRepository } from './reports.repository.js';
import { createFigureInputs } from './figure-inputs.js';
import {
  createStyleEstimates,
  detailsOf,
  singleColourwayOrder,
  toOperationInput,
  type StyleOrderInputs,
} from './style-estimates.js';
import type { StyleVersionsRepository } from './style-versions.repository.js';
import { unusableThreadsOf } from './unusable-thread-notices.js';

/**
 * Stale styles read and computed at a time: an import of hundreds of styles, or a custom
 * setting used by thousands, is computed in batches of this many, all before the commit.
 */
export const staleStylesPerBatch = 500;

/** The order's thread needs no price: an empty cost file. */
const noPrices: CostFileInput = { currencyUnit: '', rows: [] };

/**
 * A style's figures without printing, and the single garment consumption the grid shows, both
 * with the reports' engine and data (`style-estimates.ts`): what the reports would print now.
 */
export function createStyleFiguresService({
  reports,
  versions,
  costFiles,
  orders,
  batchSize = staleStylesPerBatch,
}: {
  reports: ReportsRepository;
  versions: Pick<StyleVersionsRepository, 'findVersion' | 'findApprovedFigures'>;
  costFiles: { findCostFileForPricing(): Promise<CostFileInput> };
  /** The sizes, colourways and gradings of styles, as the styles module keeps them. */
  orders: (styleIds: readonly number[]) => Promise<ReadonlyMap<number, StyleOrderInputs>>;
  /** Stale styles read and computed at a time. */
  batchSize?: number;
}) {
  const estimates = createStyleEstimates(reports);
  const figureInputs = createFigureInputs({
    reports,
    versions,
    costFiles,
    orders: async (styleId) => (await orders([styleId])).get(styleId) ?? singleColourwayOrder,
    estimates,
  });

  /**
   * The SGC of a complete style and its order's total thread; null when the engine refuses its
   * data (a thread the range no longer has): the report would be refused too, and no change of
   * the tenant may fail for it. The thread does not depend on prices: none are read.
   */
  const consumptionOf = async (
    style: ReportStyle,
    operations: readonly OperationInput[],
    order: StyleOrderInputs,
  ) => {
    try {
      const figures = await estimates.order(style, operations, order, noPrices);
      return {
        singleGarmentConsumption: figures.baseEstimate.totalConsumption,
        orderThread: figures.usage.totalUnusedThread.requirement,
      };
    } catch (error) {
      if (error instanceof DomainError || error instanceof ZodError) return undefined;
      throw error;
    }
  };

  return {
    async figuresOf(styleId: number): Promise<StyleFiguresDto> {
      const style = await reports.findStyle(styleId);
      if (!style) throw new DomainError('Spool:NotFound');
      const inputs = await figureInputs.of(style);
      const { operations } = inputs;
      const complete = operations.filter(isOperationComplete);
      const estimate =
        complete.length === 0
          ? undefined
          : estimateStyle(
              detailsOf(inputs.style, inputs.lengthUnit, false),
              complete,
              inputs.setting,
              inputs.catalogue,
            );
      const isComplete = operations.length > 0 && complete.length === operations.length;
      const perOperation = new Map(
        (estimate?.operationSummary ?? []).map((summary) => [
          summary.id,
          summary.threadConsumption,
        ]),
      );
      const base = {
        threadLengthUnit:
          estimate?.threadLengthUnit ?? (inputs.lengthUnit === 'imperial' ? 'yd' : 'm'),
        unusableThreads: estimate ? unusableThreadsOf(estimate) : [],
        operations: operations.map((operation) => ({
          id: operation.id,
          threadPerGarment: perOperation.get(operation.id) ?? null,
        })),
      };
      const { costFile } = inputs;
      if (!isComplete || !estimate) {
        return {
          ...base,
          complete: false,
          singleGarmentConsumption: null,
          costPerGarment: null,
          currencyUnit: costFile.currencyUnit,
          hasMissingPrices: false,
        };
      }
      const plan = planThreadUsage(
        estimate,
        {
          garments: inputs.style.quantity,
          productionLines: inputs.style.numberOfProductionLines,
          allowancePercent: estimate.styleDetails.allowance,
        },
        costFile,
      );
      return {
        ...base,
        complete: true,
        singleGarmentConsumption: estimate.totalConsumption,
        costPerGarment: plan.averageThreadCost,
        currencyUnit: plan.currencyUnit,
        hasMissingPrices: plan.hasMissingPrices,
      };
    },

    /**
     * Computes again the single garment consumption of the styles the database marked stale, in
     * the transaction of the change that marked them, so that the grid never shows a figure the
     * reports would not print. One query when nothing is stale.
     */
    async refreshStaleStyles(): Promise<number> {
      let refreshed = 0;
      for (;;) {
        const stale = await reports.findStaleStyles(batchSize);
        if (stale.length === 0) return refreshed;
        const ids = stale.map((style) => style.id);
        const operationsOf = await reports.findOperationsOfStyles(ids);
        const ordersOf = await orders(ids);
        const approved = await versions.findApprovedFigures(ids);
        const figures = [];
        for (const style of stale) {
          const version = approved.get(style.id);
          if (version) {
            // An approved style shows its version's figures, whatever changed since.
            figures.push({
              styleId: style.id,
              singleGarmentConsumption: version.singleGarmentConsumption,
              orderThread: version.orderThread,
            });
            continue;
          }
          const operations = (operationsOf.get(style.id) ?? []).map(toOperationInput);
          const isComplete = operations.length > 0 && operations.every(isOperationComplete);
          const order = ordersOf.get(style.id);
          const computed =
            isComplete && order ? await consumptionOf(style, operations, order) : undefined;
          figures.push({
            styleId: style.id,
            singleGarmentConsumption: computed?.singleGarmentConsumption ?? null,
            orderThread: computed?.orderThread ?? null,
          });
        }
        await reports.storeConsumptions(figures);
        refreshed += stale.length;
      }
    },
  };
}

export type StyleFiguresService = ReturnType<typeof createStyleFiguresService>;
