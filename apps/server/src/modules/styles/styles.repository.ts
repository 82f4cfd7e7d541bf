import { and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.js';
import { customers } from '../../platform/db/schema/catalogue.js';
import { productCategories, productTypes } from '../../platform/db/schema/reference.js';
import {
  operationGradings,
  styleColourways,
  styleOrders,
} from '../../platform/db/schema/orders.js';
import { customSettings } from '../../platform/db/schema/settings.js';
import { containing } from './style-grid-columns.js';
import { countTenantStyles } from './style-counts.repository.js';
import {
  operationLines,
  operations,
  stylePictures,
  styles,
} from '../../platform/db/schema/styles.js';

export type StyleRow = {
  id: number;
  name: string;
  color: string | null;
  description: string | null;
  size: string | null;
  weightType: number;
  quantity: number;
  numberOfProductionLines: number;
  customerId: number;
  customer: string;
  productCategoryId: number;
  productCategory: string;
  productTypeId: number;
  productType: string;
  customSettingId: number;
  createdBy: string | null;
  creationTime: Date;
  lastModificationTime: Date | null;
  stage: number;
  version: number;
  concurrencyStamp: string;
};

/** `styles.stage` of an approved style. */
const approvedStage = 2;

export type StyleValues = {
  name: string;
  color: string | null;
  description: string | null;
  size: string | null;
  weightType: number;
  quantity: number;
  numberOfProductionLines: number;
  customerId: number;
  productCategoryId: number;
  productTypeId: number;
  customSettingId: number;
};

const styleColumns = {
  id: styles.id,
  name: styles.name,
  color: styles.color,
  description: styles.description,
  size: styles.size,
  weightType: styles.weightType,
  quantity: styles.quantity,
  numberOfProductionLines: styles.numberOfProductionLines,
  customerId: styles.customerId,
  customer: customers.name,
  productCategoryId: styles.productCategoryId,
  productCategory: productCategories.name,
  productTypeId: styles.productTypeId,
  productType: productTypes.name,
  customSettingId: styles.customSettingId,
  createdBy: styles.createdBy,
  creationTime: styles.creationTime,
  lastModificationTime: styles.lastModificationTime,
  stage: styles.stage,
  version: styles.version,
  concurrencyStamp: styles.concurrencyStamp,
};

export function createStylesRepository(tx: Tx) {
  const withReferences = () =>
    tx
      .select(styleColumns)
      .from(styles)
      .innerJoin(customers, eq(customers.id, styles.customerId))
      .innerJoin(productCategories, eq(productCategories.id, styles.productCategoryId))
      .innerJoin(productTypes, eq(productTypes.id, styles.productTypeId));

  return {
    async findStyle(id: number): Promise<StyleRow | undefined> {
      const [row] = await withReferences().where(eq(styles.id, id));
      return row;
    },

    async isNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: styles.id })
        .from(styles)
        .where(
          and(
            eq(sql`lower(btrim(${styles.name}))`, name.trim().toLowerCase()),
            exceptId === undefined ? undefined : ne(styles.id, exceptId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertStyle(values: StyleValues & { createdBy: string | null }): Promise<number> {
      const [row] = await tx.insert(styles).values(values).returning({ id: styles.id });
      if (!row) throw new Error('insert into styles returned no row');
      return row.id;
    },

    /** Updates the style if its stamp is still `concurrencyStamp`; false when it is not. */
    async updateStyle(
      id: number,
      values: StyleValues & { lastModifiedBy: string | null; concurrencyStamp: string },
    ): Promise<boolean> {
      const { concurrencyStamp, ...changes } = values;
      const rows = await tx
        .update(styles)
        .set({
          ...changes,
          lastModificationTime: sql`now()`,
          concurrencyStamp: sql`gen_random_uuid()`,
        })
        .where(and(eq(styles.id, id), eq(styles.concurrencyStamp, concurrencyStamp)))
        .returning({ id: styles.id });
      return rows.length > 0;
    },

    /** Whether the style has colourways of its own (its garments are then theirs). */
    async hasColourways(id: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: styleColourways.id })
        .from(styleColourways)
        .where(eq(styleColourways.styleId, id))
        .limit(1);
      return row !== undefined;
    },

    async customSettingExists(id: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: customSettings.id })
        .from(customSettings)
        .where(eq(customSettings.id, id));
      return row !== undefined;
    },

    async findCustomSettingName(id: number): Promise<string | undefined> {
      const [row] = await tx
        .select({ name: customSettings.name })
        .from(customSettings)
        .where(eq(customSettings.id, id));
      return row?.name;
    },

    /**
     * Deletes those of the styles that exist and are not approved (with their operations);
     * answers their ids. An approved style stays until it is reopened.
     */
    async deleteStyles(ids: readonly number[]): Promise<number[]> {
      const rows = await tx
        .delete(styles)
        .where(and(inArray(styles.id, [...ids]), ne(styles.stage, approvedStage)))
        .returning({ id: styles.id });
      return rows.map((row) => row.id);
    },

    /** Copies a style's operations and their lines onto another style of the tenant. */
    async copyOperations(fromStyleId: number, toStyleId: number): Promise<void> {
      const source = await tx
        .select()
        .from(operations)
        .where(eq(operations.styleId, fromStyleId))
        .orderBy(asc(operations.id));
      for (const operation of source) {
        const {
          tenantId: _tenantId,
          id,
          styleId: _styleId,
          creationTime: _creation,
          concurrencyStamp: _stamp,
          ...values
        } = operation;
        const [copy] = await tx
          .insert(operations)
          .values({ ...values, styleId: toStyleId, lastModificationTime: null })
          .returning({ id: operations.id });
        if (!copy) throw new Error('insert into operations returned no row');
        const lines = await tx
          .select()
          .from(operationLines)
          .where(eq(operationLines.operationId, id));
        const [grading] = await tx
          .select({ grading: operationGradings.grading })
          .from(operationGradings)
          .where(eq(operationGradings.operationId, id));
        if (grading) {
          await tx.insert(operationGradings).values({ operationId: copy.id, ...grading });
        }
        if (lines.length > 0) {
          await tx.insert(operationLines).values(
            lines.map(({ tenantId: _lineTenant, operationId: _operationId, ...line }) => ({
              ...line,
              operationId: copy.id,
            })),
          );
        }
      }
    },

    /** Gives a copy of a style its source's size range, run mode and colourways. */
    async copyOrder(fromStyleId: number, toStyleId: number): Promise<void> {
      await tx.execute(sql`
        insert into ${styleOrders} (style_id, sizes, base_size, run_mode)
        select ${toStyleId}, sizes, base_size, run_mode
          from ${styleOrders}
         where style_id = ${fromStyleId}`);
      await tx.execute(sql`
        insert into ${styleColourways}
               (style_id, position, name, code, fabric_colour, dtm_shade, quantities, thread_shades)
        select ${toStyleId}, position, name, code, fabric_colour, dtm_shade, quantities, thread_shades
          from ${styleColourways}
         where style_id = ${fromStyleId}`);
    },

    /** Gives a copy of a style its source's picture, if it has one. */
    async copyPicture(fromStyleId: number, toStyleId: number): Promise<void> {
      await tx.execute(sql`
        insert into ${stylePictures} (style_id, content_type, width, height, byte_size, bytes)
        select ${toStyleId}, content_type, width, height, byte_size, bytes
          from ${stylePictures}
         where style_id = ${fromStyleId}`);
    },

    /** The latest styles whose name contains the text, newest first. */
    findLatestByName(text: string, take: number) {
      return tx
        .select({
          id: styles.id,
          name: styles.name,
          creationTime: styles.creationTime,
          stage: styles.stage,
        })
        .from(styles)
        .where(text ? ilike(styles.name, containing(text)) : undefined)
        .orderBy(desc(styles.creationTime), desc(styles.id))
        .limit(take);
    },

    async countStylesAndCustomers(): Promise<{ styles: number; customers: number }> {
      const [customerCount] = await tx.select({ value: count() }).from(customers);
      return { styles: await countTenantStyles(tx), customers: customerCount?.value ?? 0 };
    },

    countByProductCategory() {
      return tx
        .select({ productCategory: productCategories.name, count: sql<number>`count(*)::int` })
        .from(styles)
        .innerJoin(productCategories, eq(productCategories.id, styles.productCategoryId))
        .groupBy(productCategories.name)
        .orderBy(desc(sql`count(*)`), asc(productCategories.name));
    },
  };
}

export type StylesRepository = ReturnType<typeof createStylesRepository>;
