import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomSettings, getSystemConfiguration } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

/**
 * The settings an import starts from. The keys are those of the settings screens and the
 * style window, so that the cache is shared and a change made there shows here.
 */
const systemConfigurationQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'system-configuration'],
    queryFn: ({ signal }) => callApi(getSystemConfiguration, {}, { signal }),
  });

const customSettingsListQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'custom-settings', 'list'],
    queryFn: ({ signal }) => callApi(getCustomSettings, {}, { signal }),
  });

/** The units an import uses unless the person chooses others for it. */
export type ImportUnits = {
  seamLengthUnit: 0 | 1;
  tktTex: 'Tkt' | 'Tex';
  /** The allowance (%) of the custom setting the imported styles get; null when unknown. */
  allowance: number | null;
};

/**
 * The tenant's seam length unit (system configuration), and the Tkt or Tex and allowance of
 * the person's default custom setting, which imported styles get (the built-in Default
 * follows the system configuration). Metric and Tkt while unknown or unreadable.
 */
export function useImportUnits(enabled: boolean): ImportUnits {
  const configuration = useQuery({ ...systemConfigurationQueryOptions(), enabled });
  const settings = useQuery({ ...customSettingsListQueryOptions(), enabled });
  const setting = settings.data?.items.find((item) => item.isDefaultSettingId);
  return {
    seamLengthUnit: configuration.data?.seamLengthUnit.defaultItem.value ?? 0,
    tktTex: setting?.tktTex ?? configuration.data?.tktTex.defaultItem.value ?? 'Tkt',
    allowance: setting?.defaultAllowance ?? configuration.data?.defaultAllowance ?? null,
  };
}
