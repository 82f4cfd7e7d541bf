import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getTenants, type tenantSortColumns } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

/** Every tenants cache key starts here, so that a save refreshes the grid and the form alike. */
export const tenantsQueryKey = ['tenants'] as const;

/** Rows per page of the tenants grid (the spec leaves it open; the API's default). */
export const tenantsPageSize = 10;

export type TenantSortColumn = (typeof tenantSortColumns)[number];

export type TenantsRequest = {
  filter: string;
  sort: { column: TenantSortColumn; descending: boolean } | null;
  pageIndex: number;
};

export const tenantsQueryOptions = ({ filter, sort, pageIndex }: TenantsRequest) =>
  queryOptions({
    queryKey: [...tenantsQueryKey, 'list', { filter, sort, pageIndex }],
    queryFn: ({ signal }) =>
      callApi(
        getTenants,
        {
          query: {
            ...(filter.trim() !== '' && { Filter: filter.trim() }),
            ...(sort && { Sorting: `${sort.column} ${sort.descending ? 'desc' : 'asc'}` }),
            SkipCount: pageIndex * tenantsPageSize,
            MaxResultCount: tenantsPageSize,
          },
        },
        { signal },
      ),
    // The page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

/** One page of tenants, filtered by name and sorted on the server. */
export function useTenants(request: TenantsRequest) {
  return useQuery(tenantsQueryOptions(request));
}
