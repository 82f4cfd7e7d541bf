import type { ErrorCode } from '../errors.js';
import { stitchSettingSchema, type StitchSetting } from './stitch-setting.js';

/**
 * Rules of a custom setting as a whole (platform-admin specification, sections 3, 5 and 9):
 * its name, its allowance, the built-in Default, the name a clone is offered, and the check of
 * a stitch type's values as typed.
 */

/** The id of the built-in `Default` setting: the catalogue's values, never stored. */
export const builtInDefaultSettingId = 0;

/** The name of the built-in setting; no custom setting may take it. */
export const builtInDefaultSettingName = 'Default';

/** Longest custom setting name, in characters (section 9). */
export const customSettingNameMaxLength = 20;

/** The allowance slider's range, in % (section 9: 0 to 50, step 1). */
export const minAllowancePercent = 0;
export const maxAllowancePercent = 50;

/** The allowance a new custom setting starts with, in % (section 9). */
export const newCustomSettingAllowancePercent = 10;

/** What a clone's suggested name adds to its source's name (section 5). */
export const cloneNameSuffix = ' - Copy';

/** What is wrong with a custom setting name once trimmed, if anything. */
export type CustomSettingNameProblem = 'required' | 'tooLong';

/**
 * Checks a custom setting name (section 5): trimmed, required, at most 20 characters.
 * Uniqueness needs the tenant's other names and is checked by the caller.
 *
 * @param name - the name as typed
 */
export function customSettingNameProblem(name: string): CustomSettingNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > customSettingNameMaxLength) return 'tooLong';
  return null;
}

/** Whether two setting names are the same one: trimmed and ignoring case. */
export function sameCustomSettingName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The name offered for a clone: the source's name + " - Copy" (section 5). It may be longer
 * than 20 characters; the person then shortens it before saving.
 */
export function cloneSettingName(sourceName: string): string {
  return `${sourceName.trim()}${cloneNameSuffix}`;
}

/** The message of a wrong value, per field of a stitch type's values (section 8). */
export const invalidStitchValueCodes = {
  needle: 'Spool.Settings:InvalidNeedleValue',
  under: 'Spool.Settings:InvalidUnderValue',
  top: 'Spool.Settings:InvalidTopValue',
  bightMm: 'Spool.Settings:InvalidBightValue',
  wastePercent: 'Spool.Settings:InvalidWasteValue',
} as const satisfies Record<keyof StitchSetting, ErrorCode>;

/** A stitch type's values as typed: a number, NaN where the text is none, null when empty. */
export type TypedStitchValues = Readonly<Record<keyof StitchSetting, number | null | undefined>>;

/** The values to save, or each wrong field with its message. */
export type StitchValuesCheck =
  | { readonly ok: true; readonly values: StitchSetting }
  | {
      readonly ok: false;
      readonly problems: Readonly<Partial<Record<keyof StitchSetting, ErrorCode>>>;
    };

/**
 * Checks a stitch type's values in a custom setting (section 5), every field at once, with
 * {@link stitchSettingSchema}: needle, under and top whole and not negative; bight not
 * negative with at most 2 decimals (as shown, in the tenant's unit) and required where the
 * stitch asks one; waste 0 to 999 with at most 2 decimals.
 *
 * @param typed - the values as typed (the bight as shown)
 * @param asksBight - whether the stitch asks a bight; when not, `typed.bightMm` is kept as it is
 */
export function checkStitchValues(typed: TypedStitchValues, asksBight: boolean): StitchValuesCheck {
  const checked = stitchSettingSchema.safeParse({
    needle: typed.needle ?? undefined,
    under: typed.under ?? undefined,
    top: typed.top ?? undefined,
    bightMm: asksBight ? (typed.bightMm ?? undefined) : (typed.bightMm ?? null),
    wastePercent: typed.wastePercent ?? undefined,
  });
  if (checked.success) return { ok: true, values: checked.data };
  const problems: Partial<Record<keyof StitchSetting, ErrorCode>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in invalidStitchValueCodes) {
      const key = field as keyof StitchSetting;
      problems[key] ??= invalidStitchValueCodes[key];
    }
  }
  return { ok: false, problems };
}
