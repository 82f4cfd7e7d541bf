/**
 * Fast checks for the engine's hot path: whether an operation or a stitch setting
 * already is what its zod schema would return, so that `estimateOperation` can use it without
 * running the schema. They mirror `operationInputSchema` and `stitchSettingSchema` rule by
 * rule, and err on one side only: true means the schema accepts the value and would return the
 * same figures and strings; false means "not sure", and the caller parses with the schema,
 * which then accepts the value or throws its own error. A valid value with blanks to trim, for
 * instance, answers false. A change to either schema is made here too; the property test
 * (`estimate-operation.property.test.ts`) compares the engine's verdicts and errors with the
 * pre-optimisation engine's on generated inputs made invalid field by field.
 */
import {
  maxComponentLines,
  operationDescriptionMaxLength,
  type Operation,
} from './operation-input.js';
import { findStitchType } from './stitch-catalogue.js';
import { maxStoredInteger } from '../storable-values.js';
import { hasAtMostTwoDecimals, maxSettingBightMm, type StitchSetting } from './stitch-setting.js';
import type { StitchType } from './stitch-type.js';

type Fields = Readonly<Record<string, unknown>>;

/** An object that is not an array, as zod's z.object wants it. */
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number z.number() accepts: finite, not NaN. */
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A whole number z.number().int() accepts (a safe integer), at least `minimum`. */
const isWholeAtLeast = (value: unknown, minimum: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= minimum;

/** undefined, null or a finite number: z.number().nullish(). */
const isNumberOrNothing = (value: unknown): boolean =>
  value === undefined || value === null || isFiniteNumber(value);

/** A string .trim() would leave as it is. */
const isTrimmed = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() === value;

/** An id of the operation schema, or nothing: a whole number of at least 0, null or undefined. */
const isIdOrNothing = (value: unknown): boolean =>
  value === undefined || value === null || isWholeAtLeast(value, 0);

/** One component line: a needle name, and ids and a shade that may still be missing. */
function isLineAcceptedAsIs(line: unknown): boolean {
  if (!isFields(line)) return false;
  const { needleName, brandId, ticketTexId, shade, packageSizeId } = line;
  return (
    isTrimmed(needleName) &&
    needleName.length > 0 &&
    isIdOrNothing(brandId) &&
    isIdOrNothing(ticketTexId) &&
    (shade === undefined || shade === null || isTrimmed(shade)) &&
    isIdOrNothing(packageSizeId)
  );
}

/** The fields of the operation schema's object, before its stitch-dependent rules. */
function hasValidFields(operation: Fields): boolean {
  const { id, description, stitchTypeCode, machines, lines } = operation;
  return (
    (id === undefined || typeof id === 'string' || isFiniteNumber(id)) &&
    (description === undefined ||
      (isTrimmed(description) && description.length <= operationDescriptionMaxLength)) &&
    isTrimmed(stitchTypeCode) &&
    stitchTypeCode.length > 0 &&
    isNumberOrNothing(operation.seamLengthCm) &&
    isNumberOrNothing(operation.ratePer3Cm) &&
    isNumberOrNothing(operation.bightMm) &&
    isNumberOrNothing(operation.seamThicknessMm) &&
    isNumberOrNothing(operation.rows) &&
    isWholeAtLeast(machines, 1) &&
    Array.isArray(lines) &&
    lines.length <= maxComponentLines &&
    areLinesAcceptedAsIs(lines as readonly unknown[])
  );
}

/** Every line, holes of a sparse array included (which `every` would skip and zod refuses). */
function areLinesAcceptedAsIs(lines: readonly unknown[]): boolean {
  for (let index = 0; index < lines.length; index += 1) {
    if (!isLineAcceptedAsIs(lines[index])) return false;
  }
  return true;
}

/** Whether a visible input holds a number: x >= 0 (the quantity a whole number >= 1, the thickness > 0). */
const isVisibleValueValid = (value: unknown, minimum: 0 | 1, inclusive: boolean): boolean =>
  isFiniteNumber(value) && (inclusive ? value >= minimum : value > minimum);

/** The schema's stitch-dependent rules: one line per component line, every visible input given. */
function fitsStitch(operation: Fields, stitch: StitchType): boolean {
  const visible = stitch.visibleInputs;
  return (
    (operation.lines as readonly unknown[]).length === stitch.components.length &&
    (!visible.seamLength || isVisibleValueValid(operation.seamLengthCm, 0, true)) &&
    (!visible.rate || isVisibleValueValid(operation.ratePer3Cm, 0, true)) &&
    (!visible.bight || isVisibleValueValid(operation.bightMm, 0, true)) &&
    (!visible.seamThickness || isVisibleValueValid(operation.seamThicknessMm, 0, false)) &&
    (!visible.quantity ||
      (Number.isInteger(operation.rows) && isVisibleValueValid(operation.rows, 1, true)))
  );
}

/**
 * Whether `operationInputSchema` accepts the operation and would return it with the same
 * figures and strings (nothing to trim); false when unsure: parse it then.
 *
 * @param operation - anything; an operation in stored units when true
 */
export function isOperationAcceptedAsIs(operation: unknown): operation is Operation {
  if (!isFields(operation) || !hasValidFields(operation)) return false;
  const stitch = findStitchType(operation.stitchTypeCode as string);
  return stitch !== undefined && fitsStitch(operation, stitch);
}

/** A setting value in cm (per 10 cm or per cycle): a whole number, not negative. */
const isSettingCm = (value: unknown): boolean =>
  isWholeAtLeast(value, 0) && value <= maxStoredInteger;

/** A figure of at most two decimals within [minimum, maximum]. */
const isTwoDecimalsWithin = (value: unknown, minimum: number, maximum: number): boolean =>
  isFiniteNumber(value) && value >= minimum && value <= maximum && hasAtMostTwoDecimals(value);

/**
 * Whether `stitchSettingSchema` accepts the stitch setting (it changes no value it
 * accepts); false when unsure: parse it then.
 *
 * @param setting - anything; a stitch's values in a custom setting when true
 */
export function isStitchSettingAcceptedAsIs(setting: unknown): setting is StitchSetting {
  if (!isFields(setting)) return false;
  const { needle, under, top, bightMm, wastePercent } = setting;
  return (
    isSettingCm(needle) &&
    isSettingCm(under) &&
    isSettingCm(top) &&
    (bightMm === null || isTwoDecimalsWithin(bightMm, 0, maxSettingBightMm)) &&
    isTwoDecimalsWithin(wastePercent, 0, 999)
  );
}
