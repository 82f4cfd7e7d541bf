/**
 * Rules of a custom setting as a whole (platform-admin specification, sections 3, 5 and 9):
 * its name, its allowance, the built-in Default and the name a clone is offered.
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
