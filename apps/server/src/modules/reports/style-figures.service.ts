import {
  DomainError,
  isOperationComplete,
  planThreadUsage,
  type CostFileInput,
  type OperationInput,
} from '@spool/domain';
import type { StyleFiguresDto } from '@spool/contracts';
import type { ReportOperation, ReportStyle, ReportsRepository } from './reports.repository.js';
import { createStyleEstimates, toOperationInput } from './style-estimates.js';

/**
 * Stale styles computed again in one transaction, at most: a change that makes more stale (a
 * custom setting used by thousands of styles) leaves the rest to the tenant's next changes,
 * so that no request holds its transaction for long.
 */
export const staleStylesPerTransaction = 500;

/**
 * A style's figures without printing, and the single garment consumption the grid shows, both
 * with the reports' engine and data (`style-estimates.ts`): what the reports would print now.
 */
export function createStyleFiguresService({
  reports,
  costFiles,
}: {
  reports: ReportsRepository;
  costFiles: { findCostFileForPricing(): Promise<CostFileInput> };
}) {
  const estimates = createStyleEstimates(reports);

  /** The style's SGC when every operation is complete (null otherwise), and each complete one's. */
  const estimateWhatIsComplete = async (style: ReportStyle, stored: readonly ReportOperation[]) => {
    const operations = stored.map(toOperationInput);
    const complete = operations.filter(isOperationComplete);
    const estimate = complete.length === 0 ? undefined : await estimates.estimate(style, complete);
    return {
      operations,
      estimate,
      isComplete: operations.length > 0 && complete.length === operations.length,
    };
  };

  return {
    async figuresOf(styleId: number): Promise<StyleFiguresDto> {
      const style = await reports.findStyle(styleId);
      if (!style) throw new DomainError('Spool:NotFound');
      const stored = await reports.findOperations(styleId);
      const { operations, estimate, isComplete } = await estimateWhatIsComplete(style, stored);
      const perOperation = new Map(
        (estimate?.operationSummary ?? []).map((summary) => [
          summary.id,
          summary.threadConsumption,
        ]),
      );
      const base = {
        threadLengthUnit: estimate?.threadLengthUnit ?? (await estimates.threadLengthUnit()),
        operations: operations.map((operation: OperationInput) => ({
          id: Number(operation.id),
          threadPerGarment: perOperation.get(operation.id ?? null) ?? null,
        })),
      };
      const costFile = await costFiles.findCostFileForPricing();
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
      const { allowancePercent } = await estimates.settingOf(style.customSettingId);
      const plan = planThreadUsage(
        estimate,
        {
          garments: style.quantity,
          productionLines: style.numberOfProductionLines,
          allowancePercent: allowancePercent ?? 0,
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
     * Computes again the single garment consumption of the styles the database marked stale
     * (at most {@link staleStylesPerTransaction}), in the transaction of the change that marked
     * them: the grid never shows a figure the reports would not print.
     */
    async refreshStaleStyles(): Promise<number> {
      const stale = await reports.findStaleStyles(staleStylesPerTransaction);
      if (stale.length === 0) return 0;
      const operationsOf = await reports.findOperationsOfStyles(stale.map((style) => style.id));
      const figures = [];
      for (const style of stale) {
        const operations = (operationsOf.get(style.id) ?? []).map(toOperationInput);
        const isComplete = operations.length > 0 && operations.every(isOperationComplete);
        figures.push({
          styleId: style.id,
          singleGarmentConsumption: isComplete
            ? (await estimates.estimate(style, operations)).totalConsumption
            : null,
        });
      }
      await reports.storeConsumptions(figures);
      return stale.length;
    },
  };
}

export type StyleFiguresService = ReturnType<typeof createStyleFiguresService>;
