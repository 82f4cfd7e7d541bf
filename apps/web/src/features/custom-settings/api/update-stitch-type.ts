import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateStitchType, type UpdateStitchTypeBody } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

/** Saves one stitch type's values in a setting; the list and the grid's "last edited" refresh. */
export function useUpdateStitchType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStitchTypeBody) => callApi(updateStitchType, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customSettingsQueryKey }),
  });
}
