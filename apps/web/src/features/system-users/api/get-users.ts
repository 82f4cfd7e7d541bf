import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentityUsers } from '@spool/contracts';
import { pagedListQuery, type PageRequest } from '../../../components/admin/server-grid';
import { callApi } from '../../../lib/api-client';

/** Every users cache key starts here (list, one user, its roles), so one invalidation refreshes all. */
export const usersQueryKey = ['identity', 'users'] as const;

export const usersQueryOptions = (request: PageRequest) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', request],
    queryFn: ({ signal }) =>
      callApi(getIdentityUsers, { query: pagedListQuery(request) }, { signal }),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the users of the caller's side, sorted and filtered on the server. */
export function useUsers(request: PageRequest) {
  return useQuery(usersQueryOptions(request));
}
