/**
 * Engine benchmark: times the pure consumption engine of `@spool/domain`, in process, on
 * deterministic realistic inputs (engine-inputs.ts):
 * - `estimateOperation` throughput, one run being a pass over a mixed list of operations
 *   (every stitch type of the catalogue, 1 to 4 component lines, each with its stitch setting);
 * - `estimateStyle` (the Single Garment Consumption data) for styles of 10, 100, 500 operations;
 * - `planThreadUsage` (the Thread Usage data) on each of those estimates.
 * Prints a table to stdout and writes the figures to results/engine-<timestamp>.json.
 * It reports figures only: no threshold on time is ever asserted; the performance goal for
 * `estimateOperation` (1,000,000 estimates per second in one thread) is printed beside its
 * figure, and the exit code does not depend on it.
 *
 * `npm run bench:engine` runs it with `tsx --conditions=source`, so `@spool/domain` is read
 * from its TypeScript sources (the code in the tree, no build needed); without that flag it
 * would load packages/domain/dist. The report says which one was measured.
 */
import {
  customSettingSchema,
  estimateOperation,
  estimateStyle,
  planThreadUsage,
  stitchSettingFor,
  threadCatalogueSchema,
  type CustomSettingInput,
  type OperationInput,
  type StitchSetting,
  type StyleEstimate,
  type ThreadCatalogueInput,
} from '@spool/domain';
import { describeError } from './cleanup.js';
import {
  costFile,
  customSetting,
  generateOperations,
  orderFor,
  styleDetails,
  threadCatalogue,
} from './engine-inputs.js';
import {
  formatEngineReport,
  writeEngineReport,
  type EngineCase,
  type EngineFunction,
  type EngineReport,
  type StyleInputs,
} from './engine-report.js';
import { describeMachine } from './report.js';
import { measure, type SamplingSettings, type TimingFigures } from './sampling.js';

const seed = 20_411;
const styleSizes = [10, 100, 500] as const;
/** The mixed list `estimateOperation` is timed on: the operations of the largest style. */
const mixedListSize = 500;
const sampling: SamplingSettings = {
  warmupMs: 300,
  warmupRuns: 10,
  minMs: 1000,
  minRuns: 30,
  maxRuns: 200_000,
};

type GeneratedStyle = {
  operations: OperationInput[];
  estimate: StyleEstimate;
  inputs: StyleInputs;
};

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const catalogue = threadCatalogue();
  const prices = costFile();
  const setting = customSetting(seed);
  const order = orderFor(setting);

  const styles = new Map<number, GeneratedStyle>();
  for (const size of new Set<number>([...styleSizes, mixedListSize])) {
    styles.set(size, generateStyle(size, setting, catalogue, prices));
  }
  const styleOf = (size: number): GeneratedStyle => {
    const style = styles.get(size);
    if (!style) throw new Error(`no generated style of ${size} operations`);
    return style;
  };

  const cases: EngineCase[] = [];
  let sink = 0;
  const record = (
    engineFunction: EngineFunction,
    label: string,
    style: GeneratedStyle,
    run: () => number,
  ): void => {
    progress(`${engineFunction}, ${label}`);
    const measured = measure(run, sampling);
    sink += measured.sink;
    cases.push(figuresOf(engineFunction, label, style, measured.figures));
  };

  // (a) estimateOperation over a mixed list; each operation's stitch setting is looked up
  // beforehand, so the figure is the engine alone.
  const mixed = styleOf(mixedListSize);
  const parsedSetting = customSettingSchema.parse(setting);
  const pairs = mixed.operations.map((operation): [OperationInput, StitchSetting] => [
    operation,
    stitchSettingFor(parsedSetting, operation.stitchTypeCode),
  ]);
  record('estimateOperation', `mixed list of ${pairs.length}`, mixed, () => {
    let total = 0;
    for (const [operation, stitchSetting] of pairs) {
      total += estimateOperation(operation, stitchSetting).threadPerGarmentM;
    }
    return total;
  });

  // (b) Single Garment Consumption data.
  for (const size of styleSizes) {
    const style = styleOf(size);
    const details = styleDetails(size);
    record(
      'estimateStyle',
      `style of ${size}`,
      style,
      () => estimateStyle(details, style.operations, setting, catalogue).totalConsumption,
    );
  }

  // (c) Thread Usage data, on the estimate made once beforehand.
  for (const size of styleSizes) {
    const style = styleOf(size);
    record(
      'planThreadUsage',
      `style of ${size}`,
      style,
      () => planThreadUsage(style.estimate, order, prices).pricedCost,
    );
  }

  const report: EngineReport = {
    benchmark: 'engine',
    startedAt,
    machine: describeMachine(),
    domain: domainModule(),
    settings: { ...sampling, seed },
    inputs: {
      catalogue: catalogueSizes(catalogue),
      costFileRows: prices.rows.length,
      currencyUnit: prices.currencyUnit,
      order,
      styles: styleSizes.map((size) => styleOf(size).inputs),
    },
    cases,
  };
  console.log(formatEngineReport(report));
  progress(`figures written to ${await writeEngineReport(report)}`);
  // The sink keeps every result alive; printing it costs nothing and proves the work was done.
  progress(`checksum ${sink.toExponential(6)}`);
}

/** A style, its estimate and plan made once, and what they hold (outside any timing). */
function generateStyle(
  size: number,
  setting: CustomSettingInput,
  catalogue: ThreadCatalogueInput,
  prices: ReturnType<typeof costFile>,
): GeneratedStyle {
  const operations = generateOperations(size, setting, catalogue, seed + size);
  const estimate = estimateStyle(styleDetails(size), operations, setting, catalogue);
  const plan = planThreadUsage(estimate, orderFor(setting), prices);
  const rows = plan.threadRequirementDetails;
  return {
    operations,
    estimate,
    inputs: {
      operations: size,
      componentLines: operations.reduce((sum, operation) => sum + operation.lines.length, 0),
      stitchTypes: new Set(operations.map((operation) => operation.stitchTypeCode)).size,
      cycleOperations: estimate.operationSummary.filter((operation) => operation.isCycle).length,
      threads: rows.length,
      totalConsumptionM: estimate.totalConsumption,
      packagesToBuy: rows.reduce((sum, row) => sum + row.quantity, 0),
      totalCost: plan.totalCost,
      pricedCost: plan.pricedCost,
      hasMissingPrices: plan.hasMissingPrices,
    },
  };
}

function figuresOf(
  engineFunction: EngineFunction,
  label: string,
  style: GeneratedStyle,
  figures: TimingFigures,
): EngineCase {
  const operations = style.inputs.operations;
  return {
    engineFunction,
    label,
    operationsPerRun: operations,
    componentLinesPerRun: style.inputs.componentLines,
    threads: engineFunction === 'estimateOperation' ? null : style.inputs.threads,
    figures,
    operationsPerSecondMedian: (operations * 1000) / figures.medianMs,
    operationsPerSecondP95: (operations * 1000) / figures.p95Ms,
  };
}

function catalogueSizes(catalogue: ThreadCatalogueInput) {
  const parsed = threadCatalogueSchema.parse(catalogue);
  return {
    brands: parsed.brands.length,
    ticketTexes: parsed.ticketTexes.length,
    packageSizes: parsed.packageSizes.length,
    shades: parsed.shades.length,
  };
}

function domainModule(): EngineReport['domain'] {
  const module = import.meta.resolve('@spool/domain');
  return { build: module.endsWith('/src/index.ts') ? 'source' : 'dist', module };
}

/** Progress goes to stderr, so that stdout carries the table alone. */
function progress(message: string): void {
  console.error(message);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Engine benchmark failed: ${describeError(error)}`);
    process.exit(1);
  },
);
