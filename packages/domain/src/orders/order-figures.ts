import {
  colourGroupOfShade,
  threadCatalogueSchema,
  type ThreadCatalogue,
} from '../catalogue/thread-catalogue.js';
import type { ThreadCatalogueInput } from '../catalogue/thread-catalogue.js';
import {
  estimateStyle,
  type StyleDetailsInput,
  type StyleEstimate,
  type StyleOperationLine,
} from '../consumption/estimate-style.js';
import type { CustomSettingInput } from '../consumption/stitch-setting.js';
import { costFileSchema, type CostFile, type CostFileInput } from '../costing/cost-file.js';
import type { ColourGroupCode } from '../shades/colour-group.js';
import {
  packagesBySetUp,
  setUpPackagesOfRuns,
  type RunMode,
  type ThreadPositions,
} from '../thread-packages/count-packages.js';
import {
  summarizeThreadUsage,
  type ThreadRequirement,
  type ThreadUsagePlan,
} from '../thread-packages/plan-thread-usage.js';
import {
  countPackages,
  orderRequirementM,
  packageMOf,
  priceOfThread,
  threadIdentityOf,
  threadKeyOf,
  threadPurchaseOf,
} from '../thread-packages/thread-requirements.js';
import { threadLengthForDisplay, type LengthUnit } from '../units/length-unit.js';
import {
  colourwayGarments,
  quantityOfSize,
  shadeInColourway,
  styleThreadKey,
  type Colourway,
} from './colourways.js';
import { gradeOfOperation, sizeKey, type OrderOperation, type SizeRange } from './size-range.js';

/** What an order's figures are computed from: the style, its sizes and colourways, the prices. */
export type OrderRequest = {
  /** The style's header; its garments are the order's only for a style without colourways. */
  readonly style: StyleDetailsInput;
  /** The operations in stored units, at the base size, with how each follows the sizes. */
  readonly operations: readonly OrderOperation[];
  readonly setting: CustomSettingInput;
  readonly catalogue: ThreadCatalogueInput;
  readonly range: SizeRange;
  /** At least one; a style without its own passes its header's (effectiveOrder). */
  readonly colourways: readonly Colourway[];
  readonly runMode: RunMode;
  readonly costFile: CostFileInput;
};

/** Thread per garment of one size: the style estimated with its graded seams. */
export type SizeFigures = {
  readonly name: string;
  readonly gradePercent: number;
  readonly isBase: boolean;
  /** Garments of the size over all colourways. */
  readonly garments: number;
  /** Single garment consumption in the size, m or yd. */
  readonly threadPerGarment: number;
  /** Thread per garment of each operation in the size, in the style's order, m or yd. */
  readonly operations: readonly number[];
};

/** A thread as bought for the order: one shade of one brand, ticket/tex and package size. */
export type OrderThread = ThreadRequirement & {
  /** The requirement in metres, whatever the unit shown. */
  readonly requirementM: number;
  /** The row of Threads by colourway it comes from (brand, ticket/tex, line shade). */
  readonly styleThreadKey: string;
  /** Its colourway did not decide its shade yet: the figures cannot be final. */
  readonly shadeToBeDecided: boolean;
  /** What each colourway takes of it (m or yd) and its own set-up packages, in order. */
  readonly colourways: readonly {
    readonly index: number;
    readonly requirement: number;
    readonly packagesBySetUp: number;
  }[];
};

/** Packages, thread and cost of a colourway bought alone. */
export type ColourwayFigures = {
  readonly index: number;
  readonly name: string;
  readonly code: string;
  readonly garments: number;
  /** Single garment consumption of the base size, m or yd. */
  readonly threadPerGarmentOfBase: number;
  /** Thread required, with the allowance, m or yd. */
  readonly requirement: number;
  readonly packages: number;
  /** Null when a thread has no price or a shade is still to be decided. */
  readonly cost: number | null;
  readonly shadesToBeDecided: number;
  readonly threads: readonly OrderThread[];
};

/** The figures of an order: by size, by colourway, and per thread and shade for the order. */
export type OrderFigures = {
  readonly lengthUnit: LengthUnit;
  readonly threadLengthUnit: 'm' | 'yd';
  readonly currencyUnit: string;
  readonly runMode: RunMode;
  readonly garments: number;
  readonly productionLines: number;
  readonly allowancePercent: number;
  readonly sizes: readonly SizeFigures[];
  /** The style estimated at its base size: its Single Garment Consumption report. */
  readonly baseEstimate: StyleEstimate;
  readonly colourways: readonly ColourwayFigures[];
  /** Per thread and shade, colourways one after another or at once as the style runs them. */
  readonly threads: readonly OrderThread[];
  /**
   * The order's Thread Usage figures: the threads above with the cost and unused thread
   * totals, as the Thread Usage report prints them.
   */
  readonly usage: ThreadUsagePlan;
  /** Whether a shade is still to be decided: the figures are then not final. */
  readonly hasShadesToBeDecided: boolean;
};

/** One colourway's use of a thread, summed over the sizes it orders. */
type ColourwayThread = {
  key: string;
  styleThreadKey: string;
  sample: StyleOperationLine;
  undecided: boolean;
  uses: ThreadPositions[];
  /** Thread per garment with waste by size (range order), m. */
  perGarmentMBySize: number[];
};

type RunOfThread = {
  index: number;
  requirementM: number;
  bySetUp: number;
  byLength: number;
  /** Garment-weighted thread per garment: (garments, m per garment) by size. */
  perGarment: { garments: number; metres: number }[];
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The figures of an order of a style in colourways and sizes (CONSUMPTION.md section 4, per
 * size and shade). Each size is estimated as the style with its graded seams
 * (operationInSize). A colourway's thread (brand, ticket/tex, its shade in the colourway,
 * package size) needs R = sum over its sizes of quantity × thread per garment of the size ×
 * (1 + allowance / 100), and its own set-up packages. The order's thread sums R over the
 * colourways; its set-up packages follow the style's run mode as a purchase plan's styles do
 * (setUpPackagesOfRuns); by length ceil(R / P), never more than the colourways' own. A thread
 * whose shade is to be decided stays apart, per colourway, unpriced and flagged, never
 * dropped. A style of one colourway in one size gives its Thread Usage figures bit for bit.
 *
 * @param request - the style, operations, setting, thread range, sizes, colourways, run mode, prices
 */
export function estimateOrder(request: OrderRequest): OrderFigures {
  const prices = costFileSchema.parse(request.costFile);
  const catalogue = threadCatalogueSchema.parse(request.catalogue);
  const base = estimateStyle(request.style, request.operations, request.setting, catalogue);
  return orderFiguresOf(
    base,
    {
      range: request.range,
      colourways: request.colourways,
      runMode: request.runMode,
      factors: gradeFactorsOf(request.operations, request.range),
      catalogue,
    },
    {
      productionLines: base.styleDetails.noOfProductionLines,
      allowancePercent: base.styleDetails.allowance,
    },
    prices,
  );
}

/**
 * The factor of each operation's thread in each size of the range: 1 + grade / 100, and 1 at
 * the base size, whose seam lengths are the operations' own (an operation's own grade for the
 * base size does not apply).
 *
 * @param operations - the style's operations with their gradings, in order
 * @param range - the style's sizes
 */
export function gradeFactorsOf(
  operations: readonly OrderOperation[],
  range: SizeRange,
): number[][] {
  const baseIndex = baseIndexOf(range);
  return operations.map((operation) =>
    range.sizes.map((size, sizeIndex) =>
      sizeIndex === baseIndex ? 1 : 1 + gradeOfOperation(operation, size) / 100,
    ),
  );
}

const baseIndexOf = (range: SizeRange) => {
  const index = range.sizes.findIndex((size) => sizeKey(size.name) === sizeKey(range.baseSize));
  if (index < 0) throw new Error('a size range has its base size');
  return index;
};

/** An order as its figures are derived from the style's estimate at its base size. */
export type OrderOfEstimate = {
  readonly range: SizeRange;
  /** At least one. */
  readonly colourways: readonly Colourway[];
  readonly runMode: RunMode;
  /** Per operation of the estimate, per size: the factor of its thread (gradeFactorsOf). */
  readonly factors: readonly (readonly number[])[];
  /** Where the colour group of a colourway's own shade is looked up. */
  readonly catalogue: Pick<ThreadCatalogue, 'shades' | 'defaultColourGroup'>;
};

/** How the order is sewn and bought: its production lines and its allowance (%). */
export type OrderTerms = {
  readonly productionLines: number;
  readonly allowancePercent: number;
};

/**
 * The figures of an order from the style's estimate at its base size (estimateOrder): what a
 * purchase plan takes too, with its own lines and allowance, after a brand swap relabels the
 * estimate's threads.
 *
 * @param base - the style estimated at its base size
 * @param order - its sizes, colourways, run mode and grade factors
 * @param terms - production lines and allowance
 * @param prices - the cost file, parsed
 */
export function orderFiguresOf(
  base: StyleEstimate,
  order: OrderOfEstimate,
  terms: OrderTerms,
  prices: CostFile,
): OrderFigures {
  const { range, colourways, runMode, factors } = order;
  const baseIndex = baseIndexOf(range);
  // The engine's thread is proportional to the seam length (CONSUMPTION.md section 3: ratio x
  // seam x rows, then the waste): a size's thread is the base's x (1 + grade / 100), the same
  // as estimating the graded seam again, without estimating every size. Grade 0 is the base's
  // figure itself.
  const unit = base.lengthUnit;
  const shown = (metres: number) => threadLengthForDisplay(metres, unit);
  const { allowancePercent, productionLines } = terms;
  const operationMBySize = base.operationSummary.map((operation, index) =>
    range.sizes.map((_, sizeIndex) =>
      graded(
        operation.styleOperations.reduce((sum, line) => sum + line.threadPerGarmentM, 0),
        factors[index]?.[sizeIndex] ?? 1,
      ),
    ),
  );

  // Keys and colour groups once per line and per shade, not once per colourway.
  const lineKeys = base.operationSummary.map((operation) =>
    operation.styleOperations.map(keysOfLine),
  );
  const groups = new Map<string | null, ColourGroupCode | null>();
  const colourGroupOf = (shade: string | null) => {
    if (!groups.has(shade)) groups.set(shade, colourGroupOfShade(order.catalogue, shade));
    return groups.get(shade) ?? null;
  };
  const colourwayThreads = colourways.map((colourway, index) =>
    threadsOfColourway(colourway, index, base, factors, lineKeys, colourGroupOf),
  );
  // A thread's price once, whatever the number of colourways that buy it.
  const knownPrices = new Map<string, ReturnType<typeof priceOfThread>>();
  const priceOf = (sample: StyleOperationLine) => {
    const key = [
      sample.brandId,
      sample.article,
      sample.colourGroup,
      sample.packageLength,
      sample.packageUnit,
    ].join('|');
    let price = knownPrices.get(key);
    if (!price) {
      price = priceOfThread(prices, sample);
      knownPrices.set(key, price);
    }
    return price;
  };

  const orderThreads = new Map<
    string,
    { sample: StyleOperationLine; thread: ColourwayThread; runs: RunOfThread[] }
  >();
  const colourwayFigures = colourways.map((colourway, index): ColourwayFigures => {
    const quantities = range.sizes.map((size) => quantityOfSize(colourway, size.name));
    const threads = (colourwayThreads[index] ?? []).map((thread): OrderThread => {
      let requirementM = 0;
      const perGarment: RunOfThread['perGarment'] = [];
      thread.perGarmentMBySize.forEach((metres, sizeIndex) => {
        const garments = quantities[sizeIndex] ?? 0;
        if (garments === 0) return;
        requirementM += orderRequirementM(metres, garments, allowancePercent);
        perGarment.push({ garments, metres });
      });
      const bySetUp = perGarment.length === 0 ? 0 : packagesBySetUp(thread.uses, productionLines);
      const counts = countPackages(requirementM, packageMOf(thread.sample), bySetUp);
      if (perGarment.length > 0) {
        const entry = orderThreads.get(thread.key) ?? { sample: thread.sample, thread, runs: [] };
        entry.runs.push({
          index,
          requirementM,
          bySetUp,
          byLength: counts.packagesByLength,
          perGarment,
        });
        orderThreads.set(thread.key, entry);
      }
      return orderThread(thread, [
        { index, requirementM, bySetUp, byLength: counts.packagesByLength, perGarment },
      ]);
    });
    const costs = threads.map((thread) => thread.cost);
    const undecided = threads.filter((thread) => thread.shadeToBeDecided).length;
    return {
      index,
      name: colourway.name,
      code: colourway.code,
      garments: colourwayGarments(colourway, range),
      threadPerGarmentOfBase: shown(
        sum(
          (colourwayThreads[index] ?? []).map((thread) => thread.perGarmentMBySize[baseIndex] ?? 0),
        ),
      ),
      requirement: sum(threads.map((thread) => thread.requirement)),
      packages: sum(threads.map((thread) => thread.quantity)),
      cost: costs.some((cost) => cost === null) ? null : sum(costs as number[]),
      shadesToBeDecided: undecided,
      threads,
    };
  });

  function orderThread(thread: ColourwayThread, runs: readonly RunOfThread[]): OrderThread {
    const { sample } = thread;
    const requirementM = sum(runs.map((run) => run.requirementM));
    const counts = countPackages(
      requirementM,
      packageMOf(sample),
      setUpPackagesOfRuns(
        runs.map((run) => run.bySetUp),
        runMode,
      ),
      sum(runs.map((run) => run.byLength)),
    );
    const price = priceOf(sample);
    const garments = sum(runs.flatMap((run) => run.perGarment.map((size) => size.garments)));
    // Weighted by garments: with one size of one colourway exactly its thread per garment.
    const perGarmentM = sum(
      runs.flatMap((run) => run.perGarment.map((size) => (size.garments / garments) * size.metres)),
    );
    return {
      ...threadIdentityOf(sample),
      threadPerGarment: shown(garments === 0 ? 0 : perGarmentM),
      ...threadPurchaseOf(requirementM, counts, price, shown),
      requirementM,
      styleThreadKey: thread.styleThreadKey,
      shadeToBeDecided: thread.undecided,
      colourways: runs.map((run) => ({
        index: run.index,
        requirement: shown(run.requirementM),
        packagesBySetUp: run.bySetUp,
      })),
    };
  }

  const threads = [...orderThreads.values()].map(({ thread, runs }) => orderThread(thread, runs));
  const garments = sum(colourwayFigures.map((colourway) => colourway.garments));
  const hasShadesToBeDecided = threads.some((thread) => thread.shadeToBeDecided);
  const usage = summarizeThreadUsage(threads, {
    lengthUnit: unit,
    threadLengthUnit: base.threadLengthUnit,
    garments,
    productionLines,
    allowancePercent,
    currencyUnit: prices.currencyUnit,
    hasUnusableThreads: base.unusableThreads.length > 0,
  });

  return {
    lengthUnit: unit,
    threadLengthUnit: base.threadLengthUnit,
    currencyUnit: prices.currencyUnit,
    runMode,
    garments,
    productionLines,
    allowancePercent,
    sizes: range.sizes.map((size, sizeIndex) => ({
      name: size.name,
      gradePercent: size.gradePercent,
      isBase: sizeIndex === baseIndex,
      garments: sum(colourways.map((colourway) => quantityOfSize(colourway, size.name))),
      threadPerGarment:
        sizeIndex === baseIndex
          ? base.totalConsumption
          : shown(sum(operationMBySize.map((bySize) => bySize[sizeIndex] ?? 0))),
      operations: operationMBySize.map((bySize, index) =>
        sizeIndex === baseIndex
          ? (base.operationSummary[index]?.threadConsumption ?? 0)
          : shown(bySize[sizeIndex] ?? 0),
      ),
    })),
    baseEstimate: base,
    colourways: colourwayFigures,
    threads,
    usage,
    hasShadesToBeDecided,
  };
}

/**
 * A colourway's threads, first appearance first: each usable line of the style in its shade
 * in the colourway (its colour group looked up again when the shade is not the line's), with
 * the thread per garment summed per size. A thread to be decided stays apart from every
 * other: its shade may yet be any.
 */
function threadsOfColourway(
  colourway: Colourway,
  index: number,
  base: StyleEstimate,
  factors: readonly (readonly number[])[],
  lineKeys: readonly (readonly LineKeys[])[],
  colourGroupOf: (shade: string | null) => ColourGroupCode | null,
): ColourwayThread[] {
  const threads = new Map<string, ColourwayThread>();
  base.operationSummary.forEach((operation, operationIndex) => {
    const byGrade = factors[operationIndex] ?? [];
    operation.styleOperations.forEach((line, lineIndex) => {
      if (line.unusable) return;
      const keys = lineKeys[operationIndex]?.[lineIndex] ?? keysOfLine(line);
      const resolved = shadeInColourway(colourway, line, keys.styleThread);
      let sample: StyleOperationLine = line;
      let key = keys.thread;
      if (resolved.undecided) {
        sample = { ...line, shade: null, colourGroup: null };
        key = `undecided|${index}|${keys.styleThread}|${line.packageSizeId}`;
      } else if (resolved.shade !== line.shade) {
        sample = { ...line, shade: resolved.shade, colourGroup: colourGroupOf(resolved.shade) };
        key = threadKeyOf(sample);
      }
      const thread = threads.get(key) ?? {
        key,
        styleThreadKey: keys.styleThread,
        sample,
        undecided: resolved.undecided,
        uses: [],
        perGarmentMBySize: byGrade.map(() => 0),
      };
      thread.uses.push({ machines: operation.machines, threadCount: line.threadQuantity });
      byGrade.forEach((factor, sizeIndex) => {
        thread.perGarmentMBySize[sizeIndex] =
          (thread.perGarmentMBySize[sizeIndex] ?? 0) + graded(line.threadPerGarmentM, factor);
      });
      threads.set(key, thread);
    });
  });
  return [...threads.values()];
}

/** What names a line's thread: its row of Threads by colourway, and its thread in its own shade. */
type LineKeys = { readonly styleThread: string; readonly thread: string };

const keysOfLine = (line: StyleOperationLine): LineKeys => ({
  styleThread: styleThreadKey(line),
  thread: threadKeyOf(line),
});

/** A base size's thread in a size: x the size's factor, the base's own figure at grade 0. */
const graded = (metres: number, factor: number) => (factor === 1 ? metres : metres * factor);
