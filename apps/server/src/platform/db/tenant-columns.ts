import { sql } from 'drizzle-orm';
import { pgPolicy, uuid } from 'drizzle-orm/pg-core';

/** The tenant of the current transaction, as set by `inTenantTransaction`; NULL when unset. */
export const currentTenantSql = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * The same tenant as row-level security reads it: a scalar subquery, which PostgreSQL computes
 * once per statement (an InitPlan) rather than calling `current_setting` for every row it reads
 * (a kept, generic plan cannot fold the call); a page of the styles grid spent a third of its
 * database time there.
 */
const policyTenantSql = sql`(select ${currentTenantSql})`;

/**
 * The `tenant_id` column of a tenant-owned table. It defaults to the current
 * transaction's tenant, so repositories never pass it and cannot pass a wrong one
 * (the policy's check rejects any other value).
 */
export function tenantIdColumn() {
  return uuid('tenant_id').notNull().default(currentTenantSql);
}

/**
 * The `tenant_id` of a table shared by the host and its tenants (users, roles,
 * grants, as in ABP): NULL marks a host row. It defaults to the current
 * transaction's tenant, NULL in host work.
 */
export function optionalTenantIdColumn() {
  return uuid('tenant_id').default(currentTenantSql);
}

/**
 * Row-level security for a table shared by the host and its tenants: host work
 * (no tenant set) sees host rows, a tenant's work sees that tenant's rows.
 */
export function tenantOrHostPolicy(table: string) {
  return pgPolicy(`${table}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`tenant_id is not distinct from ${policyTenantSql}`,
    withCheck: sql`tenant_id is not distinct from ${policyTenantSql}`,
  });
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
    using: sql`tenant_id = ${policyTenantSql}`,
    withCheck: sql`tenant_id = ${policyTenantSql}`,
  });
}
