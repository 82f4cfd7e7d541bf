import { z } from 'zod';
import { DomainError } from '../errors.js';
import { yardsToMetres } from '../units/length-unit.js';
import { colourGroupSchema, shadeKey, type ColourGroupCode } from './colour-group.js';

const idSchema = z.number({ error: 'validation.invalid' }).int({ error: 'validation.invalid' });

/** The unit a package (cone) length is given in. */
export const packageUnitSchema = z.enum(['m', 'yd'], { error: 'validation.invalid' });
export type PackageUnit = z.infer<typeof packageUnitSchema>;

export const brandSchema = z.object({ id: idSchema, name: z.string().trim() });
export type Brand = z.infer<typeof brandSchema>;

/** A ticket/tex entry of a brand: both numbers as the thread maker labels them (CONSUMPTION.md section 5). */
export const ticketTexSchema = z.object({
  id: idSchema,
  brandId: idSchema,
  ticket: z.number().positive({ error: 'validation.positive' }),
  tex: z.number().positive({ error: 'validation.positive' }),
});
export type TicketTex = z.infer<typeof ticketTexSchema>;

/** A package size of a ticket/tex entry: its length, unit and the thread maker's article, if any. */
export const packageSizeSchema = z.object({
  id: idSchema,
  ticketTexId: idSchema,
  length: z.number().positive({ error: 'validation.positive' }),
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
  catalogue: ThreadCatalogue,
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

function notFound(field: string, id: number, where: Readonly<Record<string, string | number>>) {
  return new DomainError('Spool.Catalogue:ThreadReferenceNotFound', { ...where, field, id });
}
