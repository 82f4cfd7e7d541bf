import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDefaultConnectionString } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { tenantsQueryKey } from './get-tenants';

/**
 * Gives the tenant a database of its own. The server refuses an unreachable database (422)
 * and a tenant with styles in its current one (409), with the reason.
 */
export function useUpdateDefaultConnectionString() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, connectionString }: { id: string; connectionString: string }) =>
      callApi(updateDefaultConnectionString, {
        params: { id },
        query: { defaultConnectionString: connectionString },
      }),
    // The tenant's database name and concurrency stamp change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
