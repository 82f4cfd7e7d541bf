import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteIdentityUser } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

/** Deletes a user (never yourself: the server refuses). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteIdentityUser, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
