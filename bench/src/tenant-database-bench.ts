/**
 * Tenant databases benchmark: what a tenant with a database of its own
 * costs per request. It builds the whole app in this process on a shared database
 * (PGlite, then a PostgreSQL server), with two tenants of 200 styles each: one in
 * the shared database, one in a database of its own on the PostgreSQL server. It then
 * times `GET /api/styleGrid` (one page of 25, with its total) for each, one request
 * at a time through Fastify's inject (no network), and the own tenant's first
 * request, which migrates its database and gives it its catalogue.
 * Prints a table and writes results/tenant-database-<timestamp>.json. Figures only.
 *
 * Settings (environment): BENCH_SECONDS (5 per case), BENCH_TARGETS (pglite,postgresql);
 * BENCH_DATABASE_URL / DATABASE_URL name the server.
 */
import { performance } from 'node:perf_hooks';
import {
  buildApp,
  migrateDatabase,
  openDatabase,
  withTenantSigning,
  type Database,
} from '@spool/server';
import { Permissions } from '@spool/contracts';
import { createTestIssuer } from '../../apps/server/src/testing/test-tokens.js';
import {
  createEmptyServerDatabase,
  createTestUser,
} from '../../apps/server/src/testing/test-database.js';
import { styleInput } from '../../apps/server/src/testing/style-fixtures.js';
import { describeMachine } from './report.js';
import { summarise, type TimingFigures } from './sampling.js';
import { assertServerReachable, serverUrlFromEnv } from './databases.js';
import { formatTable, writeJsonResult } from './text-table.js';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 5);
const targets = (process.env['BENCH_TARGETS'] ?? 'pglite,postgresql').split(',');
const stylesPerTenant = 200;

type Case = { target: string; tenant: string; firstRequestMs?: number; figures: TimingFigures };

async function openShared(target: string, serverUrl: string) {
  if (target === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
    return { database, drop: async () => undefined };
  }
  const scratch = await createEmptyServerDatabase(serverUrl);
  const database = await openDatabase({ kind: 'postgresql', url: scratch.url });
  return { database, drop: scratch.drop };
}

async function benchTarget(target: string, serverUrl: string): Promise<Case[]> {
  const shared = await openShared(target, serverUrl);
  const own = await createEmptyServerDatabase(serverUrl);
  await migrateDatabase(shared.database);
  const database: Database = await withTenantSigning(shared.database);
  const { trust, issueToken } = await createTestIssuer();
  const app = await buildApp({ database, signIn: { kind: 'external', tokenTrust: trust } });
  try {
    await app.ready();
    const hostAdmin = await createTestUser(database, {
      tenantId: null,
      userName: 'bench.host',
      permissions: [Permissions.Tenants, Permissions.TenantsCreate],
    });
    const hostToken = await issueToken({ sub: hostAdmin });
    const createTenant = async (name: string, extraProperties: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/multi-tenancy/tenants',
        headers: { authorization: `Bearer ${hostToken}` },
        payload: {
          name,
          adminEmailAddress: `admin@${name}.example`,
          adminPassword: 'Bench-Pass-1',
          extraProperties,
        },
      });
      if (response.statusCode !== 200) throw new Error(`create ${name}: ${response.body}`);
      return response.json<{ id: string }>().id;
    };

    const cases: Case[] = [];
    for (const [tenant, extra] of [
      ['shared', {}],
      ['own', { DefaultConnectionString: own.url }],
    ] as const) {
      const tenantId = await createTenant(`bench-${tenant}`, extra);
      const planner = await createTestUser(database, {
        tenantId,
        userName: `bench.${tenant}`,
        permissions: [Permissions.Styles, Permissions.StylesCreate],
      });
      const token = await issueToken({ sub: planner, tenantid: tenantId });
      const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload && { payload }),
        });
      const first = performance.now();
      const firstResponse = await call('GET', '/api/styleGrid');
      const firstRequestMs = performance.now() - first;
      if (firstResponse.statusCode !== 200) throw new Error(firstResponse.body);
      for (let index = 0; index < stylesPerTenant; index += 1) {
        const created = await call('POST', '/api/style', styleInput(`Style ${index}`));
        if (created.statusCode !== 201) throw new Error(created.body);
      }
      const samples: number[] = [];
      const until = performance.now() + seconds * 1000;
      for (let warm = 0; warm < 100; warm += 1) await call('GET', '/api/styleGrid');
      while (performance.now() < until) {
        const start = performance.now();
        const response = await call('GET', '/api/styleGrid');
        samples.push(performance.now() - start);
        if (response.statusCode !== 200) throw new Error(response.body);
      }
      cases.push({
        target,
        tenant,
        ...(tenant === 'own' && { firstRequestMs }),
        figures: summarise(samples),
      });
    }
    return cases;
  } finally {
    await app.close();
    await database.close();
    await shared.drop();
    await own.drop();
  }
}

async function main() {
  const startedAt = new Date().toISOString();
  const serverUrl = serverUrlFromEnv();
  await assertServerReachable(serverUrl);
  const cases: Case[] = [];
  for (const target of targets) cases.push(...(await benchTarget(target, serverUrl)));
  const ms = (value: number) => value.toFixed(2);
  console.log(
    formatTable(
      ['shared database', 'tenant data in', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'first ms'],
      cases.map(({ target, tenant, figures, firstRequestMs }) => [
        target,
        tenant === 'own' ? 'its own (PostgreSQL)' : 'the shared one',
        String(figures.runs),
        (1000 / figures.meanMs).toFixed(0),
        ms(figures.medianMs),
        ms(figures.p95Ms),
        firstRequestMs === undefined ? '' : ms(firstRequestMs),
      ]),
    ),
  );
  const path = await writeJsonResult('tenant-database', startedAt, {
    startedAt,
    machine: describeMachine(),
    cases,
  });
  console.log(`\nfigures written to ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
