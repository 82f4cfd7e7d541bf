import type { LoadFigures, LoadSettings } from './load.js';
import type { describeMachine } from './report.js';
import type { DirectFigures } from './style-grid-direct.js';
import type { LoadedTenant } from './style-grid-load.js';
import type { GridCase } from './style-grid-queries.js';
import { formatTable, writeJsonResult } from './text-table.js';

export type CaseRun = {
  case: GridCase;
  /** `GET /api/styleGrid` under autocannon: whole milliseconds. */
  http: LoadFigures;
  /**
   * The HTTP floor (PostgreSQL): the bare page in the database design's transaction behind a
   * plain node:http route (floor-server.ts), under the same load.
   */
  floor?: LoadFigures | undefined;
  /** The page alone, one statement on the same pool. */
  bare: DirectFigures;
  /** The repository's `findGrid` (page and total) in the tenant's transaction, on the same pool. */
  repository: DirectFigures;
  itemsPlan: string;
  itemsPlanSummary: string;
  /** The same page with the joins deferred (`deferredGridItemsSql`): EXPLAIN ANALYZE only. */
  deferredPlan: string;
  deferredPlanSummary: string;
};

export type VariantRun = {
  variant: string;
  indexStatements: string[];
  indexMs: number;
  count: { total: number; bare: DirectFigures; plan: string; planSummary: string };
  cases: CaseRun[];
};

export type DatabaseRun = { database: string; load: LoadedTenant; variants: VariantRun[] };

export type StyleGridReport = {
  benchmark: 'style-grid';
  startedAt: string;
  machine: ReturnType<typeof describeMachine>;
  settings: LoadSettings & { styles: number; pageSize: number };
  databases: DatabaseRun[];
};

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
const ratio = (stack: number, bare: number) => (bare > 0 ? `${(stack / bare).toFixed(1)}x` : '-');
const perSecond = (value: number) => value.toFixed(0);

export function formatStyleGridReport(report: StyleGridReport): string {
  const { machine, settings } = report;
  const header = [
    `Spool styles grid benchmark, ${report.startedAt}`,
    `Node ${machine.node}, ${machine.cpuCount} CPUs (${machine.cpuModel}), ${machine.platform}`,
    `${settings.connections} concurrent callers (HTTP connections / in-process callers; pool of ` +
      `${settings.connections} on PostgreSQL), ${settings.durationSeconds} s per case after a ` +
      `${settings.warmupSeconds} s warm-up; one tenant of ${settings.styles.toLocaleString('en')} ` +
      `styles; pages of ${settings.pageSize}`,
    'HTTP latencies are whole milliseconds (autocannon); in-process ones are not.',
  ];
  return [
    ...header,
    '',
    'Load (set-based SQL in the tenant transaction)',
    formatLoad(report.databases),
    '',
    'Stack (GET /api/styleGrid) against bare (the page as one SELECT on the same pool)',
    formatStack(report.databases),
    '',
    'In process on the same pool: findGrid (page + total, tenant transaction), count(*) and plans',
    formatInProcess(report.databases),
  ].join('\n');
}

function formatLoad(databases: readonly DatabaseRun[]): string {
  const rows = databases.flatMap(({ database, load }) => [
    ...load.steps.map((step) => [
      database,
      step.step,
      step.rows.toLocaleString('en'),
      (step.ms / 1000).toFixed(1),
    ]),
    [database, 'total', '', (load.totalMs / 1000).toFixed(1)],
  ]);
  return formatTable(['Database', 'Step', 'Rows', 'Seconds'], rows);
}

function formatStack(databases: readonly DatabaseRun[]): string {
  const columns = [
    'Database',
    'Indexes',
    'Case',
    'HTTP req/s',
    'HTTP p50',
    'HTTP p99',
    'Non-2xx',
    'Floor req/s',
    'Floor p99',
    'Bare req/s',
    'Bare p50',
    'Bare p99',
    'p50 stack/bare',
    'p99 stack/bare',
    'req/s bare/stack',
  ];
  const rows = databases.flatMap(({ database, variants }) =>
    variants.flatMap(({ variant, cases }) =>
      cases.map(({ case: gridCase, http, floor, bare }) => [
        database,
        variant,
        gridCase.label,
        perSecond(http.requestsPerSecond),
        String(http.latencyP50Ms),
        String(http.latencyP99Ms),
        String(http.non2xx + http.errors),
        floor ? perSecond(floor.requestsPerSecond) : '',
        floor ? String(floor.latencyP99Ms) : '',
        perSecond(bare.requestsPerSecond),
        ms(bare.latencyP50Ms),
        ms(bare.latencyP99Ms),
        ratio(http.latencyP50Ms, bare.latencyP50Ms),
        ratio(http.latencyP99Ms, bare.latencyP99Ms),
        ratio(bare.requestsPerSecond, http.requestsPerSecond),
      ]),
    ),
  );
  return formatTable(columns, rows, 3);
}

function formatInProcess(databases: readonly DatabaseRun[]): string {
  const columns = [
    'Database',
    'Indexes',
    'Case',
    'findGrid req/s',
    'findGrid p50',
    'findGrid p99',
    'Plan of the page (EXPLAIN ANALYZE)',
    'Deferred joins (EXPLAIN ANALYZE)',
  ];
  const rows = databases.flatMap(({ database, variants }) =>
    variants.flatMap(({ variant, cases, count }) => [
      ...cases.map(({ case: gridCase, repository, itemsPlanSummary, deferredPlanSummary }) => [
        database,
        variant,
        gridCase.label,
        perSecond(repository.requestsPerSecond),
        ms(repository.latencyP50Ms),
        ms(repository.latencyP99Ms),
        itemsPlanSummary,
        deferredPlanSummary,
      ]),
      [
        database,
        variant,
        `count(*) of ${count.total.toLocaleString('en')}, bare`,
        perSecond(count.bare.requestsPerSecond),
        ms(count.bare.latencyP50Ms),
        ms(count.bare.latencyP99Ms),
        count.planSummary,
        '',
      ],
    ]),
  );
  return formatTable(columns, rows, 3);
}

/** Writes `results/style-grid-<timestamp>.json` and returns its path. */
export function writeStyleGridReport(report: StyleGridReport): Promise<string> {
  return writeJsonResult('style-grid', report.startedAt, report);
}
