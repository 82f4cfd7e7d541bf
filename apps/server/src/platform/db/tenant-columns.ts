import { sql } from 'drizzle-orm';
import { pgPolicy, uuid } from 'drizzle-orm/pg-core';

/** The tenant of the current transaction, as set by `inTenantTransaction`; NULL when unset. */
export const currentTenantSql = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * The `tenant_id` column of a tenant-owned table. It defaults to the current
 * transaction's tenant, so repositories never pass it and cannot pass a wrong one
 * (the policy's check rejects any other value).
 */
export function tenantIdColumn() {
  return uuid('tenant_id').notNull().default(currentTenantSql);
}

/**
 * Row-level security for a tenant-owned table: rows are visible and writable only
 * while `app.tenant_id` names their tenant (DESIGN section 2). FORCE and the
 * grants are applied after every migration by `secureTenantTables`.
 */
export function tenantIsolationPolicy(table: string) {
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id = ${currentTenantSql}`,
    withCheck: sql`tenant_id = ${currentTenantSql}`,
  });
}
