import { calibratedLineRatios, referenceCondition } from './calibration.js';
import type { ConsumptionBasis } from './estimate-operation.js';
import { getStitchType } from './stitch-catalogue.js';
import { stitchSettingSchema, type StitchSetting } from './stitch-setting.js';

/** The thread of one stitch type under a custom setting, as the custom settings panel lists it. */
export type StitchConsumptionPerTen = {
  /** cm of thread per 10 cm of seam, all lines together, before waste; per cycle for cycle stitches. */
  readonly consumptionCm: number;
  readonly consumptionBasis: ConsumptionBasis;
};

/**
 * The consumption per 10 cm of seam of one stitch type under a custom setting, at the
 * stitch's reference condition (CONSUMPTION.md section 3.1: 7 stitches per cm, the section 9
 * seam thickness, the setting's bight), summed over the component lines, before waste. At the
 * reference the engine gives each group exactly its setting value, so this is needle + under
 * + top of the lines the stitch has: the figure beside them on the panel agrees with them. For
 * a cycle stitch it is the thread of one cycle.
 *
 * @param stitchTypeCode - a catalogue code; throws StitchTypeNotFound otherwise
 * @param stitchSetting - the stitch's values in the setting: needle, under, top in cm per 10 cm
 *   (per cycle for cycle stitches), bight in mm, waste in %
 */
export function stitchConsumptionPerTen(
  stitchTypeCode: string,
  stitchSetting: StitchSetting,
): StitchConsumptionPerTen {
  const stitch = getStitchType(stitchTypeCode);
  const setting = stitchSettingSchema.parse(stitchSetting);
  const lines = calibratedLineRatios(stitch.code, setting, referenceCondition(stitch, setting));
  return {
    consumptionCm: lines.reduce((sum, line) => sum + line.ratioCmPerCm * 10, 0),
    consumptionBasis: stitch.isCycle ? 'perCycle' : 'per10Cm',
  };
}
