/**
 * Reports benchmark: times what a report download costs, in process, on the engine
 * benchmark's deterministic inputs (engine-inputs.ts), for styles of 10, 50, 100 and 500
 * operations:
 * - the data of the Single Garment Consumption report (`estimateStyle`) and of the Thread
 *   Usage report (`planThreadUsage`, on the estimate made once beforehand);
 * - rendering each PDF (`renderSingleGarmentPdf`, `renderThreadUsagePdf`, English, with the
 *   server's translator), with the size and page count of the PDF, beside its performance goal
 *   where there is one (Single Garment Consumption: 50 operations in 150 ms, 500 in 1,000 ms,
 *   on a warm worker);
 * - the first render in the process (fonts loaded, compiler made), apart.
 * Prints a table to stdout and writes the figures to results/reports-<timestamp>.json.
 * It reports figures only: no threshold on time is ever asserted (a goal is printed beside
 * the figure, never checked).
 *
 * `npm run bench:reports` runs it with `tsx --conditions=source`: the domain and the server's
 * PDF module are read from their TypeScript sources (the code in the tree, no build needed).
 */
import { performance } from 'node:perf_hooks';
import {
  estimateStyle,
  planThreadUsage,
  type CostFileInput,
  type CustomSettingInput,
  type OperationInput,
  type StyleEstimate,
  type ThreadCatalogueInput,
  type ThreadUsagePlan,
} from '@spool/domain';
import {
  renderSingleGarmentPdf,
  renderThreadUsagePdf,
  type PdfOptions,
} from '../../apps/server/src/modules/reports/pdf/index.js';
import { createTranslator } from '../../apps/server/src/platform/i18n.js';
import { describeError } from './cleanup.js';
import {
  costFile,
  customSetting,
  generateOperations,
  orderFor,
  styleDetails,
  threadCatalogue,
} from './engine-inputs.js';
import { describeMachine } from './report.js';
import { measure, summarise, type SamplingSettings, type TimingFigures } from './sampling.js';
import { formatTable, writeJsonResult } from './text-table.js';

const seed = 20_411;
const styleSizes = [10, 50, 100, 500] as const;

/** The goals for a warm worker: a Single Garment Consumption PDF's median, in ms. */
const goalsMs: Partial<Record<ReportCase['function'], Partial<Record<number, number>>>> = {
  renderSingleGarmentPdf: { 50: 150, 500: 1000 },
};

/** The data functions take micro- to milliseconds: sample them as the engine bench does. */
const dataSampling: SamplingSettings = {
  warmupMs: 300,
  warmupRuns: 10,
  minMs: 1000,
  minRuns: 30,
  maxRuns: 200_000,
};

/** A PDF takes from a tenth of a second to many: a warm-up run (fonts load), then a few. */
function pdfSampling(operations: number): SamplingSettings {
  return {
    warmupMs: 0,
    warmupRuns: 1,
    minMs: 3000,
    minRuns: operations >= 500 ? 3 : 5,
    maxRuns: 20,
  };
}

type ReportCase = {
  report: 'Single Garment Consumption' | 'Thread Usage';
  step: 'data' | 'pdf';
  function: 'estimateStyle' | 'planThreadUsage' | 'renderSingleGarmentPdf' | 'renderThreadUsagePdf';
  operations: number;
  componentLines: number;
  threads: number;
  figures: TimingFigures;
  /** The PDF's size in bytes and its pages; null for the data steps. */
  pdfBytes: number | null;
  pages: number | null;
};

type GeneratedStyle = {
  size: number;
  operations: OperationInput[];
  estimate: StyleEstimate;
  plan: ThreadUsagePlan;
};

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const catalogue = threadCatalogue();
  const prices = costFile();
  const setting = customSetting(seed);
  const order = orderFor(setting);
  const translator = createTranslator();
  const options: PdfOptions = {
    language: 'en',
    texts: (key, params) => translator.text('en', key, params),
    printedAt: new Date(startedAt),
    currency: prices.currencyUnit,
    tenantName: 'Bench Garments Ltd.',
  };

  const cases: ReportCase[] = [];
  let sink = 0;
  progress('first render in the process');
  const firstRender = await timeFirstRender(setting, catalogue, prices, options);
  for (const size of styleSizes) {
    const style = generateStyle(size, setting, catalogue, prices);
    const details = styleDetails(size);
    const shape = {
      operations: size,
      componentLines: style.operations.reduce((sum, operation) => sum + operation.lines.length, 0),
      threads: style.plan.threadRequirementDetails.length,
    };

    progress(`estimateStyle, style of ${size}`);
    const estimated = measure(
      () => estimateStyle(details, style.operations, setting, catalogue).totalConsumption,
      dataSampling,
    );
    sink += estimated.sink;
    cases.push({
      report: 'Single Garment Consumption',
      step: 'data',
      function: 'estimateStyle',
      ...shape,
      figures: estimated.figures,
      pdfBytes: null,
      pages: null,
    });

    progress(`renderSingleGarmentPdf, style of ${size}`);
    const variants = styleVariants(size, setting, catalogue, prices);
    const sgc = await measurePdf((variant) => {
      const { estimate } = variants(variant);
      return () => renderSingleGarmentPdf(estimate, options);
    }, size);
    cases.push({
      report: 'Single Garment Consumption',
      step: 'pdf',
      function: 'renderSingleGarmentPdf',
      ...shape,
      ...sgc,
    });

    progress(`planThreadUsage, style of ${size}`);
    const planned = measure(
      () => planThreadUsage(style.estimate, order, prices).pricedCost,
      dataSampling,
    );
    sink += planned.sink;
    cases.push({
      report: 'Thread Usage',
      step: 'data',
      function: 'planThreadUsage',
      ...shape,
      figures: planned.figures,
      pdfBytes: null,
      pages: null,
    });

    progress(`renderThreadUsagePdf, style of ${size}`);
    const tu = await measurePdf((variant) => {
      const { estimate, plan } = variants(variant);
      return () => renderThreadUsagePdf(estimate, plan, options);
    }, size);
    cases.push({
      report: 'Thread Usage',
      step: 'pdf',
      function: 'renderThreadUsagePdf',
      ...shape,
      ...tu,
    });
  }

  const report = {
    benchmark: 'reports',
    startedAt,
    machine: describeMachine(),
    settings: { data: dataSampling, pdf: styleSizes.map(pdfSampling), seed, language: 'en' },
    firstRender,
    goalsMs,
    cases,
  };
  console.log(formatReport(report));
  progress(`figures written to ${await writeJsonResult('reports', startedAt, report)}`);
  progress(`checksum ${sink.toExponential(6)}`);
}

/**
 * The first PDF the process draws (a Single Garment Consumption report of 10 operations):
 * what the first report of a fresh worker costs, font loading included.
 */
async function timeFirstRender(
  setting: CustomSettingInput,
  catalogue: ThreadCatalogueInput,
  prices: CostFileInput,
  options: PdfOptions,
): Promise<{ operations: number; ms: number }> {
  const style = generateStyle(10, setting, catalogue, prices);
  const start = performance.now();
  await renderSingleGarmentPdf(style.estimate, options);
  return { operations: 10, ms: performance.now() - start };
}

function generateStyle(
  size: number,
  setting: CustomSettingInput,
  catalogue: ThreadCatalogueInput,
  prices: CostFileInput,
  variant = 0,
): GeneratedStyle {
  const operations = generateOperations(size, setting, catalogue, seed + size + 7919 * variant);
  const estimate = estimateStyle(styleDetails(size), operations, setting, catalogue);
  const plan = planThreadUsage(estimate, orderFor(setting), prices);
  return { size, operations, estimate, plan };
}

/**
 * Styles of one size, each of its own seed (made once, when first asked for). Every PDF
 * sample draws a style not drawn before: Typst memoises layouts across compilations, so
 * drawing the same style again would time its cache, not a report a user asks for.
 */
function styleVariants(
  size: number,
  setting: CustomSettingInput,
  catalogue: ThreadCatalogueInput,
  prices: CostFileInput,
): (variant: number) => GeneratedStyle {
  const made = new Map<number, GeneratedStyle>();
  return (variant) => {
    let style = made.get(variant);
    if (style === undefined) {
      style = generateStyle(size, setting, catalogue, prices, variant);
      made.set(variant, style);
    }
    return style;
  };
}

/**
 * Times an asynchronous PDF render, one sample per render after the warm-up, with the
 * sampling rules of sampling.ts; each render draws another style (`render(variant)` makes
 * it, then the function it returns is timed); keeps the last PDF's size and page count.
 */
async function measurePdf(
  render: (variant: number) => () => Promise<Buffer>,
  operations: number,
): Promise<{ figures: TimingFigures; pdfBytes: number; pages: number }> {
  const settings = pdfSampling(operations);
  let pdf: Buffer = Buffer.alloc(0);
  const warmupStart = performance.now();
  for (
    let runs = 0;
    runs < settings.warmupRuns || performance.now() - warmupStart < settings.warmupMs;
    runs += 1
  ) {
    pdf = await render(runs)();
  }
  let variant = 1000;
  const samples: number[] = [];
  let totalMs = 0;
  while (
    samples.length < settings.maxRuns &&
    (samples.length < settings.minRuns || totalMs < settings.minMs)
  ) {
    variant += 1;
    const drawing = render(variant);
    const start = performance.now();
    pdf = await drawing();
    const elapsed = performance.now() - start;
    samples.push(elapsed);
    totalMs += elapsed;
  }
  return { figures: summarise(samples), pdfBytes: pdf.length, pages: pageCount(pdf) };
}

/** Pages of a PDF written by Typst (its page objects are written uncompressed). */
function pageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

/** The goal of a case in ms, if it has one. */
function goalOf(run: ReportCase): number | undefined {
  return run.step === 'pdf' ? goalsMs[run.function]?.[run.operations] : undefined;
}

function formatReport(report: {
  startedAt: string;
  machine: ReturnType<typeof describeMachine>;
  firstRender: { operations: number; ms: number };
  cases: readonly ReportCase[];
}): string {
  const { machine } = report;
  const columns = [
    'Report',
    'Step',
    'Operations',
    'Lines',
    'Threads',
    'Runs',
    'Median ms',
    'p95 ms',
    'Goal ms',
    'Met',
    'PDF kB',
    'Pages',
  ];
  const rows = report.cases.map((run) => [
    run.report,
    `${run.step} (${run.function})`,
    String(run.operations),
    String(run.componentLines),
    String(run.threads),
    String(run.figures.runs),
    run.figures.medianMs.toFixed(run.step === 'pdf' ? 0 : 3),
    run.figures.p95Ms.toFixed(run.step === 'pdf' ? 0 : 3),
    goalOf(run)?.toLocaleString('en-GB') ?? '-',
    metMark(run),
    run.pdfBytes === null ? '-' : (run.pdfBytes / 1024).toFixed(1),
    run.pages === null ? '-' : String(run.pages),
  ]);
  return [
    `Spool reports benchmark, ${report.startedAt}`,
    `Node ${machine.node}, ${machine.cpuCount} CPUs (${machine.cpuModel}), ${machine.platform}`,
    'Data: warm-up >= 300 ms and 10 runs, then >= 1000 ms and 30 runs. PDF (English, A4): ' +
      'one warm-up render, then >= 3000 ms and 5 renders (3 for 500 operations), each of a style ' +
      'not drawn before (same size, another seed).',
    `First render in the process (${report.firstRender.operations} operations, fonts loaded): ` +
      `${report.firstRender.ms.toFixed(0)} ms. Goals (warm worker): a median at most ` +
      'the goal; "Met" says whether it is.',
    '',
    formatTable(columns, rows),
  ].join('\n');
}

/** Whether a case's median is within its goal ('yes', 'NO'); '-' without a goal. */
function metMark(run: ReportCase): string {
  const goal = goalOf(run);
  if (goal === undefined) return '-';
  return run.figures.medianMs <= goal ? 'yes' : 'NO';
}

/** Progress goes to stderr, so that stdout carries the table alone. */
function progress(message: string): void {
  console.error(message);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Reports benchmark failed: ${describeError(error)}`);
    process.exit(1);
  },
);
