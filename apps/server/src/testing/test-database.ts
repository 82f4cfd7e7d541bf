import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../platform/env.js';
import { openDatabase, pgliteDatabase, type Database, type Tx } from '../platform/db/database.js';
import { openServingDatabase } from '../platform/db/serving-database.js';
import { spoolRoles } from '../platform/db/roles.js';
import { quoteIdentifier, servingLoginName } from '../platform/db/serving-login.js';
import {
  inHostAdminTransaction,
  inHostTransaction,
  inTenantTransaction,
} from '../platform/db/tenant-transaction.js';
import { createTenantsRepository, type Tenant } from '../modules/tenancy/index.js';
import {
  createPermissionGrantsRepository,
  createRolesRepository,
  createUsersRepository,
  externalSubjectKey,
} from '../modules/identity/index.js';
import { createTestPglite, migratedTemplateClause } from './migrated-start.js';
import { testIssuer } from './test-tokens.js';

/**
 * A database as the server serves it (on the login Spool makes, never the owner),
 * with what tests need besides.
 */
export type TestDatabase = Database & {
  /** The login requests run on. */
  servingLogin: string;
  /** Creates a tenant (host side), as the administration module will. */
  createTenant(name: string): Promise<Tenant>;
  /**
   * Runs `work` as the database's owner: migrations, `server_secrets`, reading
   * past row-level security and grants, which no request can. On PGlite the one
   * session moves to the owner for the while, so nothing else may run meanwhile.
   */
  asOwner<T>(work: (owner: Database) => Promise<T>): Promise<T>;
  /** Closes the database and, on a PostgreSQL server, drops it and its serving login. */
  dispose(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or,
 * when DATABASE_URL is set, a new database on that PostgreSQL server, dropped at
 * the end. The suite therefore runs unchanged on both. Either way it is opened
 * as the server opens its own (serving-database.ts).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { databaseUrl } = loadConfig();
  const opened = databaseUrl
    ? await openServerTestDatabase(databaseUrl)
    : await openEmbeddedTestDatabase();
  const { database } = opened;
  const servingLogin = (
    await database.db.execute<{ login: string }>(sql`select session_user::text as login`)
  ).rows[0]?.login;
  if (!servingLogin) throw new Error('no session user');
  return {
    ...database,
    servingLogin,
    createTenant: (name) =>
      inHostAdminTransaction(database, (tx) => createTenantsRepository(tx).insertTenant({ name })),
    asOwner: (work) => opened.asOwner(work),
    dispose: () => opened.dispose(),
  };
}

async function openEmbeddedTestDatabase() {
  const client = await createTestPglite();
  const database = await openServingDatabase({ owner: { kind: 'pglite', client } });
  const login = (await client.query<{ login: string }>('select session_user::text as login'))
    .rows[0]?.login;
  // PGlite's session is always authenticated as its bootstrap superuser (role 10).
  const owner = 'postgres';
  return {
    database,
    async asOwner<T>(work: (owner: Database) => Promise<T>): Promise<T> {
      if (!login) throw new Error('no serving login');
      await client.query(`set session authorization ${quoteIdentifier(owner)}`);
      try {
        return await work({ ...pgliteDatabase(client), close: async () => {} });
      } finally {
        await client.query(`set session authorization ${quoteIdentifier(login)}`);
      }
    },
    dispose: () => database.close(),
  };
}

async function openServerTestDatabase(serverUrl: string) {
  const { url, drop } = await createEmptyServerDatabase(serverUrl, migratedTemplateClause());
  let database: Database;
  try {
    database = await openServingDatabase({
      owner: { kind: 'postgresql', url },
      poolerUrl: loadConfig().poolerUrl,
      poolSize: 4,
    });
  } catch (error) {
    await drop();
    throw error;
  }
  let owner: Promise<Database> | undefined;
  return {
    database,
    async asOwner<T>(work: (owner: Database) => Promise<T>): Promise<T> {
      owner ??= openDatabase({ kind: 'postgresql', url, poolSize: 2 });
      return work(await owner);
    },
    async dispose() {
      await database.close();
      await (await owner)?.close();
      await drop();
    },
  };
}

/**
 * The PostgreSQL server the suite may create databases on, even when it runs on
 * PGlite (a tenant's own database is always a server's): DATABASE_URL's, else
 * the local server as CI runs it.
 */
export function testPostgresServerUrl(): string {
  return loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/**
 * A new, empty database on that server (`spool_test_...`), and how to drop it
 * with the login Spool makes there to serve it, if it made one (roles are the
 * whole server's, and many test databases come and go on it).
 */
export async function createEmptyServerDatabase(
  serverUrl = testPostgresServerUrl(),
  /** ` template <name>`: a copy of that database instead (openServerTestDatabase). */
  template = '',
) {
  const name = `spool_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `These tests need a PostgreSQL server at ${serverUrl} (or set DATABASE_URL): ${String(error)}`,
    );
  }
  try {
    await admin.query(`create database ${name}${template}`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
      for (const role of spoolRoles) {
        await client.query(`drop role if exists ${quoteIdentifier(servingLoginName(name, role))}`);
      }
    } finally {
      await client.end();
    }
  };
  return { name, url: target.toString(), drop };
}

/**
 * A user of the tenant (or of the host, with `null`) holding exactly these
 * permissions through a role of its own; its id is the `sub` of its tokens,
 * and it is linked to that subject at the test issuer, as a user of an
 * external provider is.
 */
export async function createTestUser(
  database: Database,
  options: {
    tenantId: string | null;
    userName: string;
    permissions: readonly string[];
    accountType?: number;
    /** Defaults to `<userName>@spool.example`; the same e-mail in two tenants is one person. */
    email?: string;
  },
): Promise<string> {
  const work = async (tx: Tx) => {
    const id = randomUUID();
    const user = await createUsersRepository(tx).insertUser({
      id,
      externalSubject: externalSubjectKey(testIssuer, id),
      userName: options.userName,
      email: options.email ?? `${options.userName}@spool.example`,
      accountType: options.accountType ?? null,
    });
    const roles = createRolesRepository(tx);
    const role = await roles.insertRole({ name: `${options.userName}-role` });
    await roles.addUserToRole(user.id, role.id);
    await createPermissionGrantsRepository(tx).insertGrants(options.permissions, 'R', role.name);
    return user.id;
  };
  return options.tenantId === null
    ? inHostTransaction(database, work)
    : inTenantTransaction(database, options.tenantId, work);
}
