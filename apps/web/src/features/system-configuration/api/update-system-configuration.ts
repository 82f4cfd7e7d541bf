import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSystemConfiguration, type SystemConfigurationUnits } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { systemConfigurationQueryKey } from './get-system-configuration';

/**
 * Saves the units form. Afterwards everything the app has read from the server
 * is read again, so every screen shows the new units (the specification reloads
 * the page).
 */
export function useUpdateSystemConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (units: SystemConfigurationUnits) =>
      callApi(updateSystemConfiguration, { body: units }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(systemConfigurationQueryKey, saved);
      await queryClient.invalidateQueries();
    },
  });
}
