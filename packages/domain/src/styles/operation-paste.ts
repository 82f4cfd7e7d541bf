import type { SheetCellIssue } from '../sheet-cell-issue.js';
import { groupMismatches, type GroupMember } from './operation-form.js';
import {
  isBlankSheetRow,
  readOperationCells,
  sheetLookup,
  sheetTextKey,
  styleSheetColumns,
  styleSheetMessages,
  type ImportedOperation,
  type StyleSheetColumn,
  type StyleSheetLists,
  type StyleSheetOptions,
} from './style-sheet.js';

/**
 * Operations pasted from a spreadsheet into a style's operation list: the text a spreadsheet
 * puts on the clipboard (tab-separated, quoted where a cell holds a tab, a line break or a
 * quote), laid out as the import template's operation columns, read with the import's rules.
 */

/** The operation columns of the import template, in its order. */
export const operationPasteColumns = [
  'group',
  'onTeam',
  'operationDescription',
  'stitchType',
  'seamLength',
  'threadBrand',
  'ticketTex',
  'shade',
  'packageSize',
] as const satisfies readonly StyleSheetColumn[];
export type OperationPasteColumn = (typeof operationPasteColumns)[number];

/** The most rows one paste may bring: a season's style is far below it. */
export const operationPasteMaxRows = 1_000;

/** The message keys a pasted cell can be marked with: the import's, and one of its own. */
export const operationPasteMessages = {
  ...styleSheetMessages,
  groupDisagreesWithStyle: 'import.sheet.groupDisagreesWithStyle',
} as const;
export type OperationPasteMessage =
  (typeof operationPasteMessages)[keyof typeof operationPasteMessages];

/** A wrong pasted cell: its row (from 1, as the preview numbers them) and its column. */
export type OperationPasteIssue = SheetCellIssue<OperationPasteMessage>;

/** Which operation column each pasted column holds (null: left out), and whether row 1 names them. */
export type PasteLayout = {
  readonly hasHeader: boolean;
  readonly columns: readonly (OperationPasteColumn | null)[];
  /** The header is not the template's: the planner confirms the columns before the preview. */
  readonly needsMapping: boolean;
};

const isPasteColumn = (column: StyleSheetColumn | null): column is OperationPasteColumn =>
  column !== null && (operationPasteColumns as readonly string[]).includes(column);

/**
 * The cells of tab-separated text as Excel, LibreOffice Calc and Google Sheets copy it: rows
 * end with a line break (\n or \r\n), cells are separated by tabs, and a cell holding a tab,
 * a line break or a quote is wrapped in quotes with its quotes doubled. A cell that only
 * starts with a quote is taken as typed. Blank rows at the end are dropped.
 */
export function parseClipboardTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = 0;
  const atCellEnd = (at: number) =>
    at >= text.length || text[at] === '\t' || text[at] === '\n' || text[at] === '\r';
  while (index < text.length) {
    let cell: string | undefined;
    if (text[index] === '"') {
      // A quoted cell: up to the quote that is not doubled, which must end the cell.
      let at = index + 1;
      let value = '';
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) break;
        value += text.slice(at, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          at = quote + 2;
          continue;
        }
        if (atCellEnd(quote + 1)) {
          cell = value;
          index = quote + 1;
        }
        break;
      }
    }
    if (cell === undefined) {
      let end = index;
      while (!atCellEnd(end)) end += 1;
      cell = text.slice(index, end);
      index = end;
    }
    row.push(cell);
    if (text[index] === '\t') {
      index += 1;
      if (index === text.length) row.push('');
      continue;
    }
    // A line break (or the end) closes the row.
    if (text[index] === '\r') index += 1;
    if (text[index] === '\n') index += 1;
    rows.push(row);
    row = [];
  }
  // Text ending in a tab: its last row has no line break.
  if (row.length > 0) rows.push(row);
  while (rows.length > 0 && isBlankSheetRow(rows[rows.length - 1] ?? [])) rows.pop();
  return rows;
}

/** Rows as a spreadsheet reads them from the clipboard (the reverse of {@link parseClipboardTable}). */
export function clipboardTableOf(rows: readonly (readonly string[])[]): string {
  const cellText = (cell: string) =>
    /[\t\n\r"]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  return rows.map((row) => `${row.map(cellText).join('\t')}\n`).join('');
}

/**
 * How the pasted rows are laid out. Row 1 is a header when most of its filled cells name
 * template columns (in any language); its columns are then taken by name, and style columns
 * are left out. Without a header, 17 or more columns are the whole template's, fewer the
 * operation columns in order. A header other than the template's asks for the mapping step.
 *
 * @param acceptedNames - per template column, the names it may carry
 */
export function pasteLayoutOf(
  rows: readonly (readonly string[])[],
  acceptedNames: Readonly<Record<StyleSheetColumn, readonly string[]>>,
): PasteLayout {
  const first = rows[0] ?? [];
  const width = Math.max(0, ...rows.map((row) => row.length));
  const named = new Map<string, StyleSheetColumn>();
  for (const column of styleSheetColumns) {
    for (const name of acceptedNames[column]) {
      if (!named.has(sheetTextKey(name))) named.set(sheetTextKey(name), column);
    }
  }
  const headerColumns = first.map((cell) => named.get(sheetTextKey(cell)) ?? null);
  const filled = first.filter((cell) => cell.trim() !== '').length;
  const recognised = headerColumns.filter((column) => column !== null).length;
  if (filled > 0 && recognised * 2 >= filled) {
    const taken = new Set<OperationPasteColumn>();
    const columns = headerColumns.map((column) => {
      if (!isPasteColumn(column) || taken.has(column)) return null;
      taken.add(column);
      return column;
    });
    const sameAs = (template: readonly StyleSheetColumn[]) =>
      first.length === template.length &&
      headerColumns.every((column, index) => column === template[index]);
    return {
      hasHeader: true,
      columns,
      needsMapping: !sameAs(operationPasteColumns) && !sameAs(styleSheetColumns),
    };
  }
  const template: readonly StyleSheetColumn[] =
    width >= styleSheetColumns.length ? styleSheetColumns : operationPasteColumns;
  return {
    hasHeader: false,
    columns: Array.from({ length: width }, (_, index) => {
      const column = template[index] ?? null;
      return isPasteColumn(column) ? column : null;
    }),
    needsMapping: width > operationPasteColumns.length && width !== styleSheetColumns.length,
  };
}

/**
 * The pasted data rows in the operation columns' order (the preview's and the check's
 * layout): the header and blank rows left out, each cell trimmed.
 */
export function pastedRowsOf(
  rows: readonly (readonly string[])[],
  layout: Pick<PasteLayout, 'hasHeader' | 'columns'>,
): string[][] {
  const indexOf = new Map<OperationPasteColumn, number>();
  layout.columns.forEach((column, index) => {
    if (column !== null && !indexOf.has(column)) indexOf.set(column, index);
  });
  return rows
    .slice(layout.hasHeader ? 1 : 0)
    .filter((row) => !isBlankSheetRow(row))
    .map((row) =>
      operationPasteColumns.map((column) => {
        const index = indexOf.get(column);
        return index === undefined ? '' : (row[index] ?? '').trim();
      }),
    );
}

const groupColumn = operationPasteColumns.indexOf('group');
const wholeNumber = /^\+?\d+$/;

/**
 * The rows with their groups numbered after the style's last group: each pasted group, in
 * the order it first appears, takes the next number, so that rows of one group stay together
 * and no pasted group joins one of the style's. Cells that are not whole numbers are kept.
 */
export function renumberPastedGroups(
  rows: readonly (readonly string[])[],
  lastGroup: number,
): string[][] {
  const numbers = new Map<number, number>();
  return rows.map((row) => {
    const text = (row[groupColumn] ?? '').trim();
    if (!wholeNumber.test(text)) return [...row];
    const pasted = Number(text);
    const group = numbers.get(pasted) ?? lastGroup + numbers.size + 1;
    numbers.set(pasted, group);
    return row.map((cell, index) => (index === groupColumn ? String(group) : cell));
  });
}

/** A decimal comma where a number is expected (Calc and Excel copy numbers as displayed). */
const decimalComma = /^\d+,\d{1,2}$/;
const numberColumns: ReadonlySet<OperationPasteColumn> = new Set([
  'seamLength',
  'ticketTex',
  'packageSize',
]);

export type PastedOperations = {
  /** The rows that may be added, each numbered as the preview numbers it. */
  readonly operations: readonly ImportedOperation[];
  readonly issues: readonly OperationPasteIssue[];
};

/**
 * Reads pasted rows (in {@link operationPasteColumns} order, row 1 the first data row) with
 * the import's rules for each cell, and the same-group rule against the rows before and the
 * style's own operations. Unlike the import, the rows without a wrong cell are given back:
 * the planner may add them and leave the others.
 */
export function readPastedOperations(
  rows: readonly (readonly string[])[],
  lists: Omit<StyleSheetLists, 'existingStyleNames'>,
  options: StyleSheetOptions,
  styleOperations: readonly GroupMember[],
): PastedOperations {
  const lookup = sheetLookup({ ...lists, existingStyleNames: [] });
  const operations: ImportedOperation[] = [];
  // Each row is held only to the rows of its own group: a paste of a thousand rows stays linear.
  const pastedGroups = new Map<number, ImportedOperation[]>();
  const styleGroups = new Map<number, GroupMember[]>();
  for (const member of styleOperations) {
    styleGroups.set(member.group, [...(styleGroups.get(member.group) ?? []), member]);
  }
  const issues: OperationPasteIssue[] = [];
  rows.forEach((cells, index) => {
    const rowNumber = index + 1;
    const text = (column: StyleSheetColumn) => {
      const at = operationPasteColumns.indexOf(column as OperationPasteColumn);
      const cell = (cells[at] ?? '').trim();
      return numberColumns.has(column as OperationPasteColumn) && decimalComma.test(cell)
        ? cell.replace(',', '.')
        : cell;
    };
    const rowIssues: OperationPasteIssue[] = [];
    const mark = (
      column: StyleSheetColumn,
      message: OperationPasteMessage,
      params: Readonly<Record<string, string | number>> = {},
    ) => {
      const at = operationPasteColumns.indexOf(column as OperationPasteColumn);
      rowIssues.push({ row: rowNumber, column: at + 1, message, params });
      return undefined;
    };
    const read = readOperationCells(text, lists, lookup, options, mark);
    if (read) {
      const operation: ImportedOperation = { rowNumber, ...read };
      const column = (fields: readonly string[]) =>
        fields.includes('description') ? 'operationDescription' : 'group';
      const sameGroup = pastedGroups.get(operation.group) ?? [];
      const withPasted = groupMismatches(operation, sameGroup);
      const withStyle = groupMismatches(operation, styleGroups.get(operation.group) ?? []);
      if (withPasted.length > 0) {
        const against = sameGroup[0];
        mark(column(withPasted), operationPasteMessages.groupDisagrees, {
          row: against?.rowNumber ?? rowNumber,
        });
      } else if (withStyle.length > 0) {
        mark(column(withStyle), operationPasteMessages.groupDisagreesWithStyle, {
          group: operation.group,
        });
      } else {
        operations.push(operation);
        pastedGroups.set(operation.group, [...sameGroup, operation]);
      }
    }
    issues.push(...rowIssues.sort((a, b) => a.column - b.column));
  });
  return { operations, issues };
}
