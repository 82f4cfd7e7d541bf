/** The fill of a marked cell in an import's answer (light red), as #RRGGBB. */
export const markedCellColor = '#FFC7CE';

/** A wrong cell of an uploaded sheet: its row and column (from 1) and what is wrong, in words. */
export type SheetMarkComment = {
  readonly row: number;
  readonly column: number;
  readonly comment: string;
};

/**
 * The specification's answer rows of an import with errors: per row (its number in the
 * sheet), the marked cells (column, colour, comment), rows and cells in order.
 */
export function marksByRow(marks: readonly SheetMarkComment[]) {
  const rows = new Map<number, { index: number; color: string; comment: string }[]>();
  for (const mark of marks) {
    const cells = rows.get(mark.row) ?? [];
    cells.push({ index: mark.column, color: markedCellColor, comment: mark.comment });
    rows.set(mark.row, cells);
  }
  return [...rows]
    .sort(([a], [b]) => a - b)
    .map(([index, cells]) => ({ index, cells: cells.sort((a, b) => a.index - b.index) }));
}
