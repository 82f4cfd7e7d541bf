import type { ThreadCatalogueInput } from '../catalogue/thread-catalogue.js';
import type { StyleDetailsInput } from '../consumption/estimate-style.js';
import type { Colourway } from '../orders/colourways.js';
import { garmentsOfColourways } from '../orders/scale-order.js';
import { singleSizeRange, type OrderOperation, type SizeRange } from '../orders/size-range.js';
import type { RunMode } from '../thread-packages/count-packages.js';
import type { CustomSettingInput } from '../consumption/stitch-setting.js';
import type { CostFileInput } from '../costing/cost-file.js';
import type { LengthUnit } from '../units/length-unit.js';
import {
  planPurchase,
  type PurchasePlanFigures,
  type PurchasePlanRequest,
} from './plan-purchase.js';
import type { PlanRunMode } from './purchase-plan-input.js';
import { planStyleOf, type PlanStyleOrder, type PlanStyleSizes } from './plan-style.js';
import {
  unapprovedStylesOf,
  type PlanStyleStage,
  type UnapprovedPlanStyle,
} from './plan-stages.js';

/** A colourway of a style as a plan reads it: with its id, which a plan line can name. */
export type PlanColourway = Colourway & { readonly id: number };

/** A style of a plan's job: its order in the plan and what it is estimated from. */
export type PurchasePlanJobStyle = {
  /** An approved style is planned from its frozen version; the others as they stand. */
  stage?: PlanStyleStage;
  /** The version the style stands at: the approved one, or the one being worked on. */
  version?: number;
  /** The thread range an approved style was frozen with; the job's otherwise. */
  catalogue?: ThreadCatalogueInput | undefined;
  order: PlanStyleOrder;
  details: StyleDetailsInput;
  /** In stored units, with their gradings. */
  operations: OrderOperation[];
  setting: CustomSettingInput;
  /** The style's sizes and colourways (none: its header's colour and size alone). */
  sizes?: {
    range: SizeRange | null;
    runMode: RunMode;
    colourways: PlanColourway[];
  };
  /** The colourways the plan takes, by id; null (or absent) takes them all. */
  colourwayIds?: number[] | null;
};

/**
 * Everything a plan's figures are computed from, as plain data (it crosses to a worker thread
 * and to the browser): each style's order, header, operations and custom setting, the
 * tenant's thread range, unit and cost file. The server computes its figures from it, and the
 * plan's screen from the same data with the user's unsaved edits applied
 * ({@link withPlanEdits}): one function, {@link computePurchasePlan}, for both.
 */
export type PurchasePlanJob = {
  runMode: PlanRunMode;
  lengthUnit: LengthUnit;
  catalogue: ThreadCatalogueInput;
  costFile: CostFileInput;
  styles: PurchasePlanJobStyle[];
};

/**
 * What a plan takes of a style's sizes: the colourways it names (all when it names none), or
 * `noneLeft` when the style has colourways but none of those named any more.
 */
export function sizesTaken(
  style: Pick<PurchasePlanJobStyle, 'sizes' | 'colourwayIds'>,
): PlanStyleSizes | undefined {
  const { sizes, colourwayIds } = style;
  if (!sizes) return undefined;
  if (colourwayIds === null || colourwayIds === undefined) return sizes;
  const named = new Set(colourwayIds);
  const colourways = sizes.colourways.filter((colourway) => named.has(colourway.id));
  return { ...sizes, colourways, noneLeft: sizes.colourways.length > 0 && colourways.length === 0 };
}

/**
 * The garments a plan orders of a style when it does not say: the colourways it takes (at
 * least 1, as a style's header), or the style's own garments when it has no colourways.
 */
export function garmentsTaken(style: Omit<PurchasePlanJobStyle, 'order'>): number {
  const sizes = sizesTaken(style);
  if (!sizes || sizes.colourways.length === 0) return style.details.garments;
  const range = sizes.range ?? singleSizeRange(style.details.size);
  return Math.max(1, garmentsOfColourways(sizes.colourways, range));
}

/** The request planPurchase takes: every style estimated (or listed as incomplete). */
export function purchasePlanRequestOf(job: PurchasePlanJob): PurchasePlanRequest {
  return {
    runMode: job.runMode,
    lengthUnit: job.lengthUnit,
    costFile: job.costFile,
    styles: job.styles.map((style) =>
      planStyleOf(
        style.order,
        style.details,
        style.operations,
        style.setting,
        style.catalogue ?? job.catalogue,
        sizesTaken(style),
      ),
    ),
  };
}

/** A plan's figures with the styles whose figures are still estimates (not approved). */
export type PurchasePlanJobFigures = PurchasePlanFigures & {
  readonly unapprovedStyles: readonly UnapprovedPlanStyle[];
};

/**
 * A plan's figures (planPurchase) from its job: the server's and the browser's, naming the
 * styles not approved yet so that no output mixes estimates in silently.
 */
export function computePurchasePlan(job: PurchasePlanJob): PurchasePlanJobFigures {
  return { ...planPurchase(purchasePlanRequestOf(job)), unapprovedStyles: unapprovedStylesOf(job) };
}

/** A plan as its form holds it before saving: how it runs, its styles with their orders. */
export type PlanEdits = {
  readonly runMode: PlanRunMode;
  readonly styles: readonly {
    readonly styleId: number;
    /** Null follows the style's own garments. */
    readonly orderQuantity: number | null;
    /** Null follows the style's own production lines. */
    readonly productionLines: number | null;
    /** Null (or absent) takes all the style's colourways. */
    readonly colourwayIds?: readonly number[] | null;
  }[];
};

/**
 * The job of a plan with unsaved edits: its run mode, and its styles in the edits' order, each
 * with the edited order quantity, lines and colourways (null: the style's own, from its
 * header and colourways; garmentsTaken). A style
 * of the edits the job does not hold is left out (its inputs are not known yet); a style of
 * the job the edits drop is left out too. What the server computes after the same edits are
 * saved is exactly this job's figures.
 */
export function withPlanEdits(job: PurchasePlanJob, edits: PlanEdits): PurchasePlanJob {
  const byId = new Map(job.styles.map((style) => [style.order.styleId, style]));
  return {
    ...job,
    runMode: edits.runMode,
    styles: edits.styles.flatMap((edit) => {
      const style = byId.get(edit.styleId);
      if (!style) return [];
      const taken = { ...style, colourwayIds: edit.colourwayIds ? [...edit.colourwayIds] : null };
      return [
        {
          ...taken,
          order: {
            ...style.order,
            garments: edit.orderQuantity ?? garmentsTaken(taken),
            productionLines: edit.productionLines ?? style.details.productionLines,
          },
        },
      ];
    }),
  };
}
