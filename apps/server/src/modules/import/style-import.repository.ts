import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { garmentsOfColourways, type ImportedOrder, type SizeRange } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { analyzeForImportFunction } from '../../platform/db/secure-tenant-tables.js';
import { customers } from '../../platform/db/schema/catalogue.js';
import { sizeRanges, styleColourways, styleOrders } from '../../platform/db/schema/orders.js';
import { productCategories, productTypes } from '../../platform/db/schema/reference.js';
import { userSettings } from '../../platform/db/schema/settings.js';
import { operationLines, operations, styles } from '../../platform/db/schema/styles.js';
import { createSheetListsRepository } from '../styles/index.js';

/** The columns of a style to insert; customer, category and type by name. */
export type NewImportedStyle = {
  name: string;
  description: string | null;
  weightType: number;
  quantity: number;
  numberOfProductionLines: number;
  customer: string;
  productCategory: string;
  productType: string;
  customSettingId: number;
  createdBy: string | null;
  operations: readonly {
    groupNumber: number;
    isOnTeam: boolean;
    description: string;
    stitchTypeCode: string;
    seamLengthCm: number;
    quantity: number;
    bightMm: number | null;
    rate: number;
    machines: number;
    seamThicknessMm: number;
    isCompleteOperation: boolean;
    lines: readonly {
      needleName: string;
      brandId: number | null;
      ticketTexId: number | null;
      packageSizeId: number | null;
      shade: string | null;
    }[];
  }[];
};

/** Rows per INSERT statement: well below PostgreSQL's 65,535 parameters per statement. */
const batchRows = 2_000;

function batches<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += batchRows) out.push(rows.slice(at, at + batchRows));
  return out;
}

const key = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * The style import's reads (the lists a sheet is checked against) and its one write: every
 * style of a sheet with its operations and component lines, and the customers, categories
 * and types the sheet names that the tenant does not have yet, in a few multi-row statements.
 */
export function createStyleImportRepository(tx: Tx) {
  const lists = createSheetListsRepository(tx);
  /** Finds names of a named list (ignoring case) and creates the missing ones; name key -> id. */
  const idsByName = async (
    table: typeof customers | typeof productCategories | typeof productTypes,
    names: readonly string[],
  ): Promise<Map<string, number>> => {
    const wanted = [...new Map(names.map((name) => [key(name), name.trim()])).values()];
    const ids = new Map<string, number>();
    if (wanted.length === 0) return ids;
    const found = await tx
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(inArray(sql`lower(${table.name})`, wanted.map(key)));
    for (const row of found) ids.set(key(row.name), row.id);
    const missing = wanted.filter((name) => !ids.has(key(name)));
    for (const batch of batches(missing)) {
      const inserted = await tx
        .insert(table)
        .values(batch.map((name) => ({ name })))
        .returning({ id: table.id, name: table.name });
      for (const row of inserted) ids.set(key(row.name), row.id);
    }
    return ids;
  };

  return {
    findLists: () => lists.findLists(),
    findSettingBights: (customSettingId: number) => lists.findSettingBights(customSettingId),

    /** The custom setting new styles of the user start with (0: the built-in Default). */
    async findUserDefaultSettingId(userId: string): Promise<number> {
      const [row] = await tx
        .select({ id: userSettings.defaultCustomSettingId })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return row?.id ?? 0;
    },

    /** The customers whose new styles start with a custom setting of their own. */
    async findCustomerDefaultSettings(): Promise<{ customer: string; customSettingId: number }[]> {
      const rows = await tx
        .select({ customer: customers.name, customSettingId: customers.defaultCustomSettingId })
        .from(customers)
        .where(isNotNull(customers.defaultCustomSettingId));
      return rows.flatMap(({ customer, customSettingId }) =>
        customSettingId === null ? [] : [{ customer, customSettingId }],
      );
    },

    /**
     * Inserts the styles with their operations and lines, creating the customers, categories
     * and types they name that do not exist yet. With `refreshStatistics`, the statistics of
     * styles and operations are refreshed (`analyzeForImportFunction`) before the statements
     * whose foreign keys point at them: worth it before thousands of rows, not before a few.
     */
    async insertStyles(
      newStyles: readonly NewImportedStyle[],
      { refreshStatistics = false }: { refreshStatistics?: boolean } = {},
    ): Promise<{ styles: number; operations: number }> {
      const [customerIds, categoryIds, typeIds] = [
        await idsByName(
          customers,
          newStyles.map((style) => style.customer),
        ),
        await idsByName(
          productCategories,
          newStyles.map((style) => style.productCategory),
        ),
        await idsByName(
          productTypes,
          newStyles.map((style) => style.productType),
        ),
      ];
      // One INSERT ... SELECT FROM unnest(arrays) per table: a few parameters whatever the
      // sheet's size. Identity values grow in insertion order, so ids sorted ascending are
      // the rows in the order given.
      const insertedIds = async (statement: ReturnType<typeof sql>) =>
        (await tx.execute<{ id: number }>(statement)).rows
          .map((row) => row.id)
          .sort((a, b) => a - b);
      const column = <T>(rows: readonly T[], pick: (row: T) => unknown) =>
        sql.param(rows.map(pick));

      const styleIds = await insertedIds(sql`
        insert into ${styles} (name, description, weight_type, quantity,
          number_of_production_lines, customer_id, product_category_id, product_type_id,
          custom_setting_id, created_by)
        select * from unnest(
          ${column(newStyles, (style) => style.name)}::text[],
          ${column(newStyles, (style) => style.description)}::text[],
          ${column(newStyles, (style) => style.weightType)}::smallint[],
          ${column(newStyles, (style) => style.quantity)}::int[],
          ${column(newStyles, (style) => style.numberOfProductionLines)}::smallint[],
          ${column(newStyles, (style) => customerIds.get(key(style.customer)))}::int[],
          ${column(newStyles, (style) => categoryIds.get(key(style.productCategory)))}::int[],
          ${column(newStyles, (style) => typeIds.get(key(style.productType)))}::int[],
          ${column(newStyles, (style) => style.customSettingId)}::int[],
          ${column(newStyles, (style) => style.createdBy)}::text[])
        returning id`);
      const analyze = (table: 'styles' | 'operations') =>
        tx.execute(sql`select public.${sql.raw(analyzeForImportFunction)}(${table})`);
      if (refreshStatistics) await analyze('styles');

      const newOperations = newStyles.flatMap((style, index) =>
        style.operations.map((operation) => ({ styleId: styleIds[index], operation })),
      );
      const ops = newOperations.map(({ operation }) => operation);
      const operationIds = await insertedIds(sql`
        insert into ${operations} (style_id, group_number, is_on_team, description,
          stitch_type_code, seam_length_cm, quantity, bight_mm, rate, machines,
          seam_thickness_mm, is_complete_operation)
        select * from unnest(
          ${column(newOperations, (entry) => entry.styleId)}::int[],
          ${column(ops, (operation) => operation.groupNumber)}::int[],
          ${column(ops, (operation) => operation.isOnTeam)}::bool[],
          ${column(ops, (operation) => operation.description)}::text[],
          ${column(ops, (operation) => operation.stitchTypeCode)}::text[],
          ${column(ops, (operation) => operation.seamLengthCm)}::numeric[],
          ${column(ops, (operation) => operation.quantity)}::int[],
          ${column(ops, (operation) => operation.bightMm)}::numeric[],
          ${column(ops, (operation) => operation.rate)}::numeric[],
          ${column(ops, (operation) => operation.machines)}::int[],
          ${column(ops, (operation) => operation.seamThicknessMm)}::numeric[],
          ${column(ops, (operation) => operation.isCompleteOperation)}::bool[])
        returning id`);

      if (refreshStatistics) await analyze('operations');

      const lines = ops.flatMap((operation, index) =>
        operation.lines.map((line, position) => ({
          operationId: operationIds[index],
          position: position + 1,
          ...line,
        })),
      );
      if (lines.length > 0) {
        await tx.execute(sql`
          insert into ${operationLines} (operation_id, position, needle_name, brand_id,
            ticket_tex_id, package_size_id, shade)
          select * from unnest(
            ${column(lines, (line) => line.operationId)}::int[],
            ${column(lines, (line) => line.position)}::smallint[],
            ${column(lines, (line) => line.needleName)}::text[],
            ${column(lines, (line) => line.brandId)}::int[],
            ${column(lines, (line) => line.ticketTexId)}::int[],
            ${column(lines, (line) => line.packageSizeId)}::int[],
            ${column(lines, (line) => line.shade)}::text[])`);
      }
      const operationCount = operationIds.length;
      return { styles: styleIds.length, operations: operationCount };
    },

    /** The tenant's named size ranges, which the Colourways sheet may name. */
    async findSizeRanges(): Promise<{ name: string; range: SizeRange }[]> {
      const rows = await tx
        .select({ name: sizeRanges.name, sizes: sizeRanges.sizes, baseSize: sizeRanges.baseSize })
        .from(sizeRanges);
      return rows.map((row) => ({
        name: row.name,
        range: { sizes: row.sizes, baseSize: row.baseSize },
      }));
    },

    /**
     * Gives the styles just inserted (by name) their sizes and colourways, in order; each
     * style's garments become its colourways' sum (at least 1), as the style window keeps them.
     */
    async insertOrders(orders: readonly ImportedOrder[]): Promise<void> {
      if (orders.length === 0) return;
      const found = await tx
        .select({ id: styles.id, name: styles.name })
        .from(styles)
        .where(
          inArray(
            styles.name,
            orders.map((order) => order.styleName),
          ),
        );
      const idOf = new Map(found.map((row) => [row.name, row.id]));
      const stored = orders.flatMap((order) => {
        const styleId = idOf.get(order.styleName);
        return styleId === undefined ? [] : [{ styleId, order }];
      });
      await tx.insert(styleOrders).values(
        stored.map(({ styleId, order }) => ({
          styleId,
          sizes: order.range.sizes,
          baseSize: order.range.baseSize,
        })),
      );
      await tx
        .insert(styleColourways)
        .values(
          stored.flatMap(({ styleId, order }) =>
            order.colourways.map((colourway, position) => ({ styleId, position, ...colourway })),
          ),
        );
      for (const { styleId, order } of stored) {
        const garments = garmentsOfColourways(order.colourways, order.range);
        await tx
          .update(styles)
          .set({ quantity: Math.max(1, garments) })
          .where(eq(styles.id, styleId));
      }
    },
  };
}

export type StyleImportRepository = ReturnType<typeof createStyleImportRepository>;
