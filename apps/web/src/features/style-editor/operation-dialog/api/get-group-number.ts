import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGroupNumber } from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';
import { operationDialogQueryKey } from './query-keys';

const lastGroupNumberQueryOptions = (styleId: number) =>
  queryOptions({
    queryKey: [...operationDialogQueryKey, 'last-group', styleId],
    queryFn: ({ signal }) => callApi(getGroupNumber, { query: { styleId } }, { signal }),
    // Always asked afresh: another operation may have been added meanwhile.
    staleTime: 0,
    gcTime: 0,
  });

/** The last group number of the style (0 when it has none): a new operation takes the next. */
export function useLastGroupNumber(styleId: number, enabled: boolean) {
  return useQuery({ ...lastGroupNumberQueryOptions(styleId), enabled });
}
