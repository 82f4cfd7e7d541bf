import { buildApp, defaultWebRoot } from './app.js';
import { seedTenantCatalogue } from './modules/catalogue/index.js';
import { loadConfig } from './platform/env.js';
import { createLogger } from './platform/logging.js';
import { keepStatisticsFresh } from './platform/db/statistics.js';
import { openConfiguredDatabase } from './platform/db/open-configured-database.js';
import { seedFirstStart } from './modules/identity/index.js';
import { loadIssuerSecrets, type IssuerSecrets } from './modules/sign-in/index.js';
import { exitOnStartupFailure } from './platform/startup.js';
import { startManagementServer, type ManagementServer } from './modules/health/index.js';
import { collectProcessMetrics } from './platform/metrics/metrics.js';
import {
  firstStartNotice,
  networkAddressNotice,
  signInFromConfig,
  stopServing,
} from './server-start.js';

/** How long readiness says "draining" before the API stops taking requests. */
const drainMs = 5_000;

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
    shedOverload: database.kind === 'postgresql' ? { maxEventLoopDelayMs: 1_000 } : undefined,
  });

  for (const warning of warnings) app.log.warn(warning);

  let management: ManagementServer | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await stopServing({ management, app, database, drainMs });
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
  if (config.managementPort !== undefined) {
    collectProcessMetrics(app.metrics);
    management = await startManagementServer({
      port: config.managementPort,
      host: config.host,
      database,
      metrics: app.metrics,
    }).catch(async (error: unknown) => {
      await stopServing({ management: undefined, app, database, drainMs: 0 });
      throw Object.assign(error as Error, {
        port: config.managementPort,
        portVariable: 'SPOOL_MANAGEMENT_PORT',
      });
    });
    app.log.info(`Liveness, readiness and metrics at ${management.url}`);
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
