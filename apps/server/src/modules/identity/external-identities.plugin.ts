import type { ResolvePrincipal } from '../../platform/auth/token-verifier.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { inHostTransaction, inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { unauthorized } from '../../platform/errors/http-problem.js';
import { createTenantsRepository } from '../tenancy/index.js';
import { createExternalIdentitiesService } from './external-identities.service.js';
import { createRolesRepository } from './roles.repository.js';
import { createUsersRepository } from './users.repository.js';

/**
 * The token check of external sign-in: maps each verified token to Spool's
 * user in a transaction of its own, committed before the request's work, so
 * that a user created on first sign-in stays even when the request then fails
 * (an administrator must see them to grant roles). Nothing is cached across
 * requests: a deactivated user is refused at their next call.
 *
 * A token that maps to no Spool user (unknown tenant; no tenant and no linked
 * host user; deactivated user) is answered 401, not 403: there is no
 * authenticated Spool principal to whom a permission could be denied, and the
 * browser answers 401 by ending the session instead of keeping a token that
 * fails every call.
 */
export function externalIdentityResolver(database: Database): ResolvePrincipal {
  return async (token) => {
    const work = (tx: Tx) =>
      createExternalIdentitiesService({
        users: createUsersRepository(tx),
        roles: createRolesRepository(tx),
        tenants: createTenantsRepository(tx),
      }).principalFor(token);
    const result =
      token.tenantId === undefined
        ? await inHostTransaction(database, work)
        : await inTenantTransaction(database, token.tenantId, work);
    if (result.kind === 'refused') throw unauthorized();
    return result.principal;
  };
}
