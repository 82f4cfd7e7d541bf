import { z } from 'zod';
import {
  colourGroupSchema,
  costFileMaxBytes,
  costFileMaxRows,
  packageUnitSchema,
} from '@spool/domain';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { textSchema, wholeNumberSchema } from './request-values.js';

/**
 * The cost file of a tenant (platform-admin spec, sections 2, 3, 7 and 8): the price of one
 * package per brand, article, colour group, package size and unit, in the tenant's currency.
 * Every call here needs account type 101 (tenant administrator) besides its permission: 403
 * `Spool:Forbidden` otherwise.
 *
 * Files travel as base64 inside JSON, both ways, so that every call goes through the same
 * typed client (bearer token, language, error envelope):
 * - `GET /api/report/getCostFileReport` answers the complete cost data as an .xlsx file;
 *   `?template=true` answers the blank template instead (every package size of every brand,
 *   once per colour group, with empty prices). Both are named `Cost-file-{yyyy-mm-dd}.xlsx`.
 * - `POST /api/import` with `importType` 2 takes the .xlsx file (at most 5 MiB, at most 20,000
 *   rows below the header) in `file`, instead of the rows the browser reads for import type 1.
 */

/** The media type of an .xlsx workbook. */
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The account type (token claim) of tenant administrators, the only ones with a cost file section. */
export const costFileAccountType = 101;

/** The import type of the cost file (1 is the style spreadsheet). */
export const costFileImportType = 2;

/** Limits of an uploaded cost file (the domain's rules; repeated here for the browser). */
export const costFileLimits = { maxBytes: costFileMaxBytes, maxRows: costFileMaxRows } as const;

/** The fill of a marked cell (light red), as #RRGGBB. */
export const costFileErrorColor = '#FFC7CE';

/** A file in JSON: its name, media type and content in base64. */
export const spreadsheetFileSchema = z.object({
  fileName: z.string(),
  contentType: z.literal(xlsxContentType),
  /** The file's bytes, base64. */
  content: z.string(),
});
export type SpreadsheetFileDto = z.infer<typeof spreadsheetFileSchema>;

/** One price of the cost file, with what it names. */
export const costEntryDtoSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brand: z.string(),
  /** '' when the price is for every article of the brand in that package size. */
  article: z.string(),
  colourGroup: colourGroupSchema,
  packageSizeId: z.number().int(),
  /** Length of the package in metres. */
  packageSize: z.number(),
  /** The unit the package is labelled in. */
  unit: packageUnitSchema,
  /** Price of one package in `currencyUnit`. */
  price: z.number(),
});
export type CostEntryDto = z.infer<typeof costEntryDtoSchema>;

export const costFileDtoSchema = z.object({
  /** The name of the file last uploaded; null before the first upload. */
  name: z.string().nullable(),
  /** When that file was uploaded (ISO date-time); null before the first upload. */
  lastUpdatedTime: z.iso.datetime().nullable(),
  /** ISO 4217 currency of the prices (the tenant's system configuration). */
  currencyUnit: z.string(),
  entries: z.array(costEntryDtoSchema),
});
export type CostFileDto = z.infer<typeof costFileDtoSchema>;

export const getCostFile = defineContract({
  method: 'GET',
  path: '/api/costFile',
  summary: "The tenant's cost file: its name, when it was uploaded, and its prices",
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  response: costFileDtoSchema,
});

export const costFileReportQuerySchema = z.object({
  /** `true`: the blank template instead of the complete cost data. */
  template: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
});

export const getCostFileReport = defineContract({
  method: 'GET',
  path: '/api/report/getCostFileReport',
  summary: 'The complete cost data as .xlsx (base64), or with ?template=true the blank template',
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: costFileReportQuerySchema,
  response: spreadsheetFileSchema,
});

/**
 * The import request of the specification (importType, name, rows, seamLengthUnit,
 * tktTexVal), for import type 2: the workbook itself travels in `file` (base64) in place of
 * the rows, and the server reads it. `seamLengthUnit` and `tktTexVal` are accepted and not used
 * by the cost file.
 */
export const importCostFileBodySchema = z.object({
  importType: z.literal(costFileImportType, { error: 'validation.invalid' }),
  /** The file's name, shown as the cost file's name. */
  name: textSchema({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(100, { error: 'validation.maxLength' }),
  /** The .xlsx file, base64. */
  file: textSchema({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
  seamLengthUnit: wholeNumberSchema().optional(),
  tktTexVal: textSchema().optional(),
});
export type ImportCostFileBody = z.infer<typeof importCostFileBodySchema>;

/** A marked cell: its column (from 1), fill colour and the comment that says what is wrong. */
export const importCellSchema = z.object({
  index: z.number().int(),
  color: z.string(),
  comment: z.string(),
});

/**
 * The answer of an import (the specification's error flag and rows with cells). A file with
 * any error changes nothing: `error` is true, `rows` lists the rows with marked cells (`index`
 * is the row's number in the sheet, the header being 1) and `markedFile` is the uploaded sheet
 * with those cells filled and commented, to fix and upload again. Otherwise the prices replace
 * the tenant's cost file and `savedRows` says how many were saved.
 */
export const importResultSchema = z.object({
  error: z.boolean(),
  message: z.string(),
  rows: z.array(
    z.object({
      /** A row of the style import's Colourways sheet; others are the first sheet's. */
      sheet: z.literal('colourways').optional(),
      index: z.number().int(),
      cells: z.array(importCellSchema),
    }),
  ),
  savedRows: z.number().int(),
  /** Styles saved by a style import (import type 1); 0 for the cost file and for a refusal. */
  savedStyles: z.number().int(),
  markedFile: spreadsheetFileSchema.nullable(),
});
export type ImportResultDto = z.infer<typeof importResultSchema>;

export const importCostFile = defineContract({
  method: 'POST',
  path: '/api/import',
  summary:
    'Upload the cost file (import type 2, .xlsx in base64): replaces every price or marks the errors',
  tags: ['Settings'],
  access: 'tenant',
  permission: Permissions.SettingsUpdate,
  status: 200,
  body: importCostFileBodySchema,
  response: importResultSchema,
});
