import { sql } from 'drizzle-orm';
import type { Database } from './database.js';
import { refreshStatisticsFunction } from './secure-tenant-tables.js';
import { inHostAdminTransaction } from './tenant-transaction.js';

/** How often the embedded database's planner statistics are refreshed. */
export const statisticsIntervalMs = 60 * 60 * 1000;

/**
 * Refreshes the planner's statistics of every table (`ANALYZE`), as the owner: the serving
 * login may not, so the host role calls the owner's function that does only that (made by
 * secureTenantTables; PostgreSQL 15 has no pg_maintain). A PostgreSQL server does this itself
 * (autovacuum); the embedded database (PGlite) has no autovacuum, so without it a tenant that
 * grows to thousands of styles keeps the plans of an empty database
 * (bench/src/style-grid-bench.ts saw whole-table scans for every foreign-key check).
 */
export async function refreshStatistics(database: Database): Promise<void> {
  await inHostAdminTransaction(database, (tx) =>
    tx.execute(sql.raw(`select public.${refreshStatisticsFunction}()`)),
  );
}

/**
 * On the embedded database only: refreshes the statistics now and then every hour, in the
 * background, never keeping the process alive; a failure is reported, not thrown. Returns
 * the function that stops it.
 */
export function keepStatisticsFresh(
  database: Database,
  onError: (error: unknown) => void,
  intervalMs = statisticsIntervalMs,
): () => void {
  if (database.kind !== 'pglite') return () => {};
  const refresh = () => void refreshStatistics(database).catch(onError);
  refresh();
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
