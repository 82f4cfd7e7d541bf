import { z } from 'zod';
import { referenceBightMm } from './calibration.js';
import { referenceRatePer3Cm } from './geometry.js';
import { findStitchType } from './stitch-catalogue.js';
import type { StitchSetting } from './stitch-setting.js';
import type { OperationInputField, StitchType } from './stitch-type.js';

/** At most four component lines per operation: head types 1 to 4 (core-domain specification, section 9). */
export const maxComponentLines = 4;

/** Longest operation description (core-domain specification, section 9). */
export const operationDescriptionMaxLength = 100;

const idSchema = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(0, { error: 'validation.invalid' });

/**
 * One component line of an operation: the needle (component) name and the thread it runs,
 * which may still be missing while the operation is being entered.
 */
export const componentLineInputSchema = z.object({
  needleName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' }),
  brandId: idSchema.nullish(),
  ticketTexId: idSchema.nullish(),
  shade: z.string({ error: 'validation.invalid' }).trim().nullish(),
  packageSizeId: idSchema.nullish(),
});
export type ComponentLineInput = z.input<typeof componentLineInputSchema>;

const optionalNumber = z.number({ error: 'validation.invalid' }).nullish();

/** The operation field that carries each input whose visibility depends on the stitch code. */
export const operationFieldOfInput = {
  seamLength: 'seamLengthCm',
  rate: 'ratePer3Cm',
  bight: 'bightMm',
  quantity: 'rows',
  seamThickness: 'seamThicknessMm',
} as const satisfies Record<OperationInputField, string>;

/**
 * An operation as the engine reads it, in stored (metric) units. Inputs the stitch code
 * hides (core-domain specification, section 2) are optional and ignored, whatever their
 * value; visible ones are required: seam length, rate and bight not negative, quantity a
 * whole number of at least 1, seam thickness greater than 0 (section 5). Machines are always
 * asked. The lines follow the stitch's component lines, in order, one per line, at most 4.
 * Messages are i18n keys. The engine's fast check, `isOperationAcceptedAsIs`
 * (accepted-as-is.ts), mirrors these rules: a change here is made there too.
 */
export const operationInputSchema = z
  .object({
    id: z.union([z.number(), z.string()]).optional(),
    description: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(operationDescriptionMaxLength, { error: 'validation.maxLength' })
      .optional(),
    stitchTypeCode: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' }),
    seamLengthCm: optionalNumber,
    ratePer3Cm: optionalNumber,
    bightMm: optionalNumber,
    seamThicknessMm: optionalNumber,
    rows: optionalNumber,
    machines: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.wholeNumber' })
      .min(1, { error: 'validation.min' }),
    lines: z
      .array(componentLineInputSchema)
      .max(maxComponentLines, { error: 'validation.tooManyComponentLines' }),
  })
  .superRefine((operation, context) => {
    const stitch = findStitchType(operation.stitchTypeCode);
    if (!stitch) {
      context.addIssue({
        code: 'custom',
        path: ['stitchTypeCode'],
        message: 'validation.unknownStitchType',
        input: operation.stitchTypeCode,
      });
      return;
    }
    if (operation.lines.length !== stitch.components.length) {
      context.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'validation.componentLinesMismatch',
        input: operation.lines,
        params: { expected: stitch.components.length },
      });
    }
    for (const field of Object.keys(operationFieldOfInput) as OperationInputField[]) {
      if (!stitch.visibleInputs[field]) continue;
      const key = operationFieldOfInput[field];
      const value = operation[key];
      if (value === null || value === undefined) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'validation.required',
          input: value,
        });
        continue;
      }
      if (field === 'quantity' && !Number.isInteger(value)) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: 'validation.wholeNumber',
          input: value,
        });
      }
      const minimum = field === 'quantity' ? 1 : 0;
      const inclusive = field !== 'seamThickness';
      if (inclusive ? value < minimum : value <= minimum) {
        context.addIssue({
          code: 'too_small',
          origin: 'number',
          minimum,
          inclusive,
          path: [key],
          message: inclusive ? 'validation.min' : 'validation.positive',
          input: value,
        });
      }
    }
  });
export type OperationInput = z.input<typeof operationInputSchema>;
export type Operation = z.output<typeof operationInputSchema>;

/**
 * Whether an operation is Complete (core-domain specification, section 4): its inputs pass
 * {@link operationInputSchema} for its stitch code and every line names a brand, a
 * ticket/tex and a package size. The shade is not required.
 *
 * @param operation - the operation in stored units (cm, stitches per 3 cm, mm)
 */
export function isOperationComplete(operation: OperationInput): boolean {
  const parsed = operationInputSchema.safeParse(operation);
  return parsed.success && parsed.data.lines.every(hasThread);
}

/** Whether a line names the thread it runs: brand, ticket/tex and package size. */
export function hasThread(line: ComponentLineInput): boolean {
  return (
    line.brandId !== null &&
    line.brandId !== undefined &&
    line.ticketTexId !== null &&
    line.ticketTexId !== undefined &&
    line.packageSizeId !== null &&
    line.packageSizeId !== undefined
  );
}

/**
 * The inputs an estimate uses, in stored units, once hidden inputs are fixed at the stitch's
 * reference condition (CONSUMPTION.md section 3.1): 21 stitches per 3 cm, the section 9
 * seam thickness, the setting's bight, quantity 1. Cycle operations use the quantity and
 * machines only; their other inputs are null.
 */
export type ResolvedOperationInputs = {
  readonly seamLengthCm: number | null;
  readonly ratePer3Cm: number | null;
  readonly bightMm: number | null;
  readonly seamThicknessMm: number | null;
  readonly rows: number;
  readonly machines: number;
};

/**
 * Fixes hidden inputs at the stitch's reference condition (CONSUMPTION.md sections 3.1 and
 * 4), so that an operation differing from the reference in nothing visible gets exactly the
 * setting's values. A hidden seam length is 0 (such a stitch is a cycle, or asks it).
 *
 * @param operation - a parsed operation (stored units: cm, stitches per 3 cm, mm)
 * @param stitch - its stitch type
 * @param setting - the stitch's values in the style's custom setting (bight in mm)
 */
export function resolveOperationInputs(
  operation: Operation,
  stitch: StitchType,
  setting: StitchSetting,
): ResolvedOperationInputs {
  const visible = stitch.visibleInputs;
  const rows = visible.quantity ? (operation.rows ?? 1) : 1;
  if (stitch.isCycle) {
    return {
      seamLengthCm: null,
      ratePer3Cm: null,
      bightMm: null,
      seamThicknessMm: null,
      rows,
      machines: operation.machines,
    };
  }
  const thicknessMm = stitch.defaultSeamThicknessMm;
  return {
    seamLengthCm: visible.seamLength ? (operation.seamLengthCm ?? 0) : 0,
    ratePer3Cm: visible.rate ? (operation.ratePer3Cm ?? referenceRatePer3Cm) : referenceRatePer3Cm,
    bightMm: visible.bight ? (operation.bightMm ?? null) : referenceBightMm(stitch, setting),
    seamThicknessMm: visible.seamThickness
      ? (operation.seamThicknessMm ?? thicknessMm)
      : thicknessMm,
    rows,
    machines: operation.machines,
  };
}
