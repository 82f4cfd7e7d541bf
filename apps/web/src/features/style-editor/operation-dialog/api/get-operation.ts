import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOperation, type TktTexValue } from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';
import { operationsQueryOptions } from '../../api/get-operations';
import { operationDialogQueryKey } from './query-keys';

export const operationQueryOptions = (request: {
  styleId: number;
  operationId: number;
  seamLengthUnit: 0 | 1;
  tktTex: TktTexValue;
}) =>
  queryOptions({
    queryKey: [...operationDialogQueryKey, 'operation', request],
    queryFn: ({ signal }) =>
      callApi(
        getOperation,
        {
          query: {
            styleOprId: request.operationId,
            styleId: request.styleId,
            seamLengthUnit: request.seamLengthUnit,
            tktTexValue: request.tktTex,
          },
        },
        { signal },
      ),
    // The dialog edits what it loaded: a refetch in the background must not overwrite typing.
    staleTime: Infinity,
    gcTime: 0,
  });

/**
 * One operation of the style, in the unit asked, to edit (none while `operationId` is null).
 * When the style's list holds it as read in that unit, and nothing changed since, the dialog
 * starts from that row at once instead of reading it again.
 */
export function useOperation(request: {
  styleId: number;
  operationId: number | null;
  seamLengthUnit: 0 | 1;
  tktTex: TktTexValue;
}) {
  const queryClient = useQueryClient();
  const { operationId } = request;
  const listKey = operationsQueryOptions(
    request.styleId,
    request.seamLengthUnit,
    request.tktTex,
  ).queryKey;
  const listState = () => {
    const state = queryClient.getQueryState(listKey);
    // A list refreshing after a save may hold an older version (and concurrency stamp).
    return state?.status === 'success' && !state.isInvalidated && state.fetchStatus === 'idle'
      ? state
      : undefined;
  };
  return useQuery({
    ...operationQueryOptions({ ...request, operationId: operationId ?? 0 }),
    enabled: operationId !== null,
    initialData: () => listState()?.data?.find((operation) => operation.id === operationId),
    initialDataUpdatedAt: () => listState()?.dataUpdatedAt,
  });
}
