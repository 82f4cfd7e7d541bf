import type { ImportProgress, ImportResultDto } from '@spool/contracts';
import { isBlankSheetRow } from '@spool/domain';

/**
 * The dropped sheet as the upload dialog shows it: rows numbered as the spreadsheet numbers
 * them (the header is row 1), columns numbered from 1 and lettered as in Excel, and the
 * server's marks on its cells. Pure functions, so that they are tested without a browser.
 */

/** A data row of the sheet: its number in the sheet (from 2) and its cells' texts. */
export type SheetRow = { readonly number: number; readonly cells: readonly string[] };

/** A marked cell: the colour and the comment the server gave it. */
export type CellMark = { readonly color: string; readonly comment: string };

/** The sheets of a style workbook: the styles' operations, and their colourways. */
export type SheetKind = 'styles' | 'colourways';

/** One issue of the list under the table. */
export type SheetIssue = CellMark & {
  readonly sheet: SheetKind;
  readonly row: number;
  readonly column: number;
};

const sheetOf = (row: { sheet?: 'colourways' | undefined }): SheetKind => row.sheet ?? 'styles';

/** The column's letters as a spreadsheet shows them: 1 is A, 26 is Z, 27 is AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** How many columns the table needs: the widest row's (header included), at least one. */
export function sheetColumnCount(rows: readonly (readonly string[])[]): number {
  let count = 1;
  for (const row of rows) if (row.length > count) count = row.length;
  return count;
}

/** The rows below the header, numbered as in the sheet; blank rows stay, to keep the numbers. */
export function dataRowsOf(rows: readonly (readonly string[])[]): SheetRow[] {
  return rows.slice(1).map((cells, index) => ({ number: index + 2, cells }));
}

/** The rows that will be read as operations: those below the header with some text. */
export function countOperationRows(rows: readonly (readonly string[])[]): number {
  return rows.slice(1).filter((cells) => !isBlankSheetRow(cells)).length;
}

/** The key of a cell in {@link cellMarks}. */
export const markKey = (row: number, column: number) => `${row}:${column}`;

/** The marked cells of one sheet of an answer, by {@link markKey}. */
export function cellMarks(
  result: ImportResultDto | null,
  sheet: SheetKind = 'styles',
): ReadonlyMap<string, CellMark> {
  const marks = new Map<string, CellMark>();
  for (const row of result?.rows ?? []) {
    if (sheetOf(row) !== sheet) continue;
    for (const cell of row.cells) {
      const key = markKey(row.index, cell.index);
      const earlier = marks.get(key);
      // Two comments on one cell are read together.
      marks.set(key, {
        color: cell.color,
        comment: earlier ? `${earlier.comment} ${cell.comment}` : cell.comment,
      });
    }
  }
  return marks;
}

/**
 * The marked cells of an answer, the first sheet's then the Colourways sheet's, each top to
 * bottom and column by column, as the list shows them.
 */
export function sheetIssues(result: ImportResultDto | null): SheetIssue[] {
  const issues = (result?.rows ?? []).flatMap((row) =>
    row.cells.map((cell) => ({
      sheet: sheetOf(row),
      row: row.index,
      column: cell.index,
      color: cell.color,
      comment: cell.comment,
    })),
  );
  const order = (sheet: SheetKind) => (sheet === 'styles' ? 0 : 1);
  return issues.sort(
    (a, b) => order(a.sheet) - order(b.sheet) || a.row - b.row || a.column - b.column,
  );
}

/** A column's width in pixels, from the longest text of its first rows (a preview, not a measure). */
export function columnWidth(
  rows: readonly (readonly string[])[],
  column: number,
  sampled = 200,
): number {
  let longest = 0;
  for (const row of rows.slice(0, sampled)) {
    const length = row[column - 1]?.length ?? 0;
    if (length > longest) longest = length;
  }
  return Math.min(280, Math.max(96, longest * 8 + 40));
}

/** What was dropped: exactly one file, or how it is not. */
export type DroppedFiles =
  | { readonly kind: 'one'; readonly file: File }
  | { readonly kind: 'none' }
  | { readonly kind: 'many' };

export function droppedFiles(files: ArrayLike<File> | null | undefined): DroppedFiles {
  const count = files?.length ?? 0;
  if (count > 1) return { kind: 'many' };
  const file = files?.[0];
  return file ? { kind: 'one', file } : { kind: 'none' };
}

/** How far an import is, 0 to 100; null while the share is unknown (nothing counted yet). */
export function progressPercent(progress: ImportProgress | null | undefined): number | null {
  if (!progress || progress.total <= 0) return null;
  if (progress.phase === 'checking' && progress.done === 0) return null;
  // A refused sheet ends with nothing saved, every row checked.
  if (progress.phase === 'done' && progress.done === 0) return 100;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}
