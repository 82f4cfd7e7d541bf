import type { ColourGroupCode } from '../shades/colour-group.js';
import { packageLengthM, type PackageUnit } from '../catalogue/thread-catalogue.js';
import {
  costFileSchema,
  lookUpPackagePriceWithSource,
  type CostFile,
  type CostFileInput,
  type MissingPriceReason,
} from '../costing/cost-file.js';
import { averageCostPerGarment, threadCost } from '../costing/thread-cost.js';
import { singleColourway } from '../orders/colourways.js';
import {
  orderFiguresOf,
  type OrderFigures,
  type OrderOfEstimate,
} from '../orders/order-figures.js';
import { singleSizeRange } from '../orders/size-range.js';
import { setUpPackagesOfRuns, unusedThread } from '../thread-packages/count-packages.js';
import type { ThreadPurchase } from '../thread-packages/plan-thread-usage.js';
import {
  countPackages,
  threadKeyOf,
  threadPurchaseOf,
} from '../thread-packages/thread-requirements.js';
import { threadLengthForDisplay, threadLengthUnit, type LengthUnit } from '../units/length-unit.js';
import type { PlanRunMode } from './purchase-plan-input.js';
import type { CompletePlanStyle, IncompletePlanStyle, PlanStyle } from './plan-style.js';

/** A thread of a plan: brand, ticket/tex, shade and package size, as its first line names them. */
export type PlanThreadIdentity = {
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
  readonly unit: PackageUnit;
};

/** What one style of a plan takes of a thread. */
export type PlanThreadShare = {
  readonly styleId: number;
  /** The style's requirement, m or yd. */
  readonly requirement: number;
  /** Packages the style's set-up needs alone. */
  readonly packagesBySetUp: number;
};

/** Packages, unused thread (m or yd) and cost of a thread or a plan; cost null when unpriced. */
export type PurchaseFigures = {
  readonly packages: number;
  readonly unusedThread: number;
  readonly cost: number | null;
};

/**
 * One line of a plan's thread list: what is bought of the thread for the sum R over the plan's
 * styles (each with its own allowance). Lengths are in the plan's unit (m or yd); set-up
 * packages are the sum over the styles (run at the same time) or the largest (one after another).
 */
export type PlanThread = PlanThreadIdentity &
  ThreadPurchase & {
    /** The price's source: the cost file row's article (null: the brand's row for every article). */
    readonly costFileArticle: string | null;
    /**
     * A colourway of a style has not decided this thread's shade: it is listed apart (its
     * style's alone), unpriced, and the plan's figures are not final.
     */
    readonly shadeToBeDecided: boolean;
    readonly styles: readonly PlanThreadShare[];
    /** The same thread bought style by style, as each style's Thread Usage report plans it. */
    readonly styleByStyle: PurchaseFigures;
    /** Style by style less the plan: never negative. */
    readonly saving: PurchaseFigures;
  };

/** A style's part of the plan, and the style bought alone. */
export type PlanStyleFigures = {
  readonly styleId: number;
  readonly name: string;
  readonly garments: number;
  readonly productionLines: number;
  readonly allowancePercent: number;
  /**
   * The style's share of the plan's cost: each thread's cost split between its styles in
   * proportion to their requirement (by set-up when the thread needs no length). Null when a
   * thread of the style has no price.
   */
  readonly cost: number | null;
  /** The share of the threads that have a price. */
  readonly pricedCost: number;
  /** Cost / garments; null when a thread of the style has no price. */
  readonly averageThreadCost: number | null;
  readonly hasMissingPrices: boolean;
  /** The style bought alone (its Thread Usage report). */
  readonly alone: PurchaseFigures & { readonly averageThreadCost: number | null };
  /** The colourways the plan takes, with their garments (the header's alone: none listed). */
  readonly colourways: readonly { readonly name: string; readonly garments: number }[];
  /** Threads of its colourways whose shade is still to be decided. */
  readonly shadesToBeDecided: number;
};

/** A thread the cost file does not price, and the styles that use it. */
export type UnpricedPlanThread = PlanThreadIdentity & {
  readonly missingPrice: MissingPriceReason;
  readonly styleIds: readonly number[];
};

/** Totals of a plan's thread list (or of the same order bought style by style). */
export type PlanTotals = PurchaseFigures & {
  /** m or yd. */
  readonly requirement: number;
  /** The cost of the threads that have a price (the whole cost when none is missing). */
  readonly pricedCost: number;
  readonly hasMissingPrices: boolean;
};

/** A purchase plan's figures: its thread list, its styles, and what it saves. */
export type PurchasePlanFigures = {
  readonly lengthUnit: LengthUnit;
  readonly threadLengthUnit: 'm' | 'yd';
  readonly runMode: PlanRunMode;
  readonly currencyUnit: string;
  readonly threads: readonly PlanThread[];
  readonly totals: PlanTotals & {
    readonly fullPackages: number;
    readonly partPackages: number;
    readonly extraPackages: number;
  };
  readonly styles: readonly PlanStyleFigures[];
  /** Styles left out of the figures, with why: never dropped silently. */
  readonly incompleteStyles: readonly IncompletePlanStyle[];
  readonly unpricedThreads: readonly UnpricedPlanThread[];
  /** Whether a thread's shade is still to be decided: the figures are then not final. */
  readonly hasShadesToBeDecided: boolean;
  /** The same order bought style by style. */
  readonly styleByStyle: PlanTotals;
  /** Style by style less the plan: packages, unused thread and money saved, never negative. */
  readonly saving: PurchaseFigures & { readonly pricedCost: number };
};

/** The plan's input: its styles (estimated or listed as incomplete), how they run, the prices. */
export type PurchasePlanRequest = {
  readonly styles: readonly PlanStyle[];
  readonly runMode: PlanRunMode;
  /** The tenant's unit: lengths are shown in m (metric) or yd (imperial). */
  readonly lengthUnit: LengthUnit;
  readonly costFile: CostFileInput;
};

type StyleUse = { styleId: number; requirementM: number; bySetUp: number };

/** A style bought alone: its order's figures (its Thread Usage report) and its unused thread in m. */
type StyleAlone = { order: OrderFigures; unusedM: number };

const packageMOfThread = (thread: PlanThreadIdentity) =>
  packageLengthM({ length: thread.packageLength, unit: thread.unit });

/** A thread's identity alone, whatever else the value carries. */
const planThreadIdentityOf = (thread: PlanThreadIdentity): PlanThreadIdentity => ({
  brandId: thread.brandId,
  brand: thread.brand,
  article: thread.article,
  ticketTexId: thread.ticketTexId,
  ticketTex: thread.ticketTex,
  shade: thread.shade,
  colourGroup: thread.colourGroup,
  packageSizeId: thread.packageSizeId,
  packageLength: thread.packageLength,
  unit: thread.unit,
});

/**
 * The order of a style that a plan takes in one colourway and one size: all its garments in
 * the estimate's size, every thread in its line's shade.
 */
function oneColourwayOf(style: CompletePlanStyle): OrderOfEstimate {
  const range = singleSizeRange(null);
  return {
    range,
    colourways: [singleColourway({ color: '', garments: style.garments }, range)],
    runMode: 'concurrent',
    factors: style.estimate.operationSummary.map(() => [1]),
    catalogue: { shades: [], defaultColourGroup: null },
  };
}

type ThreadAccumulator = {
  sample: PlanThreadIdentity & { readonly shadeToBeDecided: boolean };
  uses: StyleUse[];
  /** Sum of each style's packages by length: the plan never needs more by length. */
  byLengthAlone: number;
  quantityAlone: number;
  unusedAloneM: number;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Plans the purchase of thread for many styles at once (CONSUMPTION.md section 4).
 * Per thread (brand, ticket/tex, shade, package size P; first appearance first, styles in the
 * plan's order): R = sum over the styles of SGC x garments x (1 + allowance / 100), each with
 * its own allowance; by length ceil(R / P) on the sum (never more than the sum of each style's
 * own, so that float noise forgiven per style cannot buy a package); by set-up the sum of the
 * styles' set-ups when they run at the same time, their maximum when they run one after another
 * on the same lines (the packages on the machines carry over); then N, full, part, extra and
 * unused packages, price and cost as the Thread Usage report has them (planThreadUsage). Beside
 * it the same order bought style by style (each style's planThreadUsage) and the saving, thread
 * by thread: (packages style by style - N) x P of thread and x price of money, never negative
 * since ceil of a sum never exceeds the sum of the ceils and the plan's set-up never exceeds
 * the sum of the styles'. A plan of one style gives exactly that style's Thread Usage figures.
 * Incomplete styles and unpriced threads are listed, never left out silently.
 *
 * @param request - the styles (garments, production lines, allowance %), run mode, unit, prices
 */
export function planPurchase(request: PurchasePlanRequest): PurchasePlanFigures {
  const prices: CostFile = costFileSchema.parse(request.costFile);
  const unit = request.lengthUnit;
  const shown = (metres: number) => threadLengthForDisplay(metres, unit);
  const complete = request.styles.filter(
    (style): style is CompletePlanStyle => style.status === 'complete',
  );

  const threads = new Map<string, ThreadAccumulator>();
  const aloneOf = new Map<number, StyleAlone>();
  for (const style of complete) {
    const order = orderFiguresOf(
      style.estimate,
      style.inColourways ?? oneColourwayOf(style),
      { productionLines: style.productionLines, allowancePercent: style.allowancePercent },
      prices,
    );
    const alone: StyleAlone = { order, unusedM: 0 };
    aloneOf.set(style.styleId, alone);
    for (const thread of order.threads) {
      const unusedM = unusedThread(thread.quantity, packageMOfThread(thread), thread.requirementM);
      const key = thread.shadeToBeDecided
        ? // Still any shade: kept apart, per style and colourway, never merged with another.
          ['undecided', style.styleId, thread.colourways[0]?.index, threadKeyOf(thread)].join('|')
        : threadKeyOf(thread);
      const entry = threads.get(key) ?? {
        sample: thread,
        uses: [],
        byLengthAlone: 0,
        quantityAlone: 0,
        unusedAloneM: 0,
      };
      entry.uses.push({
        styleId: style.styleId,
        requirementM: thread.requirementM,
        bySetUp: thread.packagesBySetUp,
      });
      entry.byLengthAlone += thread.packagesByLength;
      entry.quantityAlone += thread.quantity;
      entry.unusedAloneM += unusedM;
      alone.unusedM += unusedM;
      threads.set(key, entry);
    }
  }

  const costShares = new Map<number, { priced: number; missing: boolean }>();
  const planThreads = [...threads.values()].map(
    ({ sample, uses, byLengthAlone, quantityAlone, unusedAloneM }): PlanThread => {
      const packageM = packageMOfThread(sample);
      const identity = planThreadIdentityOf(sample);
      const requirementM = sum(uses.map((use) => use.requirementM));
      const bySetUp = setUpPackagesOfRuns(
        uses.map((use) => use.bySetUp),
        request.runMode,
      );
      const counts = countPackages(requirementM, packageM, bySetUp, byLengthAlone);
      const price = lookUpPackagePriceWithSource(prices, {
        ...identity,
        packageUnit: identity.unit,
      });
      const purchase = threadPurchaseOf(requirementM, counts, price, shown);
      const saved = quantityAlone - counts.quantity;
      shareCost(costShares, uses, requirementM, purchase.cost);
      return {
        ...identity,
        ...purchase,
        shadeToBeDecided: sample.shadeToBeDecided,
        costFileArticle: price.costFileArticle,
        styles: uses.map((use) => ({
          styleId: use.styleId,
          requirement: shown(use.requirementM),
          packagesBySetUp: use.bySetUp,
        })),
        styleByStyle: {
          packages: quantityAlone,
          unusedThread: shown(unusedAloneM),
          cost: price.price === null ? null : threadCost(quantityAlone, price.price),
        },
        saving: {
          packages: saved,
          unusedThread: shown(saved * packageM),
          cost: price.price === null ? null : threadCost(saved, price.price),
        },
      };
    },
  );

  const totals = totalsOf(planThreads, (row) => ({
    packages: row.quantity,
    unusedThread: row.unusedThread,
    cost: row.cost,
  }));
  const styleByStyle = totalsOf(planThreads, (row) => row.styleByStyle);
  const saving = totalsOf(planThreads, (row) => row.saving);

  return {
    lengthUnit: unit,
    threadLengthUnit: threadLengthUnit(unit),
    runMode: request.runMode,
    currencyUnit: prices.currencyUnit,
    threads: planThreads,
    totals: {
      ...totals,
      fullPackages: sum(planThreads.map((row) => row.fullPackages)),
      partPackages: sum(planThreads.map((row) => row.partPackages)),
      extraPackages: sum(planThreads.map((row) => row.extraPackages)),
    },
    styles: complete.map((style) => styleFigures(style, costShares, aloneOf, shown)),
    incompleteStyles: request.styles.filter(
      (style): style is IncompletePlanStyle => style.status === 'incomplete',
    ),
    // A shade to be decided has no price for want of a shade, not of a cost file row.
    unpricedThreads: planThreads.flatMap((row) =>
      row.missingPrice === null || row.shadeToBeDecided
        ? []
        : [unpricedThread(row, row.missingPrice)],
    ),
    hasShadesToBeDecided: planThreads.some((row) => row.shadeToBeDecided),
    styleByStyle,
    saving: {
      packages: saving.packages,
      unusedThread: saving.unusedThread,
      cost: saving.cost,
      pricedCost: saving.pricedCost,
    },
  };
}

/**
 * Splits a thread's cost between its styles: in proportion to their requirement, or to their
 * set-up when the thread needs no length at all. A style sharing an unpriced thread has no cost.
 */
function shareCost(
  shares: Map<number, { priced: number; missing: boolean }>,
  uses: readonly StyleUse[],
  requirementM: number,
  cost: number | null,
): void {
  const bySetUp = requirementM <= 0;
  const whole = bySetUp ? sum(uses.map((use) => use.bySetUp)) : requirementM;
  for (const use of uses) {
    const share = shares.get(use.styleId) ?? { priced: 0, missing: false };
    if (cost === null) share.missing = true;
    else if (whole > 0) share.priced += cost * ((bySetUp ? use.bySetUp : use.requirementM) / whole);
    shares.set(use.styleId, share);
  }
}

function totalsOf(
  rows: readonly PlanThread[],
  figures: (row: PlanThread) => PurchaseFigures,
): PlanTotals {
  const all = rows.map(figures);
  const pricedCost = sum(all.map((row) => row.cost ?? 0));
  const hasMissingPrices = all.some((row) => row.cost === null);
  return {
    requirement: sum(rows.map((row) => row.requirement)),
    packages: sum(all.map((row) => row.packages)),
    unusedThread: sum(all.map((row) => row.unusedThread)),
    cost: hasMissingPrices ? null : pricedCost,
    pricedCost,
    hasMissingPrices,
  };
}

function styleFigures(
  style: CompletePlanStyle,
  shares: ReadonlyMap<number, { priced: number; missing: boolean }>,
  aloneOf: ReadonlyMap<number, StyleAlone>,
  shown: (metres: number) => number,
): PlanStyleFigures {
  const share = shares.get(style.styleId) ?? { priced: 0, missing: false };
  const alone = aloneOf.get(style.styleId);
  const cost = share.missing ? null : share.priced;
  return {
    styleId: style.styleId,
    name: style.name,
    garments: style.garments,
    productionLines: style.productionLines,
    allowancePercent: style.allowancePercent,
    cost,
    pricedCost: share.priced,
    averageThreadCost: cost === null ? null : averageCostPerGarment(cost, style.garments),
    hasMissingPrices: share.missing,
    alone: {
      packages: alone?.order.usage.totalUnusedThread.packagesBought ?? 0,
      unusedThread: shown(alone?.unusedM ?? 0),
      cost: alone?.order.usage.totalCost ?? null,
      averageThreadCost: alone?.order.usage.averageThreadCost ?? null,
    },
    colourways: style.inColourways
      ? (alone?.order.colourways ?? []).map((colourway) => ({
          name: colourway.name,
          garments: colourway.garments,
        }))
      : [],
    shadesToBeDecided: (alone?.order.threads ?? []).filter((thread) => thread.shadeToBeDecided)
      .length,
  };
}

function unpricedThread(row: PlanThread, missingPrice: MissingPriceReason): UnpricedPlanThread {
  return {
    brandId: row.brandId,
    brand: row.brand,
    article: row.article,
    ticketTexId: row.ticketTexId,
    ticketTex: row.ticketTex,
    shade: row.shade,
    colourGroup: row.colourGroup,
    packageSizeId: row.packageSizeId,
    packageLength: row.packageLength,
    unit: row.unit,
    missingPrice,
    styleIds: row.styles.map((share) => share.styleId),
  };
}
