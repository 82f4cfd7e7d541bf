import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTenant } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { tenantsQueryKey } from './get-tenants';

const listsKey = [...tenantsQueryKey, 'list'];

/**
 * Deletes a tenant with its users, roles and data in the shared database (a database of its
 * own is left as it is).
 */
export function useDeleteTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteTenant, { params: { id } }),
    onSuccess: async () => {
      // A page still loading (a new search) was read before the delete: it is read again.
      await queryClient.cancelQueries({ queryKey: listsKey });
      await queryClient.invalidateQueries({ queryKey: listsKey });
    },
  });
}
