import { z } from 'zod';
import { DomainError } from '../errors.js';
import { yardsToMetres } from '../units/length-unit.js';
import { colourGroupSchema, shadeKey, type ColourGroupCode } from '../shades/colour-group.js';

const idSchema = z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' });

/** The unit a package (cone) length is given in. */
export const packageUnitSchema = z.enum(['m', 'yd'], { error: 'validation.invalid' });
export type PackageUnit = z.infer<typeof packageUnitSchema>;

export const brandSchema = z.object({ id: idSchema, name: z.string().trim() });
export type Brand = z.infer<typeof brandSchema>;

/**
 * A number of the thread range as stored. The forms refuse zero and less, but a value stored
 * before they did may be one: an estimate reads it and reports the thread as unusable
 * ({@link unusableValueOf}) instead of refusing the whole style.
 */
const storedFigure = z.number({ error: 'validation.invalid' });

/** A ticket/tex entry of a brand: both numbers as the thread maker labels them (CONSUMPTION.md section 5). */
export const ticketTexSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  ticket: storedFigure,
  tex: storedFigure,
});
export type TicketTex = z.infer<typeof ticketTexSchema>;

/** A package size of a ticket/tex entry: its length, unit and the thread maker's article, if any. */
export const packageSizeSchema = z.object({
  id: idSchema,
  ticketTexId: idSchema,
  length: storedFigure,
  unit: packageUnitSchema,
  article: z.string().trim().nullish(),
});
export type PackageSize = z.infer<typeof packageSizeSchema>;

export const shadeSchema = z.object({ name: z.string().trim(), colourGroup: colourGroupSchema });
export type Shade = z.infer<typeof shadeSchema>;

/**
 * The reference lists an estimate looks threads up in: brands, their ticket/tex entries,
 * their package sizes, and the shades with their colour group. A shade not in the list
 * falls in `defaultColourGroup` when one is given (the tenant's default colour), otherwise it
 * has no colour group and no price.
 */
export const threadCatalogueSchema = z.object({
  brands: z.array(brandSchema),
  ticketTexes: z.array(ticketTexSchema),
  packageSizes: z.array(packageSizeSchema),
  shades: z.array(shadeSchema).default([]),
  defaultColourGroup: colourGroupSchema.nullish(),
});
export type ThreadCatalogue = z.infer<typeof threadCatalogueSchema>;
export type ThreadCatalogueInput = z.input<typeof threadCatalogueSchema>;

/** Length of a package in metres, from its length in m or yd. */
export function packageLengthM(size: Pick<PackageSize, 'length' | 'unit'>): number {
  return size.unit === 'yd' ? yardsToMetres(size.length) : size.length;
}

/**
 * The colour group of a shade (matched trimmed and case-insensitively), or the catalogue's
 * default colour group, or null when neither exists.
 *
 * @param catalogue - the thread reference lists with the shades
 * @param shade - the shade name of a component line
 */
export function colourGroupOfShade(
  catalogue: Pick<ThreadCatalogue, 'shades' | 'defaultColourGroup'>,
  shade: string | null | undefined,
): ColourGroupCode | null {
  const key = shadeKey(shade);
  const found = key === '' ? undefined : catalogue.shades.find((s) => shadeKey(s.name) === key);
  return found?.colourGroup ?? catalogue.defaultColourGroup ?? null;
}

/** The thread a component line names, looked up in the catalogue. */
export type ResolvedThread = {
  readonly brand: Brand;
  readonly ticketTex: TicketTex;
  readonly packageSize: PackageSize;
  readonly colourGroup: ColourGroupCode | null;
};

/**
 * Looks up the brand, ticket/tex and package size a line names. The ticket/tex must belong
 * to the brand and the package size to the ticket/tex, as the lists offer them; anything
 * else throws `Spool.Catalogue:ThreadReferenceNotFound` naming the field.
 *
 * @param catalogue - the thread reference lists
 * @param reference - the ids and shade a component line names
 * @param where - what to name in the error (operation and line numbers)
 */
export function getThread(
  catalogue: ThreadCatalogue,
  reference: { brandId: number; ticketTexId: number; packageSizeId: number; shade: string | null },
  where: Readonly<Record<string, string | number>> = {},
): ResolvedThread {
  const brand = catalogue.brands.find((b) => b.id === reference.brandId);
  if (!brand) throw notFound('brandId', reference.brandId, where);
  const ticketTex = catalogue.ticketTexes.find(
    (t) => t.id === reference.ticketTexId && t.brandId === brand.id,
  );
  if (!ticketTex) throw notFound('ticketTexId', reference.ticketTexId, where);
  const packageSize = catalogue.packageSizes.find(
    (p) => p.id === reference.packageSizeId && p.ticketTexId === ticketTex.id,
  );
  if (!packageSize) throw notFound('packageSizeId', reference.packageSizeId, where);
  return {
    brand,
    ticketTex,
    packageSize,
    colourGroup: colourGroupOfShade(catalogue, reference.shade),
  };
}

/** A value of the thread range that no estimate can use, and the field it is in. */
export type UnusableThreadValue = {
  readonly field: 'ticket' | 'tex' | 'packageLength';
  readonly value: number;
};

const unusableTicketTex = (
  entry: Pick<TicketTex, 'ticket' | 'tex'>,
): UnusableThreadValue | null => {
  if (!(entry.ticket > 0)) return { field: 'ticket', value: entry.ticket };
  if (!(entry.tex > 0)) return { field: 'tex', value: entry.tex };
  return null;
};

/**
 * The first value of a thread's ticket/tex entry or package size that no estimate can use
 * (zero or less), or null when all can be used.
 */
export function unusableValueOf(
  ticketTex: Pick<TicketTex, 'ticket' | 'tex'>,
  packageSize: Pick<PackageSize, 'length'>,
): UnusableThreadValue | null {
  return (
    unusableTicketTex(ticketTex) ??
    (packageSize.length > 0 ? null : { field: 'packageLength', value: packageSize.length })
  );
}

/**
 * The range without the ticket/tex entries and package sizes that have a value no estimate can
 * use: what may be offered as a substitute.
 */
export function usableRange(catalogue: ThreadCatalogue): ThreadCatalogue {
  return {
    ...catalogue,
    ticketTexes: catalogue.ticketTexes.filter((entry) => unusableTicketTex(entry) === null),
    packageSizes: catalogue.packageSizes.filter((size) => size.length > 0),
  };
}

function notFound(field: string, id: number, where: Readonly<Record<string, string | number>>) {
  return new DomainError('Spool.Catalogue:ThreadReferenceNotFound', { ...where, field, id });
}
