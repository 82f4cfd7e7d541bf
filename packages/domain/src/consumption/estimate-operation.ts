import { calibratedLineRatios, referenceCondition } from './calibration.js';
import { referenceRatePer3Cm, type SewingCondition } from './geometry.js';
import {
  operationInputSchema,
  resolveOperationInputs,
  type OperationInput,
  type ResolvedOperationInputs,
} from './operation-input.js';
import { getStitchType } from './stitch-catalogue.js';
import { stitchSettingSchema, type StitchSetting } from './stitch-setting.js';
import type { ComponentGroup } from './stitch-type.js';
import { cycleThreadM, lineThreadM, withWaste } from './thread-length.js';

/** What a line's `consumptionCm` is measured against. */
export type ConsumptionBasis = 'per10Cm' | 'perCycle';

/** One component line of an estimated operation, in stored units (cm, m). */
export type OperationLineEstimate = {
  readonly needleName: string;
  /** The catalogue's line id (needle, under, under2, under3, top). */
  readonly line: string;
  readonly group: ComponentGroup;
  readonly threadCount: number;
  readonly brandId: number | null;
  readonly ticketTexId: number | null;
  readonly shade: string | null;
  readonly packageSizeId: number | null;
  /** k_group of the line's group (dimensionless); null for cycle operations. */
  readonly calibrationFactor: number | null;
  /** ratio_line = k_group x geom_line(S, T, W), cm of thread per cm of seam; null for cycle operations. */
  readonly ratioCmPerCm: number | null;
  /** cm of thread per 10 cm of seam (the component table's figure), or per cycle for cycle operations. */
  readonly consumptionCm: number;
  /** Thread per garment before the waste allowance, m. */
  readonly threadPerGarmentWithoutWasteM: number;
  /** Thread per garment with the waste allowance, m. */
  readonly threadPerGarmentM: number;
};

/** The estimate of one operation, in stored units. */
export type OperationEstimate = {
  readonly stitchTypeCode: string;
  readonly isCycle: boolean;
  readonly consumptionBasis: ConsumptionBasis;
  /** The inputs used, hidden ones replaced by the stitch's defaults. */
  readonly inputs: ResolvedOperationInputs;
  readonly wastePercent: number;
  readonly lines: readonly OperationLineEstimate[];
  /** Sum of the lines' thread per garment with waste, m. */
  readonly threadPerGarmentM: number;
};

/**
 * Estimates the thread one operation consumes per garment, line by line (CONSUMPTION.md
 * sections 2 to 4).
 *
 * For a seam: k_group = (setting_group / 10) / sum of path_line(reference) over the group's
 * lines, the reference being 7 stitches per cm, the stitch's section 9 thickness and the
 * setting's bight; ratio_line = k_group x path_line(S, T, W); consumption per 10 cm =
 * ratio_line x 10 (cm); thread per garment = ratio_line x L x q / 100 x (1 + waste / 100) (m).
 * Hidden inputs are fixed at the reference condition, whatever the operation holds, so an
 * operation differing from the reference in nothing visible gets exactly the setting's
 * values. For a cycle operation (only the quantity asked) the group's value is cm per cycle,
 * shared between the group's lines as their paths at the reference condition are; thread
 * per garment = value x q / 100 x (1 + waste / 100) (m).
 *
 * @param operation - seam length in cm, rate in stitches per 3 cm, bight and seam thickness
 *   in mm, rows and machines as counts; validated by {@link operationInputSchema} (throws a
 *   ZodError with i18n keys when invalid)
 * @param stitchSetting - the stitch's values in the style's custom setting: needle, under,
 *   top in cm per 10 cm of seam (per cycle for cycle stitches), bight in mm, waste in %
 */
export function estimateOperation(
  operation: OperationInput,
  stitchSetting: StitchSetting,
): OperationEstimate {
  const parsed = operationInputSchema.parse(operation);
  const setting = stitchSettingSchema.parse(stitchSetting);
  const stitch = getStitchType(parsed.stitchTypeCode);
  const inputs = resolveOperationInputs(parsed, stitch, setting);
  // A cycle is read at the reference condition: its setting value is the thread per cycle.
  const condition: SewingCondition = stitch.isCycle
    ? referenceCondition(stitch, setting)
    : {
        ratePer3Cm: inputs.ratePer3Cm ?? referenceRatePer3Cm,
        seamThicknessMm: inputs.seamThicknessMm ?? stitch.defaultSeamThicknessMm,
        bightMm: inputs.bightMm,
      };
  const lines = calibratedLineRatios(stitch.code, setting, condition).map(
    ({ component, calibrationFactor, ratioCmPerCm }, index): OperationLineEstimate => {
      const entered = parsed.lines[index];
      const consumptionCm = ratioCmPerCm * 10;
      const withoutWasteM = stitch.isCycle
        ? cycleThreadM(consumptionCm, inputs.rows)
        : lineThreadM(ratioCmPerCm, inputs.seamLengthCm ?? 0, inputs.rows);
      return {
        needleName: entered?.needleName ?? component.name,
        line: component.line,
        group: component.group,
        threadCount: component.threadCount,
        brandId: entered?.brandId ?? null,
        ticketTexId: entered?.ticketTexId ?? null,
        shade: entered?.shade ?? null,
        packageSizeId: entered?.packageSizeId ?? null,
        calibrationFactor: stitch.isCycle ? null : calibrationFactor,
        ratioCmPerCm: stitch.isCycle ? null : ratioCmPerCm,
        consumptionCm,
        threadPerGarmentWithoutWasteM: withoutWasteM,
        threadPerGarmentM: withWaste(withoutWasteM, setting.wastePercent),
      };
    },
  );

  return {
    stitchTypeCode: stitch.code,
    isCycle: stitch.isCycle,
    consumptionBasis: stitch.isCycle ? 'perCycle' : 'per10Cm',
    inputs,
    wastePercent: setting.wastePercent,
    lines,
    threadPerGarmentM: lines.reduce((sum, line) => sum + line.threadPerGarmentM, 0),
  };
}
