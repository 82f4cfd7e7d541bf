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
 * The reference condition of a stitch under a setting (CONSUMPTION.md section 3.1): the
 * condition its setting values are measured at, and the one its hidden inputs are fixed at.
 * 7 stitches per cm (21 per 3 cm, the thread makers' tables), the stitch's seam thickness of
 * section 9 (mm) and the setting's bight (mm; the section 9 bight when the setting has none).
 * An operation that differs from it in nothing visible gets exactly the setting's values.
 *
 * @param stitch - the stitch type (its section 9 seam thickness and bight are in mm)
 * @param setting - the stitch's values in the custom setting (bight in mm)
 */
export function referenceCondition(
  stitch: StitchType,
  setting: Pick<StitchSetting, 'bightMm'>,
): SewingCondition {
  return {
    ratePer3Cm: referenceRatePer3Cm,
    seamThicknessMm: stitch.defaultSeamThicknessMm,
    bightMm: stitch.usesBight ? (setting.bightMm ?? stitch.defaultBightMm) : null,
  };
}

/**
 * {@link referenceCondition} of a code, for screens that explain a setting's figures.
 *
 * @param stitchTypeCode - a catalogue code; throws StitchTypeNotFound otherwise
 * @param settingBightMm - the setting's bight, mm (null or omitted: the section 9 bight)
 */
export function referenceConditionOf(
  stitchTypeCode: string,
  settingBightMm: number | null = null,
): SewingCondition {
  return referenceCondition(getStitchType(stitchTypeCode), { bightMm: settingBightMm });
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
