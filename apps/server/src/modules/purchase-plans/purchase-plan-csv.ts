import type { Language } from '@spool/contracts';
import type { PurchaseFigures } from '@spool/domain';
import type { CsvCell } from '../../platform/files/csv.js';
import { csvFigure as figure } from '../../platform/files/csv-figures.js';
import {
  colourwaysText,
  priceSourceText,
  shadeText,
  stageText,
  ticketTexOf,
  unapprovedNotice,
  type OutputTexts,
  type PlanDocument,
} from './purchase-plan-document.js';

type Rows = CsvCell[][];

const length = (value: number | null) => figure('threadLength', value);
const money = (value: number | null) => figure('money', value);

/**
 * A purchase plan as CSV rows (written by `toCsv`, which neutralises formula-like text as the
 * reports' files do): the plan, its thread list with the total, its styles, and the same order
 * bought style by style beside the plan with the saving. A missing price stays empty (never 0)
 * and its reason is given as the price source; an incomplete total says so. Each style's stage is
 * a column, and the styles not approved yet are named under the plan's header.
 */
export function purchasePlanCsvRows(
  document: PlanDocument,
  t: OutputTexts,
  language: Language,
): Rows {
  const { figures, plan } = document;
  const unit = t(`reports.units.${figures.threadLengthUnit}`);
  const currency = figures.currencyUnit;
  const incomplete = t('reports.notices.incompleteCost');
  const totals = figures.totals;
  const undecided = figures.threads.filter((thread) => thread.shadeToBeDecided).length;
  const unapproved = unapprovedNotice(t, language, document);
  const rows: Rows = [
    [t('planOutputs.title')],
    [t('planOutputs.fields.plan'), plan.name],
    [t('planOutputs.fields.note'), plan.note],
    [t('planOutputs.fields.needBy'), plan.needBy],
    [t('planOutputs.fields.runMode'), t(`planOutputs.runModes.${plan.runMode}`)],
    [t('reports.fields.currency'), currency],
    ...(unapproved === null ? [] : [[unapproved]]),
    [],
    [t('planOutputs.sections.threads')],
    [
      t('reports.columns.brand'),
      t('reports.columns.article'),
      t('planOutputs.columns.ticket'),
      t('planOutputs.columns.tex'),
      t('reports.columns.shade'),
      t('planOutputs.columns.colourGroup'),
      t('planOutputs.columns.packageLength'),
      t('planOutputs.columns.packageUnit'),
      t('reports.columns.requirement', { unit }),
      t('planOutputs.columns.packagesToBuy'),
      t('reports.columns.fullPackages'),
      t('reports.columns.partPackages'),
      t('reports.columns.extraPackages'),
      t('reports.columns.unusedThread', { unit }),
      t('planOutputs.columns.unitPrice', { currency }),
      t('reports.columns.cost', { currency }),
      t('planOutputs.columns.priceSource'),
    ],
    ...figures.threads.map((thread) => {
      const { ticket, tex } = ticketTexOf(document, thread);
      return [
        thread.brand,
        thread.article,
        figure('ticketTex', ticket),
        figure('ticketTex', tex),
        shadeText(t, thread),
        thread.colourGroup,
        figure('packageLength', thread.packageLength),
        t(`reports.units.${thread.unit}`),
        length(thread.requirement),
        thread.quantity,
        thread.fullPackages,
        thread.partPackages,
        thread.extraPackages,
        length(thread.unusedThread),
        money(thread.price),
        money(thread.cost),
        priceSourceText(t, thread),
      ];
    }),
    [
      t('reports.totals.total'),
      ...Array<null>(7).fill(null),
      length(totals.requirement),
      totals.packages,
      totals.fullPackages,
      totals.partPackages,
      totals.extraPackages,
      length(totals.unusedThread),
      null,
      money(totals.pricedCost),
      totals.hasMissingPrices ? incomplete : null,
    ],
    ...(undecided > 0 ? [[t('planOutputs.notices.shadesToBeDecided', { count: undecided })]] : []),
    [],
    [t('planOutputs.sections.styles')],
    [
      t('reports.fields.style'),
      t('planOutputs.columns.stage'),
      t('planOutputs.columns.colourways'),
      t('planOutputs.columns.orderQuantity'),
      t('planOutputs.columns.lines'),
      t('reports.fields.allowance'),
      t('planOutputs.columns.planCost', { currency }),
      t('planOutputs.columns.planAverageCost', { currency }),
      t('planOutputs.columns.alonePackages'),
      t('planOutputs.columns.aloneAverageCost', { currency }),
    ],
    ...figures.styles.map((style) => [
      style.name,
      stageText(t, document, style.styleId),
      colourwaysText(style.colourways, String),
      style.garments,
      style.productionLines,
      figure('percent', style.allowancePercent),
      money(style.cost) ?? incomplete,
      figure('costPerGarment', style.averageThreadCost) ?? incomplete,
      style.alone.packages,
      figure('costPerGarment', style.alone.averageThreadCost) ?? incomplete,
    ]),
    ...figures.incompleteStyles.map((style) => [
      style.name,
      stageText(t, document, style.styleId),
      null,
      style.garments,
      style.productionLines,
      figure('percent', style.allowancePercent),
      t(`planOutputs.incompleteReasons.${style.reason}`),
    ]),
    [],
    [t('planOutputs.sections.saving')],
    [
      t('planOutputs.columns.figure'),
      t('planOutputs.columns.inPlan'),
      t('planOutputs.columns.styleByStyle'),
      t('planOutputs.columns.saving'),
    ],
    ...savingRows(figures.totals, figures.styleByStyle, figures.saving).map(
      ([label, cells, partial]) => [
        t(label, { unit, currency }),
        ...cells,
        partial ? incomplete : null,
      ],
    ),
  ];
  return rows;
}

type Priced = PurchaseFigures & { pricedCost: number };

/**
 * The three rows of the comparison: packages, unused thread and the cost of the priced
 * threads, this one marked incomplete (true) when a thread has no price.
 */
function savingRows(
  plan: Priced & { hasMissingPrices: boolean },
  styleByStyle: Priced,
  saving: Priced,
): [string, CsvCell[], boolean][] {
  return [
    ['planOutputs.rows.packages', [plan.packages, styleByStyle.packages, saving.packages], false],
    [
      'planOutputs.rows.unusedThread',
      [length(plan.unusedThread), length(styleByStyle.unusedThread), length(saving.unusedThread)],
      false,
    ],
    [
      'planOutputs.rows.cost',
      [money(plan.pricedCost), money(styleByStyle.pricedCost), money(saving.pricedCost)],
      plan.hasMissingPrices,
    ],
  ];
}
