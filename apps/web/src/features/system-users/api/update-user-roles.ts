import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateIdentityUserRoles } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { permissionsQueryKey } from '../../../components/admin/permissions-api';
import { userRolesQueryOptions } from './get-user-roles';

/**
 * Replaces the roles of a user at once; the user's permissions panel reads again, since what
 * its roles grant has changed.
 */
export function useUpdateUserRoles(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roleNames: string[]) =>
      callApi(updateIdentityUserRoles, { params: { id }, body: { roleNames } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userRolesQueryOptions(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: [...permissionsQueryKey, 'U', id] });
    },
  });
}
