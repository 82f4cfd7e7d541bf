import type { FastifyInstance } from 'fastify';
import {
  downloadSingleGarmentReport,
  downloadThreadUsageReport,
  getReportsExist,
  getStyleFigures,
  getSingleGarmentReportData,
  getStyleOrderFigures,
  getStyleOrderInputs,
  getTensionSettingsChanged,
  getThreadUsageReportData,
  updateSingleGarmentConsumption,
  type FileResponse,
  type OrderFiguresDto,
  type Language,
  type SingleGarmentReportDto,
  type ThreadUsageReportDto,
} from '@spool/contracts';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import { toCsv } from '../../platform/files/csv.js';
import { fileNameOf } from '../../platform/files/file-names.js';
import type { Router, StepsContext } from '../../platform/http/router.js';
import type { Translator } from '../../platform/i18n.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import type { ReportPicture } from './pdf/pdf-options.js';
import type { ReportPdfJob } from './pdf/render-report-pdf.js';
import { singleGarmentCsvRows, threadUsageCsvRows, type ReportTexts } from './reports.csv.js';
import { stageText } from './report-stage.js';
import type { ReportsService, StyleReports } from './reports.service.js';
import type { StyleFiguresService } from './style-figures.service.js';
import { unusableThreadsOf } from './unusable-thread-notices.js';

function toSingleGarmentDto({ estimate }: StyleReports): SingleGarmentReportDto {
  return {
    lengthUnit: estimate.lengthUnit,
    threadLengthUnit: estimate.threadLengthUnit,
    styleDetails: estimate.styleDetails,
    threadConsumptionSummaries: [...estimate.threadConsumptionSummaries],
    totalConsumption: estimate.totalConsumption,
    operationSummary: estimate.operationSummary.map((operation) => ({
      ...operation,
      styleOperations: [...operation.styleOperations],
    })),
    isTensionSettingsChanged: estimate.isTensionSettingsChanged,
    unusableThreads: unusableThreadsOf(estimate),
  };
}

function toThreadUsageDto({ estimate, plan, machines }: StyleReports): ThreadUsageReportDto {
  const unused = plan.totalUnusedThread;
  return {
    styleName: estimate.styleDetails.name,
    threadLengthUnit: plan.threadLengthUnit,
    garments: plan.garments,
    productionLines: plan.productionLines,
    allowancePercent: plan.allowancePercent,
    threaRequirementDetails: [...plan.threadRequirementDetails],
    currencyUnit: plan.currencyUnit,
    totalCost: plan.totalCost,
    hasMissingPrices: plan.hasMissingPrices,
    averageThreadCost: plan.averageThreadCost,
    machines,
    totalUnusedThread: {
      unusedThreadItems: [...unused.unusedThreadItems],
      partPackages: unused.partPackages,
      extraPackages: unused.extraPackages,
      totalUnuseThread: unused.totalUnusedThread,
      requirement: unused.requirement,
      packagesBought: unused.packagesBought,
      fullPackages: unused.fullPackages,
    },
    isTensionSettingsChanged: estimate.isTensionSettingsChanged,
    unusableThreads: unusableThreadsOf(estimate),
  };
}

function toOrderFiguresDto({ order }: StyleReports): OrderFiguresDto {
  const usage = order.usage;
  return {
    threadLengthUnit: order.threadLengthUnit,
    currencyUnit: order.currencyUnit,
    runMode: order.runMode,
    garments: order.garments,
    productionLines: order.productionLines,
    allowancePercent: order.allowancePercent,
    sizes: order.sizes.map(({ operations: _operations, ...size }) => size),
    colourways: order.colourways.map(
      ({ threads: _threads, index: _index, ...colourway }) => colourway,
    ),
    threads: order.threads.map((thread) => ({ ...thread, colourways: [...thread.colourways] })),
    totals: {
      requirement: usage.totalUnusedThread.requirement,
      packages: usage.totalUnusedThread.packagesBought,
      unusedThread: usage.totalUnusedThread.totalUnusedThread,
      cost: usage.totalCost,
      pricedCost: usage.pricedCost,
      averageThreadCost: usage.averageThreadCost,
    },
    hasShadesToBeDecided: order.hasShadesToBeDecided,
  };
}

export function reportsRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    translator: Translator;
    /** Worker threads: the PDFs are drawn there. */
    workers: WorkerPool;
    tenantName: (tx: Tx, tenantId: string) => Promise<string>;
    /** The style's picture, drawn on the first page of both PDF reports. */
    stylePicture: (tx: Tx, styleId: number) => Promise<ReportPicture | undefined>;
    reports: (tx: Tx) => ReportsService;
    figures: (tx: Tx) => StyleFiguresService;
    /** Records the download as a usage event of the tenant, in the request's transaction. */
    recordDownload: (
      context: { tx: Tx; actor: Actor },
      download: {
        kind: 'singleGarmentReport' | 'threadUsageReport';
        format: 'pdf' | 'csv';
        styleId: number;
        styleName: string;
      },
    ) => Promise<void>;
  },
): void {
  const { router, translator } = deps;
  const textsIn =
    (language: Language): ReportTexts =>
    (key, params) =>
      translator.text(language, key, params);
  router.route(app, getSingleGarmentReportData, async ({ params }, { tx }) =>
    toSingleGarmentDto(await deps.reports(tx).buildReports(params.id)),
  );
  router.route(app, getThreadUsageReportData, async ({ params }, { tx }) =>
    toThreadUsageDto(await deps.reports(tx).buildReports(params.id)),
  );
  router.route(app, getStyleOrderFigures, async ({ params }, { tx }) =>
    toOrderFiguresDto(await deps.reports(tx).buildReports(params.id)),
  );
  router.route(app, getStyleOrderInputs, async ({ params }, { tx }) =>
    deps.reports(tx).orderInputs(params.id),
  );
  router.route(app, getStyleFigures, async ({ params }, { tx }) =>
    deps.figures(tx).figuresOf(params.id),
  );
  router.route(app, getReportsExist, async ({ query }, { tx }) =>
    deps.reports(tx).reportsExist(query.styleId),
  );
  router.route(app, getTensionSettingsChanged, async ({ query }, { tx }) =>
    deps.reports(tx).tensionSettingsChanged(query.styleId),
  );
  router.route(app, updateSingleGarmentConsumption, async ({ params }, { tx }) => {
    const service = deps.reports(tx);
    const singleGarmentConsumption = await service.recordReport(
      await service.buildReports(params.id),
    );
    return { id: params.id, singleGarmentConsumption };
  });

  /**
   * A report's file. Its data is read in one short transaction, the PDF drawn in a worker
   * thread with no transaction held (other requests go on meanwhile, on PGlite's single
   * connection too), and the download recorded with the style's consumption once the file
   * is there: a refused or failed drawing (503 when the workers' queue is full) records none.
   */
  const download =
    (kind: 'singleGarmentReport' | 'threadUsageReport') =>
    async (
      { params, query }: { params: { id: number }; query: { format: 'pdf' | 'csv' } },
      context: StepsContext,
    ): Promise<FileResponse> => {
      const { language, principal, actor } = context;
      const pdf = query.format === 'pdf';
      const { built, tenantName, picture } = await context.transaction(async (tx, directoryTx) => ({
        built: await deps.reports(tx).buildReports(params.id),
        tenantName: pdf ? await deps.tenantName(directoryTx, principal.tenantId) : '',
        picture: pdf ? await deps.stylePicture(tx, params.id) : undefined,
      }));
      const singleGarment = kind === 'singleGarmentReport';
      const file: FileResponse =
        query.format === 'pdf'
          ? {
              body: await deps.workers.run<Uint8Array>('renderReportPdf', {
                ...(singleGarment
                  ? { report: 'singleGarment', estimate: built.estimate }
                  : { report: 'threadUsage', estimate: built.estimate, plan: built.plan }),
                ...(built.orderReport && { order: built.orderReport }),
                language,
                printedAt: new Date(),
                currency: built.currency,
                tenantName,
                stage: stageText(built.stage, textsIn(language), language),
                ...(picture && { picture }),
              } satisfies ReportPdfJob),
              contentType: 'application/pdf',
              fileName: fileNameOf(
                built.style.name,
                singleGarment ? '_SGC.pdf' : '_TU.pdf',
                'style',
              ),
            }
          : {
              body: toCsv(
                (singleGarment ? singleGarmentCsvRows : threadUsageCsvRows)(
                  built,
                  textsIn(language),
                  stageText(built.stage, textsIn(language), language),
                ),
              ),
              contentType: 'text/csv; charset=utf-8',
              fileName: singleGarment ? 'SingleGarmentReport.csv' : 'ThreadUsageReport.csv',
            };
      await context.transaction(async (tx) => {
        await deps.reports(tx).recordReport(built);
        await deps.recordDownload(
          { tx, actor },
          { kind, format: query.format, styleId: params.id, styleName: built.style.name },
        );
      });
      return file;
    };
  router.route(
    app,
    downloadSingleGarmentReport,
    { transaction: 'steps' },
    download('singleGarmentReport'),
  );
  router.route(
    app,
    downloadThreadUsageReport,
    { transaction: 'steps' },
    download('threadUsageReport'),
  );
}
