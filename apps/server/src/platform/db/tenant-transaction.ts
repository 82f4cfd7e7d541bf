import { sql } from 'drizzle-orm';
import type { Database, Tx } from './database.js';
import { applicationRole, signInRole } from './roles.js';

/**
 * Runs `work` in one transaction as the application role, with `app.tenant_id`
 * set to the tenant for this transaction only (`set_config(..., true)`), so
 * row-level security shows and accepts that tenant's rows and nothing else. All
 * of it commits or none of it does.
 */
export function inTenantTransaction<T>(
  database: Database,
  tenantId: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${applicationRole}, true), set_config('app.tenant_id', ${tenantId}, true)`,
    );
    return work(tx);
  });
}

/**
 * Host-side work (tenants, host features): the application role with no tenant,
 * so every tenant-owned table reads as empty and refuses writes.
 */
export function inHostTransaction<T>(database: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${applicationRole}, true), set_config('app.tenant_id', '', true)`,
    );
    return work(tx);
  });
}

/**
 * The sign-in look-up: as `spool_signin`, which may read users of every tenant
 * (to find who is signing in before the tenant is known) and record failed
 * attempts, and may do nothing else.
 */
export function inSignInTransaction<T>(
  database: Database,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${signInRole}, true), set_config('app.tenant_id', '', true)`,
    );
    return work(tx);
  });
}

/**
 * Moves the current transaction to another tenant (`null`: the host). Only for
 * work that must span sides in one transaction, such as the first-start seed.
 */
export async function switchTransactionTenant(tx: Tx, tenantId: string | null): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId ?? ''}, true)`);
}

/**
 * Runs `work` on one tenant's side of a host transaction, then returns to the
 * host. A failure rolls the whole transaction back, so there is no side to
 * restore then.
 */
export async function onTenantSide<T>(
  tx: Tx,
  tenantId: string,
  work: () => Promise<T>,
): Promise<T> {
  await switchTransactionTenant(tx, tenantId);
  const result = await work();
  await switchTransactionTenant(tx, null);
  return result;
}

/**
 * Serialises this transaction with every other transaction taking the same
 * key (work that must happen once, such as the first-start seed); released at
 * commit or rollback.
 */
export async function lockTransaction(tx: Tx, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
