import { getStitchType } from './stitch-catalogue.js';
import type { StitchSetting } from './stitch-setting.js';

/** Default length of a new operation's seam, cm (core-domain specification, section 9). */
export const defaultSeamLengthCm = 10;

/** The prefilled values of a new operation, in stored units (cm, stitches per 3 cm, mm). */
export type OperationDefaults = {
  readonly stitchTypeCode: string;
  readonly seamLengthCm: number | null;
  readonly ratePer3Cm: number | null;
  readonly bightMm: number | null;
  readonly seamThicknessMm: number | null;
  readonly rows: number | null;
  readonly machines: number;
  readonly lines: readonly { readonly needleName: string }[];
};

/**
 * The values a new operation of this stitch starts with (core-domain specification, section
 * 9), the one place they are decided, for the operation dialog, the server and the
 * spreadsheet import: machines 1, quantity 1, seam length 10 cm, the rate (stitches per 3 cm),
 * bight (mm) and seam thickness (mm) of the stitch's family in stitch-defaults.ts, and one
 * blank line per component. The bight is the custom setting's own default bight for the
 * stitch when one is given (the built-in Default holds the section 9 bight). Inputs the
 * stitch hides are null: they are not asked, and the engine fixes them at the stitch's
 * reference condition.
 *
 * @param stitchTypeCode - a catalogue code; throws StitchTypeNotFound otherwise
 * @param setting - the stitch's values in the style's custom setting, for its bight (mm)
 */
export function newOperationDefaults(
  stitchTypeCode: string,
  setting?: Pick<StitchSetting, 'bightMm'>,
): OperationDefaults {
  const stitch = getStitchType(stitchTypeCode);
  const visible = stitch.visibleInputs;
  return {
    stitchTypeCode: stitch.code,
    seamLengthCm: visible.seamLength ? defaultSeamLengthCm : null,
    ratePer3Cm: visible.rate ? stitch.defaultRatePer3Cm : null,
    bightMm: visible.bight ? (setting?.bightMm ?? stitch.defaultBightMm) : null,
    seamThicknessMm: visible.seamThickness ? stitch.defaultSeamThicknessMm : null,
    rows: visible.quantity ? 1 : null,
    machines: 1,
    lines: stitch.components.map((component) => ({ needleName: component.name })),
  };
}
