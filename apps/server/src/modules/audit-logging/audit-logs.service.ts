import { DomainError } from '@spool/domain';
import type { TenantsRepository } from '../tenancy/index.js';
import type { AuditLogEntry, AuditLogRepository } from './audit-log.repository.js';

export type { AuditLogEntry } from './audit-log.repository.js';

/** The host administrator's reading of the audit logs: the host's own, or one tenant's. */
export function createAuditLogsService({
  log,
  tenants,
}: {
  log: Pick<AuditLogRepository, 'findEntries'>;
  tenants: Pick<TenantsRepository, 'findTenant'>;
}) {
  return {
    /** Newest first; a tenant that does not exist is NotFound (a deleted tenant's log goes with it). */
    async findAuditLogs(query: {
      tenantId?: string | undefined;
      entityType?: string | undefined;
      skip: number;
      take: number;
    }): Promise<{ items: AuditLogEntry[]; totalCount: number }> {
      if (query.tenantId !== undefined && !(await tenants.findTenant(query.tenantId))) {
        throw new DomainError('Spool:NotFound', { id: query.tenantId });
      }
      return log.findEntries({
        tenantId: query.tenantId ?? null,
        entityType: query.entityType,
        skip: query.skip,
        take: query.take,
      });
    },
  };
}

export type AuditLogsService = ReturnType<typeof createAuditLogsService>;
