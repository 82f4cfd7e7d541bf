import type { PackageUnit } from '@spool/domain';
import { useCustomSettingsList, useSystemConfiguration } from './get-style-settings';

/** How a style's operations are shown: the tenant's units and the template's Tkt or Tex. */
export type OperationUnits = {
  seamLengthUnit: 0 | 1;
  packageUnit: PackageUnit;
  tktTex: 'Tkt' | 'Tex';
};

/**
 * The tenant's seam length unit and package unit (system configuration) and Tkt or Tex of the
 * style's custom setting template (the built-in Default follows the system configuration);
 * null until they are known.
 */
export function useOperationUnits(customSettingId: number | null): OperationUnits | null {
  const configuration = useSystemConfiguration();
  const settings = useCustomSettingsList();
  if (configuration.isPending || settings.isPending) return null;
  // Should a setting fail to load, the stored (metric) values still show.
  const setting = settings.data?.items.find((item) => item.id === customSettingId);
  return {
    seamLengthUnit: configuration.data?.seamLengthUnit.defaultItem.value ?? 0,
    packageUnit: configuration.data?.packageUnit.defaultItem.value ?? 'm',
    tktTex: setting?.tktTex ?? configuration.data?.tktTex.defaultItem.value ?? 'Tkt',
  };
}
