import type { StitchTypeInSettingView } from '@spool/contracts';
import {
  bightForDisplay,
  consumptionPerTenForDisplay,
  defaultStitchSetting,
  lengthUnitFromCode,
  roundToHundredths,
  stitchConsumptionPerTen,
  type LengthUnit,
  type StitchSetting,
  type StitchType,
} from '@spool/domain';
import type {
  CustomSettingsConfiguration,
  StoredStitchValues,
  TenantStitchType,
} from './custom-settings.repository.js';

/** The tenant's seam length unit from its system configuration. */
export function unitOfConfiguration(configuration: CustomSettingsConfiguration): LengthUnit {
  return lengthUnitFromCode(configuration.seamLengthUnit === 1 ? 1 : 0);
}

/**
 * A stitch type as the custom settings panel lists it: the setting's values (the Default's
 * where it stores none), the bight in the tenant's unit (mm, or inches: mm / 25.4), and the
 * consumption per 10 cm (3.94 inch) at the stitch's reference condition.
 */
export function stitchInSettingView(
  stitchType: TenantStitchType,
  stitch: StitchType,
  stored: StoredStitchValues | undefined,
  unit: LengthUnit,
): StitchTypeInSettingView {
  const values: StitchSetting = stored ?? defaultStitchSetting(stitch.code);
  const { consumptionCm, consumptionBasis } = stitchConsumptionPerTen(stitch.code, values);
  const groups = new Set(stitch.components.map((component) => component.group));
  return {
    id: stitchType.id,
    code: stitch.code,
    name: stitchType.name,
    needle: values.needle,
    under: values.under,
    top: values.top,
    bight:
      values.bightMm === null ? null : roundToHundredths(bightForDisplay(values.bightMm, unit)),
    bightMm: values.bightMm,
    wastePercent: values.wastePercent,
    hasNeedle: groups.has('needle'),
    hasUnder: groups.has('under'),
    hasTop: groups.has('top'),
    hideBight: !stitch.visibleInputs.bight,
    consumption: roundToHundredths(consumptionPerTenForDisplay(consumptionCm, unit)),
    consumptionBasis,
    lastChangedBy: stored?.lastChangedBy ?? null,
    lastModificationTime: stored?.lastModificationTime ?? null,
  };
}
