import {
  allowanceOfOrder,
  colourwayFieldsOf,
  garmentsTaken,
  mapBrand,
  type BrandMapping,
  type CostFileInput,
  type PurchasePlanJobStyle,
} from '@spool/domain';
import {
  detailsOf,
  toOperationInput,
  type ReportsRepository,
  type StyleEstimates,
  type StyleFigureInputs,
} from '../reports/index.js';
import type { StoredOrder } from '../styles/index.js';
import type { PurchasePlanJob } from './purchase-plan-figures.js';
import type { BrandSwapRequest, PlanOrders } from './purchase-plans.service.js';

/**
 * What a plan's figures are computed from, read in one short transaction with the reports'
 * data (`style-estimates.ts`: each style's header, custom setting and allowance, the tenant's
 * unit and thread range) and the cost file: the same inputs as each style's Thread Usage
 * report, so that a plan of one style gives exactly its figures.
 */
export function createPurchasePlanInputs({
  reports,
  estimates,
  costFiles,
  orders,
  approved,
}: {
  reports: Pick<ReportsRepository, 'findStyles' | 'findOperationsOfStyles'>;
  /** The styles' sizes, colourways (with their ids) and gradings. */
  orders: (styleIds: readonly number[]) => Promise<ReadonlyMap<number, StoredOrder>>;
  estimates: StyleEstimates;
  costFiles: { findCostFileForPricing(): Promise<CostFileInput> };
  /** What the approved ones were frozen with, by style (the reports module's). */
  approved: (styleIds: readonly number[]) => Promise<ReadonlyMap<number, StyleFigureInputs>>;
}) {
  return {
    /**
     * The plan's job: each style with its order (the plan's quantity, lines and colourways,
     * else the style's own: the garments of the colourways taken; the allowance of its custom
     * setting), its sizes and colourways, in the plan's order.
     */
    async jobOf(plan: PlanOrders): Promise<PurchasePlanJob> {
      const ids = plan.styles.map((style) => style.styleId);
      const stored = new Map((await reports.findStyles(ids)).map((style) => [style.id, style]));
      const operationsOf = await reports.findOperationsOfStyles(ids);
      const ordersOf = await orders(ids);
      const frozenOf = await approved(ids);
      const tenant = await estimates.tenant();
      const styles: PurchasePlanJob['styles'] = [];
      for (const planned of plan.styles) {
        const style = stored.get(planned.styleId);
        if (!style) continue;
        const frozen = frozenOf.get(style.id);
        // An approved style is planned from its frozen version: its header, operations,
        // setting, order and thread range as approved (the plan's prices are today's).
        const header = frozen?.style ?? style;
        const { details, setting } = frozen
          ? {
              details: detailsOf(frozen.style, frozen.lengthUnit, false),
              setting: frozen.setting,
            }
          : await estimates.inputsOf(style);
        const order = frozen ? frozen.order : ordersOf.get(style.id);
        const operations = frozen
          ? frozen.operations
          : (operationsOf.get(style.id) ?? []).map(toOperationInput);
        const taken: Omit<PurchasePlanJobStyle, 'order'> = {
          stage: frozen ? 'approved' : style.stage === 1 ? 'sampleChecked' : 'estimate',
          version: style.version,
          ...(frozen && { catalogue: frozen.catalogue }),
          details,
          operations: operations.map((operation) => ({
            ...operation,
            grading: order?.gradings.get(operation.id) ?? null,
          })),
          setting,
          sizes: order && {
            range: order.range,
            runMode: order.runMode,
            colourways: order.colourways.map((colourway) => ({
              id: colourway.id,
              ...colourwayFieldsOf(colourway),
            })),
          },
          colourwayIds: planned.colourwayIds,
        };
        const garments = planned.orderQuantity ?? garmentsTaken(taken);
        styles.push({
          ...taken,
          order: {
            styleId: style.id,
            name: header.name,
            garments,
            productionLines: planned.productionLines ?? header.numberOfProductionLines,
            // A setting banded by order quantity: the band of the plan's quantity.
            allowancePercent: allowanceOfOrder(setting, garments).percent,
          },
        });
      }
      return {
        runMode: plan.runMode,
        lengthUnit: tenant.lengthUnit,
        catalogue: tenant.catalogue,
        costFile: await costFiles.findCostFileForPricing(),
        styles,
      };
    },
  };
}

/**
 * The brand mapping of a comparison (mapBrand): the package sizes of the brand replaced that
 * the plan's lines use, with the user's corrections.
 */
export function brandMappingOf(job: PurchasePlanJob, request: BrandSwapRequest): BrandMapping {
  const packageSizeIds = job.styles.flatMap((style) =>
    style.operations.flatMap((operation) =>
      operation.lines.flatMap((line) =>
        line.brandId === request.fromBrandId && typeof line.packageSizeId === 'number'
          ? [line.packageSizeId]
          : [],
      ),
    ),
  );
  return mapBrand(job.catalogue, { ...request, packageSizeIds });
}

export type PurchasePlanInputs = ReturnType<typeof createPurchasePlanInputs>;
