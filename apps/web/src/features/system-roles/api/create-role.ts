import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createIdentityRole, type CreateIdentityRoleBody } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { rolesQueryKey } from './get-roles';

/** Creates a role (the spec's payload: isDefault false, isPublic true unless told). */
export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIdentityRoleBody) => callApi(createIdentityRole, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...rolesQueryKey, 'list'] }),
  });
}
