export { approvedInputsOf, refreshStaleStyleFigures, reportsPlugin } from './reports.plugin.js';
export { createReportsRepository } from './reports.repository.js';
export type { ReportOperation, ReportStyle, ReportsRepository } from './reports.repository.js';
export { createStyleEstimates, detailsOf, toOperationInput } from './style-estimates.js';
export type {
  StyleEstimates,
  StyleFigureInputs,
  StyleOrderInputs,
  TenantEstimateContext,
} from './style-estimates.js';
/** The reports' PDF toolkit, for other reports drawn the same way (a purchase plan's). */
export {
  datePrinted,
  detailsGrid,
  footnote,
  keyFigures,
  notice,
  pdfOptionsInThread,
  renderReport,
  reportContext,
  sectionTitle,
  table,
  widths,
} from './pdf/index.js';
export type { Block, Column, PdfOptions, ReportContext, TableRow } from './pdf/index.js';
