/**
 * The server side of the purchase plan benchmark: a tenant with the seed's thread range (its
 * navy and red cones priced) and 200 styles of 50 operations stored straight in the tables,
 * one plan of them all, then
 * - `GET /api/purchasePlans/:id/figures` through the whole app (`app.inject`): the plan's
 *   inputs read in one transaction, the figures computed in a worker thread, the answer
 *   validated and serialised;
 * - the reading alone (what the route's transaction reads: plan, styles, operations,
 *   settings, thread range, cost file), and the domain alone on the very job the server read
 *   (`computePurchasePlan`, in this thread).
 * On PGlite and on a PostgreSQL server (`BENCH_TARGETS`, default both).
 */
import { performance } from 'node:perf_hooks';
import { Permissions } from '@spool/contracts';
import { newOperationDefaults } from '@spool/domain';
import { buildApp } from '@spool/server';
import { createTestIssuer } from '../../apps/server/src/testing/test-tokens.js';
import { createTestDatabase, createTestUser } from '../../apps/server/src/testing/test-database.js';
import { priceThread } from '../../apps/server/src/testing/style-fixtures.js';
import { inTenantTransaction } from '../../apps/server/src/platform/db/tenant-transaction.js';
import type { Tx } from '../../apps/server/src/platform/db/database.js';
import { analyzeForImportFunction } from '../../apps/server/src/platform/db/secure-tenant-tables.js';
import { seedTenantCatalogue } from '../../apps/server/src/modules/catalogue/index.js';
import { exampleThreadRange } from '../../apps/server/src/modules/catalogue/tenant-catalogue.seed.js';
import { customers } from '../../apps/server/src/platform/db/schema/catalogue.js';
import {
  packageSizes,
  productCategories,
  productTypes,
  ticketTexes,
} from '../../apps/server/src/platform/db/schema/reference.js';
import {
  operationLines,
  operations,
  styles,
} from '../../apps/server/src/platform/db/schema/styles.js';
import {
  approvedInputsOf,
  createReportsRepository,
  createStyleEstimates,
} from '../../apps/server/src/modules/reports/index.js';
import { createCostFileRepository } from '../../apps/server/src/modules/settings/index.js';
import { createPurchasePlanInputs } from '../../apps/server/src/modules/purchase-plans/purchase-plan-inputs.js';
import { createOrdersRepository } from '../../apps/server/src/modules/styles/index.js';
import { computePurchasePlan } from '../../apps/server/src/modules/purchase-plans/purchase-plan-figures.js';
import { createPurchasePlansRepository } from '../../apps/server/src/modules/purchase-plans/purchase-plans.repository.js';
import { seededRandom } from './engine-inputs.js';
import { summarise, type TimingFigures } from './sampling.js';

/** Stitch types of a knit and woven range; every input the dialog asks is given. */
const stitchCodes = ['301', '401', '504', '514', '516', '602', '605', '406', '101', '304'];
const shades = ['Navy', 'Navy', 'Signal Red', 'Jet Black', 'Optic White', 'Natural'];
const rowsPerStatement = 1000;

export type ServerCase = { target: string; case: string; figures: TimingFigures };

type Thread = { brandId: number; ticketTexId: number; packageSizeId: number };

/** Stores `styleCount` styles of `operationsPerStyle` operations, in a thousand rows a statement. */
export async function storeStyles(tx: Tx, styleCount: number, operationsPerStyle: number) {
  const random = seededRandom(20_260_015);
  const [customer] = await tx.insert(customers).values({ name: 'Bench buyer' }).returning();
  const [category] = await tx.insert(productCategories).values({ name: 'Tops' }).returning();
  const [type] = await tx.insert(productTypes).values({ name: 'Polo shirt' }).returning();
  if (!customer || !category || !type) throw new Error('the style references were not stored');
  const brandOf = new Map(
    (await tx.select({ id: ticketTexes.id, brandId: ticketTexes.brandId }).from(ticketTexes)).map(
      (row) => [row.id, row.brandId],
    ),
  );
  const threads: Thread[] = (
    await tx
      .select({ id: packageSizes.id, ticketTexId: packageSizes.ticketTexId })
      .from(packageSizes)
  ).map((size) => ({
    brandId: brandOf.get(size.ticketTexId) ?? 0,
    ticketTexId: size.ticketTexId,
    packageSizeId: size.id,
  }));

  const styleIds = (
    await tx
      .insert(styles)
      .values(
        Array.from({ length: styleCount }, (_, index) => ({
          name: `Bench style ${index + 1}`,
          quantity: 500 + ((index * 137) % 4500),
          numberOfProductionLines: 1 + (index % 3),
          customerId: customer.id,
          productCategoryId: category.id,
          productTypeId: type.id,
        })),
      )
      .returning({ id: styles.id })
  ).map((row) => row.id);

  const planned = styleIds.flatMap((styleId) => {
    // Each style runs a few threads of the range, in a few shades.
    const palette = Array.from({ length: 6 }, () => ({
      ...random.pick(threads),
      shade: random.pick(shades),
    }));
    return Array.from({ length: operationsPerStyle }, (_, index) => {
      const defaults = newOperationDefaults(random.pick(stitchCodes));
      return {
        values: {
          styleId,
          groupNumber: index + 1,
          description: `Operation ${index + 1}`,
          stitchTypeCode: defaults.stitchTypeCode,
          seamLengthCm: 5 + random.int(0, 145),
          quantity: defaults.rows ?? 1,
          bightMm: defaults.bightMm,
          rate: defaults.ratePer3Cm ?? 12,
          machines: random.next() < 0.6 ? random.int(1, 2) : random.int(3, 6),
          seamThicknessMm: defaults.seamThicknessMm ?? 1,
        },
        lines: defaults.lines.map((line) => ({ ...line, ...random.pick(palette) })),
      };
    });
  });
  // As the import does: statistics of the new rows first, or each line's foreign-key check scans
  // every operation (the planner still takes the tables for empty).
  const analyze = (table: 'styles' | 'operations') =>
    tx.execute(`select public.${analyzeForImportFunction}('${table}')`);
  await analyze('styles');
  let analyzed = false;
  for (let start = 0; start < planned.length; start += rowsPerStatement) {
    const chunk = planned.slice(start, start + rowsPerStatement);
    const ids = await tx
      .insert(operations)
      .values(chunk.map((operation) => operation.values))
      .returning({ id: operations.id });
    const lines = chunk.flatMap((operation, index) =>
      operation.lines.map((line, position) => ({
        operationId: ids[index]?.id ?? 0,
        position: position + 1,
        ...line,
      })),
    );
    if (!analyzed) {
      await analyze('operations');
      analyzed = true;
    }
    for (let from = 0; from < lines.length; from += rowsPerStatement) {
      await tx.insert(operationLines).values(lines.slice(from, from + rowsPerStatement));
    }
  }
  return styleIds;
}

/** Median and percentiles of `runs` calls after `warmup` unmeasured ones. */
export async function timeCalls(
  work: () => Promise<unknown>,
  warmup: number,
  runs: number,
): Promise<TimingFigures> {
  for (let run = 0; run < warmup; run += 1) await work();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await work();
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}

/**
 * Measures the server's figures of a plan of `styleCount` styles of `operationsPerStyle`
 * operations on one database (`pglite`, or `postgresql` at `serverUrl`).
 */
export async function benchServer(
  target: 'pglite' | 'postgresql',
  serverUrl: string,
  shape: { styleCount: number; operationsPerStyle: number; runs: number },
  progress: (message: string) => void,
): Promise<ServerCase[]> {
  // The test suite's own database setup: PGlite in memory, or a scratch database on the server.
  process.env['DATABASE_URL'] = target === 'pglite' ? '' : serverUrl;
  const database = await createTestDatabase();
  const { trust, issueToken } = await createTestIssuer();
  const app = await buildApp({ database, signIn: { kind: 'external', tokenTrust: trust } });
  const label = target === 'pglite' ? 'PGlite' : 'PostgreSQL';
  try {
    await app.ready();
    const tenantId = (await database.createTenant('Bench Garments')).id;
    await inTenantTransaction(database, tenantId, seedTenantCatalogue);
    for (const brand of exampleThreadRange) {
      for (const thread of brand.threads) {
        for (const cone of thread.cones) {
          await priceThread(database, tenantId, cone.article, 1 + cone.lengthM / 2000);
        }
      }
    }
    progress(
      `${label}: storing ${shape.styleCount} styles of ${shape.operationsPerStyle} operations`,
    );
    const styleIds = await inTenantTransaction(database, tenantId, (tx) =>
      storeStyles(tx, shape.styleCount, shape.operationsPerStyle),
    );
    const planner = await createTestUser(database, {
      tenantId,
      userName: 'bench.planner',
      permissions: [Permissions.PurchasePlans, Permissions.PurchasePlansCreate],
    });
    const token = await issueToken({ sub: planner, tenantid: tenantId });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload && { payload }),
      });
    const created = await call('POST', '/api/purchasePlans', {
      name: 'Bench season',
      runMode: 'sequential',
      styles: styleIds.map((styleId) => ({ styleId })),
    });
    if (created.statusCode !== 201) throw new Error(`plan: ${created.body}`);
    const planId = created.json<{ id: number }>().id;

    const readJob = () =>
      inTenantTransaction(database, tenantId, async (tx) => {
        const reports = createReportsRepository(tx);
        const plans = createPurchasePlansRepository(tx);
        const plan = await plans.findPlan(planId);
        if (!plan) throw new Error('the plan is gone');
        return createPurchasePlanInputs({
          reports,
          estimates: createStyleEstimates(reports),
          costFiles: createCostFileRepository(tx),
          orders: (ids) => createOrdersRepository(tx).findOrdersOfStyles(ids),
          approved: approvedInputsOf(tx),
        }).jobOf({ ...plan, styles: await plans.findPlanStyles(planId) });
      });
    const job = await readJob();

    progress(`${label}: GET /api/purchasePlans/:id/figures`);
    const http = await timeCalls(
      async () => {
        const response = await call('GET', `/api/purchasePlans/${planId}/figures`);
        if (response.statusCode !== 200) throw new Error(`figures: ${response.body}`);
      },
      2,
      shape.runs,
    );
    progress(`${label}: reading the plan's inputs`);
    const reading = await timeCalls(readJob, 2, shape.runs);
    progress(`${label}: computePurchasePlan on the job read`);
    const domain = await timeCalls(async () => computePurchasePlan(job), 2, shape.runs);
    return [
      { target: label, case: 'GET figures (HTTP, worker thread)', figures: http },
      { target: label, case: 'reading the inputs (one transaction)', figures: reading },
      { target: label, case: 'computePurchasePlan on that job', figures: domain },
    ];
  } finally {
    await app.close();
    await database.dispose();
  }
}
