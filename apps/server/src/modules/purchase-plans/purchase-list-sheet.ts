import type { Language } from '@spool/contracts';
import { DomainError, roundFigure } from '@spool/domain';
import { datePrinted } from '../reports/index.js';
import {
  headerRowOf,
  type SheetCell,
  type SheetColumn,
  type SheetMark,
  type writeSheet,
} from '../../platform/files/workbook.js';
import {
  priceSourceText,
  shadeText,
  threadsOfBrand,
  ticketTexOf,
  unapprovedNotice,
  type OutputTexts,
  type PlanDocument,
} from './purchase-plan-document.js';

/** The purchase list as the worker's `writeWorkbook` task writes it. */
export type PurchaseListSheet = Parameters<typeof writeSheet>[0];

const money = '#,##0.00';
/** A unit price as the cost file gives it: two decimals at least, four at most. */
const price = '#,##0.00##';

/**
 * One brand's purchase list, ready to send to the thread supplier: a heading (the brand, the
 * plan, its need-by date, the tenant, the currency and the date made), then a row per thread
 * of the brand (article, shade, colour group, Tkt, Tex, package length and unit, packages to
 * buy, unit price and amount) and their total. A thread without a price is listed with its
 * price and amount empty, marked light red and explained in the remark; the total then says
 * it is incomplete. A plan with styles not approved yet says so under the heading, naming them.
 *
 * @throws DomainError `Spool.PurchasePlans:BrandNotInPlan` (404) when the plan buys none of
 * the brand's thread
 */
export function purchaseListSheet(
  document: PlanDocument,
  brandId: number,
  brandName: string,
  t: OutputTexts,
  language: Language,
): PurchaseListSheet {
  const threads = threadsOfBrand(document, brandId);
  if (threads.length === 0) {
    throw new DomainError('Spool.PurchasePlans:BrandNotInPlan', {
      brand: brandName,
      plan: document.plan.name,
    });
  }
  const { figures, plan } = document;
  const currency = figures.currencyUnit;
  const empty = t('reports.emptyValue');
  const preamble: SheetCell[][] = [
    [t('planOutputs.purchaseList.title'), brandName],
    [t('planOutputs.fields.plan'), plan.name],
    [t('planOutputs.fields.needBy'), plan.needBy ?? empty],
    [t('planOutputs.fields.tenant'), document.tenantName],
    [t('reports.fields.currency'), currency],
    [t('planOutputs.fields.dateMade'), datePrinted(document.madeAt)],
  ];
  // Estimates are never bought silently: the supplier's list says which styles may change.
  const unapproved = unapprovedNotice(t, language, document);
  if (unapproved !== null) preamble.push([t('planOutputs.columns.stage'), unapproved]);
  const columns: SheetColumn[] = [
    { header: t('reports.columns.article'), width: 16 },
    { header: t('reports.columns.shade'), width: 18 },
    { header: t('planOutputs.columns.colourGroup'), width: 12 },
    { header: t('planOutputs.columns.ticket'), width: 8 },
    { header: t('planOutputs.columns.tex'), width: 8 },
    { header: t('planOutputs.columns.packageLength'), width: 14 },
    { header: t('planOutputs.columns.packageUnit'), width: 8 },
    { header: t('planOutputs.columns.packagesToBuy'), width: 14, numberFormat: '#,##0' },
    { header: t('planOutputs.columns.unitPrice', { currency }), width: 14, numberFormat: price },
    { header: t('planOutputs.columns.amount', { currency }), width: 16, numberFormat: money },
    { header: t('planOutputs.columns.remark'), width: 40 },
  ];
  const headerRow = headerRowOf(preamble.length);
  const marks: SheetMark[] = [];
  const rows: SheetCell[][] = threads.map((thread, index) => {
    const { ticket, tex } = ticketTexOf(document, thread);
    if (thread.price === null) {
      const comment = priceSourceText(t, thread);
      marks.push({ row: headerRow + 1 + index, column: 9, comment });
    }
    return [
      thread.article ?? empty,
      shadeText(t, thread) ?? empty,
      thread.colourGroup ?? empty,
      roundFigure('ticketTex', ticket),
      roundFigure('ticketTex', tex),
      roundFigure('packageLength', thread.packageLength),
      t(`reports.units.${thread.unit}`),
      thread.quantity,
      thread.price,
      thread.cost === null ? null : roundFigure('money', thread.cost),
      thread.price === null ? priceSourceText(t, thread) : null,
    ];
  });
  const pricedAmount = threads.reduce((sum, thread) => sum + (thread.cost ?? 0), 0);
  const incomplete = threads.some((thread) => thread.price === null);
  rows.push([
    t('reports.totals.total'),
    null,
    null,
    null,
    null,
    null,
    null,
    threads.reduce((sum, thread) => sum + thread.quantity, 0),
    null,
    roundFigure('money', pricedAmount),
    incomplete ? t('reports.notices.incompleteCost') : null,
  ]);
  return {
    sheetName: t('planOutputs.purchaseList.sheetName'),
    preamble,
    header: columns.map((column) => column.header),
    columns,
    rows,
    marks,
    boldRows: [headerRow + rows.length],
  };
}
