/**
 * The server under test, in a process of its own so that the load generator
 * does not share its event loop. Opens and migrates the database the parent
 * prepared, seeds two tenants, listens on an ephemeral loopback port and sends
 * the parent a `ServerMessage`. Stops on SIGTERM, or when the parent goes away.
 */
import { performance } from 'node:perf_hooks';
import { createLocalJWKSet } from 'jose';
import {
  buildApp,
  createCustomersRepository,
  createPermissionGrantsRepository,
  createRolesRepository,
  createTenantsRepository,
  inHostAdminTransaction,
  inTenantTransaction,
  migrateDatabase,
  startManagementServer,
  openDatabase,
  seedTenantCatalogue,
  withTenantSigning,
  type App,
  type Database,
  type TokenTrust,
} from '@spool/server';
import {
  benchAudience,
  benchIssuer,
  benchKeyId,
  parseServerConfig,
  serverConfigVariable,
  type BenchServerConfig,
  type MemoryMessage,
  type SeededTenant,
  type ServerMessage,
} from './protocol.js';

const tenantNames = ['Bench tenant A', 'Bench tenant B'];

/** What is open, so that a stop request or a failure at any step closes exactly that. */
const open: {
  database?: Database;
  app?: App;
  management?: Awaited<ReturnType<typeof startManagementServer>>;
} = {};

async function main(): Promise<void> {
  const config = parseServerConfig(process.env[serverConfigVariable]);
  onStopRequest();
  const opened = await openDatabase(config.database);
  open.database = opened;

  await migrateDatabase(opened);
  const database = await withTenantSigning(opened);
  const seedStart = performance.now();
  const tenants = await seedTenants(database, config);
  const seedMs = Math.round(performance.now() - seedStart);

  // No web root: the benchmark measures the API, and the web app's dist may be absent.
  const app = await buildApp({
    database,
    signIn: { kind: 'external', tokenTrust: trustOf(config) },
    webRoot: undefined,
    logger: false,
  });
  open.app = app;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const management = await startManagementServer({
    port: 0,
    host: '127.0.0.1',
    database,
    metrics: app.metrics,
  });
  open.management = management;
  await send({
    type: 'ready',
    port: listeningPort(app),
    managementPort: Number(new URL(management.url).port),
    seedMs,
    tenants,
  });
}

async function closeAll(): Promise<void> {
  await open.app?.close();
  await open.database?.close();
  await open.management?.close();
}

function trustOf(config: BenchServerConfig): TokenTrust {
  const publicJwk = { ...config.publicJwk, kid: benchKeyId, alg: 'RS256', use: 'sig' };
  return {
    issuer: benchIssuer,
    audience: benchAudience,
    keys: createLocalJWKSet({ keys: [publicJwk] }),
  };
}

async function seedTenants(database: Database, config: BenchServerConfig) {
  const tenants: SeededTenant[] = [];
  for (const name of tenantNames) {
    const { id: tenantId } = await inHostAdminTransaction(database, (tx) =>
      createTenantsRepository(tx).insertTenant({ name }),
    );
    await grantDefaultRole(database, tenantId, config.defaultPermissions ?? ['Spool.Catalogue']);
    if (config.threadRange) await inTenantTransaction(database, tenantId, seedTenantCatalogue);
    tenants.push({
      tenantId,
      customerIds: await seedCustomers(database, tenantId, config.customersPerTenant),
    });
  }
  return tenants;
}

/**
 * A default role with `permissions`: the bench's users, signed in through the external-provider
 * path, get it when Spool creates each user on its first call, as a tenant's new users do.
 */
async function grantDefaultRole(
  database: Database,
  tenantId: string,
  permissions: string[],
): Promise<void> {
  await inTenantTransaction(database, tenantId, async (tx) => {
    const role = await createRolesRepository(tx).insertRole({ name: 'reader', isDefault: true });
    await createPermissionGrantsRepository(tx).insertGrants(permissions, 'R', role.name);
  });
}

/**
 * The repository's set-based insert, inside the server's tenant transaction, so
 * the rows take their tenant from the transaction and pass the row-level
 * security check, as rows written by the API do.
 */
async function seedCustomers(database: Database, tenantId: string, count: number) {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`bad customer count: ${count}`);
  // Names unique per tenant, well within the 30-character limit.
  const names = Array.from(
    { length: count },
    (_, i) => `Customer ${String(i + 1).padStart(6, '0')}`,
  );
  const created = await inTenantTransaction(database, tenantId, (tx) =>
    createCustomersRepository(tx).insertCustomers(names),
  );
  return created.map((customer) => customer.id);
}

function listeningPort(app: App): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') {
    throw new Error(`the server is not listening on a TCP port (${String(address)})`);
  }
  return address.port;
}

/** Stops once, on SIGTERM/SIGINT or when the IPC channel closes (the parent died). */
function onStopRequest(): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    closeAll().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('bench server: stopping failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
  process.once('disconnect', handler);
  // The parent's questions while the server runs: its memory, for the soak run.
  process.on('message', (request: unknown) => {
    if ((request as { type?: unknown } | null)?.type !== 'memory') return;
    // What is kept, not what waits for the collector: a leak shows as the heap after a collection.
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
    const answer: MemoryMessage = {
      type: 'memory',
      rss,
      heapUsed,
      heapTotal,
      external,
      arrayBuffers,
    };
    process.send?.(answer);
  });
}

/** Resolves once the message is handed to the channel, so exiting right after loses nothing. */
function send(message: ServerMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error('bench-server.ts must be started by http-bench.ts (no IPC channel)'));
      return;
    }
    process.send(message, undefined, undefined, (error: Error | null) =>
      error ? reject(error) : resolve(),
    );
  });
}

async function fail(error: unknown): Promise<never> {
  const message = error instanceof Error ? error.message : String(error);
  // The parent prints the message; a lost channel leaves it to stderr instead.
  await send({ type: 'failed', message }).catch(() => console.error(message));
  await closeAll().catch(() => undefined);
  process.exit(1);
}

main().catch(fail);
