import { z } from 'zod';
import { colourGroupSchema } from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { pagingQuerySchema, textSchema, wholeNumberSchema } from './request-values.js';
import { sortingSchema } from './sorting.js';

/**
 * Shade grouping (platform-admin spec, sections 2, 3, 5 and 7): the tenant's
 * shades, each in one of the five colour groups (C Colors, B Black, N Naturals,
 * U Unbleached, W Whites), and the whole edited list saved in one go.
 */

/** Longest shade name (the column's width). */
export const shadeNameMaxLength = 50;

/** A colour as `#rrggbb` (either case on the way in; lower case as stored and answered). */
export const shadeHexCodeSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation.invalid' })
  .transform((value) => value.toLowerCase());

export const colourGroupDtoSchema = z.object({
  id: z.number().int(),
  /** C, B, N, U or W. */
  code: colourGroupSchema,
  /** English name (Colors, Black, Naturals, Unbleached, Whites); the browser shows its own. */
  name: z.string(),
});
export type ColourGroupDto = z.infer<typeof colourGroupDtoSchema>;

export const shadeDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  hexCodeValue: z.string(),
  colorGroupId: z.number().int(),
  /** Whether a style's operation uses the shade (it can then be neither removed nor changed). */
  isUsed: z.boolean(),
  /** Changes whenever the shade does; sent back with the shade when the list is saved. */
  concurrencyStamp: z.string(),
});
export type ShadeDto = z.infer<typeof shadeDtoSchema>;

export const shadeListSchema = z.object({
  items: z.array(shadeDtoSchema),
  totalCount: z.number().int(),
});

/** The list's sorting: by name (the only one the screen uses), ascending or descending. */
export const shadesQuerySchema = z.object({
  Sorting: sortingSchema(['name']),
  ...pagingQuerySchema(1000),
});

export const getShades = defineContract({
  method: 'GET',
  path: '/api/shade',
  summary: "The tenant's shades by name, each with its colour group and whether it is used",
  tags: ['Shades'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: shadesQuerySchema,
  response: shadeListSchema,
});

export const getColourGroups = defineContract({
  method: 'GET',
  path: '/api/colorGroup',
  summary: 'The five colour groups: C Colors, B Black, N Naturals, U Unbleached, W Whites',
  tags: ['Shades'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: z.object({ items: z.array(colourGroupDtoSchema) }),
});

/**
 * One shade of the edited list: an existing one by its `id`, a new one without
 * (or with 0). The name's emptiness and duplicates are business rules, answered
 * with their own messages by the server. An existing shade sent with the
 * `concurrencyStamp` it was read with is saved only if nobody changed it since
 * (409 `Spool:Conflict` otherwise, and nothing is saved).
 */
export const shadeInputSchema = z.object({
  id: wholeNumberSchema().min(0, { error: 'validation.invalid' }).optional(),
  concurrencyStamp: z.uuid({ error: 'validation.invalid' }).nullish(),
  name: textSchema({ error: 'validation.required' })
    .trim()
    .max(shadeNameMaxLength, { error: 'validation.maxLength' }),
  hexCodeValue: shadeHexCodeSchema,
  colorGroupId: wholeNumberSchema(),
});
export type ShadeInput = z.input<typeof shadeInputSchema>;

export const updateShadesBodySchema = z
  .array(shadeInputSchema)
  .max(1000, { error: 'validation.max' })
  .refine(
    (items) => {
      const ids = items.flatMap((item) => (item.id ? [item.id] : []));
      return new Set(ids).size === ids.length;
    },
    { error: 'validation.invalid' },
  );

/** What saving the list did, and the list as saved. */
export const updateShadesResultSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  /** Shades moved to another group by adding a shade of the same name there. */
  replaced: z.number().int(),
  removed: z.number().int(),
  items: z.array(shadeDtoSchema),
});
export type UpdateShadesResult = z.infer<typeof updateShadesResultSchema>;

/**
 * Saves the whole edited list in one transaction, all or nothing: shades not
 * listed are removed, listed ones updated (colour, group, name), new ones
 * added; a new shade named like one in another group moves that one there. The
 * rules are the domain's `planShadeList`.
 */
export const updateShades = defineContract({
  method: 'POST',
  path: '/api/shade/updateShades',
  summary: 'Save the edited list of shades (adds, changes, moves, removals), all or nothing',
  tags: ['Shades'],
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  body: updateShadesBodySchema,
  response: updateShadesResultSchema,
});

/** The names of the shades that styles' operations use, each once. */
export const getUniqueUsedShades = defineContract({
  method: 'GET',
  path: '/api/getUniqueUsedShades',
  summary: 'Names of the shades used in styles, each once',
  tags: ['Shades'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: z.array(z.string()),
});

/** Shades for the operation dialog's list: the most used first, then by name. */
export const getShadesOrderByMostFrequentlyUsed = defineContract({
  method: 'GET',
  path: '/api/shade/getShadesOrderByMostFrequentlyUsed',
  summary: 'Shades, the most used in styles first, then by name',
  tags: ['Shades'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: z.array(shadeDtoSchema),
});
