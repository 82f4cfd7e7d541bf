import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWeeklyUsage } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

export const weeklyUsageQueryKey = ['usage', 'weekly'] as const;

/** Imports and report downloads per week, the last 12 weeks (tenant administrators). */
export function useWeeklyUsage() {
  return useQuery(
    queryOptions({
      queryKey: weeklyUsageQueryKey,
      queryFn: ({ signal }) => callApi(getWeeklyUsage, {}, { signal }),
      // Every import and report download changes it: read it afresh whenever the panel shows.
      staleTime: 0,
    }),
  );
}
