import type { Config } from '../env.js';
import { openDatabase, type Database } from './database.js';

/** The database the configuration names: a PostgreSQL server when DATABASE_URL is set, else PGlite. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgresql', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: config.dataDir });
}
