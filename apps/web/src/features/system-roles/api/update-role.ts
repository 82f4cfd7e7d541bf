import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateIdentityRole, type UpdateIdentityRoleBody } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { permissionsQueryKey } from '../../../components/admin/permissions-api';
import { roleQueryOptions } from './get-role';
import { rolesQueryKey } from './get-roles';

/**
 * Saves a role with the stamp it was read with (409 when someone changed it in between). A
 * rename moves its grants, so the permissions panels read again.
 */
export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateIdentityRoleBody }) =>
      callApi(updateIdentityRole, { params: { id }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(roleQueryOptions(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...rolesQueryKey, 'list'] });
      await queryClient.invalidateQueries({ queryKey: permissionsQueryKey });
    },
  });
}
