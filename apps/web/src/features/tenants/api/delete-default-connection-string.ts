import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDefaultConnectionString } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { tenantsQueryKey } from './get-tenants';

/** Puts the tenant back in the shared database (refused, 409, while it has styles in its own). */
export function useDeleteDefaultConnectionString() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteDefaultConnectionString, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
