import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateTenant } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { tenantQueryOptions } from './get-tenant';
import { tenantsQueryKey } from './get-tenants';

/** Renames a tenant (only the name is sent); a stale concurrency stamp gets 409. */
export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      name,
      concurrencyStamp,
    }: {
      id: string;
      name: string;
      concurrencyStamp: string;
    }) => callApi(updateTenant, { params: { id }, body: { name, concurrencyStamp } }),
    onSuccess: (tenant) => {
      queryClient.setQueryData(tenantQueryOptions(tenant.id).queryKey, tenant);
      return queryClient.invalidateQueries({ queryKey: [...tenantsQueryKey, 'list'] });
    },
  });
}
