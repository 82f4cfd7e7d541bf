import type { ThreadCatalogueInput } from '../catalogue/thread-catalogue.js';
import type { StyleDetailsInput } from '../consumption/estimate-style.js';
import type { OperationInput } from '../consumption/operation-input.js';
import type { CustomSettingInput } from '../consumption/stitch-setting.js';
import type { CostFileInput } from '../costing/cost-file.js';
import type { LengthUnit } from '../units/length-unit.js';
import {
  planPurchase,
  type PurchasePlanFigures,
  type PurchasePlanRequest,
} from './plan-purchase.js';
import type { PlanRunMode } from './purchase-plan-input.js';
import { planStyleOf, type PlanStyleOrder } from './plan-style.js';

/**
 * Everything a plan's figures are computed from, as plain data (it crosses to a worker thread
 * and to the browser): each style's order, header, operations and custom setting, the
 * tenant's thread range, unit and cost file. The server computes its figures from it, and the
 * plan's screen from the same data with the user's unsaved edits applied
 * ({@link withPlanEdits}): one function, {@link computePurchasePlan}, for both.
 */
export type PurchasePlanJob = {
  runMode: PlanRunMode;
  lengthUnit: LengthUnit;
  catalogue: ThreadCatalogueInput;
  costFile: CostFileInput;
  styles: {
    order: PlanStyleOrder;
    details: StyleDetailsInput;
    operations: OperationInput[];
    setting: CustomSettingInput;
  }[];
};

/** The request planPurchase takes: every style estimated (or listed as incomplete). */
export function purchasePlanRequestOf(job: PurchasePlanJob): PurchasePlanRequest {
  return {
    runMode: job.runMode,
    lengthUnit: job.lengthUnit,
    costFile: job.costFile,
    styles: job.styles.map((style) =>
      planStyleOf(style.order, style.details, style.operations, style.setting, job.catalogue),
    ),
  };
}

/** A plan's figures (planPurchase) from its job: the server's and the browser's. */
export function computePurchasePlan(job: PurchasePlanJob): PurchasePlanFigures {
  return planPurchase(purchasePlanRequestOf(job));
}

/** A plan as its form holds it before saving: how it runs, its styles with their orders. */
export type PlanEdits = {
  readonly runMode: PlanRunMode;
  readonly styles: readonly {
    readonly styleId: number;
    /** Null follows the style's own garments. */
    readonly orderQuantity: number | null;
    /** Null follows the style's own production lines. */
    readonly productionLines: number | null;
  }[];
};

/**
 * The job of a plan with unsaved edits: its run mode, and its styles in the edits' order, each
 * with the edited order quantity and lines (null: the style's own, from its header). A style
 * of the edits the job does not hold is left out (its inputs are not known yet); a style of
 * the job the edits drop is left out too. What the server computes after the same edits are
 * saved is exactly this job's figures.
 */
export function withPlanEdits(job: PurchasePlanJob, edits: PlanEdits): PurchasePlanJob {
  const byId = new Map(job.styles.map((style) => [style.order.styleId, style]));
  return {
    ...job,
    runMode: edits.runMode,
    styles: edits.styles.flatMap((edit) => {
      const style = byId.get(edit.styleId);
      if (!style) return [];
      return [
        {
          ...style,
          order: {
            ...style.order,
            garments: edit.orderQuantity ?? style.details.garments,
            productionLines: edit.productionLines ?? style.details.productionLines,
          },
        },
      ];
    }),
  };
}
