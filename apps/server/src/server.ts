import { buildApp, defaultWebRoot } from './app.js';
import { loadConfig } from './platform/env.js';
import { migrateDatabase } from './platform/db/migrate.js';
import { openConfiguredDatabase } from './platform/db/open-configured-database.js';
import { seedFirstStart, type FirstStartAccounts } from './modules/identity/index.js';
import { exitOnStartupFailure } from './platform/startup.js';

/** The process: configuration, database, migrations, listen, graceful shutdown. Nothing else. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await migrateDatabase(database);
  const firstAccounts = await seedFirstStart(database, { adminPassword: config.adminPassword });
  const app = await buildApp({
    database,
    signIn: { kind: 'embedded', publicUrl: config.publicUrl },
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
  app.log.info(`Spool is ready at ${config.publicUrl} (${where})`);
  if (firstAccounts) printFirstAccounts(firstAccounts, config.publicUrl);
}

/** Once, on the first start: who can sign in, where, and with which password. */
function printFirstAccounts(first: FirstStartAccounts, publicUrl: string): void {
  const lines = [
    '',
    `Spool created its first accounts. Sign in at ${publicUrl}`,
    ...first.accounts.map(
      (account) =>
        `  ${account.userName.padEnd(14)} ${account.tenant ? `tenant ${account.tenant}, ${account.role}` : 'host administrator'}`,
    ),
    first.generated
      ? `  password:      ${first.password}   (shown only now; set SPOOL_ADMIN_PASSWORD to choose it)`
      : '  password:      the value of SPOOL_ADMIN_PASSWORD',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch(exitOnStartupFailure);
