import type { FastifyInstance } from 'fastify';
import type { Database, Tx } from '../../platform/db/database.js';
import type { IdentityDiscoveryConfig } from '../../platform/env.js';
import type { Router } from '../../platform/http/router.js';
import type { Translator } from '../../platform/i18n.js';
import { createAuditTrail } from '../audit-logging/index.js';
import { createIdentityDiscovery } from './discovery/identity-discovery.plugin.js';
import { identityDiscoveryRoutes } from './discovery/identity-discovery.routes.js';
import { identityUsersRoutes } from './users/identity-users.routes.js';
import { createIdentityUsersService } from './users/identity-users.service.js';
import { permissionManagementRoutes } from './permissions/permission-management.routes.js';
import { createPermissionManagementService } from './permissions/permission-management.service.js';
import { createPermissionGrantsRepository } from './permissions/permission-grants.repository.js';
import { createRolesRepository } from './roles/roles.repository.js';
import { rolesRoutes } from './roles/roles.routes.js';
import { createRolesService } from './roles/roles.service.js';
import { createUsersRepository } from './users/users.repository.js';

/**
 * The identity module's API: users, roles and their permissions on the
 * caller's side (in the manner of ABP's Identity and Permission Management
 * modules), and identity discovery.
 */
export function identityPlugin(
  app: FastifyInstance,
  deps: {
    router: Router;
    database: Database;
    translator: Translator;
    identityDiscovery: IdentityDiscoveryConfig | undefined;
  },
): void {
  const { router } = deps;
  identityUsersRoutes(app, {
    router,
    users: (tx: Tx, actor) =>
      createIdentityUsersService({
        users: createUsersRepository(tx),
        roles: createRolesRepository(tx),
        grants: createPermissionGrantsRepository(tx),
        audit: createAuditTrail(tx, actor),
      }),
  });
  rolesRoutes(app, {
    router,
    roles: (tx: Tx, actor) =>
      createRolesService({
        roles: createRolesRepository(tx),
        grants: createPermissionGrantsRepository(tx),
        audit: createAuditTrail(tx, actor),
      }),
  });
  permissionManagementRoutes(app, {
    router,
    translator: deps.translator,
    permissions: (tx: Tx, caller) =>
      createPermissionManagementService({
        side: caller.tenantId === undefined ? 'host' : 'tenant',
        users: createUsersRepository(tx),
        roles: createRolesRepository(tx),
        grants: createPermissionGrantsRepository(tx),
        audit: createAuditTrail(tx, caller),
      }),
  });
  identityDiscoveryRoutes(app, {
    router,
    discovery: createIdentityDiscovery(deps.database, deps.identityDiscovery),
  });
}
