import {
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolationPolicy } from '../tenant-columns.js';
import { tenantOwned } from './reference.js';

/**
 * The `Idempotency-Key`s of a tenant's users (platform/http/idempotency.ts): what a keyed POST
 * was and what it answered, for 24 hours. Written in the transaction of the work itself, so a
 * change that rolls back keeps no key. A row without a status is a request still running; the
 * key's unique entry makes a second request with it wait for the first. The user is one of the
 * shared database, which a tenant's own database cannot reference: no foreign key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantIdColumn(),
    userId: uuid('user_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 (hex) of the method, the path and the body. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    responseStatus: smallint('response_status'),
    /** The answer's JSON as it was sent; null for 204. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.key] }),
    // Expired keys are found by age.
    index('idempotency_keys_tenant_created_idx').on(table.tenantId, table.createdAt),
    tenantOwned(table),
    tenantIsolationPolicy('idempotency_keys'),
  ],
).enableRLS();
