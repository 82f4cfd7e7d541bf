import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTenant } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { tenantsQueryKey } from './get-tenants';

export const tenantQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...tenantsQueryKey, 'one', id],
    queryFn: ({ signal }) => callApi(getTenant, { params: { id } }, { signal }),
  });

/** One tenant, for its form in edit mode. */
export function useTenant(id: string | undefined) {
  return useQuery({ ...tenantQueryOptions(id ?? ''), enabled: id !== undefined });
}
