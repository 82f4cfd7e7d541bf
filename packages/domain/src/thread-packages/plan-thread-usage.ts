import { z } from 'zod';
import type { ColourGroupCode } from '../shades/colour-group.js';
import { packageLengthM, type PackageUnit } from '../catalogue/thread-catalogue.js';
import type { StyleEstimate } from '../consumption/estimate-style.js';
import {
  costFileSchema,
  type CostFile,
  type CostFileInput,
  type MissingPriceReason,
} from '../costing/cost-file.js';
import { averageCostPerGarment } from '../costing/thread-cost.js';
import { threadLengthForDisplay, type LengthUnit } from '../units/length-unit.js';
import { packagesBySetUp } from './count-packages.js';
import {
  countPackages,
  orderRequirementM,
  packageMOf,
  priceOfThread,
  threadIdentityOf,
  threadPurchaseOf,
  threadsOfEstimate,
} from './thread-requirements.js';

/**
 * The order a thread usage plan is for: garments (at least 1), production lines (at least 1)
 * and the allowance % of the style's custom setting (or the system default).
 */
export const threadOrderSchema = z.object({
  garments: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.min' }),
  productionLines: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.min' }),
  allowancePercent: z.number({ error: 'validation.required' }).min(0, { error: 'validation.min' }),
});
export type ThreadOrder = z.infer<typeof threadOrderSchema>;

/**
 * What is bought of one thread for a requirement R: the packages by length and by set-up, the
 * packages to buy and how they split, the unused thread and the cost. The Thread Usage report
 * and a purchase plan's thread list give these for each thread.
 */
export type ThreadPurchase = {
  /** R = SGC x garments x (1 + allowance / 100), m or yd. */
  readonly requirement: number;
  readonly packagesByLength: number;
  readonly packagesBySetUp: number;
  /** Packages to buy N = max(by length, by set-up): the report's quantity. */
  readonly quantity: number;
  /**
   * Extra (set-up) packages, N - by length: bought only because every thread position of
   * every machine on every production line needs its own package; the requirement does not
   * need them (CONSUMPTION.md section 4.1).
   */
  readonly extraPackages: number;
  /** floor(R / P): the packages the requirement empties. */
  readonly fullPackages: number;
  /** 0 or 1: the last package the requirement opens and does not empty. */
  readonly partPackages: number;
  /** N x P - R, m or yd. */
  readonly unusedThread: number;
  /** Price of one package in the cost file's currency; null when missing. */
  readonly price: number | null;
  /** N x price; null when the price is missing. */
  readonly cost: number | null;
  readonly missingPrice: MissingPriceReason | null;
};

/**
 * One thread of the order (brand, ticket/tex, shade, package size). Lengths are in the
 * style's unit, m or yd; the package length in its own unit.
 */
export type ThreadRequirement = ThreadPurchase & {
  readonly brandId: number;
  readonly brand: string;
  readonly article: string | null;
  readonly ticketTexId: number;
  readonly ticketTex: number;
  readonly shade: string | null;
  readonly colourGroup: ColourGroupCode | null;
  readonly packageSizeId: number;
  /** Length P of one package, in `unit`. */
  readonly packageLength: number;
  /** Unit of the package length. */
  readonly unit: PackageUnit;
  /** Single garment consumption of the thread, m or yd. */
  readonly threadPerGarment: number;
};

/**
 * A thread's unused length, as the report's "total unused thread" lists it, with what
 * reconciles it line by line (CONSUMPTION.md section 4.1): packages bought N = full + part +
 * extra, and N x P = requirement + unused.
 */
export type UnusedThreadItem = {
  readonly brand: string;
  readonly article: string | null;
  readonly ticketTex: number;
  readonly shade: string | null;
  /** R, m or yd (the style's thread unit). */
  readonly requirement: number;
  /** N, the packages bought. */
  readonly packagesBought: number;
  /** Length P of one package in the style's thread unit (m or yd). */
  readonly packageLength: number;
  /** Unused thread N x P - R, m or yd. */
  readonly threadConsumption: number;
  readonly fullPackages: number;
  readonly partPackages: number;
  readonly extraPackages: number;
};

/** The data of the Thread Usage report (core-domain specification, section 3). */
export type ThreadUsagePlan = {
  readonly lengthUnit: LengthUnit;
  readonly threadLengthUnit: 'm' | 'yd';
  readonly garments: number;
  readonly productionLines: number;
  readonly allowancePercent: number;
  readonly threadRequirementDetails: readonly ThreadRequirement[];
  readonly currencyUnit: string;
  /** Sum of the threads' costs; null when any price is missing or a thread is unusable. */
  readonly totalCost: number | null;
  /** Sum of the costs of the threads that have a price (the whole cost when none is missing). */
  readonly pricedCost: number;
  readonly hasMissingPrices: boolean;
  /** Total cost / garments; null when any price is missing. */
  readonly averageThreadCost: number | null;
  readonly totalUnusedThread: {
    readonly unusedThreadItems: readonly UnusedThreadItem[];
    readonly requirement: number;
    readonly packagesBought: number;
    readonly fullPackages: number;
    readonly partPackages: number;
    readonly extraPackages: number;
    /** m or yd. */
    readonly totalUnusedThread: number;
  };
};

/**
 * Plans the packages to buy and their cost for an order of a style (CONSUMPTION.md section
 * 4; DESIGN.md section 6). Per thread (brand, ticket/tex, shade, package size P, first
 * appearance first): R = SGC x garments x (1 + allowance / 100); by length ceil(R / P); by
 * set-up sum of machines x threads of the line x production lines; N = max of the two; full
 * packages floor(R / P); part packages 0 or 1 (the last package by length, partly used);
 * extra (set-up) packages N - by length, so N = full + part + extra; unused = N x P - R; price from the cost file (missing prices stay null and are flagged, never 0);
 * cost = N x price; average thread cost per garment = total cost / garments.
 *
 * @param estimate - the style's estimate from estimateStyle
 * @param order - garments and production lines (counts), allowance in %
 * @param costFile - the tenant's prices per package, in its currency
 */
export function planThreadUsage(
  estimate: StyleEstimate,
  order: ThreadOrder,
  costFile: CostFileInput,
): ThreadUsagePlan {
  return planParsedThreadUsage(
    estimate,
    threadOrderSchema.parse(order),
    costFileSchema.parse(costFile),
  );
}

/**
 * {@link planThreadUsage} on an order and a cost file already checked (a purchase plan plans
 * each of its styles alone with one parsed cost file).
 */
export function planParsedThreadUsage(
  estimate: StyleEstimate,
  order: ThreadOrder,
  prices: CostFile,
): ThreadUsagePlan {
  const { garments, productionLines, allowancePercent } = order;
  const unit = estimate.lengthUnit;

  const threadRequirementDetails = threadsOfEstimate(estimate).map(
    ({ sample, perGarmentM, uses }): ThreadRequirement => {
      const requirementM = orderRequirementM(perGarmentM, garments, allowancePercent);
      const counts = countPackages(
        requirementM,
        packageMOf(sample),
        packagesBySetUp(uses, productionLines),
      );
      const price = priceOfThread(prices, sample);
      return {
        ...threadIdentityOf(sample),
        threadPerGarment: threadLengthForDisplay(perGarmentM, unit),
        ...threadPurchaseOf(requirementM, counts, price, (metres) =>
          threadLengthForDisplay(metres, unit),
        ),
      };
    },
  );

  return summarizeThreadUsage(threadRequirementDetails, {
    lengthUnit: unit,
    threadLengthUnit: estimate.threadLengthUnit,
    garments,
    productionLines,
    allowancePercent,
    currencyUnit: prices.currencyUnit,
    hasUnusableThreads: estimate.unusableThreads.length > 0,
  });
}

/**
 * A Thread Usage plan of threads already bought (a style's, or an order's per shade): the
 * cost totals, never whole while a price is missing or a thread was left out for an unusable
 * value, and the unused thread line by line with its totals.
 */
export function summarizeThreadUsage(
  threadRequirementDetails: readonly ThreadRequirement[],
  order: {
    readonly lengthUnit: LengthUnit;
    readonly threadLengthUnit: 'm' | 'yd';
    readonly garments: number;
    readonly productionLines: number;
    readonly allowancePercent: number;
    readonly currencyUnit: string;
    readonly hasUnusableThreads: boolean;
  },
): ThreadUsagePlan {
  const unit = order.lengthUnit;
  const pricedCost = threadRequirementDetails.reduce((sum, row) => sum + (row.cost ?? 0), 0);
  const hasMissingPrices = threadRequirementDetails.some((row) => row.price === null);
  // A thread left out for an unusable value would make any total look whole when it is not.
  const totalCost = hasMissingPrices || order.hasUnusableThreads ? null : pricedCost;
  const unusedThreadItems = threadRequirementDetails.map((row): UnusedThreadItem => ({
    brand: row.brand,
    article: row.article,
    ticketTex: row.ticketTex,
    shade: row.shade,
    requirement: row.requirement,
    packagesBought: row.quantity,
    packageLength: threadLengthForDisplay(
      packageLengthM({ length: row.packageLength, unit: row.unit }),
      unit,
    ),
    threadConsumption: row.unusedThread,
    fullPackages: row.fullPackages,
    partPackages: row.partPackages,
    extraPackages: row.extraPackages,
  }));

  return {
    lengthUnit: unit,
    threadLengthUnit: order.threadLengthUnit,
    garments: order.garments,
    productionLines: order.productionLines,
    allowancePercent: order.allowancePercent,
    threadRequirementDetails,
    currencyUnit: order.currencyUnit,
    totalCost,
    pricedCost,
    hasMissingPrices,
    averageThreadCost:
      totalCost === null || order.garments === 0
        ? null
        : averageCostPerGarment(totalCost, order.garments),
    totalUnusedThread: {
      unusedThreadItems,
      requirement: sum(threadRequirementDetails.map((row) => row.requirement)),
      packagesBought: sum(threadRequirementDetails.map((row) => row.quantity)),
      fullPackages: sum(threadRequirementDetails.map((row) => row.fullPackages)),
      partPackages: sum(threadRequirementDetails.map((row) => row.partPackages)),
      extraPackages: sum(threadRequirementDetails.map((row) => row.extraPackages)),
      totalUnusedThread: sum(threadRequirementDetails.map((row) => row.unusedThread)),
    },
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
