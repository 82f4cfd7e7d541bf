import type { AddCalibrationSampleBody, StitchCalibrationDto } from '@spool/contracts';
import {
  bightForDisplay,
  bightFromDisplay,
  rateForDisplay,
  rateFromDisplay,
  roundToHundredths,
  seamLengthForDisplay,
  seamLengthFromDisplay,
  type LengthUnit,
} from '@spool/domain';

/** A figure of an unravel sample, as the form and the table show it. */
export type SampleField =
  | 'seamLengthCm'
  | 'cycles'
  | 'ratePer3Cm'
  | 'seamThicknessMm'
  | 'bightMm'
  | 'needleCm'
  | 'underCm'
  | 'topCm';

/** What each field is measured in on the screen. */
export type SampleFieldKind = 'length' | 'count' | 'rate' | 'thickness' | 'bight' | 'thread';

const kindOf: Record<SampleField, SampleFieldKind> = {
  seamLengthCm: 'length',
  cycles: 'count',
  ratePer3Cm: 'rate',
  seamThicknessMm: 'thickness',
  bightMm: 'bight',
  needleCm: 'thread',
  underCm: 'thread',
  topCm: 'thread',
};

const threadFieldOfGroup = { needle: 'needleCm', under: 'underCm', top: 'topCm' } as const;

/**
 * The figures a sample of this stitch holds, in the order the form asks them: the seam sewn
 * (cycles for a cycle stitch), then rate, thickness and bight where the operation dialog
 * asks them, then the thread removed from each group of lines the stitch has.
 */
export function sampleFields(calibration: StitchCalibrationDto): SampleField[] {
  return [
    calibration.isCycle ? 'cycles' : 'seamLengthCm',
    ...(calibration.asks.rate ? (['ratePer3Cm'] as const) : []),
    ...(calibration.asks.seamThickness ? (['seamThicknessMm'] as const) : []),
    ...(calibration.asks.bight ? (['bightMm'] as const) : []),
    ...calibration.groups.map((group) => threadFieldOfGroup[group]),
  ];
}

export function fieldKind(field: SampleField): SampleFieldKind {
  return kindOf[field];
}

/**
 * A stored figure in the tenant's unit: lengths of seam and thread in cm or inches (cm /
 * 2.54), the rate per 3 cm or per inch (/ 1.181103), the bight in mm or inches (mm / 25.4);
 * the thickness is always mm and cycles a count.
 */
export function sampleFigureForDisplay(
  field: SampleField,
  stored: number,
  unit: LengthUnit,
): number {
  switch (kindOf[field]) {
    case 'length':
    case 'thread':
      return seamLengthForDisplay(stored, unit);
    case 'rate':
      return rateForDisplay(stored, unit);
    case 'bight':
      return bightForDisplay(stored, unit);
    case 'count':
    case 'thickness':
      return stored;
  }
}

/** A figure typed in the tenant's unit, back to stored units (the inverse of the above). */
export function sampleFigureFromDisplay(
  field: SampleField,
  shown: number,
  unit: LengthUnit,
): number {
  switch (kindOf[field]) {
    case 'length':
    case 'thread':
      return seamLengthFromDisplay(shown, unit);
    case 'rate':
      return rateFromDisplay(shown, unit);
    case 'bight':
      return bightFromDisplay(shown, unit);
    case 'count':
    case 'thickness':
      return shown;
  }
}

/** A number as typed: a decimal comma is read as a point; empty is null, text NaN. */
export function typedFigure(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.NaN;
}

export type SampleForm = Partial<Record<SampleField, string>>;

/**
 * A new sample's form, prefilled with the stitch's reference condition (rate, thickness,
 * bight) in the tenant's unit: only what the test changed needs typing.
 */
export function newSampleForm(calibration: StitchCalibrationDto, unit: LengthUnit): SampleForm {
  const shown = (field: SampleField, stored: number | null) =>
    stored === null ? '' : String(roundToHundredths(sampleFigureForDisplay(field, stored, unit)));
  const { reference } = calibration;
  return {
    ...(calibration.asks.rate && { ratePer3Cm: shown('ratePer3Cm', reference.ratePer3Cm) }),
    ...(calibration.asks.seamThickness && {
      seamThicknessMm: shown('seamThicknessMm', reference.seamThicknessMm),
    }),
    ...(calibration.asks.bight && { bightMm: shown('bightMm', reference.bightMm) }),
  };
}

/**
 * The form as the API takes it, in stored units. Empty fields are sent as null and an
 * unreadable one as NaN-free null too: the server names what is missing or wrong.
 */
export function sampleBody(
  calibration: StitchCalibrationDto,
  form: SampleForm,
  unit: LengthUnit,
): Omit<AddCalibrationSampleBody, 'settingId' | 'code'> {
  const body: Partial<Record<SampleField, number | null>> = {};
  for (const field of sampleFields(calibration)) {
    const typed = typedFigure(form[field] ?? '');
    body[field] =
      typed === null || Number.isNaN(typed) ? null : sampleFigureFromDisplay(field, typed, unit);
  }
  return body;
}

/** A stored sample's figure of a field (null where the stitch does not ask it). */
export function sampleFieldFor(
  sample: Pick<StitchCalibrationDto['samples'][number], SampleField>,
  field: SampleField,
): number | null {
  return sample[field];
}
