import type {
  ComponentLineDto,
  OperationDto,
  OperationWrite,
  RecentlyUsedStitchData,
  StitchTypeInSettingDto,
} from '@spool/contracts';
import {
  bightFromDisplay,
  newOperationDefaults,
  findStitchType,
  lengthUnitFromCode,
  bightForDisplay,
  rateForDisplay,
  rateFromDisplay,
  roundHalfAwayFromZero,
  seamLengthForDisplay,
  seamLengthFromDisplay,
  storedOperationToForm,
  type LengthUnit,
  type LengthUnitCode,
  type OperationForm,
  type OperationFormInput,
  type OperationInput,
  type OperationInputField,
  type StitchSetting,
  type VisibleInputs,
} from '@spool/domain';

/**
 * The operation dialog's form: numbers are kept as typed (strings) in the unit the style
 * shows (core-domain specification, section 4: seam length cm or inch, bight mm or inch,
 * rate per 3 cm or per inch); the server receives them with that unit's code and stores
 * them metric. Seam thickness is always in mm.
 */
export type ComponentLineState = {
  readonly needleName: string;
  readonly brandId: number | null;
  /** The brand's name as loaded, shown while the brand list loads. */
  readonly brand: string | null;
  readonly ticketTexId: number | null;
  /** The ticket or tex figure as loaded. */
  readonly ticketTex: string | null;
  readonly shade: string;
  readonly packageSizeId: number | null;
  /** The package size as loaded, m. */
  readonly packageSize: number | null;
  /** Text typed in a list field that names no entry of its list (see `withTyped`). */
  readonly typed?: Readonly<Partial<Record<'brand' | 'ticketTex' | 'packageSize', string>>>;
};

export type OperationFormState = {
  readonly group: string;
  readonly isOnTeam: boolean;
  readonly description: string;
  readonly stitchTypeCode: string | null;
  readonly seamLength: string;
  readonly rate: string;
  readonly bight: string;
  readonly quantity: string;
  readonly machines: string;
  readonly seamThickness: string;
  readonly lines: readonly ComponentLineState[];
  /** The stored values behind the lengths the form was filled with (see {@link StoredLengths}). */
  readonly stored?: StoredLengths;
};

/** The inputs shown in another unit in Imperial: seam length, rate and bight. */
export type LengthField = 'seamLength' | 'rate' | 'bight';

/**
 * The stored (metric) value behind each length the form was filled with, and the text it
 * showed. Imperial shows lengths to hundredths (60 cm is 23.62 inch, 4 mm is 0.16 inch);
 * while that text is unchanged the figures and the save use the stored value, so that opening
 * and saving an operation keeps 60 cm and 4 mm instead of 59.99 cm and 4.06 mm.
 */
export type StoredLengths = Readonly<
  Partial<Record<LengthField, { readonly shown: string; readonly stored: number }>>
>;

/** Stored lengths: seam length cm, rate per 3 cm, bight mm (null when not asked). */
type MetricLengths = Record<LengthField, number | null>;

const lengthFields: readonly LengthField[] = ['seamLength', 'rate', 'bight'];

const lengthForDisplay: Record<LengthField, (value: number, unit: LengthUnit) => number> = {
  seamLength: seamLengthForDisplay,
  rate: rateForDisplay,
  bight: bightForDisplay,
};

const lengthFromDisplay: Record<LengthField, (value: number, unit: LengthUnit) => number> = {
  seamLength: seamLengthFromDisplay,
  rate: rateFromDisplay,
  bight: bightFromDisplay,
};

/** The form's texts of stored lengths in the style's unit, with the stored values kept. */
function lengthsForForm(
  lengths: MetricLengths,
  unitCode: LengthUnitCode,
): Pick<OperationFormState, LengthField | 'stored'> {
  const unit = lengthUnitFromCode(unitCode);
  const texts = {} as Record<LengthField, string>;
  const stored: Partial<Record<LengthField, { shown: string; stored: number }>> = {};
  for (const field of lengthFields) {
    const value = lengths[field];
    texts[field] = value === null ? '' : formatFormNumber(lengthForDisplay[field](value, unit));
    if (value !== null) stored[field] = { shown: texts[field], stored: value };
  }
  return { ...texts, stored };
}

/**
 * A length of the form in stored units: the stored value while its text is the one it was
 * shown as, otherwise the typed value converted (null when empty).
 */
function storedLength(
  field: LengthField,
  typed: number | null,
  stored: StoredLengths | undefined,
  unitCode: LengthUnitCode,
): number | null {
  if (typed === null) return null;
  const kept = stored?.[field];
  if (kept !== undefined && parseFormNumber(kept.shown) === typed) return kept.stored;
  return lengthFromDisplay[field](typed, lengthUnitFromCode(unitCode));
}

/** The numeric inputs of the form, by their form field name. */
export type NumericField = 'seamLength' | 'rate' | 'bight' | 'quantity' | 'seamThickness';

/** The form field of each input whose visibility depends on the stitch code. */
export const formFieldOfInput = {
  seamLength: 'seamLength',
  rate: 'rate',
  bight: 'bight',
  quantity: 'quantity',
  seamThickness: 'seamThickness',
} as const satisfies Record<OperationInputField, NumericField>;

/** Every input hidden: what the form shows before a stitch type is chosen. */
export const noVisibleInputs: VisibleInputs = {
  seamLength: false,
  rate: false,
  bight: false,
  quantity: false,
  seamThickness: false,
};

/** Which inputs the stitch code asks (the domain's table, core-domain specification section 2). */
export function visibleInputsOfCode(stitchTypeCode: string | null): VisibleInputs {
  if (stitchTypeCode === null) return noVisibleInputs;
  return findStitchType(stitchTypeCode)?.visibleInputs ?? noVisibleInputs;
}

const blankLine = (needleName: string): ComponentLineState => ({
  needleName,
  brandId: null,
  brand: null,
  ticketTexId: null,
  ticketTex: null,
  shade: '',
  packageSizeId: null,
  packageSize: null,
});

/** A new operation before a stitch type is chosen: the next group, machines 1 (section 9). */
export function emptyOperationForm(group: number): OperationFormState {
  return {
    group: String(group),
    isOnTeam: false,
    description: '',
    stitchTypeCode: null,
    seamLength: '',
    rate: '',
    bight: '',
    quantity: '',
    machines: '1',
    seamThickness: '',
    lines: [],
  };
}

/** A number as the form shows it: empty for none, at most `decimals` decimals. */
export function formatFormNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(roundHalfAwayFromZero(value, decimals));
}

/**
 * A typed number, or null when empty or not a number. A decimal comma is read as a point
 * (some languages type it).
 */
export function parseFormNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Decimals an input keeps: hundredths, seam thickness tenths (section 5's steps). */
export function decimalsOf(field: NumericField): number {
  return field === 'seamThickness' ? 1 : 2;
}

const lineFromDto = (line: ComponentLineDto): ComponentLineState => ({
  needleName: line.needleName,
  brandId: line.brandId,
  brand: line.brand,
  ticketTexId: line.ticketTexId,
  ticketTex: line.ticketTex,
  shade: line.shade ?? '',
  packageSizeId: line.packageSizeId,
  packageSize: line.packageSize,
});

/**
 * An operation read from the server in stored (metric) units as the form holds it, lengths
 * shown in the style's unit.
 */
export function formFromOperation(
  operation: OperationDto,
  unitCode: LengthUnitCode = 0,
): OperationFormState {
  return {
    group: String(operation.group),
    isOnTeam: operation.isOnTeam,
    description: operation.description,
    stitchTypeCode: operation.stitchTypeCode,
    ...lengthsForForm(
      { seamLength: operation.seamLength, rate: operation.rate, bight: operation.bight },
      unitCode,
    ),
    quantity: formatFormNumber(operation.quantity),
    machines: formatFormNumber(operation.machines),
    seamThickness: formatFormNumber(operation.seamThikness, decimalsOf('seamThickness')),
    lines: operation.styleOperations
      .toSorted((left, right) => left.position - right.position)
      .map(lineFromDto),
  };
}

/**
 * The values of a stitch custom setting's row the engine computes with: needle, under and top
 * (cm per 10 cm, or per cycle), waste %, and the bight as stored in mm (not the shown one,
 * which Imperial rounds after dividing by 2.54).
 *
 * @param item - the stitch type's row of getStitchTypesOrderByMostFrequentlyUsed
 */
export function stitchSettingOfRow(item: StitchTypeInSettingDto): StitchSetting {
  return {
    needle: item.defaultcm0,
    under: item.defaultcm1,
    top: item.defaultcm2,
    bightMm: item.bightMm,
    wastePercent: item.defaultwaste,
  };
}

/**
 * The form once a stitch type is chosen and the style has not used it yet: the defaults of
 * section 9 (machines 1, quantity 1, seam length 10 cm, the stitch's rate, the setting's
 * bight, the stitch's seam thickness), shown in the style's unit, and one blank component
 * line per needle name. Group, team and description are kept.
 *
 * @param setting - the stitch's values in the style's custom setting (for the bight)
 * @param needleNames - the stitch's component lines as the tenant names them
 */
export function withStitchDefaults(
  form: OperationFormState,
  stitchTypeCode: string,
  setting: StitchSetting | undefined,
  needleNames: readonly string[],
  unitCode: LengthUnitCode,
): OperationFormState {
  const defaults = newOperationDefaults(stitchTypeCode, setting);
  const shown = storedOperationToForm(
    {
      group: 1,
      isOnTeam: false,
      description: '',
      stitchTypeCode: defaults.stitchTypeCode,
      seamLengthCm: defaults.seamLengthCm,
      ratePer3Cm: defaults.ratePer3Cm,
      bightMm: defaults.bightMm,
      rows: defaults.rows,
      machines: defaults.machines,
      seamThicknessMm: defaults.seamThicknessMm,
      lines: [],
    },
    lengthUnitFromCode(unitCode),
  );
  return {
    ...form,
    stitchTypeCode,
    // Hidden inputs are null in `shown`: their defaults are neither shown nor kept.
    ...lengthsForForm(
      {
        seamLength: shown.seamLength === null ? null : defaults.seamLengthCm,
        rate: shown.rate === null ? null : defaults.ratePer3Cm,
        bight: shown.bight === null ? null : defaults.bightMm,
      },
      unitCode,
    ),
    quantity: formatFormNumber(shown.quantity),
    machines: formatFormNumber(shown.machines),
    seamThickness: formatFormNumber(shown.seamThickness, decimalsOf('seamThickness')),
    lines: needleNames.map(blankLine),
  };
}

/**
 * The form once a stitch type is chosen that the style already used: the values of its
 * latest operation of that stitch (read in stored, metric units), thread included. Inputs the
 * stitch asks but the latest operation left empty keep the section 9 defaults.
 */
export function withRecentStitchData(
  form: OperationFormState,
  stitchTypeCode: string,
  recent: RecentlyUsedStitchData,
  setting: StitchSetting | undefined,
  unitCode: LengthUnitCode,
): OperationFormState {
  const defaults = withStitchDefaults(form, stitchTypeCode, setting, [], unitCode);
  const pick = (value: number | null, fallback: string, decimals = 2) =>
    value === null ? fallback : formatFormNumber(value, decimals);
  const recentLengths = lengthsForForm(
    { seamLength: recent.seamLength, rate: recent.rate, bight: recent.bight },
    unitCode,
  );
  const length = (field: LengthField) =>
    recent[field] === null
      ? { text: defaults[field], stored: defaults.stored?.[field] }
      : { text: recentLengths[field], stored: recentLengths.stored?.[field] };
  const stored = Object.fromEntries(
    lengthFields.flatMap((field) => {
      const kept = length(field).stored;
      return kept === undefined ? [] : [[field, kept]];
    }),
  ) as StoredLengths;
  return {
    ...defaults,
    seamLength: length('seamLength').text,
    rate: length('rate').text,
    bight: length('bight').text,
    stored,
    quantity: pick(recent.quantity, defaults.quantity),
    machines: pick(recent.machines, defaults.machines),
    seamThickness: pick(recent.seamThikness, defaults.seamThickness, decimalsOf('seamThickness')),
    lines: recent.styleOperations
      .toSorted((left, right) => left.position - right.position)
      .map(lineFromDto),
  };
}

/** The numeric value of a visible input, null when hidden (hidden inputs are not sent). */
function visibleNumber(
  form: OperationFormState,
  visible: VisibleInputs,
  input: OperationInputField,
): number | null {
  return visible[input] ? parseFormNumber(form[formFieldOfInput[input]]) : null;
}

/** The form's values as the domain's operation form rules read them (numbers parsed, as typed). */
export function toOperationFormInput(form: OperationFormState): OperationFormInput {
  return {
    group: parseFormNumber(form.group),
    isOnTeam: form.isOnTeam,
    description: form.description,
    stitchTypeCode: form.stitchTypeCode,
    seamLength: parseFormNumber(form.seamLength),
    rate: parseFormNumber(form.rate),
    bight: parseFormNumber(form.bight),
    quantity: parseFormNumber(form.quantity),
    machines: parseFormNumber(form.machines),
    seamThickness: parseFormNumber(form.seamThickness),
    lines: form.lines.map((line) => ({
      needleName: line.needleName,
      brandId: line.brandId,
      ticketTexId: line.ticketTexId,
      shade: line.shade,
      packageSizeId: line.packageSizeId,
    })),
  };
}

/**
 * The contract's payload (saveOperation, editOperation and the same-group check) of a form
 * the domain's rules accepted (`validateOperationForm`): numbers in stored (metric) units,
 * typed ones converted from the unit of `unitCode`, untouched ones as they were stored
 * (`stored`), inputs the stitch hides null, description cleaned, shades trimmed.
 */
export function toOperationWrite(
  operation: OperationForm,
  styleId: number,
  unitCode: LengthUnitCode,
  stored?: StoredLengths,
): OperationWrite {
  const metric = (field: LengthField) => storedLength(field, operation[field], stored, unitCode);
  return {
    styleId,
    group: operation.group,
    isOnTeam: operation.isOnTeam,
    description: operation.description,
    stitchTypeCode: operation.stitchTypeCode,
    seamLength: metric('seamLength'),
    quantity: operation.quantity,
    bight: metric('bight'),
    rate: metric('rate'),
    machines: operation.machines,
    seamThikness: operation.seamThickness,
    seamLengthUnit: 0,
    styleOperations: operation.lines.map((line) => ({
      needleName: line.needleName,
      brandId: line.brandId,
      ticketTexId: line.ticketTexId,
      shade: line.shade,
      packageSizeId: line.packageSizeId,
    })),
  };
}

/**
 * The form as the consumption engine reads it, in stored (metric) units: seam length cm,
 * rate per 3 cm, bight mm, seam thickness mm. Null while no stitch type is chosen.
 */
export function toEngineInput(
  form: OperationFormState,
  unitCode: LengthUnitCode,
): OperationInput | null {
  if (form.stitchTypeCode === null) return null;
  const visible = visibleInputsOfCode(form.stitchTypeCode);
  const metric = (field: LengthField) =>
    storedLength(field, visibleNumber(form, visible, field), form.stored, unitCode);
  return {
    stitchTypeCode: form.stitchTypeCode,
    seamLengthCm: metric('seamLength'),
    ratePer3Cm: metric('rate'),
    bightMm: metric('bight'),
    seamThicknessMm: visibleNumber(form, visible, 'seamThickness'),
    rows: visibleNumber(form, visible, 'quantity'),
    // Machines do not change the thread per garment; an unfinished entry must not hide the figures.
    machines: wholeAtLeastOne(parseFormNumber(form.machines)),
    lines: form.lines.map((line) => ({ needleName: line.needleName })),
  };
}

const wholeAtLeastOne = (value: number | null) =>
  value !== null && Number.isInteger(value) && value >= 1 ? value : 1;

/** Whether the form differs from what it started with (Cancel then asks to confirm). */
export function isFormChanged(form: OperationFormState, initial: OperationFormState): boolean {
  return JSON.stringify(form) !== JSON.stringify(initial);
}

/**
 * The form with the chosen stitch's inputs and lines: as its latest operation in the style
 * left them, else the stitch's defaults with a line per needle.
 */
export function withStitchStart(
  form: OperationFormState,
  stitchTypeCode: string,
  start: { recent: RecentlyUsedStitchData | null; needles: readonly { name: string }[] },
  setting: StitchSetting | undefined,
  unitCode: LengthUnitCode,
): OperationFormState {
  return start.recent === null
    ? withStitchDefaults(
        form,
        stitchTypeCode,
        setting,
        start.needles.map((needle) => needle.name),
        unitCode,
      )
    : withRecentStitchData(form, stitchTypeCode, start.recent, setting, unitCode);
}
