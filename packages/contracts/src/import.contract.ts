import { z } from 'zod';
import {
  styleSheetColumns,
  styleSheetImportType,
  styleSheetMaxBytes,
  styleSheetMaxRows,
} from '@spool/domain';
import { defineContract, fileResponseSchema } from './contract.js';
import { importCostFileBodySchema, importResultSchema } from './cost-file.contract.js';
import { Permissions } from './permissions.js';
import { textSchema } from './request-values.js';

/**
 * The spreadsheet import of styles (platform-admin spec, sections 2, 3, 5, 8 and 9), import
 * type 1 of `POST /api/import` (2 is the cost file):
 * 1. `GET /api/import/template` downloads the blank template (.xlsx, in the caller's language);
 * 2. `POST /api/import/read` reads a dropped file (.xlsx or .csv, base64) on the server, in a
 *    worker thread, and answers the first sheet's rows as texts for the preview;
 * 3. `POST /api/import` with `importType` 1 sends those rows with the import's units; the
 *    answer is the specification's error flag and rows with marked cells (nothing saved), or
 *    the styles saved, all in one transaction;
 * 4. `GET /api/import/progress/{id}` tells how far an import sent with that `progressId` is.
 */

/** Limits of a style spreadsheet (the domain's rules; repeated here for the browser). */
export const styleImportLimits = {
  maxBytes: styleSheetMaxBytes,
  maxRows: styleSheetMaxRows,
  columns: styleSheetColumns.length,
} as const;

/** The longest cell text read from a sheet: far beyond any column's limit, to keep rows bounded. */
export const styleImportMaxCellLength = 1_000;

/** Cells of a Colourways row: its six columns and a thread column each for many threads. */
export const colourwayRowMaxCells = 256;

export const readSpreadsheetBodySchema = z.object({
  /** The file's name: `.xlsx` or `.csv`. */
  fileName: textSchema({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(255, { error: 'validation.maxLength' }),
  /** The file's bytes, base64. */
  content: textSchema({ error: 'validation.required' }).min(1, { error: 'validation.required' }),
});
export type ReadSpreadsheetBody = z.infer<typeof readSpreadsheetBodySchema>;

export const readSpreadsheetResultSchema = z.object({
  /** The first sheet's rows, from row 1 (the header), each as its cells' texts. */
  rows: z.array(z.array(z.string())),
  /** The Colourways sheet's rows, from its header, when the workbook has one. */
  colourwayRows: z.array(z.array(z.string())).optional(),
});
export type ReadSpreadsheetResult = z.infer<typeof readSpreadsheetResultSchema>;

export const readStyleSpreadsheet = defineContract({
  method: 'POST',
  path: '/api/import/read',
  summary: 'Read a style spreadsheet (.xlsx or .csv, base64): the first sheet as rows of texts',
  tags: ['Import'],
  access: 'tenant',
  permission: Permissions.Import,
  status: 200,
  body: readSpreadsheetBodySchema,
  response: readSpreadsheetResultSchema,
});

/** The import request of the specification for import type 1: the sheet's rows, header first. */
export const importStylesBodySchema = z.object({
  importType: z.literal(styleSheetImportType, { error: 'validation.invalid' }),
  /** The file's name, for the marked sheet's name. */
  name: textSchema({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(255, { error: 'validation.maxLength' }),
  rows: z
    .array(
      z
        .array(textSchema().max(styleImportMaxCellLength, { error: 'validation.maxLength' }))
        .max(64, { error: 'validation.invalid' }),
    )
    .min(1, { error: 'validation.required' })
    .max(styleSheetMaxRows + 1, { error: 'validation.max' }),
  /** 0: seam lengths in cm; 1: in inches. */
  seamLengthUnit: z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }),
  /** Whether the Ticket/Tex column holds tickets or texes. */
  tktTexVal: z.enum(['Tkt', 'Tex'], { error: 'validation.invalid' }),
  /** Chosen by the browser, to follow the import with `GET /api/import/progress/{id}`. */
  progressId: z.uuid({ error: 'validation.invalid' }).optional(),
  /**
   * The optional Colourways sheet's rows, header first: style, colourway, DTM shade, size
   * range, size, quantity, then a column per thread ("Brand Ticket Shade").
   */
  colourwayRows: z
    .array(
      z
        .array(textSchema().max(styleImportMaxCellLength, { error: 'validation.maxLength' }))
        .max(colourwayRowMaxCells, { error: 'validation.invalid' }),
    )
    .max(styleSheetMaxRows + 1, { error: 'validation.max' })
    .optional(),
});
export type ImportStylesBody = z.infer<typeof importStylesBodySchema>;

/** `POST /api/import`: the style spreadsheet's rows (type 1) or the cost file (type 2). */
export const importSpreadsheetBodySchema = z.discriminatedUnion(
  'importType',
  [importStylesBodySchema, importCostFileBodySchema],
  { error: 'validation.invalid' },
);

export const importSpreadsheet = defineContract({
  method: 'POST',
  path: '/api/import',
  summary:
    'Import styles (type 1: the sheet rows) or upload the cost file (type 2: the .xlsx in base64); a sheet with any error saves nothing and answers its marked cells',
  tags: ['Import'],
  access: 'tenant',
  anyPermissionOf: [Permissions.Import, Permissions.SettingsUpdate],
  status: 200,
  body: importSpreadsheetBodySchema,
  response: importResultSchema,
});

export const importTemplateQuerySchema = z.object({});

export const getImportTemplate = defineContract({
  method: 'GET',
  path: '/api/import/template',
  summary:
    'The blank style spreadsheet (.xlsx) with its drop-down lists and a sheet explaining each column',
  tags: ['Import'],
  access: 'tenant',
  permission: Permissions.Import,
  status: 200,
  response: fileResponseSchema,
  produces: 'file',
});

export const importProgressSchema = z.object({
  phase: z.enum(['checking', 'saving', 'done']),
  /** Rows checked, or styles saved, so far. */
  done: z.number().int(),
  /** Rows to check, or styles to save. */
  total: z.number().int(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

/**
 * Answered from memory without a database transaction, so that it answers while the import
 * holds the embedded database's one connection; the random id the importer chose is what
 * finds it (within the caller's tenant).
 */
export const getImportProgress = defineContract({
  method: 'GET',
  path: '/api/import/progress/:id',
  summary: 'How far the import sent with this progressId is (this server process only)',
  tags: ['Import'],
  access: 'tenant',
  status: 200,
  params: z.object({ id: z.uuid({ error: 'validation.invalid' }) }),
  response: importProgressSchema,
});
