import { z } from 'zod';
import {
  hasAtMostDecimals,
  isStorableText,
  maxStoredInteger,
  unstorableTextMessage,
} from '@spool/domain';

/**
 * The shared schemas of what requests carry: text, ids and whole numbers. Every request
 * schema of the contracts builds on them, so that input the database cannot take (a NUL
 * character, a lone UTF-16 surrogate, a number past PostgreSQL's `integer`) is refused
 * with 400 and the field's name before it reaches a query, whatever the route.
 */

/**
 * Text as a request sends it: anything but NUL and lone surrogates
 * (`validation.invalidCharacters`). Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export const textSchema = (options: { error?: string } = {}) =>
  z
    .string({ error: options.error ?? 'validation.invalid' })
    .refine(isStorableText, { error: unstorableTextMessage });

/** A whole number that fits an `integer` column, in a JSON body. */
export const wholeNumberSchema = (options: { error?: string } = {}) =>
  z
    .number({ error: options.error ?? 'validation.invalid' })
    .min(-maxStoredInteger - 1, { error: 'validation.min', abort: true })
    .max(maxStoredInteger, { error: 'validation.max', abort: true })
    .int({ error: 'validation.wholeNumber' });

/** The same in a path or a query string, where it arrives as text. */
export const wholeNumberParamSchema = (options: { error?: string } = {}) =>
  z.coerce
    .number({ error: options.error ?? 'validation.invalid' })
    .min(-maxStoredInteger - 1, { error: 'validation.min', abort: true })
    .max(maxStoredInteger, { error: 'validation.max', abort: true })
    .int({ error: 'validation.wholeNumber' });

/**
 * A figure more than 0 kept in a `numeric(p, 2)` column: at most two decimals, and at least
 * 0.01, the smallest such a column holds (a tex of 0.001 would be stored as 0, and break
 * every report that uses it), up to `max`.
 */
export const positiveFigureSchema = (max: number) =>
  z
    .number({ error: 'validation.required' })
    .min(0.01, { error: 'validation.min', abort: true })
    .max(max, { error: 'validation.max', abort: true })
    .refine((value) => hasAtMostDecimals(value, 2), { error: 'validation.maxTwoDecimals' });

/** The id of a stored row (1 to 2^31 - 1), in a JSON body. */
export const idSchema = (options: { error?: string } = {}) =>
  wholeNumberSchema(options).min(1, { error: 'validation.positive' });

/** The id of a stored row in a path or a query string (`/api/style/2147483648` is a 400). */
export const idParamSchema = (options: { error?: string } = {}) =>
  wholeNumberParamSchema(options).min(1, { error: 'validation.positive' });

/** Ids in a query: repeated (`?ids=1&ids=2`) or comma-separated (`?ids=1,2`); 1 to 1000 of them. */
export const idListParamSchema = () =>
  z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((item) => String(item ?? '').split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    z.array(idParamSchema()).min(1, { error: 'validation.required' }).max(1000),
  );

/** The path parameters of a route about one row: `/…/:id`. */
export const idParamsSchema = z.object({ id: idParamSchema() });

/** Paging of a list, ABP's way: rows to skip and rows to take (at most 1000). */
export const pagingQuerySchema = (defaultPageSize: number) => ({
  SkipCount: wholeNumberParamSchema().min(0, { error: 'validation.min' }).default(0),
  MaxResultCount: wholeNumberParamSchema()
    .min(1, { error: 'validation.min' })
    .max(1000, { error: 'validation.max' })
    .default(defaultPageSize),
});
