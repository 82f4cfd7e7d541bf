import CheckroomOutlinedIcon from '@mui/icons-material/CheckroomOutlined';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  Permissions,
  styleGridGroupColumns,
  styleGridSortColumns,
  type StyleGridGroupColumn,
  type StyleGridItem,
} from '@spool/contracts';
import {
  type MRT_ColumnFiltersState,
  type MRT_ExpandedState,
  type MRT_GroupingState,
  type MRT_PaginationState,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_Updater,
  type MRT_VisibilityState,
  useMaterialReactTable,
} from 'material-react-table';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/ui/toasts';
import {
  useDownloadStyleReport,
  useReportFormat,
  type StyleReportKind,
} from '../../../lib/report-files';
import { isGranted, useReadySession } from '../../../lib/session-context';
import {
  firstStyleGridRequest,
  styleGridPageSize,
  useStyleGrid,
  type StyleGridRequest,
  type StyleGridSortColumn,
} from '../api/get-style-grid';
import { DeleteStyleDialog } from './delete-style-dialog';
import { StylesGridFrame } from './styles-grid-frame';
import { StyleGridToolbar } from './style-grid-toolbar';
import { useStyleGridColumns, type GroupOf } from './style-grid-columns';
import { DuplicateStyleDialog } from '../../../components/styles/duplicate-style-dialog';
import { compactHeaderCellSx, useHeaderCellsForDragging } from '../../../lib/table-headers';
import { tableLocalization } from '../../../lib/table-localization';
import { useElementWidth } from '../../../lib/use-element-width';
import { columnsHiddenToFit } from '../utils/columns-that-fit';

/** The grid's default order: the newest style first (core-domain spec, section 2). */
const defaultSorting: MRT_SortingState = [
  { id: firstStyleGridRequest.sort.column, desc: firstStyleGridRequest.sort.descending },
];

const isSortColumn = (id: string): id is StyleGridSortColumn =>
  (styleGridSortColumns as readonly string[]).includes(id);
const isGroupColumn = (id: string | undefined): id is StyleGridGroupColumn =>
  (styleGridGroupColumns as readonly string[]).includes(id ?? '');

const applied = <T,>(updater: MRT_Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

export type OpenStyle = (style: number | 'new') => void;
/** Actions on the selected styles that the page adds to the grid's own. */
export type SelectionActions = (selected: readonly StyleGridItem[]) => ReactNode;

/**
 * The styles grid (core-domain spec, section 2): 25 rows a page, searched, filtered from the
 * column menu, sorted and grouped (one column, by dragging its header onto the drop zone) on
 * the server, so that filters, totals and group sizes cover all the tenant's styles. Columns
 * reorder in the browser. Rows are selected on any page; Edit and Duplicate take one, Delete
 * all of them with one question. Row actions: edit, duplicate, the two reports, delete.
 */
export function StylesGrid({
  onOpenStyle,
  selectionActions,
}: {
  onOpenStyle: OpenStyle;
  selectionActions?: SelectionActions;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const toast = useToast();
  const { state } = useReadySession();
  const granted = (policy: string) => isGranted(state.configuration, policy);
  const can = {
    create: granted(Permissions.StylesCreate),
    delete: granted(Permissions.StylesDelete),
    report: granted(Permissions.Reports),
  };

  const [globalFilter, setGlobalFilter] = useState('');
  const [columnFilters, setColumnFilters] = useState<MRT_ColumnFiltersState>([]);
  const [sorting, setSorting] = useState<MRT_SortingState>(defaultSorting);
  const [grouping, setGrouping] = useState<MRT_GroupingState>([]);
  const [expanded, setExpanded] = useState<MRT_ExpandedState>(true);
  const [pagination, setPagination] = useState<MRT_PaginationState>({
    pageIndex: 0,
    pageSize: styleGridPageSize,
  });
  /** The selected styles, kept while the grid moves to other pages. */
  const [selection, setSelection] = useState<ReadonlyMap<string, StyleGridItem>>(new Map());
  const [duplicating, setDuplicating] = useState<StyleGridItem | null>(null);
  const [deleting, setDeleting] = useState<readonly StyleGridItem[] | null>(null);
  const [format, setFormat] = useReportFormat();
  const download = useDownloadStyleReport();

  // Columns that do not fit the grid's width are hidden, least useful first; what the person
  // shows or hides from the column button is kept over that.
  const [gridBox, gridWidth] = useElementWidth<HTMLDivElement>();
  const [chosenVisibility, setChosenVisibility] = useState<MRT_VisibilityState>({});
  const fittedVisibility = useMemo<MRT_VisibilityState>(
    () => ({ id: false, ...columnsHiddenToFit(gridWidth) }),
    [gridWidth],
  );
  const columnVisibility = { ...fittedVisibility, ...chosenVisibility };

  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const sort = sorting[0];
  const [groupColumn] = grouping;
  const request: StyleGridRequest = {
    filter: globalFilter,
    columnFilters,
    sort: sort && isSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : null,
    groupBy: isGroupColumn(groupColumn) ? groupColumn : null,
    pageIndex: pagination.pageIndex,
  };
  const grid = useStyleGrid(request);
  const rows = useMemo(() => grid.data?.items ?? [], [grid.data]);
  const totalCount = grid.data?.totalCount ?? 0;

  const groupOf = useCallback<GroupOf>(
    (row) => {
      const skip = grid.data?.skip ?? 0;
      const position = skip + rows.indexOf(row.original);
      const group = grid.data?.groups?.find(
        (candidate) => candidate.start <= position && position < candidate.start + candidate.count,
      );
      return group ? { ...group, skip } : null;
    },
    [grid.data, rows],
  );
  const columns = useStyleGridColumns(groupOf);

  const rowSelection = useMemo<MRT_RowSelectionState>(
    () => Object.fromEntries([...selection.keys()].map((id) => [id, true])),
    [selection],
  );
  const onRowSelectionChange = (updater: MRT_Updater<MRT_RowSelectionState>) => {
    const next = applied(updater, rowSelection);
    setSelection((current) => {
      // In the order they were picked; group rows have ids of their own: only styles count.
      const kept = new Map([...current].filter(([id]) => next[id] === true));
      for (const row of rows)
        if (next[String(row.id)] === true && !kept.has(String(row.id)))
          kept.set(String(row.id), row);
      return kept;
    });
  };
  const selected = [...selection.values()];

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

  const filtered = globalFilter.trim() !== '' || columnFilters.length > 0;
  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    localization: tableLocalization(language),
    rowCount: totalCount,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableGrouping: true,
    enableColumnDragging: true,
    enableColumnOrdering: true,
    enableRowSelection: true,
    enableMultiRowSelection: true,
    enableFullScreenToggle: false,
    enableDensityToggle: false,
    positionToolbarDropZone: 'top',
    onGlobalFilterChange: (value: string | undefined) => {
      setGlobalFilter(value ?? '');
      firstPage();
    },
    onColumnFiltersChange: (updater) => {
      setColumnFilters(updater);
      firstPage();
    },
    onSortingChange: (updater) => {
      setSorting(updater);
      firstPage();
    },
    // One column at a time: the server groups by it (a newly dropped header takes its place).
    onGroupingChange: (updater) => {
      setGrouping((current) => applied(updater, current).slice(-1));
      setExpanded(true);
      firstPage();
    },
    onExpandedChange: setExpanded,
    onColumnVisibilityChange: (updater) => {
      const next = applied(updater, columnVisibility);
      // Kept: only what differs from the fitted choice, so that a wider window still shows more.
      setChosenVisibility(
        Object.fromEntries(
          Object.entries(next).filter(([id, shown]) => shown !== (fittedVisibility[id] ?? true)),
        ),
      );
    },
    onPaginationChange: setPagination,
    onRowSelectionChange,
    state: {
      globalFilter,
      columnFilters,
      sorting,
      grouping,
      expanded,
      columnVisibility,
      pagination,
      rowSelection,
      // No skeleton rows while the first page comes (twenty rows of every column, drawn and
      // thrown away): the progress bar and one line say it is on its way.
      showProgressBars: grid.isFetching,
    },
    initialState: {
      density: 'compact',
      showGlobalFilter: true,
    },
    muiSearchTextFieldProps: {
      placeholder: t('styleDashboard.grid.searchPlaceholder'),
      slotProps: { htmlInput: { 'aria-label': t('styleDashboard.grid.searchPlaceholder') } },
      sx: { minWidth: 260 },
    },
    muiPaginationProps: { rowsPerPageOptions: [styleGridPageSize], showRowsPerPage: false },
    muiTableHeadCellProps: { sx: compactHeaderCellSx },
    // Names wrap rather than widen their column past the window.
    muiTableBodyCellProps: { sx: { whiteSpace: 'normal', overflowWrap: 'break-word' } },
    muiTableBodyRowProps: ({ row }) =>
      row.getIsGrouped() ? {} : { 'aria-label': row.original.name },
    renderEmptyRowsFallback: () => (
      <Stack spacing={1} sx={{ py: 6, alignItems: 'center', color: 'text.secondary' }}>
        <CheckroomOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
        <Typography variant="body2">
          {grid.isPending
            ? t('styleDashboard.grid.loading')
            : filtered
              ? t('styleDashboard.grid.noMatch')
              : t('styleDashboard.grid.empty')}
        </Typography>
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
          {can.create ? (
            <RowAction
              label={t('styleDashboard.actions.duplicate')}
              icon={<ContentCopyOutlinedIcon fontSize="small" />}
              onClick={() => setDuplicating(style)}
            />
          ) : undefined}
          {can.report ? (
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
          {can.delete ? (
            <RowAction
              label={t('styleDashboard.actions.delete')}
              icon={<DeleteOutlineIcon fontSize="small" />}
              onClick={() => setDeleting([style])}
            />
          ) : undefined}
        </Box>
      );
    },
    renderTopToolbarCustomActions: () => (
      <StyleGridToolbar
        selected={selected}
        can={can}
        format={format}
        onFormatChange={setFormat}
        onAdd={() => onOpenStyle('new')}
        onEdit={(style) => onOpenStyle(style.id)}
        onDuplicate={setDuplicating}
        onDelete={setDeleting}
        selectionActions={selectionActions}
      />
    ),
  });
  useHeaderCellsForDragging(table, { whenPointed: true });

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
      {/* Drawn once its width is known, with the columns that fit: never twice on the way in. */}
      <Box ref={gridBox}>{gridWidth === null ? undefined : <StylesGridFrame table={table} />}</Box>
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
          styles={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() =>
            // The deleted styles leave the selection (a delete of the selection clears it).
            setSelection((current) => {
              const kept = new Map(current);
              for (const style of deleting) kept.delete(String(style.id));
              return kept;
            })
          }
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
