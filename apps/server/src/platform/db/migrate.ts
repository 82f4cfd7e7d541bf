import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './database.js';
import { prepareRoles, secureTenantTables } from './secure-tenant-tables.js';

/** The generated SQL migrations ship beside the server, in apps/server/drizzle. */
export const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** Advisory lock key, so that replicas starting together migrate one after another. */
const migrationLock = 7_310_001;

/**
 * Brings the schema up to date as the owner, then re-applies the tenant guards
 * (FORCE row-level security, the application role and its grants). Safe to run
 * at every start and from several replicas at once.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.withSession(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${migrationLock})`);
    try {
      await prepareRoles(db);
      await runMigrations(database.kind, db);
      await secureTenantTables(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${migrationLock})`);
    }
  });
}

async function runMigrations(kind: Database['kind'], db: Db): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migrateNodePg(db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
