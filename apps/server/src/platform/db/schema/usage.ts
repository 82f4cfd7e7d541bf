import { index, integer, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolationPolicy } from '../tenant-columns.js';
import { tenantOwned } from './reference.js';

/**
 * The usage events of a tenant (the specification's analytics events on import and on each
 * report download): who, when, what, which style and how many rows. Tenant data: kept where
 * the tenant's styles are.
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    /** As the user was named then. */
    userName: varchar('user_name', { length: 256 }),
    /** `styleImport`, `costFileImport`, `singleGarmentReport` or `threadUsageReport`. */
    kind: varchar('kind', { length: 32 }).notNull(),
    /** `pdf` or `csv` for a report. */
    format: varchar('format', { length: 8 }),
    styleId: integer('style_id'),
    styleName: varchar('style_name', { length: 30 }),
    /** Rows of an import (operations saved). */
    rowCount: integer('row_count'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index('usage_events_tenant_time_idx').on(table.tenantId, table.occurredAt),
    index('usage_events_tenant_style_idx').on(table.tenantId, table.styleId),
    tenantOwned(table),
    tenantIsolationPolicy('usage_events'),
  ],
).enableRLS();
