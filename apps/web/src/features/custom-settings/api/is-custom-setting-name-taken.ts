import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isCustomSettingExistByName } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

export const customSettingNameTakenQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...customSettingsQueryKey, 'name-taken', name.trim().toLowerCase()],
    queryFn: ({ signal }) => callApi(isCustomSettingExistByName, { query: { name } }, { signal }),
    enabled: name.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** Whether a setting of this name exists already (trimmed, ignoring case; Default included). */
export function useCustomSettingNameTaken(name: string) {
  return useQuery(customSettingNameTakenQueryOptions(name));
}
