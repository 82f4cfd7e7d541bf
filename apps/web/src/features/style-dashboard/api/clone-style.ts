import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cloneStyle } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './get-style-grid';

/** Duplicates a style with its operations under a new name; answers the new style. */
export function useCloneStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { styleId: number; inputName: string }) =>
      callApi(cloneStyle, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stylesQueryKey }),
  });
}
