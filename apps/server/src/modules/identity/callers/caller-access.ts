import type { Caller, CallerAccess } from '../../../platform/auth/caller-access.js';
import {
  subjectIsSpoolUser,
  type Principal,
  type VerifiedToken,
} from '../../../platform/auth/token-verifier.js';
import type { Database, Tx } from '../../../platform/db/database.js';
import { inHostTransaction, inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { unauthorized } from '../../../platform/http/http-problem.js';
import { createTenantsRepository } from '../../tenancy/index.js';
import { accessVersionOf, accessVersionRead } from './access-versions.repository.js';
import {
  createExternalIdentitiesService,
  externalSubjectKey,
} from '../sign-in/external-identities.service.js';
import { createPermissionGrantsRepository } from '../permissions/permission-grants.repository.js';
import { createPermissionsService } from '../permissions/permissions.service.js';
import { createRolesRepository } from '../roles/roles.repository.js';
import { createUsersRepository } from '../users/users.repository.js';

/** What is kept of a caller between requests, with the access version it was read at. */
type Kept = {
  version: number;
  keptUntil: number;
  /** The user may not call (deactivated, deleted); a lockout is kept as its end. */
  refused: boolean;
  userId: string;
  userName: string | null;
  lockoutEnd: Date | null;
  permissions: ReadonlySet<string>;
  tenantDatabase: string | null;
};

export type CallerAccessOptions = {
  /** The shared database, where identity lives. */
  database: Database;
  /** `embedded`: tokens name Spool's user; `external`: tokens are mapped to one (and create it). */
  provider: 'embedded' | 'external';
  /** How many callers are kept (the oldest go first). */
  maxCallers?: number;
  /** How long a caller is kept at most, even while nothing changes. */
  keepMs?: number;
  now?: () => number;
};

/**
 * Who may call, read in the request's own transaction (platform/auth/caller-access.ts):
 * whether the token's user still exists, is active and not locked out, what its roles and
 * itself were granted, and where its tenant's data lives. Read once, it is kept in this
 * process for `keepMs` and counts only while its side's access version is the one the request
 * read with its transaction's settings: any change to the side's users, roles, grants or
 * database (triggers of migration 0019) makes the next request read it again, on every
 * replica, with no message to miss. A signed-in request so makes one round trip before its
 * own work (its transaction's settings and the version) instead of two transactions.
 */
export function createCallerAccess(options: CallerAccessOptions): CallerAccess {
  const { database, provider, maxCallers = 10_000, keepMs = 60_000, now = Date.now } = options;
  const kept = new Map<string, Kept>();
  const keyOf = (token: VerifiedToken) =>
    `${token.tenantId ?? ''}\u0000${token.issuer}\u0000${token.subject}`;

  const keep = (key: string, entry: Kept) => {
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > maxCallers) kept.delete(kept.keys().next().value as string);
  };

  /** The token's user, read in `tx`: undefined when it may not call, `unknown` when none is its. */
  const findUser = async (tx: Tx, token: VerifiedToken) => {
    const users = createUsersRepository(tx);
    if (provider === 'embedded') {
      const { userId } = await subjectIsSpoolUser(token);
      const user = await users.findIdentityUser(userId);
      return (
        user && {
          id: user.id,
          userName: user.userName,
          isActive: user.isActive,
          lockoutEnd: user.lockoutEnd,
        }
      );
    }
    const user = await users.findUserByExternalSubject(
      externalSubjectKey(token.issuer, token.subject),
    );
    if (!user) return 'unknown' as const;
    return { id: user.id, userName: user.userName, isActive: user.isActive, lockoutEnd: null };
  };

  const read = async (tx: Tx, token: VerifiedToken, version: number): Promise<Kept | undefined> => {
    const user = await findUser(tx, token);
    if (user === 'unknown') return undefined;
    const base = { version, keptUntil: now() + keepMs, lockoutEnd: null };
    if (!user?.isActive) {
      return {
        ...base,
        refused: true,
        userId: '',
        userName: null,
        permissions: new Set(),
        tenantDatabase: null,
      };
    }
    const permissions = await createPermissionsService({
      grants: createPermissionGrantsRepository(tx),
    }).grantedPermissions({ userId: user.id, tenantId: token.tenantId });
    const { tenantId } = token;
    const tenantDatabase =
      tenantId === undefined
        ? null
        : await createTenantsRepository(tx).findRequestTenantConnectionString();
    return {
      ...base,
      refused: false,
      userId: user.id,
      userName: user.userName,
      lockoutEnd: user.lockoutEnd,
      permissions,
      tenantDatabase,
    };
  };

  const mayNotCall = (entry: Kept) =>
    entry.refused || (entry.lockoutEnd !== null && entry.lockoutEnd.getTime() > now());

  const callerOf = (token: VerifiedToken, entry: Kept): Caller => {
    const principal: Principal = {
      userId: entry.userId,
      tenantId: token.tenantId,
      accountType: token.accountType,
    };
    return {
      principal,
      actor: { userId: entry.userId, userName: entry.userName },
      permissions: entry.permissions,
      tenantDatabase: entry.tenantDatabase,
    };
  };

  return {
    versionRead: accessVersionRead,

    kept(token) {
      const entry = kept.get(keyOf(token));
      if (!entry || entry.keptUntil <= now() || mayNotCall(entry)) return undefined;
      return {
        caller: callerOf(token, entry),
        current: (rows) => accessVersionOf(rows) === entry.version,
      };
    },

    async callerIn(tx, token, rows) {
      const version = accessVersionOf(rows);
      const key = keyOf(token);
      let entry = kept.get(key);
      if (!entry || entry.version !== version || entry.keptUntil <= now()) {
        entry = await read(tx, token, version);
        if (!entry) return undefined;
        keep(key, entry);
      }
      if (mayNotCall(entry)) throw unauthorized();
      return callerOf(token, entry);
    },

    async introduce(token) {
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
    },
  };
}
