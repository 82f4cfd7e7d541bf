import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { inTenantTransaction } from '../platform/db/tenant-transaction.js';
import { customers } from '../platform/db/schema/catalogue.js';
import {
  brands,
  packageSizes,
  productCategories,
  productTypes,
  ticketTexes,
} from '../platform/db/schema/reference.js';
import { seedTenantCatalogue } from '../modules/catalogue/tenant-catalogue.seed.js';
import { costEntries } from '../platform/db/schema/settings.js';
import { operationLines, operations, styles } from '../platform/db/schema/styles.js';
import type { TestDatabase } from './test-database.js';

/** A thread of a tenant's range: brand, ticket/tex and package size. */
export type SeededThread = { brandId: number; ticketTexId: number; packageSizeId: number };

/** A cone of the seed's thread range (`seedTenantCatalogue`) in a tenant, by its article. */
export async function seededThread(
  database: Database,
  tenantId: string,
  article: string,
): Promise<SeededThread> {
  return inTenantTransaction(database, tenantId, async (tx) => {
    const [row] = await tx
      .select({ brandId: brands.id, ticketTexId: ticketTexes.id, packageSizeId: packageSizes.id })
      .from(brands)
      .innerJoin(ticketTexes, eq(ticketTexes.brandId, brands.id))
      .innerJoin(packageSizes, eq(packageSizes.ticketTexId, ticketTexes.id))
      .where(eq(packageSizes.article, article));
    if (!row) throw new Error(`${article} is not in the seed`);
    return row;
  });
}

/** Prices a seeded cone (by its article) in the tenant's cost file, for navy shades (group C). */
export async function priceThread(
  database: Database,
  tenantId: string,
  article: string,
  price: number,
): Promise<void> {
  const thread = await seededThread(database, tenantId, article);
  await inTenantTransaction(database, tenantId, (tx) =>
    tx.insert(costEntries).values({
      brandId: thread.brandId,
      article,
      colourGroup: 'C',
      packageSizeId: thread.packageSizeId,
      unit: 'm',
      price,
    }),
  );
}

/** Two tenants with the catalogue a new tenant starts with: Atlas Garments and Borealis Knitwear. */
export async function twoSeededTenants(
  database: TestDatabase,
): Promise<{ atlas: string; borealis: string }> {
  const atlas = (await database.createTenant('Atlas Garments')).id;
  const borealis = (await database.createTenant('Borealis Knitwear')).id;
  for (const tenant of [atlas, borealis])
    await inTenantTransaction(database, tenant, seedTenantCatalogue);
  return { atlas, borealis };
}

/**
 * A new tenant with the seed's thread range, whose Northstar Corespun 120 (NSC120-5K) has a
 * price (4.25 for navy) and whose Lumen Spun Polyester 120 (LSP120-5K) has none.
 */
export async function tenantWithThreads(
  database: TestDatabase,
  name: string,
): Promise<{ tenantId: string; corespun: SeededThread; spun: SeededThread }> {
  const tenantId = (await database.createTenant(name)).id;
  await inTenantTransaction(database, tenantId, seedTenantCatalogue);
  await priceThread(database, tenantId, 'NSC120-5K', 4.25);
  return {
    tenantId,
    corespun: await seededThread(database, tenantId, 'NSC120-5K'),
    spun: await seededThread(database, tenantId, 'LSP120-5K'),
  };
}

/**
 * A 301 side seam (50 cm, 12 stitches per 3 cm, seam thickness 1.5 mm) as the operation dialog
 * sends it to `POST /api/saveOperation`, with these component lines.
 */
export const lockstitchWrite = (
  styleId: number,
  description: string,
  styleOperations: readonly Record<string, unknown>[],
) => ({
  styleId,
  group: 1,
  isOnTeam: false,
  description,
  stitchTypeCode: '301',
  seamLength: 50,
  quantity: 1,
  bight: null,
  rate: 12,
  machines: 1,
  seamThikness: 1.5,
  seamLengthUnit: 0,
  styleOperations,
});

export type FixtureLine = {
  needleName: string;
  brandId?: number | null;
  ticketTexId?: number | null;
  packageSizeId?: number | null;
  shade?: string | null;
};

export type FixtureOperation = {
  description: string;
  stitchTypeCode: string;
  seamLengthCm: number;
  rate: number;
  bightMm?: number | null;
  quantity?: number;
  machines?: number;
  seamThicknessMm?: number;
  groupNumber?: number;
  lines: FixtureLine[];
};

/**
 * Stores a style with its operations straight in the tables, in the tenant's
 * transaction (not through the styles API, which is tested on its own): a customer, category
 * and type named after the style, then each operation and its component lines.
 */
export async function insertStyle(
  database: Database,
  tenantId: string,
  style: {
    name: string;
    quantity?: number;
    productionLines?: number;
    customSettingId?: number;
    operations: readonly FixtureOperation[];
  },
): Promise<{ styleId: number; customerId: number; operationIds: number[] }> {
  return inTenantTransaction(database, tenantId, async (tx) => {
    const [customer] = await tx
      .insert(customers)
      .values({ name: `${style.name} buyer` })
      .returning();
    const [category] = await tx
      .insert(productCategories)
      .values({ name: `${style.name} category` })
      .returning();
    const [type] = await tx
      .insert(productTypes)
      .values({ name: `${style.name} type` })
      .returning();
    if (!customer || !category || !type) throw new Error('style references were not created');
    const [row] = await tx
      .insert(styles)
      .values({
        name: style.name,
        quantity: style.quantity ?? 1000,
        numberOfProductionLines: style.productionLines ?? 1,
        customerId: customer.id,
        productCategoryId: category.id,
        productTypeId: type.id,
        customSettingId: style.customSettingId ?? 0,
        createdBy: 'fixture',
      })
      .returning();
    if (!row) throw new Error('style was not created');
    const operationIds: number[] = [];
    for (const [index, operation] of style.operations.entries()) {
      const [stored] = await tx
        .insert(operations)
        .values({
          styleId: row.id,
          groupNumber: operation.groupNumber ?? index + 1,
          description: operation.description,
          stitchTypeCode: operation.stitchTypeCode,
          seamLengthCm: operation.seamLengthCm,
          rate: operation.rate,
          bightMm: operation.bightMm ?? null,
          quantity: operation.quantity ?? 1,
          machines: operation.machines ?? 1,
          seamThicknessMm: operation.seamThicknessMm ?? 1,
        })
        .returning();
      if (!stored) throw new Error('operation was not created');
      operationIds.push(stored.id);
      await tx.insert(operationLines).values(
        operation.lines.map((line, position) => ({
          operationId: stored.id,
          position: position + 1,
          needleName: line.needleName,
          brandId: line.brandId ?? null,
          ticketTexId: line.ticketTexId ?? null,
          packageSizeId: line.packageSizeId ?? null,
          shade: line.shade ?? null,
        })),
      );
    }
    return { styleId: row.id, customerId: customer.id, operationIds };
  });
}

/** A style as the style window sends it to `POST /api/style`: references typed in, the default setting. */
export const styleInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  color: 'Indigo',
  size: 'M',
  description: 'Five pocket, regular fit',
  weightType: 3,
  quantity: 1200,
  numberOfProductionLines: 2,
  customer: { name: 'Polar Outfitters' },
  productCategory: { name: 'Bottoms' },
  productType: { name: 'Jeans' },
  customSettingId: 0,
  ...extra,
});
