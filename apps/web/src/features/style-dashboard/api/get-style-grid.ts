import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getStyleGrid, type styleGridSortColumns } from '@spool/contracts';
import { stylesQueryKey } from '../../../components/styles/styles-api';
import { callApi } from '../../../lib/api-client';

export { stylesQueryKey };

/** Rows per page of the styles grid (core-domain spec, section 9). */
export const styleGridPageSize = 25;

export type StyleGridSortColumn = (typeof styleGridSortColumns)[number];

export type StyleGridRequest = {
  filter: string;
  sort: { column: StyleGridSortColumn; descending: boolean } | null;
  pageIndex: number;
};

export const styleGridQueryOptions = ({ filter, sort, pageIndex }: StyleGridRequest) =>
  queryOptions({
    queryKey: [...stylesQueryKey, 'grid', { filter, sort, pageIndex }],
    queryFn: ({ signal }) =>
      callApi(
        getStyleGrid,
        {
          query: {
            ...(filter.trim() !== '' && { Filter: filter.trim() }),
            // Without a sort the server answers newest first (creationTime desc).
            ...(sort && { Sorting: `${sort.column} ${sort.descending ? 'desc' : 'asc'}` }),
            SkipCount: pageIndex * styleGridPageSize,
            MaxResultCount: styleGridPageSize,
          },
        },
        { signal },
      ),
    // The page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

/** One page of the styles grid: filtered by name, sorted by any column, 25 rows. */
export function useStyleGrid(request: StyleGridRequest) {
  return useQuery(styleGridQueryOptions(request));
}
