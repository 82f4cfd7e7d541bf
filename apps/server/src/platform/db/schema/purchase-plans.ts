import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolationPolicy } from '../tenant-columns.js';
import { tenantOwned } from './reference.js';
import { styles } from './styles.js';

/**
 * A purchase plan: thread for many styles bought at once, with a name, a note, a
 * need-by date and how its styles run (`sequential`: one after another on the same lines;
 * `concurrent`: at the same time). Its creator may delete it; anyone else needs
 * `Spool.PurchasePlans.DeleteAny`. The creator is a user id of the shared database, which a
 * tenant's own database cannot reference: no foreign key.
 */
export const purchasePlans = pgTable(
  'purchase_plans',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 100 }).notNull(),
    note: varchar('note', { length: 1000 }).notNull().default(''),
    needBy: date('need_by', { mode: 'string' }),
    runMode: varchar('run_mode', { length: 12 }).notNull().default('concurrent'),
    /** Outputs are refused while any of its styles is not approved. */
    approvedOnly: boolean('approved_only').notNull().default(false),
    creatorId: uuid('creator_id'),
    createdBy: varchar('created_by', { length: 256 }),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true }),
    lastModifiedBy: varchar('last_modified_by', { length: 256 }),
    concurrencyStamp: uuid('concurrency_stamp').notNull().defaultRandom(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    // The list's order: newest first.
    index('purchase_plans_tenant_creation_idx').on(
      table.tenantId,
      table.creationTime.desc(),
      table.id.desc(),
    ),
    check('purchase_plans_run_mode_check', sql`${table.runMode} in ('sequential', 'concurrent')`),
    tenantOwned(table),
    tenantIsolationPolicy('purchase_plans'),
  ],
).enableRLS();

/**
 * A style of a plan, in the plan's order: its order quantity, production lines and
 * colourways, each null to follow the style's own. A style is in a plan once; it leaves its plans when deleted.
 */
export const purchasePlanStyles = pgTable(
  'purchase_plan_styles',
  {
    tenantId: tenantIdColumn(),
    planId: integer('plan_id').notNull(),
    position: smallint('position').notNull(),
    styleId: integer('style_id').notNull(),
    orderQuantity: integer('order_quantity'),
    productionLines: smallint('production_lines'),
    /** The style's colourways the plan takes, by id; null takes them all. */
    colourwayIds: integer('colourway_ids').array(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.planId, table.position] }),
    uniqueIndex('purchase_plan_styles_plan_style_key').on(
      table.tenantId,
      table.planId,
      table.styleId,
    ),
    // A style's deletion finds its plans' rows (the cascade).
    index('purchase_plan_styles_tenant_style_idx').on(table.tenantId, table.styleId),
    foreignKey({
      columns: [table.tenantId, table.planId],
      foreignColumns: [purchasePlans.tenantId, purchasePlans.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.tenantId, table.styleId],
      foreignColumns: [styles.tenantId, styles.id],
    }).onDelete('cascade'),
    tenantIsolationPolicy('purchase_plan_styles'),
  ],
).enableRLS();
