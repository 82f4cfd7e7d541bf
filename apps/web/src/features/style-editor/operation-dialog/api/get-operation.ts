import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOperation, type TktTexValue } from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';
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

/** One operation of the style, in the unit asked, to edit (none while `operationId` is null). */
export function useOperation(request: {
  styleId: number;
  operationId: number | null;
  seamLengthUnit: 0 | 1;
  tktTex: TktTexValue;
}) {
  const { operationId } = request;
  return useQuery({
    ...operationQueryOptions({ ...request, operationId: operationId ?? 0 }),
    enabled: operationId !== null,
  });
}
