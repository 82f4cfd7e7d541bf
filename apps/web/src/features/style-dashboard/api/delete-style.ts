import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteStyle } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './get-style-grid';

/** Deletes a style with its operations; the grid, tiles and chart refresh. */
export function useDeleteStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteStyle, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stylesQueryKey }),
  });
}
