import { describe, expect, it } from 'vitest';
import type { CostFileInput } from '../costing/cost-file.js';
import {
  astra120Navy,
  estimateOf,
  lineOf,
  mappingCatalogue,
  planStyle,
  type ThreadOfLine,
} from '../testing/plan-fixtures.js';
import { mapBrand } from './brand-mapping.js';
import { compareBrands, swappedThreadOf } from './compare-brands.js';
import type { PurchasePlanRequest } from './plan-purchase.js';

/** Astra tkt 30 navy, 1000 m cones: Corona has nothing near (tex 100). */
const astra30Navy: ThreadOfLine = {
  ...astra120Navy,
  ticketTexId: 13,
  ticketTex: 30,
  ticket: 30,
  tex: 100,
  packageSizeId: 131,
  packageLength: 1000,
  article: 'AS30-1000',
};
/** Astra tkt 120 navy in 2500 m cones. */
const astra120Small: ThreadOfLine = {
  ...astra120Navy,
  packageSizeId: 112,
  packageLength: 2500,
  article: 'AS120-2500',
};

/** Navy (colour group C) prices: Astra 5000 m 4.20, 1000 m 1.50; Corona 4000 m 3.60, 2000 m 2.00. */
const prices: CostFileInput = {
  currencyUnit: 'EUR',
  rows: [
    { brandId: 1, colourGroup: 'C', packageLength: 5000, packageUnit: 'm', price: 4.2 },
    { brandId: 1, colourGroup: 'C', packageLength: 1000, packageUnit: 'm', price: 1.5 },
    { brandId: 1, colourGroup: 'C', packageLength: 2500, packageUnit: 'm', price: 2.5 },
    { brandId: 3, colourGroup: 'C', packageLength: 4000, packageUnit: 'm', price: 3.6 },
    { brandId: 3, colourGroup: 'C', packageLength: 2000, packageUnit: 'm', price: 2 },
  ],
};

// Style 1, 1000 garments, one line, one machine a thread, no allowance:
// Astra 120 in 5000 m cones, 9.0 m a garment = 9000 m: 2 cones (8.40), 1000 m unused.
// Astra 30 in 1000 m cones, 0.5 m a garment = 500 m: 1 cone (1.50), 500 m unused.
const request: PurchasePlanRequest = {
  runMode: 'concurrent',
  lengthUnit: 'metric',
  costFile: prices,
  styles: [
    planStyle(
      1,
      { garments: 1000, productionLines: 1, allowancePercent: 0 },
      estimateOf([
        { machines: 1, lines: [lineOf(astra120Navy, 9)] },
        { machines: 1, lines: [lineOf(astra30Navy, 0.5)] },
      ]),
    ),
  ],
};

describe('comparing a plan bought from one brand or another', () => {
  const mapping = mapBrand(mappingCatalogue, {
    fromBrandId: 1,
    toBrandId: 3,
    packageSizeIds: [111, 131],
  });
  const comparison = compareBrands(request, mapping);

  it('plans the other brand’s substitutes side by side with the brand replaced', () => {
    // Corona 120 in 4000 m cones: ceil(9000 / 4000) = 3 cones (10.80), 3000 m unused.
    expect(comparison.current.threads).toEqual([
      expect.objectContaining({ brand: 'Astra', packageLength: 5000, quantity: 2, cost: 8.4 }),
    ]);
    expect(comparison.swapped.threads).toEqual([
      expect.objectContaining({
        brand: 'Corona',
        ticketTex: 120,
        packageLength: 4000,
        article: 'CR120-4000',
        requirement: 9000,
        quantity: 3,
        unusedThread: 3000,
      }),
    ]);
    expect(comparison.swapped.threads[0]?.cost).toBeCloseTo(10.8, 12);
  });

  it('lists the threads the other brand cannot supply, kept with their brand on both sides', () => {
    expect(comparison.unsupplied).toEqual([
      expect.objectContaining({ brand: 'Astra', ticketTex: 30, quantity: 1, cost: 1.5 }),
    ]);
    // Current: 2 + 1 cones, 9.90, 1500 m unused; swapped: 3 + 1 cones, 12.30, 3500 m unused.
    expect(comparison.current.totals).toMatchObject({ packages: 3, unusedThread: 1500 });
    expect(comparison.current.totals.cost).toBeCloseTo(9.9, 12);
    expect(comparison.swapped.totals).toMatchObject({ packages: 4, unusedThread: 3500 });
    expect(comparison.swapped.totals.cost).toBeCloseTo(12.3, 12);
    expect(comparison.difference).toMatchObject({ packages: 1, unusedThread: 2000 });
    expect(comparison.difference.cost).toBeCloseTo(2.4, 12);
  });

  it('plans as one thread two package sizes mapped to the same substitute', () => {
    // Style 2: Astra 120 in 2500 m cones, 0.5 m x 2000 garments = 1000 m. Mapped by hand to
    // Corona's 4000 m cones with style 1's 9000 m: 10000 m, ceil(10000 / 4000) = 3 cones.
    const merged = compareBrands(
      {
        ...request,
        styles: [
          ...request.styles,
          planStyle(
            2,
            { garments: 2000, productionLines: 1, allowancePercent: 0 },
            estimateOf([{ machines: 1, lines: [lineOf(astra120Small, 0.5)] }]),
          ),
        ],
      },
      mapBrand(mappingCatalogue, {
        fromBrandId: 1,
        toBrandId: 3,
        packageSizeIds: [111, 112, 131],
        overrides: [{ fromPackageSizeId: 112, toPackageSizeId: 311 }],
      }),
    );
    expect(merged.swapped.threads).toEqual([
      expect.objectContaining({
        packageLength: 4000,
        requirement: 10000,
        quantity: 3,
        styles: [
          { styleId: 1, requirement: 9000, packagesBySetUp: 1 },
          { styleId: 2, requirement: 1000, packagesBySetUp: 1 },
        ],
      }),
    ]);
  });

  it('tells what each component line becomes when the swap is applied', () => {
    expect(swappedThreadOf({ brandId: 1, packageSizeId: 111 }, mapping)).toEqual({
      brandId: 3,
      ticketTexId: 31,
      packageSizeId: 311,
    });
    // Not supplied, another brand, or no thread: the line stays.
    expect(swappedThreadOf({ brandId: 1, packageSizeId: 131 }, mapping)).toBeNull();
    expect(swappedThreadOf({ brandId: 2, packageSizeId: 211 }, mapping)).toBeNull();
    expect(swappedThreadOf({ brandId: null, packageSizeId: null }, mapping)).toBeNull();
  });
});
