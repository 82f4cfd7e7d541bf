import { bigint, index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { optionalTenantIdColumn, tenantOrHostPolicy } from '../tenant-columns.js';
import { tenants } from './tenancy.js';

/**
 * Every administrative change (who, what, when, before and after), in the
 * log of the side it happened on: a tenant's (its users, roles, grants,
 * features) or the host's (tenant_id NULL). Written in the transaction of the
 * change, so a change that fails or is refused leaves no entry.
 */
export const auditLogEntries = pgTable(
  'audit_log_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: optionalTenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    executionTime: timestamp('execution_time', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The order entries were written in: the tie-break of entries written at the same clock
     * time (the embedded database's clock ticks in milliseconds, and the id is random).
     */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    userId: uuid('user_id'),
    /** As the user was named then (the user may be renamed or deleted since). */
    userName: varchar('user_name', { length: 256 }),
    /** `Created`, `Updated` or `Deleted`. */
    action: varchar('action', { length: 16 }).notNull(),
    /** `User`, `Role`, `UserRoles`, `PermissionGrants`, `FeatureValues`, `Tenant`, ... */
    entityType: varchar('entity_type', { length: 64 }).notNull(),
    entityId: varchar('entity_id', { length: 256 }).notNull(),
    entityName: varchar('entity_name', { length: 256 }),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /**
     * Whose history shows the entry: the entity itself, or what it belongs to (an
     * operation's style, a stitch type's custom setting). Null for the administrative
     * entries, which no such history shows.
     */
    subjectType: varchar('subject_type', { length: 64 }),
    subjectId: varchar('subject_id', { length: 256 }),
  },
  (table) => [
    index('audit_log_entries_tenant_time_idx').on(table.tenantId, table.executionTime.desc()),
    index('audit_log_entries_subject_idx').on(
      table.tenantId,
      table.subjectType,
      table.subjectId,
      table.executionTime.desc(),
    ),
    tenantOrHostPolicy('audit_log_entries'),
  ],
).enableRLS();
