import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentityRoles } from '@spool/contracts';
import { pagedListQuery, type PageRequest } from '../../../components/admin/server-grid';
import { callApi } from '../../../lib/api-client';

/** Every roles cache key starts here (list and one role), so one invalidation refreshes all. */
export const rolesQueryKey = ['identity', 'roles'] as const;

export const rolesQueryOptions = (request: PageRequest) =>
  queryOptions({
    queryKey: [...rolesQueryKey, 'list', request],
    queryFn: ({ signal }) =>
      callApi(getIdentityRoles, { query: pagedListQuery(request) }, { signal }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the roles of the caller's side, sorted and filtered on the server. */
export function useRoles(request: PageRequest) {
  return useQuery(rolesQueryOptions(request));
}
