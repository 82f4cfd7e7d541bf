import type { describeMachine } from './report.js';
import type { SamplingSettings, TimingFigures } from './sampling.js';
import { formatTable as formatTextTable, writeJsonResult } from './text-table.js';

/** Git-ignored; one file per run, so runs on different days can be compared. */

export type EngineFunction = 'estimateOperation' | 'estimateStyle' | 'planThreadUsage';

/** The performance goal for `estimateOperation`, in one thread: estimates per second. */
export const estimateOperationGoalPerSecond = 1_000_000;

/** One measured case: a function on an input of a given size. */
export type EngineCase = {
  engineFunction: EngineFunction;
  label: string;
  /** Operations handled by one run (one call, or one pass over the mixed list). */
  operationsPerRun: number;
  componentLinesPerRun: number;
  /** Distinct threads (brand, ticket/tex, shade, package size) of the style; null for single operations. */
  threads: number | null;
  figures: TimingFigures;
  /** Operations per second at the median run. */
  operationsPerSecondMedian: number;
  /** Operations per second at the p95 run (the slow end). */
  operationsPerSecondP95: number;
};

/** What one generated style holds and what the engine made of it: the same on every run. */
export type StyleInputs = {
  operations: number;
  componentLines: number;
  stitchTypes: number;
  cycleOperations: number;
  threads: number;
  /** Single garment consumption, m. */
  totalConsumptionM: number;
  packagesToBuy: number;
  /** Null when a price is missing. */
  totalCost: number | null;
  pricedCost: number;
  hasMissingPrices: boolean;
};

export type EngineReport = {
  benchmark: 'engine';
  startedAt: string;
  machine: ReturnType<typeof describeMachine>;
  /** Where `@spool/domain` was loaded from: the TypeScript sources or the built dist. */
  domain: { build: 'source' | 'dist'; module: string };
  settings: SamplingSettings & { seed: number };
  inputs: {
    catalogue: { brands: number; ticketTexes: number; packageSizes: number; shades: number };
    costFileRows: number;
    currencyUnit: string;
    order: { garments: number; productionLines: number; allowancePercent: number };
    styles: StyleInputs[];
  };
  cases: EngineCase[];
};

export function formatEngineReport(report: EngineReport): string {
  const { machine, settings, inputs } = report;
  const { catalogue } = inputs;
  const header = [
    `Spool engine benchmark, ${report.startedAt}`,
    `Node ${machine.node}, ${machine.cpuCount} CPUs (${machine.cpuModel}), ${machine.platform}`,
    `@spool/domain from ${report.domain.build} (${report.domain.module})`,
    `Each case: warm-up >= ${settings.warmupMs} ms and ${settings.warmupRuns} runs, then ` +
      `>= ${settings.minMs} ms and ${settings.minRuns} runs (at most ${settings.maxRuns}); ` +
      `seed ${settings.seed}`,
    `Catalogue: ${catalogue.brands} brands, ${catalogue.ticketTexes} ticket/tex, ` +
      `${catalogue.packageSizes} package sizes, ${catalogue.shades} shades; ` +
      `cost file ${inputs.costFileRows} rows; order ${inputs.order.garments} garments, ` +
      `${inputs.order.productionLines} lines, allowance ${inputs.order.allowancePercent} %`,
  ];
  return [
    ...header,
    '',
    formatTable(report.cases),
    'Ops/s = operations per run / run time; "(p95)" uses the p95 run time, the slow end.',
    ...formatGoal(report.cases),
    '',
    formatStyles(inputs.styles, inputs.currencyUnit),
  ].join('\n');
}

const columns = [
  'Function',
  'Input',
  'Ops/run',
  'Lines',
  'Threads',
  'Runs',
  'Median ms',
  'p95 ms',
  'Ops/s (median)',
  'Ops/s (p95)',
];

const wholeNumber = (value: number): string =>
  value.toLocaleString('en', { maximumFractionDigits: 0 });

function formatTable(cases: readonly EngineCase[]): string {
  const rows = cases.map((run) => [
    run.engineFunction,
    run.label,
    String(run.operationsPerRun),
    String(run.componentLinesPerRun),
    run.threads === null ? '-' : String(run.threads),
    String(run.figures.runs),
    run.figures.medianMs.toFixed(3),
    run.figures.p95Ms.toFixed(3),
    wholeNumber(run.operationsPerSecondMedian),
    wholeNumber(run.operationsPerSecondP95),
  ]);
  return formatTextTable(columns, rows);
}

/** The estimateOperation figures beside their goal, and whether the median meets it. */
function formatGoal(cases: readonly EngineCase[]): string[] {
  return cases
    .filter((run) => run.engineFunction === 'estimateOperation')
    .map(
      (run) =>
        `estimateOperation (${run.label}): ${wholeNumber(run.operationsPerSecondMedian)} ` +
        `estimates/s (median), ${wholeNumber(run.operationsPerSecondP95)} (p95); goal ` +
        `${wholeNumber(estimateOperationGoalPerSecond)} estimates/s in one thread: ` +
        (run.operationsPerSecondMedian >= estimateOperationGoalPerSecond ? 'met' : 'NOT met'),
    );
}

/** Writes `results/engine-<timestamp>.json` and returns its path. */
export function writeEngineReport(report: EngineReport): Promise<string> {
  return writeJsonResult('engine', report.startedAt, report);
}

function formatStyles(styles: readonly StyleInputs[], currency: string): string {
  const described = styles.map(
    (style) =>
      `  ${style.operations} operations: ${style.componentLines} component lines, ` +
      `${style.stitchTypes} stitch types (${style.cycleOperations} cycle operations), ` +
      `${style.threads} threads, SGC ${style.totalConsumptionM.toFixed(2)} m, ` +
      `${style.packagesToBuy} packages, cost ` +
      (style.totalCost === null
        ? `missing prices (priced part ${style.pricedCost.toFixed(2)} ${currency})`
        : `${style.totalCost.toFixed(2)} ${currency}`),
  );
  return ['Styles (the same on every run):', ...described].join('\n');
}
