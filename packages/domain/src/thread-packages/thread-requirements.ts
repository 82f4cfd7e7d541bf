import { shadeKey } from '../shades/colour-group.js';
import { packageLengthM } from '../catalogue/thread-catalogue.js';
import type { StyleEstimate, StyleOperationLine } from '../consumption/estimate-style.js';
import { lookUpPackagePriceWithSource, type CostFile } from '../costing/cost-file.js';
import { threadCost } from '../costing/thread-cost.js';
import type { ThreadPurchase } from './plan-thread-usage.js';
import {
  fullPackages,
  packagesByLength,
  packagesToBuy,
  partPackages,
  unusedThread,
  type ThreadPositions,
} from './count-packages.js';

/**
 * The pieces of a Thread Usage plan that a style's report and a purchase plan of many styles
 * share (CONSUMPTION.md section 4): which lines are one thread, what a thread needs per
 * garment and on the machines, and the packages and price of a requirement.
 */

/** What names one thread of a plan: brand, ticket/tex, shade (trimmed, any case), package size. */
export function threadKeyOf(line: {
  readonly brandId: number;
  readonly ticketTexId: number;
  readonly shade: string | null;
  readonly packageSizeId: number;
}): string {
  return [line.brandId, line.ticketTexId, shadeKey(line.shade), line.packageSizeId].join('|');
}

/** One thread of a style: its first line (names, package), metres per garment, where it runs. */
export type EstimateThread = {
  readonly key: string;
  readonly sample: StyleOperationLine;
  /** Thread per garment with waste, m, summed over the style's lines of the thread. */
  readonly perGarmentM: number;
  /** Every line running the thread: its operation's machines and the line's thread count. */
  readonly uses: readonly ThreadPositions[];
};

/**
 * The threads of a style's estimate, first appearance first: its component lines grouped by
 * {@link threadKeyOf}, with the thread per garment summed and each line's thread positions.
 * A thread with a value no estimate can use is left out: its packages cannot be counted, and
 * the estimate lists it for correction.
 *
 * @param estimate - the style's estimate from estimateStyle
 */
export function threadsOfEstimate(estimate: StyleEstimate): EstimateThread[] {
  const threads = new Map<
    string,
    { key: string; sample: StyleOperationLine; perGarmentM: number; uses: ThreadPositions[] }
  >();
  for (const operation of estimate.operationSummary) {
    for (const line of operation.styleOperations) {
      if (line.unusable) continue;
      const key = threadKeyOf(line);
      const thread = threads.get(key) ?? { key, sample: line, perGarmentM: 0, uses: [] };
      thread.perGarmentM += line.threadPerGarmentM;
      thread.uses.push({ machines: operation.machines, threadCount: line.threadQuantity });
      threads.set(key, thread);
    }
  }
  return [...threads.values()];
}

/**
 * Thread needed for an order: SGC x garments x (1 + allowance / 100) (CONSUMPTION.md section 4).
 *
 * @param perGarmentM - single garment consumption of the thread, m
 * @param garments - garments of the order
 * @param allowancePercent - the order's allowance, %
 */
export function orderRequirementM(
  perGarmentM: number,
  garments: number,
  allowancePercent: number,
): number {
  return perGarmentM * garments * (1 + allowancePercent / 100);
}

/** The packages of one thread's requirement, with what reconciles them (all counts; unused in m). */
export type PackageCounts = {
  readonly packagesByLength: number;
  readonly packagesBySetUp: number;
  readonly quantity: number;
  readonly extraPackages: number;
  readonly fullPackages: number;
  readonly partPackages: number;
  readonly unusedThreadM: number;
};

/**
 * Packages of a requirement R on packages of P metres: by length ceil(R / P), never more than
 * `byLengthAtMost` when given; N = max(by length, by set-up); extra = N - by length; full
 * floor(R / P) and part (0 or 1) within the packages by length; unused N x P - R.
 *
 * @param requirementM - thread required, m
 * @param packageM - length of one package, m
 * @param bySetUp - packages the set-up needs (count)
 * @param byLengthAtMost - a bound on the packages by length (a plan's sum of its styles' own)
 */
export function countPackages(
  requirementM: number,
  packageM: number,
  bySetUp: number,
  byLengthAtMost = Number.POSITIVE_INFINITY,
): PackageCounts {
  const byLength = Math.min(packagesByLength(requirementM, packageM), byLengthAtMost);
  const quantity = packagesToBuy(byLength, bySetUp);
  const full = Math.min(fullPackages(requirementM, packageM), byLength);
  return {
    packagesByLength: byLength,
    packagesBySetUp: bySetUp,
    quantity,
    extraPackages: quantity - byLength,
    fullPackages: full,
    partPackages: Math.min(partPackages(requirementM, packageM), byLength - full),
    unusedThreadM: unusedThread(quantity, packageM, requirementM),
  };
}

/** Length of a line's package in metres. */
export function packageMOf(sample: Pick<StyleOperationLine, 'packageLength' | 'packageUnit'>) {
  return packageLengthM({ length: sample.packageLength, unit: sample.packageUnit });
}

/**
 * The price of a line's package in the cost file, with its source (the cost file row's
 * article), missing when the file has none.
 *
 * @param prices - the tenant's cost file, parsed
 * @param sample - a line of the thread (brand, article, colour group, package)
 */
export function priceOfThread(prices: CostFile, sample: StyleOperationLine) {
  return lookUpPackagePriceWithSource(prices, {
    brandId: sample.brandId,
    article: sample.article,
    colourGroup: sample.colourGroup,
    packageLength: sample.packageLength,
    packageUnit: sample.packageUnit,
  });
}

/** A thread's names and package, as its first line gives them. */
export function threadIdentityOf(sample: StyleOperationLine) {
  return {
    brandId: sample.brandId,
    brand: sample.brand,
    article: sample.article,
    ticketTexId: sample.ticketTexId,
    ticketTex: sample.ticketTex,
    shade: sample.shade,
    colourGroup: sample.colourGroup,
    packageSizeId: sample.packageSizeId,
    packageLength: sample.packageLength,
    unit: sample.packageUnit,
  };
}

/**
 * What is bought of a thread for a requirement: its packages, the unused thread and the
 * requirement in the unit shown, its price and cost (null, never 0, when the price is missing).
 *
 * @param requirementM - thread required, m
 * @param counts - its packages (countPackages)
 * @param price - its price looked up in the cost file (priceOfThread)
 * @param shown - a length in m as it is shown (m or yd)
 */
export function threadPurchaseOf(
  requirementM: number,
  counts: PackageCounts,
  price: ReturnType<typeof priceOfThread>,
  shown: (metres: number) => number,
): ThreadPurchase {
  return {
    requirement: shown(requirementM),
    packagesByLength: counts.packagesByLength,
    packagesBySetUp: counts.packagesBySetUp,
    quantity: counts.quantity,
    extraPackages: counts.extraPackages,
    fullPackages: counts.fullPackages,
    partPackages: counts.partPackages,
    unusedThread: shown(counts.unusedThreadM),
    price: price.price,
    cost: price.price === null ? null : threadCost(counts.quantity, price.price),
    missingPrice: price.status === 'found' ? null : price.status,
  };
}
