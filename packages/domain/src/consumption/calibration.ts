import { getStitchType } from './stitch-catalogue.js';
import { lineRatioAt, referenceRatePer3Cm, type SewingCondition } from './geometry.js';
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
    bightMm: referenceBightMm(stitch, setting),
  };
}

/**
 * The bight of a stitch's reference condition (CONSUMPTION.md section 3.1), mm: the
 * setting's bight, or the section 9 bight when the setting has none; null for a stitch
 * without a bight.
 *
 * @param stitch - the stitch type
 * @param setting - the stitch's values in the custom setting (bight in mm)
 */
export function referenceBightMm(
  stitch: StitchType,
  setting: Pick<StitchSetting, 'bightMm'>,
): number | null {
  return stitch.usesBight ? (setting.bightMm ?? stitch.defaultBightMm) : null;
}

/** cm of thread per cm of seam of each group of component lines (0 for a group the stitch lacks). */
export type GroupRatios = Readonly<Record<ComponentGroup, number>>;

/**
 * The sum of path_line over each group's lines at the stitch's reference condition, added in
 * catalogue order: the denominator of k_group (CONSUMPTION.md section 3).
 *
 * @param stitch - the stitch type
 * @param bightMm - the reference bight, mm ({@link referenceBightMm})
 */
export function referenceGroupRatios(stitch: StitchType, bightMm: number | null): GroupRatios {
  let needle = 0;
  let under = 0;
  let top = 0;
  for (const component of stitch.components) {
    const ratio = lineRatioAt(
      component.threadPath,
      referenceRatePer3Cm,
      stitch.defaultSeamThicknessMm,
      bightMm,
    );
    switch (component.group) {
      case 'needle':
        needle += ratio;
        break;
      case 'under':
        under += ratio;
        break;
      case 'top':
        top += ratio;
        break;
    }
  }
  return { needle, under, top };
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
  const referenceByGroup = referenceGroupRatios(stitch, referenceBightMm(stitch, setting));
  return stitch.components.map((component) => {
    const k = calibrationFactor(setting[component.group], referenceByGroup[component.group]);
    return {
      component,
      calibrationFactor: k,
      ratioCmPerCm: k * lineShapeRatio(component, condition),
    };
  });
}
