import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomSettings } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

/** Every cache key of this feature starts here, so one invalidation refreshes them all. */
export const customSettingsQueryKey = ['settings', 'custom-settings'] as const;

export const customSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...customSettingsQueryKey, 'list'],
    queryFn: ({ signal }) => callApi(getCustomSettings, {}, { signal }),
  });

/** The grid: the built-in Default, then the tenant's settings, and whether changes are allowed. */
export function useCustomSettings() {
  return useQuery(customSettingsQueryOptions());
}
