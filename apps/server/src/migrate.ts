import { loadConfig } from './platform/env.js';
import { migrateDatabase } from './platform/db/migrate.js';
import { openConfiguredDatabase } from './platform/db/open-configured-database.js';
import { exitOnStartupFailure } from './platform/startup.js';

/** `npm run migrate`: brings the configured database's schema up to date, then exits. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
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
