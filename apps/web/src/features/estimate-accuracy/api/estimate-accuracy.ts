import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCustomSettings,
  getEstimateAccuracy,
  updateCustomSetting,
  type UpdateCustomSettingBody,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

const accuracyKey = ['estimate-accuracy'] as const;
/** The custom settings screen's keys start so: applying a proposal refreshes it too. */
const customSettingsKey = ['settings', 'custom-settings'] as const;

/** The orders with actual use, the statistics and the proposal (per band of the setting given). */
export function useEstimateAccuracy(customSettingId: number | null) {
  return useQuery({
    queryKey: [...accuracyKey, customSettingId],
    queryFn: ({ signal }) =>
      callApi(
        getEstimateAccuracy,
        { query: customSettingId === null ? {} : { customSettingId } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The tenant's custom settings a proposal can be applied to. */
export function useAccuracySettings(enabled: boolean) {
  return useQuery({
    queryKey: [...customSettingsKey, 'list'],
    queryFn: ({ signal }) => callApi(getCustomSettings, {}, { signal }),
    enabled,
  });
}

/** Changes a custom setting's allowance (flat or bands) through the settings API. */
export function useApplyAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    // Whether the setting is the caller's default goes back as it was: the update sets it too.
    mutationFn: ({ body, isDefault }: { body: UpdateCustomSettingBody; isDefault: boolean }) =>
      callApi(updateCustomSetting, {
        body,
        query: { isDefaultCustomSetting: isDefault ? 'true' : 'false' },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customSettingsKey });
      void queryClient.invalidateQueries({ queryKey: accuracyKey });
    },
  });
}
