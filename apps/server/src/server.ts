import { buildApp, defaultWebRoot } from './app.js';
import { seedTenantCatalogue } from './modules/catalogue/index.js';
import { loadConfig } from './platform/env.js';
import { createLogger } from './platform/logging.js';
import { keepStatisticsFresh } from './platform/db/statistics.js';
import { openConfiguredDatabase } from './platform/db/open-configured-database.js';
import { seedFirstStart } from './modules/identity/index.js';
import { loadIssuerSecrets, type IssuerSecrets } from './modules/sign-in/index.js';
import { exitOnStartupFailure } from './platform/startup.js';
import { firstStartNotice, networkAddressNotice, signInFromConfig } from './server-start.js';

/** The process: configuration, sign-in, database, migrations, listen, graceful shutdown. Nothing else. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Before the database: an unreachable provider stops the start with nothing to close.
  const signIn = await signInFromConfig(config);
  // The owner migrates and reads the issuer's keys; requests then run on a login that can do neither.
  let issuerSecrets: IssuerSecrets | undefined;
  const warnings: string[] = [];
  const database = await openConfiguredDatabase(config, {
    asOwner: async (owner) => {
      if (signIn.kind === 'embedded') issuerSecrets = await loadIssuerSecrets(owner.db);
    },
    warn: (message) => warnings.push(message),
  });
  const firstAccounts = await seedFirstStart(database, {
    adminPassword: config.adminPassword,
    localPasswords: signIn.kind === 'embedded',
    prepareTenant: seedTenantCatalogue,
  });
  const app = await buildApp({
    database,
    signIn,
    issuerSecrets,
    allowPrivilegedRuntime: config.allowPrivilegedRuntime,
    identityDiscovery: config.identityDiscovery,
    links: config.links,
    trustProxy: config.trustProxy,
    signInLimits: config.signInLimits,
    webRoot: defaultWebRoot,
    logger: createLogger(config),
  });

  for (const warning of warnings) app.log.warn(warning);

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
  keepStatisticsFresh(database, (error) =>
    app.log.warn({ err: error }, 'refreshing the planner statistics failed'),
  );
  if (firstAccounts) console.log(firstStartNotice(firstAccounts, config));
  const addresses = networkAddressNotice(config);
  if (addresses) console.log(addresses);
}

main().catch(exitOnStartupFailure);
