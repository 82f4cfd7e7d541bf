import { sql } from 'drizzle-orm';
import type { Database, Tx } from './database.js';
import { applicationRole } from './secure-tenant-tables.js';

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
