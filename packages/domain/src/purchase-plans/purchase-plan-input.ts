import { z } from 'zod';
import { runModes, type RunMode } from '../thread-packages/count-packages.js';
import { maxColourwaysPerStyle } from '../orders/colourways.js';
import { maxStoredInteger, storableText } from '../storable-values.js';

/** Most styles one purchase plan holds: a season's order book, planned at once. */
export const purchasePlanMaxStyles = 200;
export const purchasePlanNameMaxLength = 100;
export const purchasePlanNoteMaxLength = 1000;

/**
 * How the styles of a plan run: one after another on the same lines (the packages on the
 * machines carry over to the next style when the thread is the same), or at the same time.
 */
export const planRunModes = runModes;
export type PlanRunMode = RunMode;

const text = storableText;

/**
 * One style of a plan: its order quantity (garments), production lines and the colourways it
 * takes, each null to follow the style's own (the garments of the colourways taken, its
 * production lines, all its colourways), with the style's limits.
 */
export const purchasePlanStyleInputSchema = z.object({
  styleId: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .positive({ error: 'validation.invalid' })
    .max(maxStoredInteger, { error: 'validation.max' }),
  orderQuantity: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.min' })
    .max(9_999_999, { error: 'validation.max' })
    .nullable()
    .default(null),
  productionLines: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'validation.min' })
    .max(99, { error: 'validation.max' })
    .nullable()
    .default(null),
  /** The colourways of the style the plan takes, by id; null takes them all. */
  colourwayIds: z
    .array(
      z
        .number({ error: 'validation.invalid' })
        .int({ error: 'validation.invalid' })
        .positive({ error: 'validation.invalid' })
        .max(maxStoredInteger, { error: 'validation.max' }),
      { error: 'validation.invalid' },
    )
    .min(1, { error: 'purchasePlans.validation.noColourway' })
    .max(maxColourwaysPerStyle, { error: 'validation.max' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'purchasePlans.validation.colourwayTwice',
    })
    .nullable()
    .default(null),
});
export type PurchasePlanStyleInput = z.infer<typeof purchasePlanStyleInputSchema>;

/**
 * A purchase plan as its form sends it: a name (required, at most 100), a note,
 * a need-by date (YYYY-MM-DD or null), how its styles run, whether it takes approved styles
 * only, and at most
 * {@link purchasePlanMaxStyles} styles, each once. Messages are i18n keys.
 */
export const purchasePlanInputSchema = z.object({
  name: text(purchasePlanNameMaxLength).min(1, { error: 'purchasePlans.validation.nameRequired' }),
  note: text(purchasePlanNoteMaxLength).default(''),
  needBy: z.iso.date({ error: 'purchasePlans.validation.needByDate' }).nullable().default(null),
  runMode: z.enum(planRunModes, { error: 'validation.invalid' }).default('concurrent'),
  /** Outputs are refused while any of the plan's styles is not approved. */
  approvedOnly: z.boolean({ error: 'validation.invalid' }).default(false),
  styles: z
    .array(purchasePlanStyleInputSchema, { error: 'validation.invalid' })
    .max(purchasePlanMaxStyles, { error: 'purchasePlans.validation.tooManyStyles' })
    .refine((styles) => new Set(styles.map((style) => style.styleId)).size === styles.length, {
      error: 'purchasePlans.validation.styleTwice',
    }),
});
export type PurchasePlanInput = z.infer<typeof purchasePlanInputSchema>;
export type PurchasePlanInputDraft = z.input<typeof purchasePlanInputSchema>;
