import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getStyleOperationNblcs,
  updateOperationNblcs,
  type ContractRequest,
  type TktTexValue,
} from '@spool/contracts';
import { callApi } from '../../../../lib/api-client';
import { operationDialogQueryKey } from './query-keys';

const operationNblcsQueryOptions = (operationIds: readonly number[], tktTex: TktTexValue) =>
  queryOptions({
    queryKey: [...operationDialogQueryKey, 'nblcs', [...operationIds], tktTex],
    queryFn: ({ signal }) =>
      callApi(
        getStyleOperationNblcs,
        // The API client sends scalar query values; the contract reads a comma-separated list.
        { query: { operationIds: operationIds.join(','), tktTexValue: tktTex } },
        { signal },
      ),
    staleTime: Infinity,
    gcTime: 0,
  });

/** The stitch code and the component lines of the selected operations, for the multi-edit. */
export function useOperationNblcs(
  operationIds: readonly number[],
  tktTex: TktTexValue,
  enabled: boolean,
) {
  return useQuery({
    ...operationNblcsQueryOptions(operationIds, tktTex),
    enabled: enabled && operationIds.length > 0,
  });
}

export type UpdateOperationNblcsBody = NonNullable<
  ContractRequest<typeof updateOperationNblcs>['body']
>;

/** Saves the stitch code and the thread of several operations at once. */
export function useUpdateOperationNblcs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateOperationNblcsBody) => {
      const saved = await callApi(updateOperationNblcs, { body });
      if (!saved) throw new Error('not saved');
    },
    onSuccess: async () => {
      // The reference lists' most-used orders change too (their keys start with this one).
      await queryClient.invalidateQueries({ queryKey: operationDialogQueryKey });
    },
  });
}
