import type { MRT_RowData, MRT_TableInstance } from 'material-react-table';
import { useEffect, useState } from 'react';

/**
 * Column headers that keep their width for their titles: the title wraps, and the drag handle
 * and column menu show over the header on hover or keyboard focus, instead of taking room
 * beside every title.
 */
export const compactHeaderCellSx = {
  '& .Mui-TableHeadCell-Content-Wrapper': { whiteSpace: 'normal', lineHeight: 1.3 },
  '& .Mui-TableHeadCell-Content-Actions': {
    position: 'absolute',
    insetInlineEnd: 0,
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'background.paper',
    borderRadius: 1,
    opacity: 0,
    transition: 'opacity 120ms',
  },
  '&:hover .Mui-TableHeadCell-Content-Actions, &:focus-within .Mui-TableHeadCell-Content-Actions': {
    opacity: 1,
  },
} as const;

/**
 * Renders a grid once more after its header cells are on the page, and again when the columns
 * shown change. material-react-table (3.2) gives each column's drag handle its header cell as
 * known during that same render, so a header cell that has not rendered since it was mounted
 * has none: dragging it then logs "Failed to execute 'setDragImage' on 'DataTransfer'" and
 * drags the small handle instead of the header. Grids that drag columns call this.
 *
 * `whenPointed`: that render waits until the pointer first comes over the grid's header (a
 * drag starts there, always after the pointer has come over its handle), in the same task.
 * Right after the grid's first commit it redrew the whole grid, every row and cell: on the
 * dashboard, the longest task of the page's load on a slow processor.
 */
export function useHeaderCellsForDragging<Row extends MRT_RowData>(
  table: MRT_TableInstance<Row>,
  { whenPointed = false }: { whenPointed?: boolean } = {},
): void {
  const shown = table
    .getVisibleLeafColumns()
    .map((column) => column.id)
    .join(' ');
  const [rendered, setRendered] = useState('');
  const { tableHeadRef } = table.refs;
  useEffect(() => {
    if (rendered === shown) return;
    if (!whenPointed) {
      // The render this causes is the point: it runs after the header cells are on the page.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRendered(shown);
      return;
    }
    const renderWhenPointed = (event: PointerEvent) => {
      if (event.target instanceof Node && tableHeadRef.current?.contains(event.target)) {
        setRendered(shown);
      }
    };
    document.addEventListener('pointerover', renderWhenPointed);
    return () => document.removeEventListener('pointerover', renderWhenPointed);
  }, [shown, whenPointed, rendered, tableHeadRef]);
}
