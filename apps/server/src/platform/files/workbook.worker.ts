import { readCsvSheet, readFirstSheet, writeSheet, type ReadWorkbook } from './workbook.js';

/**
 * The workbook tasks of the worker pool (`platform/workers`): each runs in a worker thread,
 * so that reading or writing a large sheet never holds the event loop of other requests.
 */

/**
 * Reads the first sheet of an .xlsx file, or a CSV file, as rows of texts and values; of an
 * .xlsx file also the sheet named as any of `sheetNames`, when it has one.
 */
export async function readWorkbook(input: {
  bytes: Uint8Array;
  format: 'xlsx' | 'csv';
  sheetNames?: readonly string[];
}): Promise<ReadWorkbook> {
  const bytes = Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  return input.format === 'csv' ? readCsvSheet(bytes) : readFirstSheet(bytes, input.sheetNames);
}

/** Writes a workbook (see `writeSheet`) and answers its bytes. */
export async function writeWorkbook(input: Parameters<typeof writeSheet>[0]): Promise<Uint8Array> {
  return new Uint8Array(await writeSheet(input));
}
