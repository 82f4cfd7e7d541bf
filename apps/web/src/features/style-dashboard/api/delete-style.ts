import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMultipleStyles, deleteStyle } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { refreshTogether } from '../../../lib/refresh-together';
import { stylesQueryKey } from './get-style-grid';

/**
 * Deletes styles with their operations: one through its own call, several in one request
 * (all or none). Settles once the grid, the tiles and the chart have their new data, so that
 * they change together, as after a reload of the page.
 */
export function useDeleteStyles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      const [only] = ids;
      if (ids.length === 1 && only !== undefined) {
        await callApi(deleteStyle, { params: { id: only } });
      } else {
        await callApi(deleteMultipleStyles, { query: { selectedIds: ids.join(',') } });
      }
    },
    onSuccess: () => refreshTogether(queryClient, stylesQueryKey),
  });
}
