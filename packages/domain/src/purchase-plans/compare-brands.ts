import type { StyleEstimate, StyleOperationLine } from '../consumption/estimate-style.js';
import { styleThreadKey, threadShadesRenamed, type Colourway } from '../orders/colourways.js';
import type { BrandMapping, BrandMappingEntry } from './brand-mapping.js';
import {
  planPurchase,
  type PlanThread,
  type PlanTotals,
  type PurchaseFigures,
  type PurchasePlanFigures,
  type PurchasePlanRequest,
} from './plan-purchase.js';
import type { PlanStyle } from './plan-style.js';

/** The thread a component line gets when the swap is applied; null when it stays as it is. */
export type SwappedThread = {
  readonly brandId: number;
  readonly ticketTexId: number;
  readonly packageSizeId: number;
};

/**
 * What a line becomes under a brand mapping: the substitute of its package size when the line
 * runs the brand replaced and the other brand supplies it; null otherwise (the line stays).
 *
 * @param line - a component line's brand and package size
 * @param mapping - the brand mapping (mapBrand)
 */
export function swappedThreadOf(
  line: { readonly brandId: number | null; readonly packageSizeId: number | null },
  mapping: BrandMapping,
): SwappedThread | null {
  if (line.brandId !== mapping.fromBrand.id || line.packageSizeId === null) return null;
  const entry = mapping.entries.find((item) => item.from.packageSizeId === line.packageSizeId);
  if (!entry?.to) return null;
  return {
    brandId: mapping.toBrand.id,
    ticketTexId: entry.to.ticketTexId,
    packageSizeId: entry.to.packageSizeId,
  };
}

/** One side of a comparison: the brand's threads in the plan, and the whole plan's totals. */
export type BrandSide = {
  readonly brandId: number;
  readonly brand: string;
  readonly threads: readonly PlanThread[];
  readonly totals: PlanTotals;
};

/** The plan bought from one brand or the other (a what-if). */
export type BrandComparison = {
  readonly mapping: BrandMapping;
  /** The plan as it is; `threads`: those of the brand replaced that the other supplies. */
  readonly current: BrandSide;
  /** The plan with the swap; `threads`: those of the other brand. */
  readonly swapped: BrandSide;
  /** Threads of the brand replaced that the other cannot supply: they stay as they are. */
  readonly unsupplied: readonly PlanThread[];
  /** Swapped less current, on the whole plan (money null when a price is missing on a side). */
  readonly difference: PurchaseFigures & { readonly pricedCost: number };
  readonly currencyUnit: string;
  readonly threadLengthUnit: 'm' | 'yd';
};

function swapLine(
  line: StyleOperationLine,
  entry: BrandMappingEntry | undefined,
  mapping: BrandMapping,
  ticketMode: 'tkt' | 'tex',
): StyleOperationLine {
  const to = entry?.to;
  if (line.brandId !== mapping.fromBrand.id || !to) return line;
  return {
    ...line,
    brandId: mapping.toBrand.id,
    brand: mapping.toBrand.name,
    ticketTexId: to.ticketTexId,
    ticketTex: ticketMode === 'tex' ? to.tex : to.ticket,
    ticket: to.ticket,
    tex: to.tex,
    packageSizeId: to.packageSizeId,
    packageLength: to.packageLength,
    packageUnit: to.unit,
    article: to.article,
  };
}

/**
 * The style's estimate with its lines of the brand replaced relabelled as their substitutes:
 * the same thread per garment (the model's consumption depends on the seam and the stitch,
 * not on the thread's tex; CONSUMPTION.md sections 2 to 4), another brand, ticket/tex and package.
 */
function swappedEstimate(estimate: StyleEstimate, mapping: BrandMapping): StyleEstimate {
  const byPackageSize = new Map(mapping.entries.map((entry) => [entry.from.packageSizeId, entry]));
  const ticketMode = estimate.styleDetails.tktOrTex;
  return {
    ...estimate,
    operationSummary: estimate.operationSummary.map((operation) => ({
      ...operation,
      styleOperations: operation.styleOperations.map((line) =>
        swapLine(line, byPackageSize.get(line.packageSizeId), mapping, ticketMode),
      ),
    })),
  };
}

function swappedStyle(style: PlanStyle, mapping: BrandMapping): PlanStyle {
  if (style.status !== 'complete') return style;
  const estimate = swappedEstimate(style.estimate, mapping);
  if (!style.inColourways) return { ...style, estimate };
  return {
    ...style,
    estimate,
    inColourways: {
      ...style.inColourways,
      colourways: style.inColourways.colourways.map((colourway) =>
        withSwappedThreads(colourway, style.estimate, estimate),
      ),
    },
  };
}

/**
 * A colourway's shade choices following the swap (threadShadesRenamed), line by line.
 */
function withSwappedThreads(
  colourway: Colourway,
  before: StyleEstimate,
  after: StyleEstimate,
): Colourway {
  const renamed = new Map<string, Set<string>>();
  before.operationSummary.forEach((operation, operationIndex) =>
    operation.styleOperations.forEach((line, lineIndex) => {
      const swapped = after.operationSummary[operationIndex]?.styleOperations[lineIndex];
      if (!swapped) return;
      const keys = renamed.get(styleThreadKey(line)) ?? new Set();
      keys.add(styleThreadKey(swapped));
      renamed.set(styleThreadKey(line), keys);
    }),
  );
  return { ...colourway, threadShades: threadShadesRenamed(colourway.threadShades, renamed) };
}

/**
 * Compares a plan bought as it is with the same plan bought from another brand for the
 * threads of one brand: each line of the brand replaced takes the substitute of its
 * package size (mapBrand), the threads then grouped and planned again (planPurchase; two
 * package sizes mapped to one become one thread). Side by side: the brand replaced's threads
 * now, the other brand's after the swap, each with the whole plan's totals, the difference,
 * and every thread the other brand cannot supply (it stays with its brand on both sides).
 *
 * @param request - the plan's styles, run mode, unit and prices (as planPurchase takes them)
 * @param mapping - the brand mapping (mapBrand)
 */
export function compareBrands(
  request: PurchasePlanRequest,
  mapping: BrandMapping,
): BrandComparison {
  const current = planPurchase(request);
  const swapped = planPurchase({
    ...request,
    styles: request.styles.map((style) => swappedStyle(style, mapping)),
  });
  const supplied = new Set(
    mapping.entries.flatMap((entry) => (entry.to ? [entry.from.packageSizeId] : [])),
  );
  const ofBrandReplaced = current.threads.filter((row) => row.brandId === mapping.fromBrand.id);
  return {
    mapping,
    current: {
      brandId: mapping.fromBrand.id,
      brand: mapping.fromBrand.name,
      threads: ofBrandReplaced.filter((row) => supplied.has(row.packageSizeId)),
      totals: totalsOf(current),
    },
    swapped: {
      brandId: mapping.toBrand.id,
      brand: mapping.toBrand.name,
      threads: swapped.threads.filter((row) => row.brandId === mapping.toBrand.id),
      totals: totalsOf(swapped),
    },
    unsupplied: ofBrandReplaced.filter((row) => !supplied.has(row.packageSizeId)),
    difference: {
      packages: swapped.totals.packages - current.totals.packages,
      unusedThread: swapped.totals.unusedThread - current.totals.unusedThread,
      cost:
        swapped.totals.cost === null || current.totals.cost === null
          ? null
          : swapped.totals.cost - current.totals.cost,
      pricedCost: swapped.totals.pricedCost - current.totals.pricedCost,
    },
    currencyUnit: current.currencyUnit,
    threadLengthUnit: current.threadLengthUnit,
  };
}

const totalsOf = (figures: PurchasePlanFigures): PlanTotals => ({
  requirement: figures.totals.requirement,
  packages: figures.totals.packages,
  unusedThread: figures.totals.unusedThread,
  cost: figures.totals.cost,
  pricedCost: figures.totals.pricedCost,
  hasMissingPrices: figures.totals.hasMissingPrices,
});
