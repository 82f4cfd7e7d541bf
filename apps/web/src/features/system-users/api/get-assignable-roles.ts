import { useQuery } from '@tanstack/react-query';
import { getAssignableRoles } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** The roles a user may be given, read when the add-role dialog opens. */
export function useAssignableRoles(enabled: boolean) {
  return useQuery({
    queryKey: [...usersQueryKey, 'assignable-roles'],
    queryFn: ({ signal }) => callApi(getAssignableRoles, {}, { signal }),
    enabled,
    staleTime: 0,
  });
}
