import { z } from 'zod';
import {
  operationPasteColumns,
  operationPasteMaxRows,
  operationPasteMessages,
  type OperationPasteMessage,
} from '@spool/domain';
import { defineContract } from './contract.js';
import { styleImportMaxCellLength } from './import.contract.js';
import { Permissions } from './permissions.js';
import { idParamSchema, textSchema } from './request-values.js';

/**
 * Operations pasted into a style's operation list from a spreadsheet: the rows are checked
 * cell by cell with the import's rules (nothing saved), then the good ones are added in one
 * transaction. Lengths and thread sizes are read in the units the planner works in.
 */
const tags = ['Operations'];
const styleParams = z.object({ id: idParamSchema() });

const cellsSchema = z
  .array(textSchema().max(styleImportMaxCellLength, { error: 'validation.maxLength' }))
  .max(64, { error: 'validation.invalid' });

const unitsSchema = {
  /** 0: seam lengths in cm; 1: in inches. */
  seamLengthUnit: z.union([z.literal(0), z.literal(1)], { error: 'validation.invalid' }),
  /** Whether the Ticket/Tex column holds tickets or texes. */
  tktTexVal: z.enum(['Tkt', 'Tex'], { error: 'validation.invalid' }),
};

const pasteColumnSchema = z.enum(operationPasteColumns, { error: 'validation.invalid' });

export const pasteLayoutSchema = z.object({
  hasHeader: z.boolean(),
  /** Per pasted column, the operation column it holds; null: left out. */
  columns: z.array(pasteColumnSchema.nullable()).max(64, { error: 'validation.invalid' }),
});

export const checkPastedOperationsBodySchema = z.object({
  /** The pasted rows as the clipboard gave them (a header first, or not). */
  rows: z
    .array(cellsSchema)
    .min(1, { error: 'validation.required' })
    .max(operationPasteMaxRows + 1, { error: 'validation.max' }),
  /** Null: worked out from row 1 (a header, by its names in any language, or the template's order). */
  layout: pasteLayoutSchema.nullable(),
  ...unitsSchema,
});
export type CheckPastedOperationsBody = z.infer<typeof checkPastedOperationsBodySchema>;

export const pasteIssueSchema = z.object({
  /** From 1, as `rows` of the answer number them. */
  row: z.number().int(),
  /** From 1, in `operationPasteColumns` order. */
  column: z.number().int(),
  /** An i18n key (`import.sheet.*`) and its values. */
  message: z.enum(
    Object.values(operationPasteMessages) as [OperationPasteMessage, ...OperationPasteMessage[]],
  ),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PasteIssueDto = z.infer<typeof pasteIssueSchema>;

export const pastedOperationsCheckSchema = z.object({
  layout: pasteLayoutSchema.extend({ needsMapping: z.boolean() }),
  /** The data rows in `operationPasteColumns` order, trimmed, blank rows left out. */
  rows: z.array(z.array(z.string())),
  issues: z.array(pasteIssueSchema),
});
export type PastedOperationsCheck = z.infer<typeof pastedOperationsCheckSchema>;

export const checkPastedOperations = defineContract({
  method: 'POST',
  path: '/api/style/:id/operations/paste/check',
  summary:
    'Check rows pasted from a spreadsheet as operations of the style, cell by cell with the import’s rules; nothing is saved',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: styleParams,
  body: checkPastedOperationsBodySchema,
  response: pastedOperationsCheckSchema,
});

export const addPastedOperations = defineContract({
  method: 'POST',
  path: '/api/style/:id/operations/paste',
  summary:
    'Add rows pasted from a spreadsheet (in the operation columns’ order) as operations of the style, in one transaction; 400 and nothing saved when a cell is wrong',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 201,
  params: styleParams,
  body: z.object({
    rows: z
      .array(cellsSchema)
      .min(1, { error: 'validation.required' })
      .max(operationPasteMaxRows, { error: 'validation.max' }),
    ...unitsSchema,
  }),
  response: z.object({ ids: z.array(z.number().int()) }),
});
