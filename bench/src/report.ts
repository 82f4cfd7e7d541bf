import os from 'node:os';
import type { LoadFigures, LoadSettings } from './load.js';
import { formatTable as formatTextTable, writeJsonResult } from './text-table.js';

/** Git-ignored; one file per run, so runs on different days can be compared. */

export type EndpointRun = { endpoint: string; figures: LoadFigures };

export type DatabaseRun = {
  database: string;
  /** Seeding time is reported, never judged: it only says the setup was sane. */
  seedMs: number;
  endpoints: EndpointRun[];
};

export type BenchReport = {
  benchmark: 'http';
  startedAt: string;
  machine: ReturnType<typeof describeMachine>;
  settings: LoadSettings & { tenants: number; customersPerTenant: number };
  databases: DatabaseRun[];
};

/** The figures mean little without the machine they were taken on. */
export function describeMachine() {
  const cpus = os.cpus();
  return {
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    totalMemoryMb: Math.round(os.totalmem() / 1024 / 1024),
  };
}

export function formatReport(report: BenchReport): string {
  const { machine, settings } = report;
  const header = [
    `Spool HTTP benchmark, ${report.startedAt}`,
    `Node ${machine.node}, ${machine.cpuCount} CPUs (${machine.cpuModel}), ${machine.platform}`,
    `${settings.connections} connections, ${settings.durationSeconds} s per endpoint after a ` +
      `${settings.warmupSeconds} s warm-up; ${settings.tenants} tenants x ` +
      `${settings.customersPerTenant.toLocaleString('en')} customers; server in a child process`,
  ];
  return [...header, '', formatTable(report.databases)].join('\n');
}

const columns = [
  'Database',
  'Endpoint',
  'Req/s (mean)',
  'p50 ms',
  'p99 ms',
  'Requests',
  'Non-2xx',
  'Errors',
];

function formatTable(databases: readonly DatabaseRun[]): string {
  const rows = databases.flatMap(({ database, endpoints }) =>
    endpoints.map(({ endpoint, figures }) => [
      database,
      endpoint,
      figures.requestsPerSecond.toFixed(0),
      // autocannon's histogram holds whole milliseconds; decimals would be false precision.
      String(figures.latencyP50Ms),
      String(figures.latencyP99Ms),
      String(figures.requests),
      String(figures.non2xx),
      String(figures.errors),
    ]),
  );
  return formatTextTable(columns, rows);
}

/** Writes `results/http-<timestamp>.json` and returns its path. */
export function writeReport(report: BenchReport): Promise<string> {
  return writeJsonResult('http', report.startedAt, report);
}

/** Requests that did not answer 2xx, or never answered: a run with any is not a valid run. */
export function countFailedRequests(report: BenchReport): number {
  return report.databases
    .flatMap((run) => run.endpoints)
    .reduce((sum, { figures }) => sum + figures.non2xx + figures.errors, 0);
}
