import { z } from 'zod';
import { maxStoredInteger } from '../storable-values.js';
import { hasAtMostTwoDecimals, roundHalfAwayFromZero, roundToWhole } from '../units/rounding.js';
import type { TicketMode } from '../units/ticket-tex.js';
import { referenceRatePer3Cm } from './geometry.js';
import { lineShapeRatio } from './line-shape.js';
import { getStitchType } from './stitch-catalogue.js';
import { componentGroups, type ComponentGroup, type StitchType } from './stitch-type.js';
import { allowanceBandsSchema } from './allowance-bands.js';

export { hasAtMostTwoDecimals };

/** The largest bight a custom setting stores, mm (its column is numeric(8, 2)). */
export const maxSettingBightMm = 999_999.99;

const settingCmSchema = z
  .number({ error: 'validation.required' })
  .int({ error: 'validation.wholeNumber' })
  .min(0, { error: 'validation.min' })
  .max(maxStoredInteger, { error: 'validation.max' });

/**
 * A custom setting's values for one stitch type (platform-admin specification: needle,
 * under, top whole numbers, not negative; bight not negative and waste 0 to 999, at most 2
 * decimals; the maxima are what the columns hold). `needle`, `under` and `top` are cm of thread per 10 cm of seam for the group at
 * the reference condition (7 stitches/cm, the stitch's section 9 thickness, this bight); for
 * cycle stitches they are cm of thread per cycle (CONSUMPTION.md sections 3 and 4). The
 * engine's fast check, `isStitchSettingAcceptedAsIs` (accepted-as-is.ts), mirrors these rules:
 * a change here is made there too.
 */
export const stitchSettingSchema = z.object({
  needle: settingCmSchema,
  under: settingCmSchema,
  top: settingCmSchema,
  bightMm: z
    .number({ error: 'validation.invalid' })
    .min(0, { error: 'validation.min' })
    .max(maxSettingBightMm, { error: 'validation.max' })
    .refine(hasAtMostTwoDecimals, { error: 'validation.maxTwoDecimals' })
    .nullable(),
  wastePercent: z
    .number({ error: 'validation.required' })
    .min(0, { error: 'validation.min' })
    .max(999, { error: 'validation.max' })
    .refine(hasAtMostTwoDecimals, { error: 'validation.maxTwoDecimals' }),
});
export type StitchSetting = z.infer<typeof stitchSettingSchema>;

/**
 * A custom setting as the engine needs it: the allowance of orders, how threads are
 * labelled, and the values of the stitch types the tenant changed. A stitch type without an
 * entry uses the built-in Default ({@link defaultStitchSetting}).
 */
export const customSettingSchema = z.object({
  name: z.string().trim().max(20, { error: 'validation.maxLength' }).default('Default'),
  allowancePercent: z.number({ error: 'validation.required' }).min(0, { error: 'validation.min' }),
  /** Bands by order quantity: when given, an order's allowance is its band's, not the flat one. */
  allowanceBands: allowanceBandsSchema.nullish(),
  ticketMode: z.enum(['tkt', 'tex'], { error: 'validation.invalid' }).default('tkt'),
  stitchSettings: z.record(z.string(), stitchSettingSchema).default({}),
});
export type CustomSetting = z.infer<typeof customSettingSchema>;
export type CustomSettingInput = z.input<typeof customSettingSchema>;

/**
 * The built-in Default setting (id 0 in the product): catalogue values for every stitch.
 *
 * @param allowancePercent - order allowance in % (the system default allowance)
 * @param ticketMode - whether reports show tickets or tex
 */
export function builtInDefaultSetting(
  allowancePercent: number,
  ticketMode: TicketMode = 'tkt',
): CustomSetting {
  return { name: 'Default', allowancePercent, ticketMode, stitchSettings: {} };
}

/**
 * The built-in Default values of a stitch type (CONSUMPTION.md section 3.3): per group, the
 * catalogue's `ratio_cm_per_cm` summed over the group's lines, x 10 (cm per 10 cm), rounded
 * to whole numbers that keep the published total: the total x 10 is rounded half away from
 * zero, each group is rounded down, and the units still missing go to the groups with the
 * largest remainders, a tie going to the later group (under before needle, top before
 * under). So 301's 12.5 + 12.5 becomes 12 + 13 = 25, the published 2.5 cm per cm, where
 * rounding each group alone gave 13 + 13. The bight is the section 9 bight, the waste the
 * catalogue's.
 *
 * Where the catalogue has no ratio (107, 404, 405, 4041 to 4045) the stitch's thread path at
 * its reference condition (7 per cm, section 9 thickness and bight) stands in for it. For
 * cycle stitches (only the quantity is asked) the same number is read as cm of thread per
 * cycle: one cycle counts as 10 cm of seam at the reference condition. That is a placeholder
 * (no source gives thread per cycle for these codes) which tenants replace by measuring.
 *
 * @param stitchTypeCode - a catalogue code; throws StitchTypeNotFound otherwise
 */
export function defaultStitchSetting(stitchTypeCode: string): StitchSetting {
  const stitch = getStitchType(stitchTypeCode);
  const values = wholeValuesKeepingTotal(
    componentGroups.map((group) => defaultGroupCmPer10Cm(stitch, group)),
  );
  return {
    needle: values[0] ?? 0,
    under: values[1] ?? 0,
    top: values[2] ?? 0,
    bightMm: stitch.defaultBightMm,
    wastePercent: stitch.defaultWastePercent,
  };
}

/** The group's catalogue figure in cm per 10 cm, unrounded (0 for a group the stitch lacks). */
function defaultGroupCmPer10Cm(stitch: StitchType, group: ComponentGroup): number {
  const lines = stitch.components.filter((component) => component.group === group);
  const fromCatalogue = lines.every((line) => line.ratioCmPerCm !== null);
  const reference = {
    ratePer3Cm: referenceRatePer3Cm,
    seamThicknessMm: stitch.defaultSeamThicknessMm,
    bightMm: stitch.defaultBightMm,
  };
  const ratioCmPerCm = lines.reduce(
    (sum, line) =>
      sum + (fromCatalogue ? (line.ratioCmPerCm ?? 0) : lineShapeRatio(line, reference)),
    0,
  );
  return ratioCmPerCm * 10;
}

/**
 * Whole numbers, one per value, whose sum is the rounded sum of the values (largest
 * remainder; ties to the later value). Exact decimals are recovered first (12.5 stays 12.5,
 * not 12.499999...).
 *
 * @param values - not negative
 */
export function wholeValuesKeepingTotal(values: readonly number[]): number[] {
  const exact = values.map((value) => roundHalfAwayFromZero(value, 9));
  const total = roundToWhole(exact.reduce((sum, value) => sum + value, 0));
  const floors = exact.map((value) => Math.floor(value));
  let missing = total - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .filter(({ remainder }) => remainder > 0)
    .sort((a, b) => b.remainder - a.remainder || b.index - a.index);
  const result = [...floors];
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    result[index] = (result[index] ?? 0) + 1;
    missing -= 1;
  }
  return result;
}

/**
 * The values a style's operations of this stitch use: the custom setting's entry, or the
 * built-in Default when the tenant has not changed the stitch.
 *
 * @param customSetting - the style's custom setting
 * @param stitchTypeCode - a catalogue code
 */
export function stitchSettingFor(
  customSetting: CustomSetting,
  stitchTypeCode: string,
): StitchSetting {
  return customSetting.stitchSettings[stitchTypeCode] ?? defaultStitchSetting(stitchTypeCode);
}
