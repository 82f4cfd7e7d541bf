import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateIdentityUser, type UpdateIdentityUserBody } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { userQueryOptions } from './get-user';
import { usersQueryKey } from './get-users';

/** Saves a user with the stamp it was read with; someone else's change in between gets 409. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateIdentityUserBody }) =>
      callApi(updateIdentityUser, { params: { id }, body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(userQueryOptions(saved.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...usersQueryKey, 'list'] });
    },
  });
}
