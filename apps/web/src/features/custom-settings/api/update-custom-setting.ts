import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCustomSetting, type UpdateCustomSettingBody } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

/** Saves Tkt/Tex and the allowance, and whether the setting is the caller's own default. */
export function useUpdateCustomSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, isDefault }: { body: UpdateCustomSettingBody; isDefault: boolean }) =>
      callApi(updateCustomSetting, {
        body,
        query: { isDefaultCustomSetting: isDefault ? 'true' : 'false' },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customSettingsQueryKey }),
  });
}
