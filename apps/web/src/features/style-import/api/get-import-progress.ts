import { queryOptions, useQuery } from '@tanstack/react-query';
import { getImportProgress, type ImportProgress } from '@spool/contracts';
import { ApiError, callApi } from '../../../lib/api-client';

/** How often a running import is asked how far it is. */
export const progressPollMs = 300;

const importProgressQueryOptions = (progressId: string) =>
  queryOptions({
    queryKey: ['import', 'progress', progressId],
    // Before the server has started (or on another replica) the id is unknown: no figures yet.
    queryFn: async ({ signal }): Promise<ImportProgress | null> => {
      try {
        return await callApi(getImportProgress, { params: { id: progressId } }, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    refetchInterval: progressPollMs,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

/** How far the import sent with this progress id is, asked every 300 ms while `progressId` is set. */
export function useImportProgress(progressId: string | null) {
  return useQuery({
    ...importProgressQueryOptions(progressId ?? ''),
    enabled: progressId !== null,
  });
}
