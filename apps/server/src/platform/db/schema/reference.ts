import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolationPolicy } from '../tenant-columns.js';
import { tenants } from './tenancy.js';

/**
 * The thread range and the style reference lists of a tenant (core-domain spec,
 * section 3): brands, their ticket/tex entries, their package sizes; product
 * categories and types; the tenant's stitch types. Each table is keyed by
 * (tenant_id, id) and its children refer to it with the tenant, so a row can
 * never point into another tenant.
 */
/** A tenant table's rows go with their tenant. */
export const tenantOwned = (table: { tenantId: AnyPgColumn }) =>
  foreignKey({ columns: [table.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade');

export const brands = pgTable(
  'brands',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 64 }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('brands_tenant_name_key').on(table.tenantId, sql`lower(${table.name})`),
    tenantOwned(table),
    tenantIsolationPolicy('brands'),
  ],
).enableRLS();

/** A ticket/tex entry of a brand: the ticket number and the tex the thread maker labels it with. */
export const ticketTexes = pgTable(
  'ticket_texes',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    brandId: integer('brand_id').notNull(),
    ticket: numeric('ticket', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    tex: numeric('tex', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('ticket_texes_brand_ticket_tex_key').on(
      table.tenantId,
      table.brandId,
      table.ticket,
      table.tex,
    ),
    foreignKey({
      columns: [table.tenantId, table.brandId],
      foreignColumns: [brands.tenantId, brands.id],
    }).onDelete('cascade'),
    // Not validated on rows stored before it: those are listed for correction instead.
    check('ticket_texes_positive', sql`${table.ticket} > 0 and ${table.tex} > 0`),
    tenantOwned(table),
    tenantIsolationPolicy('ticket_texes'),
  ],
).enableRLS();

/** A package (cone) size of a ticket/tex entry: its length in metres and the thread maker's article. */
export const packageSizes = pgTable(
  'package_sizes',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    ticketTexId: integer('ticket_tex_id').notNull(),
    lengthM: numeric('length_m', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    article: varchar('article', { length: 30 }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('package_sizes_ticket_tex_length_key').on(
      table.tenantId,
      table.ticketTexId,
      table.lengthM,
    ),
    foreignKey({
      columns: [table.tenantId, table.ticketTexId],
      foreignColumns: [ticketTexes.tenantId, ticketTexes.id],
    }).onDelete('cascade'),
    check('package_sizes_positive', sql`${table.lengthM} > 0`),
    tenantOwned(table),
    tenantIsolationPolicy('package_sizes'),
  ],
).enableRLS();

export const productCategories = pgTable(
  'product_categories',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('product_categories_tenant_name_key').on(table.tenantId, sql`lower(${table.name})`),
    tenantOwned(table),
    tenantIsolationPolicy('product_categories'),
  ],
).enableRLS();

export const productTypes = pgTable(
  'product_types',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('product_types_tenant_name_key').on(table.tenantId, sql`lower(${table.name})`),
    tenantOwned(table),
    tenantIsolationPolicy('product_types'),
  ],
).enableRLS();

/** One component line of a tenant's stitch type, as stored: name, group and thread count. */
export type StoredStitchLine = {
  line: string;
  group: 'needle' | 'under' | 'top';
  name: string;
  threadCount: number;
};

/**
 * The tenant's stitch types: seeded from the built-in catalogue (all 75 codes),
 * with the names of their component lines. The consumption geometry stays the
 * built-in catalogue's; a tenant's factors live in its custom settings.
 */
export const stitchTypes = pgTable(
  'stitch_types',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 8 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    lines: jsonb('lines').$type<StoredStitchLine[]>().notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('stitch_types_tenant_code_key').on(table.tenantId, table.code),
    tenantOwned(table),
    tenantIsolationPolicy('stitch_types'),
  ],
).enableRLS();
