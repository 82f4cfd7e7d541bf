import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSystemConfiguration } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

/** The cache key of the tenant's system configuration (other features read the same key). */
export const systemConfigurationQueryKey = ['settings', 'system-configuration'] as const;

export const systemConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: systemConfigurationQueryKey,
    queryFn: ({ signal }) => callApi(getSystemConfiguration, {}, { signal }),
  });

/** Units, currency, Tkt or Tex, default allowance and the administrator's toggles. */
export function useSystemConfiguration() {
  return useQuery(systemConfigurationQueryOptions());
}
