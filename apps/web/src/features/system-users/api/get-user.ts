import { queryOptions, useQuery } from '@tanstack/react-query';
import { getIdentityUser } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export const userQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'one', id],
    queryFn: ({ signal }) => callApi(getIdentityUser, { params: { id } }, { signal }),
  });

/** One user, for the edit form. */
export function useUser(id: string | undefined) {
  return useQuery({ ...userQueryOptions(id ?? ''), enabled: id !== undefined });
}
