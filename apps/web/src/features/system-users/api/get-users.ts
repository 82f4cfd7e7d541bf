import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentityUsers, type identityUserSortColumns } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

/** Every users cache key starts here (list, one user, its roles), so one invalidation refreshes all. */
export const usersQueryKey = ['identity', 'users'] as const;

export type UserSortColumn = (typeof identityUserSortColumns)[number];

export type UsersRequest = {
  filter: string;
  sort: { column: UserSortColumn; descending: boolean };
  pageIndex: number;
  pageSize: number;
};

export const usersQueryOptions = ({ filter, sort, pageIndex, pageSize }: UsersRequest) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', { filter, sort, pageIndex, pageSize }],
    queryFn: ({ signal }) =>
      callApi(
        getIdentityUsers,
        {
          query: {
            ...(filter.trim() !== '' && { Filter: filter.trim() }),
            Sorting: `${sort.column} ${sort.descending ? 'desc' : 'asc'}`,
            SkipCount: pageIndex * pageSize,
            MaxResultCount: pageSize,
          },
        },
        { signal },
      ),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the users of the caller's side, sorted and filtered on the server. */
export function useUsers(request: UsersRequest) {
  return useQuery(usersQueryOptions(request));
}
