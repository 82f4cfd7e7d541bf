import { loadConfig } from './platform/env.js';
import { migrateDatabase } from './platform/db/migrate.js';
import { openConfiguredOwnerDatabase } from './platform/db/open-configured-database.js';
import { exitOnStartupFailure } from './platform/startup.js';

/**
 * `npm run migrate`: brings the configured database's schema and grants up to date as its
 * owner, then exits (the serving login is made at the server's start).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredOwnerDatabase(config);
  try {
    await migrateDatabase(database);
    console.log(
      `Migrations applied (${database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL'})`,
    );
  } finally {
    await database.close();
  }
}

main().catch(exitOnStartupFailure);
