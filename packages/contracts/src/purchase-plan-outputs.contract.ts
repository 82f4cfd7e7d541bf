import { defineContract, fileResponseSchema } from './contract.js';
import { Permissions } from './permissions.js';
import { reportFileQuerySchema } from './reports.contract.js';
import { idParamSchema, idParamsSchema } from './request-values.js';

/**
 * The files of a purchase plan, in the caller's language (Accept-Language),
 * computed on request by the same `planPurchase` as the plan's figures: the purchase list of
 * one brand as .xlsx, to send to the thread supplier, and the whole plan as PDF or CSV. File
 * names are built from the plan's name. Each names the styles not approved yet (estimates); a
 * plan of approved styles only is refused with 409 `Spool.PurchasePlans:StylesNotApproved`,
 * naming them, until all are approved.
 */
const tags = ['Purchase plans'];

/**
 * One brand's threads of the plan as a workbook ({plan}_{brand}.xlsx): article, shade, colour
 * group, Tkt, Tex, package size, packages to buy, unit price and amount, with their total and a
 * header (plan, need-by date, tenant, currency, date made). An unpriced thread is listed with
 * an empty price and marked. A brand that does not exist or has no thread in the plan is a 404.
 */
export const getPurchasePlanPurchaseList = defineContract({
  method: 'GET',
  path: '/api/purchasePlans/:id/purchaseList/:brandId',
  summary: 'The purchase list of one brand of the plan, as an .xlsx file for the thread supplier',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlans,
  status: 200,
  params: idParamsSchema.extend({ brandId: idParamSchema() }),
  response: fileResponseSchema,
  produces: 'file',
});

/**
 * The whole plan as the reports' files are: CSV by default ({plan}_PP.csv), or PDF with
 * `format=pdf` ({plan}_PP.pdf). Its header, thread list with totals, styles (order quantity, lines, average
 * thread cost per garment), the same order bought style by style and the saving, incomplete
 * styles and unpriced threads. The CSV's cells are neutralised against formula injection.
 */
export const getPurchasePlanReport = defineContract({
  method: 'GET',
  path: '/api/purchasePlans/:id/report',
  summary: 'The whole purchase plan as a PDF report or a CSV file',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlans,
  status: 200,
  params: idParamsSchema,
  query: reportFileQuerySchema,
  response: fileResponseSchema,
  produces: 'file',
});
