import type { Language } from '@spool/contracts';
import type {
  PlanRunMode,
  PlanStyleStage,
  PlanThread,
  PurchasePlanJobFigures,
} from '@spool/domain';
import type { PurchasePlanJob } from './purchase-plan-figures.js';
import { listIn } from './purchase-plan-stages.js';
import type { Plan } from './purchase-plans.service.js';

/** Texts of the caller's language (`planOutputs.*` and `reports.*` keys of the catalogue). */
export type OutputTexts = (key: string, params?: Record<string, string | number>) => string;

/**
 * What a plan's files are made from, as plain data (the PDF's goes to a worker thread): the
 * plan's header, its figures (planPurchase, as the figures route computes them), the tenant,
 * both numbers of each ticket/tex the threads use (a plan's styles may count in Tkt or in Tex),
 * and the date made.
 */
export type PlanDocument = {
  readonly plan: {
    readonly name: string;
    readonly note: string;
    /** YYYY-MM-DD. */
    readonly needBy: string | null;
    readonly runMode: PlanRunMode;
  };
  readonly figures: PurchasePlanJobFigures;
  /** Each style's stage and the version it stands at, by style id. */
  readonly stages: Readonly<Record<number, { stage: PlanStyleStage; version: number | null }>>;
  readonly tenantName: string;
  /** Ticket and tex of each ticket/tex entry of the threads, by its id. */
  readonly ticketTexes: Readonly<Record<number, { ticket: number; tex: number }>>;
  readonly madeAt: Date;
};

export function planDocumentOf(
  plan: Plan,
  job: PurchasePlanJob,
  figures: PurchasePlanJobFigures,
  tenantName: string,
  madeAt: Date,
): PlanDocument {
  const used = new Set(figures.threads.map((thread) => thread.ticketTexId));
  const ticketTexes: Record<number, { ticket: number; tex: number }> = {};
  for (const entry of job.catalogue.ticketTexes) {
    if (used.has(entry.id)) ticketTexes[entry.id] = { ticket: entry.ticket, tex: entry.tex };
  }
  const stages: Record<number, { stage: PlanStyleStage; version: number | null }> = {};
  for (const style of job.styles) {
    stages[style.order.styleId] = {
      stage: style.stage ?? 'estimate',
      version: style.version ?? null,
    };
  }
  return {
    plan: { name: plan.name, note: plan.note, needBy: plan.needBy, runMode: plan.runMode },
    figures,
    stages,
    tenantName,
    ticketTexes,
    madeAt,
  };
}

/** A style's stage as the files print it: "Estimate v2", "Approved v1". */
export function stageText(t: OutputTexts, document: PlanDocument, styleId: number): string {
  const { stage, version } = document.stages[styleId] ?? { stage: 'estimate', version: null };
  return t(`planOutputs.stages.${stage}`, { version: version ?? '' }).trim();
}

/**
 * The notice naming the styles not approved yet, each with its stage ("Chino (Estimate v1)
 * and Parka (Sample-checked v2)"), or null when every style is approved.
 */
export function unapprovedNotice(
  t: OutputTexts,
  language: Language,
  document: PlanDocument,
): string | null {
  const unapproved = document.figures.unapprovedStyles;
  if (unapproved.length === 0) return null;
  const styles = listIn(
    language,
    unapproved.map((style) => `${style.name} (${stageText(t, document, style.styleId)})`),
  );
  return t('planOutputs.notices.unapprovedStyles', { styles, count: unapproved.length });
}

/** A thread's ticket and tex; the style's own number for both if the range no longer has it. */
export const ticketTexOf = (document: PlanDocument, thread: PlanThread) =>
  document.ticketTexes[thread.ticketTexId] ?? { ticket: thread.ticketTex, tex: thread.ticketTex };

/** A thread's shade as the files print it: its name, or that it is still to be decided. */
export const shadeText = (t: OutputTexts, thread: PlanThread): string | null =>
  thread.shadeToBeDecided ? t('planOutputs.shadeToBeDecided') : thread.shade;

/** Where a thread's price comes from: the cost file's article, the brand's row, or why none. */
export function priceSourceText(t: OutputTexts, thread: PlanThread): string {
  if (thread.shadeToBeDecided) return t('planOutputs.shadeToBeDecided');
  if (thread.missingPrice !== null) return t(`planOutputs.missingPrice.${thread.missingPrice}`);
  return thread.costFileArticle ?? t('planOutputs.brandPrice');
}

/** The plan's threads of one brand, in the plan's order. */
export const threadsOfBrand = (document: PlanDocument, brandId: number) =>
  document.figures.threads.filter((thread) => thread.brandId === brandId);

/** The brands of the plan's threads, each once, in the order they first come. */
export function brandsOf(document: PlanDocument): { brandId: number; brand: string }[] {
  const brands = new Map<number, string>();
  for (const thread of document.figures.threads) brands.set(thread.brandId, thread.brand);
  return [...brands].map(([brandId, brand]) => ({ brandId, brand }));
}

/** The colourways a plan takes of a style with their garments: "Navy 400, Stone 300". */
export const colourwaysText = (
  colourways: readonly { name: string; garments: number }[],
  whole: (value: number) => string,
): string =>
  colourways.map((colourway) => `${colourway.name} ${whole(colourway.garments)}`).join(', ');
