import { sql } from 'drizzle-orm';
import { DatabaseUnavailableError, openDatabase, type Database, type Tx } from './database.js';
import { spoolRoles } from './roles.js';
import { openServingDatabase } from './serving-database.js';
import { inHostAdminTransaction, onTenantSide } from './tenant-transaction.js';

/**
 * The databases of tenants that have one of their own (a default connection
 * string): one pool per connection string, opened and migrated on first use,
 * and each tenant prepared in it once per process (its row, its catalogue).
 * Several tenants may share one such database; row-level security keeps them
 * apart there as in the shared one. The connection string names that
 * database's owner, which migrates it and makes a login of Spool's there
 * (serving-database.ts): the tenant's requests run on that login, as the shared
 * database's do on its own.
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
  /**
   * Runs on the tenant's side of a host transaction in its own database (its
   * row in `tenants` is the host's to write), once per process: idempotent.
   */
  prepareTenant: PrepareTenantData;
  /** SPOOL_ALLOW_PRIVILEGED_RUNTIME: serve on the owner when it may not make a login. */
  allowPrivileged?: boolean;
  warn?: (message: string) => void;
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
    once(databases, connectionString, () =>
      openServingDatabase({
        owner: { kind: 'postgresql', url: connectionString },
        poolSize: tenantPoolSize,
        allowPrivileged: options.allowPrivileged,
        warn: options.warn,
        names: { owner: 'the tenant database' },
      }),
    );

  return {
    async forTenant(tenantId, connectionString) {
      const database = await open(connectionString);
      await once(prepared, `${tenantId}@${connectionString}`, () =>
        inHostAdminTransaction(database, (tx) =>
          onTenantSide(tx, tenantId, () => options.prepareTenant(tx, tenantId)),
        ),
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
        // Migrations create tables and policies, and the roles where they are missing; requests
        // then run on a login Spool makes there (or, with the opt-out, on this one).
        const { rows } = await database.db.execute<{
          can_create: boolean;
          can_create_roles: boolean;
          has_roles: boolean;
        }>(sql`
          select has_schema_privilege('public', 'CREATE') as can_create,
                 (select rolsuper or rolcreaterole from pg_roles where rolname = current_user)
                   as can_create_roles,
                 (select count(*) = ${spoolRoles.length} from pg_roles
                   where rolname in (${sql.join(
                     spoolRoles.map((role) => sql`${role}`),
                     sql`, `,
                   )})
                     and pg_has_role(current_user, oid, 'member')) as has_roles`);
        const [privileges] = rows;
        if (!privileges?.can_create) {
          throw new DatabaseUnavailableError('its login may not create tables in schema public');
        }
        const servesOnItself = options.allowPrivileged === true && privileges.has_roles;
        if (!privileges.can_create_roles && !servesOnItself) {
          throw new DatabaseUnavailableError(
            'its login may not create roles, so Spool cannot make a login there to serve the tenant on (grant it CREATEROLE)',
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
