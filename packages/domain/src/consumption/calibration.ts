import { getStitchType } from './stitch-catalogue.js';
import { referenceRatePer3Cm, type SewingCondition } from './geometry.js';
import { lineShapeRatio } from './line-shape.js';
import type { StitchSetting } from './stitch-setting.js';
import type { ComponentGroup, StitchComponent, StitchType } from './stitch-type.js';

/**
 * k_group, the calibration factor of a group of component lines (CONSUMPTION.md section 3):
 * (setting_group / 10) / sum of geom_line(S_ref, T_def, W_def) over the group's lines.
 *
 * @param settingCmPer10Cm - the setting's value for the group, cm of thread per 10 cm of seam
 * @param referenceGroupRatioCmPerCm - the group's geometric ratio at the reference condition, cm per cm
 */
export function calibrationFactor(
  settingCmPer10Cm: number,
  referenceGroupRatioCmPerCm: number,
): number {
  return settingCmPer10Cm / 10 / referenceGroupRatioCmPerCm;
}

/**
 * The condition a setting's values are measured at (CONSUMPTION.md section 3): 7 stitches
 * per cm (21 per 3 cm), the stitch's default seam thickness (mm) and the setting's bight (mm;
 * the catalogue's default bight when the setting has none).
 *
 * @param stitch - the stitch type (its default seam thickness is in mm)
 * @param setting - the stitch's values in the custom setting (bight in mm)
 */
export function referenceCondition(stitch: StitchType, setting: StitchSetting): SewingCondition {
  return {
    ratePer3Cm: referenceRatePer3Cm,
    seamThicknessMm: stitch.defaultSeamThicknessMm,
    bightMm: setting.bightMm ?? stitch.defaultBightMm,
  };
}

/** A line's calibration factor and its calibrated ratio at a condition. */
export type CalibratedLineRatio = {
  readonly component: StitchComponent;
  /** k_group of the line's group (dimensionless). */
  readonly calibrationFactor: number;
  /** ratio_line = k_group x geom_line(S, T, W), cm of thread per cm of seam. */
  readonly ratioCmPerCm: number;
};

/**
 * The calibrated ratio of every component line of a stitch at a condition, in catalogue
 * order (CONSUMPTION.md section 3): ratio_line = k_group(line) x geom_line(S, T, W). At the
 * reference condition the lines of a group add up to setting_group / 10 exactly.
 *
 * @param stitchTypeCode - a catalogue code; throws StitchTypeNotFound otherwise
 * @param setting - the stitch's values: needle, under, top in cm per 10 cm, bight in mm
 * @param condition - rate in stitches per 3 cm, seam thickness in mm, bight in mm
 */
export function calibratedLineRatios(
  stitchTypeCode: string,
  setting: StitchSetting,
  condition: SewingCondition,
): CalibratedLineRatio[] {
  const stitch = getStitchType(stitchTypeCode);
  const reference = referenceCondition(stitch, setting);
  const referenceByGroup: Record<ComponentGroup, number> = { needle: 0, under: 0, top: 0 };
  for (const component of stitch.components) {
    referenceByGroup[component.group] += lineShapeRatio(component, reference);
  }
  return stitch.components.map((component) => {
    const k = calibrationFactor(setting[component.group], referenceByGroup[component.group]);
    return {
      component,
      calibrationFactor: k,
      ratioCmPerCm: k * lineShapeRatio(component, condition),
    };
  });
}
