import { describe, expect, it } from 'vitest';
import { navyAstra, operationOf } from '../testing/fixtures.js';
import { orderCatalogue } from '../testing/order-fixtures.js';
import { allowanceBandsSchema, allowanceOfOrder, type AllowanceBand } from './allowance-bands.js';
import { estimateStyle } from './estimate-style.js';
import { builtInDefaultSetting } from './stitch-setting.js';

/** Up to 300 garments 8 %, 301 to 1,000 5 %, 1,001 to 5,000 3 %, more 2 %. */
const bands: AllowanceBand[] = [
  { from: 1, to: 300, percent: 8 },
  { from: 301, to: 1000, percent: 5 },
  { from: 1001, to: 5000, percent: 3 },
  { from: 5001, to: null, percent: 2 },
];
const setting = { ...builtInDefaultSetting(10), allowanceBands: bands };

/** The messages of a table zod refuses, each with where it is: "1.from gap". */
const problems = (table: unknown) => {
  const parsed = allowanceBandsSchema.safeParse(table);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
};

describe('an allowance banded by order quantity', () => {
  it('picks the band that covers the order at each edge', () => {
    const percentOf = (garments: number) => allowanceOfOrder(setting, garments).percent;
    expect([1, 300, 301, 1000, 1001, 5000, 5001, 2_000_000].map(percentOf)).toEqual([
      8, 8, 5, 5, 3, 3, 2, 2,
    ]);
    expect(allowanceOfOrder(setting, 301).band).toEqual({ from: 301, to: 1000, percent: 5 });
  });

  it('gives the flat allowance when the setting has no bands, naming no band', () => {
    expect(allowanceOfOrder(builtInDefaultSetting(10), 301)).toEqual({ percent: 10, band: null });
    expect(allowanceOfOrder({ ...builtInDefaultSetting(7), allowanceBands: null }, 5)).toEqual({
      percent: 7,
      band: null,
    });
  });

  it('gives an order of no garments the first band', () => {
    expect(allowanceOfOrder(setting, 0).percent).toBe(8);
  });

  it('is what a style of that many garments is estimated with, and the report names the band', () => {
    const operations = [operationOf('301', { seamLengthCm: 100 }, navyAstra)];
    const details = (garments: number) => ({ name: 'Tee', garments, productionLines: 1 });
    const small = estimateStyle(details(300), operations, setting, orderCatalogue);
    const large = estimateStyle(details(301), operations, setting, orderCatalogue);
    expect(small.styleDetails.allowance).toBe(8);
    expect(large.styleDetails.allowance).toBe(5);
    expect(large.styleDetails.allowanceBand).toEqual({ from: 301, to: 1000, percent: 5 });
    // The thread per garment does not depend on the allowance.
    expect(large.totalConsumption).toBe(small.totalConsumption);
  });

  it('accepts a table from 1 garment, each band starting after the last, the last one open', () => {
    expect(problems(bands)).toEqual([]);
    expect(problems([{ from: 1, to: null, percent: 4 }])).toEqual([]);
  });

  it('refuses a gap, an overlap, a start other than 1 and a closed last band, on the band at fault', () => {
    expect(
      problems([
        { from: 1, to: 300, percent: 8 },
        { from: 302, to: null, percent: 5 },
      ]),
    ).toEqual(['1.from allowanceBands.validation.gap']);
    expect(
      problems([
        { from: 1, to: 300, percent: 8 },
        { from: 300, to: null, percent: 5 },
      ]),
    ).toEqual(['1.from allowanceBands.validation.overlap']);
    expect(problems([{ from: 2, to: null, percent: 8 }])).toEqual([
      '0.from allowanceBands.validation.firstFromOne',
    ]);
    expect(problems([{ from: 1, to: 300, percent: 8 }])).toEqual([
      '0.to allowanceBands.validation.lastOpen',
    ]);
    expect(
      problems([
        { from: 1, to: null, percent: 8 },
        { from: 301, to: null, percent: 5 },
      ]),
    ).toEqual(['0.to allowanceBands.validation.openBeforeLast']);
    expect(
      problems([
        { from: 1, to: 300, percent: 8 },
        { from: 301, to: 200, percent: 5 },
        { from: 201, to: null, percent: 3 },
      ]),
    ).toContain('1.to allowanceBands.validation.endBeforeStart');
    expect(problems([])).toEqual([' allowanceBands.validation.empty']);
    expect(problems([{ from: 1, to: null, percent: -1 }])).toEqual(['0.percent validation.min']);
  });
});
