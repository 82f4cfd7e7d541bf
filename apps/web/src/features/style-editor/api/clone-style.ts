import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cloneStyle } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './style-keys';

/** Duplicates a style with its operations under a new name. */
export function useCloneStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { styleId: number; inputName: string }) => callApi(cloneStyle, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stylesQueryKey }),
  });
}
