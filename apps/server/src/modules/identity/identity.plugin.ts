import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.js';
import type { IdentityDiscoveryConfig } from '../../platform/env.js';
import type { Router } from '../../platform/http/router.js';
import { createIdentityDiscovery } from './identity-discovery.plugin.js';
import { identityDiscoveryRoutes } from './identity-discovery.routes.js';
import { identityUsersRoutes } from './identity-users.routes.js';
import { createIdentityUsersService } from './identity-users.service.js';
import { createUsersRepository } from './users.repository.js';

/** The identity module's API: users of the caller's side, and identity discovery. */
export function identityPlugin(
  app: FastifyInstance,
  deps: {
    router: Router;
    database: Database;
    identityDiscovery: IdentityDiscoveryConfig | undefined;
  },
): void {
  identityUsersRoutes(app, {
    router: deps.router,
    users: (tx) => createIdentityUsersService({ users: createUsersRepository(tx) }),
  });
  identityDiscoveryRoutes(app, {
    router: deps.router,
    discovery: createIdentityDiscovery(deps.database, deps.identityDiscovery),
  });
}
