import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getCustomSettings,
  getDefaultUserCustomSetting,
  getSystemConfiguration,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

/**
 * The settings a style window reads. The keys are those the settings screens use, so a change
 * made there shows here (and the cache is shared).
 */
const customSettingsKey = ['settings', 'custom-settings'] as const;

export const customSettingsListQueryOptions = () =>
  queryOptions({
    queryKey: [...customSettingsKey, 'list'],
    queryFn: ({ signal }) => callApi(getCustomSettings, {}, { signal }),
  });

export const defaultCustomSettingQueryOptions = () =>
  queryOptions({
    queryKey: [...customSettingsKey, 'user-default'],
    queryFn: ({ signal }) => callApi(getDefaultUserCustomSetting, {}, { signal }),
  });

export const systemConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'system-configuration'],
    queryFn: ({ signal }) => callApi(getSystemConfiguration, {}, { signal }),
  });

/** The custom setting templates (Default first) with their allowance and Tkt/Tex. */
export function useCustomSettingsList() {
  return useQuery(customSettingsListQueryOptions());
}

/** The user's own default template, which a new style starts with. */
export function useDefaultCustomSetting() {
  return useQuery(defaultCustomSettingQueryOptions());
}

/** The tenant's units: seam length unit, package unit, Tkt or Tex. */
export function useSystemConfiguration() {
  return useQuery(systemConfigurationQueryOptions());
}
