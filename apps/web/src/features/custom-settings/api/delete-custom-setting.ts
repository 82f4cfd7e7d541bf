import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCustomSettingsById } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

/** Deletes a setting; the server refuses the Default and a setting in use. */
export function useDeleteCustomSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deleteCustomSettingsById, { query: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customSettingsQueryKey }),
  });
}
