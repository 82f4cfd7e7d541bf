import AddIcon from '@mui/icons-material/Add';
import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Permissions, styleGridSortColumns, type StyleGridItem } from '@spool/contracts';
import {
  MaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  useMaterialReactTable,
} from 'material-react-table';
import { useMemo, useState, type ReactNode } from 'react';
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
import {
  styleGridPageSize,
  useStyleGrid,
  type StyleGridRequest,
  type StyleGridSortColumn,
} from '../api/get-style-grid';
import { DeleteStyleDialog } from './delete-style-dialog';
import { formatGridDate, formatLength } from './format';
import { DuplicateStyleDialog } from '../../../components/styles/duplicate-style-dialog';
import { tableLocalization } from '../../../lib/table-localization';

/** The grid's default order: the newest style first (core-domain spec, section 2). */
const defaultSorting: MRT_SortingState = [{ id: 'creationTime', desc: true }];

const isSortColumn = (id: string): id is StyleGridSortColumn =>
  (styleGridSortColumns as readonly string[]).includes(id);

export type OpenStyle = (style: number | 'new') => void;

/**
 * The styles grid (core-domain spec, section 2): 25 rows a page, paged, sorted by any column
 * and filtered by name on the server; column menu, grouping by dragging a header onto the
 * drop zone, column reordering and row selection in the browser. Row actions: edit,
 * duplicate, the two reports in the chosen format, delete.
 */
export function StylesGrid({ onOpenStyle }: { onOpenStyle: OpenStyle }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const toast = useToast();
  const { state } = useReadySession();
  const granted = (policy: string) => isGranted(state.configuration, policy);
  const canCreate = granted(Permissions.StylesCreate);
  const canDelete = granted(Permissions.StylesDelete);
  const canReport = granted(Permissions.Reports);

  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<MRT_SortingState>(defaultSorting);
  const [pagination, setPagination] = useState<MRT_PaginationState>({
    pageIndex: 0,
    pageSize: styleGridPageSize,
  });
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const [duplicating, setDuplicating] = useState<StyleGridItem | null>(null);
  const [deleting, setDeleting] = useState<StyleGridItem | null>(null);
  const [format, setFormat] = useReportFormat();
  const download = useDownloadStyleReport();

  const sort = sorting[0];
  const request: StyleGridRequest = {
    filter: globalFilter,
    sort: sort && isSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : null,
    pageIndex: pagination.pageIndex,
  };
  const grid = useStyleGrid(request);
  const rows = useMemo(() => grid.data?.items ?? [], [grid.data]);
  const selected = rows.find((row) => rowSelection[String(row.id)] === true);

  const downloadReport = (kind: StyleReportKind, style: StyleGridItem) =>
    download.mutate(
      { kind, styleId: style.id, format },
      {
        onSuccess: ({ fileName }) =>
          toast.success(t('styleDashboard.reportDownloaded', { fileName })),
        onError: (error) =>
          toast.error(error instanceof Error ? error.message : t('styleDashboard.reportFailed')),
      },
    );

  const columns = useMemo<MRT_ColumnDef<StyleGridItem>[]>(
    () => [
      {
        accessorKey: 'name',
        header: t('styleDashboard.columns.name'),
        size: 180,
        Cell: ({ row }) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.original.name}
          </Typography>
        ),
      },
      {
        accessorKey: 'id',
        header: t('styleDashboard.columns.id'),
        size: 80,
        enableSorting: false,
        enableGrouping: false,
      },
      {
        id: 'description',
        accessorFn: (row) => row.description ?? '',
        header: t('styleDashboard.columns.description'),
        size: 200,
      },
      { accessorKey: 'customer', header: t('styleDashboard.columns.customer'), size: 150 },
      {
        accessorKey: 'productCategory',
        header: t('styleDashboard.columns.productCategory'),
        size: 170,
      },
      { accessorKey: 'productType', header: t('styleDashboard.columns.productType'), size: 140 },
      {
        id: 'weightType',
        accessorFn: (row) => t(`styleDashboard.weightTypes.${row.weightType}`),
        header: t('styleDashboard.columns.weightType'),
        size: 140,
      },
      {
        accessorKey: 'customSettingName',
        header: t('styleDashboard.columns.customSettingName'),
        size: 170,
      },
      {
        id: 'totalLengthOrSGC',
        accessorFn: (row) => row.totalLengthOrSGC,
        header: t('styleDashboard.columns.sgc'),
        size: 100,
        enableGrouping: false,
        Cell: ({ row }) =>
          row.original.totalLengthOrSGC === null ? (
            <Tooltip title={t('styleDashboard.sgcHint')}>
              <Box component="span" aria-label={t('styleDashboard.sgcHint')} sx={{ px: 1 }}>
                –
              </Box>
            </Tooltip>
          ) : (
            formatLength(row.original.totalLengthOrSGC, language)
          ),
      },
      {
        id: 'createdBy',
        accessorFn: (row) => row.createdBy ?? '',
        header: t('styleDashboard.columns.createdBy'),
        size: 140,
      },
      {
        id: 'creationTime',
        // Grouping by creation puts the styles of one day together.
        accessorFn: (row) => formatGridDate(row.creationTime, language),
        header: t('styleDashboard.columns.creationTime'),
        size: 140,
      },
    ],
    [t, language],
  );

  const emptyText = globalFilter.trim()
    ? t('styleDashboard.grid.noMatch')
    : t('styleDashboard.grid.empty');

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    localization: tableLocalization(language),
    rowCount: grid.data?.totalCount ?? 0,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableColumnFilters: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableGrouping: true,
    enableColumnDragging: true,
    enableColumnOrdering: true,
    enableRowSelection: true,
    enableMultiRowSelection: false,
    enableFullScreenToggle: false,
    enableDensityToggle: false,
    positionToolbarDropZone: 'top',
    onGlobalFilterChange: (value: string | undefined) => {
      setGlobalFilter(value ?? '');
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onSortingChange: (updater) => {
      setSorting(updater);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
    onRowSelectionChange: setRowSelection,
    state: {
      globalFilter,
      sorting,
      pagination,
      rowSelection,
      isLoading: grid.isPending,
      showProgressBars: grid.isFetching && !grid.isPending,
    },
    initialState: {
      density: 'compact',
      showGlobalFilter: true,
      columnVisibility: { id: false },
    },
    muiSearchTextFieldProps: {
      placeholder: t('styleDashboard.grid.searchPlaceholder'),
      slotProps: { htmlInput: { 'aria-label': t('styleDashboard.grid.searchPlaceholder') } },
      sx: { minWidth: 260 },
    },
    muiPaginationProps: { rowsPerPageOptions: [styleGridPageSize], showRowsPerPage: false },
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
    muiTableContainerProps: { sx: { maxHeight: 'none' } },
    muiTableBodyRowProps: ({ row }) =>
      row.getIsGrouped() ? {} : { 'aria-label': row.original.name },
    renderEmptyRowsFallback: () => (
      <Stack spacing={1} sx={{ py: 6, alignItems: 'center', color: 'text.secondary' }}>
        <CheckroomOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
        <Typography variant="body2">{emptyText}</Typography>
      </Stack>
    ),
    enableRowActions: true,
    // First, so that they are in view without scrolling the wide grid sideways (either direction).
    positionActionsColumn: 'first',
    displayColumnDefOptions: {
      'mrt-row-actions': { header: t('styleDashboard.columns.actions'), size: 176 },
    },
    renderRowActions: ({ row }) => {
      const style = row.original;
      return (
        <Box sx={{ display: 'flex', gap: 0.25 }}>
          <RowAction
            label={t('styleDashboard.actions.edit')}
            icon={<EditOutlinedIcon fontSize="small" />}
            onClick={() => onOpenStyle(style.id)}
          />
          {canCreate ? (
            <RowAction
              label={t('styleDashboard.actions.duplicate')}
              icon={<ContentCopyOutlinedIcon fontSize="small" />}
              onClick={() => setDuplicating(style)}
            />
          ) : undefined}
          {canReport ? (
            <>
              <RowAction
                label={t('styleDashboard.actions.singleGarmentReport')}
                icon={<CheckroomOutlinedIcon fontSize="small" />}
                onClick={() => downloadReport('singleGarment', style)}
              />
              <RowAction
                label={t('styleDashboard.actions.threadUsageReport')}
                icon={<ReceiptLongOutlinedIcon fontSize="small" />}
                onClick={() => downloadReport('threadUsage', style)}
              />
            </>
          ) : undefined}
          {canDelete ? (
            <RowAction
              label={t('styleDashboard.actions.delete')}
              icon={<DeleteOutlineIcon fontSize="small" />}
              onClick={() => setDeleting(style)}
            />
          ) : undefined}
        </Box>
      );
    },
    renderTopToolbarCustomActions: () => (
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        {canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => onOpenStyle('new')}>
            {t('styleDashboard.actions.addStyle')}
          </Button>
        ) : undefined}
        {canReport ? (
          <TextField
            select
            size="small"
            label={t('styleDashboard.reportFormat.label')}
            value={format}
            onChange={(event) => setFormat(event.target.value as ReportFormat)}
            sx={{ minWidth: 150 }}
          >
            {reportFormats.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`styleDashboard.reportFormat.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : undefined}
        {selected ? (
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            role="group"
            aria-label={selected.name}
            sx={{ borderInlineStart: '1px solid', borderColor: 'divider', paddingInlineStart: 1.5 }}
          >
            <Button size="small" onClick={() => onOpenStyle(selected.id)}>
              {t('styleDashboard.actions.edit')}
            </Button>
            {canCreate ? (
              <Button size="small" onClick={() => setDuplicating(selected)}>
                {t('styleDashboard.actions.duplicate')}
              </Button>
            ) : undefined}
            {canDelete ? (
              <Button size="small" color="error" onClick={() => setDeleting(selected)}>
                {t('styleDashboard.actions.delete')}
              </Button>
            ) : undefined}
          </Stack>
        ) : undefined}
      </Stack>
    ),
  });

  return (
    <Box component="section" aria-labelledby="styles-grid-title">
      <Typography id="styles-grid-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('styleDashboard.grid.title')}
      </Typography>
      {grid.isError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('styleDashboard.grid.readError')}
        </Alert>
      ) : undefined}
      <MaterialReactTable table={table} />
      {duplicating ? (
        <DuplicateStyleDialog
          style={duplicating}
          onClose={() => setDuplicating(null)}
          onCloned={(copy, open) => {
            setDuplicating(null);
            if (open) onOpenStyle(copy.id);
          }}
        />
      ) : undefined}
      {deleting ? (
        <DeleteStyleDialog
          style={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => setRowSelection({})}
        />
      ) : undefined}
    </Box>
  );
}

function RowAction({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
