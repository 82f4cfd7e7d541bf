import type { Language } from '@spool/contracts';
import type { StyleEstimate, ThreadUsagePlan } from '@spool/domain';
import { createTranslator, type Translator } from '../../../platform/i18n.js';
import type { OrderReport } from '../order-report.js';
import type { PdfOptions, ReportPicture } from './pdf-options.js';
import { renderSingleGarmentPdf } from './single-garment-pdf.js';
import { renderThreadUsagePdf } from './thread-usage-pdf.js';

/**
 * What a worker thread needs to draw one report: plain data only (it is copied to the
 * thread), the texts looked up there in the report's language.
 */
export type ReportPdfJob = {
  readonly language: Language;
  readonly printedAt: Date;
  readonly currency: string;
  readonly tenantName: string;
  /** The style's stage line, in the job's language. */
  readonly stage?: string;
  /** The style's picture (its bytes travel to the thread with the data); none when absent. */
  readonly picture?: ReportPicture;
  /** Sizes and colourways; none for a style of one colourway in one size. */
  readonly order?: OrderReport;
} & (
  | { readonly report: 'singleGarment'; readonly estimate: StyleEstimate }
  | {
      readonly report: 'threadUsage';
      readonly estimate: StyleEstimate;
      readonly plan: ThreadUsagePlan;
    }
);

/** One translator per thread, made at its first report. */
let translator: Translator | undefined;

/**
 * The options of a PDF drawn in a worker thread: the texts of the job's language from the
 * thread's translator (made at its first report), the date printed, currency and tenant.
 */
export function pdfOptionsInThread(
  job: Pick<ReportPdfJob, 'language' | 'printedAt' | 'currency' | 'tenantName' | 'stage'>,
): PdfOptions {
  const texts = (translator ??= createTranslator());
  return {
    language: job.language,
    texts: (key: string, params?: Record<string, string | number>) =>
      texts.text(job.language, key, params),
    printedAt: job.printedAt,
    currency: job.currency,
    tenantName: job.tenantName,
    ...(job.stage !== undefined && { stage: job.stage }),
  };
}

/** Draws a report's PDF (a worker thread's task: see tasks.worker.ts). */
export async function renderReportPdf(job: ReportPdfJob): Promise<Uint8Array> {
  const options = pdfOptionsInThread(job);
  const render = (drawn: PdfOptions) =>
    job.report === 'singleGarment'
      ? renderSingleGarmentPdf(job.estimate, drawn, job.order)
      : renderThreadUsagePdf(job.estimate, job.plan, drawn, job.order);
  if (!job.picture) return render(options);
  try {
    return await render({ ...options, picture: job.picture });
  } catch {
    // A picture Typst cannot decode (stored damaged; the upload refuses such files): the
    // report without it rather than no report.
    return render(options);
  }
}
