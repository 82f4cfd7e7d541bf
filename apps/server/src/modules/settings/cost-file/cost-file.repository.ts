import { asc, eq, sql } from 'drizzle-orm';
import type { ColourGroupCode, CostEntryInput, CostFileInput, PackageUnit } from '@spool/domain';
import type { Tx } from '../../../platform/db/database.js';
import { brands, packageSizes, ticketTexes } from '../../../platform/db/schema/reference.js';
import { costEntries, systemConfigurations } from '../../../platform/db/schema/settings.js';

/** The cost file's own settings: its name and date, and the currency and package unit of the tenant. */
export type CostFileSettings = {
  readonly name: string | null;
  readonly updatedTime: Date | null;
  readonly currencyUnit: string;
  readonly packageUnit: PackageUnit;
};

/** A package size of the tenant's thread range, with its brand and ticket/tex. */
export type ThreadPackageSize = {
  readonly id: number;
  readonly brandId: number;
  readonly brand: string;
  readonly ticket: number;
  readonly tex: number;
  readonly lengthM: number;
  readonly article: string | null;
};

/** A stored price, with the names of what it prices. */
export type CostEntry = {
  readonly id: number;
  readonly brandId: number;
  readonly brand: string;
  readonly article: string;
  readonly colourGroup: ColourGroupCode;
  readonly packageSizeId: number;
  readonly packageLengthM: number;
  readonly unit: PackageUnit;
  readonly price: number;
};

const insertChunkRows = 1000;

export function createCostFileRepository(tx: Tx) {
  const findCostFileSettings = async (): Promise<CostFileSettings> => {
    const [row] = await tx
      .select({
        name: systemConfigurations.costFileName,
        updatedTime: systemConfigurations.costFileUpdatedTime,
        currencyUnit: systemConfigurations.currencyUnit,
        packageUnit: systemConfigurations.packageUnit,
      })
      .from(systemConfigurations)
      .limit(1);
    return {
      name: row?.name ?? null,
      updatedTime: row?.updatedTime ?? null,
      currencyUnit: row?.currencyUnit ?? 'USD',
      packageUnit: row?.packageUnit === 'yd' ? 'yd' : 'm',
    };
  };

  /** The prices, by brand, article, package length and colour group (C, B, N, U, W). */
  const findCostEntries = async (): Promise<CostEntry[]> => {
    const rows = await tx
      .select({
        id: costEntries.id,
        brandId: costEntries.brandId,
        brand: brands.name,
        article: costEntries.article,
        colourGroup: costEntries.colourGroup,
        packageSizeId: costEntries.packageSizeId,
        packageLengthM: packageSizes.lengthM,
        unit: costEntries.unit,
        price: costEntries.price,
      })
      .from(costEntries)
      .innerJoin(brands, eq(brands.id, costEntries.brandId))
      .innerJoin(packageSizes, eq(packageSizes.id, costEntries.packageSizeId))
      .orderBy(
        sql`lower(${brands.name})`,
        sql`lower(${costEntries.article})`,
        asc(packageSizes.lengthM),
        sql`position(${costEntries.colourGroup} in 'CBNUW')`,
        asc(costEntries.id),
      );
    return rows.map((row) => ({
      ...row,
      colourGroup: row.colourGroup as ColourGroupCode,
      unit: row.unit === 'yd' ? 'yd' : 'm',
    }));
  };

  return {
    findCostFileSettings,

    async findBrands(): Promise<{ id: number; name: string }[]> {
      return tx.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.id));
    },

    /** Every package size of every brand, by brand name, ticket, tex and length. */
    async findThreadPackageSizes(): Promise<ThreadPackageSize[]> {
      return tx
        .select({
          id: packageSizes.id,
          brandId: brands.id,
          brand: brands.name,
          ticket: ticketTexes.ticket,
          tex: ticketTexes.tex,
          lengthM: packageSizes.lengthM,
          article: packageSizes.article,
        })
        .from(packageSizes)
        .innerJoin(ticketTexes, eq(ticketTexes.id, packageSizes.ticketTexId))
        .innerJoin(brands, eq(brands.id, ticketTexes.brandId))
        .orderBy(
          sql`lower(${brands.name})`,
          asc(ticketTexes.ticket),
          asc(ticketTexes.tex),
          asc(packageSizes.lengthM),
          asc(packageSizes.id),
        );
    },

    findCostEntries,

    /**
     * The cost file as the domain prices threads with it (`lookUpPackagePrice`): package
     * lengths in metres, as the thread range stores them; an empty article prices every
     * article of the brand in that size.
     */
    async findCostFileForPricing(): Promise<CostFileInput> {
      const [settings, entries] = [await findCostFileSettings(), await findCostEntries()];
      return {
        currencyUnit: settings.currencyUnit,
        rows: entries.map((entry) => ({
          brandId: entry.brandId,
          article: entry.article === '' ? null : entry.article,
          colourGroup: entry.colourGroup,
          packageLength: entry.packageLengthM,
          packageUnit: 'm',
          price: entry.price,
        })),
      };
    },

    /** Replaces every price of the tenant and records the file's name and date (one transaction: the request's). */
    async replaceCostEntries(
      entries: readonly CostEntryInput[],
      file: { name: string; updatedTime: Date },
    ): Promise<void> {
      await tx.delete(costEntries);
      for (let start = 0; start < entries.length; start += insertChunkRows) {
        await tx.insert(costEntries).values(
          entries.slice(start, start + insertChunkRows).map((entry) => ({
            brandId: entry.brandId,
            article: entry.article,
            colourGroup: entry.colourGroup,
            packageSizeId: entry.packageSizeId,
            unit: entry.unit,
            price: entry.price,
          })),
        );
      }
      await tx
        .insert(systemConfigurations)
        .values({ costFileName: file.name, costFileUpdatedTime: file.updatedTime })
        .onConflictDoUpdate({
          target: systemConfigurations.tenantId,
          set: { costFileName: file.name, costFileUpdatedTime: file.updatedTime },
        });
    },
  };
}

export type CostFileRepository = ReturnType<typeof createCostFileRepository>;
