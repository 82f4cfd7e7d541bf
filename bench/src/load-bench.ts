/**
 * Requests under load: on PGlite and then a PostgreSQL server, a tenant
 * with a few styles, then
 * - the bare page query: the grid's page as one SELECT, as the owner, on a pool like the
 *   server's (PostgreSQL: `poolSize` connections, each keeping the statement's plan as the app
 *   keeps its page's; PGlite: its one connection), called by `connections` callers at once for
 *   `seconds`;
 * - the styles grid through the whole stack: `GET /api/styleGrid` with a real bearer token on
 *   the API in a child process, `connections` autocannon connections for `seconds`;
 * - meanwhile, `GET /readyz` on the management port every 50 ms from a process of its own (health-probe.ts), each
 *   call timed from when it was due, so that a call held back by a busy server counts its wait;
 *   the p99 is also given apart for the calls on kept connections and those that opened one.
 * Prints the figures beside their goals and writes results/load-<timestamp>.json.
 * It reports figures only: no threshold on time is ever asserted.
 *
 * Settings (environment): BENCH_CONNECTIONS (200), BENCH_LOAD_SECONDS (30), BENCH_STYLES_FEW
 * (40), BENCH_TARGETS (pglite,postgresql); BENCH_DATABASE_URL / DATABASE_URL name the server.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase, withTenantSigning, type Database } from '@spool/server';
import { withBareStatement, withDesignedStatement } from './bare-statement.js';
import { cpuCeilingShare, cpuMeter, cpuPerAnswer } from './cpu-meter.js';
import { createBenchIssuer, type BenchIssuer } from './bench-issuer.js';
import { describeError, runPendingCleanups } from './cleanup.js';
import { type BenchTarget, benchTargetsFromEnv } from './databases.js';
import { measureEndpoint, type LoadFigures } from './load.js';
import type { ChildDatabase } from './protocol.js';
import { measureHttpFloor } from './http-floor.js';
import type { HealthFigures } from './health-probe.js';
import { describeMachine } from './report.js';
import { startBenchServer } from './server-process.js';
import { measureDirect, type DirectFigures } from './style-grid-direct.js';
import { loadStyleGridTenant } from './style-grid-load.js';
import { bareItemsSql, gridCases, gridUrl } from './style-grid-queries.js';
import { formatTable, writeJsonResult } from './text-table.js';
import { wholeFromEnv } from './settings.js';

const settings = {
  connections: wholeFromEnv('BENCH_CONNECTIONS', 200),
  durationSeconds: wholeFromEnv('BENCH_LOAD_SECONDS', 30),
  warmupSeconds: 3,
  styles: wholeFromEnv('BENCH_STYLES_FEW', 40),
  /** The server's own default pool (openDatabase). */
  poolSize: 10,
  healthEveryMs: 50,
};
const goals = { gridShareOfBare: 0.5, healthP99Ms: 100 };

type TargetRun = {
  database: string;
  bare: DirectFigures;
  /** The same page as the database design runs it (PostgreSQL only): see withDesignedStatement. */
  designed?: DirectFigures | undefined;
  /** That page behind a plain node:http route (PostgreSQL only): see floor-server.ts. */
  floor?: LoadFigures | undefined;
  grid: LoadFigures;
  health: HealthFigures;
};

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const targets = await benchTargetsFromEnv(settings.poolSize);
  const issuer = await createBenchIssuer();
  const runs: TargetRun[] = [];
  for (const target of targets) runs.push(await benchTarget(target, issuer));
  const report = {
    benchmark: 'load',
    startedAt,
    machine: describeMachine(),
    settings,
    goals,
    runs,
  };
  console.log(formatLoadReport(report));
  progress(`figures written to ${await writeJsonResult('load', startedAt, report)}`);
}

async function benchTarget(target: BenchTarget, issuer: BenchIssuer): Promise<TargetRun> {
  progress(`${target.label}: a tenant with ${settings.styles} styles`);
  const prepared = await target.prepare();
  try {
    const gridCase = gridCases(settings.styles)[0];
    if (!gridCase) throw new Error('no grid case');
    // PGlite's data dir opens in one process at a time: the bare query runs before the server.
    const { tenantId, statement, bare, designed } = await withDatabase(
      prepared.database,
      async (opened) => {
        await migrateDatabase(opened);
        const database = await withTenantSigning(opened);
        const { tenantId } = await loadStyleGridTenant(database, settings.styles);
        progress(`${target.label}: the bare page query, ${settings.connections} callers`);
        const statement = bareItemsSql(gridCase, tenantId);
        const bare = await withBareStatement(prepared.database, database, statement, (run) =>
          measureDirect(
            run,
            settings,
            cpuMeter({ postgres: prepared.database.kind === 'postgresql' }),
          ),
        );
        progress(
          `${target.label}: the page as the database design runs it, ${settings.connections} callers`,
        );
        const designed = await withDesignedStatement(
          prepared.database,
          statement,
          tenantId,
          (run) => measureDirect(run, settings, cpuMeter({ postgres: true })),
        );
        return { tenantId, statement, bare, designed };
      },
    );
    let floor: LoadFigures | undefined;
    if (prepared.database.kind === 'postgresql') {
      progress(`${target.label}: the HTTP floor, ${settings.connections} connections`);
      floor = await measureHttpFloor(
        { database: prepared.database, statement, tenantId },
        settings,
      );
    }
    const server = await startBenchServer({
      database: prepared.database,
      publicJwk: issuer.publicJwk,
      customersPerTenant: 1,
    });
    try {
      const token = await issuer.issueTenantToken(tenantId);
      const url = gridUrl(server.baseUrl, gridCase);
      const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (first.status !== 200) throw new Error(`GET ${url} answered ${first.status}`);
      progress(`${target.label}: GET /api/styleGrid, ${settings.connections} connections`);
      if (!server.managementUrl) throw new Error('the bench server has no management port');
      const health = await startHealthProbe(`${server.managementUrl}/readyz`);
      const grid = await measureEndpoint(
        { label: 'GET /api/styleGrid', url, headers: { authorization: `Bearer ${token}` } },
        settings,
        cpuMeter({ serverPid: server.pid, postgres: prepared.database.kind === 'postgresql' }),
      );
      return { database: target.label, bare, designed, floor, grid, health: await health.stop() };
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.dispose();
  }
}

/** Starts the health probe in a process of its own; `stop` answers its figures. */
async function startHealthProbe(url: string) {
  // fork() reuses process.execArgv, which carries tsx's loader, so the child runs TypeScript too.
  const child = fork(fileURLToPath(new URL('./health-probe.ts', import.meta.url)), [
    url,
    String(settings.healthEveryMs),
  ]);
  const answer = (): Promise<unknown> =>
    new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the health probe stopped (exit ${code})`)));
    });
  await answer();
  return {
    async stop(): Promise<HealthFigures> {
      const figures = answer();
      child.send('stop');
      return (await figures) as HealthFigures;
    },
  };
}

async function withDatabase<T>(
  child: ChildDatabase,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase(
    child.kind === 'pglite'
      ? { kind: 'pglite', dataDir: child.dataDir }
      : { kind: 'postgresql', url: child.url, poolSize: settings.poolSize },
  );
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

export function formatLoadReport(report: {
  startedAt: string;
  machine: ReturnType<typeof describeMachine>;
  runs: TargetRun[];
}): string {
  const { machine } = report;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  /** A reference measured in process: the bare query, or the page as the design runs it. */
  const directRow = (database: string, what: string, figures: DirectFigures, goal: string) => [
    database,
    what,
    figures.requestsPerSecond.toFixed(0),
    ms(figures.latencyP50Ms),
    ms(figures.latencyP99Ms),
    '',
    goal,
  ];
  /** A measurement through HTTP under autocannon: the grid, or the HTTP floor. */
  const loadRow = (database: string, what: string, figures: LoadFigures, goal: string) => [
    database,
    what,
    figures.requestsPerSecond.toFixed(0),
    ms(figures.latencyP50Ms),
    ms(figures.latencyP99Ms),
    `${figures.errors} errors, ${figures.timeouts} timeouts, ${figures.non2xx} non-2xx`,
    goal,
  ];
  const percentOf = (part: { requestsPerSecond: number }, whole: { requestsPerSecond: number }) =>
    `${((100 * part.requestsPerSecond) / whole.requestsPerSecond).toFixed(0)} %`;
  const rows = report.runs.flatMap((run) => {
    const share = run.grid.requestsPerSecond / run.bare.requestsPerSecond;
    const { designed } = run;
    return [
      directRow(run.database, 'bare page SELECT (same pool)', run.bare, ''),
      ...(designed
        ? [
            directRow(
              run.database,
              'the page as the design runs it',
              designed,
              `grid: ${percentOf(run.grid, designed)} of it (reported)`,
            ),
          ]
        : []),
      ...(run.floor
        ? [
            loadRow(
              run.database,
              'that page behind bare node:http',
              run.floor,
              `${percentOf(run.floor, run.bare)} of bare; grid: ${percentOf(run.grid, run.floor)} of it`,
            ),
          ]
        : []),
      loadRow(
        run.database,
        'GET /api/styleGrid',
        run.grid,
        `${(share * 100).toFixed(0)} % of bare (goal >= ${goals.gridShareOfBare * 100} %)`,
      ),
      [
        run.database,
        'GET /readyz meanwhile',
        '',
        ms(run.health.p50Ms),
        ms(run.health.p99Ms),
        `${run.health.calls} calls, ${run.health.failed} failed`,
        `p99 goal < ${goals.healthP99Ms} ms`,
      ],
      ...(
        [
          ['  on kept connections', run.health.onKeptConnections],
          ['  opening a connection', run.health.onNewConnections],
        ] as const
      ).map(([what, part]) => [
        run.database,
        what,
        '',
        '',
        ms(part.p99Ms),
        `${part.calls} calls`,
        '',
      ]),
    ];
  });
  const slowest = report.runs.map(
    (run) =>
      `${run.database}: the slowest health calls: ${run.health.slowest
        .map(
          (call) =>
            `${ms(call.ms)} (due at ${call.dueAtMs} ms, ${call.newConnection ? 'opened a connection' : 'kept connection'})`,
        )
        .join('; ')}`,
  );
  return [
    `Spool requests under load, ${report.startedAt}`,
    `Node ${machine.node}, ${machine.cpuCount} CPUs (${machine.cpuModel})`,
    `${settings.connections} connections for ${settings.durationSeconds} s after ${settings.warmupSeconds} s of warm-up; ${settings.styles} styles; pool of ${settings.poolSize} (PostgreSQL)`,
    '',
    formatTable(['database', 'what', 'req/s', 'p50', 'p99', 'failures', 'goal'], rows),
    'The page as the design runs it: the same SELECT as the application role, its tenant set for the',
    'transaction, under row-level security, in a read-only transaction sent as one query, its plan kept',
    '(PostgreSQL). What lies between it and the grid is the request path itself. Behind bare',
    'node:http (floor-server.ts): that transaction answered by a plain HTTP route with no framework,',
    'token, caller or schema, under the same load as the grid: the least any HTTP API pays for it.',
    '',
    ...slowest,
    'A call opening a connection waits for the server to accept it: Node 20 accepts one connection',
    "per turn of its event loop on each listening socket, so one opened behind the load's burst",
    'waits until they are all accepted; readiness is asked on the management port, a socket of',
    "its own, so the API's burst is not its queue.",
    '',
    formatCpuTable(report.runs),
  ].join('\n');
}

/** CPU per answer, as milliseconds of each process's time, during each measured run. */
function formatCpuTable(runs: readonly TargetRun[]): string {
  const cell = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(3)} ms`);
  const rows: string[][] = [];
  const ceilings: string[] = [];
  for (const run of runs) {
    const bare = cpuPerAnswer(run.bare.cpu, run.bare.requests);
    const designed = run.designed && cpuPerAnswer(run.designed.cpu, run.designed.requests);
    const floor = run.floor && cpuPerAnswer(run.floor.cpu, run.floor.requests);
    const grid = cpuPerAnswer(run.grid.cpu, run.grid.requests);
    for (const [what, figures] of [
      ['bare page SELECT', bare],
      ['the page as the design runs it', designed],
      ['that page behind bare node:http', floor],
      ['GET /api/styleGrid', grid],
    ] as const) {
      if (!figures) continue;
      rows.push([
        run.database,
        what,
        cell(figures.bench),
        cell(figures.server),
        cell(figures.postgres),
        cell(figures.total),
        figures.coresBusy.toFixed(2),
      ]);
    }
    for (const [what, figures] of [
      ['a grid answer', grid],
      ['an answer of the HTTP floor', floor],
    ] as const) {
      if (!bare || !figures) continue;
      ceilings.push(
        `${run.database}: ${what} costs ${(figures.total / bare.total).toFixed(1)}x the CPU of a bare one: on the same cores, at most ${cpuCeilingShare(bare, figures).toFixed(0)} % of the bare throughput.`,
      );
    }
  }
  return [
    'CPU per answer during the measured runs (user + system time from /proc; the bench process is the',
    "load generator for the grid, the bare query's client for the bare one, and PGlite itself there):",
    formatTable(
      ['database', 'what', 'bench process', 'HTTP server', 'PostgreSQL', 'total', 'cores busy'],
      rows,
    ),
    ...ceilings,
  ].join('\n');
}

function progress(message: string): void {
  console.error(`[bench:load] ${message}`);
}

main()
  .catch((error: unknown) => {
    console.error(`[bench:load] failed: ${describeError(error)}`);
    process.exitCode = 1;
  })
  .finally(runPendingCleanups);
