import {
  consumptionPerTenForDisplay,
  estimateOperation,
  lengthUnitFromCode,
  operationInputSchema,
  threadLengthForDisplay,
  threadLengthUnit,
  type ConsumptionBasis,
  type LengthUnitCode,
  type StitchSetting,
} from '@spool/domain';
import { toEngineInput, type OperationFormState } from './operation-form-state';

/** What the dialog shows while the user types, in the style's unit. */
export type LiveFigures = {
  readonly basis: ConsumptionBasis;
  /** Per component line, in form order: cm per 10 cm (inches per 3.94 inch), or per cycle. */
  readonly consumptionPerLine: readonly number[];
  /** The operation's thread per garment, waste included: m (yd in Imperial). */
  readonly threadPerGarment: number;
  readonly threadUnit: 'm' | 'yd';
};

/**
 * The live figures of the form, computed with the consumption engine the server uses
 * (`estimateOperation`) and the stitch's values in the style's custom setting. Null while
 * the inputs the stitch asks are incomplete or out of range, or the lines do not match
 * the stitch (then nothing sensible can be shown).
 */
export function liveFigures(
  form: OperationFormState,
  setting: StitchSetting | undefined,
  unitCode: LengthUnitCode,
): LiveFigures | null {
  const input = toEngineInput(form, unitCode);
  if (input === null || setting === undefined) return null;
  if (!operationInputSchema.safeParse(input).success) return null;
  const estimate = estimateOperation(input, setting);
  const unit = lengthUnitFromCode(unitCode);
  return {
    basis: estimate.consumptionBasis,
    consumptionPerLine: estimate.lines.map((line) =>
      // Thread per cycle is a length too: shown in inches in Imperial, as the per-10-cm figure.
      consumptionPerTenForDisplay(line.consumptionCm, unit),
    ),
    threadPerGarment: threadLengthForDisplay(estimate.threadPerGarmentM, unit),
    threadUnit: threadLengthUnit(unit),
  };
}
