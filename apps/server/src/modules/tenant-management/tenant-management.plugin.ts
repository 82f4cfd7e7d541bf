import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { TenantDatabases } from '../../platform/db/tenant-databases.js';
import type { Router } from '../../platform/http/router.js';
import { createAuditTrail } from '../audit-logging/index.js';
import { seedTenantCatalogueOnce } from '../catalogue/index.js';
import { createFeatureValuesRepository } from '../feature-management/index.js';
import { countTenantStyles } from '../styles/index.js';
import { createTenantsRepository } from '../tenancy/index.js';
import { tenantsRoutes } from './tenants.routes.js';
import { createTenantsService } from './tenants.service.js';

/** Tenant management (host side): tenants, each created with its administration. */
export function tenantManagementPlugin(
  app: FastifyInstance,
  { router, tenantDatabases }: { router: Router; tenantDatabases: TenantDatabases },
): void {
  const tenants = (tx: Tx, actor: Actor) =>
    createTenantsService({
      tx,
      audit: createAuditTrail(tx, actor),
      tenants: createTenantsRepository(tx),
      prepareTenant: seedTenantCatalogueOnce,
      tenantDatabases,
      countStyles: countTenantStyles,
      featureValues: createFeatureValuesRepository(tx),
    });
  tenantsRoutes(app, { router, tenants });
}

/**
 * A tenant's own database, prepared at its first use: the row its data points
 * at, and its catalogue.
 */
export async function prepareTenantDatabase(tx: Tx, tenantId: string): Promise<void> {
  await createTenantsRepository(tx).insertTenantPlaceholder(tenantId);
  await seedTenantCatalogueOnce(tx);
}
