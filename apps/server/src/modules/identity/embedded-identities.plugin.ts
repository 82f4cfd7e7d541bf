import { subjectIsSpoolUser, type ResolvePrincipal } from '../../platform/auth/token-verifier.js';
import type { Database, Tx } from '../../platform/db/database.js';
import { inHostTransaction, inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { unauthorized } from '../../platform/errors/http-problem.js';
import { createUsersRepository } from './users.repository.js';

/**
 * The token check of the embedded provider: its tokens name Spool's user (`sub`), who must
 * still exist, be active and not be locked out, so that an administrator who deactivates,
 * locks or deletes a user cuts them off at their next call, not when their token expires.
 * Answered 401, as for external sign-in: the browser then ends the session.
 */
export function embeddedIdentityResolver(database: Database): ResolvePrincipal {
  return async (token) => {
    const principal = await subjectIsSpoolUser(token);
    const work = (tx: Tx) => createUsersRepository(tx).findIdentityUser(principal.userId);
    const user =
      token.tenantId === undefined
        ? await inHostTransaction(database, work)
        : await inTenantTransaction(database, token.tenantId, work);
    if (!user?.isActive || (user.lockoutEnd !== null && user.lockoutEnd > new Date())) {
      throw unauthorized();
    }
    return principal;
  };
}
