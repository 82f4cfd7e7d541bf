/**
 * Order benchmark: the figures of a style ordered in 10 colourways of 8 sizes, of 100
 * operations (the engine benchmark's deterministic inputs, engine-inputs.ts):
 * - in the domain alone: `estimateOrder` (8 sizes estimated, shades resolved per colourway,
 *   bought per thread and shade), with half the style's threads dyed to match;
 * - through the API (`GET /api/style/:id/order/figures`, the whole app) on PGlite and on a
 *   PostgreSQL server: the style, its sizes and colourways set through the API;
 * - a purchase plan of 200 such styles: `computePurchasePlan` in the domain, and
 *   `GET /api/purchasePlans/:id/figures` on both databases (the styles' sizes and colourways
 *   stored straight in the tables).
 * Prints a table and writes results/orders-<timestamp>.json. Figures only: no threshold on time
 * is asserted. `BENCH_TARGETS` picks the databases (default `pglite,postgresql`, none: `-`).
 */
import { Permissions, type OrderInputsDto, type PurchasePlanDto } from '@spool/contracts';
import {
  colourwaySchema,
  computePurchasePlan,
  estimateOrder,
  type PurchasePlanJob,
  sizeRangeSchema,
  styleThreadsOf,
  type Colourway,
  type OperationInput,
  type SizeRange,
} from '@spool/domain';
import { buildApp } from '@spool/server';
import { createTestIssuer } from '../../apps/server/src/testing/test-tokens.js';
import { createTestDatabase, createTestUser } from '../../apps/server/src/testing/test-database.js';
import { inTenantTransaction } from '../../apps/server/src/platform/db/tenant-transaction.js';
import { seedTenantCatalogue } from '../../apps/server/src/modules/catalogue/index.js';
import { styleColourways, styleOrders } from '../../apps/server/src/platform/db/schema/orders.js';
import { assertServerReachable, serverUrlFromEnv } from './databases.js';
import {
  costFile,
  customSetting,
  generateOperations,
  styleDetails,
  threadCatalogue,
} from './engine-inputs.js';
import { storeStyles, timeCalls } from './purchase-plan-server.js';
import { describeMachine } from './report.js';
import { measure, type TimingFigures } from './sampling.js';
import { formatTable, writeJsonResult } from './text-table.js';

const seed = 38_038;
const operationCount = 100;
const colourwayCount = 10;
const planStyleCount = 200;
const sizes = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL'];
const shades = ['Navy', 'Jet Black', 'Signal Red', 'Natural', 'Ecru', 'Optic White'];

const progress = (message: string) => process.stderr.write(`[orders] ${message}\n`);

const range: SizeRange = sizeRangeSchema.parse({
  sizes: sizes.map((name, index) => ({ name, gradePercent: (index - 2) * 4 })),
  baseSize: 'M',
});

/** Ten colourways, each size ordered, the first half of the style's threads dyed to match. */
function colourwaysOf(style: readonly Pick<OperationInput, 'lines'>[]): Colourway[] {
  const threads = styleThreadsOf(style);
  const dyed = threads.slice(0, Math.ceil(threads.length / 2));
  return Array.from({ length: colourwayCount }, (_, index) =>
    colourwaySchema.parse({
      name: `Colourway ${index + 1}`,
      dtmShade: shades[index % shades.length],
      quantities: Object.fromEntries(
        sizes.map((size, at) => [size, 100 + ((index * 37 + at * 53) % 400)]),
      ),
      threadShades: Object.fromEntries(dyed.map((thread) => [thread.key, { kind: 'dtm' }])),
    }),
  );
}

type Case = { target: string; case: string; figures: TimingFigures };

async function benchServer(target: 'pglite' | 'postgresql', serverUrl: string): Promise<Case[]> {
  process.env['DATABASE_URL'] = target === 'pglite' ? '' : serverUrl;
  const database = await createTestDatabase();
  const { trust, issueToken } = await createTestIssuer();
  const app = await buildApp({ database, signIn: { kind: 'external', tokenTrust: trust } });
  const label = target === 'pglite' ? 'PGlite' : 'PostgreSQL';
  try {
    await app.ready();
    const tenantId = (await database.createTenant('Bench Garments')).id;
    await inTenantTransaction(database, tenantId, seedTenantCatalogue);
    progress(`${label}: a style of ${operationCount} operations, its sizes and colourways`);
    const [styleId] = await inTenantTransaction(database, tenantId, (tx) =>
      storeStyles(tx, 1, operationCount),
    );
    if (styleId === undefined) throw new Error('the style was not stored');
    const callerIn = async (tenant: string) => {
      const planner = await createTestUser(database, {
        tenantId: tenant,
        userName: `bench.planner.${tenant.slice(0, 8)}`,
        permissions: [
          Permissions.Styles,
          Permissions.StylesUpdate,
          Permissions.Reports,
          Permissions.PurchasePlans,
          Permissions.PurchasePlansCreate,
        ],
      });
      const token = await issueToken({ sub: planner, tenantid: tenant });
      const call: Call = async (method, url, payload) => {
        const response = await app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload && { payload }),
        });
        if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
        return response;
      };
      return call;
    };
    const call = await callerIn(tenantId);
    // Its sizes and colourways through the API, as the style window sets them.
    await call('PUT', `/api/style/${styleId}/order`, {
      sizeRange: range,
      runMode: 'sequential',
      concurrencyStamp: null,
    });
    const inputs = (await call('GET', `/api/style/${styleId}/order/inputs`)).json<OrderInputsDto>();
    for (const colourway of colourwaysOf(inputs.operations)) {
      await call('POST', `/api/style/${styleId}/colourways`, colourway);
    }
    progress(`${label}: GET /api/style/:id/order/figures`);
    const figures = await timeCalls(
      async () => {
        await call('GET', `/api/style/${styleId}/order/figures`);
      },
      3,
      20,
    );
    const cases: Case[] = [{ target: label, case: 'GET order figures (HTTP)', figures }];
    // The plan's 200 styles in a tenant of their own.
    const plansTenant = (await database.createTenant('Bench Seasons')).id;
    await inTenantTransaction(database, plansTenant, seedTenantCatalogue);
    cases.push(await benchPlan(label, database, plansTenant, await callerIn(plansTenant)));
    return cases;
  } finally {
    await app.close();
    await database.dispose();
  }
}

type Call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: object,
) => Promise<{ json: <T>() => T }>;

/**
 * A plan of 200 styles of 100 operations in 10 colourways of 8 sizes: the styles and their
 * orders stored straight in the tables, the plan through the API, its figures timed.
 */
async function benchPlan(
  label: string,
  database: Awaited<ReturnType<typeof createTestDatabase>>,
  tenantId: string,
  call: Call,
): Promise<Case> {
  progress(`${label}: ${planStyleCount} styles of ${operationCount} operations in colourways`);
  const styleIds = await inTenantTransaction(database, tenantId, (tx) =>
    storeStyles(tx, planStyleCount, operationCount),
  );
  for (const styleId of styleIds) {
    const inputs = (await call('GET', `/api/style/${styleId}/order/inputs`)).json<OrderInputsDto>();
    await inTenantTransaction(database, tenantId, async (tx) => {
      await tx
        .insert(styleOrders)
        .values({ styleId, sizes: range.sizes, baseSize: range.baseSize });
      await tx.insert(styleColourways).values(
        colourwaysOf(inputs.operations).map((colourway, position) => ({
          styleId,
          position,
          ...colourway,
        })),
      );
    });
  }
  const plan = (
    await call('POST', '/api/purchasePlans', {
      name: 'Bench season',
      runMode: 'sequential',
      styles: styleIds.map((styleId) => ({ styleId })),
    })
  ).json<PurchasePlanDto>();
  progress(`${label}: GET /api/purchasePlans/:id/figures of ${planStyleCount} styles`);
  const figures = await timeCalls(
    async () => {
      await call('GET', `/api/purchasePlans/${plan.id}/figures`);
    },
    1,
    5,
  );
  return { target: label, case: `GET plan figures, ${planStyleCount} styles (HTTP)`, figures };
}

/** The job of a plan of 200 styles, each of its own operations, in colourways and sizes. */
function planJobOf(
  catalogue: ReturnType<typeof threadCatalogue>,
  setting: ReturnType<typeof customSetting>,
): PurchasePlanJob {
  return {
    runMode: 'sequential',
    lengthUnit: 'metric',
    catalogue,
    costFile: costFile(),
    styles: Array.from({ length: planStyleCount }, (_, index) => {
      const operations = generateOperations(operationCount, setting, catalogue, seed + index);
      const colourways = colourwaysOf(operations).map((colourway, at) => ({
        ...colourway,
        id: index * colourwayCount + at + 1,
      }));
      return {
        order: {
          styleId: index + 1,
          name: `Style ${index + 1}`,
          garments: colourways.reduce(
            (sum, colourway) => sum + Object.values(colourway.quantities).reduce((a, b) => a + b),
            0,
          ),
          productionLines: 1 + (index % 3),
          allowancePercent: 5,
        },
        details: styleDetails(operationCount),
        operations,
        setting,
        sizes: { range, runMode: 'sequential', colourways },
      };
    }),
  };
}

async function main(): Promise<void> {
  const startedAt = new Date().toISOString();
  const catalogue = threadCatalogue();
  const setting = customSetting(seed);
  const style = generateOperations(operationCount, setting, catalogue, seed);
  const colourways = colourwaysOf(style);
  const order = () =>
    estimateOrder({
      style: styleDetails(operationCount),
      operations: style,
      setting,
      catalogue,
      range,
      colourways,
      runMode: 'sequential',
      costFile: costFile(),
    });
  const shape = order();
  progress('estimateOrder in the domain');
  const domain = measure(() => order().usage.totalUnusedThread.packagesBought, {
    warmupMs: 500,
    warmupRuns: 3,
    minMs: 3000,
    minRuns: 10,
    maxRuns: 300,
  });
  const cases: Case[] = [{ target: 'domain', case: 'estimateOrder', figures: domain.figures }];
  const job = planJobOf(catalogue, setting);
  progress(`computePurchasePlan of ${planStyleCount} such styles in the domain`);
  const plan = measure(() => computePurchasePlan(job).totals.packages, {
    warmupMs: 0,
    warmupRuns: 1,
    minMs: 5000,
    minRuns: 3,
    maxRuns: 10,
  });
  cases.push({
    target: 'domain',
    case: `computePurchasePlan, ${planStyleCount} styles`,
    figures: plan.figures,
  });

  const targets = (process.env['BENCH_TARGETS'] ?? 'pglite,postgresql')
    .split(',')
    .filter((target): target is 'pglite' | 'postgresql' =>
      ['pglite', 'postgresql'].includes(target),
    );
  const serverUrl = serverUrlFromEnv();
  if (targets.includes('postgresql')) await assertServerReachable(serverUrl);
  for (const target of targets) cases.push(...(await benchServer(target, serverUrl)));

  const report = {
    benchmark: 'orders',
    startedAt,
    machine: describeMachine(),
    settings: { seed, operations: operationCount, colourways: colourwayCount, sizes: sizes.length },
    order: {
      threads: shape.threads.length,
      garments: shape.garments,
      packages: shape.usage.totalUnusedThread.packagesBought,
    },
    cases,
  };
  console.log(
    [
      `Order: ${operationCount} operations x ${colourwayCount} colourways x ${sizes.length} sizes, ${report.order.garments} garments, ${report.order.threads} threads and shades, ${report.order.packages} packages`,
      `Machine: ${report.machine.cpuCount} x ${report.machine.cpuModel}, Node ${report.machine.node}`,
      '',
      formatTable(
        ['Where', 'Case', 'Runs', 'Median ms', 'p95 ms', 'Min ms'],
        cases.map((run) => [
          run.target,
          run.case,
          String(run.figures.runs),
          run.figures.medianMs.toFixed(1),
          run.figures.p95Ms.toFixed(1),
          run.figures.minMs.toFixed(1),
        ]),
      ),
    ].join('\n'),
  );
  progress(`figures written to ${await writeJsonResult('orders', startedAt, report)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
