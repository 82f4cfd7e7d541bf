import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import { seedTenantCatalogue } from '../catalogue/index.js';
import { createTenantsRepository } from '../tenancy/index.js';
import { tenantsRoutes } from './tenants.routes.js';
import { createTenantsService } from './tenants.service.js';

/** Tenant management (host side): tenants, each created with its administration. */
export function tenantManagementPlugin(app: FastifyInstance, { router }: { router: Router }): void {
  const tenants = (tx: Tx) =>
    createTenantsService({
      tx,
      tenants: createTenantsRepository(tx),
      prepareTenant: seedTenantCatalogue,
    });
  tenantsRoutes(app, { router, tenants });
}
