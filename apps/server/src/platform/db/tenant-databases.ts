import { sql } from 'drizzle-orm';
import { DatabaseUnavailableError, openDatabase, type Database, type Tx } from './database.js';
import { migrateDatabase } from './migrate.js';
import { applicationRole, signInRole } from './roles.js';
import { inTenantTransaction } from './tenant-transaction.js';

/**
 * The databases of tenants that have one of their own (a default connection
 * string): one pool per connection string, opened and migrated on first use,
 * and each tenant prepared in it once per process (its row, its catalogue).
 * Several tenants may share one such database; row-level security keeps them
 * apart there as in the shared one.
 */
export type TenantDatabases = {
  /** The tenant's own database, ready for its requests. */
  forTenant(tenantId: string, connectionString: string): Promise<Database>;
  /**
   * Whether the connection string reaches a PostgreSQL database that Spool can use;
   * throws DatabaseUnavailableError naming the reason (never the password).
   */
  check(connectionString: string): Promise<void>;
  close(): Promise<void>;
};

export type PrepareTenantData = (tx: Tx, tenantId: string) => Promise<void>;

/** Pools of tenant databases stay small: the shared database carries the identity work. */
const tenantPoolSize = 4;

export function createTenantDatabases(options: {
  /** Runs in the tenant's transaction in its own database, once per process: idempotent. */
  prepareTenant: PrepareTenantData;
}): TenantDatabases {
  const databases = new Map<string, Promise<Database>>();
  const prepared = new Map<string, Promise<void>>();

  /** Remembers a first use while it runs, and forgets it when it fails, so that the next request tries again. */
  const once = <T>(cache: Map<string, Promise<T>>, key: string, start: () => Promise<T>) => {
    let pending = cache.get(key);
    if (!pending) {
      pending = start();
      cache.set(key, pending);
      pending.catch(() => cache.delete(key));
    }
    return pending;
  };

  const open = (connectionString: string) =>
    once(databases, connectionString, async () => {
      const database = await openDatabase({
        kind: 'postgresql',
        url: connectionString,
        poolSize: tenantPoolSize,
        name: 'the tenant database',
      });
      try {
        await migrateDatabase(database);
      } catch (error) {
        await database.close();
        throw error;
      }
      return database;
    });

  return {
    async forTenant(tenantId, connectionString) {
      const database = await open(connectionString);
      await once(prepared, `${tenantId}@${connectionString}`, () =>
        inTenantTransaction(database, tenantId, (tx) => options.prepareTenant(tx, tenantId)),
      );
      return database;
    },

    async check(connectionString) {
      const database = await openDatabase({
        kind: 'postgresql',
        url: connectionString,
        poolSize: 1,
        connectionTimeoutMillis: 5_000,
        name: 'the tenant database',
      });
      try {
        // Migrations create tables and policies, and the application roles where they are missing.
        const { rows } = await database.db.execute<{ can_create: boolean; has_roles: boolean }>(sql`
          select has_schema_privilege('public', 'CREATE') as can_create,
                 (select rolsuper or rolcreaterole from pg_roles where rolname = current_user)
                   or (select count(*) = 2 from pg_roles
                        where rolname in (${applicationRole}, ${signInRole})
                          and pg_has_role(current_user, oid, 'member')) as has_roles`);
        const [privileges] = rows;
        if (!privileges?.can_create) {
          throw new DatabaseUnavailableError('its login may not create tables in schema public');
        }
        if (!privileges.has_roles) {
          throw new DatabaseUnavailableError(
            `its login may not create roles, and is not a member of ${applicationRole} and ${signInRole}`,
          );
        }
      } finally {
        await database.close();
      }
    },

    async close() {
      const all = [...databases.values()];
      databases.clear();
      prepared.clear();
      await Promise.all(
        all.map((pending) => pending.then((database) => database.close()).catch(() => undefined)),
      );
    },
  };
}
