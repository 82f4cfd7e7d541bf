/**
 * Purchase plan benchmark: times the figures of a plan of 200 styles of 50
 * operations each, on the engine benchmark's deterministic inputs (engine-inputs.ts):
 * - in the domain alone: every style estimated (`planStyleOf`, i.e. `estimateStyle`) then the
 *   plan (`planPurchase`: the thread list, each style alone, the saving), and `planPurchase`
 *   alone on the estimates made beforehand, in both run modes;
 * - the brand comparison (`mapBrand` + `compareBrands`) on the same plan;
 * - on the server (purchase-plan-server.ts), on PGlite and PostgreSQL: the figures endpoint
 *   through the whole app, the reading of its inputs, and the domain on the job it read.
 * Prints tables and writes the figures to results/purchase-plans-<timestamp>.json. It reports
 * figures only: no threshold on time is ever asserted.
 *
 * `npm run bench:purchase-plans` runs it with `tsx --conditions=source` (the workspaces'
 * sources). `BENCH_TARGETS` picks the databases (default `pglite,postgresql`, none: `-`),
 * `BENCH_DATABASE_URL` the PostgreSQL server.
 */
import {
  compareBrands,
  mapBrand,
  planPurchase,
  planStyleOf,
  type CustomSettingInput,
  type PlanRunMode,
  type PlanStyle,
  type ThreadCatalogueInput,
} from '@spool/domain';
import { describeError } from './cleanup.js';
import { assertServerReachable, serverUrlFromEnv } from './databases.js';
import {
  costFile,
  customSetting,
  generateOperations,
  styleDetails,
  threadCatalogue,
} from './engine-inputs.js';
import { describeMachine } from './report.js';
import { measure, type SamplingSettings, type TimingFigures } from './sampling.js';
import { formatTable, writeJsonResult } from './text-table.js';
import { benchServer, type ServerCase } from './purchase-plan-server.js';

const seed = 20_411;
export const planStyles = 200;
export const operationsPerStyle = 50;

/** A plan's figures take tens to hundreds of milliseconds: a few warm-up runs, then enough. */
const sampling: SamplingSettings = {
  warmupMs: 500,
  warmupRuns: 3,
  minMs: 3000,
  minRuns: 10,
  maxRuns: 500,
};

type PlanCase = { case: string; figures: TimingFigures };

const progress = (message: string) => process.stderr.write(`[purchase-plans] ${message}\n`);

/** The plan's styles as generated: each of 50 operations, its own seed, order and lines. */
export function generatePlanInputs(setting: CustomSettingInput, catalogue: ThreadCatalogueInput) {
  return Array.from({ length: planStyles }, (_, index) => ({
    order: {
      styleId: index + 1,
      name: `Bench style ${index + 1}`,
      garments: 500 + ((index * 137) % 4500),
      productionLines: 1 + (index % 3),
      allowancePercent: setting.allowancePercent,
    },
    operations: generateOperations(operationsPerStyle, setting, catalogue, seed + index),
  }));
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const catalogue = threadCatalogue();
  const prices = costFile();
  const setting = customSetting(seed);
  const inputs = generatePlanInputs(setting, catalogue);
  const estimateAll = (): PlanStyle[] =>
    inputs.map(({ order, operations }) =>
      planStyleOf(order, styleDetails(operationsPerStyle), operations, setting, catalogue),
    );
  const styles = estimateAll();
  const plan = (runMode: PlanRunMode, planned: readonly PlanStyle[] = styles) =>
    planPurchase({ styles: planned, runMode, lengthUnit: 'metric', costFile: prices });
  const shape = plan('sequential');

  const cases: PlanCase[] = [];
  let sink = 0;
  const time = (name: string, run: () => number) => {
    progress(name);
    const result = measure(run, sampling);
    sink += result.sink;
    cases.push({ case: name, figures: result.figures });
  };
  time(
    'estimate 200 styles + planPurchase (sequential)',
    () => plan('sequential', estimateAll()).totals.packages,
  );
  time('planPurchase alone (sequential)', () => plan('sequential').totals.packages);
  time('planPurchase alone (concurrent)', () => plan('concurrent').totals.packages);
  const [fromBrand] = shape.threads;
  const toBrandId = catalogue.brands.find((brand) => brand.id !== fromBrand?.brandId)?.id ?? 0;
  time('mapBrand + compareBrands (sequential)', () => {
    const mapping = mapBrand(catalogue, {
      fromBrandId: fromBrand?.brandId ?? 0,
      toBrandId,
      packageSizeIds: shape.threads.map((row) => row.packageSizeId),
    });
    return compareBrands(
      { styles, runMode: 'sequential', lengthUnit: 'metric', costFile: prices },
      mapping,
    ).difference.packages;
  });

  const targets = (process.env['BENCH_TARGETS'] ?? 'pglite,postgresql')
    .split(',')
    .filter((target): target is 'pglite' | 'postgresql' =>
      ['pglite', 'postgresql'].includes(target),
    );
  const serverUrl = serverUrlFromEnv();
  if (targets.includes('postgresql')) await assertServerReachable(serverUrl);
  const server: ServerCase[] = [];
  for (const target of targets) {
    server.push(
      ...(await benchServer(
        target,
        serverUrl,
        { styleCount: planStyles, operationsPerStyle, runs: 10 },
        progress,
      )),
    );
  }

  const report = {
    benchmark: 'purchase-plans',
    startedAt,
    machine: describeMachine(),
    settings: { sampling, seed, styles: planStyles, operationsPerStyle },
    plan: {
      styles: styles.length,
      operations: inputs.reduce((sum, style) => sum + style.operations.length, 0),
      componentLines: inputs.reduce(
        (sum, style) => sum + style.operations.reduce((lines, op) => lines + op.lines.length, 0),
        0,
      ),
      threads: shape.threads.length,
      packages: shape.totals.packages,
      packagesStyleByStyle: shape.styleByStyle.packages,
    },
    cases,
    server,
  };
  console.log(formatReport(report));
  progress(`figures written to ${await writeJsonResult('purchase-plans', startedAt, report)}`);
  progress(`checksum ${sink}`);
}

function formatReport(report: {
  machine: ReturnType<typeof describeMachine>;
  plan: Record<string, number>;
  cases: readonly PlanCase[];
  server: readonly ServerCase[];
}): string {
  const { machine, plan } = report;
  const table = formatTable(
    ['Case', 'Runs', 'Median ms', 'p95 ms', 'Min ms'],
    report.cases.map((run) => [
      run.case,
      String(run.figures.runs),
      run.figures.medianMs.toFixed(1),
      run.figures.p95Ms.toFixed(1),
      run.figures.minMs.toFixed(1),
    ]),
    1,
  );
  const serverTable = formatTable(
    ['Database', 'Case', 'Runs', 'Median ms', 'p95 ms', 'Min ms'],
    report.server.map((run) => [
      run.target,
      run.case,
      String(run.figures.runs),
      run.figures.medianMs.toFixed(1),
      run.figures.p95Ms.toFixed(1),
      run.figures.minMs.toFixed(1),
    ]),
  );
  return [
    `Purchase plan: ${plan['styles']} styles, ${plan['operations']} operations, ${plan['componentLines']} component lines, ${plan['threads']} threads`,
    `Packages: ${plan['packages']} in the plan (one after another), ${plan['packagesStyleByStyle']} style by style`,
    `Machine: ${machine.cpuCount} x ${machine.cpuModel}, Node ${machine.node}`,
    '',
    "In the domain alone (the engine benchmark's generated styles):",
    table,
    ...(report.server.length === 0
      ? []
      : [
          '',
          `On the server (${planStyles} styles x ${operationsPerStyle} operations of the seed's range):`,
          serverTable,
        ]),
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exitCode = 1;
});
