import { z } from 'zod';
import {
  colourGroupCodes,
  operationGradingSchema,
  runModes,
  sizeSchema,
  planRunModes,
  purchasePlanInputSchema,
  purchasePlanMaxStyles,
} from '@spool/domain';
import { defineContract } from './contract.js';
import { colourwayDtoSchema } from './orders.contract.js';
import { Permissions } from './permissions.js';
import { styleStages } from './styles.contract.js';
import { idParamSchema, idParamsSchema, idSchema, pagingQuerySchema } from './request-values.js';

/**
 * Purchase plans: thread for many styles bought at once. A plan is tenant data with
 * a concurrency stamp; its figures are computed on request by the domain's `planPurchase`, the
 * function the browser uses too.
 */
const tags = ['Purchase plans'];

const figure = z.number();
/** A list of the domain's figures (read-only there): the response only reads it. */
const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
const nullableFigure = z.number().nullable();

export const purchasePlanStyleSchema = z.object({
  styleId: z.number().int(),
  name: z.string(),
  /** The style's own garments and production lines. */
  garments: z.number().int(),
  numberOfProductionLines: z.number().int(),
  /** The plan's, or null to follow the style's own. */
  orderQuantity: z.number().int().nullable(),
  productionLines: z.number().int().nullable(),
  /** The style's colourways the plan takes, or null for all of them. */
  colourwayIds: z.array(z.number().int()).nullable(),
  /** The style's stage and the version it stands at (the approved one, or the one worked on). */
  stage: z.enum(styleStages),
  version: z.number().int(),
});

export const purchasePlanSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string(),
  /** YYYY-MM-DD. */
  needBy: z.string().nullable(),
  runMode: z.enum(planRunModes),
  /** While true and a style is not approved, the plan's figures and files are refused (409). */
  approvedOnly: z.boolean(),
  creatorId: z.string().nullable(),
  createdBy: z.string().nullable(),
  creationTime: z.iso.datetime(),
  lastModificationTime: z.iso.datetime().nullable(),
  lastModifiedBy: z.string().nullable(),
  concurrencyStamp: z.string(),
  styles: z.array(purchasePlanStyleSchema),
});
export type PurchasePlanDto = z.infer<typeof purchasePlanSchema>;

export const purchasePlanSummarySchema = purchasePlanSchema
  .omit({ styles: true })
  .extend({ styleCount: z.number().int() });
export type PurchasePlanSummaryDto = z.infer<typeof purchasePlanSummarySchema>;

const missingPriceSchema = z.enum(['noColourGroup', 'noCostFileRow', 'ambiguousCostFileRows']);

const threadIdentity = {
  brandId: z.number().int(),
  brand: z.string(),
  article: z.string().nullable(),
  ticketTexId: z.number().int(),
  ticketTex: figure,
  shade: z.string().nullable(),
  colourGroup: z.string().nullable(),
  packageSizeId: z.number().int(),
  packageLength: figure,
  unit: z.enum(['m', 'yd']),
};

const purchaseFiguresSchema = z.object({
  packages: z.number().int(),
  unusedThread: figure,
  cost: nullableFigure,
});

const planTotalsSchema = purchaseFiguresSchema.extend({
  requirement: figure,
  pricedCost: figure,
  hasMissingPrices: z.boolean(),
});

export const planThreadSchema = z.object({
  ...threadIdentity,
  requirement: figure,
  packagesByLength: z.number().int(),
  packagesBySetUp: z.number().int(),
  quantity: z.number().int(),
  extraPackages: z.number().int(),
  fullPackages: z.number().int(),
  partPackages: z.number().int(),
  unusedThread: figure,
  price: nullableFigure,
  cost: nullableFigure,
  missingPrice: missingPriceSchema.nullable(),
  costFileArticle: z.string().nullable(),
  /** A colourway has not decided this thread's shade: listed apart, unpriced, not final. */
  shadeToBeDecided: z.boolean(),
  styles: list(
    z.object({ styleId: z.number().int(), requirement: figure, packagesBySetUp: z.number().int() }),
  ),
  styleByStyle: purchaseFiguresSchema,
  saving: purchaseFiguresSchema,
});

const planStyleOrder = {
  styleId: z.number().int(),
  name: z.string(),
  garments: z.number().int(),
  productionLines: z.number().int(),
  allowancePercent: figure,
};

export const purchasePlanFiguresSchema = z.object({
  lengthUnit: z.enum(['metric', 'imperial']),
  threadLengthUnit: z.enum(['m', 'yd']),
  runMode: z.enum(planRunModes),
  currencyUnit: z.string(),
  threads: list(planThreadSchema),
  totals: planTotalsSchema.extend({
    fullPackages: z.number().int(),
    partPackages: z.number().int(),
    extraPackages: z.number().int(),
  }),
  styles: list(
    z.object({
      ...planStyleOrder,
      cost: nullableFigure,
      pricedCost: figure,
      averageThreadCost: nullableFigure,
      hasMissingPrices: z.boolean(),
      alone: purchaseFiguresSchema.extend({ averageThreadCost: nullableFigure }),
      /** The colourways the plan takes with their garments; none for a style without any. */
      colourways: list(z.object({ name: z.string(), garments: z.number().int() })),
      shadesToBeDecided: z.number().int(),
    }),
  ),
  incompleteStyles: list(
    z.object({
      ...planStyleOrder,
      reason: z.enum([
        'noOperations',
        'incompleteOperations',
        'threadNotFound',
        'unusableThread',
        'noColourways',
      ]),
      operations: list(
        z.object({
          position: z.number().int(),
          id: z.union([z.number(), z.string()]).nullable(),
          description: z.string(),
        }),
      ),
    }),
  ),
  unpricedThreads: list(
    z.object({
      ...threadIdentity,
      missingPrice: missingPriceSchema,
      styleIds: list(z.number().int()),
    }),
  ),
  /** While true, the figures are not final. */
  hasShadesToBeDecided: z.boolean(),
  /** The styles not approved yet, whose figures are estimates that may still change. */
  unapprovedStyles: list(
    z.object({
      styleId: z.number().int(),
      name: z.string(),
      stage: z.enum(['estimate', 'sampleChecked']),
      version: z.number().int().nullable(),
    }),
  ),
  styleByStyle: planTotalsSchema,
  saving: purchaseFiguresSchema.extend({ pricedCost: figure }),
});
export type PurchasePlanFiguresDto = z.infer<typeof purchasePlanFiguresSchema>;

const unit = z.enum(['m', 'yd']);
const optionalFigure = figure.nullish();
const detailText = z.string().default('');

/** The tenant's thread range as a plan's figures read it. */
const planCatalogueSchema = z.object({
  brands: z.array(z.object({ id: z.number().int(), name: z.string() })),
  ticketTexes: z.array(
    z.object({ id: z.number().int(), brandId: z.number().int(), ticket: figure, tex: figure }),
  ),
  packageSizes: z.array(
    z.object({
      id: z.number().int(),
      ticketTexId: z.number().int(),
      length: figure,
      unit,
      article: z.string().nullish(),
    }),
  ),
  shades: z
    .array(z.object({ name: z.string(), colourGroup: z.enum(colourGroupCodes) }))
    .default([]),
  defaultColourGroup: z.enum(colourGroupCodes).nullish(),
});

/**
 * What a plan's figures are computed from (the domain's `PurchasePlanJob`), as the server
 * reads it: the browser applies the unsaved edits to it and computes the figures with the
 * same domain function as the server. Plain shapes: an incomplete operation is data here.
 */
export const purchasePlanInputsSchema = z.object({
  runMode: z.enum(planRunModes),
  lengthUnit: z.enum(['metric', 'imperial']),
  catalogue: planCatalogueSchema,
  costFile: z.object({
    currencyUnit: z.string(),
    rows: z.array(
      z.object({
        brandId: z.number().int(),
        article: z.string().nullish(),
        colourGroup: z.enum(colourGroupCodes),
        packageLength: figure,
        packageUnit: unit,
        price: figure,
      }),
    ),
  }),
  styles: z.array(
    z.object({
      /** An approved style's figures come from its frozen version: its own thread range. */
      stage: z.enum(styleStages).default('estimate'),
      /** The version the style stands at: the approved one, or the one being worked on. */
      version: z.number().int().optional(),
      catalogue: planCatalogueSchema.optional(),
      order: z.object({
        styleId: z.number().int(),
        name: z.string(),
        garments: z.number().int(),
        productionLines: z.number().int(),
        allowancePercent: figure,
      }),
      details: z.object({
        name: z.string(),
        customer: detailText,
        createdBy: detailText,
        productCategory: detailText,
        productType: detailText,
        weightType: z.enum(['light', 'standard', 'heavy']).default('standard'),
        color: detailText,
        size: detailText,
        description: detailText,
        garments: z.number().int(),
        productionLines: z.number().int(),
        lengthUnit: z.enum(['metric', 'imperial']).default('metric'),
        isTensionSettingsChanged: z.boolean().default(false),
      }),
      operations: z.array(
        z.object({
          id: z.union([z.number(), z.string()]).optional(),
          description: z.string().optional(),
          stitchTypeCode: z.string(),
          seamLengthCm: optionalFigure,
          ratePer3Cm: optionalFigure,
          bightMm: optionalFigure,
          seamThicknessMm: optionalFigure,
          rows: optionalFigure,
          machines: z.number().int(),
          grading: operationGradingSchema.nullish(),
          lines: z.array(
            z.object({
              needleName: z.string(),
              brandId: z.number().int().nullish(),
              ticketTexId: z.number().int().nullish(),
              shade: z.string().nullish(),
              packageSizeId: z.number().int().nullish(),
            }),
          ),
        }),
      ),
      setting: z.object({
        name: z.string().default('Default'),
        allowancePercent: figure,
        ticketMode: z.enum(['tkt', 'tex']).default('tkt'),
        stitchSettings: z
          .record(
            z.string(),
            z.object({
              needle: figure,
              under: figure,
              top: figure,
              bightMm: figure.nullable(),
              wastePercent: figure,
            }),
          )
          .default({}),
      }),
      sizes: z
        .object({
          range: z.object({ sizes: z.array(sizeSchema), baseSize: z.string() }).nullable(),
          runMode: z.enum(runModes),
          colourways: z.array(
            colourwayDtoSchema
              .pick({
                name: true,
                code: true,
                fabricColour: true,
                dtmShade: true,
                quantities: true,
                threadShades: true,
              })
              .extend({ id: z.number().int() }),
          ),
        })
        .optional(),
      colourwayIds: z.array(z.number().int()).nullish(),
    }),
  ),
});
export type PurchasePlanInputsDto = z.infer<typeof purchasePlanInputsSchema>;

/** Corrections of a brand mapping: at most one a package size of the brand replaced. */
const brandSwapRequest = z.object({
  fromBrandId: idSchema(),
  toBrandId: idSchema(),
  overrides: z
    .array(
      z.object({
        fromPackageSizeId: idSchema(),
        toPackageSizeId: idSchema().nullable(),
      }),
    )
    .max(1000, { error: 'validation.max' })
    .default([]),
});

const mappedThreadSchema = z.object({
  ticketTexId: z.number().int(),
  ticket: figure,
  tex: figure,
  packageSizeId: z.number().int(),
  packageLength: figure,
  unit: z.enum(['m', 'yd']),
  article: z.string().nullable(),
});

const brandSideSchema = z.object({
  brandId: z.number().int(),
  brand: z.string(),
  threads: list(planThreadSchema),
  totals: planTotalsSchema,
});

export const brandComparisonSchema = z.object({
  mapping: z.object({
    fromBrand: z.object({ id: z.number().int(), name: z.string() }),
    toBrand: z.object({ id: z.number().int(), name: z.string() }),
    entries: list(
      z.object({
        from: mappedThreadSchema,
        to: mappedThreadSchema.nullable(),
        source: z.enum(['nearest', 'user']),
        unsupplied: z.enum(['noNearTicketTex', 'user']).nullable(),
      }),
    ),
  }),
  current: brandSideSchema,
  swapped: brandSideSchema,
  unsupplied: list(planThreadSchema),
  difference: purchaseFiguresSchema.extend({ pricedCost: figure }),
  currencyUnit: z.string(),
  threadLengthUnit: z.enum(['m', 'yd']),
});
export type BrandComparisonDto = z.infer<typeof brandComparisonSchema>;

export const getPurchasePlans = defineContract({
  method: 'GET',
  path: '/api/purchasePlans',
  summary: 'The tenant’s purchase plans, newest first',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlans,
  status: 200,
  query: z.object(pagingQuerySchema(20)),
  response: z.object({
    totalCount: z.number().int(),
    items: z.array(purchasePlanSummarySchema),
  }),
});

export const getPurchasePlan = defineContract({
  method: 'GET',
  path: '/api/purchasePlans/:id',
  summary: 'One purchase plan with its styles',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlans,
  status: 200,
  params: idParamsSchema,
  response: purchasePlanSchema,
});

/** At most 200 styles, each once and the tenant's: 400 naming the first that is not. */
export const createPurchasePlan = defineContract({
  method: 'POST',
  path: '/api/purchasePlans',
  summary: 'Create a purchase plan',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlansCreate,
  status: 201,
  body: purchasePlanInputSchema,
  response: purchasePlanSchema,
});

/**
 * A stale concurrency stamp gets 409 and nothing is overwritten. `approvedOnly` true refuses the
 * plan's figures and files (409 naming the styles to approve) while any style is not approved.
 */
export const updatePurchasePlan = defineContract({
  method: 'PUT',
  path: '/api/purchasePlans/:id',
  summary: 'Update a purchase plan and its list of styles',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlansUpdate,
  status: 200,
  params: idParamsSchema,
  body: purchasePlanInputSchema.extend({ concurrencyStamp: z.uuid() }),
  response: purchasePlanSchema,
});

/** The creator deletes with Create; anyone else needs DeleteAny (403). */
export const deletePurchasePlan = defineContract({
  method: 'DELETE',
  path: '/api/purchasePlans/:id',
  summary: 'Delete a purchase plan (its own creator, or with the right to delete any)',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlans,
  status: 204,
  params: idParamsSchema,
  response: z.null(),
});

/**
 * The figures name the styles not approved yet (`unapprovedStyles`). A plan of approved styles
 * only answers 409 `Spool.PurchasePlans:StylesNotApproved`, naming them, until all are approved.
 */
export const getPurchasePlanFigures = defineContract({
  method: 'GET',
  path: '/api/purchasePlans/:id/figures',
  summary:
    'The plan’s thread list (packages, unused thread, cost, price source), its styles, the same order bought style by style and the saving; incomplete styles and unpriced threads listed',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlans,
  status: 200,
  params: idParamsSchema,
  response: purchasePlanFiguresSchema,
});

/**
 * The plan's inputs, for its screen's live figures. `styleIds` asks for other styles than the
 * saved plan's (those added on the screen before saving; each the tenant's, at most
 * {@link purchasePlanMaxStyles}): the plan's own keep the plan's orders, others follow
 * their style's.
 */
export const getPurchasePlanInputs = defineContract({
  method: 'GET',
  path: '/api/purchasePlans/:id/inputs',
  summary:
    'What the plan’s figures are computed from (styles, operations, settings, thread range, cost file), for the figures computed in the browser',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlans,
  status: 200,
  params: idParamsSchema,
  query: z.object({
    styleIds: z
      .preprocess(
        (value) =>
          (Array.isArray(value) ? value : [value])
            .flatMap((item) => String(item ?? '').split(','))
            .map((item) => item.trim())
            .filter((item) => item !== ''),
        z
          .array(idParamSchema())
          .max(purchasePlanMaxStyles, { error: 'purchasePlans.validation.tooManyStyles' }),
      )
      .optional(),
  }),
  response: purchasePlanInputsSchema,
});

/** A what-if: nothing is changed. Refused as the figures are for a plan of approved styles only. */
export const comparePurchasePlanBrands = defineContract({
  method: 'POST',
  path: '/api/purchasePlans/:id/brandComparison',
  summary:
    'The plan bought from another brand for one brand’s threads: the mapping (nearest ticket/tex and package, corrections), both sides and what the other brand cannot supply',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlans,
  status: 200,
  params: idParamsSchema,
  body: brandSwapRequest,
  response: brandComparisonSchema,
});

/**
 * Applies a brand swap to the operations of the plan's styles, in one transaction with an
 * audit entry for every operation changed; needs the right to edit styles too.
 */
export const applyPurchasePlanBrandSwap = defineContract({
  method: 'POST',
  path: '/api/purchasePlans/:id/brandSwap',
  summary:
    'Replace one brand by another in the thread lines of the plan’s styles (the mapping as compared), in one transaction',
  tags,
  access: 'tenant',
  permission: Permissions.PurchasePlansUpdate,
  status: 200,
  params: idParamsSchema,
  body: brandSwapRequest.extend({ concurrencyStamp: z.uuid() }),
  response: z.object({
    changedLines: z.number().int(),
    changedOperations: z.number().int(),
    styleIds: z.array(z.number().int()),
    concurrencyStamp: z.string(),
  }),
});
