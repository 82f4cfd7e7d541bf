import type { Language } from '@spool/contracts';
import {
  detailsGrid,
  footnote,
  keyFigures,
  notice,
  pdfOptionsInThread,
  renderReport,
  reportContext,
  sectionTitle,
  type Block,
  type PdfOptions,
} from '../reports/index.js';
import { brandsOf, unapprovedNotice, type PlanDocument } from './purchase-plan-document.js';
import {
  incompleteStylesTable,
  savingTable,
  stylesTable,
  threadTable,
  unpricedThreadsTable,
} from './purchase-plan-pdf-tables.js';

/** What a worker thread needs to draw a plan's PDF: its document and the caller's language. */
export type PurchasePlanPdfJob = { readonly language: Language; readonly document: PlanDocument };

/** Draws a purchase plan's PDF (a worker thread's task: see tasks.worker.ts). */
export async function renderPurchasePlanPdf(job: PurchasePlanPdfJob): Promise<Uint8Array> {
  const { document } = job;
  return purchasePlanPdf(
    document,
    pdfOptionsInThread({
      language: job.language,
      printedAt: document.madeAt,
      currency: document.figures.currencyUnit,
      tenantName: document.tenantName,
    }),
  );
}

/**
 * A purchase plan as a PDF report, drawn as the other reports are (pdf-kit.ts): the plan
 * (name, need-by date, how its styles run, note), the thread to buy brand by brand (article,
 * Tkt/Tex, shade, package, requirement, packages, unused thread, unit price, cost and where
 * the price comes from) with each brand's total and the plan's, the styles (order quantity,
 * lines, average thread cost per garment, the style bought alone), the same order bought style
 * by style beside the plan with the saving, and the styles and threads the figures leave out
 * or cannot price. A missing price prints as a dash and marks the totals incomplete. Each
 * style's stage is printed beside it, and a notice under the plan names those not approved.
 */
export function purchasePlanPdf(document: PlanDocument, options: PdfOptions): Buffer {
  const context = reportContext(options);
  const { t, format } = context;
  const { figures, plan } = document;
  const currency = figures.currencyUnit;
  const unit = t(`reports.units.${figures.threadLengthUnit}`);
  const garments =
    figures.styles.reduce((sum, style) => sum + style.garments, 0) +
    figures.incompleteStyles.reduce((sum, style) => sum + style.garments, 0);
  const incomplete = (value: string, partial: boolean) =>
    partial ? `${value} (${t('reports.notices.incompleteCost')})` : value;

  const body: Block[] = [
    sectionTitle(context, t('planOutputs.sections.plan')),
    detailsGrid(
      context,
      [
        { label: t('planOutputs.fields.plan'), value: plan.name },
        { label: t('planOutputs.fields.needBy'), value: plan.needBy ?? '' },
        {
          label: t('planOutputs.fields.runMode'),
          value: t(`planOutputs.runModes.${plan.runMode}`),
        },
        { label: t('reports.fields.currency'), value: currency },
        {
          label: t('planOutputs.fields.styles'),
          value: format.whole(figures.styles.length + figures.incompleteStyles.length),
        },
        { label: t('reports.fields.garments'), value: format.whole(garments) },
        {
          label: t('reports.fields.lengthUnit'),
          value: t(`reports.lengthUnits.${figures.lengthUnit}`),
        },
        { label: t('planOutputs.fields.tenant'), value: document.tenantName },
        { label: t('planOutputs.fields.note'), value: plan.note, wide: true },
      ],
      4,
    ),
  ];
  const unapproved = unapprovedNotice(t, options.language, document);
  if (unapproved !== null) body.push(notice(context, unapproved));
  if (figures.incompleteStyles.length > 0) {
    body.push(
      notice(
        context,
        t('planOutputs.notices.incompleteStyles', { count: figures.incompleteStyles.length }),
      ),
    );
  }

  for (const { brandId, brand } of brandsOf(document)) {
    body.push(
      sectionTitle(context, t('planOutputs.sections.threadsOfBrand', { brand })),
      threadTable(context, document, brandId),
    );
  }
  if (figures.threads.length === 0) {
    body.push(
      sectionTitle(context, t('planOutputs.sections.threads')),
      footnote(context, t('planOutputs.none')),
    );
  }
  const undecided = figures.threads.filter((thread) => thread.shadeToBeDecided).length;
  if (undecided > 0) {
    body.push(notice(context, t('planOutputs.notices.shadesToBeDecided', { count: undecided })));
  }
  if (figures.unpricedThreads.length > 0) {
    body.push(
      notice(
        context,
        t('planOutputs.notices.missingPrices', { count: figures.unpricedThreads.length }),
      ),
    );
  }
  body.push(
    sectionTitle(context, t('reports.sections.costSummary')),
    keyFigures(context, [
      {
        label: t('reports.columns.requirement', { unit }),
        value: format.figure('threadLength', figures.totals.requirement),
      },
      {
        label: t('planOutputs.columns.packagesToBuy'),
        value: format.whole(figures.totals.packages),
      },
      {
        label: t('reports.columns.unusedThread', { unit }),
        value: format.figure('threadLength', figures.totals.unusedThread),
      },
      {
        label: `${t('reports.totals.totalCost')} (${currency})`,
        value: incomplete(
          format.figure('money', figures.totals.pricedCost),
          figures.totals.hasMissingPrices,
        ),
      },
    ]),
    sectionTitle(context, t('planOutputs.sections.styles')),
    stylesTable(context, document),
    sectionTitle(context, t('planOutputs.sections.saving')),
    savingTable(context, document),
    footnote(context, t('planOutputs.notices.savingFootnote')),
    sectionTitle(context, t('planOutputs.sections.incompleteStyles')),
    figures.incompleteStyles.length > 0
      ? incompleteStylesTable(context, document)
      : footnote(context, t('planOutputs.none')),
    sectionTitle(context, t('planOutputs.sections.unpricedThreads')),
    figures.unpricedThreads.length > 0
      ? unpricedThreadsTable(context, document)
      : footnote(context, t('planOutputs.none')),
  );
  return renderReport(context, { title: t('planOutputs.title'), styleName: plan.name }, body);
}
