import { sql } from 'drizzle-orm';
import {
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolationPolicy } from '../tenant-columns.js';
import { tenants } from './tenancy.js';

export const customers = pgTable(
  'customers',
  {
    tenantId: tenantIdColumn(),
    id: integer('id').generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 30 }).notNull(),
    /**
     * The custom setting new styles for this customer start with (typed or imported); null
     * for the tenant's Default. Its foreign key is in migration 0029: deleting the setting
     * clears only this column, which drizzle cannot declare.
     */
    defaultCustomSettingId: integer('default_custom_setting_id'),
    creationTime: timestamp('creation_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('customers_tenant_name_key').on(table.tenantId, sql`lower(${table.name})`),
    foreignKey({ columns: [table.tenantId], foreignColumns: [tenants.id] }).onDelete('cascade'),
    tenantIsolationPolicy('customers'),
  ],
).enableRLS();
