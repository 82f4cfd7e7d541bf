import { buildApp, defaultWebRoot } from './app.js';
import { loadConfig } from './platform/env.js';
import { migrateDatabase } from './platform/db/migrate.js';
import { openConfiguredDatabase } from './platform/db/open-configured-database.js';
import { exitOnStartupFailure } from './platform/startup.js';

/** The process: configuration, database, migrations, listen, graceful shutdown. Nothing else. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await migrateDatabase(database);
  const app = await buildApp({
    database,
    webRoot: defaultWebRoot,
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    throw Object.assign(error as Error, { port: config.port });
  }
  const where =
    database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL server';
  app.log.info(`Spool is ready at http://localhost:${config.port} (${where})`);
}

main().catch(exitOnStartupFailure);
