import {
  compareBrands,
  planPurchase,
  planStyleOf,
  type BrandComparison,
  type BrandMapping,
  type CostFileInput,
  type CustomSettingInput,
  type LengthUnit,
  type OperationInput,
  type PlanRunMode,
  type PlanStyleOrder,
  type PurchasePlanFigures,
  type PurchasePlanRequest,
  type StyleDetailsInput,
  type ThreadCatalogueInput,
} from '@spool/domain';

/**
 * Everything a plan's figures are computed from, as plain data (it crosses to a worker
 * thread): each style's order, header, operations and custom setting, the tenant's thread
 * range, unit and cost file.
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
function requestOf(job: PurchasePlanJob): PurchasePlanRequest {
  return {
    runMode: job.runMode,
    lengthUnit: job.lengthUnit,
    costFile: job.costFile,
    styles: job.styles.map((style) =>
      planStyleOf(style.order, style.details, style.operations, style.setting, job.catalogue),
    ),
  };
}

/** A worker task: the plan's figures (planPurchase), with the same domain the browser uses. */
export function computePurchasePlan(job: PurchasePlanJob): PurchasePlanFigures {
  return planPurchase(requestOf(job));
}

/** A plan's job with a brand mapping already checked (mapBrand). */
export type BrandComparisonJob = PurchasePlanJob & { mapping: BrandMapping };

/** A worker task: the plan bought from another brand (compareBrands), on a checked mapping. */
export function comparePurchasePlanBrands(job: BrandComparisonJob): BrandComparison {
  return compareBrands(requestOf(job), job.mapping);
}

/** Operations computed on the event loop at most; a larger plan goes to a worker thread. */
export const inlineOperationsLimit = 400;

/** How many operations a job estimates. */
export const operationsOf = (job: PurchasePlanJob): number =>
  job.styles.reduce((sum, style) => sum + style.operations.length, 0);
