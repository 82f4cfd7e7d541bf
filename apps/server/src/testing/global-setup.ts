import { loadConfig } from '../platform/env.js';
import { provideMigratedStart } from './migrated-start.js';
import { startPgBouncer } from './pgbouncer.js';

/**
 * Once per run, the migrated database that each test file's own starts from; with
 * SPOOL_TEST_THROUGH_PGBOUNCER=true on a PostgreSQL server, PgBouncer in transaction mode in
 * front of it, which the files' serving logins then reach it through (SPOOL_POOLER_URL).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const { databaseUrl } = loadConfig();
  const removeStart = await provideMigratedStart(databaseUrl);
  if (!databaseUrl || process.env['SPOOL_TEST_THROUGH_PGBOUNCER'] !== 'true') return removeStart;
  const pooler = await startPgBouncer(databaseUrl);
  process.env['SPOOL_POOLER_URL'] = pooler.url;
  return async () => {
    delete process.env['SPOOL_POOLER_URL'];
    const logins = await pooler.logins();
    await pooler.stop();
    await removeStart();
    // A run meant to go through the pooler that never did would pass and prove nothing.
    const served = logins.filter((login) => login.includes('@spool_test_'));
    if (served.length === 0) throw new Error('no test database was reached through PgBouncer');
    console.log(`PgBouncer let in ${served.length} logins of the test databases`);
  };
}
