/**
 * HTTP benchmark: for PGlite and then a PostgreSQL server, starts the API in a
 * child process on a fresh, seeded database and measures GET /api/health and
 * GET /api/customer/:id with autocannon. Prints a table, writes the figures to
 * results/, and removes every database, process and temp dir it made.
 * It reports figures only: no threshold on time is ever asserted.
 */
import { createBenchIssuer, type BenchIssuer } from './bench-issuer.js';
import { describeError, runPendingCleanups } from './cleanup.js';
import {
  assertServerReachable,
  pgliteTarget,
  postgresTarget,
  serverUrlFromEnv,
  type BenchTarget,
} from './databases.js';
import { customerEndpoint, healthEndpoint, measureEndpoint, type LoadSettings } from './load.js';
import { checkEndpoints } from './preflight.js';
import {
  countFailedRequests,
  describeMachine,
  formatReport,
  writeReport,
  type BenchReport,
  type DatabaseRun,
  type EndpointRun,
} from './report.js';
import { startBenchServer, type RunningServer } from './server-process.js';

const settings: LoadSettings = { connections: 10, durationSeconds: 10, warmupSeconds: 2 };
const customersPerTenant = 10_000;
const tenantCount = 2;

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const serverUrl = serverUrlFromEnv();
  await assertServerReachable(serverUrl);
  const issuer = await createBenchIssuer();
  // One pool connection per load connection, so requests never queue for a connection.
  const targets = [pgliteTarget(), postgresTarget(serverUrl, settings.connections)];

  const databases: DatabaseRun[] = [];
  for (const target of targets) databases.push(await benchDatabase(target, issuer));

  const report: BenchReport = {
    benchmark: 'http',
    startedAt,
    machine: describeMachine(),
    settings: { ...settings, tenants: tenantCount, customersPerTenant },
    databases,
  };
  console.log(formatReport(report));
  progress(`figures written to ${await writeReport(report)}`);

  const failed = countFailedRequests(report);
  if (failed > 0) throw new Error(`${failed} requests failed or answered non-2xx; see the table`);
}

/** Fresh database, server child, measurements; then child and database are removed. */
async function benchDatabase(target: BenchTarget, issuer: BenchIssuer): Promise<DatabaseRun> {
  progress(
    `${target.label}: creating the database, migrating, seeding ${tenantCount} x ${customersPerTenant} customers`,
  );
  const prepared = await target.prepare();
  try {
    const server = await startBenchServer({
      database: prepared.database,
      publicJwk: issuer.publicJwk,
      customersPerTenant,
    });
    try {
      progress(`${target.label}: seeded in ${(server.seedMs / 1000).toFixed(1)} s; measuring`);
      return {
        database: target.label,
        seedMs: server.seedMs,
        endpoints: await measure(server, issuer),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.dispose();
  }
}

async function measure(server: RunningServer, issuer: BenchIssuer): Promise<EndpointRun[]> {
  const [tenantA] = server.tenants;
  if (!tenantA) throw new Error('the bench server seeded no tenant');
  const token = await issuer.issueTenantToken(tenantA.tenantId);
  await checkEndpoints(server.baseUrl, token, server.tenants);

  const endpoints = [
    healthEndpoint(server.baseUrl),
    customerEndpoint(server.baseUrl, token, tenantA.customerIds),
  ];
  const runs: EndpointRun[] = [];
  for (const endpoint of endpoints) {
    progress(`  ${endpoint.label}`);
    runs.push({ endpoint: endpoint.label, figures: await measureEndpoint(endpoint, settings) });
  }
  return runs;
}

/** Progress goes to stderr, so that stdout carries the table alone. */
function progress(message: string): void {
  console.error(message);
}

/** Ctrl-C mid-run still stops the child and drops the database. */
function cleanUpOnSignal(signal: NodeJS.Signals, exitCode: number): void {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void runPendingCleanups().finally(() => process.exit(exitCode));
  });
}

cleanUpOnSignal('SIGINT', 130);
cleanUpOnSignal('SIGTERM', 143);
main().then(
  () => process.exit(0),
  async (error: unknown) => {
    await runPendingCleanups();
    console.error(`HTTP benchmark failed: ${describeError(error)}`);
    process.exit(1);
  },
);
