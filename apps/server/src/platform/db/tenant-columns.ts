import { sql } from 'drizzle-orm';
import { pgPolicy, uuid } from 'drizzle-orm/pg-core';

/** The tenant of the current transaction, as set by `inTenantTransaction`; NULL when unset. */
export const currentTenantSql = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

/** The owner's function that row-level security reads the tenant through (migration 0023). */
export const requestTenantFunction = 'spool_request_tenant';

/**
 * The tenant as row-level security reads it: `app.tenant_id`, but only with its signature in
 * `app.tenant_sig` (tenant-signature.ts), checked by a function of the owner's against a key
 * the serving login cannot read; a tenant set without it sees and writes nothing, so even an
 * injected `set_config` cannot move a request to another tenant or to the host. A scalar
 * subquery, which PostgreSQL computes once per statement (an InitPlan) rather than for every
 * row it reads.
 */
const policyTenantSql = sql`(select ${sql.raw(requestTenantFunction)}())`;

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
