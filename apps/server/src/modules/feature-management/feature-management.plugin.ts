import type { FastifyInstance } from 'fastify';
import type { Router } from '../../platform/http/router.js';
import { createAuditTrail } from '../audit-logging/index.js';
import { createTenantsRepository } from '../tenancy/index.js';
import { featureManagementRoutes } from './feature-management.routes.js';
import { createFeatureValuesRepository } from './feature-values.repository.js';
import { createFeatureManagementService } from './features.service.js';

/** The feature management module's API: the host's and the tenants' features panels. */
export function featureManagementPlugin(
  app: FastifyInstance,
  { router }: { router: Router },
): void {
  featureManagementRoutes(app, {
    router,
    features: (tx, actor) =>
      createFeatureManagementService({
        values: createFeatureValuesRepository(tx),
        tenants: createTenantsRepository(tx),
        audit: createAuditTrail(tx, actor),
      }),
  });
}
