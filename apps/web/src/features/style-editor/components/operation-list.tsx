import AddIcon from '@mui/icons-material/Add';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Permissions, type OperationDto } from '@spool/contracts';
import { figureFormatter } from '@spool/domain';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  type MRT_RowSelectionState,
  useMaterialReactTable,
} from 'material-react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import {
  reportFormats,
  useDownloadStyleReport,
  useReportFormat,
  type ReportFormat,
  type StyleReportKind,
} from '../../../lib/report-files';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { useDeleteOperations, useDuplicateOperations } from '../api/change-operations';
import type { OperationUnits } from '../api/get-operation-units';
import { useReportsExist } from '../api/get-reports-exist';
import { styleEditorKeys, stylesQueryKey } from '../api/style-keys';
import { MultiEditDialog, OperationDialog } from '../operation-dialog';
import { compactHeaderCellSx } from '../../../lib/table-headers';
import { tableLocalization } from '../../../lib/table-localization';
import { ConfirmDialog } from './confirm-dialog';
import { StatusDot } from './status-dot';
import { TensionNotice } from './tension-notice';

type OpenDialog =
  { kind: 'operation'; operationId: number | null } | { kind: 'multi'; ids: number[] };

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

  const afterSave = () => {
    void queryClient.invalidateQueries({ queryKey: stylesQueryKey });
  };

  const columns = useOperationColumns(units);
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
    muiTableBodyCellProps: { sx: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
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
          color="error"
          startIcon={<DeleteOutlineIcon />}
          aria-label={t('operationList.actions.deleteLabel')}
          disabled={selected.length === 0 || !canChange}
          onClick={() => setConfirmingDelete(true)}
        >
          {t('operationList.actions.delete')}
        </Button>
      </Stack>
    ),
  });

  return (
    <Stack component="section" spacing={1.5} aria-labelledby="operation-list-title">
      <OperationListHeader style={style} units={units} operations={operations} />
      <TensionNotice styleId={style?.id ?? null} />
      {isError ? <Alert severity="error">{t('operationList.readError')}</Alert> : undefined}
      <MaterialReactTable table={table} />
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

/** The list's title, the units it shows, and the two reports with the format selector. */
function OperationListHeader({
  style,
  units,
  operations,
}: {
  style: { id: number } | null;
  units: OperationUnits | null;
  operations: OperationDto[];
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [format, setFormat] = useReportFormat();
  const download = useDownloadStyleReport();
  const hasOperations = style !== null && operations.length > 0;
  const reportsExist = useReportsExist(style?.id ?? null, hasOperations).data === true;
  const allComplete = operations.every((operation) => operation.isCompleteOperation);
  const status = hasOperations ? allComplete : null;
  // A report is offered once there is data; while an operation is incomplete it is refused.
  const reportEnabled = hasOperations && (reportsExist || !allComplete);

  const downloadReport = (kind: StyleReportKind) => {
    if (!style) return;
    if (!allComplete || !reportsExist) {
      toast.error(t('operationList.reports.incomplete'));
      return;
    }
    download.mutate(
      { kind, styleId: style.id, format },
      {
        // A printed report clears the tension notice.
        onSuccess: () =>
          void queryClient.invalidateQueries({
            queryKey: styleEditorKeys.tensionSettingsChanged(style.id),
          }),
        onError: (error) =>
          toast.error(
            error.message === '' ? t('operationList.reports.downloadError') : error.message,
          ),
      },
    );
  };

  const statusLabel = t(
    allComplete ? 'operationList.reports.ready' : 'operationList.reports.incomplete',
  );
  const unitItems = units
    ? [
        {
          label: t('operationList.unitOfMeasure'),
          value: t(
            units.seamLengthUnit === 1 ? 'operationList.units.inch' : 'operationList.units.cm',
          ),
        },
        {
          label: t('operationList.unitOfPackage'),
          value: t(`operationList.units.${units.packageUnit}`),
        },
        { label: t('operationList.threadBy'), value: units.tktTex },
      ]
    : [];

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
    >
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
      >
        <Typography id="operation-list-title" variant="h3" component="h2">
          {t('operationList.title')}
        </Typography>
        <Box component="dl" sx={{ display: 'flex', gap: 2.5, m: 0, flexWrap: 'wrap' }}>
          {unitItems.map((item) => (
            <Box key={item.label} sx={{ display: 'flex', gap: 0.75, alignItems: 'baseline' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {item.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {item.value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {(['singleGarment', 'threadUsage'] as const).map((kind) => {
          const button = (
            <Button
              key={kind}
              variant="outlined"
              size="small"
              disabled={!reportEnabled}
              loading={download.isPending && download.variables.kind === kind}
              loadingPosition="start"
              startIcon={<StatusDot ok={status} label={statusLabel} />}
              onClick={() => downloadReport(kind)}
            >
              {t(`operationList.reports.${kind}`)}
            </Button>
          );
          // What part and extra packages are, where the report is asked for (CONSUMPTION.md 4.1).
          return kind === 'threadUsage' ? (
            <Tooltip key={kind} title={t('reports.notices.threadUsageHint')} describeChild>
              <span>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={format}
          aria-label={t('operationList.reports.format')}
          onChange={(_event, next: ReportFormat | null) => next && setFormat(next)}
        >
          {reportFormats.map((item) => (
            <ToggleButton key={item} value={item} sx={{ px: 1.5 }}>
              {item.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}

/** The grid's columns, with the lengths' units in their headers. */
function useOperationColumns(units: OperationUnits | null): MRT_ColumnDef<OperationDto>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const imperial = units?.seamLengthUnit === 1;
    // Lengths as every screen and report prints them (the domain's rules); counts whole.
    const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    const formats = {
      bight: figureFormatter('bight', language),
      seamLength: figureFormatter('seamLength', language),
      rate: figureFormatter('rate', language),
      seamThikness: figureFormatter('seamThickness', language),
      quantity: (value: number) => whole.format(value),
      machines: (value: number) => whole.format(value),
    };
    const hidden = t('operationList.notShown');
    const numeric = (
      key: keyof typeof formats,
      header: string,
      size = 100,
    ): MRT_ColumnDef<OperationDto> => ({
      id: key,
      accessorFn: (row) => row[key] ?? undefined,
      header,
      size,
      sortUndefined: 'last',
      filterVariant: 'range',
      Cell: ({ row }) => {
        const value = row.original[key];
        return value === null ? (
          <Box component="span" title={hidden} aria-label={hidden} sx={{ color: 'text.secondary' }}>
            –
          </Box>
        ) : (
          formats[key](value)
        );
      },
      AggregatedCell: () => null,
    });
    const lengthUnit = t(imperial ? 'operationList.units.inch' : 'operationList.units.cm');
    const bightUnit = t(imperial ? 'operationList.units.inch' : 'operationList.units.mm');
    return [
      { accessorKey: 'group', header: t('operationList.columns.group'), size: 100 },
      {
        accessorKey: 'description',
        header: t('operationList.columns.description'),
        size: 190,
        grow: true,
        enableGrouping: false,
        Cell: ({ row }) => (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
            <StatusDot
              ok={row.original.isCompleteOperation}
              label={t(
                row.original.isCompleteOperation
                  ? 'operationList.status.complete'
                  : 'operationList.status.incomplete',
              )}
            />
            <span>{row.original.description}</span>
          </Stack>
        ),
      },
      {
        id: 'stitchType',
        accessorFn: (row) => `${row.stitchTypeCode}-${row.stitchTypeName}`,
        header: t('operationList.columns.stitchType'),
        size: 210,
        grow: true,
        // The code and name read left to right in a right-to-left page too.
        Cell: ({ cell }) => <bdi>{cell.getValue<string>()}</bdi>,
      },
      numeric('bight', t('operationList.columns.bight', { unit: bightUnit })),
      numeric('seamLength', t('operationList.columns.seamLength', { unit: lengthUnit }), 110),
      numeric(
        'rate',
        t(imperial ? 'operationList.columns.rateImperial' : 'operationList.columns.rateMetric'),
        110,
      ),
      numeric('quantity', t('operationList.columns.quantity')),
      numeric('machines', t('operationList.columns.machines')),
      numeric(
        'seamThikness',
        // Millimetres in both unit systems (the domain's figure rules).
        t('operationList.columns.seamThickness', { unit: t('operationList.units.mm') }),
        110,
      ),
    ];
  }, [t, language, units?.seamLengthUnit]);
}
