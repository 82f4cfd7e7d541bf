import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import FileCopyOutlinedIcon from '@mui/icons-material/FileCopyOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyboardOutlinedIcon from '@mui/icons-material/KeyboardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Permissions, type OperationDto } from '@spool/contracts';
import { operationPasteColumns, type OperationPasteColumn } from '@spool/domain';
import {
  MaterialReactTable,
  type MRT_RowSelectionState,
  useMaterialReactTable,
} from 'material-react-table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useDeleteOperations, useDuplicateOperations } from '../api/change-operations';
import type { OperationUnits } from '../api/get-operation-units';
import { useStyleFigures } from '../api/get-style-figures';
import { stylesQueryKey } from '../api/style-keys';
import { MultiEditDialog, OperationDialog } from '../operation-dialog';
import { isTextEntry, operationRowsText, PasteDialog } from '../operation-paste';
import { compactHeaderCellSx, useHeaderCellsForDragging } from '../../../lib/table-headers';
import { tableLocalization } from '../../../lib/table-localization';
import { ConfirmDialog } from './confirm-dialog';
import { KeyboardHelp } from './keyboard-help';
import { useOperationColumns } from './operation-columns';
import { OperationListHeader } from './operation-list-header';
import { TensionNotice } from './tension-notice';

type OpenDialog =
  | { kind: 'operation'; operationId: number | null }
  | { kind: 'multi'; ids: number[] }
  /** Rows pasted from a spreadsheet: the clipboard's text when a paste opened it. */
  | { kind: 'paste'; text: string | null };

/**
 * The operation list of the style window (core-domain spec, section 2): the units it shows,
 * the grid of operations with their status, the buttons that add, edit, duplicate and delete
 * them, and the two reports of the style.
 */
export function OperationList({
  style,
  canAdd,
  units,
  operations,
  isLoading,
  isError,
}: {
  /** The saved style; null while it is new. */
  style: { id: number; customSettingId: number } | null;
  /** The style is saved and its fields are valid. */
  canAdd: boolean;
  units: OperationUnits | null;
  operations: OperationDto[];
  isLoading: boolean;
  isError: boolean;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { state } = useReadySession();
  const canChange = isGranted(state.configuration, Permissions.StylesUpdate);
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // "?" anywhere in the style window, outside a field, shows the keys (the operation dialog
  // shows them itself).
  const operationDialogOpen = dialog !== null;
  useEffect(() => {
    const showHelp = (event: KeyboardEvent) => {
      if (event.key !== '?' || isTextEntry(event.target) || operationDialogOpen) return;
      if (event.defaultPrevented) return;
      event.preventDefault();
      setHelpOpen(true);
    };
    window.addEventListener('keydown', showHelp);
    return () => window.removeEventListener('keydown', showHelp);
  }, [operationDialogOpen]);
  const duplicate = useDuplicateOperations();
  const remove = useDeleteOperations();
  const language = i18n.language;

  // Only rows still listed count (a refresh may have removed some).
  const selected = operations.filter((operation) => rowSelection[String(operation.id)] === true);
  const selectedIds = selected.map((operation) => operation.id);
  const [first] = selected;

  const duplicateSelected = () => {
    if (!style) return;
    duplicate.mutate(
      { styleId: style.id, ids: selectedIds },
      {
        onSuccess: () => toast.success(t('operationList.duplicated')),
        onError: () => toast.error(t('operationList.duplicateError')),
      },
    );
  };

  const deleteSelected = () => {
    remove.mutate(selectedIds, {
      onSuccess: () => {
        toast.success(t('operationList.deleted'));
        setRowSelection({});
        setConfirmingDelete(false);
      },
      onError: (error) => {
        toast.error(error.message === '' ? t('operationList.deleteError') : error.message);
        setConfirmingDelete(false);
      },
    });
  };

  /** The selected operations as spreadsheet rows, with the template's column names. */
  const selectedRowsText = () =>
    operationRowsText(
      selected,
      Object.fromEntries(
        operationPasteColumns.map((column) => [column, t(`import.columns.${column}`)]),
      ) as Record<OperationPasteColumn, string>,
    );

  const copySelected = () => {
    navigator.clipboard.writeText(selectedRowsText()).then(
      () => toast.success(t('operationList.copied', { count: selected.length })),
      () => toast.error(t('operationList.copyError')),
    );
  };

  const canPaste = style !== null && canAdd && canChange && units !== null;

  const afterSave = () => {
    void queryClient.invalidateQueries({ queryKey: stylesQueryKey });
  };

  const figures = useStyleFigures(style?.id ?? null).data;
  const columns = useOperationColumns(units, figures);
  const table = useMaterialReactTable({
    columns,
    data: operations,
    getRowId: (row) => String(row.id),
    localization: tableLocalization(language),
    state: { rowSelection, isLoading: isLoading && style !== null },
    onRowSelectionChange: setRowSelection,
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
        if (event.key === 'Enter' && canChange) {
          event.preventDefault();
          event.stopPropagation();
          setDialog({ kind: 'operation', operationId: row.original.id });
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
          disabled={!canAdd || !canChange}
          onClick={() => setDialog({ kind: 'operation', operationId: null })}
        >
          {t('operationList.actions.add')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          aria-label={t('operationList.actions.editLabel')}
          disabled={selected.length === 0 || !canChange}
          onClick={() =>
            setDialog(
              selected.length === 1 && first
                ? { kind: 'operation', operationId: first.id }
                : { kind: 'multi', ids: selectedIds },
            )
          }
        >
          {t('operationList.actions.edit')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentCopyOutlinedIcon />}
          aria-label={t('operationList.actions.duplicateLabel')}
          disabled={selected.length === 0 || !canChange}
          loading={duplicate.isPending}
          onClick={() => duplicateSelected()}
        >
          {t('operationList.actions.duplicate')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<ContentPasteIcon />}
          aria-label={t('operationList.actions.pasteLabel')}
          disabled={!canPaste}
          onClick={() => setDialog({ kind: 'paste', text: null })}
        >
          {t('operationList.actions.paste')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileCopyOutlinedIcon />}
          aria-label={t('operationList.actions.copyLabel')}
          disabled={selected.length === 0}
          onClick={copySelected}
        >
          {t('operationList.actions.copy')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          aria-label={t('operationList.actions.deleteLabel')}
          disabled={selected.length === 0 || !canChange}
          onClick={() => setConfirmingDelete(true)}
        >
          {t('operationList.actions.delete')}
        </Button>
        <Tooltip title={t('keyboardHelp.open')}>
          <IconButton aria-label={t('keyboardHelp.open')} onClick={() => setHelpOpen(true)}>
            <KeyboardOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Stack>
    ),
  });
  useHeaderCellsForDragging(table);

  return (
    <Stack
      component="section"
      spacing={1.5}
      aria-labelledby="operation-list-title"
      // Rows copied in a spreadsheet paste straight into the list, and selected rows copy out.
      onPaste={(event) => {
        if (!canPaste || isTextEntry(event.target) || dialog !== null) return;
        event.preventDefault();
        setDialog({ kind: 'paste', text: event.clipboardData.getData('text/plain') });
      }}
      onCopy={(event) => {
        if (selected.length === 0 || isTextEntry(event.target)) return;
        if ((window.getSelection()?.toString() ?? '') !== '') return;
        event.preventDefault();
        event.clipboardData.setData('text/plain', selectedRowsText());
        toast.success(t('operationList.copied', { count: selected.length }));
      }}
    >
      <OperationListHeader style={style} units={units} operations={operations} />
      <TensionNotice styleId={style?.id ?? null} />
      {isError ? <Alert severity="error">{t('operationList.readError')}</Alert> : undefined}
      <MaterialReactTable table={table} />
      <KeyboardHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
      <ConfirmDialog
        open={confirmingDelete}
        title={t('operationList.confirmDelete.title')}
        text={
          selected.length === 1 && first
            ? t('operationList.confirmDelete.one', { name: first.description })
            : t('operationList.confirmDelete.several', { count: selected.length })
        }
        confirmLabel={t('operationList.confirmDelete.confirm')}
        cancelLabel={t('operationList.confirmDelete.cancel')}
        destructive
        pending={remove.isPending}
        onConfirm={deleteSelected}
        onCancel={() => setConfirmingDelete(false)}
      />
      {style && units && dialog?.kind === 'operation' ? (
        <OperationDialog
          open
          style={style}
          operationId={dialog.operationId}
          seamLengthUnit={units.seamLengthUnit}
          tktTex={units.tktTex}
          onClose={() => setDialog(null)}
          onSaved={afterSave}
        />
      ) : undefined}
      {style && units && dialog?.kind === 'paste' ? (
        <PasteDialog
          styleId={style.id}
          units={units}
          lastGroup={Math.max(0, ...operations.map((operation) => operation.group))}
          initialText={dialog.text}
          onClose={() => setDialog(null)}
        />
      ) : undefined}
      {style && units && dialog?.kind === 'multi' ? (
        <MultiEditDialog
          open
          styleId={style.id}
          operationIds={dialog.ids}
          tktTex={units.tktTex}
          onClose={() => setDialog(null)}
          onSaved={() => {
            afterSave();
            setRowSelection({});
          }}
        />
      ) : undefined}
    </Stack>
  );
}
