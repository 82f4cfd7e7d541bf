/**
 * Styles grid benchmark: on PGlite and then a PostgreSQL server, loads
 * one tenant with 100,000 styles and 2,000,000 operations (style-grid-load.ts),
 * then, for each index variant (the schema as migrated, then the schema plus the
 * candidate indexes of style-grid-queries.ts), measures four grid pages
 * (`creationTime desc` and `name asc`, page 1 and page 400):
 * - through the whole stack: `GET /api/styleGrid` with a real bearer token, on the
 *   API in a child process (server-process.ts), under autocannon;
 * - bare: the same page as one `SELECT ... LIMIT 25 OFFSET n` on the same pool, its plan kept
 *   on each connection as the app keeps its page's (bare-statement.ts);
 * - in between: the repository's `findGrid` (page and total) in the tenant's
 *   transaction, on the same pool, and the bare `count(*)` of the total;
 * with EXPLAIN ANALYZE of the page and of the count as the app runs them.
 * Prints tables, writes results/style-grid-<timestamp>.json, removes what it made.
 * It reports figures only: no threshold on time is ever asserted.
 *
 * "The same pool": the bare and repository calls run in this process on a
 * `Database` opened by the server's own `openDatabase` with exactly the options the
 * server child gets: for PostgreSQL a node-postgres `pg.Pool` of `connections`
 * connections to the bench's database (queries through Drizzle's `execute`; the bare
 * statements on a `pg.Pool` of the same size, prepared once per connection as the
 * app's page is), for PGlite the embedded database in the same data dir (one connection). It is a
 * second instance of that pool, opened while the server child is stopped, since
 * PGlite's data dir can be open in one process only.
 *
 * Settings (environment): BENCH_STYLES (100000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2),
 * BENCH_TARGETS (pglite,postgresql); BENCH_DATABASE_URL / DATABASE_URL name the server.
 */
import { performance } from 'node:perf_hooks';
import {
  inTenantTransaction,
  migrateDatabase,
  openDatabase,
  withTenantSigning,
  type Database,
} from '@spool/server';
import { createStyleGridRepository } from '../../apps/server/src/modules/styles/style-grid.repository.js';
import { withBareStatement } from './bare-statement.js';
import { createBenchIssuer, type BenchIssuer } from './bench-issuer.js';
import { deferCleanup, runAsProcess } from './cleanup.js';
import { type BenchTarget, type PreparedDatabase, benchTargetsFromEnv } from './databases.js';
import { measureEndpoint, type LoadSettings } from './load.js';
import type { ChildDatabase } from './protocol.js';
import { measureHttpFloor } from './http-floor.js';
import { describeMachine } from './report.js';
import { startBenchServer, type RunningServer } from './server-process.js';
import { measureDirect } from './style-grid-direct.js';
import { loadStyleGridTenant } from './style-grid-load.js';
import {
  bareCountSql,
  bareItemsSql,
  deferredGridItemsSql,
  gridCases,
  gridCountSql,
  gridItemsSql,
  gridUrl,
  indexVariants,
  pageSize,
  summarisePlan,
  type GridCase,
  type IndexVariant,
} from './style-grid-queries.js';
import {
  formatStyleGridReport,
  writeStyleGridReport,
  type CaseRun,
  type DatabaseRun,
  type StyleGridReport,
  type VariantRun,
} from './style-grid-report.js';
import { wholeFromEnv } from './settings.js';

const settings: LoadSettings & { styles: number } = {
  styles: wholeFromEnv('BENCH_STYLES', 100_000),
  connections: 10,
  durationSeconds: wholeFromEnv('BENCH_SECONDS', 10),
  warmupSeconds: wholeFromEnv('BENCH_WARMUP_SECONDS', 2),
};

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  // One pool connection per load connection, so requests never queue for a connection.
  const targets = await benchTargetsFromEnv(settings.connections);
  const issuer = await createBenchIssuer();

  const databases: DatabaseRun[] = [];
  for (const target of targets) databases.push(await benchDatabase(target, issuer));

  const report: StyleGridReport = {
    benchmark: 'style-grid',
    startedAt,
    machine: describeMachine(),
    settings: { ...settings, pageSize },
    databases,
  };
  console.log(formatStyleGridReport(report));
  progress(`figures written to ${await writeStyleGridReport(report)}`);
  const failed = databases
    .flatMap((run) => run.variants.flatMap((variant) => variant.cases))
    .reduce((sum, run) => sum + run.http.non2xx + run.http.errors, 0);
  if (failed > 0) throw new Error(`${failed} requests failed or answered non-2xx; see the table`);
}

/** A fresh database, loaded once; then each index variant in turn; then it is removed. */
async function benchDatabase(target: BenchTarget, issuer: BenchIssuer): Promise<DatabaseRun> {
  progress(`${target.label}: creating the database, migrating, loading ${settings.styles} styles`);
  const prepared = await target.prepare();
  try {
    const load = await withDatabase(prepared.database, (database) =>
      loadStyleGridTenant(database, settings.styles),
    );
    for (const step of load.steps) {
      progress(`  ${step.step}: ${step.rows} rows in ${(step.ms / 1000).toFixed(1)} s`);
    }
    progress(`${target.label}: loaded in ${(load.totalMs / 1000).toFixed(1)} s`);
    const variants: VariantRun[] = [];
    for (const variant of indexVariants) {
      variants.push(await benchVariant(target.label, prepared, load.tenantId, variant, issuer));
    }
    return { database: target.label, load, variants };
  } finally {
    await prepared.dispose();
  }
}

/** In process first (indexes, plans, bare and repository figures), then through HTTP. */
async function benchVariant(
  label: string,
  prepared: PreparedDatabase,
  tenantId: string,
  variant: IndexVariant,
  issuer: BenchIssuer,
): Promise<VariantRun> {
  const cases = gridCases(settings.styles);
  const inProcess = await withDatabase(prepared.database, async (database) => {
    const indexMs = await createIndexes(database, variant.statements);
    progress(`${label}, ${variant.name}: in process (indexes made in ${indexMs} ms)`);
    await releaseBenchTenantNames(database);
    const count = await measureCount(prepared.database, database, tenantId);
    const runs = [];
    for (const gridCase of cases) {
      progress(`  ${gridCase.label}: bare, findGrid`);
      runs.push(await measureInProcess(prepared.database, database, tenantId, gridCase));
    }
    return { indexMs, count, runs };
  });

  progress(`${label}, ${variant.name}: through HTTP`);
  const server = await startBenchServer({
    database: prepared.database,
    publicJwk: issuer.publicJwk,
    customersPerTenant: 1,
  });
  try {
    const token = await issuer.issueTenantToken(tenantId);
    const caseRuns: CaseRun[] = [];
    for (const [index, gridCase] of cases.entries()) {
      const own = inProcess.runs[index];
      if (!own) throw new Error('a case has no in-process figures');
      await checkGridPage(server, token, gridCase, own.expectedIds, inProcess.count.total);
      progress(`  ${gridCase.label}: HTTP`);
      const http = await measureEndpoint(
        {
          label: `GET /api/styleGrid ${gridCase.label}`,
          url: gridUrl(server.baseUrl, gridCase),
          headers: { authorization: `Bearer ${token}` },
        },
        settings,
      );
      const { expectedIds: _ids, ...figures } = own;
      caseRuns.push({ case: gridCase, http, ...figures });
    }
    if (prepared.database.kind === 'postgresql') {
      // Spool's server stops first: the floor gets the cores to itself, as the grid had them.
      await server.stop();
      for (const run of caseRuns) {
        progress(`  ${run.case.label}: HTTP floor`);
        const statement = bareItemsSql(run.case, tenantId);
        run.floor = await measureHttpFloor(
          { database: prepared.database, statement, tenantId },
          settings,
        );
      }
    }
    return {
      variant: variant.name,
      indexStatements: variant.statements,
      indexMs: inProcess.indexMs,
      count: inProcess.count,
      cases: caseRuns,
    };
  } finally {
    await server.stop();
  }
}

async function measureInProcess(
  target: ChildDatabase,
  database: Database,
  tenantId: string,
  gridCase: GridCase,
) {
  const bareSql = bareItemsSql(gridCase, tenantId);
  const expectedIds = idsOf(await database.db.execute(bareSql));
  const page = await findGrid(database, tenantId, gridCase);
  assertSameIds(
    `findGrid ${gridCase.label}`,
    page.items.map((item) => item.id),
    expectedIds,
  );
  const plan = await explain(database, tenantId, gridItemsSql(gridCase));
  assertSameIds(`EXPLAIN'd page ${gridCase.label}`, plan.ids, expectedIds);
  const deferred = await explain(database, tenantId, deferredGridItemsSql(gridCase));
  assertSameIds(`deferred page ${gridCase.label}`, deferred.ids, expectedIds);
  return {
    expectedIds,
    deferredPlan: deferred.text,
    deferredPlanSummary: summarisePlan(deferred.text),
    bare: await withBareStatement(target, database, bareSql, (run) => measureDirect(run, settings)),
    repository: await measureDirect(() => findGrid(database, tenantId, gridCase), settings),
    itemsPlan: plan.text,
    itemsPlanSummary: summarisePlan(plan.text),
  };
}

/** The total `findGrid` counts, bare, with the plan the app's count gets. */
async function measureCount(target: ChildDatabase, database: Database, tenantId: string) {
  const countSql = bareCountSql(tenantId);
  const [row] = (await database.db.execute(countSql)).rows;
  const total = Number(row?.['count']);
  const plan = await explain(database, tenantId, gridCountSql);
  return {
    total,
    bare: await withBareStatement(target, database, countSql, (run) =>
      measureDirect(run, settings),
    ),
    plan: plan.text,
    planSummary: summarisePlan(plan.text),
  };
}

function findGrid(database: Database, tenantId: string, gridCase: GridCase) {
  return inTenantTransaction(database, tenantId, (tx) =>
    createStyleGridRepository(tx).findPage({
      filters: {},
      sortBy: gridCase.sortBy,
      descending: gridCase.descending,
      skip: gridCase.skip,
      take: pageSize,
    }),
  );
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) in the tenant's transaction, as the app's role, so that
 * row-level security is in the plan; the statement is also run, to check its rows.
 */
async function explain(database: Database, tenantId: string, statement: string) {
  return inTenantTransaction(database, tenantId, async (tx) => {
    const ids = idsOf(await tx.execute(statement));
    const { rows } = await tx.execute(`explain (analyze, buffers) ${statement}`);
    const text = rows.map((row) => String(Object.values(row)[0])).join('\n');
    return { ids, text };
  });
}

/** Creates the variant's indexes as the owner; returns the time it took. */
async function createIndexes(database: Database, statements: readonly string[]) {
  const start = performance.now();
  for (const statement of statements) await database.db.execute(statement);
  return Math.round(performance.now() - start);
}

/**
 * The bench server seeds tenants of fixed names at every start, and tenant names are
 * unique: the names of an earlier start's pair are released first.
 */
async function releaseBenchTenantNames(database: Database): Promise<void> {
  await database.db.execute(
    `update tenants set name = name || ' ' || left(id::text, 8)
     where name in ('Bench tenant A', 'Bench tenant B')`,
  );
}

/** One request per case before the load: the page must be the one the bare query reads. */
async function checkGridPage(
  server: RunningServer,
  token: string,
  gridCase: GridCase,
  expectedIds: readonly number[],
  total: number,
): Promise<void> {
  const response = await fetch(gridUrl(server.baseUrl, gridCase), {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`GET /api/styleGrid (${gridCase.label}) answered ${response.status}: ${body}`);
  }
  const page = JSON.parse(body) as { items: { id: number }[]; totalCount: number };
  assertSameIds(
    `GET /api/styleGrid ${gridCase.label}`,
    page.items.map((item) => item.id),
    expectedIds,
  );
  if (page.totalCount !== total) {
    throw new Error(`GET /api/styleGrid answered totalCount ${page.totalCount}, expected ${total}`);
  }
}

function idsOf(result: { rows: Record<string, unknown>[] }): number[] {
  return result.rows.map((row) => Number(row['id']));
}

function assertSameIds(what: string, actual: readonly number[], expected: readonly number[]) {
  if (expected.length !== pageSize && settings.styles >= pageSize) {
    throw new Error(`the bare query read ${expected.length} rows, not a page of ${pageSize}`);
  }
  if (actual.join() !== expected.join()) {
    throw new Error(
      `${what} read other rows than the bare query: ${actual.join()} vs ${expected.join()}`,
    );
  }
}

/** The database, migrated (at once when it is already), opening tenants' transactions as requests do. */
async function withDatabase<T>(options: ChildDatabase, work: (database: Database) => Promise<T>) {
  const database = await openDatabase(options);
  const close = deferCleanup(() => database.close());
  try {
    await migrateDatabase(database);
    return await work(await withTenantSigning(database));
  } finally {
    await close();
  }
}

/** Progress goes to stderr, so that stdout carries the tables alone. */
function progress(message: string): void {
  console.error(message);
}

runAsProcess('Styles grid benchmark', main);
