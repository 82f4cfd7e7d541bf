import type { PGlite } from '@electric-sql/pglite';
import {
  createPglite,
  DatabaseUnavailableError,
  openDatabase,
  pgliteDatabase,
  type Database,
  type PoolUse,
} from './database.js';
import { migrateDatabase } from './migrate.js';
import { readTenantSigner, type TenantSigner } from './tenant-signature.js';
import { applicationRole, hostRole, signInRole, spoolRoles, type SpoolRole } from './roles.js';
import {
  CannotCreateLoginError,
  findServingLoginProblem,
  provisionServingLogin,
  quoteIdentifier,
  type ServingLogin,
} from './serving-login.js';

/** The login given by the owner's connection: migrations, `server_secrets`, the serving login. */
export type OwnerConnection =
  | { kind: 'postgresql'; url: string }
  | { kind: 'pglite'; dataDir: string | undefined }
  | { kind: 'pglite'; client: PGlite };

export type ServingDatabaseOptions = {
  owner: OwnerConnection;
  /** A login of the operator's to serve on (PostgreSQL only); else Spool makes one per database. */
  runtimeUrl?: string | undefined;
  /**
   * A connection pooler in front of the server (PostgreSQL only): the logins Spool makes connect
   * at its host and port; the owner connects directly (migrations hold a session lock).
   */
  poolerUrl?: string | undefined;
  poolSize?: number;
  connectionTimeoutMillis?: number;
  /** Serve even on a login that could step out of row-level security (warned about). */
  allowPrivileged?: boolean;
  warn?: (message: string) => void;
  /** Owner-only work at start-up, after the migrations (reading `server_secrets`). */
  asOwner?: (owner: Database) => Promise<void>;
  /** How the settings are named in messages (a tenant's own database has no runtime setting). */
  names?: { owner: string; runtime?: string | undefined };
};

const optOut = 'SPOOL_ALLOW_PRIVILEGED_RUNTIME';
const defaultNames = { owner: 'DATABASE_URL', runtime: 'SPOOL_RUNTIME_DATABASE_URL' };
const stepsOut = 'one injected RESET ROLE or SET ROLE would step out of row-level security';

/**
 * Opens a database for serving requests: as its owner, migrates it, runs the
 * owner's start-up work and makes the serving login; then serves on that login
 * (or the operator's, `runtimeUrl`), which is neither superuser nor owner and
 * has no privilege until a transaction switches to one of Spool's roles. The
 * owner's connection is closed before the first request. A login that could
 * step out of row-level security is refused with one line naming why, unless
 * `allowPrivileged` (then warned about).
 */
export async function openServingDatabase(options: ServingDatabaseOptions): Promise<Database> {
  return options.owner.kind === 'pglite'
    ? servePglite(options.owner, options)
    : servePostgres(options.owner, options);
}

async function servePostgres(
  owner: Extract<OwnerConnection, { kind: 'postgresql' }>,
  options: ServingDatabaseOptions,
): Promise<Database> {
  const names = options.names ?? defaultNames;
  const connection = {
    kind: 'postgresql' as const,
    connectionTimeoutMillis: options.connectionTimeoutMillis,
  };
  const ownerDatabase = await openDatabase({
    ...connection,
    url: owner.url,
    poolSize: 1,
    name: names.owner,
  });
  let serving: Record<SpoolRole, ServingAddress> | ServingAddress;
  let signTenant: TenantSigner;
  try {
    await migrateDatabase(ownerDatabase);
    signTenant = await readTenantSigner(ownerDatabase.db);
    await options.asOwner?.(ownerDatabase);
    serving = options.runtimeUrl
      ? { url: options.runtimeUrl, source: names.runtime ?? 'the runtime login' }
      : await servingLoginsOf(ownerDatabase, owner.url, options);
  } finally {
    await ownerDatabase.close();
  }
  const poolSize = options.poolSize ?? 10;
  const open = async (address: ServingAddress, size: number, serves: readonly SpoolRole[]) => {
    const database = await openDatabase({
      ...connection,
      url: address.url,
      poolSize: size,
      name: address.source,
    });
    try {
      await refuseProblems(database, address.source, options, serves);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  };
  if ('url' in serving) {
    const single = await open(serving, poolSize, spoolRoles);
    const database: Database = { ...single, signTenant, forRole: () => database };
    return database;
  }
  // Administration and sign-in are a few short transactions: small pools of their own.
  const smallPool = Math.max(2, Math.ceil(poolSize / 4));
  const pools: Partial<Record<SpoolRole, Database>> = {};
  try {
    pools[applicationRole] = await open(serving[applicationRole], poolSize, [applicationRole]);
    pools[hostRole] = await open(serving[hostRole], smallPool, [hostRole]);
    pools[signInRole] = await open(serving[signInRole], smallPool, [signInRole]);
  } catch (error) {
    await Promise.all(Object.values(pools).map((pool) => pool.close()));
    throw error;
  }
  const application = pools[applicationRole];
  const forRole = (role: SpoolRole): Database => {
    const pool = pools[role];
    if (!pool) throw new Error(`no pool serves ${role}`);
    return pool;
  };
  return {
    ...application,
    signTenant,
    forRole,
    poolUse: () => {
      const uses = spoolRoles.map((role) => forRole(role).poolUse());
      const sum = (read: (use: PoolUse) => number) =>
        uses.reduce((total, use) => total + read(use), 0);
      return {
        total: sum((use) => use.total),
        idle: sum((use) => use.idle),
        waiting: sum((use) => use.waiting),
      };
    },
    close: async () => {
      await Promise.all(spoolRoles.map((role) => forRole(role).close()));
    },
  };
}

type ServingAddress = { url: string; source: string };

/**
 * The logins Spool makes in the owner's database, one for each role; the owner itself for all
 * three only with the opt-out.
 */
async function servingLoginsOf(
  ownerDatabase: Database,
  ownerUrl: string,
  options: ServingDatabaseOptions,
): Promise<Record<SpoolRole, ServingAddress> | ServingAddress> {
  const names = options.names ?? defaultNames;
  try {
    const addresses: Partial<Record<SpoolRole, ServingAddress>> = {};
    for (const role of spoolRoles) {
      const login = await provisionServingLogin(ownerDatabase.db, role);
      addresses[role] = {
        url: withLogin(
          options.poolerUrl ? throughPooler(ownerUrl, options.poolerUrl) : ownerUrl,
          login,
        ),
        source: `its serving login ${login.role}`,
      };
    }
    return addresses as Record<SpoolRole, ServingAddress>;
  } catch (error) {
    if (!(error instanceof CannotCreateLoginError)) throw error;
    if (options.allowPrivileged) return { url: ownerUrl, source: names.owner };
    const reason = `its login may not create roles, so Spool cannot make the login ${error.role} to serve requests on`;
    const fix = names.runtime
      ? `set ${names.runtime} to a login that is neither superuser nor owner (or grant CREATEROLE to the ${names.owner} login)`
      : 'grant CREATEROLE to its login';
    throw new DatabaseUnavailableError(`Cannot serve ${names.owner}: ${reason}; ${fix}`, {
      cause: error,
      reason: `${reason} (${fix})`,
    });
  }
}

/**
 * The owner's database at the pooler's address: its host and port, and its database name and
 * parameters (sslmode, say) where it gives them.
 */
function throughPooler(ownerUrl: string, poolerUrl: string): string {
  const url = new URL(ownerUrl);
  const pooler = new URL(poolerUrl);
  url.host = pooler.host;
  if (pooler.pathname.length > 1) url.pathname = pooler.pathname;
  for (const [name, value] of pooler.searchParams) url.searchParams.set(name, value);
  return url.toString();
}

/** The owner's address with the serving login's name and password instead. */
function withLogin(ownerUrl: string, login: ServingLogin): string {
  const url = new URL(ownerUrl);
  url.searchParams.delete('user');
  url.searchParams.delete('password');
  url.username = encodeURIComponent(login.role);
  url.password = encodeURIComponent(login.password);
  return url.toString();
}

/**
 * The embedded database is one connection (PGlite runs PostgreSQL's
 * single-user mode), always authenticated as the bootstrap superuser: its
 * `username` option is only a `SET ROLE`, which `RESET ROLE` undoes. So the
 * session is moved to the serving login with SET SESSION AUTHORIZATION (after
 * which RESET ROLE, SET ROLE and set_config('role') cannot reach the superuser,
 * since they check the session user), and the two ways left back to it are
 * closed: `set_config` is revoked from PUBLIC (set_config('session_authorization')
 * would still be allowed, the authenticated user being a superuser), and every
 * statement must be one a request runs (servingStatementGuard), never SET
 * SESSION AUTHORIZATION. The same connection serves on: reopening the data
 * directory would start as the superuser again and add nothing.
 */
async function servePglite(
  owner: Exclude<OwnerConnection, { kind: 'postgresql' }>,
  options: ServingDatabaseOptions,
): Promise<Database> {
  const client = 'client' in owner ? owner.client : await createPglite(owner.dataDir);
  try {
    const ownerDatabase = pgliteDatabase(client);
    await migrateDatabase(ownerDatabase);
    const signTenant = await readTenantSigner(ownerDatabase.db);
    await options.asOwner?.(ownerDatabase);
    // One session serves every role here (PGlite is one connection): its login may become all
    // three, and the statement guard below keeps requests from switching between them.
    const login = await provisionServingLogin(ownerDatabase.db, applicationRole, spoolRoles);
    await client.query(
      'revoke execute on function pg_catalog.set_config(text, text, boolean) from public',
    );
    await client.query(`set session authorization ${quoteIdentifier(login.role)}`);
    const database = { ...pgliteDatabase(client, servingStatementGuard), signTenant };
    await refuseProblems(database, `its serving login ${login.role}`, options);
    return database;
  } catch (error) {
    if (!client.closed) await client.close();
    throw error;
  }
}

/** What a request's statements start with (Drizzle's queries and its transactions' savepoints). */
const requestStatement =
  /^(?:select|insert|update|delete|merge|with|values|savepoint|release|rollback)\b/i;
/**
 * The SET statements Spool runs in a transaction: its tenant and the tenant's signature
 * (tenant-transaction.ts: host work moves between sides this way), and a read's read-only mode
 * (database.ts). A role only ever opens a transaction.
 */
const transactionSetting =
  /^(?:set local app\.tenant_id = '(?:[^']|'')*'|set local app\.tenant_sig = '[0-9a-f]{64}'|set transaction read only)$/i;
const roleSetting = new RegExp(`^set local role (?:${spoolRoles.join('|')})$`, 'i');

/** The embedded serving session's statement rule: anything else is refused before it runs. */
export class RefusedStatementError extends Error {
  constructor(statement: string) {
    super(`The serving session refuses this statement: ${statement.slice(0, 60)}`);
    this.name = 'RefusedStatementError';
  }
}

/**
 * On the embedded database, only a request's statements may run on the serving session: data
 * statements, savepoints and Spool's own SET LOCAL of a tenant and its signature, and of a role
 * only in a transaction's opening (`place`), never in its work, so that no statement of a
 * request's work can move it to another role (the sign-in role reads every user). Statements
 * are checked from their first character, so a leading comment (PostgreSQL nests them) cannot
 * hide another statement.
 */
export function servingStatementGuard(statement: string, place: 'opening' | 'work' = 'work'): void {
  const text = statement.trimStart();
  const whole = text.trimEnd();
  if (requestStatement.test(text) || transactionSetting.test(whole)) return;
  if (place === 'opening' && roleSetting.test(whole)) return;
  throw new RefusedStatementError(text);
}

async function refuseProblems(
  database: Database,
  source: string,
  options: ServingDatabaseOptions,
  serves: readonly SpoolRole[] = spoolRoles,
): Promise<void> {
  const names = options.names ?? defaultNames;
  const problem = await findServingLoginProblem(database.db, serves);
  if (!problem) return;
  const about = `"${problem.login}" (${source})`;
  if (problem.kind === 'unusable') {
    throw new DatabaseUnavailableError(
      `Cannot serve ${names.owner} as ${about}: it ${problem.reason}`,
      { reason: `its serving login ${problem.reason}` },
    );
  }
  if (options.allowPrivileged) {
    options.warn?.(
      `${optOut} is set: serving ${names.owner} as ${about}, which ${problem.reason}; ${stepsOut}`,
    );
    return;
  }
  const fix = names.runtime
    ? `set ${names.runtime} to a login that is neither superuser nor owner, or ${optOut}=true to accept that`
    : `set ${optOut}=true to accept that`;
  throw new DatabaseUnavailableError(
    `Refusing to serve ${names.owner} as ${about}: it ${problem.reason}, so ${stepsOut}; ${fix}`,
    { reason: `its serving login ${problem.reason}, so ${stepsOut}` },
  );
}
