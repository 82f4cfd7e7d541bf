import { z } from 'zod';
/** Half of a UTF-16 surrogate pair without its other half. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether text can be stored and sent back as it is: no NUL and no lone surrogate,
 * characters that PostgreSQL cannot store in text (nor JSON carry as UTF-8) and that
 * no person types.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !loneSurrogate.test(value);
}

/** The message key of text with such a character. */
export const unstorableTextMessage = 'validation.invalidCharacters';

/** Text a person types into a form: storable, trimmed, at most `max` characters. */
export const storableText = (max: number) =>
  z
    .string({ error: 'validation.invalid' })
    .refine(isStorableText, { error: unstorableTextMessage })
    .trim()
    .max(max, { error: 'validation.maxLength' });

/**
 * The largest whole number a stored id or count may be (PostgreSQL's `integer`, 2^31 - 1):
 * a form or a request naming a larger one names nothing that exists.
 */
export const maxStoredInteger = 2_147_483_647;
