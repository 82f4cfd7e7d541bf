import { describe, expect, it } from 'vitest';
import type { AllowanceBand } from '../consumption/allowance-bands.js';
import {
  estimateAccuracy,
  meanAndSpread,
  proposeAllowance,
  proposeBandedAllowance,
  roundUpToHundredths,
  type AccuracyOrder,
} from './estimate-accuracy.js';

const order = (
  customer: string,
  garments: number,
  neededAllowancePercent: number | null,
  families: AccuracyOrder['families'] = [],
): AccuracyOrder => ({ customer, garments, neededAllowancePercent, families });

describe('accuracy of the estimates over past orders', () => {
  it('gives the mean and the sample spread of the allowance each customer’s orders needed', () => {
    // Polar: 5 % and 9 %: mean 7, spread sqrt(((5-7)² + (9-7)²) / (2-1)) = sqrt(8).
    // Nord: one order of 3 %: no spread.
    const { customers } = estimateAccuracy([
      order('Polar', 1000, 5),
      order('Nord', 400, 3),
      order('Polar', 600, 9),
      order('Nord', 200, null),
    ]);
    expect(customers).toEqual([
      { customer: 'Nord', orders: 1, meanPercent: 3, spreadPercent: null },
      { customer: 'Polar', orders: 2, meanPercent: 7, spreadPercent: Math.sqrt(8) },
    ]);
  });

  it('gives each stitch family the allowance its part of every order needed', () => {
    // Order 1: lockstitch 1,050 m used for 1,000 m estimated (5 %), overedge 2,200 for 2,000
    // (10 %). Order 2: lockstitch 540 for 500 (8 %). Lockstitch: mean 6.5, spread
    // sqrt((1.5² + 1.5²) / 1) = sqrt(4.5); overedge: 10 from one order.
    const { families } = estimateAccuracy([
      order('Polar', 1000, 8.33, [
        { stitchClass: 300, requirementBeforeAllowanceM: 1000, actualM: 1050 },
        { stitchClass: 500, requirementBeforeAllowanceM: 2000, actualM: 2200 },
      ]),
      order('Nord', 400, 8, [{ stitchClass: 300, requirementBeforeAllowanceM: 500, actualM: 540 }]),
    ]);
    expect(families.map((family) => family.stitchClass)).toEqual([300, 500]);
    expect(families[0]?.orders).toBe(2);
    expect(families[0]?.meanPercent).toBeCloseTo(6.5, 9);
    expect(families[0]?.spreadPercent).toBeCloseTo(Math.sqrt(4.5), 9);
    expect(families[1]).toMatchObject({ orders: 1, spreadPercent: null });
    expect(families[1]?.meanPercent).toBeCloseTo(10, 9);
  });

  it('has nothing to say of no orders', () => {
    expect(meanAndSpread([])).toBeUndefined();
    expect(estimateAccuracy([])).toEqual({ families: [], customers: [] });
  });
});

describe('the proposed allowance', () => {
  // Ten orders' needed allowances, %. The 90th percentile by nearest rank is the 9th smallest
  // (ceil(0.9 x 10) = 9): 12.341, rounded up to 12.35.
  const needed = [8, 2, 20, 4, 12.341, 5, 3, 7, 9, 6];

  it('is the smallest two-decimal percent that covers 90 % of the orders, exactly', () => {
    const proposal = proposeAllowance(needed);
    expect(proposal).toEqual({ percent: 12.35, orders: 10, covered: 9 });
    expect(proposal.covered / proposal.orders).toBe(0.9);
    // A hundredth less covers only 8 of 10: 80 %.
    expect(needed.filter((value) => value <= 12.34)).toHaveLength(8);
  });

  it('covers an order whose need floating point puts a hair above the percent', () => {
    // 1.12 x 1,000 / 1,000 - 1 is 0.12000000000000011: 12 %, covered by 12 %.
    const needed12 = ((1.12 * 1000) / 1000 - 1) * 100;
    expect(needed12).toBeGreaterThan(12);
    expect(proposeAllowance([5, needed12])).toEqual({ percent: 12, orders: 2, covered: 2 });
  });

  it('takes the largest order when 90 % of them rounds up to all', () => {
    // ceil(0.9 x 7) = ceil(6.3) = 7.
    expect(proposeAllowance([1, 2, 3, 4, 5, 6, 7.5]).percent).toBe(7.5);
  });

  it('is never below 0, and none without orders', () => {
    expect(proposeAllowance([-4, -2.5, -1])).toEqual({ percent: 0, orders: 3, covered: 3 });
    expect(proposeAllowance([])).toEqual({ percent: null, orders: 0, covered: 0 });
  });

  it('rounds up to hundredths, leaving floating point’s noise alone', () => {
    expect(roundUpToHundredths(7.001)).toBe(7.01);
    expect(roundUpToHundredths(7)).toBe(7);
    expect(roundUpToHundredths((1.07 - 1) * 100)).toBe(7);
    expect(roundUpToHundredths(-1.234)).toBe(-1.23);
  });

  it('proposes per band over the orders whose quantity falls in it; an empty band keeps its percent', () => {
    const bands: AllowanceBand[] = [
      { from: 1, to: 500, percent: 8 },
      { from: 501, to: 2000, percent: 5 },
      { from: 2001, to: null, percent: 3 },
    ];
    const proposals = proposeBandedAllowance(
      [
        order('Polar', 300, 6.2),
        order('Polar', 500, 7.5),
        order('Nord', 1500, 4.001),
        order('Nord', 501, 3),
      ],
      bands,
    );
    // Up to 500: 6.2 and 7.5, rank ceil(1.8) = 2: 7.5. 501 to 2,000: 3 and 4.001: 4.01.
    expect(
      proposals.map((band) => [band.from, band.to, band.percent, band.currentPercent]),
    ).toEqual([
      [1, 500, 7.5, 8],
      [501, 2000, 4.01, 5],
      [2001, null, 3, 3],
    ]);
    expect(proposals.map((band) => band.proposal.orders)).toEqual([2, 2, 0]);
    expect(proposals[2]?.proposal.percent).toBeNull();
  });
});
