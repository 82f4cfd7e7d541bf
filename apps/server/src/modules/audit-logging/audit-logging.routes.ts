import type { FastifyInstance } from 'fastify';
import { getAuditLogs, type AuditLogEntryDto } from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { AuditLogEntry, AuditLogsService } from './audit-logs.service.js';

function toAuditLogEntryDto(entry: AuditLogEntry): AuditLogEntryDto {
  return { ...entry, executionTime: entry.executionTime.toISOString() };
}

/** The audit logs, for the host; the permission is in the contract. */
export function auditLoggingRoutes(
  app: FastifyInstance,
  deps: { router: Router; auditLogs: (tx: Tx) => AuditLogsService },
): void {
  deps.router.route(app, getAuditLogs, async ({ query }, { tx }) => {
    const page = await deps.auditLogs(tx).findAuditLogs({
      tenantId: query.tenantId,
      entityType: query.entityType,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toAuditLogEntryDto), totalCount: page.totalCount };
  });
}
