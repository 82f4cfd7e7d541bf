import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMultipleStyles, deleteStyle } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { refreshTogether } from '../../../lib/refresh-together';
import { stylesQueryKey } from './get-style-grid';

/**
 * Deletes styles with their operations: one through its own call, several in one request
 * (all or none). Settles once they are deleted; then the grid, the tiles and the chart are read
 * again and change together, as after a reload of the page. Not before it settles: what the
 * caller does then (closing its dialog) draws the grid again, and a grid drawn after its new
 * data was stored but before the tiles heard of theirs would show it a step ahead of them.
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
    onSuccess: () => {
      void refreshTogether(queryClient, stylesQueryKey);
    },
  });
}
