import { estimateOperation, type ConsumptionBasis } from './estimate-operation.js';
import { defaultOperationValues } from './operation-input.js';
import type { StitchSetting } from './stitch-setting.js';

/** The thread of one stitch type under a custom setting, as the custom settings panel lists it. */
export type StitchConsumptionPerTen = {
  /** cm of thread per 10 cm of seam, all lines together, before waste; per cycle for cycle stitches. */
  readonly consumptionCm: number;
  readonly consumptionBasis: ConsumptionBasis;
};

/**
 * The consumption per 10 cm of seam of one stitch type under a custom setting: what
 * {@link estimateOperation} gives a new operation of this stitch (its default values, see
 * {@link defaultOperationValues}: 10 cm of seam, quantity 1, the catalogue's rate and seam
 * thickness, the setting's bight), summed over the component lines, before waste
 * (CONSUMPTION.md section 4: `ratio_line * 10`). For a cycle stitch it is the thread of one
 * cycle. It follows the setting: doubling the needle value doubles the needle lines' share.
 *
 * @param stitchTypeCode - a catalogue code; throws StitchTypeNotFound otherwise
 * @param stitchSetting - the stitch's values in the setting: needle, under, top in cm per 10 cm
 *   (per cycle for cycle stitches), bight in mm, waste in %
 */
export function stitchConsumptionPerTen(
  stitchTypeCode: string,
  stitchSetting: StitchSetting,
): StitchConsumptionPerTen {
  const operation = defaultOperationValues(stitchTypeCode, stitchSetting);
  const estimate = estimateOperation(
    { ...operation, lines: operation.lines.map((line) => ({ ...line })) },
    stitchSetting,
  );
  return {
    consumptionCm: estimate.lines.reduce((sum, line) => sum + line.consumptionCm, 0),
    consumptionBasis: estimate.consumptionBasis,
  };
}
