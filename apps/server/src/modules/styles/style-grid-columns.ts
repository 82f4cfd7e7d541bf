import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { StyleGridGroupColumn, StyleGridSortColumn } from '@spool/contracts';
import { customers } from '../../platform/db/schema/catalogue.js';
import { productCategories, productTypes } from '../../platform/db/schema/reference.js';
import { customSettings } from '../../platform/db/schema/settings.js';
import { styles } from '../../platform/db/schema/styles.js';

/**
 * What the styles grid's columns read (style-grid.repository.ts): each sort's order and each
 * grouping's identity, order and name, with the named lists they join.
 */

type Reference = 'customer' | 'productCategory' | 'productType' | 'customSetting';

/** What grouping by a column reads: the group's identity, its order, its name, the joins. */
export type GroupSpec = { key: SQL; order: SQL; label: SQL; references: readonly Reference[] };

export const settingName = sql<string>`coalesce(${customSettings.name}, 'Default')`;

export const sortSpecs: Record<
  StyleGridSortColumn,
  { order: SQL; references: readonly Reference[] }
> = {
  name: { order: sql`lower(${styles.name})`, references: [] },
  description: { order: sql`lower(${styles.description})`, references: [] },
  customer: { order: sql`lower(${customers.name})`, references: ['customer'] },
  productCategory: {
    order: sql`lower(${productCategories.name})`,
    references: ['productCategory'],
  },
  productType: { order: sql`lower(${productTypes.name})`, references: ['productType'] },
  weightType: { order: sql`${styles.weightType}`, references: [] },
  customSettingName: { order: sql`lower(${settingName})`, references: ['customSetting'] },
  totalLengthOrSGC: { order: sql`${styles.singleGarmentConsumption}`, references: [] },
  orderThread: { order: sql`${styles.orderThread}`, references: [] },
  createdBy: { order: sql`lower(${styles.createdBy})`, references: [] },
  creationTime: { order: sql`${styles.creationTime}`, references: [] },
};

const referenceGroup = (key: PgColumn, name: SQL | PgColumn, reference: Reference): GroupSpec => ({
  key: sql`${key}`,
  order: sql`lower(${name})`,
  label: sql`${name}`,
  references: [reference],
});

const textGroup = (column: PgColumn): GroupSpec => ({
  key: sql`${column}`,
  order: sql`lower(${column})`,
  label: sql`${column}`,
  references: [],
});

export function groupSpec(column: StyleGridGroupColumn, timeZone: string): GroupSpec {
  switch (column) {
    case 'customer':
      return referenceGroup(styles.customerId, customers.name, 'customer');
    case 'productCategory':
      return referenceGroup(styles.productCategoryId, productCategories.name, 'productCategory');
    case 'productType':
      return referenceGroup(styles.productTypeId, productTypes.name, 'productType');
    case 'customSettingName':
      return referenceGroup(styles.customSettingId, settingName, 'customSetting');
    case 'weightType':
      return {
        key: sql`${styles.weightType}`,
        order: sql`${styles.weightType}`,
        label: sql`${styles.weightType}::text`,
        references: [],
      };
    case 'description':
      return textGroup(styles.description);
    case 'createdBy':
      return textGroup(styles.createdBy);
    case 'creationTime': {
      const day = sql`to_char((${styles.creationTime} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
      return { key: day, order: day, label: day, references: [] };
    }
  }
}

/** `%text%` for LIKE, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Joins the named lists the query reads (a partial select keeps its columns, so `T` stays). */
export const joinReferences = <T extends PgSelect>(query: T, needed: ReadonlySet<Reference>): T => {
  let joined: PgSelect = query;
  if (needed.has('customer'))
    joined = joined.innerJoin(customers, eq(customers.id, styles.customerId));
  if (needed.has('productCategory'))
    joined = joined.innerJoin(
      productCategories,
      eq(productCategories.id, styles.productCategoryId),
    );
  if (needed.has('productType'))
    joined = joined.innerJoin(productTypes, eq(productTypes.id, styles.productTypeId));
  if (needed.has('customSetting'))
    joined = joined.leftJoin(customSettings, eq(customSettings.id, styles.customSettingId));
  return joined as T;
};
