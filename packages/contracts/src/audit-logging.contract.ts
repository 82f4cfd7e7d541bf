import { z } from 'zod';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { pagingQuerySchema, textSchema } from './request-values.js';

/**
 * The audit log of administrative changes (who, what, when, before and after),
 * in the manner of ABP's Audit Logging module's entity changes: each tenant
 * has its own, and the host has its own. Read by the host administrator.
 */

/** `Duplicated`: a copy made of the entity (the entry is the copy's, `before` names its source). */
export const auditLogActions = [
  'Created',
  'Updated',
  'Deleted',
  'Duplicated',
  'Approved',
  'Reopened',
] as const;
export type AuditLogAction = (typeof auditLogActions)[number];

/** What an entry is about; `UserRoles` and `PermissionGrants` hold names, not rows. */
export const auditLogEntityTypes = [
  'User',
  'Role',
  'UserRoles',
  'PermissionGrants',
  'FeatureValues',
  'Tenant',
  'TenantConnectionString',
  'Style',
  'StyleSample',
  'Operation',
  'CustomSetting',
  'CustomSettingStitchType',
  'Customer',
  'Shade',
  'CostFile',
  'PurchasePlan',
  'Colourway',
  'SizeRange',
  /** What production used for an approved version of a style (its history's). */
  'StyleActuals',
] as const;
export type AuditLogEntityType = (typeof auditLogEntityTypes)[number];

export const auditLogEntrySchema = z.object({
  id: z.string(),
  /** The tenant whose log holds the entry; null: the host's. */
  tenantId: z.string().nullable(),
  executionTime: z.iso.datetime(),
  /** Who made the change, as named then. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  action: z.enum(auditLogActions),
  entityType: z.string(),
  entityId: z.string(),
  entityName: z.string().nullable(),
  /** The entity before the change (null when created) and after it (null when deleted); never a password. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntryDto = z.infer<typeof auditLogEntrySchema>;

export const auditLogsQuerySchema = z.object({
  /** A tenant's log; absent: the host's own. */
  tenantId: z.uuid().optional(),
  entityType: textSchema().trim().min(1).max(64).optional(),
  ...pagingQuerySchema(10),
});
export type AuditLogsQuery = z.infer<typeof auditLogsQuerySchema>;

/** One page of a log, newest first; 404 for a tenant that does not exist. */
export const getAuditLogs = defineContract({
  method: 'GET',
  path: '/api/audit-logging/audit-logs',
  summary: 'The audit log of the host or of one tenant, newest first',
  tags: ['Audit logging'],
  access: 'host',
  permission: Permissions.AuditLogs,
  status: 200,
  query: auditLogsQuerySchema,
  response: z.object({ items: z.array(auditLogEntrySchema), totalCount: z.number().int() }),
});
