import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cloneMultipleOperations,
  cloneOperation,
  deleteMultipleOperations,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './style-keys';

/** Duplicates the selected operations of a style, each under the next group number. */
export function useDuplicateOperations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ styleId, ids }: { styleId: number; ids: number[] }) => {
      const [only] = ids;
      if (ids.length === 1 && only !== undefined) {
        await callApi(cloneOperation, { body: { styleOprId: only, styleId } });
      } else {
        await callApi(cloneMultipleOperations, { body: { selectedIds: ids, styleId } });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: stylesQueryKey }),
  });
}

/** Deletes the selected operations in one transaction. */
export function useDeleteOperations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      callApi(deleteMultipleOperations, { query: { selectedIds: ids.join(',') } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stylesQueryKey }),
  });
}
