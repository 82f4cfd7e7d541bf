import { z } from 'zod';
import {
  allowanceBandSchema,
  colourGroupSchema,
  colourwaySchema,
  maxColourwaysPerStyle,
  namedSizeRangeSchema,
  operationGradingSchema,
  runModes,
  sizeRangeSchema,
  threadShadeChoiceSchema,
} from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { idParamSchema, idParamsSchema, idSchema } from './request-values.js';

/**
 * A style's order: its size range with grades, its colourways with quantities by size, and
 * the shade of each of its threads in each colourway.
 */
const tags = ['Orders'];

const sizeSchema = z.object({ name: z.string(), gradePercent: z.number() });
const rangeSchema = z.object({ sizes: z.array(sizeSchema), baseSize: z.string() });

export const colourwayDtoSchema = z.object({
  /** Null for the colourway of a style with none of its own (its header's). */
  id: z.number().int().nullable(),
  name: z.string(),
  code: z.string(),
  fabricColour: z.string(),
  dtmShade: z.string().nullable(),
  quantities: z.record(z.string(), z.number().int()),
  threadShades: z.record(z.string(), threadShadeChoiceSchema),
  garments: z.number().int(),
  concurrencyStamp: z.string().nullable(),
});
export type ColourwayDto = z.infer<typeof colourwayDtoSchema>;

export const styleOrderSchema = z.object({
  styleId: z.number().int(),
  sizeRange: rangeSchema,
  runMode: z.enum(runModes),
  /** Whether the style has a size range of its own (else its header's size alone). */
  hasOwnSizes: z.boolean(),
  /** Null until the style has sizes of its own. */
  concurrencyStamp: z.string().nullable(),
  /** The header's colourway (id null) while the style has none of its own. */
  colourways: z.array(colourwayDtoSchema),
  garments: z.number().int(),
  /** How operations follow the sizes, where not simply by the range. */
  gradings: z.array(z.object({ operationId: z.number().int(), grading: operationGradingSchema })),
});
export type StyleOrderDto = z.infer<typeof styleOrderSchema>;

const styleParams = z.object({ id: idParamSchema() });
const colourwayParams = z.object({ id: idParamSchema(), colourwayId: idParamSchema() });
const stamp = z.uuid({ error: 'validation.invalid' });

export const getStyleOrder = defineContract({
  method: 'GET',
  path: '/api/style/:id/order',
  summary: "A style's sizes, colourways and their thread shades",
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  params: styleParams,
  response: styleOrderSchema,
});

/** Sizes that colourways still order cannot leave the range (422 naming the size). */
export const updateStyleSizes = defineContract({
  method: 'PUT',
  path: '/api/style/:id/order',
  summary: "Set a style's size range (grades, base size) and how its colourways run",
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: styleParams,
  body: z.object({
    sizeRange: sizeRangeSchema,
    runMode: z.enum(runModes, { error: 'validation.invalid' }),
    /** Null while the style has no sizes of its own. */
    concurrencyStamp: stamp.nullable(),
  }),
  response: styleOrderSchema,
});

export const createColourway = defineContract({
  method: 'POST',
  path: '/api/style/:id/colourways',
  summary: `Add a colourway to a style (at most ${maxColourwaysPerStyle}); the header's garments become the colourways' sum`,
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 201,
  params: styleParams,
  body: colourwaySchema,
  response: styleOrderSchema,
});

export const updateColourway = defineContract({
  method: 'PUT',
  path: '/api/style/:id/colourways/:colourwayId',
  summary: 'Rename a colourway, change its quantities or its thread shades',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: colourwayParams,
  body: colourwaySchema.extend({ concurrencyStamp: stamp }),
  response: styleOrderSchema,
});

export const duplicateColourway = defineContract({
  method: 'POST',
  path: '/api/style/:id/colourways/:colourwayId/duplicate',
  summary: 'Copy a colourway, its quantities and shades, under a new name',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 201,
  params: colourwayParams,
  body: z.object({ name: colourwaySchema.shape.name }),
  response: styleOrderSchema,
});

export const reorderColourways = defineContract({
  method: 'PUT',
  path: '/api/style/:id/colourway-order',
  summary: "Put a style's colourways in a new order: every colourway id once",
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: styleParams,
  body: z.object({
    ids: z
      .array(idSchema(), { error: 'validation.required' })
      .min(1, { error: 'validation.required' })
      .max(maxColourwaysPerStyle, { error: 'validation.max' }),
  }),
  response: styleOrderSchema,
});

export const deleteColourway = defineContract({
  method: 'DELETE',
  path: '/api/style/:id/colourways/:colourwayId',
  summary: 'Delete a colourway; without any, the style is its header again',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: colourwayParams,
  response: styleOrderSchema,
});

/** Fill across and copy from a colourway: several colourways' shades at once, all or nothing. */
export const updateThreadShades = defineContract({
  method: 'PUT',
  path: '/api/style/:id/thread-shades',
  summary: 'Set the shade of threads in several colourways at once; a stale stamp fails them all',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: styleParams,
  body: z.object({
    colourways: z
      .array(
        z.object({
          id: idSchema(),
          concurrencyStamp: stamp,
          threadShades: colourwaySchema.shape.threadShades,
        }),
      )
      .min(1, { error: 'validation.required' })
      .max(maxColourwaysPerStyle, { error: 'validation.max' }),
  }),
  response: styleOrderSchema,
});

export const updateOperationGrading = defineContract({
  method: 'PUT',
  path: '/api/style/:id/operations/:operationId/grading',
  summary:
    'How an operation follows the sizes: graded (null: by the range), not graded, own grades',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: z.object({ id: idParamSchema(), operationId: idParamSchema() }),
  body: z.object({ grading: operationGradingSchema.nullable() }),
  response: styleOrderSchema,
});

export const sizeRangeDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  range: rangeSchema,
  concurrencyStamp: z.string(),
});
export type SizeRangeDto = z.infer<typeof sizeRangeDtoSchema>;

export const getSizeRanges = defineContract({
  method: 'GET',
  path: '/api/size-ranges',
  summary: "The tenant's named size ranges, by name",
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  response: z.array(sizeRangeDtoSchema),
});

export const createSizeRange = defineContract({
  method: 'POST',
  path: '/api/size-ranges',
  summary: 'Add a named size range (names unique in any case)',
  tags,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 201,
  body: namedSizeRangeSchema,
  response: sizeRangeDtoSchema,
});

export const updateSizeRange = defineContract({
  method: 'PUT',
  path: '/api/size-ranges/:id',
  summary: 'Rename a size range or change its sizes and grades',
  tags,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 200,
  params: idParamsSchema,
  body: namedSizeRangeSchema.extend({ concurrencyStamp: stamp }),
  response: sizeRangeDtoSchema,
});

/** Styles keep the sizes they took from it. */
export const deleteSizeRange = defineContract({
  method: 'DELETE',
  path: '/api/size-ranges/:id',
  summary: 'Delete a named size range',
  tags,
  access: 'tenant',
  permission: Permissions.CatalogueManage,
  status: 204,
  params: idParamsSchema,
  response: z.null(),
});

const nullableNumber = z.number().nullable();

const orderThreadSchema = z.object({
  brand: z.string(),
  article: z.string().nullable(),
  ticketTex: z.number(),
  /** Null when the line has none, or while the shade is to be decided. */
  shade: z.string().nullable(),
  shadeToBeDecided: z.boolean(),
  packageLength: z.number(),
  unit: z.enum(['m', 'yd']),
  threadPerGarment: z.number(),
  requirement: z.number(),
  packagesByLength: z.number().int(),
  packagesBySetUp: z.number().int(),
  quantity: z.number().int(),
  unusedThread: z.number(),
  price: nullableNumber,
  cost: nullableNumber,
  missingPrice: z.enum(['noColourGroup', 'noCostFileRow', 'ambiguousCostFileRows']).nullable(),
  colourways: z.array(
    z.object({
      index: z.number().int(),
      requirement: z.number(),
      packagesBySetUp: z.number().int(),
    }),
  ),
});

/** The figures of a style's order, lengths in the tenant's thread unit, money in the cost file's. */
export const orderFiguresSchema = z.object({
  threadLengthUnit: z.enum(['m', 'yd']),
  currencyUnit: z.string(),
  runMode: z.enum(runModes),
  garments: z.number().int(),
  productionLines: z.number().int(),
  allowancePercent: z.number(),
  sizes: z.array(
    z.object({
      name: z.string(),
      gradePercent: z.number(),
      isBase: z.boolean(),
      garments: z.number().int(),
      threadPerGarment: z.number(),
    }),
  ),
  colourways: z.array(
    z.object({
      name: z.string(),
      code: z.string(),
      garments: z.number().int(),
      threadPerGarmentOfBase: z.number(),
      requirement: z.number(),
      packages: z.number().int(),
      cost: nullableNumber,
      shadesToBeDecided: z.number().int(),
    }),
  ),
  /** Per thread and shade for the whole order, with each colourway's part. */
  threads: z.array(orderThreadSchema),
  totals: z.object({
    requirement: z.number(),
    packages: z.number().int(),
    unusedThread: z.number(),
    cost: nullableNumber,
    pricedCost: z.number(),
    averageThreadCost: nullableNumber,
  }),
  /** While true, the figures are not final. */
  hasShadesToBeDecided: z.boolean(),
});
export type OrderFiguresDto = z.infer<typeof orderFiguresSchema>;

export const getStyleOrderFigures = defineContract({
  method: 'GET',
  path: '/api/style/:id/order/figures',
  summary:
    "Thread, packages and cost of a style's order: by size, by colourway, and per thread and shade",
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  params: styleParams,
  response: orderFiguresSchema,
});

/**
 * What the domain's estimateOrder takes besides the sizes and colourways: the style, its
 * operations in stored units, its custom setting, the thread range and the prices. The style
 * window computes its live figures from it while the user types, with the server's engine.
 */
export const orderInputsSchema = z.object({
  style: z.object({
    name: z.string(),
    color: z.string(),
    size: z.string(),
    garments: z.number().int(),
    productionLines: z.number().int(),
    lengthUnit: z.enum(['metric', 'imperial']),
  }),
  operations: z.array(
    z.object({
      id: z.number().int(),
      description: z.string(),
      stitchTypeCode: z.string(),
      seamLengthCm: z.number().nullable(),
      ratePer3Cm: z.number().nullable(),
      bightMm: z.number().nullable(),
      seamThicknessMm: z.number().nullable(),
      rows: z.number().nullable(),
      machines: z.number().int(),
      lines: z.array(
        z.object({
          needleName: z.string(),
          brandId: z.number().int().nullable(),
          ticketTexId: z.number().int().nullable(),
          packageSizeId: z.number().int().nullable(),
          shade: z.string().nullable(),
        }),
      ),
    }),
  ),
  setting: z.object({
    name: z.string(),
    allowancePercent: z.number(),
    /** Bands by order quantity; absent or null: the flat allowance. */
    allowanceBands: z.array(allowanceBandSchema).nullish(),
    ticketMode: z.enum(['tkt', 'tex']),
    stitchSettings: z.record(
      z.string(),
      z.object({
        needle: z.number(),
        under: z.number(),
        top: z.number(),
        bightMm: z.number().nullable(),
        wastePercent: z.number(),
      }),
    ),
  }),
  catalogue: z.object({
    brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
    ticketTexes: z.array(
      z.object({
        id: z.number().int(),
        brandId: z.number().int(),
        ticket: z.number(),
        tex: z.number(),
      }),
    ),
    packageSizes: z.array(
      z.object({
        id: z.number().int(),
        ticketTexId: z.number().int(),
        length: z.number(),
        unit: z.enum(['m', 'yd']),
        article: z.string().nullable(),
      }),
    ),
    shades: z.array(z.object({ name: z.string(), colourGroup: colourGroupSchema })),
    defaultColourGroup: colourGroupSchema.nullable(),
  }),
  costFile: z.object({
    currencyUnit: z.string(),
    rows: z.array(
      z.object({
        brandId: z.number().int(),
        article: z.string().nullable(),
        colourGroup: colourGroupSchema,
        packageLength: z.number(),
        packageUnit: z.enum(['m', 'yd']),
        price: z.number(),
      }),
    ),
  }),
});
export type OrderInputsDto = z.infer<typeof orderInputsSchema>;

export const getStyleOrderInputs = defineContract({
  method: 'GET',
  path: '/api/style/:id/order/inputs',
  summary: 'What the order figures are computed from: operations, setting, thread range, prices',
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  params: styleParams,
  response: orderInputsSchema,
});
