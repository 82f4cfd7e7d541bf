import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import FileCopyOutlinedIcon from '@mui/icons-material/FileCopyOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OperationDto } from '@spool/contracts';
import {
  MaterialReactTable,
  type MRT_RowSelectionState,
  useMaterialReactTable,
} from 'material-react-table';
import { memo, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { compactHeaderCellSx, useHeaderCellsForDragging } from '../../../lib/table-headers';
import { tableLocalization } from '../../../lib/table-localization';
import type { OperationUnits } from '../api/get-operation-units';
import { useStyleFigures } from '../api/get-style-figures';
import { useOperationColumns } from './operation-columns';

/** A list this long or shorter is drawn whole (a page or two of rows). */
const drawnWholeUpTo = 60;

/**
 * Whether a list of `count` operations draws only its rows in sight. The table keeps the
 * choice for its life (the grid's hooks depend on it): its host gives it a key by this.
 */
export const drawsRowsInSight = (count: number) => count > drawnWholeUpTo;

/** A dialog the operation list opens over itself. */
export type OpenDialog =
  | { kind: 'operation'; operationId: number | null }
  | { kind: 'multi'; ids: number[] }
  /** Rows pasted from a spreadsheet: the clipboard's text when a paste opened it. */
  | { kind: 'paste'; text: string | null };

export interface OperationTableProps {
  /** The saved style; null while it is new. */
  style: { id: number } | null;
  units: OperationUnits | null;
  operations: OperationDto[];
  isLoading: boolean;
  /** Which buttons may act. */
  can: { add: boolean; change: boolean; paste: boolean };
  selectedCount: number;
  rowSelection: MRT_RowSelectionState;
  onRowSelectionChange: Dispatch<SetStateAction<MRT_RowSelectionState>>;
  onOpen: (dialog: OpenDialog) => void;
  onEditSelected: () => void;
  duplicating: boolean;
  onDuplicateSelected: () => void;
  onCopySelected: () => void;
  onDeleteSelected: () => void;
  onHelp: () => void;
  /** Draws only the rows in sight: fixed for the table's life (see drawsRowsInSight). */
  inSightOnly: boolean;
}

/**
 * The grid of operations and its buttons. It draws again only when its own props change: a
 * dialog opening over a long list leaves the list as it is (on a slow processor, drawing 200
 * rows again took most of an opening's time).
 */
export const OperationTable = memo(function OperationTable({
  style,
  units,
  operations,
  isLoading,
  can,
  selectedCount,
  rowSelection,
  onRowSelectionChange,
  onOpen,
  onEditSelected,
  duplicating,
  onDuplicateSelected,
  onCopySelected,
  onDeleteSelected,
  onHelp,
  inSightOnly,
}: OperationTableProps) {
  const { t, i18n } = useTranslation();
  const figures = useStyleFigures(style?.id ?? null).data;
  const columns = useOperationColumns(units, figures);
  const table = useMaterialReactTable({
    columns,
    data: operations,
    getRowId: (row) => String(row.id),
    localization: tableLocalization(i18n.language),
    state: { rowSelection, isLoading: isLoading && style !== null },
    onRowSelectionChange,
    enableRowSelection: style !== null,
    enableMultiRowSelection: true,
    enableGrouping: true,
    enableColumnOrdering: true,
    enableColumnDragging: true,
    enablePagination: false,
    enableBottomToolbar: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableStickyHeader: true,
    // A long list draws only the rows in sight (and a few either side): on a slow processor
    // every row drawn costs each frame, a key typed in a dialog over the list included.
    enableRowVirtualization: inSightOnly,
    rowVirtualizerOptions: { overscan: 8 },
    layoutMode: 'grid',
    positionToolbarDropZone: 'top',
    initialState: { density: 'compact', showGlobalFilter: false },
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    muiTableHeadCellProps: { sx: compactHeaderCellSx },
    // Descriptions and stitch names wrap: a row grows rather than cutting a name off.
    muiTableBodyCellProps: ({ cell, row }) => ({
      sx: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
      // The arrows move between cells (the table's own); Enter edits the row's operation and
      // Space selects it, from any of its cells.
      onKeyDown: (event) => {
        if (row.getIsGrouped() || event.target !== event.currentTarget) return;
        if (event.key === 'Enter' && can.change) {
          event.preventDefault();
          event.stopPropagation();
          onOpen({ kind: 'operation', operationId: row.original.id });
        } else if (event.key === ' ' && cell.column.id !== 'mrt-row-select') {
          event.preventDefault();
          event.stopPropagation();
          row.toggleSelected();
        }
      },
    }),
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 260px)' } },
    muiTableBodyRowProps: ({ row }) =>
      row.getIsGrouped() ? {} : { 'aria-label': row.original.description },
    renderEmptyRowsFallback: () => (
      <Typography color="text.secondary" sx={{ py: 4, px: 2, textAlign: 'center' }}>
        {t(style === null ? 'operationList.saveFirst' : 'operationList.empty')}
      </Typography>
    ),
    renderTopToolbarCustomActions: () => (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', p: 0.5 }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          aria-label={t('operationList.actions.addLabel')}
          disabled={!can.add || !can.change}
          onClick={() => onOpen({ kind: 'operation', operationId: null })}
        >
          {t('operationList.actions.add')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          aria-label={t('operationList.actions.editLabel')}
          disabled={selectedCount === 0 || !can.change}
          onClick={onEditSelected}
        >
          {t('operationList.actions.edit')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyOutlinedIcon />}
          aria-label={t('operationList.actions.duplicateLabel')}
          disabled={selectedCount === 0 || !can.change}
          loading={duplicating}
          onClick={onDuplicateSelected}
        >
          {t('operationList.actions.duplicate')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentPasteIcon />}
          aria-label={t('operationList.actions.pasteLabel')}
          disabled={!can.paste}
          onClick={() => onOpen({ kind: 'paste', text: null })}
        >
          {t('operationList.actions.paste')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileCopyOutlinedIcon />}
          aria-label={t('operationList.actions.copyLabel')}
          disabled={selectedCount === 0}
          onClick={onCopySelected}
        >
          {t('operationList.actions.copy')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          aria-label={t('operationList.actions.deleteLabel')}
          disabled={selectedCount === 0 || !can.change}
          onClick={onDeleteSelected}
        >
          {t('operationList.actions.delete')}
        </Button>
        <Tooltip title={t('keyboardHelp.open')}>
          <IconButton aria-label={t('keyboardHelp.open')} onClick={onHelp}>
            <KeyboardOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    ),
  });
  useHeaderCellsForDragging(table);
  return <MaterialReactTable table={table} />;
});
