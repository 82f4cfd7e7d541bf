import { z } from 'zod';
import { auditLogActions, auditLogEntityTypes } from './audit-logging.contract.js';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { idParamsSchema, pagingQuerySchema, wholeNumberParamSchema } from './request-values.js';

/**
 * The history of one thing a tenant edits (a style with its operations, a custom setting,
 * the shades, the cost file): its changes from the audit log, with the fields that changed
 * before and after, merged with its usage events (a report printed, the import that made
 * it), newest first. Whoever may see the thing may read its history.
 */

export const historyUsageKinds = [
  'styleImport',
  'costFileImport',
  'singleGarmentReport',
  'threadUsageReport',
] as const;
export type HistoryUsageKind = (typeof historyUsageKinds)[number];

export const historyEntrySchema = z.object({
  id: z.string(),
  time: z.iso.datetime(),
  /** Who, as named then. */
  userName: z.string().nullable(),
  /** A change: what was done to which entity (null for a usage event). */
  action: z.enum(auditLogActions).nullable(),
  entityType: z.enum(auditLogEntityTypes).nullable(),
  entityName: z.string().nullable(),
  /** The changed fields before and after (a creation has no before, a deletion no after). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** A usage event: a report downloaded (pdf or csv) or an import (its rows). */
  usage: z
    .object({
      kind: z.enum(historyUsageKinds),
      format: z.enum(['pdf', 'csv']).nullable(),
      rowCount: z.number().int().nullable(),
    })
    .nullable(),
});
export type HistoryEntryDto = z.infer<typeof historyEntrySchema>;

export const historyQuerySchema = z.object({ ...pagingQuerySchema(20) });
export const historyPageSchema = z.object({
  items: z.array(historyEntrySchema),
  totalCount: z.number().int(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

const tags = ['History'];

/** A style's history: its own changes and its operations', its reports and its import. */
export const getStyleHistory = defineContract({
  method: 'GET',
  path: '/api/style/:id/history',
  summary: 'The history of a style and its operations, newest first',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  params: idParamsSchema,
  query: historyQuerySchema,
  response: historyPageSchema,
});

/** A custom setting's history (0, the built-in Default, never changes: an empty history). */
export const getCustomSettingHistory = defineContract({
  method: 'GET',
  path: '/api/customSetting/:id/history',
  summary: 'The history of a custom setting and its stitch type values, newest first',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  params: z.object({ id: wholeNumberParamSchema() }),
  query: historyQuerySchema,
  response: historyPageSchema,
});

export const getShadeHistory = defineContract({
  method: 'GET',
  path: '/api/shade/history',
  summary: 'The history of the shades, newest first',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: historyQuerySchema,
  response: historyPageSchema,
});

export const getCostFileHistory = defineContract({
  method: 'GET',
  path: '/api/costFile/history',
  summary: 'The history of the cost file (its imports), newest first',
  tags,
  access: 'tenant',
  permission: Permissions.Catalogue,
  status: 200,
  query: historyQuerySchema,
  response: historyPageSchema,
});
