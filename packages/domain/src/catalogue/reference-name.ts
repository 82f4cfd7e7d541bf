import { z } from 'zod';
import { isStorableText, unstorableTextMessage } from '../storable-values.js';

/** Longest name of a customer, product category or product type (combo boxes: 30 characters). */
export const referenceNameMaxLength = 30;

/**
 * The name of a customer, product category or product type: trimmed, required,
 * at most 30 characters (core-domain specification, sections 5 and 9). The
 * messages are i18n keys; the caller translates them.
 */
export const referenceNameSchema = z
  .string({ error: 'validation.required' })
  .refine(isStorableText, { error: unstorableTextMessage })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(referenceNameMaxLength, { error: 'validation.maxLength' });

/** A new or renamed entry of a named list (brand, customer, product category, product type). */
export const namedEntryInputSchema = z.object({ name: referenceNameSchema });
export const customerInputSchema = namedEntryInputSchema;
export type CustomerInput = z.infer<typeof customerInputSchema>;

export type Customer = {
  id: number;
  name: string;
  creationTime: Date;
};

/** Two reference names are the same entry when they match trimmed and case-insensitively. */
export function sameReferenceName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');
}
