import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import { brands, packageSizes, tenantOwned } from './reference.js';

/**
 * A tenant's settings (platform-admin spec, sections 2 and 3): colour groups and
 * shades, custom settings with their per-stitch values, the system
 * configuration, each user's default custom setting, and the cost file.
 */
/** The five colour groups: C Colors, B Black, N Naturals, U Unbleached, W Whites. */
export const colourGroups = pgTable(
  'colour_groups',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 1 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('colour_groups_tenant_code_key').on(table.tenantId, table.code),
    tenantOwned(table),
    tenantIsolationPolicy('colour_groups'),
  ],
).enableRLS();

/**
 * A shade: its name (unique trimmed and ignoring case), colour (#rrggbb) and colour group;
 * the stamp changes with every change, so that a list read before is not saved over it.
 */
export const shades = pgTable(
  'shades',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    hexCode: varchar('hex_code', { length: 7 }).notNull(),
    colourGroupId: integer('colour_group_id').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('shades_tenant_name_key').on(table.tenantId, sql`lower(btrim(${table.name}))`),
    foreignKey({
      columns: [table.tenantId, table.colourGroupId],
      foreignColumns: [colourGroups.tenantId, colourGroups.id],
    }),
    tenantOwned(table),
    tenantIsolationPolicy('shades'),
  ],
).enableRLS();

/**
 * A custom setting: name (max 20, unique, fixed after saving), how threads are
 * labelled (Tkt or Tex) and the default allowance %. The built-in `Default`
 * (id 0) is not stored: it is the catalogue's values.
 */
export const customSettings = pgTable(
  'custom_settings',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity({ startWith: 1 }),
    name: varchar('name', { length: 20 }).notNull(),
    tktTex: varchar('tkt_tex', { length: 3 }).notNull().default('Tkt'),
    defaultAllowance: smallint('default_allowance').notNull().default(10),
    /**
     * Null for a flat allowance (`default_allowance`); otherwise the bands by order quantity
     * (the domain's `allowanceBandsSchema`), from which a style's allowance is read.
     */
    allowanceBands: jsonb('allowance_bands'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 256 }),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
    lastModifiedBy: varchar('last_modified_by', { length: 256 }),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('custom_settings_tenant_name_key').on(
      table.tenantId,
      sql`lower(btrim(${table.name}))`,
    ),
    tenantOwned(table),
    tenantIsolationPolicy('custom_settings'),
  ],
).enableRLS();

/**
 * A custom setting's values for one stitch type: needle, under, top (whole cm
 * per 10 cm of seam, or per cycle), bight (mm) and waste (%). A stitch type
 * without a row takes the built-in Default values.
 */
export const customSettingStitches = pgTable(
  'custom_setting_stitches',
  {
    tenantId: tenantIdColumn(),
    customSettingId: integer('custom_setting_id').notNull(),
    stitchTypeCode: varchar('stitch_type_code', { length: 8 }).notNull(),
    needle: integer('needle').notNull(),
    under: integer('under').notNull(),
    top: integer('top').notNull(),
    bightMm: numeric('bight_mm', { precision: 8, scale: 2, mode: 'number' }),
    wastePercent: numeric('waste_percent', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    lastChangedBy: varchar('last_changed_by', { length: 256 }),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.customSettingId, table.stitchTypeCode] }),
    foreignKey({
      columns: [table.tenantId, table.customSettingId],
      foreignColumns: [customSettings.tenantId, customSettings.id],
    }).onDelete('cascade'),
    tenantOwned(table),
    tenantIsolationPolicy('custom_setting_stitches'),
  ],
).enableRLS();

/**
 * One row per tenant: units, currency, Tkt or Tex, default allowance %, the
 * toggles of the tenant administrator, the default colour and the cost file's
 * name and date.
 */
export const systemConfigurations = pgTable(
  'system_configurations',
  {
    tenantId: tenantIdColumn().primaryKey(),
    /** 0 Metric, 1 Imperial. */
    seamLengthUnit: smallint('seam_length_unit').notNull().default(0),
    /** 'm' or 'yd'. */
    packageUnit: varchar('package_unit', { length: 2 }).notNull().default('m'),
    /** ISO 4217 code. */
    currencyUnit: varchar('currency_unit', { length: 3 }).notNull().default('USD'),
    tktTex: varchar('tkt_tex', { length: 3 }).notNull().default('Tkt'),
    defaultAllowance: smallint('default_allowance').notNull().default(10),
    customSettingToggle: boolean('custom_setting_toggle').notNull().default(true),
    shadeConfigurationToggle: boolean('shade_configuration_toggle').notNull().default(true),
    /** Colour group code that shades without a group fall into (C, B, N, U or W); none when null. */
    defaultColourGroup: varchar('default_colour_group', { length: 1 }),
    costFileName: varchar('cost_file_name', { length: 100 }),
    costFileUpdatedTime: timestamp('cost_file_updated_time', { withTimezone: true }),
    lastUpdatedTime: timestamp('last_updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [tenantOwned(table), tenantIsolationPolicy('system_configurations')],
).enableRLS();

/** A user's own choices in a tenant: the custom setting new styles start with (0 = Default). */
export const userSettings = pgTable(
  'user_settings',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    defaultCustomSettingId: integer('default_custom_setting_id').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    tenantOwned(table),
    tenantIsolationPolicy('user_settings'),
  ],
).enableRLS();

/**
 * The cost file: the price of one package of a brand's article in a colour
 * group, for a package size, in the tenant's currency.
 */
export const costEntries = pgTable(
  'cost_entries',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').notNull(),
    article: varchar('article', { length: 30 }).notNull(),
    colourGroup: varchar('colour_group', { length: 1 }).notNull(),
    packageSizeId: integer('package_size_id').notNull(),
    /** The unit the price is for: 'm' or 'yd' of the package size as listed. */
    unit: varchar('unit', { length: 2 }).notNull(),
    price: numeric('price', { precision: 12, scale: 4, mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('cost_entries_thread_key').on(
      table.tenantId,
      table.brandId,
      sql`lower(${table.article})`,
      table.colourGroup,
      table.packageSizeId,
    ),
    foreignKey({
      columns: [table.tenantId, table.brandId],
      foreignColumns: [brands.tenantId, brands.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.packageSizeId],
      foreignColumns: [packageSizes.tenantId, packageSizes.id],
    }).onDelete('cascade'),
    tenantOwned(table),
    tenantIsolationPolicy('cost_entries'),
  ],
).enableRLS();

/**
 * Unravel tests a tenant made on a custom setting's stitch type (CONSUMPTION.md section 7): how
 * the seam was sewn (seam length cm, or cycles for a cycle stitch; rate per 3 cm, thickness
 * mm, bight mm where the stitch asks them) and the thread removed from each group (cm), with
 * who entered it and when. Kept so that a later look shows what the setting's values rest
 * on; deleted with the setting.
 */
export const calibrationSamples = pgTable(
  'calibration_samples',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    customSettingId: integer('custom_setting_id').notNull(),
    stitchTypeCode: varchar('stitch_type_code', { length: 8 }).notNull(),
    seamLengthCm: doublePrecision('seam_length_cm'),
    cycles: integer('cycles'),
    ratePer3Cm: doublePrecision('rate_per_3cm'),
    seamThicknessMm: doublePrecision('seam_thickness_mm'),
    bightMm: doublePrecision('bight_mm'),
    needleCm: doublePrecision('needle_cm'),
    underCm: doublePrecision('under_cm'),
    topCm: doublePrecision('top_cm'),
    createdBy: varchar('created_by', { length: 256 }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('calibration_samples_stitch_idx').on(
      table.tenantId,
      table.customSettingId,
      table.stitchTypeCode,
    ),
    foreignKey({
      columns: [table.tenantId, table.customSettingId],
      foreignColumns: [customSettings.tenantId, customSettings.id],
    }).onDelete('cascade'),
    tenantOwned(table),
    tenantIsolationPolicy('calibration_samples'),
  ],
).enableRLS();
