import type { Database } from '../platform/db/database.js';
import { inTenantTransaction } from '../platform/db/tenant-transaction.js';
import { customers } from '../modules/catalogue/catalogue.tables.js';
import { productCategories, productTypes } from '../modules/catalogue/reference.tables.js';
import { operationLines, operations, styles } from '../modules/styles/styles.tables.js';

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
 * transaction (the styles API comes with its own issue): a customer, category
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
