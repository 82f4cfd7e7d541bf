/** The two PDF reports of a style, drawn on the server with Typst (pdf-kit.ts). */
export { renderSingleGarmentPdf } from './single-garment-pdf.js';
export { renderThreadUsagePdf } from './thread-usage-pdf.js';
export type { PdfOptions } from './pdf-options.js';
/** The toolkit of the reports, for other reports drawn the same way (a purchase plan's). */
export {
  detailsGrid,
  footnote,
  keyFigures,
  notice,
  renderReport,
  reportContext,
  sectionTitle,
  table,
  widths,
} from './pdf-kit.js';
export type { Block, Column, ReportContext, TableRow } from './pdf-kit.js';
export { pdfOptionsInThread } from './render-report-pdf.js';
export { datePrinted } from './number-format.js';
