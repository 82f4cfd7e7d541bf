import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolationPolicy } from '../tenant-columns.js';
import { customers } from './catalogue.js';
import {
  brands,
  packageSizes,
  productCategories,
  productTypes,
  tenantOwned,
  ticketTexes,
} from './reference.js';

/**
 * How many styles the tenant has: one row a tenant, kept by triggers on `styles` in the same
 * transaction as every insert and delete (migration 0015), so that the styles grid's total is
 * one row read instead of a count over all the tenant's styles.
 */
export const styleCounts = pgTable(
  'style_counts',
  {
    tenantId: tenantIdColumn().primaryKey(),
    styles: integer('styles').notNull().default(0),
  },
  (table) => [tenantOwned(table), tenantIsolationPolicy('style_counts')],
).enableRLS();

/**
 * A style (garment) of a tenant (core-domain spec, section 3). Lengths of its
 * operations are stored metric whatever unit they were typed in; the custom
 * setting 0 is the built-in Default.
 */
export const styles = pgTable(
  'styles',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    color: varchar('color', { length: 30 }),
    description: varchar('description', { length: 200 }),
    size: varchar('size', { length: 30 }),
    /** 1 light, 2 standard, 3 heavy. */
    weightType: smallint('weight_type').notNull().default(2),
    /** Garments in the order. */
    quantity: integer('quantity').notNull(),
    numberOfProductionLines: smallint('number_of_production_lines').notNull(),
    customerId: integer('customer_id').notNull(),
    productCategoryId: integer('product_category_id').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    customSettingId: integer('custom_setting_id').notNull().default(0),
    /**
     * The single garment consumption shown in the grid, in the tenant's unit (m or yd),
     * unrounded; null while an operation is incomplete or there is none. Kept current by
     * `style-figures.service.ts` in the transaction of every change it depends on.
     */
    singleGarmentConsumption: doublePrecision('single_garment_consumption'),
    /**
     * Set by the database's triggers when something the SGC depends on changed (operations,
     * their lines, the style's custom setting, that setting's stitch values, the tenant's unit);
     * cleared when the SGC is computed again, before the change commits (migration 0016).
     */
    figuresStale: boolean('figures_stale').notNull().default(false),
    /**
     * The order's total thread with its allowance (all colourways and sizes), in the tenant's
     * unit; null while an operation is incomplete. Kept current with the SGC, by the same
     * staleness (migration 0026 adds what it depends on beyond the SGC's).
     */
    orderThread: doublePrecision('order_thread'),
    lastReportTime: timestamp('last_report_time', { withTimezone: true }),
    /**
     * 0 estimate, 1 sample-checked, 2 approved. An approved style's operations, order and
     * header are refused by the database's triggers (migration 0028) until it is reopened.
     */
    stage: smallint('stage').notNull().default(0),
    /** The version being worked on, or the approved one: reopening starts the next. */
    version: integer('version').notNull().default(1),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 256 }),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
    lastModifiedBy: varchar('last_modified_by', { length: 256 }),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('styles_tenant_name_key').on(table.tenantId, sql`lower(btrim(${table.name}))`),
    // The grid's default order (creation time, newest first, then id) and its name order, so
    // that any page is an index walk (bench/src/style-grid-bench.ts).
    index('styles_tenant_creation_idx').on(
      table.tenantId,
      table.creationTime.desc().nullsLast(),
      table.id.desc(),
    ),
    index('styles_tenant_name_sort_idx').on(
      table.tenantId,
      sql`lower(${table.name})`,
      table.id.desc(),
    ),
    // The grid's column filters: "contains" on the style's own texts through trigrams
    // (pg_trgm), the SGC range through a b-tree (style-grid.repository.ts).
    index('styles_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('styles_description_trgm_idx').using('gin', table.description.op('gin_trgm_ops')),
    index('styles_created_by_trgm_idx').using('gin', table.createdBy.op('gin_trgm_ops')),
    index('styles_tenant_sgc_idx').on(
      table.tenantId,
      table.singleGarmentConsumption,
      table.id.desc(),
    ),
    index('styles_tenant_order_thread_idx').on(table.tenantId, table.orderThread, table.id.desc()),
    index('styles_figures_stale_idx')
      .on(table.tenantId, table.id)
      .where(sql`${table.figuresStale}`),
    index('styles_tenant_customer_idx').on(table.tenantId, table.customerId),
    index('styles_tenant_category_idx').on(table.tenantId, table.productCategoryId),
    index('styles_tenant_type_idx').on(table.tenantId, table.productTypeId),
    index('styles_tenant_setting_idx').on(table.tenantId, table.customSettingId),
    foreignKey({
      columns: [table.tenantId, table.customerId],
      foreignColumns: [customers.tenantId, customers.id],
    }),
    foreignKey({
      columns: [table.tenantId, table.productCategoryId],
      foreignColumns: [productCategories.tenantId, productCategories.id],
    }),
    foreignKey({
      columns: [table.tenantId, table.productTypeId],
      foreignColumns: [productTypes.tenantId, productTypes.id],
    }),
    tenantOwned(table),
    tenantIsolationPolicy('styles'),
  ],
).enableRLS();

/** A sewing operation of a style: one seam (or cycle) sewn with one stitch type. */
export const operations = pgTable(
  'operations',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    styleId: integer('style_id').notNull(),
    groupNumber: integer('group_number').notNull(),
    isOnTeam: boolean('is_on_team').notNull().default(false),
    description: varchar('description', { length: 100 }).notNull(),
    stitchTypeCode: varchar('stitch_type_code', { length: 8 }).notNull(),
    seamLengthCm: numeric('seam_length_cm', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    /** Rows, or cycles for a cycle stitch. */
    quantity: integer('quantity').notNull().default(1),
    bightMm: numeric('bight_mm', { precision: 10, scale: 4, mode: 'number' }),
    /** Stitches per 3 cm. */
    rate: numeric('rate', { precision: 10, scale: 4, mode: 'number' }).notNull(),
    machines: integer('machines').notNull().default(1),
    seamThicknessMm: numeric('seam_thickness_mm', { precision: 8, scale: 2, mode: 'number' })
      .notNull()
      .default(1),
    isCompleteOperation: boolean('is_complete_operation').notNull().default(false),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('operations_tenant_style_idx').on(table.tenantId, table.styleId, table.groupNumber),
    index('operations_tenant_stitch_idx').on(table.tenantId, table.stitchTypeCode),
    foreignKey({
      columns: [table.tenantId, table.styleId],
      foreignColumns: [styles.tenantId, styles.id],
    }).onDelete('cascade'),
    // No foreign key to tenants of its own: the style's (tenant, id) carries the tenant, and
    // deleting a tenant reaches its operations through its styles. One check less per row
    // matters on a 10,000-operation import (migration 0012).
    tenantIsolationPolicy('operations'),
  ],
).enableRLS();

/**
 * A component line of an operation (at most four: head types 1 to 4): its
 * needle name and the thread sewn there, either all chosen (brand, ticket/tex,
 * package size, shade) or none.
 */
export const operationLines = pgTable(
  'operation_lines',
  {
    tenantId: tenantIdColumn(),
    operationId: integer('operation_id').notNull(),
    position: smallint('position').notNull(),
    needleName: varchar('needle_name', { length: 100 }).notNull(),
    brandId: integer('brand_id'),
    ticketTexId: integer('ticket_tex_id'),
    packageSizeId: integer('package_size_id'),
    shade: varchar('shade', { length: 50 }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.operationId, table.position] }),
    index('operation_lines_tenant_brand_idx').on(table.tenantId, table.brandId),
    index('operation_lines_tenant_shade_idx').on(table.tenantId, sql`lower(btrim(${table.shade}))`),
    foreignKey({
      columns: [table.tenantId, table.operationId],
      foreignColumns: [operations.tenantId, operations.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.brandId],
      foreignColumns: [brands.tenantId, brands.id],
    }),
    foreignKey({
      columns: [table.tenantId, table.ticketTexId],
      foreignColumns: [ticketTexes.tenantId, ticketTexes.id],
    }),
    foreignKey({
      columns: [table.tenantId, table.packageSizeId],
      foreignColumns: [packageSizes.tenantId, packageSizes.id],
    }),
    // As for operations: the operation's (tenant, id) carries the tenant (migration 0012).
    tenantIsolationPolicy('operation_lines'),
  ],
).enableRLS();

/** Binary data: a Buffer to the driver (node-postgres and PGlite both take one), bytes back. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => value,
});

/**
 * The picture of a style (a sketch or photo of the garment): PNG or JPEG as read
 * from its bytes, at most 3,000,000 bytes, with its size in pixels for the PDF reports. One a
 * style; it goes with its style.
 */
export const stylePictures = pgTable(
  'style_pictures',
  {
    tenantId: tenantIdColumn(),
    styleId: integer('style_id').notNull(),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.styleId] }),
    foreignKey({
      columns: [table.tenantId, table.styleId],
      foreignColumns: [styles.tenantId, styles.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('style_pictures'),
  ],
).enableRLS();

/**
 * An approved version of a style: who approved it, when and why it was reopened, and what its
 * figures were computed from (`inputs`: header, operations, order, setting, thread range and
 * prices as they stood), so that its reports print the same figures after any later change.
 */
export const styleVersions = pgTable(
  'style_versions',
  {
    tenantId: tenantIdColumn(),
    styleId: integer('style_id').notNull(),
    version: integer('version').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: varchar('approved_by', { length: 256 }),
    note: varchar('note', { length: 500 }),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: varchar('reopened_by', { length: 256 }),
    reopenReason: varchar('reopen_reason', { length: 500 }),
    inputs: jsonb('inputs').notNull(),
    /** The figures the version listing shows, in the tenant's unit at approval. */
    singleGarmentConsumption: doublePrecision('single_garment_consumption').notNull(),
    orderThread: doublePrecision('order_thread').notNull(),
    threadLengthUnit: varchar('thread_length_unit', { length: 2 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.styleId, table.version] }),
    foreignKey({
      columns: [table.tenantId, table.styleId],
      foreignColumns: [styles.tenantId, styles.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('style_versions'),
  ],
).enableRLS();

/**
 * The results of a style's sample (the Sample-checked stage): the thread a sample garment
 * really used, per operation or per thread (`basis`), in stored units (cm). One row per
 * style; it is the working version's evidence and is frozen with the style while approved.
 */
export const styleSamples = pgTable(
  'style_samples',
  {
    tenantId: tenantIdColumn(),
    styleId: integer('style_id').notNull(),
    basis: varchar('basis', { length: 10 }).notNull(),
    results: jsonb('results').notNull(),
    note: varchar('note', { length: 500 }),
    enteredBy: varchar('entered_by', { length: 256 }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.styleId] }),
    foreignKey({
      columns: [table.tenantId, table.styleId],
      foreignColumns: [styles.tenantId, styles.id],
    }).onDelete('cascade'),
    check('style_samples_basis_check', sql`${table.basis} in ('operation', 'thread')`),
    tenantIsolationPolicy('style_samples'),
  ],
).enableRLS();

/**
 * What production really used for an approved version of a style, per thread: packages
 * issued and returned full, and what was left on part packages (`lines`). `figures` keeps
 * the comparison with the approved requirement as computed when saved (per thread, per
 * stitch family, before and with the allowance), which the Estimate accuracy screen reads
 * without computing every version again.
 */
export const styleActuals = pgTable(
  'style_actuals',
  {
    tenantId: tenantIdColumn(),
    styleId: integer('style_id').notNull(),
    version: integer('version').notNull(),
    lines: jsonb('lines').notNull(),
    figures: jsonb('figures').notNull(),
    note: varchar('note', { length: 500 }),
    recordedBy: varchar('recorded_by', { length: 256 }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.styleId, table.version] }),
    foreignKey({
      columns: [table.tenantId, table.styleId, table.version],
      foreignColumns: [styleVersions.tenantId, styleVersions.styleId, styleVersions.version],
    }).onDelete('cascade'),
    // The accuracy screen's window: the last 12 months of a tenant.
    index('style_actuals_tenant_recorded_idx').on(table.tenantId, table.recordedAt),
    tenantIsolationPolicy('style_actuals'),
  ],
).enableRLS();
