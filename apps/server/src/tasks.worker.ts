/**
 * The tasks Spool runs in worker threads (platform/workers): reading and writing workbooks,
 * and checking a style sheet. Each module's task is plain data in, plain data out.
 */
export { readWorkbook, writeWorkbook } from './platform/files/workbook.worker.js';
export { checkStyleSheet } from './modules/import/style-sheet-check.js';
