import { z } from 'zod';
import { colourGroupSchema, type ColourGroupCode } from '../shades/colour-group.js';
import { packageUnitSchema, type PackageUnit } from '../catalogue/thread-catalogue.js';

/**
 * One price of the tenant's cost file (platform-admin specification: color, brand, article
 * number, package size, unit, price): the price of one package of that brand, colour group
 * and package size. A row without an article prices every article of the brand in that
 * colour group and size; a row with one prices that article only.
 */
export const costFileRowSchema = z.object({
  brandId: z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' }),
  article: z.string().trim().nullish(),
  colourGroup: colourGroupSchema,
  // As stored: a row of a cone stored with length 0 prices nothing, for no estimate uses that cone.
  packageLength: z.number({ error: 'validation.invalid' }),
  packageUnit: packageUnitSchema,
  price: z.number({ error: 'validation.required' }).min(0, { error: 'validation.min' }),
});
export type CostFileRow = z.infer<typeof costFileRowSchema>;

/** The tenant's cost file and the currency of its prices (system configuration). */
export const costFileSchema = z.object({
  currencyUnit: z.string({ error: 'validation.required' }).trim(),
  rows: z.array(costFileRowSchema),
});
export type CostFile = z.infer<typeof costFileSchema>;
export type CostFileInput = z.input<typeof costFileSchema>;

/** The thread whose package price is looked up. */
export type PricedThread = {
  readonly brandId: number;
  readonly article: string | null;
  readonly colourGroup: ColourGroupCode | null;
  readonly packageLength: number;
  readonly packageUnit: PackageUnit;
};

/** Why a thread has no price: its shade has no colour group, no row matches, or matching rows disagree. */
export type MissingPriceReason = 'noColourGroup' | 'noCostFileRow' | 'ambiguousCostFileRows';

export type PackagePrice =
  | { readonly status: 'found'; readonly price: number }
  | { readonly status: MissingPriceReason; readonly price: null };

const articleKey = (article: string | null | undefined) =>
  (article ?? '').trim().toLocaleLowerCase('en');

const sameLength = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, a, b);

/** A price found, with the cost file row it comes from (its article; null: the brand's row for every article). */
export type PackagePriceWithSource =
  | { readonly status: 'found'; readonly price: number; readonly costFileArticle: string | null }
  | { readonly status: MissingPriceReason; readonly price: null; readonly costFileArticle: null };

/**
 * The price of one package of a thread from the cost file (DESIGN.md section 6): the rows of
 * the thread's brand, colour group, package length and unit; among them those naming the
 * thread's article win over those naming none (article compared trimmed, case-insensitive).
 * When the winning rows disagree on the price, or none match, or the shade has no colour
 * group, the price is missing, never taken as 0.
 *
 * @param costFile - the tenant's cost file; prices per package
 * @param thread - brand, article, colour group, package length in its unit (m or yd)
 */
export function lookUpPackagePrice(costFile: CostFile, thread: PricedThread): PackagePrice {
  const found = lookUpPackagePriceWithSource(costFile, thread);
  return found.status === 'found'
    ? { status: 'found', price: found.price }
    : { status: found.status, price: null };
}

/**
 * {@link lookUpPackagePrice}, also naming the price's source: the article of the cost file
 * row that priced the thread (trimmed as written in the file), or null when the row prices
 * every article of the brand (a purchase plan shows it beside each price).
 *
 * @param costFile - the tenant's cost file; prices per package
 * @param thread - brand, article, colour group, package length in its unit (m or yd)
 */
export function lookUpPackagePriceWithSource(
  costFile: CostFile,
  thread: PricedThread,
): PackagePriceWithSource {
  const { colourGroup } = thread;
  const missing = (status: MissingPriceReason) =>
    ({ status, price: null, costFileArticle: null }) as const;
  if (colourGroup === null) return missing('noColourGroup');
  const candidates = costFile.rows.filter(
    (row) =>
      row.brandId === thread.brandId &&
      row.colourGroup === colourGroup &&
      row.packageUnit === thread.packageUnit &&
      sameLength(row.packageLength, thread.packageLength),
  );
  const wanted = articleKey(thread.article);
  const forArticle = candidates.filter(
    (row) => wanted !== '' && articleKey(row.article) === wanted,
  );
  const generic = candidates.filter((row) => articleKey(row.article) === '');
  const matches = forArticle.length > 0 ? forArticle : generic;
  const [first] = matches;
  if (first === undefined) return missing('noCostFileRow');
  if (matches.some((row) => row.price !== first.price)) return missing('ambiguousCostFileRows');
  const article = first.article?.trim() ?? '';
  return { status: 'found', price: first.price, costFileArticle: article === '' ? null : article };
}
