import { z } from 'zod';
import { defineContract, fileResponseSchema } from './contract.js';
import { Permissions } from './permissions.js';
import { idParamSchema, idParamsSchema } from './request-values.js';

/**
 * The two reports of a style (core-domain spec, sections 3 and 7): the data of
 * the Single Garment Consumption and Thread Usage reports as JSON (the paths
 * the PDFs are made from), the same data as CSV or PDF files, whether reports
 * can be made, and the stored single garment consumption shown in the grid.
 */
const styleIdParams = idParamsSchema;
const tags = ['Reports'];
const nullableNumber = z.number().nullable();

const styleDetailsSchema = z.object({
  name: z.string(),
  customer: z.string(),
  createdBy: z.string(),
  productCategory: z.string(),
  productType: z.string(),
  weightType: z.enum(['light', 'standard', 'heavy']),
  color: z.string(),
  size: z.string(),
  description: z.string(),
  quantity: z.number(),
  noOfProductionLines: z.number(),
  allowance: z.number(),
  tktOrTex: z.enum(['tkt', 'tex']),
});

/**
 * A thread with a value no estimate can use (stored before the forms refused it): the reports
 * print the rest, mark it, and leave its packages and cost out until it is corrected.
 */
const unusableThreadSchema = z.object({
  brand: z.string(),
  ticket: z.number(),
  field: z.enum(['ticket', 'tex', 'packageLength']),
  value: z.number(),
});

const styleOperationLineSchema = z.object({
  needleName: z.string(),
  brand: z.string(),
  ticketTex: z.number(),
  shade: z.string().nullable(),
  article: z.string().nullable(),
  threadConsumption: z.number(),
  threadQuantity: z.number(),
  consumptionPerTen: z.number(),
});

export const singleGarmentReportSchema = z.object({
  lengthUnit: z.enum(['metric', 'imperial']),
  threadLengthUnit: z.enum(['m', 'yd']),
  styleDetails: styleDetailsSchema,
  threadConsumptionSummaries: z.array(
    z.object({
      brand: z.string(),
      ticketTex: z.number(),
      shade: z.string().nullable(),
      totalThreadConsumption: z.number(),
    }),
  ),
  totalConsumption: z.number(),
  operationSummary: z.array(
    z.object({
      description: z.string(),
      stitchTypeCode: z.string(),
      stitchTypeName: z.string(),
      seamLength: nullableNumber,
      rate: nullableNumber,
      bight: nullableNumber,
      seamThickness: nullableNumber,
      quantity: nullableNumber,
      machines: z.number(),
      threadConsumption: z.number(),
      styleOperations: z.array(styleOperationLineSchema),
    }),
  ),
  isTensionSettingsChanged: z.boolean(),
  unusableThreads: z.array(unusableThreadSchema),
});
export type SingleGarmentReportDto = z.infer<typeof singleGarmentReportSchema>;

export const threadUsageReportSchema = z.object({
  styleName: z.string(),
  threadLengthUnit: z.enum(['m', 'yd']),
  garments: z.number(),
  productionLines: z.number(),
  allowancePercent: z.number(),
  /** Spelt as the specification spells it. */
  threaRequirementDetails: z.array(
    z.object({
      brand: z.string(),
      article: z.string().nullable(),
      ticketTex: z.number(),
      shade: z.string().nullable(),
      packageLength: z.number(),
      requirement: z.number(),
      quantity: z.number(),
      unit: z.enum(['m', 'yd']),
      price: nullableNumber,
      cost: nullableNumber,
      missingPrice: z.enum(['noColourGroup', 'noCostFileRow', 'ambiguousCostFileRows']).nullable(),
    }),
  ),
  currencyUnit: z.string(),
  totalCost: nullableNumber,
  hasMissingPrices: z.boolean(),
  averageThreadCost: nullableNumber,
  machines: z.number(),
  totalUnusedThread: z.object({
    unusedThreadItems: z.array(
      z.object({
        brand: z.string(),
        article: z.string().nullable(),
        ticketTex: z.number(),
        shade: z.string().nullable(),
        /** Unused thread N x P - R, in the report's unit. */
        threadConsumption: z.number(),
        /** 0 or 1: the last package the requirement opens and does not empty. */
        partPackages: z.number(),
        /** Bought only because every thread position on every machine needs its own package. */
        extraPackages: z.number(),
        /** What reconciles the line: N = full + part + extra, N x P = requirement + unused. */
        requirement: z.number(),
        packagesBought: z.number(),
        fullPackages: z.number(),
        /** P in the report's unit (m or yd). */
        packageLength: z.number(),
      }),
    ),
    partPackages: z.number(),
    extraPackages: z.number(),
    totalUnuseThread: z.number(),
    requirement: z.number(),
    packagesBought: z.number(),
    fullPackages: z.number(),
  }),
  isTensionSettingsChanged: z.boolean(),
  /** Threads left out of the requirement, with what to correct. */
  unusableThreads: z.array(unusableThreadSchema),
});
export type ThreadUsageReportDto = z.infer<typeof threadUsageReportSchema>;

export const getSingleGarmentReportData = defineContract({
  method: 'GET',
  path: '/api/report/singleGarmentPdf/:id',
  summary: 'The Single Garment Consumption report of a style, as data',
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  params: styleIdParams,
  response: singleGarmentReportSchema,
});

export const getThreadUsageReportData = defineContract({
  method: 'GET',
  path: '/api/report/threadGarmentPdf/:id',
  summary: 'The Thread Usage report of a style, as data',
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  params: styleIdParams,
  response: threadUsageReportSchema,
});

export const reportExistsQuerySchema = z.object({ styleId: idParamSchema() });

/** True when the style has operations and every one is complete: both reports can be made. */
export const getReportsExist = defineContract({
  method: 'GET',
  path: '/api/singleGarmentAndThreadUsageReportExist',
  summary: 'Whether the reports of a style can be made',
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  query: reportExistsQuerySchema,
  response: z.boolean(),
});

/**
 * Whether a style's reports are out of date because a tension setting it uses changed (core-domain
 * spec, section 8: "The tension setting of Stitch type code/s have been changed"): a stitch
 * value of its custom setting, for a stitch code its operations use, changed after its
 * reports were last printed. Never for a style whose reports were never printed. Printing a
 * report again clears it.
 */
export const tensionSettingsChangedSchema = z.object({
  isTensionSettingsChanged: z.boolean(),
  /** The stitch codes whose values changed since, in the order the operations use them. */
  stitchTypeCodes: z.array(z.string()),
});
export type TensionSettingsChanged = z.infer<typeof tensionSettingsChangedSchema>;

export const getTensionSettingsChanged = defineContract({
  method: 'GET',
  path: '/api/report/tensionSettingsChanged',
  summary: 'Whether a tension setting the style uses changed since its reports were printed',
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  query: reportExistsQuerySchema,
  response: tensionSettingsChangedSchema,
});

/**
 * A style's figures without printing (the same engine and data as its reports): each complete
 * operation's thread per garment, and, once every operation is complete, the single garment
 * consumption and the average thread cost per garment. Lengths in the tenant's unit (m or yd),
 * unrounded: the screens round them by `figureRules`, as the reports do.
 */
export const styleFiguresSchema = z.object({
  /** The style has operations and every one is complete. */
  complete: z.boolean(),
  threadLengthUnit: z.enum(['m', 'yd']),
  /** Null until the style is complete. */
  singleGarmentConsumption: nullableNumber,
  /** Null until the style is complete, or while a thread has no price in the cost file. */
  costPerGarment: nullableNumber,
  currencyUnit: z.string(),
  hasMissingPrices: z.boolean(),
  /** Every operation, in the report's order; null for an incomplete one. */
  operations: z.array(z.object({ id: z.number(), threadPerGarment: nullableNumber })),
  /**
   * The threads with a value no estimate can use (stored before the forms refused it): the
   * reports leave their packages and cost out, so the cost per garment is null while any is here.
   */
  unusableThreads: z.array(unusableThreadSchema),
});
export type StyleFiguresDto = z.infer<typeof styleFiguresSchema>;

export const getStyleFigures = defineContract({
  method: 'GET',
  path: '/api/styles/:id/figures',
  summary: "A style's thread per operation, single garment consumption and cost per garment",
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  params: styleIdParams,
  response: styleFiguresSchema,
});

/** Stores the style's single garment consumption (computed by the server) for the styles grid. */
export const updateSingleGarmentConsumption = defineContract({
  method: 'PUT',
  path: '/api/updateSingleGarmentConsumption/:id',
  summary: "Store the style's single garment consumption shown in the grid",
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  params: styleIdParams,
  response: z.object({ id: z.number(), singleGarmentConsumption: z.number() }),
});

/**
 * A report as a file: CSV by default (SingleGarmentReport.csv, ThreadUsageReport.csv, in the
 * caller's language), or PDF with `format=pdf` ({style}_SGC.pdf, {style}_TU.pdf).
 */
export const reportFileQuerySchema = z.object({
  format: z.enum(['csv', 'pdf']).default('csv'),
});

export const downloadSingleGarmentReport = defineContract({
  method: 'GET',
  path: '/api/report/singleGarment/:id',
  summary: 'The Single Garment Consumption report as CSV or PDF',
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  params: styleIdParams,
  query: reportFileQuerySchema,
  response: fileResponseSchema,
  produces: 'file',
});

export const downloadThreadUsageReport = defineContract({
  method: 'GET',
  path: '/api/report/threadUsage/:id',
  summary: 'The Thread Usage report as CSV or PDF',
  tags,
  access: 'tenant',
  permission: Permissions.Reports,
  status: 200,
  params: styleIdParams,
  query: reportFileQuerySchema,
  response: fileResponseSchema,
  produces: 'file',
});
