import type { FastifyInstance } from 'fastify';
import { getPurchasePlanPurchaseList, getPurchasePlanReport } from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router, StepsContext } from '../../platform/http/router.js';
import type { PurchasePlanInputs } from './purchase-plan-inputs.js';
import type { PlanToOutput, PurchasePlanOutputs } from './purchase-plan-outputs.service.js';
import type { PurchasePlansService } from './purchase-plans.service.js';

/**
 * The files of a purchase plan: read in one short transaction (another tenant's plan is a
 * 404, as on the other plan routes), made with no transaction held.
 */
export function purchasePlanOutputsRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    plans: (tx: Tx) => PurchasePlansService;
    inputs: (tx: Tx) => PurchasePlanInputs;
    outputs: PurchasePlanOutputs;
    tenantName: (directoryTx: Tx, tenantId: string) => Promise<string>;
  },
): void {
  const { router, outputs } = deps;
  const read = (id: number, ctx: StepsContext): Promise<PlanToOutput> =>
    ctx.transaction(async (tx, directoryTx) => {
      const plan = await deps.plans(tx).getPlan(id);
      return {
        plan,
        job: await deps.inputs(tx).jobOf(plan),
        tenantName: await deps.tenantName(directoryTx, ctx.principal.tenantId),
      };
    });

  router.route(
    app,
    getPurchasePlanPurchaseList,
    { transaction: 'steps' },
    async ({ params }, ctx) =>
      outputs.purchaseList(await read(params.id, ctx), params.brandId, ctx.language),
  );
  router.route(
    app,
    getPurchasePlanReport,
    { transaction: 'steps' },
    async ({ params, query }, ctx) =>
      outputs.report(await read(params.id, ctx), query.format, ctx.language),
  );
}
