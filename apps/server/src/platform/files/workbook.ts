import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { parseCsv } from './csv.js';

/**
 * Reading and writing the .xlsx workbooks of the cost file and the style import (exceljs),
 * and reading CSV for the style import. Reading checks first that the bytes are an Office
 * Open XML package whose parts, once inflated, stay within a budget: exceljs inflates every
 * part into memory, so a small "zip bomb" could otherwise take the server down. An encrypted
 * (password-protected) workbook is not such a package and is refused as not a workbook.
 * Formulas are never evaluated: a formula cell reads as the value the spreadsheet saved.
 * These run in worker threads (`workbook.worker.ts`), never on the event loop of requests.
 */

/** A cell as written: text, number, or empty. */
export type SheetCell = string | number | null;

/** One row of the first sheet as read: its number (from 1) and, per column from 1, text and value. */
export type ReadSheetRow = {
  readonly rowNumber: number;
  /** What the cell shows (`cell.text`: rich text joined, numbers as JavaScript writes them). */
  readonly texts: readonly string[];
  /** The cell's number when it holds one, else its text; for copying the sheet. */
  readonly values: readonly SheetCell[];
};

export type ReadWorkbook =
  | { readonly kind: 'notXlsx' }
  /** Its parts inflate to more than the budget: far more rows than a cost file may have. */
  | { readonly kind: 'tooBig' }
  /** A workbook without any worksheet. */
  | { readonly kind: 'noSheet' }
  | {
      readonly kind: 'sheet';
      readonly rows: readonly ReadSheetRow[];
      /** The rows of the sheet asked for by name, when the workbook has it (never the first). */
      readonly namedRows?: readonly ReadSheetRow[];
    };

/** At most this many bytes once every part is inflated (20,000 rows take about 5 MB). */
export const inflatedBudgetBytes = 48 * 1024 * 1024;

const zipLocalHeader = 0x04034b50;
const zipCentralHeader = 0x02014b50;
const zipEndOfDirectory = 0x06054b50;

/**
 * Whether the bytes are a zip package with the parts of a workbook, and how big its parts
 * really are once inflated (each is inflated with its declared size as a hard limit, so a
 * part that lies about its size is caught too).
 */
export function inspectXlsxPackage(bytes: Buffer): 'ok' | 'notXlsx' | 'tooBig' {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== zipLocalHeader) return 'notXlsx';
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes.readUInt32LE(at) === zipEndOfDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) return 'notXlsx';
  const entryCount = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names = new Set<string>();
  let inflatedTotal = 0;
  try {
    for (let index = 0; index < entryCount; index += 1) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== zipCentralHeader) return 'notXlsx';
      const flags = bytes.readUInt16LE(at + 8);
      const method = bytes.readUInt16LE(at + 10);
      const compressedSize = bytes.readUInt32LE(at + 20);
      const declaredSize = bytes.readUInt32LE(at + 24);
      const nameLength = bytes.readUInt16LE(at + 28);
      const extraLength = bytes.readUInt16LE(at + 30);
      const commentLength = bytes.readUInt16LE(at + 32);
      const localOffset = bytes.readUInt32LE(at + 42);
      const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
      at += 46 + nameLength + extraLength + commentLength;
      names.add(name.replace(/^\//, ''));

      // Encrypted parts, or methods other than stored and deflate, are not a workbook's.
      if ((flags & 1) === 1 || (method !== 0 && method !== 8)) return 'notXlsx';
      inflatedTotal += declaredSize;
      if (inflatedTotal > inflatedBudgetBytes) return 'tooBig';
      if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== zipLocalHeader) {
        return 'notXlsx';
      }
      const dataStart =
        localOffset +
        30 +
        bytes.readUInt16LE(localOffset + 26) +
        bytes.readUInt16LE(localOffset + 28);
      if (dataStart + compressedSize > bytes.length) return 'notXlsx';
      if (method === 8 && compressedSize > 0) {
        const data = bytes.subarray(dataStart, dataStart + compressedSize);
        const inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, declaredSize) });
        if (inflated.length !== declaredSize) return 'notXlsx';
      } else if (method === 0 && compressedSize !== declaredSize) {
        return 'notXlsx';
      }
    }
  } catch (error) {
    return error instanceof RangeError ? 'tooBig' : 'notXlsx';
  }
  return names.has('[Content_Types].xml') && names.has('xl/workbook.xml') ? 'ok' : 'notXlsx';
}

/**
 * Reads the first worksheet of an .xlsx file: every row that has a cell, with texts and
 * values; and another sheet's rows when one is named as any of `sheetNames` (trimmed, any case).
 */
export async function readFirstSheet(
  bytes: Buffer,
  sheetNames: readonly string[] = [],
): Promise<ReadWorkbook> {
  const inspected = inspectXlsxPackage(bytes);
  if (inspected !== 'ok') return { kind: inspected };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    return { kind: 'notXlsx' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { kind: 'noSheet' };
  const wanted = new Set(sheetNames.map((name) => name.trim().toLowerCase()));
  const named = workbook.worksheets
    .slice(1)
    .find((other) => wanted.has(other.name.trim().toLowerCase()));
  return {
    kind: 'sheet',
    rows: rowsOf(sheet),
    ...(named && { namedRows: rowsOf(named) }),
  };
}

function rowsOf(sheet: ExcelJS.Worksheet): ReadSheetRow[] {
  const rows: ReadSheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    const texts: string[] = [];
    const values: SheetCell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      const cell = row.getCell(column);
      const text = cellText(cell);
      texts.push(text);
      values.push(typeof cell.value === 'number' ? cell.value : text === '' ? null : text);
    }
    rows.push({ rowNumber, texts, values });
  });
  return rows;
}

/** Reads CSV (UTF-8, or Windows-1252 as older Excel saves it) as the rows of one sheet. */
export function readCsvSheet(bytes: Buffer): ReadWorkbook {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (text.includes('\u0000')) return { kind: 'notXlsx' };
  const rows = parseCsv(text).map((cells, index) => ({
    rowNumber: index + 1,
    texts: cells,
    values: cells.map((cell) => (cell === '' ? null : cell)),
  }));
  return { kind: 'sheet', rows };
}

function cellText(cell: ExcelJS.Cell): string {
  try {
    return cell.text;
  } catch {
    return '';
  }
}

/** How one column of a written sheet looks. */
export type SheetColumn = {
  readonly header: string;
  /** Width in characters. */
  readonly width: number;
  /** Excel number format, e.g. '0.00'. */
  readonly numberFormat?: string;
  /** The values a cell may take, offered as a drop-down list. */
  readonly choices?: readonly string[];
};

/** A cell to mark: its row and column (from 1) and the comment saying what is wrong. */
export type SheetMark = { readonly row: number; readonly column: number; readonly comment: string };

type RangeValidations = { add(range: string, validation: ExcelJS.DataValidation): void };

/** The fill of a marked cell (light red), ARGB. */
export const markedCellArgb = 'FFFFC7CE';

/**
 * Writes a one-sheet workbook: a bold, frozen header row with a filter, then the rows (the
 * first below the header is row 2; an empty array leaves its row blank); marked cells are
 * filled light red and carry their comment. With a preamble (a document's heading: a title
 * and label/value lines), the preamble comes first, then a blank row, then the header and
 * the rows: see {@link headerRowOf}.
 */
export async function writeSheet(options: {
  sheetName: string;
  /** Rows above the header (the first bold), e.g. a purchase list's plan, date and currency. */
  preamble?: readonly (readonly SheetCell[])[];
  /** Rows drawn bold (a total), by their number in the sheet. */
  boldRows?: readonly number[];
  /** Texts of the header row; may be longer than `columns` (an uploaded sheet's extra columns). */
  header: readonly SheetCell[];
  columns: readonly SheetColumn[];
  rows: readonly (readonly SheetCell[])[];
  marks?: readonly SheetMark[];
  /** Rows the drop-down lists cover at least (a template has no rows yet). */
  validatedRows?: number;
  /** More sheets of rows after the first (a bold header, marked cells), e.g. a style's colourways. */
  moreSheets?: readonly {
    readonly sheetName: string;
    readonly header: readonly SheetCell[];
    readonly widths: readonly number[];
    readonly rows: readonly (readonly SheetCell[])[];
    readonly marks?: readonly SheetMark[];
  }[];
  /** A last sheet of plain text, e.g. what each column means. */
  notes?: {
    readonly sheetName: string;
    readonly rows: readonly (readonly string[])[];
    readonly widths: readonly number[];
  };
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Spool';
  const headerRow = headerRowOf(options.preamble?.length ?? 0);
  const sheet = workbook.addWorksheet(safeSheetName(options.sheetName), {
    views: [{ state: 'frozen', ySplit: headerRow }],
  });
  options.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.width;
    if (column.numberFormat) sheetColumn.numFmt = column.numberFormat;
  });
  options.preamble?.forEach((row, index) => put(sheet, index + 1, row));
  if (options.preamble?.length) sheet.getRow(1).font = { bold: true, size: 13 };
  putHeader(sheet, headerRow, options.header);
  options.rows.forEach((row, index) => put(sheet, headerRow + 1 + index, row));
  for (const row of options.boldRows ?? []) sheet.getRow(row).font = { bold: true };

  const lastRow = Math.max(
    headerRow + 1,
    headerRow + options.rows.length,
    options.validatedRows ?? 0,
  );
  // Excel takes a list of at most 255 characters inline; longer ones go to a hidden sheet.
  let lists: ExcelJS.Worksheet | undefined;
  options.columns.forEach((column, index) => {
    if (!column.choices) return;
    const letter = sheet.getColumn(index + 1).letter;
    let formula = `"${column.choices.join(',')}"`;
    if (formula.length > 255 || column.choices.some((choice) => /[",]/.test(choice))) {
      lists ??= workbook.addWorksheet('Lists', { state: 'hidden' });
      const listColumn = lists.getColumn(index + 1);
      column.choices.forEach((choice, at) => (lists!.getCell(at + 1, index + 1).value = choice));
      formula = `Lists!$${listColumn.letter}$1:$${listColumn.letter}$${Math.max(1, column.choices.length)}`;
    }
    // exceljs has `dataValidations.add` for ranges but does not declare it.
    const validations = (sheet as unknown as { dataValidations: RangeValidations }).dataValidations;
    validations.add(`${letter}${headerRow + 1}:${letter}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
    });
  });

  for (const more of options.moreSheets ?? []) {
    const added = workbook.addWorksheet(safeSheetName(more.sheetName), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    more.widths.forEach((width, index) => (added.getColumn(index + 1).width = width));
    putHeader(added, 1, more.header);
    more.rows.forEach((row, index) => put(added, index + 2, row));
    markCells(added, more.marks ?? []);
  }

  if (options.notes) {
    const notes = workbook.addWorksheet(safeSheetName(options.notes.sheetName));
    options.notes.widths.forEach((width, index) => (notes.getColumn(index + 1).width = width));
    options.notes.rows.forEach((cells, index) => {
      cells.forEach((text, column) => {
        const cell = notes.getCell(index + 1, column + 1);
        cell.value = text;
        cell.alignment = { wrapText: true, vertical: 'top' };
        if (index === 0) cell.font = { bold: true };
      });
    });
  }

  markCells(sheet, options.marks ?? []);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function put(sheet: ExcelJS.Worksheet, rowNumber: number, cells: readonly SheetCell[]): void {
  cells.forEach((value, index) => {
    if (value !== null) sheet.getCell(rowNumber, index + 1).value = value;
  });
}

/** A bold, tinted header row with a filter. */
function putHeader(sheet: ExcelJS.Worksheet, headerRow: number, header: readonly SheetCell[]) {
  put(sheet, headerRow, header);
  const width = Math.max(1, header.length);
  for (let column = 1; column <= width; column += 1) {
    const cell = sheet.getCell(headerRow, column);
    cell.font = { bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
  }
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: headerRow, column: width },
  };
}

/** Marked cells: filled light red, with their comment. */
function markCells(sheet: ExcelJS.Worksheet, marks: readonly SheetMark[]): void {
  for (const mark of marks) {
    const cell = sheet.getCell(mark.row, mark.column);
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: markedCellArgb } };
    cell.note = mark.comment;
  }
}

/** The header's row number: 1, or below a preamble of `preambleRows` rows and a blank row. */
export const headerRowOf = (preambleRows: number): number =>
  preambleRows === 0 ? 1 : preambleRows + 2;

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .trim()
    .slice(0, 31);
  return cleaned === '' ? 'Sheet1' : cleaned;
}
