import type { Database, Tx } from '../../../platform/db/database.js';
import type { IdentityDiscoveryConfig } from '../../../platform/env.js';
import {
  inHostTransaction,
  inSignInTransaction,
  inTenantTransaction,
} from '../../../platform/db/tenant-transaction.js';
import { createHttpIdentityDiscovery } from './http-identity-discovery.service.js';
import {
  createIdentityDirectoryRepository,
  type IdentityDirectoryRepository,
} from './identity-directory.repository.js';
import {
  createLocalIdentityDiscovery,
  type IdentityDirectory,
  type IdentityDiscovery,
} from './identity-discovery.service.js';
import { createRolesRepository } from '../roles/roles.repository.js';

/**
 * Identity discovery as configured: the external service at
 * IDENTITY_DISCOVERY_URL, or else Spool's own tables. Locally, a person's users
 * are found across tenants in the sign-in role's read-only transaction (the
 * only one that sees every tenant's users; it gains no right for this), and a
 * user's roles in a transaction of the user's own side.
 */
export function createIdentityDiscovery(
  database: Database,
  settings: IdentityDiscoveryConfig | undefined,
): IdentityDiscovery {
  if (settings) return createHttpIdentityDiscovery(settings);
  const read = <T>(work: (directory: IdentityDirectoryRepository) => Promise<T>) =>
    inSignInTransaction(database, (tx) => work(createIdentityDirectoryRepository(tx)));
  const directory: IdentityDirectory = {
    findUser: (id) => read((users) => users.findUser(id)),
    findUsersByEmail: (email) => read((users) => users.findUsersByEmail(email)),
    findOrganisations: (ids) => read((users) => users.findOrganisations(ids)),
    findRoleNamesOfUser: (user) => {
      const work = (tx: Tx) => createRolesRepository(tx).findRoleNamesOfUser(user.id);
      return user.tenantId === null
        ? inHostTransaction(database, work)
        : inTenantTransaction(database, user.tenantId, work);
    },
  };
  return createLocalIdentityDiscovery({ directory });
}
