import { z } from 'zod';
import {
  hasThread,
  isOperationComplete,
  maxComponentLines,
  operationDescriptionMaxLength,
} from '../consumption/operation-input.js';
import { findStitchType } from '../consumption/stitch-catalogue.js';
import type { OperationInputField, StitchType } from '../consumption/stitch-type.js';
import {
  bightForDisplay,
  bightFromDisplay,
  rateForDisplay,
  rateFromDisplay,
  seamLengthForDisplay,
  seamLengthFromDisplay,
  type LengthUnit,
} from '../units/length-unit.js';
import { figureRules, roundFigure } from '../units/figures.js';
import { roundHalfAwayFromZero, roundToHundredths } from '../units/rounding.js';

/**
 * The i18n keys of the operation dialog's messages (core-domain specification, sections 5
 * and 8), with their English wording beside each. The server answers with the same keys.
 */
export const operationFormMessages = {
  /** Please Enter Description */
  descriptionRequired: 'operations.validation.descriptionRequired',
  /** Please Select Stitch Type */
  stitchTypeRequired: 'operations.validation.stitchTypeRequired',
  /** Please Enter Seam Length (missing or negative) */
  seamLengthRequired: 'operations.validation.seamLengthRequired',
  /** Please Enter Machine (missing or less than 1) */
  machinesRequired: 'operations.validation.machinesRequired',
  /** Please Enter Seam Thickness (missing or not greater than 0, where the stitch asks it) */
  seamThicknessRequired: 'operations.validation.seamThicknessRequired',
  /** Please Fill Required Data: shown with any failure of the form. */
  fillRequiredData: 'operations.validation.fillRequiredData',
  /** Error: Please Select From the list (a brand without ticket/tex, or not of the lists) */
  selectFromList: 'operations.validation.selectFromList',
  /** Error in saving operation (component lines neither all without thread nor all with a brand) */
  componentLinesInconsistent: 'operations.validation.componentLinesInconsistent',
  /** At most 1 decimal (seam thickness steps by 0.1) */
  maxOneDecimal: 'operations.validation.maxOneDecimal',
} as const;

/**
 * Limits of the operation inputs, in the unit they are typed in (section 5: group min 1;
 * seam length, rate and bight min 0 step 0.01; quantity min 1; machines min 1; seam
 * thickness min 1 step 0.1). The specification gives no maxima: these are Spool's, wide
 * enough for any garment and within what the database stores.
 */
export const operationInputLimits = {
  group: { min: 1, max: 99_999 },
  seamLength: { min: 0, max: 99_999, decimals: figureRules.seamLength.decimals },
  rate: { min: 0, max: 999, decimals: figureRules.rate.decimals },
  bight: { min: 0, max: 999, decimals: figureRules.bight.decimals },
  quantity: { min: 1, max: 9_999 },
  machines: { min: 1, max: 999 },
  seamThickness: { min: 1, max: 99, decimals: figureRules.seamThickness.decimals },
  shade: { maxLength: 50 },
  needleName: { maxLength: 100 },
} as const;

const number = z.number({ error: 'validation.invalid' }).nullish();
const id = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .nullish()
  .transform((value) => value ?? null);

/** A component line as the dialog holds it: the needle (component) name and its thread. */
export const operationFormLineSchema = z.object({
  needleName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(operationInputLimits.needleName.maxLength, { error: 'validation.maxLength' }),
  brandId: id,
  ticketTexId: id,
  /** Trimmed (section 5); empty is none. */
  shade: z
    .string({ error: 'validation.invalid' })
    .trim()
    .max(operationInputLimits.shade.maxLength, { error: 'validation.maxLength' })
    .nullish()
    .transform((value) => (value ? value : null)),
  packageSizeId: id,
});
export type OperationFormLineInput = z.input<typeof operationFormLineSchema>;
export type OperationFormLine = z.output<typeof operationFormLineSchema>;

/** Which dialog input carries each input whose visibility depends on the stitch code. */
const formFieldOfInput = {
  seamLength: 'seamLength',
  rate: 'rate',
  bight: 'bight',
  quantity: 'quantity',
  seamThickness: 'seamThickness',
} as const satisfies Record<OperationInputField, string>;

const hasDecimalsBeyond = (value: number, decimals: number) =>
  Math.abs(roundHalfAwayFromZero(value, decimals) - value) > 1e-9 * Math.max(1, Math.abs(value));

/** The description as stored: commas replaced by spaces, trimmed (section 5). */
export function cleanOperationDescription(description: string): string {
  return description.replace(/,/g, ' ').trim();
}

/** How a line stands towards the all-or-none rule: no thread at all, a brand, or a stray id. */
function threadStateOf(line: OperationFormLine): 'none' | 'branded' | 'stray' {
  if (line.brandId !== null) return 'branded';
  return line.ticketTexId === null && line.packageSizeId === null ? 'none' : 'stray';
}

type Context = z.RefinementCtx;
type Path = (string | number)[];
const issue = (context: Context, path: Path, message: string, params?: Record<string, unknown>) =>
  context.addIssue({ code: 'custom', path, message, input: undefined, ...(params && { params }) });
const tooSmall = (context: Context, path: Path, minimum: number) =>
  context.addIssue({
    code: 'too_small',
    origin: 'number',
    minimum,
    inclusive: true,
    path,
    message: 'validation.min',
    input: undefined,
  });
const tooBig = (context: Context, path: Path, maximum: number, origin: 'number' | 'string') =>
  context.addIssue({
    code: 'too_big',
    origin,
    maximum,
    inclusive: true,
    path,
    message: origin === 'string' ? 'validation.maxLength' : 'validation.max',
    input: undefined,
  });

function checkVisibleInput(
  context: Context,
  field: OperationInputField,
  value: number | null | undefined,
): void {
  const key = formFieldOfInput[field];
  const limits = operationInputLimits[field];
  const missing = value === null || value === undefined;
  if (field === 'seamLength' && (missing || value < 0)) {
    issue(context, [key], operationFormMessages.seamLengthRequired);
    return;
  }
  if (field === 'seamThickness' && (missing || value <= 0)) {
    issue(context, [key], operationFormMessages.seamThicknessRequired);
    return;
  }
  if (missing) {
    issue(context, [key], 'validation.required');
    return;
  }
  if (value < limits.min) {
    tooSmall(context, [key], limits.min);
  } else if (value > limits.max) {
    tooBig(context, [key], limits.max, 'number');
  } else if (field === 'quantity' && !Number.isInteger(value)) {
    issue(context, [key], 'validation.wholeNumber');
  } else if ('decimals' in limits && hasDecimalsBeyond(value, limits.decimals)) {
    issue(
      context,
      [key],
      limits.decimals === 1 ? operationFormMessages.maxOneDecimal : 'validation.maxTwoDecimals',
    );
  }
}

function checkLines(context: Context, lines: readonly OperationFormLine[], stitch: StitchType) {
  if (lines.length !== stitch.components.length) {
    issue(context, ['lines'], 'validation.componentLinesMismatch', {
      expected: stitch.components.length,
    });
  }
  const states = new Set(lines.map(threadStateOf));
  if (states.has('stray') || states.size > 1) {
    issue(context, ['lines'], operationFormMessages.componentLinesInconsistent);
    return;
  }
  lines.forEach((line, index) => {
    if (line.brandId === null) return;
    if (line.ticketTexId === null) {
      issue(context, ['lines', index, 'ticketTexId'], operationFormMessages.selectFromList);
    }
  });
}

/**
 * An operation as the operation dialog sends it (core-domain specification, sections 3 and
 * 5), in the unit the user types in (see {@link operationFormToStored}). Checks, with the
 * specification's messages (i18n keys of {@link operationFormMessages}):
 * - description required (Please Enter Description), commas replaced by spaces, at most 100;
 * - stitch type required (Please Select Stitch Type) and of the catalogue (upper-cased: 401a is 401A);
 * - only the inputs the stitch code shows (section 2) are checked, and required: seam length
 *   not negative (Please Enter Seam Length), seam thickness greater than 0 (Please Enter Seam
 *   Thickness), rate, bight and quantity present; all within {@link operationInputLimits}.
 *   Hidden inputs are ignored and come out null;
 * - machines at least 1 (Please Enter Machine), a whole number; group a whole number from 1;
 * - one component line per component of the stitch, each with its needle name;
 * - lines all without brand, ticket/tex and package size, or all with a brand (otherwise
 *   Error in saving operation); a line with a brand names its ticket/tex (Error: Please
 *   Select From the list); shades trimmed.
 *
 * Any failure also carries Please Fill Required Data, as an issue on the whole form (empty
 * path), first. Whether ids exist and belong together (brand, its ticket/tex, its package
 * size) only the server can tell; it answers with the same message.
 */
export const operationFormSchema = z
  .object({
    group: number,
    isOnTeam: z.boolean({ error: 'validation.invalid' }).default(false),
    description: z.string({ error: operationFormMessages.descriptionRequired }).nullish(),
    stitchTypeCode: z.string({ error: operationFormMessages.stitchTypeRequired }).nullish(),
    seamLength: number,
    rate: number,
    bight: number,
    quantity: number,
    machines: number,
    seamThickness: number,
    lines: z
      .array(operationFormLineSchema)
      .max(maxComponentLines, { error: 'validation.tooManyComponentLines' }),
  })
  .superRefine((form, context) => {
    const description = cleanOperationDescription(form.description ?? '');
    if (description === '') {
      issue(context, ['description'], operationFormMessages.descriptionRequired);
    } else if (description.length > operationDescriptionMaxLength) {
      tooBig(context, ['description'], operationDescriptionMaxLength, 'string');
    }
    const group = form.group;
    if (group === null || group === undefined) issue(context, ['group'], 'validation.required');
    else if (!Number.isInteger(group)) issue(context, ['group'], 'validation.wholeNumber');
    else if (group < operationInputLimits.group.min) {
      tooSmall(context, ['group'], operationInputLimits.group.min);
    } else if (group > operationInputLimits.group.max) {
      tooBig(context, ['group'], operationInputLimits.group.max, 'number');
    }
    if (
      form.machines === null ||
      form.machines === undefined ||
      form.machines < operationInputLimits.machines.min
    ) {
      issue(context, ['machines'], operationFormMessages.machinesRequired);
    } else if (!Number.isInteger(form.machines)) {
      issue(context, ['machines'], 'validation.wholeNumber');
    } else if (form.machines > operationInputLimits.machines.max) {
      tooBig(context, ['machines'], operationInputLimits.machines.max, 'number');
    }

    const code = (form.stitchTypeCode ?? '').trim().toUpperCase();
    if (code === '') {
      issue(context, ['stitchTypeCode'], operationFormMessages.stitchTypeRequired);
      return;
    }
    const stitch = findStitchType(code);
    if (!stitch) {
      issue(context, ['stitchTypeCode'], 'validation.unknownStitchType');
      return;
    }
    for (const field of Object.keys(formFieldOfInput) as OperationInputField[]) {
      if (stitch.visibleInputs[field]) checkVisibleInput(context, field, form[field]);
    }
    checkLines(context, form.lines, stitch);
  })
  .transform((form): OperationForm => {
    const stitchTypeCode = (form.stitchTypeCode ?? '').trim().toUpperCase();
    // The refinement has passed: the stitch exists.
    const visible = findStitchType(stitchTypeCode)?.visibleInputs;
    const shown = (field: OperationInputField) => (visible?.[field] ? (form[field] ?? null) : null);
    return {
      group: form.group ?? 1,
      isOnTeam: form.isOnTeam,
      description: cleanOperationDescription(form.description ?? ''),
      stitchTypeCode,
      seamLength: shown('seamLength'),
      rate: shown('rate'),
      bight: shown('bight'),
      quantity: shown('quantity'),
      machines: form.machines ?? 1,
      seamThickness: shown('seamThickness'),
      lines: form.lines,
    };
  });
export type OperationFormInput = z.input<typeof operationFormSchema>;

/**
 * A valid operation in the unit typed in: seam length cm or inch, rate stitches per 3 cm or
 * per inch, bight mm or inch, seam thickness mm (in both units: the specification converts
 * only seam length, bight and rate). Inputs the stitch code hides are null.
 */
export type OperationForm = {
  readonly group: number;
  readonly isOnTeam: boolean;
  readonly description: string;
  readonly stitchTypeCode: string;
  readonly seamLength: number | null;
  readonly rate: number | null;
  readonly bight: number | null;
  readonly quantity: number | null;
  readonly machines: number;
  readonly seamThickness: number | null;
  readonly lines: readonly OperationFormLine[];
};

/** The outcome of {@link validateOperationForm}: the operation, or every message with its path. */
export type OperationFormResult =
  | { readonly success: true; readonly data: OperationForm }
  | { readonly success: false; readonly issues: readonly OperationFormIssue[] };

/** A failed check: the path of the field (empty for the whole form) and the i18n key of its message. */
export type OperationFormIssue = {
  readonly path: readonly (string | number)[];
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>>;
};

const paramsOf = (failure: z.core.$ZodIssue) => {
  const params = {
    ...('params' in failure ? failure.params : {}),
    ...('minimum' in failure && { minimum: Number(failure.minimum) }),
    ...('maximum' in failure && { maximum: Number(failure.maximum) }),
  };
  return Object.keys(params).length > 0 ? { params } : {};
};

/**
 * Validates the dialog's values with {@link operationFormSchema}. On failure the first issue
 * is Please Fill Required Data (empty path), then one per failed field (section 5: "Any
 * failure also shows Please Fill Required Data").
 */
export function validateOperationForm(input: unknown): OperationFormResult {
  const parsed = operationFormSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  return {
    success: false,
    issues: [
      { path: [], message: operationFormMessages.fillRequiredData },
      ...parsed.error.issues.map((failure) => ({
        path: failure.path.filter((part) => typeof part !== 'symbol'),
        message: failure.message,
        ...paramsOf(failure),
      })),
    ],
  };
}

/**
 * An operation in stored units: seam length cm, rate stitches per 3 cm, bight mm, seam
 * thickness mm; inputs the stitch code hides are null.
 */
export type StoredOperationValues = {
  readonly group: number;
  readonly isOnTeam: boolean;
  readonly description: string;
  readonly stitchTypeCode: string;
  readonly seamLengthCm: number | null;
  readonly ratePer3Cm: number | null;
  readonly bightMm: number | null;
  readonly rows: number | null;
  readonly machines: number;
  readonly seamThicknessMm: number | null;
  readonly lines: readonly OperationFormLine[];
};

/** Converts a value when present. */
const convert = (value: number | null, to: (value: number) => number) =>
  value === null ? null : to(value);

/**
 * The operation in stored (metric) units (section 4: seam length x 2.54, bight x 25.4, rate x
 * 1.181103 for Imperial). Seam thickness is mm in both units.
 *
 * @param form - a valid operation, in `unit`
 * @param unit - the unit the user typed in (the wire's seamLengthUnit 0 metric, 1 imperial)
 */
export function operationFormToStored(
  form: OperationForm,
  unit: LengthUnit,
): StoredOperationValues {
  return {
    group: form.group,
    isOnTeam: form.isOnTeam,
    description: form.description,
    stitchTypeCode: form.stitchTypeCode,
    seamLengthCm: convert(form.seamLength, (value) => seamLengthFromDisplay(value, unit)),
    ratePer3Cm: convert(form.rate, (value) => rateFromDisplay(value, unit)),
    bightMm: convert(form.bight, (value) => bightFromDisplay(value, unit)),
    rows: form.quantity,
    machines: form.machines,
    seamThicknessMm: form.seamThickness,
    lines: form.lines,
  };
}

/**
 * The operation as the dialog shows it, in `unit` (section 4: seam length / 2.54, bight /
 * 25.4, rate / 1.181103 for Imperial), rounded to the inputs' steps (hundredths; seam
 * thickness tenths), with inputs the stitch code hides null.
 *
 * @param stored - the operation in stored units (cm, stitches per 3 cm, mm)
 * @param unit - the unit to show
 */
export function storedOperationToForm(
  stored: StoredOperationValues,
  unit: LengthUnit,
): OperationForm {
  const visible = findStitchType(stored.stitchTypeCode)?.visibleInputs;
  const shown = (
    field: OperationInputField,
    value: number | null,
    to: (value: number) => number,
  ) => (visible?.[field] && value !== null ? to(value) : null);
  return {
    group: stored.group,
    isOnTeam: stored.isOnTeam,
    description: stored.description,
    stitchTypeCode: stored.stitchTypeCode,
    seamLength: shown('seamLength', stored.seamLengthCm, (value) =>
      roundFigure('seamLength', seamLengthForDisplay(value, unit)),
    ),
    rate: shown('rate', stored.ratePer3Cm, (value) =>
      roundFigure('rate', rateForDisplay(value, unit)),
    ),
    bight: shown('bight', stored.bightMm, (value) =>
      roundFigure('bight', bightForDisplay(value, unit)),
    ),
    quantity: shown('quantity', stored.rows, (value) => value),
    machines: stored.machines,
    seamThickness: shown('seamThickness', stored.seamThicknessMm, (value) =>
      roundFigure('seamThickness', value),
    ),
    lines: stored.lines,
  };
}

/**
 * Whether a stored operation is Complete (section 4): its inputs are valid for its stitch
 * code and every line names a brand, a ticket/tex and a package size ({@link isOperationComplete}).
 */
export function isStoredOperationComplete(stored: StoredOperationValues): boolean {
  return isOperationComplete({
    description: stored.description,
    stitchTypeCode: stored.stitchTypeCode,
    seamLengthCm: stored.seamLengthCm,
    ratePer3Cm: stored.ratePer3Cm,
    bightMm: stored.bightMm,
    seamThicknessMm: stored.seamThicknessMm,
    rows: stored.rows,
    machines: stored.machines,
    lines: stored.lines.map((line) => ({ ...line })),
  });
}

/** Whether every line of the operation names its thread (brand, ticket/tex, package size). */
export function hasAllThreads(lines: readonly OperationFormLine[]): boolean {
  return lines.every((line) => hasThread(line));
}

/**
 * What must agree between operations of one group (section 4: "the data must match the
 * other operations of that group"). A group is one sewing step of the garment (a seam, a
 * hem) that may be sewn with several stitch types, each its own operation. So operations of
 * a group must agree on what describes the step:
 * - `description`: the same text, ignoring case and surrounding spaces;
 * - `isOnTeam`: the same team flag;
 * - `seamLength`: the same seam length in cm to the hundredth (whatever unit each was typed
 *   in), compared only when both stitches ask for a seam length (cycle stitches do not).
 *
 * What belongs to each stitch may differ: stitch type, rate, bight, seam thickness, rows,
 * machines and the component lines with their thread.
 */
export type GroupMember = {
  /** The operation's id; undefined for a new one. */
  readonly id?: number | undefined;
  readonly group: number;
  readonly description: string;
  readonly isOnTeam: boolean;
  readonly stitchTypeCode: string;
  readonly seamLengthCm: number | null;
};

/** The fields compared by the same-group rule ({@link GroupMember}). */
export type GroupField = 'description' | 'isOnTeam' | 'seamLength';

const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

const asksSeamLength = (code: string) => findStitchType(code)?.visibleInputs.seamLength ?? false;

/**
 * The fields in which `operation` disagrees with the other operations of its group (see
 * {@link GroupMember}); empty when it may be saved. Operations of other groups, and the
 * operation itself (same id), are ignored.
 *
 * @param operation - the operation being saved, seam length in cm
 * @param others - the style's operations, seam length in cm
 */
export function groupMismatches(
  operation: GroupMember,
  others: readonly GroupMember[],
): readonly GroupField[] {
  const fields = new Set<GroupField>();
  for (const other of others) {
    if (other.group !== operation.group) continue;
    if (operation.id !== undefined && other.id === operation.id) continue;
    if (!sameText(other.description, operation.description)) fields.add('description');
    if (other.isOnTeam !== operation.isOnTeam) fields.add('isOnTeam');
    if (
      asksSeamLength(operation.stitchTypeCode) &&
      asksSeamLength(other.stitchTypeCode) &&
      roundToHundredths(other.seamLengthCm ?? 0) !== roundToHundredths(operation.seamLengthCm ?? 0)
    ) {
      fields.add('seamLength');
    }
  }
  return [...fields];
}
