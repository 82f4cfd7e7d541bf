/** The two PDF reports of a style, drawn on the server with Typst (pdf-kit.ts). */
export { renderSingleGarmentPdf } from './single-garment-pdf.js';
export { renderThreadUsagePdf } from './thread-usage-pdf.js';
export type { PdfOptions } from './pdf-options.js';
