import { queryOptions, useQuery } from '@tanstack/react-query';
import { calculateNeedlesLengthForAllStitchTypes } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

export const stitchTypesInSettingQueryOptions = (customSettingId: number) =>
  queryOptions({
    queryKey: [...customSettingsQueryKey, 'stitch-types', customSettingId],
    queryFn: ({ signal }) =>
      callApi(calculateNeedlesLengthForAllStitchTypes, { query: { customSettingId } }, { signal }),
  });

/** Every stitch type with its values in the setting and its consumption per 10 cm (or 3.94 inch). */
export function useStitchTypesInSetting(customSettingId: number) {
  return useQuery(stitchTypesInSettingQueryOptions(customSettingId));
}
