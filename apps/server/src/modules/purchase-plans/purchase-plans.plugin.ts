import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { Translator } from '../../platform/i18n.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import { createAuditTrail, noAuditTrail } from '../audit-logging/index.js';
import {
  approvedInputsOf,
  createReportsRepository,
  createStyleEstimates,
} from '../reports/index.js';
import { createCostFileRepository } from '../settings/index.js';
import { createOrdersRepository, operationThreadSwapOf } from '../styles/index.js';
import { createTenantsRepository } from '../tenancy/index.js';
import {
  comparePurchasePlanBrands,
  computePurchasePlan,
  inlineOperationsLimit,
  operationsOf,
  type PurchasePlanJob,
} from './purchase-plan-figures.js';
import { brandMappingOf, createPurchasePlanInputs } from './purchase-plan-inputs.js';
import { purchasePlanOutputsRoutes } from './purchase-plan-outputs.routes.js';
import { createPurchasePlanOutputs } from './purchase-plan-outputs.service.js';
import { createPurchasePlansRepository } from './purchase-plans.repository.js';
import { purchasePlansRoutes, type PlanComputations } from './purchase-plans.routes.js';
import { createPurchasePlansService } from './purchase-plans.service.js';

/**
 * A plan's figures with the domain's planPurchase: on the event loop when the plan is small
 * (a few milliseconds), in a worker thread when its styles have more than
 * {@link inlineOperationsLimit} operations (200 styles of 50 take a quarter of a second).
 */
export function planComputations(workers: Pick<WorkerPool, 'run'>): PlanComputations {
  const offLoop = (job: PurchasePlanJob) => operationsOf(job) > inlineOperationsLimit;
  return {
    figures: async (job) =>
      offLoop(job) ? workers.run('computePurchasePlan', job) : computePurchasePlan(job),
    comparison: async (job, request) => {
      const withMapping = { ...job, mapping: brandMappingOf(job, request) };
      return offLoop(job)
        ? workers.run('comparePurchasePlanBrands', withMapping)
        : comparePurchasePlanBrands(withMapping);
    },
  };
}

/**
 * The purchase plans module: plans, their figures, brand comparison and swap, and
 * their files (purchase list per brand, the plan as PDF or CSV).
 */
export function purchasePlansPlugin(
  app: FastifyInstance,
  { router, workers, translator }: { router: Router; workers: WorkerPool; translator: Translator },
): void {
  const estimatesOf = (tx: Tx) => createStyleEstimates(createReportsRepository(tx));
  const plans = (tx: Tx, actor?: Actor) =>
    createPurchasePlansService({
      plans: createPurchasePlansRepository(tx),
      // Changes are written into the audit log of the change's transaction, as the actor's.
      audit: actor ? createAuditTrail(tx, actor) : noAuditTrail,
      swap: () => {
        if (!actor) throw new Error('A brand swap needs its actor');
        return operationThreadSwapOf(tx, actor);
      },
      catalogue: async () => (await estimatesOf(tx).tenant()).catalogue,
      colourwayIdsOf: async (ids) =>
        new Map(
          [...(await createOrdersRepository(tx).findOrdersOfStyles(ids))].map(([id, order]) => [
            id,
            order.colourways.map((colourway) => colourway.id),
          ]),
        ),
    });
  const inputs = (tx: Tx) =>
    createPurchasePlanInputs({
      reports: createReportsRepository(tx),
      estimates: estimatesOf(tx),
      costFiles: createCostFileRepository(tx),
      orders: (ids) => createOrdersRepository(tx).findOrdersOfStyles(ids),
      approved: approvedInputsOf(tx),
    });
  const compute = planComputations(workers);
  purchasePlansRoutes(app, {
    router,
    plans,
    inputs,
    compute,
  });
  purchasePlanOutputsRoutes(app, {
    router,
    plans,
    inputs,
    outputs: createPurchasePlanOutputs({ compute, workers, translator }),
    tenantName: async (tx: Tx, tenantId: string) =>
      (await createTenantsRepository(tx).findTenantSummary(tenantId))?.name ?? '',
  });
}
