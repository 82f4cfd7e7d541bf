import { z } from 'zod';
import { namedEntryInputSchema } from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import {
  idParamSchema,
  idParamsSchema,
  idSchema,
  pagingQuerySchema,
  positiveFigureSchema,
  textSchema,
} from './request-values.js';

/**
 * The tenant's reference lists (core-domain spec, sections 3 and 7): the named
 * lists (brands, customers, product categories, product types), the ticket/tex
 * entries of a brand, the package sizes of a ticket/tex entry, and the stitch
 * types. Reads need `Spool.Catalogue`, changes `Spool.Catalogue.Manage`.
 */
const idParams = idParamsSchema;
const pageQuery = z.object({
  Filter: textSchema().trim().max(100, { error: 'validation.maxLength' }).optional(),
  ...pagingQuerySchema(25),
});

export const namedEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  creationTime: z.iso.datetime(),
});
export type NamedEntryDto = z.infer<typeof namedEntrySchema>;

/** An entry of a most-frequently-used list: how many styles (or operation lines) use it. */
export const usedEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  usage: z.number().int(),
});

export type NamedListKind = 'brand' | 'customer' | 'productCategory' | 'productType';

const usedListPaths = {
  brand: '/api/getBrandsOrderByMostFrequentlyUsed',
  customer: '/api/getCustomersOrderByMostFrequentlyUsed',
  productCategory: '/api/getProductCategoriesOrderByMostFrequentlyUsed',
  productType: '/api/getProductTypesOrderByMostFrequentlyUsed',
} as const;

const tagOf = {
  brand: 'Brands',
  customer: 'Customers',
  productCategory: 'Product categories',
  productType: 'Product types',
} as const;

/**
 * The six calls of one named list: page, most used, read, create, rename, delete. `extra` are
 * the fields a list's entries carry besides id and name (a customer's default setting).
 */
function namedListContracts<
  const K extends NamedListKind,
  const E extends z.ZodRawShape = Record<never, never>,
>(kind: K, extra?: E) {
  const path = `/api/${kind}` as const;
  const tags = [tagOf[kind]];
  const entry = namedEntrySchema.extend(extra ?? ({} as E));
  const used = usedEntrySchema.extend(extra ?? ({} as E));
  return {
    list: defineContract({
      method: 'GET',
      path,
      summary: `${tagOf[kind]}, by name, paged (Filter: part of the name)`,
      tags,
      access: 'tenant',
      permission: Permissions.Catalogue,
      status: 200,
      query: pageQuery,
      response: z.object({ items: z.array(entry), totalCount: z.number().int() }),
    }),
    mostUsed: defineContract({
      method: 'GET',
      path: usedListPaths[kind],
      summary: `${tagOf[kind]} ordered by how often the tenant's styles use them, then by name`,
      tags,
      access: 'tenant',
      permission: Permissions.Catalogue,
      status: 200,
      response: z.array(used),
    }),
    get: defineContract({
      method: 'GET',
      path: `${path}/:id`,
      summary: `One entry of ${tagOf[kind].toLowerCase()}`,
      tags,
      access: 'tenant',
      permission: Permissions.Catalogue,
      status: 200,
      params: idParams,
      response: entry,
    }),
    create: defineContract({
      method: 'POST',
      path,
      summary: `Create an entry of ${tagOf[kind].toLowerCase()} (name only)`,
      tags,
      access: 'tenant',
      // Planners type new customers, categories and types in the style form; brands are the thread range.
      permission: kind === 'brand' ? Permissions.CatalogueManage : Permissions.Catalogue,
      status: 201,
      body: namedEntryInputSchema,
      response: entry,
    }),
    update: defineContract({
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Rename an entry of ${tagOf[kind].toLowerCase()}`,
      tags,
      access: 'tenant',
      permission: Permissions.CatalogueManage,
      status: 200,
      params: idParams,
      body: namedEntryInputSchema,
      response: entry,
    }),
    remove: defineContract({
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Delete an entry of ${tagOf[kind].toLowerCase()} that no style uses`,
      tags,
      access: 'tenant',
      permission: Permissions.CatalogueManage,
      status: 204,
      params: idParams,
      response: z.null(),
    }),
  };
}

export const brandContracts = namedListContracts('brand');
/** A customer's own field: the custom setting its new styles start with (null: none chosen). */
const customerFields = { defaultCustomSettingId: z.number().int().nullable() };
export const customerEntrySchema = namedEntrySchema.extend(customerFields);
export type CustomerDto = z.infer<typeof customerEntrySchema>;
export const customerContracts = namedListContracts('customer', customerFields);

/**
 * Chooses the custom setting new styles for the customer start with (typed, sent without a
 * setting or imported with none), or clears it with null or 0 (the built-in Default). An
 * unknown customer or setting is 404. Deleting the setting clears it.
 */
export const setCustomerDefaultCustomSettingBodySchema = z.object({
  customSettingId: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.wholeNumber' })
    .min(0, { error: 'validation.min' })
    .max(2_147_483_647, { error: 'validation.max' })
    .nullable(),
});
export type SetCustomerDefaultCustomSettingBody = z.infer<
  typeof setCustomerDefaultCustomSettingBodySchema
>;

export const setCustomerDefaultCustomSetting = defineContract({
  method: 'PUT',
  path: '/api/customer/:id/defaultCustomSetting',
  summary: 'Choose or clear the custom setting new styles for a customer start with',
  tags: [tagOf.customer],
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  params: idParams,
  body: setCustomerDefaultCustomSettingBodySchema,
  response: customerEntrySchema,
});
export const productCategoryContracts = namedListContracts('productCategory');
export const productTypeContracts = namedListContracts('productType');

export const ticketTexSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  ticket: z.number(),
  tex: z.number(),
});
export type TicketTexDto = z.infer<typeof ticketTexSchema>;
export const ticketTexInputSchema = z.object({
  brandId: idSchema(),
  ticket: positiveFigureSchema(9999),
  tex: positiveFigureSchema(9999),
});

export const packageSizeSchema = z.object({
  id: z.number().int(),
  ticketTexId: z.number().int(),
  /** Length of the package in metres. */
  size: z.number(),
  article: z.string().nullable(),
});
export type PackageSizeDto = z.infer<typeof packageSizeSchema>;
export const packageSizeInputSchema = z.object({
  ticketTexId: idSchema(),
  size: positiveFigureSchema(1_000_000),
  article: textSchema().trim().max(30, { error: 'validation.maxLength' }).nullish(),
});

const thread = ['Thread range'];

export const getTicketTexesByBrandId = defineContract({
  method: 'GET',
  path: '/api/getTickeTexsByBrandId',
  summary: "A brand's ticket/tex entries, by ticket",
  tags: thread,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: z.object({ BrandId: idParamSchema() }),
  response: z.array(ticketTexSchema),
});

export const createTicketTex = defineContract({
  method: 'POST',
  path: '/api/ticketTex',
  summary: 'Add a ticket/tex entry to a brand',
  tags: thread,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 201,
  body: ticketTexInputSchema,
  response: ticketTexSchema,
});

export const getTicketTex = defineContract({
  method: 'GET',
  path: '/api/ticketTex/:id',
  summary: 'One ticket/tex entry',
  tags: thread,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  params: idParams,
  response: ticketTexSchema,
});

export const updateTicketTex = defineContract({
  method: 'PUT',
  path: '/api/ticketTex/:id',
  summary: 'Change the ticket and tex of an entry',
  tags: thread,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 200,
  params: idParams,
  body: ticketTexInputSchema.omit({ brandId: true }),
  response: ticketTexSchema,
});

export const deleteTicketTex = defineContract({
  method: 'DELETE',
  path: '/api/ticketTex/:id',
  summary: 'Delete a ticket/tex entry that no operation uses (with its package sizes)',
  tags: thread,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 204,
  params: idParams,
  response: z.null(),
});

export const getPackageSizesByTicketTexId = defineContract({
  method: 'GET',
  path: '/api/getPacakageSizesByTicketTexID',
  summary: "A ticket/tex entry's package sizes (m), by size",
  tags: thread,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: z.object({ tktTexId: idParamSchema() }),
  response: z.array(packageSizeSchema),
});

export const createPackageSize = defineContract({
  method: 'POST',
  path: '/api/packageSize',
  summary: 'Add a package size (m) to a ticket/tex entry',
  tags: thread,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 201,
  body: packageSizeInputSchema,
  response: packageSizeSchema,
});

export const getPackageSize = defineContract({
  method: 'GET',
  path: '/api/packageSize/:id',
  summary: 'One package size',
  tags: thread,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  params: idParams,
  response: packageSizeSchema,
});

export const updatePackageSize = defineContract({
  method: 'PUT',
  path: '/api/packageSize/:id',
  summary: 'Change the size or the article of a package size',
  tags: thread,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 200,
  params: idParams,
  body: packageSizeInputSchema.omit({ ticketTexId: true }),
  response: packageSizeSchema,
});

/**
 * A value of the thread range that no estimate can use (a ticket, tex or package length of zero
 * or less, stored before the forms refused it), with the entry to correct.
 */
export const unusableRangeValueSchema = z.object({
  brand: z.string(),
  ticketTexId: z.number().int(),
  ticket: z.number(),
  /** Null when the value is the ticket's or the tex's; else the package size to correct. */
  packageSizeId: z.number().int().nullable(),
  field: z.enum(['ticket', 'tex', 'packageLength']),
  value: z.number(),
});
export type UnusableRangeValueDto = z.infer<typeof unusableRangeValueSchema>;

export const getUnusableRangeValues = defineContract({
  method: 'GET',
  path: '/api/threadRange/unusableValues',
  summary: 'Values of the thread range that no estimate can use, to correct',
  tags: thread,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: z.array(unusableRangeValueSchema),
});

export const deletePackageSize = defineContract({
  method: 'DELETE',
  path: '/api/packageSize/:id',
  summary: 'Delete a package size that no operation uses',
  tags: thread,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 204,
  params: idParams,
  response: z.null(),
});

export const stitchLineSchema = z.object({
  line: z.string(),
  group: z.enum(['needle', 'under', 'top']),
  name: z.string(),
  threadCount: z.number().int(),
});

export const stitchTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  lines: z.array(stitchLineSchema),
});
export type StitchTypeDto = z.infer<typeof stitchTypeSchema>;

const stitchTags = ['Stitch types'];

export const getStitchTypes = defineContract({
  method: 'GET',
  path: '/api/stitchType',
  summary: "The tenant's stitch types, by code",
  tags: stitchTags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: z.array(stitchTypeSchema),
});

export const getStitchType = defineContract({
  method: 'GET',
  path: '/api/stitchType/:id',
  summary: 'One stitch type',
  tags: stitchTags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  params: idParams,
  response: stitchTypeSchema,
});

/** The name of the stitch type and of its component lines change; the lines themselves are the catalogue's. */
export const updateStitchTypeNames = defineContract({
  method: 'PUT',
  path: '/api/stitchType/:id',
  summary: 'Rename a stitch type and its component lines',
  tags: stitchTags,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 200,
  params: idParams,
  body: z.object({
    name: textSchema({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(100, { error: 'validation.maxLength' }),
    lineNames: z
      .array(
        textSchema({ error: 'validation.required' })
          .trim()
          .min(1, { error: 'validation.required' })
          .max(100, { error: 'validation.maxLength' }),
      )
      .max(4, { error: 'validation.tooManyComponentLines' }),
  }),
  response: stitchTypeSchema,
});

const stitchNameSchema = textSchema({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(100, { error: 'validation.maxLength' });

/**
 * Adds one of the built-in catalogue's stitch codes back to the tenant's list (the
 * consumption geometry exists only for those); the names default to the catalogue's.
 */
export const createStitchType = defineContract({
  method: 'POST',
  path: '/api/stitchType',
  summary: "Add a catalogue stitch code to the tenant's stitch types",
  tags: stitchTags,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 201,
  body: z.object({
    code: textSchema({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(8, { error: 'validation.maxLength' }),
    name: stitchNameSchema.optional(),
    lineNames: z
      .array(stitchNameSchema)
      .max(4, { error: 'validation.tooManyComponentLines' })
      .optional(),
  }),
  response: stitchTypeSchema,
});

/** Removes a stitch type no operation uses, with its values in the tenant's custom settings. */
export const deleteStitchType = defineContract({
  method: 'DELETE',
  path: '/api/stitchType/:id',
  summary: 'Delete a stitch type that no operation uses',
  tags: stitchTags,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 204,
  params: idParams,
  response: z.null(),
});

export const getStitchNeedlesByStitchTypeCode = defineContract({
  method: 'GET',
  path: '/api/getStitchNeedlesByStitchTypeCode',
  summary: 'The component lines (needle names) of a stitch type, in order',
  tags: stitchTags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: z.object({
    stitchTypeCode: textSchema().trim().min(1, { error: 'validation.required' }).max(8),
  }),
  response: z.array(stitchLineSchema),
});
