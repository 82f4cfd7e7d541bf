import { isOperationAcceptedAsIs, isStitchSettingAcceptedAsIs } from './accepted-as-is.js';
import { lineRatioAt, referenceRatePer3Cm } from './geometry.js';
import {
  operationInputSchema,
  resolveOperationInputs,
  type Operation,
  type OperationInput,
  type ResolvedOperationInputs,
} from './operation-input.js';
import { stitchEstimatePlan } from './stitch-estimate-plan.js';
import { stitchSettingSchema, type StitchSetting } from './stitch-setting.js';
import type { ComponentGroup, StitchComponent } from './stitch-type.js';
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
  // Inputs that already are what the schemas return skip them; any other is parsed, and
  // throws as the schema does. Same order as ever: the operation first, then the setting.
  const parsed = isOperationAcceptedAsIs(operation)
    ? operation
    : operationInputSchema.parse(operation);
  const setting = isStitchSettingAcceptedAsIs(stitchSetting)
    ? stitchSetting
    : stitchSettingSchema.parse(stitchSetting);
  return estimateValidOperation(parsed, setting);
}

/**
 * {@link estimateOperation} of inputs already valid: no parsing, the stitch's calibration
 * from its plan (worked out once per setting's values), the paths at the operation's condition
 * computed from plain figures, and no array or object built but the estimate's own and the one
 * its lines share.
 */
function estimateValidOperation(operation: Operation, setting: StitchSetting): OperationEstimate {
  const plan = stitchEstimatePlan(operation.stitchTypeCode);
  const stitch = plan.stitch;
  const calibration = plan.calibrationFor(setting);
  const inputs = resolveOperationInputs(operation, stitch, setting);
  // A cycle is read at the reference condition: its setting value is the thread per cycle.
  const isCycle = stitch.isCycle;
  const ratePer3Cm = isCycle ? referenceRatePer3Cm : (inputs.ratePer3Cm ?? referenceRatePer3Cm);
  const seamThicknessMm = isCycle
    ? stitch.defaultSeamThicknessMm
    : (inputs.seamThicknessMm ?? stitch.defaultSeamThicknessMm);
  const bightMm = isCycle ? calibration.referenceBightMm : inputs.bightMm;
  const shared: SharedFigures = { isCycle, inputs, wastePercent: setting.wastePercent };

  const lines: OperationLineEstimate[] = [];
  let threadPerGarmentM = 0;
  for (const { component, calibrationFactor } of calibration.lines) {
    const path = lineRatioAt(component.threadPath, ratePer3Cm, seamThicknessMm, bightMm);
    const entered = operation.lines[lines.length]; // the operation's line at this place
    const line = lineEstimate(
      component,
      entered,
      calibrationFactor,
      calibrationFactor * path,
      shared,
    );
    lines.push(line);
    threadPerGarmentM += line.threadPerGarmentM;
  }

  return {
    stitchTypeCode: stitch.code,
    isCycle,
    consumptionBasis: isCycle ? 'perCycle' : 'per10Cm',
    inputs,
    wastePercent: setting.wastePercent,
    lines,
    threadPerGarmentM,
  };
}

/** What every line of one operation shares. */
type SharedFigures = {
  readonly isCycle: boolean;
  readonly inputs: ResolvedOperationInputs;
  readonly wastePercent: number;
};

/**
 * One line's estimate from its calibration factor and ratio (CONSUMPTION.md section 4).
 *
 * @param component - the stitch's component line
 * @param entered - the operation's line at the same place (its needle name and thread)
 * @param k - k_group of the line's group
 * @param ratioCmPerCm - k_group x path_line at the operation's condition, cm per cm
 * @param shared - cycle or seam, the resolved inputs and the waste %
 */
function lineEstimate(
  component: StitchComponent,
  entered: Operation['lines'][number] | undefined,
  k: number,
  ratioCmPerCm: number,
  { isCycle, inputs, wastePercent }: SharedFigures,
): OperationLineEstimate {
  const consumptionCm = ratioCmPerCm * 10;
  const withoutWasteM = isCycle
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
    calibrationFactor: isCycle ? null : k,
    ratioCmPerCm: isCycle ? null : ratioCmPerCm,
    consumptionCm,
    threadPerGarmentWithoutWasteM: withoutWasteM,
    threadPerGarmentM: withWaste(withoutWasteM, wastePercent),
  };
}
