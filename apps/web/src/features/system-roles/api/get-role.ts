import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentityRole } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { rolesQueryKey } from './get-roles';

export const roleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...rolesQueryKey, 'one', id],
    queryFn: ({ signal }) => callApi(getIdentityRole, { params: { id } }, { signal }),
  });

/** One role, for the edit form. */
export function useRole(id: string | undefined) {
  return useQuery({ ...roleQueryOptions(id ?? ''), enabled: id !== undefined });
}
