import { z } from 'zod';
import { styleInputSchema } from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { idListParamSchema, idParamsSchema, idSchema, textSchema } from './request-values.js';

/** Styles (core-domain spec, sections 3 and 7), with the specification's paths and field names. */
const tags = ['Styles'];
const idParams = idParamsSchema;

export const weightTypeNames = ['light', 'standard', 'heavy'] as const;

/** A style's stage, by its stored code (0, 1, 2): an approved one is frozen until reopened. */
export const styleStages = ['estimate', 'sampleChecked', 'approved'] as const;
export type StyleStage = (typeof styleStages)[number];

export const styleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
  description: z.string().nullable(),
  size: z.string().nullable(),
  /** Lower-case text, as the specification reads it. */
  weightType: z.enum(weightTypeNames),
  quantity: z.number().int(),
  numberOfProductionLines: z.number().int(),
  customerId: z.number().int(),
  customer: z.string(),
  productCategoryId: z.number().int(),
  productCategory: z.string(),
  productTypeId: z.number().int(),
  productType: z.string(),
  customSettingId: z.number().int(),
  createdBy: z.string().nullable(),
  creationTime: z.iso.datetime(),
  lastModificationTime: z.iso.datetime().nullable(),
  stage: z.enum(styleStages),
  /** The version worked on, or the approved one. */
  version: z.number().int(),
  concurrencyStamp: z.string(),
});
export type StyleDto = z.infer<typeof styleSchema>;

export const getStyle = defineContract({
  method: 'GET',
  path: '/api/style/:id',
  summary: 'One style',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  params: idParams,
  response: styleSchema,
});

/**
 * Customers, categories and types given by name that match none are created with the style.
 * Without a custom setting, the style starts with its customer's default (none: the Default).
 */
export const createStyle = defineContract({
  method: 'POST',
  path: '/api/style',
  summary: 'Create a style',
  tags,
  access: 'tenant',
  permission: Permissions.StylesCreate,
  status: 201,
  body: styleInputSchema.extend({
    customSettingId: styleInputSchema.shape.customSettingId.optional(),
  }),
  response: styleSchema,
});

/** The name cannot change after the first save; a stale concurrency stamp gets 409. */
export const updateStyle = defineContract({
  method: 'PUT',
  path: '/api/style/:id',
  summary: 'Update a style',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: idParams,
  body: styleInputSchema.extend({ concurrencyStamp: z.uuid() }),
  response: styleSchema,
});

export const deleteStyle = defineContract({
  method: 'DELETE',
  path: '/api/style/:id',
  summary: 'Delete a style with its operations',
  tags,
  access: 'tenant',
  permission: Permissions.StylesDelete,
  status: 204,
  params: idParams,
  response: z.null(),
});

export const deleteStyleAlias = defineContract({ ...deleteStyle, path: '/api/styleDelete/:id' });

/** The grid's delete of the rows selected, as the operation list's DeleteMultipleOperations. */
export const deleteMultipleStyles = defineContract({
  method: 'DELETE',
  path: '/api/deleteMultipleStyles',
  summary:
    'Delete several styles of the caller’s tenant with their operations, in one transaction; 404 and nothing deleted when one is not found',
  tags,
  access: 'tenant',
  permission: Permissions.StylesDelete,
  status: 204,
  query: z.object({ selectedIds: idListParamSchema() }),
  response: z.null(),
});

export const isDuplicateStyleName = defineContract({
  method: 'GET',
  path: '/api/isDuplicateStyleName',
  summary: 'Whether a style of the tenant already has this name (ignoring case and spaces)',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({
    name: textSchema()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(100, { error: 'validation.maxLength' }),
  }),
  response: z.boolean(),
});

export const cloneStyle = defineContract({
  method: 'POST',
  path: '/api/cloneStyle',
  summary: 'Duplicate a style with its operations under a new name',
  tags,
  access: 'tenant',
  permission: Permissions.StylesCreate,
  status: 201,
  body: z.object({
    styleId: idSchema(),
    inputName: styleInputSchema.shape.name,
  }),
  response: styleSchema,
});

/**
 * The first start's sample: a five-pocket jeans with its operations, named and
 * described in the caller's language, its threads from the tenant's range, in one transaction.
 */
export const addSampleStyle = defineContract({
  method: 'POST',
  path: '/api/addSampleStyle',
  summary:
    'Add a sample style: a five-pocket jeans with its operations, in the caller’s language, threaded from the tenant’s range; deletable like any style',
  tags,
  access: 'tenant',
  permission: Permissions.StylesCreate,
  status: 201,
  response: styleSchema,
});

export const getStyles = defineContract({
  method: 'GET',
  path: '/api/getStyles',
  summary: 'Header search: the latest styles whose name contains the text (10 at most)',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  query: z.object({
    name: textSchema().trim().max(100, { error: 'validation.maxLength' }).default(''),
  }),
  response: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      creationTime: z.iso.datetime(),
      stage: z.enum(styleStages),
    }),
  ),
});

export const getStyleCounts = defineContract({
  method: 'GET',
  path: '/api/styleCounts',
  summary: 'The dashboard tiles: styles and customers of the tenant',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  response: z.object({ styles: z.number().int(), customers: z.number().int() }),
});

export const getStyleProductCategoryChartData = defineContract({
  method: 'GET',
  path: '/api/styleProductCategoryChartData',
  summary: 'Styles per product category, for the dashboard chart',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  response: z.object({
    items: z.array(z.object({ productCategory: z.string(), count: z.number().int() })),
  }),
});
