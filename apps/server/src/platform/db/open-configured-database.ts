import type { Config } from '../env.js';
import { openDatabase, type Database } from './database.js';
import { openServingDatabase, type ServingDatabaseOptions } from './serving-database.js';

/**
 * The database the configuration names, ready to serve requests: a PostgreSQL
 * server when DATABASE_URL is set (its owner migrates; requests run on
 * SPOOL_RUNTIME_DATABASE_URL, or on the logins Spool makes, through SPOOL_POOLER_URL when
 * set), else PGlite.
 */
export function openConfiguredDatabase(
  config: Pick<
    Config,
    'databaseUrl' | 'dataDir' | 'runtimeDatabaseUrl' | 'poolerUrl' | 'allowPrivilegedRuntime'
  >,
  options: Pick<ServingDatabaseOptions, 'asOwner' | 'warn'> = {},
): Promise<Database> {
  return openServingDatabase({
    owner: config.databaseUrl
      ? { kind: 'postgresql', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
    runtimeUrl: config.runtimeDatabaseUrl,
    poolerUrl: config.poolerUrl,
    allowPrivileged: config.allowPrivilegedRuntime,
    ...options,
  });
}

/** The configured database as its owner, for the `migrate` command. */
export function openConfiguredOwnerDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgresql', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
