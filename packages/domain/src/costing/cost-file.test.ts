import { describe, expect, it } from 'vitest';
import {
  costFileSchema,
  lookUpPackagePrice,
  lookUpPackagePriceWithSource,
  type CostFileInput,
  type PricedThread,
} from './cost-file.js';

const thread: PricedThread = {
  brandId: 1,
  article: 'AS120-5000',
  colourGroup: 'C',
  packageLength: 5000,
  packageUnit: 'm',
};
const lookUp = (rows: CostFileInput['rows'], wanted: PricedThread = thread) =>
  lookUpPackagePrice(costFileSchema.parse({ currencyUnit: 'EUR', rows }), wanted);
const row = {
  brandId: 1,
  colourGroup: 'C',
  packageLength: 5000,
  packageUnit: 'm',
  price: 4,
} as const;

describe('the price of a package from the cost file', () => {
  it('matches brand, colour group of the shade, package size and unit', () => {
    expect(lookUp([{ ...row, price: 4.2 }])).toEqual({ status: 'found', price: 4.2 });
    expect(lookUp([{ ...row, brandId: 2 }]).status).toBe('noCostFileRow');
    expect(lookUp([{ ...row, colourGroup: 'B' }]).status).toBe('noCostFileRow');
    expect(lookUp([{ ...row, packageLength: 2500 }]).status).toBe('noCostFileRow');
    expect(lookUp([{ ...row, packageUnit: 'yd' }]).status).toBe('noCostFileRow');
  });

  it("prefers the row of the thread's article over a row for any article", () => {
    expect(
      lookUp([
        { ...row, price: 4 },
        { ...row, article: ' as120-5000 ', price: 4.5 },
      ]),
    ).toEqual({ status: 'found', price: 4.5 });
    expect(
      lookUp([
        { ...row, article: 'OTHER', price: 9 },
        { ...row, price: 4 },
      ]),
    ).toEqual({ status: 'found', price: 4 });
    expect(lookUp([{ ...row, article: 'OTHER', price: 9 }]).status).toBe('noCostFileRow');
  });

  it('reports a price as missing when equally good rows disagree, never picking one', () => {
    expect(
      lookUp([
        { ...row, price: 4 },
        { ...row, price: 5 },
      ]),
    ).toEqual({ status: 'ambiguousCostFileRows', price: null });
    expect(
      lookUp([
        { ...row, price: 4 },
        { ...row, price: 4 },
      ]),
    ).toEqual({ status: 'found', price: 4 });
  });

  it('reports a price as missing when the shade has no colour group', () => {
    expect(lookUp([row], { ...thread, colourGroup: null })).toEqual({
      status: 'noColourGroup',
      price: null,
    });
  });

  it('names the article of the row that priced the thread, or none for the brand-wide row', () => {
    const file = costFileSchema.parse({
      currencyUnit: 'EUR',
      rows: [
        { ...row, article: null, price: 4 },
        { ...row, article: ' AS120-5000 ', price: 4.5 },
      ],
    });
    expect(lookUpPackagePriceWithSource(file, thread)).toEqual({
      status: 'found',
      price: 4.5,
      costFileArticle: 'AS120-5000',
    });
    expect(lookUpPackagePriceWithSource(file, { ...thread, article: 'AS120-9999' })).toEqual({
      status: 'found',
      price: 4,
      costFileArticle: null,
    });
    expect(lookUpPackagePriceWithSource(file, { ...thread, colourGroup: 'W' })).toEqual({
      status: 'noCostFileRow',
      price: null,
      costFileArticle: null,
    });
  });
});
