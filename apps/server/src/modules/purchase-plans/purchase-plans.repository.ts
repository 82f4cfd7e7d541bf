import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PlanRunMode, PlanStyleStage, PurchasePlanStyleInput } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { styles } from '../../platform/db/schema/styles.js';
import { purchasePlanStyles, purchasePlans } from '../../platform/db/schema/purchase-plans.js';

/** What a plan's form writes. */
export type PlanValues = {
  name: string;
  note: string;
  needBy: string | null;
  runMode: PlanRunMode;
  /** Its figures and files are refused while any of its styles is not approved. */
  approvedOnly: boolean;
};

/** A plan as stored, without its styles. */
export type PlanRow = PlanValues & {
  id: number;
  creatorId: string | null;
  createdBy: string | null;
  creationTime: Date;
  lastModificationTime: Date | null;
  lastModifiedBy: string | null;
  concurrencyStamp: string;
};

/** A style of a plan, with the style's own name, garments and production lines. */
export type PlanStyleRow = {
  styleId: number;
  name: string;
  garments: number;
  numberOfProductionLines: number;
  orderQuantity: number | null;
  productionLines: number | null;
  /** The style's colourways the plan takes; null takes them all. */
  colourwayIds: number[] | null;
  /** The style's stage and the version it stands at. */
  stage: PlanStyleStage;
  version: number;
};

/** The stages by their code in `styles.stage`. */
const stagesByCode: readonly PlanStyleStage[] = ['estimate', 'sampleChecked', 'approved'];

const planColumns = {
  id: purchasePlans.id,
  name: purchasePlans.name,
  note: purchasePlans.note,
  needBy: purchasePlans.needBy,
  runMode: sql<PlanRunMode>`${purchasePlans.runMode}`,
  approvedOnly: purchasePlans.approvedOnly,
  creatorId: purchasePlans.creatorId,
  createdBy: purchasePlans.createdBy,
  creationTime: purchasePlans.creationTime,
  lastModificationTime: purchasePlans.lastModificationTime,
  lastModifiedBy: purchasePlans.lastModifiedBy,
  concurrencyStamp: purchasePlans.concurrencyStamp,
};

/** The tenant's purchase plans and their styles (row-level security keeps every statement to it). */
export function createPurchasePlansRepository(tx: Tx) {
  return {
    /** A page of plans, newest first, each with its number of styles, and how many there are. */
    async findPlansPage(page: { skip: number; take: number }) {
      const styleCount = tx
        .select({ planId: purchasePlanStyles.planId, styles: count().as('styles') })
        .from(purchasePlanStyles)
        .groupBy(purchasePlanStyles.planId)
        .as('style_count');
      const items = await tx
        .select({ ...planColumns, styleCount: sql<number>`coalesce(${styleCount.styles}, 0)::int` })
        .from(purchasePlans)
        .leftJoin(styleCount, eq(styleCount.planId, purchasePlans.id))
        .orderBy(desc(purchasePlans.creationTime), desc(purchasePlans.id))
        .offset(page.skip)
        .limit(page.take);
      const [total] = await tx.select({ value: count() }).from(purchasePlans);
      return { items, totalCount: total?.value ?? 0 };
    },

    async findPlan(id: number): Promise<PlanRow | undefined> {
      const [row] = await tx
        .select(planColumns)
        .from(purchasePlans)
        .where(eq(purchasePlans.id, id));
      return row;
    },

    /** The plan's styles in the plan's order. */
    async findPlanStyles(planId: number): Promise<PlanStyleRow[]> {
      const rows = await tx
        .select({
          styleId: purchasePlanStyles.styleId,
          name: styles.name,
          garments: styles.quantity,
          numberOfProductionLines: styles.numberOfProductionLines,
          orderQuantity: purchasePlanStyles.orderQuantity,
          productionLines: purchasePlanStyles.productionLines,
          colourwayIds: purchasePlanStyles.colourwayIds,
          stageCode: styles.stage,
          version: styles.version,
        })
        .from(purchasePlanStyles)
        .innerJoin(styles, eq(styles.id, purchasePlanStyles.styleId))
        .where(eq(purchasePlanStyles.planId, planId))
        .orderBy(asc(purchasePlanStyles.position));
      return rows.map(({ stageCode, ...row }) => ({
        ...row,
        stage: stagesByCode[stageCode] ?? 'estimate',
      }));
    },

    /** The ids among these that name styles of the tenant. */
    async findExistingStyleIds(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await tx
        .select({ id: styles.id })
        .from(styles)
        .where(inArray(styles.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    async insertPlan(
      values: PlanValues & { creatorId: string; createdBy: string | null },
    ): Promise<number> {
      const [row] = await tx
        .insert(purchasePlans)
        .values(values)
        .returning({ id: purchasePlans.id });
      if (!row) throw new Error('insert into purchase_plans returned no row');
      return row.id;
    },

    /** Updates the plan if its stamp is still `concurrencyStamp`; false when it is not. */
    async updatePlan(
      id: number,
      values: Partial<PlanValues> & { lastModifiedBy: string | null; concurrencyStamp: string },
    ): Promise<boolean> {
      const { concurrencyStamp, ...changes } = values;
      const rows = await tx
        .update(purchasePlans)
        .set({
          ...changes,
          lastModificationTime: sql`now()`,
          concurrencyStamp: sql`gen_random_uuid()`,
        })
        .where(and(eq(purchasePlans.id, id), eq(purchasePlans.concurrencyStamp, concurrencyStamp)))
        .returning({ id: purchasePlans.id });
      return rows.length > 0;
    },

    /** The plan's styles become these, in this order. */
    async replaceStyles(planId: number, planStyles: readonly PurchasePlanStyleInput[]) {
      await tx.delete(purchasePlanStyles).where(eq(purchasePlanStyles.planId, planId));
      if (planStyles.length === 0) return;
      await tx.insert(purchasePlanStyles).values(
        planStyles.map((style, index) => ({
          planId,
          position: index + 1,
          styleId: style.styleId,
          orderQuantity: style.orderQuantity,
          productionLines: style.productionLines,
          colourwayIds: style.colourwayIds,
        })),
      );
    },

    async deletePlan(id: number): Promise<void> {
      await tx.delete(purchasePlans).where(eq(purchasePlans.id, id));
    },
  };
}

export type PurchasePlansRepository = ReturnType<typeof createPurchasePlansRepository>;
