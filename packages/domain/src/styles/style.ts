import { z } from 'zod';
import { referenceNameSchema } from '../catalogue/reference-name.js';
import { isStorableText, maxStoredInteger, unstorableTextMessage } from '../storable-values.js';

/** Longest style name, colour and size; longest description (core-domain specification, section 9). */
export const styleNameMaxLength = 30;
export const styleDescriptionMaxLength = 200;

/** Fabric weight codes: light 1, standard 2 (the default), heavy 3. */
export const weightTypeCodes = { light: 1, standard: 2, heavy: 3 } as const;

const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .refine(isStorableText, { error: unstorableTextMessage })
    .trim()
    .max(max, { error: 'validation.maxLength' })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A reference of the style form: an existing entry by id, or a name typed in, which the
 * server finds (ignoring case) or creates in the same transaction as the style.
 */
const referenceSchema = (requiredKey: string) =>
  z
    .object({
      id: z.number().int().positive().max(maxStoredInteger, { error: 'validation.max' }).nullish(),
      name: referenceNameSchema.nullish(),
    })
    .refine((reference) => Boolean(reference.id) || Boolean(reference.name), {
      error: requiredKey,
    });

/**
 * A style as the style window sends it (core-domain specification, sections 3 and 5): name
 * required, at most 30; customer, product category and product type required; garments
 * at least 1 and at most 7 digits; production lines at least 1 and at most 2 digits;
 * description at most 200 with commas replaced by spaces. Messages are i18n keys.
 */
export const styleInputSchema = z.object({
  name: z
    .string({ error: 'styles.validation.nameRequired' })
    .refine(isStorableText, { error: unstorableTextMessage })
    .trim()
    .min(1, { error: 'styles.validation.nameRequired' })
    .max(styleNameMaxLength, { error: 'validation.maxLength' }),
  color: optionalText(30),
  size: optionalText(30),
  description: optionalText(styleDescriptionMaxLength).transform((value) =>
    value === null ? null : value.replace(/,/g, ' '),
  ),
  weightType: z
    .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation.invalid' })
    .default(2),
  quantity: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'styles.validation.atLeastOne' })
    .max(9_999_999, { error: 'validation.max' }),
  numberOfProductionLines: z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.wholeNumber' })
    .min(1, { error: 'styles.validation.atLeastOne' })
    .max(99, { error: 'validation.max' }),
  customer: referenceSchema('styles.validation.customerRequired'),
  productCategory: referenceSchema('styles.validation.productCategoryRequired'),
  productType: referenceSchema('styles.validation.productTypeRequired'),
  customSettingId: z
    .number({ error: 'styles.validation.customSettingRequired' })
    .int({ error: 'validation.invalid' })
    .min(0, { error: 'validation.invalid' })
    .max(maxStoredInteger, { error: 'validation.max' }),
});
export type StyleInput = z.infer<typeof styleInputSchema>;
export type StyleInputDraft = z.input<typeof styleInputSchema>;

/** A style name as compared: trimmed, case ignored (the database's unique key, lower(btrim)). */
export function styleNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}

/** Two style names are the same when they match trimmed and ignoring case. */
export function sameStyleName(a: string, b: string): boolean {
  return styleNameKey(a) === styleNameKey(b);
}
