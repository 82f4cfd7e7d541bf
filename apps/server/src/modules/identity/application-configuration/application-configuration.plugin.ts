import type { FastifyInstance } from 'fastify';
import type { PreLogin } from '@spool/contracts';
import type { Principal } from '../../../platform/auth/token-verifier.js';
import type { Database, Tx } from '../../../platform/db/database.js';
import { inHostTransaction, inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import type { Router } from '../../../platform/http/router.js';
import {
  createFeatureValuesRepository,
  createFeaturesService,
} from '../../feature-management/index.js';
import { createTenantsRepository } from '../../tenancy/index.js';
import { createApplicationConfigurationService } from './application-configuration.service.js';
import { applicationConfigurationRoutes } from './application-configuration.routes.js';
import { createPermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import { createPermissionsService } from '../permissions/permissions.service.js';
import { createRolesRepository } from '../roles/roles.repository.js';
import { createUsersRepository } from '../users/users.repository.js';

export type ApplicationConfigurationService = ReturnType<
  typeof createApplicationConfigurationService
>;

function buildService(tx: Tx): ApplicationConfigurationService {
  return createApplicationConfigurationService({
    users: createUsersRepository(tx),
    roles: createRolesRepository(tx),
    tenants: createTenantsRepository(tx),
    permissions: createPermissionsService({ grants: createPermissionGrantsRepository(tx) }),
    features: createFeaturesService({ values: createFeatureValuesRepository(tx) }),
  });
}

/** Application configuration and pre-login: public, richer for a caller with a valid token. */
export function applicationConfigurationPlugin(
  app: FastifyInstance,
  deps: { router: Router; database: Database; preLogin: PreLogin },
): void {
  applicationConfigurationRoutes(app, {
    router: deps.router,
    preLogin: deps.preLogin,
    configuration:
      (principal: Principal | undefined) =>
      <T>(work: (service: ApplicationConfigurationService) => Promise<T>) =>
        principal?.tenantId
          ? inTenantTransaction(deps.database, principal.tenantId, (tx) => work(buildService(tx)))
          : inHostTransaction(deps.database, (tx) => work(buildService(tx))),
  });
}
