import type { FileResponse, Language } from '@spool/contracts';
import { DomainError } from '@spool/domain';
import { toCsv } from '../../platform/files/csv.js';
import { fileNameOf } from '../../platform/files/file-names.js';
import type { Translator } from '../../platform/i18n.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import { purchaseListSheet } from './purchase-list-sheet.js';
import { planDocumentOf, type OutputTexts } from './purchase-plan-document.js';
import type { PurchasePlanJob } from './purchase-plan-figures.js';
import { purchasePlanCsvRows } from './purchase-plan-csv.js';
import type { PurchasePlanPdfJob } from './purchase-plan-pdf.js';
import { refuseUnapprovedStyles } from './purchase-plan-stages.js';
import type { PlanComputations } from './purchase-plans.routes.js';
import type { Plan } from './purchase-plans.service.js';

/** A plan as read for its files, in one short transaction: the plan, its job and the tenant. */
export type PlanToOutput = { plan: Plan; job: PurchasePlanJob; tenantName: string };

/**
 * The files of a purchase plan: its figures computed as the figures route
 * computes them (planPurchase, in a worker thread for a large plan), then the .xlsx written and
 * the PDF drawn in worker threads (the reports' `writeWorkbook` task and the plan's own PDF
 * task); the CSV, a few rows, is written on the event loop as the reports' are.
 */
export function createPurchasePlanOutputs({
  compute,
  workers,
  translator,
  now = () => new Date(),
}: {
  compute: Pick<PlanComputations, 'figures'>;
  workers: Pick<WorkerPool, 'run'>;
  translator: Translator;
  now?: () => Date;
}) {
  const textsIn =
    (language: Language): OutputTexts =>
    (key, params) =>
      translator.text(language, key, params);
  /** A plan of approved styles only with a style not approved has no files (409). */
  const documentOf = async ({ plan, job, tenantName }: PlanToOutput, language: Language) => {
    refuseUnapprovedStyles(plan, job, language);
    return planDocumentOf(plan, job, await compute.figures(job), tenantName, now());
  };

  return {
    /** One brand's purchase list as .xlsx; 404 for a brand the tenant does not have. */
    async purchaseList(
      read: PlanToOutput,
      brandId: number,
      language: Language,
    ): Promise<FileResponse> {
      const brand = read.job.catalogue.brands.find((entry) => entry.id === brandId)?.name;
      if (brand === undefined)
        throw new DomainError('Spool.Catalogue:BrandNotFound', { id: brandId });
      const document = await documentOf(read, language);
      const sheet = purchaseListSheet(document, brandId, brand, textsIn(language), language);
      const bytes = await workers.run<Uint8Array>('writeWorkbook', sheet);
      return {
        body: bytes,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        fileName: fileNameOf(`${read.plan.name}_${brand}`, '.xlsx', 'purchase-list'),
      };
    },

    /** The whole plan as a PDF report or a CSV file. */
    async report(
      read: PlanToOutput,
      format: 'pdf' | 'csv',
      language: Language,
    ): Promise<FileResponse> {
      const document = await documentOf(read, language);
      if (format === 'csv') {
        return {
          body: toCsv(purchasePlanCsvRows(document, textsIn(language), language)),
          contentType: 'text/csv; charset=utf-8',
          fileName: fileNameOf(read.plan.name, '_PurchasePlan.csv', 'purchase-plan'),
        };
      }
      return {
        body: await workers.run<Uint8Array>('renderPurchasePlanPdf', {
          language,
          document,
        } satisfies PurchasePlanPdfJob),
        contentType: 'application/pdf',
        fileName: fileNameOf(read.plan.name, '_PurchasePlan.pdf', 'purchase-plan'),
      };
    },
  };
}

export type PurchasePlanOutputs = ReturnType<typeof createPurchasePlanOutputs>;
