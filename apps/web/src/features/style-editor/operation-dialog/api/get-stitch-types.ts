import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStitchTypesOrderByMostFrequentlyUsed } from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';
import { referenceQueryKey } from './query-keys';

export const stitchTypesQueryOptions = (customSettingId: number) =>
  queryOptions({
    queryKey: [...referenceQueryKey, 'stitch-types', customSettingId],
    queryFn: ({ signal }) =>
      callApi(
        getStitchTypesOrderByMostFrequentlyUsed,
        { query: { customSetting: customSettingId } },
        { signal },
      ),
  });

/**
 * The stitch types, most used first, each with its values in the style's custom setting
 * (needle, under, top, bight, waste): the list of the stitch field and the setting the live
 * figures are computed with.
 */
export function useStitchTypes(customSettingId: number, enabled = true) {
  return useQuery({ ...stitchTypesQueryOptions(customSettingId), enabled });
}
