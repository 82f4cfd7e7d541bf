import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

export const notificationsQueryKey = ['usage', 'notifications'] as const;

/** The tenant's imports and tension setting changes of the last 30 days, newest first. */
export function useNotifications() {
  return useQuery(
    queryOptions({
      queryKey: notificationsQueryKey,
      queryFn: ({ signal }) => callApi(getNotifications, {}, { signal }),
      // Someone else's import or change may have happened since: read afresh on each visit.
      staleTime: 0,
    }),
  );
}
