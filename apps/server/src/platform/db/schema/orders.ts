import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { OperationGrading, Size, ThreadShadeChoice } from '@spool/domain';
import { tenantIdColumn, tenantIsolationPolicy } from '../tenant-columns.js';
import { tenantOwned } from './reference.js';
import { operations, styles } from './styles.js';

/**
 * A tenant's named size range (children's, men's tops...): sizes in order with their grades
 * (% by which seams differ from the base size), to pick from in a style or name in an import.
 */
export const sizeRanges = pgTable(
  'size_ranges',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    sizes: jsonb('sizes').$type<Size[]>().notNull(),
    baseSize: varchar('base_size', { length: 16 }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('size_ranges_tenant_name_key').on(table.tenantId, sql`lower(btrim(${table.name}))`),
    tenantOwned(table),
    tenantIsolationPolicy('size_ranges'),
  ],
).enableRLS();

/**
 * How a style's order is made: its own size range and how its colourways run. A style with no
 * row has its header's size alone and runs its colourways one after another.
 */
export const styleOrders = pgTable(
  'style_orders',
  {
    tenantId: tenantIdColumn(),
    styleId: integer('style_id').notNull(),
    sizes: jsonb('sizes').$type<Size[]>().notNull(),
    baseSize: varchar('base_size', { length: 16 }).notNull(),
    runMode: varchar('run_mode', { length: 12 }).notNull().default('sequential'),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.styleId] }),
    check('style_orders_run_mode_check', sql`${table.runMode} in ('sequential', 'concurrent')`),
    foreignKey({
      columns: [table.tenantId, table.styleId],
      foreignColumns: [styles.tenantId, styles.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('style_orders'),
  ],
).enableRLS();

/**
 * A colourway of a style, in the style's order: its name (unique in the style, any case), code,
 * fabric colour, the thread shade matched to it (DTM), its quantities by size name and the
 * shade of each thread of the style by brand, ticket/tex and line shade.
 */
export const styleColourways = pgTable(
  'style_colourways',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    styleId: integer('style_id').notNull(),
    position: smallint('position').notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    code: varchar('code', { length: 20 }).notNull().default(''),
    fabricColour: varchar('fabric_colour', { length: 40 }).notNull().default(''),
    dtmShade: varchar('dtm_shade', { length: 50 }),
    quantities: jsonb('quantities').$type<Record<string, number>>().notNull(),
    threadShades: jsonb('thread_shades').$type<Record<string, ThreadShadeChoice>>().notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('style_colourways_tenant_style_idx').on(table.tenantId, table.styleId, table.position),
    uniqueIndex('style_colourways_style_name_key').on(
      table.tenantId,
      table.styleId,
      sql`lower(btrim(${table.name}))`,
    ),
    foreignKey({
      columns: [table.tenantId, table.styleId],
      foreignColumns: [styles.tenantId, styles.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('style_colourways'),
  ],
).enableRLS();

/**
 * How an operation follows the sizes, where it does not simply follow its style's range: not
 * graded, or its own grade for some sizes. An operation with no row is graded by the range.
 */
export const operationGradings = pgTable(
  'operation_gradings',
  {
    tenantId: tenantIdColumn(),
    operationId: integer('operation_id').notNull(),
    grading: jsonb('grading').$type<OperationGrading>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.operationId] }),
    foreignKey({
      columns: [table.tenantId, table.operationId],
      foreignColumns: [operations.tenantId, operations.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('operation_gradings'),
  ],
).enableRLS();
