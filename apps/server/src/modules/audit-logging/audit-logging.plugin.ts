import type { FastifyInstance } from 'fastify';
import type { Router } from '../../platform/http/router.js';
import { createTenantsRepository } from '../tenancy/index.js';
import { createAuditLogRepository } from './audit-log.repository.js';
import { auditLoggingRoutes } from './audit-logging.routes.js';
import { createAuditLogsService } from './audit-logs.service.js';

/** The audit logging module's API: the host administrator reads the audit logs. */
export function auditLoggingPlugin(app: FastifyInstance, { router }: { router: Router }): void {
  auditLoggingRoutes(app, {
    router,
    auditLogs: (tx) =>
      createAuditLogsService({
        log: createAuditLogRepository(tx),
        tenants: createTenantsRepository(tx),
      }),
  });
}
