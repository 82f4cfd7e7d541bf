import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCustomSetting, type CreateCustomSettingBody } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

/** Creates a setting, or clones one when `sourceCustomSettingId` is given. */
export function useCreateCustomSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      isDefault,
    }: {
      body: Partial<CreateCustomSettingBody>;
      isDefault: boolean;
    }) =>
      callApi(createCustomSetting, {
        body,
        query: { isDefaultCustomSetting: isDefault ? 'true' : 'false' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customSettingsQueryKey }),
  });
}
