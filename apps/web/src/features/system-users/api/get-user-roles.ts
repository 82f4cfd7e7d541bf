import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentityUserRoles } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export const userRolesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'roles', id],
    queryFn: ({ signal }) => callApi(getIdentityUserRoles, { params: { id } }, { signal }),
  });

/** The roles of one user. */
export function useUserRoles(id: string | undefined) {
  return useQuery({ ...userRolesQueryOptions(id ?? ''), enabled: id !== undefined });
}
