import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSampleStyle } from '@spool/contracts';
import { stylesQueryKey } from '../../../components/styles/styles-api';
import { callApi } from '../../../lib/api-client';
import { refreshTogether } from '../../../lib/refresh-together';

/**
 * Adds the sample style (a five-pocket jeans with its operations, in the user's language) and
 * answers it. Settles once the dashboard has its new data, so that the grid replaces the first
 * start's choices in one step.
 */
export function useAddSampleStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(addSampleStyle, {}),
    onSuccess: () => refreshTogether(queryClient, stylesQueryKey),
  });
}
