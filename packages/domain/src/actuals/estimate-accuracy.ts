import type { AllowanceBand } from '../consumption/allowance-bands.js';
import { roundHalfAwayFromZero } from '../units/rounding.js';
import type { FamilyComparison, StitchFamily } from './compare-actual-use.js';

/** The share of past orders a proposed allowance must have covered. */
export const coveredShareOfOrders = 0.9;

/** One order with its actual use, as the accuracy statistics read it. */
export type AccuracyOrder = {
  readonly customer: string;
  readonly garments: number;
  /** (actual / estimate before allowance - 1) x 100 for the order; null without an estimate. */
  readonly neededAllowancePercent: number | null;
  readonly families: readonly FamilyComparison[];
};

/** Mean and spread of the needed allowance (%) over a group of orders. */
export type AccuracyStatistic = {
  readonly orders: number;
  readonly meanPercent: number;
  /** Sample standard deviation (n - 1); null for a single order. */
  readonly spreadPercent: number | null;
};

/**
 * Mean and sample standard deviation (n - 1 in the denominator) of some values; the spread
 * is null for fewer than two.
 */
export function meanAndSpread(values: readonly number[]): AccuracyStatistic | undefined {
  if (values.length === 0) return undefined;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return {
    orders: values.length,
    meanPercent: mean,
    spreadPercent: values.length < 2 ? null : Math.sqrt(squares / (values.length - 1)),
  };
}

/**
 * How far the estimates were from what orders really used, as the allowance each order would
 * have needed (actual / estimate before allowance - 1, %): per stitch family (each order's
 * family estimate and actual, split as its threads' lengths split over the families) and per
 * customer (the whole order). Families by class, customers by name.
 *
 * @param orders - the orders with actuals
 */
export function estimateAccuracy(orders: readonly AccuracyOrder[]): {
  families: (AccuracyStatistic & { stitchClass: StitchFamily })[];
  customers: (AccuracyStatistic & { customer: string })[];
} {
  const byFamily = new Map<StitchFamily, number[]>();
  const byCustomer = new Map<string, number[]>();
  for (const order of orders) {
    for (const family of order.families) {
      if (family.requirementBeforeAllowanceM <= 0) continue;
      const values = byFamily.get(family.stitchClass) ?? [];
      values.push((family.actualM / family.requirementBeforeAllowanceM - 1) * 100);
      byFamily.set(family.stitchClass, values);
    }
    if (order.neededAllowancePercent === null) continue;
    const values = byCustomer.get(order.customer) ?? [];
    values.push(order.neededAllowancePercent);
    byCustomer.set(order.customer, values);
  }
  const statistics = <K>(groups: Map<K, number[]>) =>
    [...groups].flatMap(([key, values]) => {
      const statistic = meanAndSpread(values);
      return statistic ? [{ key, statistic }] : [];
    });
  return {
    families: statistics(byFamily)
      .sort((a, b) => a.key - b.key)
      .map(({ key, statistic }) => ({ stitchClass: key, ...statistic })),
    customers: statistics(byCustomer)
      .sort((a, b) => a.key.localeCompare(b.key))
      .map(({ key, statistic }) => ({ customer: key, ...statistic })),
  };
}

/**
 * Up to the next hundredth: 7.001 -> 7.01, 7 -> 7. The scaled value is rounded to a few
 * decimals first, so that floating point's 7.000000000001 stays 7.
 */
export function roundUpToHundredths(value: number): number {
  return Math.ceil(roundHalfAwayFromZero(value * 100, 6)) / 100;
}

/** A proposed allowance: its percent, and the orders it is drawn from and covers. */
export type AllowanceProposal = {
  /** Null when there are no orders to propose from. */
  readonly percent: number | null;
  readonly orders: number;
  /** Orders whose needed allowance, in hundredths rounded up, the percent covers. */
  readonly covered: number;
};

/**
 * The smallest allowance, in hundredths of a percent rounded up, that would have covered at
 * least `share` of the orders: the needed allowances sorted, the one at the nearest rank
 * ceil(share x n), rounded up to two decimals; never below 0 (an order that used less than
 * its estimate needs no allowance).
 *
 * @param needed - each order's needed allowance, %
 * @param share - the share of orders to cover, 0 to 1
 */
export function proposeAllowance(
  needed: readonly number[],
  share = coveredShareOfOrders,
): AllowanceProposal {
  if (needed.length === 0) return { percent: null, orders: 0, covered: 0 };
  const sorted = [...needed].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(roundHalfAwayFromZero(share * sorted.length, 9)));
  const percent = Math.max(0, roundUpToHundredths(sorted[rank - 1] ?? 0));
  return {
    percent,
    orders: sorted.length,
    // Compared as the percent was made: a needed 12.000000001 % is 12 % covered by 12 %.
    covered: sorted.filter((value) => roundUpToHundredths(value) <= percent).length,
  };
}

/** A band of a custom setting with the allowance proposed for it. */
export type BandProposal = AllowanceBand & {
  readonly proposal: AllowanceProposal;
  /** What the band was: kept when none of the orders falls in it. */
  readonly currentPercent: number;
};

/**
 * The proposal of {@link proposeAllowance} per band of a custom setting, over the orders whose
 * quantity falls in the band; a band without orders keeps its percent.
 *
 * @param orders - each order's garments and needed allowance (%)
 * @param bands - the setting's bands, in order
 * @param share - the share of orders to cover, 0 to 1
 */
export function proposeBandedAllowance(
  orders: readonly Pick<AccuracyOrder, 'garments' | 'neededAllowancePercent'>[],
  bands: readonly AllowanceBand[],
  share = coveredShareOfOrders,
): BandProposal[] {
  return bands.map((band) => {
    const needed = orders.flatMap((order) =>
      order.neededAllowancePercent !== null &&
      order.garments >= band.from &&
      (band.to === null || order.garments <= band.to)
        ? [order.neededAllowancePercent]
        : [],
    );
    const proposal = proposeAllowance(needed, share);
    return {
      ...band,
      percent: proposal.percent ?? band.percent,
      currentPercent: band.percent,
      proposal,
    };
  });
}
