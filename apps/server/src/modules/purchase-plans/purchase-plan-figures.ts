import {
  compareBrands,
  purchasePlanRequestOf,
  type BrandComparison,
  type BrandMapping,
  type PurchasePlanJob,
} from '@spool/domain';

/**
 * A plan's job and its figures are the domain's (`purchase-plan-job.ts`), so that the server
 * and the plan's screen compute them with one function: a worker task here, the live figures
 * in the browser.
 */
export { computePurchasePlan, type PurchasePlanJob } from '@spool/domain';

/** A plan's job with a brand mapping already checked (mapBrand). */
export type BrandComparisonJob = PurchasePlanJob & { mapping: BrandMapping };

/** A worker task: the plan bought from another brand (compareBrands), on a checked mapping. */
export function comparePurchasePlanBrands(job: BrandComparisonJob): BrandComparison {
  return compareBrands(purchasePlanRequestOf(job), job.mapping);
}

/** Operations computed on the event loop at most; a larger plan goes to a worker thread. */
export const inlineOperationsLimit = 400;

/** How many operations a job estimates. */
export const operationsOf = (job: PurchasePlanJob): number =>
  job.styles.reduce((sum, style) => sum + style.operations.length, 0);
