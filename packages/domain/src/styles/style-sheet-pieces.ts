import {
  isBlankSheetRow,
  sheetTextKey,
  styleSheetColumns,
  type StyleSheetIssue,
  type StyleSheetRow,
} from './style-sheet.js';

/**
 * The data rows in pieces of whole styles, so that a large sheet can be checked and saved
 * piece by piece (the next piece checked while this one is saved): the rows of one style
 * (same name, compared as readStyleSheetRows compares them) stay together, pieces keep the
 * order in which the styles first appear, and a piece holds at most `maxRows` rows unless one
 * style alone has more. Blank rows are left out. Reading each piece with readStyleSheetRows
 * gives the styles of the whole sheet, in the same order, and its issues once they are sorted
 * by row and column (compareSheetIssues).
 */
export function styleSheetPieces(
  rows: readonly StyleSheetRow[],
  maxRows: number,
): StyleSheetPiece[] {
  const nameAt = styleSheetColumns.indexOf('styleName');
  const styles = new Map<string, StyleSheetRow[]>();
  for (const row of rows) {
    if (isBlankSheetRow(row.cells)) continue;
    const key = sheetTextKey(row.cells[nameAt]);
    const style = styles.get(key);
    if (style) style.push(row);
    else styles.set(key, [row]);
  }
  const pieces: StyleSheetPiece[] = [];
  let piece: StyleSheetPiece = { rows: [], styles: 0 };
  for (const style of styles.values()) {
    if (piece.rows.length > 0 && piece.rows.length + style.length > maxRows) {
      pieces.push(piece);
      piece = { rows: [], styles: 0 };
    }
    piece.rows.push(...style);
    piece.styles += 1;
  }
  if (piece.rows.length > 0) pieces.push(piece);
  return pieces;
}

/** Rows of whole styles, and how many styles (names) they hold. */
export type StyleSheetPiece = { rows: StyleSheetRow[]; styles: number };

/** The order of a sheet's issues: by row, then by column. */
export function compareSheetIssues(a: StyleSheetIssue, b: StyleSheetIssue): number {
  return a.row - b.row || a.column - b.column;
}
