import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnusableRangeValues } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

export const unusableRangeValuesQueryKey = ['threadRange', 'unusableValues'] as const;

/** The thread range's values that no estimate can use, to correct (empty once all are). */
export function useUnusableRangeValues(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: unusableRangeValuesQueryKey,
      queryFn: ({ signal }) => callApi(getUnusableRangeValues, {}, { signal }),
      enabled,
    }),
  );
}
