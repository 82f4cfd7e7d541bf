import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { alpha, type Theme } from '@mui/material/styles';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowVirtualizer,
  useMaterialReactTable,
} from 'material-react-table';
import {
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { tableLocalization } from '../../../lib/table-localization';
import {
  columnLetter,
  columnWidth,
  dataRowsOf,
  markKey,
  sheetColumnCount,
  type CellMark,
  type SheetRow,
} from '../utils/sheet-model';

/** Brings a cell of the sheet into view and gives it the focus. */
export type SheetPreviewHandle = { reveal(row: number, column: number): void };

const rowNumberColumn = 'rowNumber';
const columnId = (column: number) => `c${column}`;

/**
 * The pinned row numbers: opaque (the columns scrolled sideways pass under them) and edged on
 * the side of the sheet in either reading direction (material-react-table's shadow is drawn
 * for left to right only).
 */
const pinnedCellSx = (theme: Theme) => ({
  opacity: 1,
  backgroundColor: theme.palette.background.paper,
  borderInlineEnd: `1px solid ${theme.palette.divider}`,
  '&[data-pinned="true"]:before': { boxShadow: 'none' },
});

/** A marked cell: the answer's colour, and a red edge so that colour is not the only sign. */
const markedCellSx = (mark: CellMark) => (theme: Theme) => ({
  backgroundColor: mark.color,
  color: theme.palette.getContrastText(mark.color),
  boxShadow: `inset 0 -2px 0 ${theme.palette.error.main}`,
});

/**
 * The dropped sheet as a table (platform-admin spec, section 2): the header row as column
 * headers, the sheet's row numbers first, the rows virtualised (only those in view are in the
 * page), so that 10,000 rows scroll smoothly. Cells the server marked take its colour, show
 * its comment on hover and carry it as their accessible description.
 */
export function SheetPreview({
  rows,
  marks,
  label,
  maxHeight,
  ref,
}: {
  rows: readonly (readonly string[])[];
  marks: ReadonlyMap<string, CellMark>;
  label: string;
  maxHeight: string;
  ref?: Ref<SheetPreviewHandle>;
}) {
  const { t, i18n } = useTranslation();
  const idPrefix = useId();
  const virtualizer = useRef<MRT_RowVirtualizer>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const data = useMemo(() => dataRowsOf(rows), [rows]);
  const header = rows[0];
  const columnCount = useMemo(() => sheetColumnCount(rows), [rows]);

  const columns = useMemo<MRT_ColumnDef<SheetRow>[]>(() => {
    const commentId = (row: number, column: number) => `${idPrefix}-r${row}-c${column}`;
    const withComment = (mark: CellMark, id: string, content: ReactNode) => (
      <>
        <Tooltip title={mark.comment} describeChild arrow>
          {/* The comment is the cell's description (below); no title or description of its own. */}
          <Box component="span" title={undefined} aria-describedby={undefined} sx={fillCell}>
            {content}
          </Box>
        </Tooltip>
        <span hidden id={id}>
          {mark.comment}
        </span>
      </>
    );
    return [
      {
        id: rowNumberColumn,
        header: t('import.rowNumber'),
        accessorFn: (row) => row.number,
        size: 72,
        muiTableHeadCellProps: { sx: pinnedCellSx },
        muiTableBodyCellProps: {
          sx: (theme: Theme) => ({
            ...pinnedCellSx(theme),
            color: 'text.secondary',
            fontVariantNumeric: 'tabular-nums',
          }),
        },
      },
      ...Array.from({ length: columnCount }, (_, index): MRT_ColumnDef<SheetRow> => {
        const column = index + 1;
        const title = header?.[index]?.trim() || columnLetter(column);
        const headerMark = marks.get(markKey(1, column));
        return {
          id: columnId(column),
          header: title,
          accessorFn: (row) => row.cells[index] ?? '',
          size: columnWidth(rows, column),
          Header: headerMark
            ? () => withComment(headerMark, commentId(1, column), title)
            : undefined,
          muiTableHeadCellProps: headerMark
            ? {
                'aria-describedby': commentId(1, column),
                tabIndex: -1,
                sx: markedCellSx(headerMark),
              }
            : undefined,
          Cell: ({ row }) => {
            const text = row.original.cells[index] ?? '';
            const mark = marks.get(markKey(row.original.number, column));
            return mark ? withComment(mark, commentId(row.original.number, column), text) : text;
          },
          muiTableBodyCellProps: ({ row }) => {
            const mark = marks.get(markKey(row.original.number, column));
            return mark
              ? {
                  'aria-describedby': commentId(row.original.number, column),
                  tabIndex: -1,
                  sx: markedCellSx(mark),
                }
              : {};
          },
        };
      }),
    ];
  }, [columnCount, header, idPrefix, marks, rows, t]);

  const table = useMaterialReactTable({
    columns,
    data,
    getRowId: (row) => String(row.number),
    localization: tableLocalization(i18n.language),
    enableRowVirtualization: true,
    rowVirtualizerInstanceRef: virtualizer,
    rowVirtualizerOptions: { overscan: 12 },
    enablePagination: false,
    enableTopToolbar: false,
    enableBottomToolbar: false,
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableFilters: false,
    enableHiding: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableTableFooter: false,
    enableColumnPinning: true,
    enableStickyHeader: true,
    // The table is one tab stop (its scrolling region), not one per cell before Upload.
    enableKeyboardShortcuts: false,
    initialState: { density: 'compact', columnPinning: { left: [rowNumberColumn] } },
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    muiTableContainerProps: {
      tabIndex: 0,
      role: 'region',
      'aria-label': label,
      sx: { maxHeight, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } },
    },
    muiTableProps: { 'aria-label': label, 'aria-rowcount': rows.length },
    // Opaque: the rows scrolled up pass under the sticky header.
    muiTableHeadProps: { sx: { opacity: 1 } },
    muiTableHeadRowProps: { 'aria-rowindex': 1 },
    muiTableBodyRowProps: ({ row }) => ({
      'aria-rowindex': row.original.number,
      sx:
        highlighted === row.original.number
          ? (theme: Theme) => ({
              // The row brought into view by the list; its marked cells keep their colour.
              '& > td:not([aria-describedby])': {
                backgroundColor: alpha(theme.palette.primary.main, 0.12),
              },
            })
          : undefined,
    }),
  });

  useImperativeHandle(
    ref,
    () => ({
      reveal(row, column) {
        const container = table.refs.tableContainerRef.current;
        if (row <= 1) {
          if (container) container.scrollTop = 0;
        } else {
          virtualizer.current?.scrollToIndex(row - 2, { align: 'center' });
        }
        setHighlighted(row);
        // The virtualiser renders the row once it has scrolled to it.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const cell = container?.querySelector<HTMLElement>(
              row <= 1
                ? `thead th[data-index="${column}"]`
                : `tbody tr[aria-rowindex="${row}"] > td[data-index="${column}"]`,
            );
            cell?.scrollIntoView({ block: 'nearest', inline: 'center' });
            cell?.focus({ preventScroll: true });
          }),
        );
      },
    }),
    [table],
  );

  return <MaterialReactTable table={table} />;
}

/** The hover target of a marked cell: the whole cell, not only its text. */
const fillCell = {
  display: 'block',
  minHeight: '1.5em',
  minWidth: '100%',
  cursor: 'help',
} as const;
