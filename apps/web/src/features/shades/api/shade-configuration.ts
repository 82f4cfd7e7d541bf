import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSystemConfiguration, updateSystemConfiguration } from '@spool/contracts';
import type { ColourGroupCode } from '@spool/domain';
import { callApi } from '../../../lib/api-client';

/** The system configuration, under the key the configuration panel also uses. */
const shadeConfigurationQueryKey = ['settings', 'system-configuration'] as const;

export const shadeConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: shadeConfigurationQueryKey,
    queryFn: ({ signal }) => callApi(getSystemConfiguration, {}, { signal }),
    select: (configuration) => ({
      isOn: configuration.toggleButtonValue,
      defaultColour: configuration.defaultColorValue,
    }),
  });

/** Whether shade configuration is on, and the tenant's default colour group. */
export function useShadeConfiguration() {
  return useQuery(shadeConfigurationQueryOptions());
}

/** Switches shade configuration on or off (tenant administrators), keeping the default colour. */
export function useUpdateShadeConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { isOn: boolean; defaultColour: ColourGroupCode | null }) =>
      callApi(updateSystemConfiguration, {
        body: {
          defaultColorValue: change.defaultColour,
          toggleButtonValue: change.isOn ? 'true' : 'false',
        },
      }),
    onSuccess: (saved) => queryClient.setQueryData(shadeConfigurationQueryKey, saved),
  });
}
