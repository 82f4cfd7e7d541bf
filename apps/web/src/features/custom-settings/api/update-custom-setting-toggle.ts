import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSystemConfiguration } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

/**
 * Turns custom settings on or off for the tenant (tenant administrators): saved at once in
 * the system configuration. Every settings query is read again, the grid's included.
 */
export function useUpdateCustomSettingToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      callApi(updateSystemConfiguration, { body: { customSettingToggleValue: enabled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settings'] }),
  });
}
