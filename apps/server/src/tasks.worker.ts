/**
 * The tasks Spool runs in worker threads (platform/workers): reading and writing workbooks,
 * checking a style sheet and its colourways and operations pasted into a style, drawing PDF reports (a style's and a purchase plan's), and the figures of
 * large purchase plans. Each task is plain data in, plain data out.
 */
export { readWorkbook, writeWorkbook } from './platform/files/workbook.worker.js';
export { checkStyleSheet } from './modules/import/style-sheet-check.js';
export { checkColourwaySheet } from './modules/import/colourway-sheet-check.js';
export { checkPastedOperations } from './modules/styles/operation-paste-check.js';
export { renderReportPdf } from './modules/reports/pdf/render-report-pdf.js';
export {
  comparePurchasePlanBrands,
  computePurchasePlan,
} from './modules/purchase-plans/purchase-plan-figures.js';
export { renderPurchasePlanPdf } from './modules/purchase-plans/purchase-plan-pdf.js';
