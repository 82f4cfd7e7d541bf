import { Permissions, type PermissionName } from '@spool/contracts';
import {
  changedFields,
  DomainError,
  mapBrand,
  swappedThreadOf,
  type BrandMappingOverride,
  type PurchasePlanInput,
  type ThreadCatalogueInput,
} from '@spool/domain';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { AuditTrail } from '../audit-logging/index.js';
import type { OperationThreadSwap, ThreadSwapResult } from '../styles/index.js';
import type {
  PlanRow,
  PlanStyleRow,
  PurchasePlansRepository,
} from './purchase-plans.repository.js';

/** A plan with its styles. */
export type Plan = PlanRow & { styles: PlanStyleRow[] };

/** What a plan's figures read of it: how its styles run, and their orders. */
export type PlanOrders = {
  runMode: Plan['runMode'];
  styles: readonly Pick<
    PlanStyleRow,
    'styleId' | 'orderQuantity' | 'productionLines' | 'colourwayIds'
  >[];
};

/** Who makes a change: the user id the plan keeps as its creator, and the name shown. */

/** A brand swap as the user confirmed it: the two brands and the corrections of the mapping. */
export type BrandSwapRequest = {
  fromBrandId: number;
  toBrandId: number;
  overrides: readonly BrandMappingOverride[];
};

/** The fields of a plan its history compares: its styles by name. */
function planFields(plan: Plan): Record<string, unknown> {
  return {
    name: plan.name,
    note: plan.note,
    needBy: plan.needBy,
    runMode: plan.runMode,
    approvedOnly: plan.approvedOnly,
    styles: plan.styles.map((style) => ({
      style: style.name,
      orderQuantity: style.orderQuantity,
      productionLines: style.productionLines,
      colourwayIds: style.colourwayIds,
    })),
  };
}

/**
 * Purchase plans: tenant data with a concurrency stamp. Styles must be the
 * tenant's; a plan is deleted by its creator (who may create plans) or by someone who may
 * delete anyone's; every change goes into the audit log in the change's transaction.
 */
export function createPurchasePlansService({
  plans,
  audit,
  swap,
  catalogue,
  colourwayIdsOf,
}: {
  plans: PurchasePlansRepository;
  /** The ids of each style's colourways (a style without any: an empty list or none). */
  colourwayIdsOf: (styleIds: readonly number[]) => Promise<ReadonlyMap<number, readonly number[]>>;
  audit: Pick<AuditTrail, 'record'>;
  /** The styles module's thread swap of the request's transaction and actor. */
  swap: () => OperationThreadSwap;
  /** The tenant's thread range, as the estimates read it. */
  catalogue: () => Promise<ThreadCatalogueInput>;
}) {
  const getPlan = async (id: number): Promise<Plan> => {
    const plan = await plans.findPlan(id);
    if (!plan) throw new DomainError('Spool.PurchasePlans:PlanNotFound', { id });
    return { ...plan, styles: await plans.findPlanStyles(id) };
  };

  const checkStyleIds = async (ids: readonly number[]) => {
    const existing = await plans.findExistingStyleIds(ids);
    const unknown = ids.find((id) => !existing.has(id));
    if (unknown !== undefined)
      throw new DomainError('Spool.PurchasePlans:UnknownStyle', { id: unknown });
  };

  /** The styles are the tenant's, and the colourways each takes are that style's. */
  const checkStyles = async (input: Pick<PurchasePlanInput, 'styles'>) => {
    await checkStyleIds(input.styles.map((style) => style.styleId));
    const choosing = input.styles.filter((style) => style.colourwayIds !== null);
    if (choosing.length === 0) return;
    const owned = await colourwayIdsOf(choosing.map((style) => style.styleId));
    for (const style of choosing) {
      const own = new Set(owned.get(style.styleId) ?? []);
      const foreign = style.colourwayIds?.find((id) => !own.has(id));
      if (foreign !== undefined) {
        throw new DomainError('Spool.PurchasePlans:UnknownColourway', {
          style: style.styleId,
          id: foreign,
        });
      }
    }
  };

  const record = (
    action: 'Created' | 'Updated' | 'Deleted',
    plan: Plan,
    states: { before?: object | null; after?: object | null },
  ) =>
    audit.record({
      action,
      entityType: 'PurchasePlan',
      entityId: String(plan.id),
      entityName: plan.name,
      ...states,
    });

  return {
    getPlan,

    findPage: (page: { skip: number; take: number }) => plans.findPlansPage(page),

    /**
     * The plan with other styles than its own, for figures of unsaved edits: in the order
     * asked, the plan's own with the plan's orders, others following their style's (each the
     * tenant's, or `UnknownStyle`).
     */
    async planWithStyles(id: number, styleIds: readonly number[]): Promise<PlanOrders> {
      const plan = await getPlan(id);
      const own = new Map(plan.styles.map((style) => [style.styleId, style]));
      const styles = [...new Set(styleIds)].map(
        (styleId) =>
          own.get(styleId) ?? {
            styleId,
            orderQuantity: null,
            productionLines: null,
            colourwayIds: null,
          },
      );
      await checkStyleIds(styles.map((style) => style.styleId));
      return { runMode: plan.runMode, styles };
    },

    async createPlan(input: PurchasePlanInput, actor: Actor): Promise<Plan> {
      await checkStyles(input);
      const id = await plans.insertPlan({
        name: input.name,
        note: input.note,
        needBy: input.needBy,
        runMode: input.runMode,
        approvedOnly: input.approvedOnly,
        creatorId: actor.userId,
        createdBy: actor.userName,
      });
      await plans.replaceStyles(id, input.styles);
      const created = await getPlan(id);
      await record('Created', created, { after: planFields(created) });
      return created;
    },

    async updatePlan(
      id: number,
      input: PurchasePlanInput,
      concurrencyStamp: string,
      actor: Actor,
    ): Promise<Plan> {
      const current = await getPlan(id);
      await checkStyles(input);
      const updated = await plans.updatePlan(id, {
        name: input.name,
        note: input.note,
        needBy: input.needBy,
        runMode: input.runMode,
        approvedOnly: input.approvedOnly,
        lastModifiedBy: actor.userName,
        concurrencyStamp,
      });
      if (!updated) throw new DomainError('Spool:Conflict');
      await plans.replaceStyles(id, input.styles);
      const saved = await getPlan(id);
      const changes = changedFields(planFields(current), planFields(saved));
      if (changes) await record('Updated', saved, changes);
      return saved;
    },

    /** Its creator deletes it with the right to create plans; anyone else needs DeleteAny. */
    async deletePlan(
      id: number,
      actor: Actor,
      demand: (permission: PermissionName) => Promise<void>,
    ): Promise<void> {
      const plan = await getPlan(id);
      await demand(
        plan.creatorId === actor.userId
          ? Permissions.PurchasePlansCreate
          : Permissions.PurchasePlansDeleteAny,
      );
      await record('Deleted', plan, { before: planFields(plan) });
      await plans.deletePlan(id);
    },

    /**
     * Replaces one brand by another in the component lines of the plan's styles, as compared
     * (mapBrand with the same corrections), in the request's transaction: the operations'
     * audit entries, and one on the plan, whose stamp is renewed (a stale one gets 409).
     */
    async applyBrandSwap(
      id: number,
      request: BrandSwapRequest,
      concurrencyStamp: string,
      actor: Actor,
    ): Promise<ThreadSwapResult & { concurrencyStamp: string }> {
      const plan = await getPlan(id);
      if (plan.concurrencyStamp !== concurrencyStamp) {
        throw new DomainError('Spool:Conflict');
      }
      const range = await catalogue();
      const fromTicketTexes = new Set(
        range.ticketTexes
          .filter((entry) => entry.brandId === request.fromBrandId)
          .map((entry) => entry.id),
      );
      const mapping = mapBrand(range, {
        ...request,
        // Every package size of the brand: those the plan uses map as the comparison mapped them.
        packageSizeIds: range.packageSizes
          .filter((size) => fromTicketTexes.has(size.ticketTexId))
          .map((size) => size.id),
      });
      const result = await swap().swapThreads(
        plan.styles.map((style) => style.styleId),
        (line) => swappedThreadOf(line, mapping),
        actor.userName,
      );
      // Nothing of the brand in the plan's styles: nothing changed, nothing recorded.
      if (result.changedLines === 0) return { ...result, concurrencyStamp };
      if (!(await plans.updatePlan(id, { lastModifiedBy: actor.userName, concurrencyStamp }))) {
        throw new DomainError('Spool:Conflict');
      }
      await record('Updated', plan, {
        before: { brand: mapping.fromBrand.name },
        after: {
          brand: mapping.toBrand.name,
          changedLines: result.changedLines,
          changedOperations: result.changedOperations,
        },
      });
      const saved = await plans.findPlan(id);
      return { ...result, concurrencyStamp: saved?.concurrencyStamp ?? '' };
    },
  };
}

export type PurchasePlansService = ReturnType<typeof createPurchasePlansService>;
