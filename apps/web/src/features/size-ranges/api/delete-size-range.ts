import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSizeRange } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { sizeRangesQueryKey } from './get-size-ranges';

/** Deletes a named size range; the styles that took its sizes keep them. */
export function useDeleteSizeRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteSizeRange, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sizeRangesQueryKey }),
  });
}
