import { packageLengthM, type PackageUnit } from '../catalogue/thread-catalogue.js';
import { findStitchType } from '../consumption/stitch-catalogue.js';
import { styleThreadKey } from '../orders/colourways.js';
import type { OrderFigures, OrderThread } from '../orders/order-figures.js';
import { threadKeyOf } from '../thread-packages/thread-requirements.js';
import { actualUseM, type ActualLine } from './actual-use.js';

/** A stitch family: the ISO 4915 class of its stitch types (300 lockstitch, 500 overedge...). */
export type StitchFamily = number;

/** The share of a thread's approved length sewn by one stitch family (0 to 1). */
export type FamilyShare = { readonly stitchClass: StitchFamily; readonly share: number };

/** A thread of an approved version, as its actual use is compared with it. */
export type ApprovedThread = {
  /** Names the thread in the version: brand, ticket/tex, shade and package size. */
  readonly key: string;
  readonly brand: string;
  readonly ticketTex: number;
  readonly tex: number;
  readonly shade: string | null;
  readonly packageLength: number;
  readonly packageUnit: PackageUnit;
  readonly packageM: number;
  /** What the version approved for the order, with its allowance, m. */
  readonly requirementM: number;
  /** The same before the allowance: what the estimate says the order sews, m. */
  readonly requirementBeforeAllowanceM: number;
  /** How its length splits over the stitch families of the operations that sew it. */
  readonly families: readonly FamilyShare[];
};

/** The stitch family of a stitch code; 0 for a code the catalogue does not know. */
export const stitchFamilyOf = (code: string): StitchFamily =>
  findStitchType(code)?.stitchClass ?? 0;

/** The key a version's thread is recorded under: a shade still to decide stays apart. */
const approvedKeyOf = (thread: OrderThread) =>
  thread.shadeToBeDecided
    ? `${threadKeyOf(thread)}|${thread.styleThreadKey}|${thread.colourways.map((c) => c.index).join(',')}`
    : threadKeyOf(thread);

/**
 * The threads of an approved version's order, as their actual use is compared with them:
 * what the order requires with and before its allowance, and the share of each stitch family
 * in it, from the base estimate's per-operation figures of the lines that sew the thread.
 *
 * @param order - the order's figures from the version's frozen inputs (estimateOrder)
 */
export function approvedThreadsOf(order: OrderFigures): ApprovedThread[] {
  const lengths = new Map<string, Map<StitchFamily, number>>();
  const texes = new Map<string, number>();
  for (const operation of order.baseEstimate.operationSummary) {
    const family = stitchFamilyOf(operation.stitchTypeCode);
    for (const line of operation.styleOperations) {
      if (line.unusable) continue;
      const key = styleThreadKey(line);
      const byFamily = lengths.get(key) ?? new Map<StitchFamily, number>();
      byFamily.set(family, (byFamily.get(family) ?? 0) + line.threadPerGarmentM);
      lengths.set(key, byFamily);
      if (!texes.has(key)) texes.set(key, line.tex);
    }
  }
  const factor = 1 + order.allowancePercent / 100;
  return order.threads.map((thread) => {
    const byFamily = [...(lengths.get(thread.styleThreadKey) ?? new Map<number, number>())];
    const total = byFamily.reduce((sum, [, metres]) => sum + metres, 0);
    return {
      key: approvedKeyOf(thread),
      brand: thread.brand,
      ticketTex: thread.ticketTex,
      tex: texes.get(thread.styleThreadKey) ?? 0,
      shade: thread.shade,
      packageLength: thread.packageLength,
      packageUnit: thread.unit,
      packageM: packageLengthM({ length: thread.packageLength, unit: thread.unit }),
      requirementM: thread.requirementM,
      requirementBeforeAllowanceM: thread.requirementM / factor,
      families: byFamily
        .sort(([a], [b]) => a - b)
        .map(([stitchClass, metres]) => ({
          stitchClass,
          share: total > 0 ? metres / total : 1 / byFamily.length,
        })),
    };
  });
}

/** An actual against a requirement: the difference in m and in % of the requirement. */
export type Difference = {
  /** Approved with the allowance, m. */
  readonly requirementM: number;
  /** The estimate before the allowance, m. */
  readonly requirementBeforeAllowanceM: number;
  readonly actualM: number;
  /** Actual - approved requirement, m: above 0 the allowance did not cover the order. */
  readonly differenceM: number;
  /** The difference in % of the approved requirement; null when it is 0. */
  readonly differencePercent: number | null;
  /**
   * The allowance the order would have needed: (actual / requirement before allowance - 1)
   * x 100, %; null when the estimate is 0.
   */
  readonly neededAllowancePercent: number | null;
};

/** One thread's actual use against its approved requirement. */
export type ThreadComparison = Difference & { readonly key: string };

/** What one stitch family of the order sewed: its part of the estimate and of the actual. */
export type FamilyComparison = {
  readonly stitchClass: StitchFamily;
  readonly requirementBeforeAllowanceM: number;
  readonly actualM: number;
};

/** An order's actual use against its approved version, per thread and for the order. */
export type ActualComparison = {
  readonly garments: number;
  readonly allowancePercent: number;
  readonly threads: readonly ThreadComparison[];
  readonly order: Difference;
  readonly families: readonly FamilyComparison[];
};

/** The difference of an actual from a requirement with and before its allowance. */
export function differenceOf(
  requirementM: number,
  requirementBeforeAllowanceM: number,
  actualM: number,
): Difference {
  const differenceM = actualM - requirementM;
  return {
    requirementM,
    requirementBeforeAllowanceM,
    actualM,
    differenceM,
    differencePercent: requirementM > 0 ? (differenceM / requirementM) * 100 : null,
    neededAllowancePercent:
      requirementBeforeAllowanceM > 0 ? (actualM / requirementBeforeAllowanceM - 1) * 100 : null,
  };
}

/**
 * Compares an order's actual use with its approved version: per thread, the actual
 * ((issued - returned full) x package - remainder) against the approved requirement; for the
 * order, the sums; per stitch family, each thread's estimate and actual split in the shares
 * of the families that sew it.
 *
 * @param order - the garments and allowance (%) of the approved order
 * @param threads - its threads (approvedThreadsOf)
 * @param lines - one line per thread, checked (checkActualLines)
 */
export function compareActualUse(
  order: { readonly garments: number; readonly allowancePercent: number },
  threads: readonly ApprovedThread[],
  lines: readonly ActualLine[],
): ActualComparison {
  const byKey = new Map(lines.map((line) => [line.threadKey, line]));
  const families = new Map<StitchFamily, { before: number; actual: number }>();
  const compared = threads.map((thread): ThreadComparison => {
    const line = byKey.get(thread.key);
    const actualM = line ? actualUseM(line, thread.packageM) : 0;
    for (const { stitchClass, share } of thread.families) {
      const family = families.get(stitchClass) ?? { before: 0, actual: 0 };
      family.before += thread.requirementBeforeAllowanceM * share;
      family.actual += actualM * share;
      families.set(stitchClass, family);
    }
    return {
      key: thread.key,
      ...differenceOf(thread.requirementM, thread.requirementBeforeAllowanceM, actualM),
    };
  });
  const sum = (pick: (thread: ThreadComparison) => number) =>
    compared.reduce((total, thread) => total + pick(thread), 0);
  return {
    garments: order.garments,
    allowancePercent: order.allowancePercent,
    threads: compared,
    order: differenceOf(
      sum((thread) => thread.requirementM),
      sum((thread) => thread.requirementBeforeAllowanceM),
      sum((thread) => thread.actualM),
    ),
    families: [...families]
      .sort(([a], [b]) => a - b)
      .map(([stitchClass, family]) => ({
        stitchClass,
        requirementBeforeAllowanceM: family.before,
        actualM: family.actual,
      })),
  };
}
