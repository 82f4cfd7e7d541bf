import type { FastifyInstance } from 'fastify';
import {
  type Language,
  applyPurchasePlanBrandSwap,
  comparePurchasePlanBrands,
  createPurchasePlan,
  deletePurchasePlan,
  getPurchasePlan,
  getPurchasePlanFigures,
  getPurchasePlanInputs,
  getPurchasePlans,
  Permissions,
  purchasePlanInputsSchema,
  updatePurchasePlan,
  type PurchasePlanDto,
} from '@spool/contracts';
import type { BrandComparison, PurchasePlanJobFigures } from '@spool/domain';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { PurchasePlanJob } from './purchase-plan-figures.js';
import type { PurchasePlanInputs } from './purchase-plan-inputs.js';
import { refuseUnapprovedStyles } from './purchase-plan-stages.js';
import type { BrandSwapRequest, Plan, PurchasePlansService } from './purchase-plans.service.js';

const toPlanDto = ({ styles, ...plan }: Plan): PurchasePlanDto => ({
  ...toSummary(plan),
  styles,
});

const toSummary = <T extends Omit<Plan, 'styles'>>(plan: T) => ({
  ...plan,
  creationTime: plan.creationTime.toISOString(),
  lastModificationTime: plan.lastModificationTime?.toISOString() ?? null,
});

/** The figures' computations, on the event loop for a small plan, in a worker for a large one. */
export type PlanComputations = {
  figures(job: PurchasePlanJob): Promise<PurchasePlanJobFigures>;
  /** The brand mapping is checked first, on the event loop (a bad correction is a 400). */
  comparison(job: PurchasePlanJob, request: BrandSwapRequest): Promise<BrandComparison>;
};

export function purchasePlansRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    /** With the actor for changes, which the audit log records. */
    plans: (tx: Tx, actor?: Actor) => PurchasePlansService;
    inputs: (tx: Tx) => PurchasePlanInputs;
    compute: PlanComputations;
  },
): void {
  const { router, plans, inputs, compute } = deps;
  /** The saved plan's job, unless the plan takes approved styles only and one is not (409). */
  const jobToCompute = async (tx: Tx, id: number, language: Language) => {
    const plan = await plans(tx).getPlan(id);
    const job = await inputs(tx).jobOf(plan);
    refuseUnapprovedStyles(plan, job, language);
    return job;
  };

  router.route(app, getPurchasePlans, async ({ query }, { tx }) => {
    const page = await plans(tx).findPage({ skip: query.SkipCount, take: query.MaxResultCount });
    return { totalCount: page.totalCount, items: page.items.map(toSummary) };
  });
  router.route(app, getPurchasePlan, async ({ params }, { tx }) =>
    toPlanDto(await plans(tx).getPlan(params.id)),
  );
  router.route(app, createPurchasePlan, async ({ body }, ctx) => {
    const { actor } = ctx;
    return toPlanDto(await plans(ctx.tx, actor).createPlan(body, actor));
  });
  router.route(app, updatePurchasePlan, async ({ params, body }, ctx) => {
    const { concurrencyStamp, ...plan } = body;
    const { actor } = ctx;
    return toPlanDto(
      await plans(ctx.tx, actor).updatePlan(params.id, plan, concurrencyStamp, actor),
    );
  });
  router.route(app, deletePurchasePlan, async ({ params }, ctx) => {
    const { actor } = ctx;
    await plans(ctx.tx, actor).deletePlan(params.id, actor, ctx.demand);
    return null;
  });

  // Read in a short transaction, computed with none held (other requests go on meanwhile).
  router.route(app, getPurchasePlanFigures, { transaction: 'steps' }, async ({ params }, ctx) => {
    const job = await ctx.transaction((tx) => jobToCompute(tx, params.id, ctx.language));
    return compute.figures(job);
  });
  // The figures' inputs, which the plan's screen computes its live figures from.
  router.route(app, getPurchasePlanInputs, async ({ params, query }, { tx }) => {
    const service = plans(tx);
    const plan =
      query.styleIds === undefined
        ? await service.getPlan(params.id)
        : await service.planWithStyles(params.id, query.styleIds);
    // The shape the browser reads, with the defaults the domain's inputs leave implicit.
    return purchasePlanInputsSchema.parse(await inputs(tx).jobOf(plan));
  });
  router.route(
    app,
    comparePurchasePlanBrands,
    { transaction: 'steps' },
    async ({ params, body }, ctx) => {
      const job = await ctx.transaction((tx) => jobToCompute(tx, params.id, ctx.language));
      return compute.comparison(job, body);
    },
  );
  router.route(app, applyPurchasePlanBrandSwap, async ({ params, body }, ctx) => {
    // The swap edits the styles' operations: the right to edit styles too.
    await ctx.demand(Permissions.StylesUpdate);
    const { concurrencyStamp, ...request } = body;
    const { actor } = ctx;
    return plans(ctx.tx, actor).applyBrandSwap(params.id, request, concurrencyStamp, actor);
  });
}
