import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { mappingCatalogue } from '../testing/plan-fixtures.js';
import { mapBrand } from './brand-mapping.js';

const astraToCorona = (
  overrides: { fromPackageSizeId: number; toPackageSizeId: number | null }[] = [],
) =>
  mapBrand(mappingCatalogue, {
    fromBrandId: 1,
    toBrandId: 3,
    packageSizeIds: [111, 112, 121, 131],
    overrides,
  });

const target = (mapping: ReturnType<typeof mapBrand>, from: number) =>
  mapping.entries.find((entry) => entry.from.packageSizeId === from);

describe('mapping one brand’s threads to the nearest another offers', () => {
  it('takes the ticket/tex of nearest tex, then its package size of nearest length', () => {
    const mapping = astraToCorona();
    expect(mapping.fromBrand.name).toBe('Astra');
    expect(mapping.toBrand.name).toBe('Corona');
    // Tex 25: Corona's 24 is 4 % away, 40 is 60 %; 5000 m: 4000 m is 1000 away, 2000 m 3000.
    expect(target(mapping, 111)).toMatchObject({
      to: { ticketTexId: 31, ticket: 120, tex: 24, packageSizeId: 311, article: 'CR120-4000' },
      source: 'nearest',
      unsupplied: null,
    });
    // 2500 m: 2000 m is 500 away, 4000 m 1500.
    expect(target(mapping, 112)?.to?.packageSizeId).toBe(312);
    // Tex 37.5: 40 is 6.7 % away, 24 is 36 %; Corona's tex 50 has no package size.
    expect(target(mapping, 121)?.to).toMatchObject({ ticketTexId: 32, packageSizeId: 321 });
  });

  it('says the other brand cannot supply a thread with no ticket/tex within 25 % of its tex', () => {
    // Tex 100: the nearest Corona sells is 40, 60 % away.
    expect(target(astraToCorona(), 131)).toMatchObject({
      to: null,
      source: 'nearest',
      unsupplied: 'noNearTicketTex',
    });
    const wider = mapBrand(mappingCatalogue, {
      fromBrandId: 1,
      toBrandId: 3,
      packageSizeIds: [131],
      maxTexDifferencePercent: 60,
    });
    expect(wider.entries[0]?.to?.tex).toBe(40);
  });

  it('prefers the heavier ticket/tex and the longer package on a tie', () => {
    // Tex 25 between Corona's 24 and Epic's 26 is no tie; within Epic alone: Astra tex 25 to
    // Epic tex 26 (4 %). Astra 3000 m to Epic's 5486.4 m or 2743.2 m: 2743.2 is nearer.
    const toEpic = mapBrand(mappingCatalogue, {
      fromBrandId: 1,
      toBrandId: 2,
      packageSizeIds: [111, 112],
    });
    // 5000 m: 5486.4 m is 486.4 away, 2743.2 m 2256.8.
    expect(target(toEpic, 111)?.to).toMatchObject({ packageSizeId: 211, unit: 'yd' });
    // 2500 m: 2743.2 m is 243.2 away.
    expect(target(toEpic, 112)?.to?.packageSizeId).toBe(212);

    const ties = mapBrand(
      {
        brands: [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
        ticketTexes: [
          { id: 1, brandId: 1, ticket: 120, tex: 25 },
          { id: 2, brandId: 2, ticket: 125, tex: 24 },
          { id: 3, brandId: 2, ticket: 115, tex: 26 },
        ],
        packageSizes: [
          { id: 10, ticketTexId: 1, length: 3000, unit: 'm' },
          { id: 20, ticketTexId: 2, length: 3000, unit: 'm' },
          { id: 30, ticketTexId: 3, length: 2000, unit: 'm' },
          { id: 31, ticketTexId: 3, length: 4000, unit: 'm' },
        ],
      },
      { fromBrandId: 1, toBrandId: 2, packageSizeIds: [10] },
    );
    // Tex 24 and 26 are both 4 % from 25: the heavier, 26; 2000 and 4000 m both 1000 from 3000: 4000.
    expect(ties.entries[0]?.to).toMatchObject({ tex: 26, packageSizeId: 31 });
  });

  it('takes the user’s corrections, a substitute or none', () => {
    const mapping = astraToCorona([
      { fromPackageSizeId: 131, toPackageSizeId: 321 },
      { fromPackageSizeId: 111, toPackageSizeId: null },
      { fromPackageSizeId: 999, toPackageSizeId: 311 },
    ]);
    expect(target(mapping, 131)).toMatchObject({
      to: { packageSizeId: 321, tex: 40 },
      source: 'user',
      unsupplied: null,
    });
    expect(target(mapping, 111)).toMatchObject({ to: null, source: 'user', unsupplied: 'user' });
    expect(mapping.entries.map((entry) => entry.from.packageSizeId)).toEqual([111, 112, 121, 131]);
  });

  it('maps only the brand replaced’s package sizes, each once', () => {
    const mapping = mapBrand(mappingCatalogue, {
      fromBrandId: 1,
      toBrandId: 3,
      packageSizeIds: [111, 211, 111, 404],
    });
    expect(mapping.entries.map((entry) => entry.from.packageSizeId)).toEqual([111]);
  });

  it('refuses a correction the other brand does not offer, the same brand and an unknown one', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof DomainError ? [error.code, error.params] : error;
      }
      return 'accepted';
    };
    expect(
      refusal(() => astraToCorona([{ fromPackageSizeId: 131, toPackageSizeId: 211 }])),
    ).toEqual(['Spool.PurchasePlans:MappingNotOffered', { id: 211, brand: 'Corona' }]);
    expect(
      refusal(() =>
        mapBrand(mappingCatalogue, { fromBrandId: 1, toBrandId: 1, packageSizeIds: [111] }),
      ),
    ).toEqual(['Spool.PurchasePlans:SameBrand', {}]);
    expect(
      refusal(() =>
        mapBrand(mappingCatalogue, { fromBrandId: 1, toBrandId: 77, packageSizeIds: [111] }),
      ),
    ).toEqual(['Spool.PurchasePlans:BrandNotFound', { id: 77 }]);
  });
});
