/**
 * `npm run bench`: the project's benchmarks in one run, one after another (each prints its own
 * tables and writes its JSON figures to results/), then one summary of every figure beside its
 * performance goal, on PGlite and PostgreSQL where the figure has a database, which is also added
 * to bench/RESULTS.md as a dated section (results-file.ts). It reports figures only: no threshold
 * on time is ever asserted, and the exit code says only whether each bench ran.
 *
 * Settings (environment): BENCH_ONLY=engine,reports,... runs a subset (names below);
 * BENCH_LABEL names the run in RESULTS.md ("before", "after"); BENCH_RECORD=false prints the
 * summary without adding it to RESULTS.md. Each bench reads its own settings too.
 */
import { spawnSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { cpuCeilingShare, cpuPerAnswer, type CpuSeconds } from './cpu-meter.js';
import { describeMachine } from './report.js';
import { recordRun, type RecordedRow } from './results-file.js';
import { formatTable } from './text-table.js';

const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

type Json = Record<string, unknown>;
/** One line of the summary: a figure per database (or one for both) beside its goal. */
export type SummaryRow = {
  figure: string;
  pglite?: string;
  postgresql?: string;
  /** For a figure that has no database (a PDF, the web page, the engine). */
  value?: string;
  goal: string;
  met: boolean | undefined;
};

type Bench = {
  name: string;
  script: string;
  result: string;
  summarise: (json: Json) => SummaryRow[];
};

const benches: Bench[] = [
  { name: 'engine', script: 'bench:engine', result: 'engine', summarise: summariseEngine },
  { name: 'reports', script: 'bench:reports', result: 'reports', summarise: summariseReports },
  { name: 'load', script: 'bench:load', result: 'load', summarise: summariseLoad },
  {
    name: 'style-grid',
    script: 'bench:style-grid',
    result: 'style-grid',
    summarise: summariseStyleGrid,
  },
  { name: 'import', script: 'bench:import', result: 'import', summarise: summariseImport },
  { name: 'orders', script: 'bench:orders', result: 'orders', summarise: summariseOrders },
  { name: 'web', script: 'bench:web-size', result: 'web-size', summarise: summariseWeb },
  {
    name: 'lighthouse',
    script: 'bench:lighthouse',
    result: 'lighthouse',
    summarise: summariseLighthouse,
  },
];

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const only = process.env['BENCH_ONLY']?.split(',').filter(Boolean);
  const chosen = only ? benches.filter((bench) => only.includes(bench.name)) : benches;
  if (only && chosen.length === 0) {
    throw new Error(
      `BENCH_ONLY names no bench; the benches: ${benches.map((b) => b.name).join(', ')}`,
    );
  }
  const rows: SummaryRow[] = [];
  const failed: string[] = [];
  for (const bench of chosen) {
    const startedAt = Date.now();
    console.log(`\n=== ${bench.name} (npm run ${bench.script}) ===\n`);
    const run = spawnSync('npm', ['run', '--silent', bench.script], { stdio: 'inherit' });
    const json = await newestResult(bench.result, startedAt);
    if (run.status !== 0 || !json) {
      failed.push(bench.name);
      rows.push({ figure: `${bench.name}: did not finish`, goal: '', met: false });
      continue;
    }
    rows.push(...bench.summarise(json));
  }
  console.log(`\n=== Summary: every figure beside its goal ===\n`);
  console.log(formatSummary(rows));
  if (failed.length > 0) {
    console.error(`\nbenches that did not finish: ${failed.join(', ')}`);
    process.exitCode = 1;
  }
  if (process.env['BENCH_RECORD']?.trim().toLowerCase() === 'false') return;
  const label = process.env['BENCH_LABEL']?.trim();
  const file = await recordRun({
    startedAt,
    label: label || undefined,
    machine: describeMachine(),
    ran: chosen.map((bench) => bench.name),
    failed,
    subset: only !== undefined,
    rows: rows.map(recordedRow),
  });
  console.log(`\nthe summary was added to ${file}`);
}

const verdict = (met: boolean | undefined) => (met === undefined ? '' : met ? 'met' : 'NOT met');

/** A summary row's cells as they are printed and recorded. */
function recordedRow(row: SummaryRow): RecordedRow {
  return {
    figure: row.figure,
    pglite: row.pglite ?? '',
    postgresql: row.postgresql ?? '',
    value: row.value ?? '',
    goal: row.goal,
    verdict: verdict(row.met),
  };
}

export function formatSummary(rows: readonly SummaryRow[]): string {
  return formatTable(
    ['figure', 'PGlite', 'PostgreSQL', 'value', 'goal', ''],
    rows
      .map(recordedRow)
      .map((row) => [row.figure, row.pglite, row.postgresql, row.value, row.goal, row.verdict]),
    1,
  );
}

/** The newest results/<name>-*.json written since `since`. */
async function newestResult(name: string, since: number): Promise<Json | undefined> {
  const files = (await readdir(resultsDir).catch(() => [] as string[]))
    .filter((file) => file.startsWith(`${name}-20`) && file.endsWith('.json'))
    .sort();
  const newest = files.at(-1);
  if (!newest) return undefined;
  const json = JSON.parse(await readFile(`${resultsDir}${newest}`, 'utf8')) as Json;
  const startedAt = json['startedAt'];
  const stamp = typeof startedAt === 'string' ? Date.parse(startedAt) : Number.NaN;
  return Number.isNaN(stamp) || stamp >= since - 1000 ? json : undefined;
}

const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number.NaN);
const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** A count as people read it: 100,000. */
const count = (value: number) => (Number.isFinite(value) ? value.toLocaleString('en') : '-');

function summariseEngine(json: Json): SummaryRow[] {
  const single = list(json['cases']).find(
    (entry) => entry['engineFunction'] === 'estimateOperation' && entry['threads'] === null,
  );
  const perSecond = num(single?.['operationsPerSecondMedian']);
  return [
    {
      figure: 'estimateOperation, one thread (estimates/s, median)',
      value: fixed(perSecond),
      goal: '>= 1,000,000',
      met: perSecond >= 1_000_000,
    },
  ];
}

function summariseReports(json: Json): SummaryRow[] {
  const goals: Record<number, number> = { 50: 150, 500: 1000 };
  return list(json['cases'])
    .filter(
      (entry) =>
        entry['function'] === 'renderSingleGarmentPdf' && num(entry['operations']) in goals,
    )
    .map((entry) => {
      const operations = num(entry['operations']);
      const median = num((entry['figures'] as Json | undefined)?.['medianMs']);
      const goal = goals[operations] ?? Number.NaN;
      return {
        figure: `Single Garment Consumption PDF, ${operations} operations (ms, median)`,
        value: fixed(median, 1),
        goal: `<= ${goal} ms`,
        met: median <= goal,
      };
    });
}

function summariseLoad(json: Json): SummaryRow[] {
  const runs = list(json['runs']);
  const cellsByDatabase = (cell: (run: Json) => string) =>
    Object.fromEntries(
      runs.map((run) => [run['database'] === 'PGlite' ? 'pglite' : 'postgresql', cell(run)]),
    );
  const byDatabase = (pick: (run: Json) => number, digits = 0) =>
    cellsByDatabase((run) => fixed(pick(run), digits));
  const grid = (run: Json) => (run['grid'] ?? {}) as Json;
  /** Answers a second of one of the run's measurements (`bare`, `designed`, `floor`, `grid`). */
  const perSecond = (run: Json, what: string) =>
    num(((run[what] ?? {}) as Json)['requestsPerSecond']);
  const share = (run: Json) => (100 * perSecond(run, 'grid')) / perSecond(run, 'bare');
  /** `part`'s answers a second as a percentage of `whole`'s, where both were measured. */
  const percentCells = (part: string, whole: string) =>
    cellsByDatabase((run) =>
      perSecond(run, part) > 0 && perSecond(run, whole) > 0
        ? fixed((100 * perSecond(run, part)) / perSecond(run, whole))
        : '',
    );
  const failures = (run: Json) =>
    num(grid(run)['errors']) + num(grid(run)['timeouts']) + num(grid(run)['non2xx']);
  const failureCell = (run: Json) =>
    ['errors', 'timeouts', 'non2xx'].map((what) => fixed(num(grid(run)[what]))).join(' / ');
  const health = (run: Json) => (run['health'] ?? {}) as Json;
  const healthP99 = (run: Json) => num(health(run)['p99Ms']);
  const splitP99 = (run: Json, part: 'onKeptConnections' | 'onNewConnections') =>
    fixed(num(((health(run)[part] ?? {}) as Json)['p99Ms']), 1);
  const postgres = runs.find((run) => run['database'] === 'PostgreSQL');
  const cpuOf = (figures: Json) =>
    cpuPerAnswer(figures['cpu'] as CpuSeconds | undefined, num(figures['requests']));
  /** What one grid answer cost Spool's server and PostgreSQL; on PGlite the server holds both. */
  const splitCpuCell = (run: Json) => {
    const onGrid = cpuOf(grid(run));
    if (!onGrid || onGrid.server === undefined) return '';
    if (run['database'] === 'PGlite') return `${fixed(onGrid.server, 2)} (database inside)`;
    return `${fixed(onGrid.server, 2)} + ${onGrid.postgres === undefined ? '-' : fixed(onGrid.postgres, 2)}`;
  };
  const connections = fixed(num(((json['settings'] ?? {}) as Json)['connections']));
  const underLoad = `styles grid under ${connections} connections`;
  const cpuCell = (run: Json) => {
    const bare = cpuOf((run['bare'] ?? {}) as Json);
    const onGrid = cpuOf(grid(run));
    if (!bare || !onGrid) return '';
    return `${fixed(onGrid.total, 2)} / ${fixed(bare.total, 2)} (at most ${fixed(cpuCeilingShare(bare, onGrid), 0)} %)`;
  };
  return [
    {
      figure: `${underLoad}: answers/s`,
      ...byDatabase((run) => perSecond(run, 'grid')),
      goal: 'reported',
      met: undefined,
    },
    {
      figure: `${underLoad}: CPU per answer, Spool's server + PostgreSQL (ms)`,
      ...cellsByDatabase(splitCpuCell),
      goal: 'reported',
      met: undefined,
    },
    {
      figure: `${underLoad}: % of the bare page query`,
      ...byDatabase(share),
      goal: '>= 50 % (PostgreSQL)',
      met: postgres ? share(postgres) >= 50 : undefined,
    },
    {
      figure: `${underLoad}: % of the page as the database design runs it`,
      ...percentCells('grid', 'designed'),
      goal: 'reported',
      met: undefined,
    },
    {
      figure: 'the same page behind bare node:http (the HTTP floor): % of the bare page query',
      ...percentCells('floor', 'bare'),
      goal: 'reported',
      met: undefined,
    },
    {
      figure: `${underLoad}: the machine's CPU per answer, grid / bare (ms)`,
      ...cellsByDatabase(cpuCell),
      goal: 'reported',
      met: undefined,
    },
    {
      figure: `${underLoad}: errors / timeouts / non-2xx answers`,
      ...cellsByDatabase(failureCell),
      goal: '0 on both',
      met: runs.length > 0 && runs.every((run) => failures(run) === 0),
    },
    {
      figure: 'GET /readyz on the management port meanwhile: p99 (ms)',
      ...byDatabase(healthP99, 1),
      goal: '< 100 ms',
      met: runs.length > 0 && runs.every((run) => healthP99(run) < 100),
    },
    {
      figure: 'GET /readyz meanwhile: p99 on kept connections / opening one (ms)',
      ...cellsByDatabase(
        (run) => `${splitP99(run, 'onKeptConnections')} / ${splitP99(run, 'onNewConnections')}`,
      ),
      goal: 'reported',
      met: undefined,
    },
  ];
}

function summariseStyleGrid(json: Json): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const cases = new Map<string, Partial<SummaryRow>>();
  const floors = new Map<string, Partial<SummaryRow>>();
  const p99Of = (figures: unknown) => fixed(num(((figures ?? {}) as Json)['latencyP99Ms']), 1);
  for (const database of list(json['databases'])) {
    const key = database['database'] === 'PGlite' ? 'pglite' : 'postgresql';
    const variant = list(database['variants'])[0];
    for (const run of list(variant?.['cases'])) {
      const label = String(((run['case'] ?? {}) as Json)['label']);
      cases.set(label, { ...cases.get(label), [key]: p99Of(run['http']) });
      if (run['floor']) floors.set(label, { ...floors.get(label), [key]: p99Of(run['floor']) });
    }
  }
  const settings = (json['settings'] ?? {}) as Json;
  const styles = num(settings['styles']);
  const callers = fixed(num(settings['connections']));
  for (const [label, figures] of cases) {
    const first = label === 'creationTime desc, page 1';
    const postgres = Number(figures.postgresql);
    rows.push({
      figure: `GET /api/styleGrid at ${count(styles)} styles, ${callers} callers, ${label}: p99 (ms)`,
      ...figures,
      goal: first ? '<= 15 ms (PostgreSQL)' : 'reported',
      met: first && Number.isFinite(postgres) ? postgres <= 15 : undefined,
    });
    const floor = floors.get(label);
    if (first && floor) {
      rows.push({
        figure: `the HTTP floor (bare node:http, the same transaction), ${label}: p99 (ms)`,
        ...floor,
        goal: 'reported',
        met: undefined,
      });
    }
  }
  return rows;
}

/** The import bench's cases: one per database (`target`: pglite or postgresql). */
function summariseImport(json: Json): SummaryRow[] {
  const cases = list(json['cases']);
  const key = (entry: Json) => (entry['target'] === 'pglite' ? 'pglite' : 'postgresql');
  const byDatabase = (pick: (entry: Json) => number, digits = 0) =>
    Object.fromEntries(cases.map((entry) => [key(entry), fixed(pick(entry), digits)]));
  const rows = count(num(json['rows']));
  const parseMs = num(json['bareParseMs']);
  const importMs = (entry: Json) => num(entry['importMs']);
  const goalMs = 5000;
  return [
    {
      figure: `import of ${rows} rows (POST /api/import: check and save) (ms)`,
      ...byDatabase(importMs),
      goal: `<= ${goalMs.toLocaleString('en')} ms`,
      met: cases.length > 0 && cases.every((entry) => importMs(entry) <= goalMs),
    },
    {
      figure: `import of ${rows} rows: import / exceljs's bare parse of the file (${fixed(parseMs)} ms)`,
      ...byDatabase((entry) => importMs(entry) / parseMs, 2),
      goal: '<= 3',
      met: cases.length > 0 && cases.every((entry) => importMs(entry) <= 3 * parseMs),
    },
    {
      figure: `reading the ${rows}-row workbook (POST /api/import/read) (ms)`,
      ...byDatabase((entry) => num(entry['readMs'])),
      goal: 'reported',
      met: undefined,
    },
    {
      figure: 'GET /api/health during the import: p99 (ms)',
      ...byDatabase((entry) => num(entry['healthP99Ms']), 1),
      goal: 'reported',
      met: undefined,
    },
  ];
}

/** The order bench: a style of 100 operations in 10 colourways of 8 sizes, in the domain and by HTTP. */
function summariseOrders(json: Json): SummaryRow[] {
  const cases = list(json['cases']);
  const median = (target: string) =>
    num(
      (cases.find((entry) => entry['target'] === target)?.['figures'] as Json | undefined)?.[
        'medianMs'
      ],
    );
  const shape = 'a style of 100 operations x 10 colourways x 8 sizes';
  return [
    {
      figure: `estimateOrder, ${shape} (median ms)`,
      value: fixed(median('domain'), 1),
      goal: 'reported (under 20 ms stays off the worker pool)',
      met: undefined,
    },
    {
      figure: `GET /api/style/:id/order/figures, ${shape} (median ms)`,
      pglite: fixed(median('PGlite'), 1),
      postgresql: fixed(median('PostgreSQL'), 1),
      goal: 'reported',
      met: undefined,
    },
  ];
}

/** web-size's rows: page, chunks, gzip kB, goal kB, met, Brotli kB. */
function summariseWeb(json: Json): SummaryRow[] {
  const rows = Array.isArray(json['pages']) ? (json['pages'] as string[][]) : [];
  return rows
    .filter((row) => row[3])
    .map((row) => {
      const kb = Number(row[2]);
      const goal = Number(row[3]);
      return {
        figure: `${row[0] ?? ''}: gzip JavaScript before it shows (kB)`,
        value: fixed(kb, 1),
        goal: `<= ${goal} kB`,
        met: kb <= goal,
      };
    });
}

function summariseLighthouse(json: Json): SummaryRow[] {
  return list(json['results']).flatMap((result) => {
    const median = (result['median'] ?? {}) as Json;
    const page = `${String(result['page'])}, ${String(result['formFactor'])}`;
    const performance = num(median['performance']);
    const accessibility = num(median['accessibility']);
    return [
      {
        figure: `Lighthouse performance: ${page}`,
        value: fixed(performance),
        goal: '>= 95',
        met: performance >= 95,
      },
      {
        figure: `Lighthouse accessibility: ${page}`,
        value: fixed(accessibility),
        goal: '100',
        met: accessibility === 100,
      },
    ];
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
