import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCustomerDefaultCustomSetting } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { customSettingsQueryKey } from './get-custom-settings';

/**
 * Makes the setting the default of the customers `add`, and clears it from `remove`: one call
 * per customer, each recorded in the setting's history.
 */
export function useSetCustomerDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      settingId,
      add,
      remove,
    }: {
      settingId: number;
      add: readonly number[];
      remove: readonly number[];
    }) => {
      for (const id of add) {
        await callApi(setCustomerDefaultCustomSetting, {
          params: { id },
          body: { customSettingId: settingId },
        });
      }
      for (const id of remove) {
        await callApi(setCustomerDefaultCustomSetting, {
          params: { id },
          body: { customSettingId: null },
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customSettingsQueryKey }),
  });
}
