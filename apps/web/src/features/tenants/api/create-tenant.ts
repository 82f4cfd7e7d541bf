import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTenant, type ContractRequest } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { tenantsQueryKey } from './get-tenants';

export type CreateTenantBody = NonNullable<ContractRequest<typeof createTenant>['body']>;

/** Creates the tenant with its administrator account, roles and starting catalogue. */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTenantBody) => callApi(createTenant, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantsQueryKey }),
  });
}
