import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createIdentityUser, type CreateIdentityUserBody } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** Creates a user with a password (the server gives it the default roles). */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateIdentityUserBody) => callApi(createIdentityUser, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...usersQueryKey, 'list'] }),
  });
}
