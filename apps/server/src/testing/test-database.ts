import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../platform/env.js';
import { openDatabase, type Database, type Tx } from '../platform/db/database.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { inHostTransaction, inTenantTransaction } from '../platform/db/tenant-transaction.js';
import { createTenantsRepository, type Tenant } from '../modules/tenancy/index.js';
import {
  createPermissionGrantsRepository,
  createRolesRepository,
  createUsersRepository,
  externalSubjectKey,
} from '../modules/identity/index.js';
import { testIssuer } from './test-tokens.js';

export type TestDatabase = Database & {
  /** Creates a tenant (host side), as the administration module will. */
  createTenant(name: string): Promise<Tenant>;
  /** Closes the database and, on a PostgreSQL server, drops it. */
  dispose(): Promise<void>;
};

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or,
 * when DATABASE_URL is set, a new database on that PostgreSQL server, dropped at
 * the end. The suite therefore runs unchanged on both.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { databaseUrl } = loadConfig();
  const { database, drop } = databaseUrl
    ? await createServerDatabase(databaseUrl)
    : {
        database: await openDatabase({ kind: 'pglite', dataDir: undefined }),
        drop: async () => {},
      };
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
  return {
    ...database,
    createTenant: (name) =>
      inHostTransaction(database, (tx) => createTenantsRepository(tx).insertTenant({ name })),
    async dispose() {
      await database.close();
      await drop();
    },
  };
}

async function createServerDatabase(url: string) {
  const { url: target, drop } = await createEmptyServerDatabase(url);
  const database = await openDatabase({ kind: 'postgresql', url: target, poolSize: 4 });
  return { database, drop };
}

/**
 * The PostgreSQL server the suite may create databases on, even when it runs on
 * PGlite (a tenant's own database is always a server's): DATABASE_URL's, else
 * the local server as CI runs it.
 */
export function testPostgresServerUrl(): string {
  return loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A new, empty database on that server (`spool_test_...`), and how to drop it. */
export async function createEmptyServerDatabase(serverUrl = testPostgresServerUrl()) {
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
    await admin.query(`create database ${name}`);
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
