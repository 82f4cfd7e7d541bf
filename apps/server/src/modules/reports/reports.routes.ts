import type { FastifyInstance } from 'fastify';
import {
  downloadSingleGarmentReport,
  downloadThreadUsageReport,
  getReportsExist,
  getSingleGarmentReportData,
  getTensionSettingsChanged,
  getThreadUsageReportData,
  updateSingleGarmentConsumption,
  type FileResponse,
  type Language,
  type SingleGarmentReportDto,
  type ThreadUsageReportDto,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import { toCsv } from '../../platform/files/csv.js';
import type { Router } from '../../platform/http/router.js';
import type { Translator } from '../../platform/i18n.js';
import { renderSingleGarmentPdf, renderThreadUsagePdf, type PdfOptions } from './pdf/index.js';
import { singleGarmentCsvRows, threadUsageCsvRows, type ReportTexts } from './reports.csv.js';
import type { ReportsService, StyleReports } from './reports.service.js';

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
  };
}

/** A file name from the style's name: what a file system accepts, the rest kept (Chinese, Arabic...). */
const fileNameOf = (styleName: string, suffix: string) => {
  const safe = [...styleName]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .trim();
  return `${safe || 'style'}${suffix}`;
};

export function reportsRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    translator: Translator;
    tenantName: (tx: Tx, tenantId: string) => Promise<string>;
    reports: (tx: Tx) => ReportsService;
    /** Records the download as a usage event of the tenant, in the request's transaction. */
    recordDownload: (
      context: { tx: Tx; directoryTx: Tx; principal: { userId: string } },
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
  const pdfOptions = async (
    context: { directoryTx: Tx; language: Language; principal: { tenantId: string } },
    built: StyleReports,
  ): Promise<PdfOptions> => ({
    language: context.language,
    texts: textsIn(context.language),
    printedAt: new Date(),
    currency: built.currency,
    tenantName: await deps.tenantName(context.directoryTx, context.principal.tenantId),
  });

  router.tenant(app, getSingleGarmentReportData, async ({ params }, { tx }) =>
    toSingleGarmentDto(await deps.reports(tx).buildReports(params.id)),
  );
  router.tenant(app, getThreadUsageReportData, async ({ params }, { tx }) =>
    toThreadUsageDto(await deps.reports(tx).buildReports(params.id)),
  );
  router.tenant(app, getReportsExist, async ({ query }, { tx }) =>
    deps.reports(tx).reportsExist(query.styleId),
  );
  router.tenant(app, getTensionSettingsChanged, async ({ query }, { tx }) =>
    deps.reports(tx).tensionSettingsChanged(query.styleId),
  );
  router.tenant(app, updateSingleGarmentConsumption, async ({ params }, { tx }) => {
    const service = deps.reports(tx);
    const singleGarmentConsumption = await service.recordReport(
      await service.buildReports(params.id),
    );
    return { id: params.id, singleGarmentConsumption };
  });

  router.tenant(app, downloadSingleGarmentReport, async ({ params, query }, context) => {
    const { tx, language } = context;
    const service = deps.reports(tx);
    const built = await service.buildReports(params.id);
    await service.recordReport(built);
    await deps.recordDownload(context, {
      kind: 'singleGarmentReport',
      format: query.format,
      styleId: params.id,
      styleName: built.style.name,
    });
    const file: FileResponse =
      query.format === 'pdf'
        ? {
            body: await renderSingleGarmentPdf(built.estimate, await pdfOptions(context, built)),
            contentType: 'application/pdf',
            fileName: fileNameOf(built.style.name, '_SGC.pdf'),
          }
        : {
            body: toCsv(singleGarmentCsvRows(built, textsIn(language))),
            contentType: 'text/csv; charset=utf-8',
            fileName: 'SingleGarmentReport.csv',
          };
    return file;
  });

  router.tenant(app, downloadThreadUsageReport, async ({ params, query }, context) => {
    const { tx, language } = context;
    const service = deps.reports(tx);
    const built = await service.buildReports(params.id);
    await service.recordReport(built);
    await deps.recordDownload(context, {
      kind: 'threadUsageReport',
      format: query.format,
      styleId: params.id,
      styleName: built.style.name,
    });
    const file: FileResponse =
      query.format === 'pdf'
        ? {
            body: await renderThreadUsagePdf(
              built.estimate,
              built.plan,
              await pdfOptions(context, built),
            ),
            contentType: 'application/pdf',
            fileName: fileNameOf(built.style.name, '_TU.pdf'),
          }
        : {
            body: toCsv(threadUsageCsvRows(built, textsIn(language))),
            contentType: 'text/csv; charset=utf-8',
            fileName: 'ThreadUsageReport.csv',
          };
    return file;
  });
}
