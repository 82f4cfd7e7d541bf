// The server's API tests of sign-in, styles, operations, the styles grid, import and reports,
// again through PgBouncer in transaction mode, as most PostgreSQL deployments pool connections:
// no state may live on a server connection across transactions. PostgreSQL only.
import { spawnSync } from 'node:child_process';

const files = [
  'apps/server/src/modules/sign-in/sign-in.flow.test.ts',
  'apps/server/src/modules/identity/external-sign-in.flow.test.ts',
  'apps/server/src/modules/styles/styles.routes.test.ts',
  'apps/server/src/modules/styles/operations.routes.test.ts',
  'apps/server/src/modules/styles/style-grid.routes.test.ts',
  'apps/server/src/modules/import/style-import.routes.test.ts',
  'apps/server/src/modules/reports/reports.routes.test.ts',
  'apps/server/src/refused-commit.test.ts',
];

if (!process.env.DATABASE_URL) {
  console.log('Through PgBouncer: these tests run when DATABASE_URL names a PostgreSQL server.');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...files], {
  stdio: 'inherit',
  env: { ...process.env, SPOOL_TEST_THROUGH_PGBOUNCER: 'true' },
});
process.exit(run.status ?? 1);
