import { asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { operationLines, styles } from '../../platform/db/schema/styles.js';
import { customers } from '../../platform/db/schema/catalogue.js';
import { brands, productCategories, productTypes } from '../../platform/db/schema/reference.js';

export type NamedListKind = 'brand' | 'customer' | 'productCategory' | 'productType';
/** An entry of a list; customers also name the custom setting their new styles start with. */
export type NamedEntry = {
  id: number;
  name: string;
  creationTime: Date;
  defaultCustomSettingId?: number | null;
};

/**
 * The four named lists share one shape (tenant, id, name, creation time); each
 * is used by styles (customers, categories, types) or by operations' component
 * lines (brands). The tables differ only in the name's length, so one typed
 * view serves all four.
 */
const tables = {
  brand: brands,
  customer: customers,
  productCategory: productCategories,
  productType: productTypes,
} as unknown as Record<NamedListKind, typeof customers>;

/** How many rows use each entry of a list: a subquery of (entryId, usage). */
function usageOf(tx: Tx, kind: NamedListKind) {
  const usage = sql<number>`count(*)::int`.as('usage');
  if (kind === 'brand') {
    return tx
      .select({ entryId: operationLines.brandId, usage })
      .from(operationLines)
      .groupBy(operationLines.brandId)
      .as('usage_counts');
  }
  const column = {
    customer: styles.customerId,
    productCategory: styles.productCategoryId,
    productType: styles.productTypeId,
  }[kind];
  return tx.select({ entryId: column, usage }).from(styles).groupBy(column).as('usage_counts');
}

/** The current tenant's entries of one named list (row-level security keeps them to it). */
export function createNamedListsRepository(tx: Tx, kind: NamedListKind) {
  const table = tables[kind];
  // Customers carry their default custom setting; the other lists have no such column, and
  // their rows have no such field (the type says what a customer's row has).
  const ownColumns = (
    kind === 'customer' ? { defaultCustomSettingId: customers.defaultCustomSettingId } : {}
  ) as { defaultCustomSettingId: typeof customers.defaultCustomSettingId };
  const columns = {
    id: table.id,
    name: table.name,
    creationTime: table.creationTime,
    ...ownColumns,
  };
  const byName = sql`lower(${table.name})`;

  return {
    async findEntries(page: { filter?: string | undefined; skip: number; take: number }) {
      const where = page.filter
        ? ilike(table.name, `%${page.filter.replace(/[\\%_]/g, '\\$&')}%`)
        : undefined;
      const items: NamedEntry[] = await tx
        .select(columns)
        .from(table)
        .where(where)
        .orderBy(asc(byName), asc(table.id))
        .offset(page.skip)
        .limit(page.take);
      const [total] = await tx.select({ value: count() }).from(table).where(where);
      return { items, totalCount: total?.value ?? 0 };
    },

    /** Every entry with its usage, the most used first, then by name. */
    async findEntriesByUsage(): Promise<
      { id: number; name: string; usage: number; defaultCustomSettingId?: number | null }[]
    > {
      const usage = usageOf(tx, kind);
      return tx
        .select({
          id: table.id,
          name: table.name,
          usage: sql<number>`coalesce(${usage.usage}, 0)`,
          ...ownColumns,
        })
        .from(table)
        .leftJoin(usage, eq(usage.entryId, table.id))
        .orderBy(desc(sql`coalesce(${usage.usage}, 0)`), asc(byName), asc(table.id));
    },

    async countUsage(id: number): Promise<number> {
      const usage = usageOf(tx, kind);
      const [row] = await tx
        .select({ usage: usage.usage })
        .from(usage)
        .where(eq(usage.entryId, id));
      return row?.usage ?? 0;
    },

    async findEntry(id: number): Promise<NamedEntry | undefined> {
      const [row] = await tx.select(columns).from(table).where(eq(table.id, id));
      return row;
    },

    async findEntryByName(name: string): Promise<NamedEntry | undefined> {
      const [row] = await tx
        .select(columns)
        .from(table)
        .where(eq(byName, name.trim().toLowerCase()));
      return row;
    },

    async insertEntry(name: string): Promise<NamedEntry> {
      const [row] = await tx.insert(table).values({ name }).returning(columns);
      if (!row) throw new Error(`insert into the ${kind} list returned no row`);
      return row;
    },

    async renameEntry(id: number, name: string): Promise<NamedEntry | undefined> {
      const [row] = await tx.update(table).set({ name }).where(eq(table.id, id)).returning(columns);
      return row;
    },

    async deleteEntry(id: number): Promise<void> {
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}

export type NamedListsRepository = ReturnType<typeof createNamedListsRepository>;
