import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentityRoles, type identityRoleSortColumns } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

/** Every roles cache key starts here (list and one role), so one invalidation refreshes all. */
export const rolesQueryKey = ['identity', 'roles'] as const;

export type RoleSortColumn = (typeof identityRoleSortColumns)[number];

export type RolesRequest = {
  filter: string;
  sort: { column: RoleSortColumn; descending: boolean };
  pageIndex: number;
  pageSize: number;
};

export const rolesQueryOptions = ({ filter, sort, pageIndex, pageSize }: RolesRequest) =>
  queryOptions({
    queryKey: [...rolesQueryKey, 'list', { filter, sort, pageIndex, pageSize }],
    queryFn: ({ signal }) =>
      callApi(
        getIdentityRoles,
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
    placeholderData: keepPreviousData,
  });

/** One page of the roles of the caller's side, sorted and filtered on the server. */
export function useRoles(request: RolesRequest) {
  return useQuery(rolesQueryOptions(request));
}
