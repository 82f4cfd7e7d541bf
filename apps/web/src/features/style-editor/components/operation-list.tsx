import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { Permissions, type OperationDto } from '@spool/contracts';
import { operationPasteColumns, type OperationPasteColumn } from '@spool/domain';
import type { MRT_RowSelectionState } from 'material-react-table';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useDeleteOperations, useDuplicateOperations } from '../api/change-operations';
import type { OperationUnits } from '../api/get-operation-units';
import { stylesQueryKey } from '../api/style-keys';
import { MultiEditDialog, OperationDialog } from '../operation-dialog';
import { isTextEntry, operationRowsText, PasteDialog } from '../operation-paste';
import { ConfirmDialog } from './confirm-dialog';
import { KeyboardHelp } from './keyboard-help';
import { OperationListHeader } from './operation-list-header';
import { drawsRowsInSight, OperationTable, type OpenDialog } from './operation-table';
import { TensionNotice } from './tension-notice';

/**
 * The operation list of the style window (core-domain spec, section 2): the units it shows,
 * the grid of operations with their status, the buttons that add, edit, duplicate and delete
 * them, and the two reports of the style.
 */
export function OperationList({
  style,
  canAdd,
  frozen = false,
  units,
  operations,
  isLoading,
  isError,
}: {
  /** The saved style; null while it is new. */
  style: { id: number; customSettingId: number } | null;
  /** The style is saved and its fields are valid. */
  canAdd: boolean;
  /** The style is approved: nothing of it can change until it is reopened. */
  frozen?: boolean;
  units: OperationUnits | null;
  operations: OperationDto[];
  isLoading: boolean;
  isError: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { state } = useReadySession();
  const canChange = isGranted(state.configuration, Permissions.StylesUpdate) && !frozen;
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

  // Only rows still listed count (a refresh may have removed some). What the grid is given
  // keeps its identity while only a dialog changes, so the grid is not drawn again.
  const selected = useMemo(
    () => operations.filter((operation) => rowSelection[String(operation.id)] === true),
    [operations, rowSelection],
  );
  const [first] = selected;

  const { mutate: duplicateOperations } = duplicate;
  const duplicateSelected = useCallback(() => {
    if (!style) return;
    duplicateOperations(
      { styleId: style.id, ids: selected.map((operation) => operation.id) },
      {
        onSuccess: () => toast.success(t('operationList.duplicated')),
        onError: () => toast.error(t('operationList.duplicateError')),
      },
    );
  }, [style, selected, duplicateOperations, toast, t]);

  const deleteSelected = () => {
    remove.mutate(
      selected.map((operation) => operation.id),
      {
        onSuccess: () => {
          toast.success(t('operationList.deleted'));
          setRowSelection({});
          setConfirmingDelete(false);
        },
        onError: (error) => {
          toast.error(error.message === '' ? t('operationList.deleteError') : error.message);
          setConfirmingDelete(false);
        },
      },
    );
  };

  /** The selected operations as spreadsheet rows, with the template's column names. */
  const selectedRowsText = useCallback(
    () =>
      operationRowsText(
        selected,
        Object.fromEntries(
          operationPasteColumns.map((column) => [column, t(`import.columns.${column}`)]),
        ) as Record<OperationPasteColumn, string>,
      ),
    [selected, t],
  );

  const copySelected = useCallback(() => {
    navigator.clipboard.writeText(selectedRowsText()).then(
      () => toast.success(t('operationList.copied', { count: selected.length })),
      () => toast.error(t('operationList.copyError')),
    );
  }, [selectedRowsText, selected.length, toast, t]);

  const editSelected = useCallback(
    () =>
      setDialog(
        selected.length === 1 && selected[0]
          ? { kind: 'operation', operationId: selected[0].id }
          : { kind: 'multi', ids: selected.map((operation) => operation.id) },
      ),
    [selected],
  );
  const confirmDelete = useCallback(() => setConfirmingDelete(true), []);
  const showHelp = useCallback(() => setHelpOpen(true), []);
  const hideHelp = useCallback(() => setHelpOpen(false), []);

  const canPaste = style !== null && canAdd && canChange && units !== null;
  const can = useMemo(
    () => ({ add: canAdd, change: canChange, paste: canPaste }),
    [canAdd, canChange, canPaste],
  );
  const styleId = style?.id ?? null;
  const tableStyle = useMemo(() => (styleId === null ? null : { id: styleId }), [styleId]);

  const inSightOnly = drawsRowsInSight(operations.length);

  const afterSave = () => {
    void queryClient.invalidateQueries({ queryKey: stylesQueryKey });
  };

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
      <OperationTable
        key={inSightOnly ? 'rows in sight' : 'every row'}
        inSightOnly={inSightOnly}
        style={tableStyle}
        units={units}
        operations={operations}
        isLoading={isLoading}
        can={can}
        selectedCount={selected.length}
        rowSelection={rowSelection}
        onRowSelectionChange={setRowSelection}
        onOpen={setDialog}
        onEditSelected={editSelected}
        duplicating={duplicate.isPending}
        onDuplicateSelected={duplicateSelected}
        onCopySelected={copySelected}
        onDeleteSelected={confirmDelete}
        onHelp={showHelp}
      />
      <KeyboardHelp open={helpOpen} onClose={hideHelp} />
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
