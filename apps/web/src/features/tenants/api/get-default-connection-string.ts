import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDefaultConnectionString } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { tenantQueryOptions } from './get-tenant';

export const defaultConnectionStringQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...tenantQueryOptions(id).queryKey, 'default-connection-string'],
    queryFn: ({ signal }) => callApi(getDefaultConnectionString, { params: { id } }, { signal }),
  });

/** The tenant's own database, its password masked; null: the shared database. */
export function useDefaultConnectionString(id: string) {
  return useQuery({
    ...defaultConnectionStringQueryOptions(id),
    select: (answer) => answer.defaultConnectionString,
  });
}
