import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getTenants } from '@spool/contracts';
import { pagedListQuery, type PageRequest } from '../../../components/admin/server-grid';
import { callApi } from '../../../lib/api-client';

/** Every tenants cache key starts here, so that a save refreshes the grid and the form alike. */
export const tenantsQueryKey = ['tenants'] as const;

/** Rows per page of the tenants grid (the spec leaves it open; the API's default). */
export const tenantsPageSize = 10;

export const tenantsQueryOptions = (request: PageRequest) =>
  queryOptions({
    queryKey: [...tenantsQueryKey, 'list', request],
    queryFn: ({ signal }) => callApi(getTenants, { query: pagedListQuery(request) }, { signal }),
    // The page stays on screen while the next one loads, so the grid does not jump.
    placeholderData: keepPreviousData,
  });

/** One page of tenants, filtered by name and sorted on the server. */
export function useTenants(request: PageRequest) {
  return useQuery(tenantsQueryOptions(request));
}
