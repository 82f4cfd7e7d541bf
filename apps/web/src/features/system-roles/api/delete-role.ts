import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteIdentityRole } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { rolesQueryKey } from './get-roles';

/** Deletes a role with its grants and memberships (a static role: the server refuses). */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteIdentityRole, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
