import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSizeRange } from '@spool/contracts';
import type { NamedSizeRange } from '@spool/domain';
import { callApi } from '../../../lib/api-client';
import { sizeRangesQueryKey } from './get-size-ranges';

/**
 * Renames a size range or changes its sizes, as of the stamp it was read with: a stale stamp
 * is refused (409). Either way the list is read again.
 */
export function useUpdateSizeRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      concurrencyStamp,
      range,
    }: {
      id: number;
      concurrencyStamp: string;
      range: NamedSizeRange;
    }) => callApi(updateSizeRange, { params: { id }, body: { ...range, concurrencyStamp } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sizeRangesQueryKey }),
  });
}
