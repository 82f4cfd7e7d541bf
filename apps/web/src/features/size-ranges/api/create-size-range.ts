import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSizeRange } from '@spool/contracts';
import type { NamedSizeRange } from '@spool/domain';
import { callApi } from '../../../lib/api-client';
import { sizeRangesQueryKey } from './get-size-ranges';

/** Adds a named size range of the tenant (names unique in any case). */
export function useCreateSizeRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (range: NamedSizeRange) => callApi(createSizeRange, { body: range }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sizeRangesQueryKey }),
  });
}
