import type {
  MRT_PaginationState,
  MRT_RowData,
  MRT_SortingState,
  MRT_TableOptions,
} from 'material-react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableLocalization } from '../../lib/table-localization';

/** One page as a grid asks for it: its search, its sort column (one the server sorts by), its page. */
export type PageRequest = {
  filter: string;
  sort: { column: string; descending: boolean } | null;
  pageIndex: number;
  pageSize: number;
};

/** ABP's paged-list query for a page: Filter, Sorting (absent: the server's default), SkipCount, MaxResultCount. */
export function pagedListQuery({ filter, sort, pageIndex, pageSize }: PageRequest) {
  return {
    ...(filter.trim() !== '' && { Filter: filter.trim() }),
    ...(sort && { Sorting: `${sort.column} ${sort.descending ? 'desc' : 'asc'}` }),
    SkipCount: pageIndex * pageSize,
    MaxResultCount: pageSize,
  };
}

/** Rows a page the administration grids offer. */
export const adminPageSizes = [10, 25, 50];

/**
 * The state and options of an administration grid paged, sorted and searched on the server
 * (platform-admin spec, section 2): a new search or sort goes back to the first page; one sort
 * column at a time, never removed; no column filters, hiding or density. Spread `options` into
 * `useMaterialReactTable` and add the grid's own `state` next to `state`.
 */
export function useServerGrid<Row extends MRT_RowData>(options: {
  defaultSorting: MRT_SortingState;
  searchLabel: string;
  searchWidth?: number;
  /** Rows a page to choose from; one size hides the choice. */
  pageSizes?: number[];
}) {
  const pageSizes = options.pageSizes ?? adminPageSizes;
  const { i18n } = useTranslation();
  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<MRT_SortingState>(options.defaultSorting);
  const [pagination, setPagination] = useState<MRT_PaginationState>({
    pageIndex: 0,
    pageSize: pageSizes[0] ?? 10,
  });
  const firstPage = () => setPagination((current) => ({ ...current, pageIndex: 0 }));
  const tableOptions = {
    localization: tableLocalization(i18n.language),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableColumnFilters: false,
    enableColumnActions: false,
    enableHiding: false,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableFullScreenToggle: false,
    enableDensityToggle: false,
    onGlobalFilterChange: (value: string | undefined) => {
      setGlobalFilter(value ?? '');
      firstPage();
    },
    onSortingChange: (updater) => {
      setSorting(updater);
      firstPage();
    },
    onPaginationChange: setPagination,
    initialState: { density: 'compact', showGlobalFilter: true },
    muiSearchTextFieldProps: {
      placeholder: options.searchLabel,
      slotProps: { htmlInput: { 'aria-label': options.searchLabel } },
      sx: { minWidth: options.searchWidth ?? 260 },
    },
    muiPaginationProps: { rowsPerPageOptions: pageSizes, showRowsPerPage: pageSizes.length > 1 },
    muiTablePaperProps: { variant: 'outlined', elevation: 0 },
  } satisfies Partial<MRT_TableOptions<Row>>;
  const [sort] = sorting;
  return {
    globalFilter,
    sorting,
    pagination,
    /** The page to fetch; a sort on a column the server does not know is left to its default. */
    pageRequest: (sortColumns: readonly string[]): PageRequest => ({
      filter: globalFilter,
      sort:
        sort && sortColumns.includes(sort.id) ? { column: sort.id, descending: sort.desc } : null,
      pageIndex: pagination.pageIndex,
      pageSize: pagination.pageSize,
    }),
    state: { globalFilter, sorting, pagination },
    options: tableOptions,
  };
}
