import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentUserOrganisations } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

export const userOrganisationsQueryOptions = () =>
  queryOptions({
    queryKey: ['identity', 'user-organisations'],
    queryFn: ({ signal }) => callApi(getCurrentUserOrganisations, {}, { signal }),
    staleTime: 5 * 60_000,
  });

/** The organisations the signed-in person works in, each with its tenants. */
export function useUserOrganisations() {
  return useQuery(userOrganisationsQueryOptions());
}
