import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateShades, type ShadeInput } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { shadesQueryKey } from './get-shades';

/** Saves the whole edited list (all or nothing); the answer is the list as saved. */
export function useUpdateShades() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: ShadeInput[]) => callApi(updateShades, { body: list }),
    onSuccess: async (result) => {
      queryClient.setQueryData(shadesQueryKey, {
        items: result.items,
        totalCount: result.items.length,
      });
      await queryClient.invalidateQueries({ queryKey: shadesQueryKey });
    },
  });
}
