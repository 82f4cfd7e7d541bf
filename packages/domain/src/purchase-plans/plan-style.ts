import { threadCatalogueSchema, type ThreadCatalogueInput } from '../catalogue/thread-catalogue.js';
import {
  estimateStyle,
  type StyleDetailsInput,
  type StyleEstimate,
} from '../consumption/estimate-style.js';
import { isOperationComplete, type OperationInput } from '../consumption/operation-input.js';
import type { CustomSettingInput } from '../consumption/stitch-setting.js';
import { isDomainError } from '../errors.js';
import { effectiveOrder, type Colourway } from '../orders/colourways.js';
import { gradeFactorsOf, type OrderOfEstimate } from '../orders/order-figures.js';
import { scaleColourways } from '../orders/scale-order.js';
import type { OrderOperation, SizeRange } from '../orders/size-range.js';
import type { RunMode } from '../thread-packages/count-packages.js';

/** A style of a plan with its order: what the plan buys for it. */
export type PlanStyleOrder = {
  readonly styleId: number;
  readonly name: string;
  /** Garments ordered (the style's garments unless the plan says otherwise), at least 1. */
  readonly garments: number;
  /** Production lines running the style, at least 1. */
  readonly productionLines: number;
  /** Allowance of the style's custom setting (or the system default), %. */
  readonly allowancePercent: number;
};

/**
 * Why a style is left out of a plan's figures: it has no operation, an operation lacks a
 * value or a thread, a line names a thread the range no longer has, or one whose ticket, tex
 * or cone length no estimate can use (its Thread Usage report leaves that thread out). The plan
 * lists it instead of planning part of it.
 */
export type IncompleteStyleReason =
  'noOperations' | 'incompleteOperations' | 'threadNotFound' | 'unusableThread' | 'noColourways';

/** An operation that keeps its style out of the figures: its place in the style (from 1). */
export type OperationToComplete = {
  readonly position: number;
  readonly id: number | string | null;
  readonly description: string;
};

export type CompletePlanStyle = PlanStyleOrder & {
  readonly status: 'complete';
  /** The style estimated at its base size. */
  readonly estimate: StyleEstimate;
  /**
   * Its colourways and sizes, quantities scaled to the plan's garments; absent for one
   * colourway in one size (the garments all in the estimate's header size).
   */
  readonly inColourways?: OrderOfEstimate;
};

/** A style's sizes and the colourways a plan takes of it, with their quantities. */
export type PlanStyleSizes = {
  /** Null: the header's size alone. */
  readonly range: SizeRange | null;
  readonly runMode: RunMode;
  /** The colourways taken; none for a style without colourways of its own. */
  readonly colourways: readonly Colourway[];
  /** The style has colourways of its own but the plan takes none of them any more. */
  readonly noneLeft?: boolean;
};

export type IncompletePlanStyle = PlanStyleOrder & {
  readonly status: 'incomplete';
  readonly reason: IncompleteStyleReason;
  readonly operations: readonly OperationToComplete[];
};

/** A style as a purchase plan takes it: estimated, or listed with what keeps it out. */
export type PlanStyle = CompletePlanStyle | IncompletePlanStyle;

const operationToComplete = (operation: OperationInput, index: number): OperationToComplete => ({
  position: index + 1,
  id: operation.id ?? null,
  description: typeof operation.description === 'string' ? operation.description.trim() : '',
});

/**
 * A style of a plan: its estimate (estimateStyle) when every operation is complete and names
 * threads of the range, with its colourways scaled to the plan's garments (scaleColourways);
 * otherwise the reason and the operations to complete, so that the plan lists the style
 * instead of planning part of it.
 *
 * @param order - the style's order in the plan (garments, production lines, allowance %)
 * @param details - the style's header, as estimateStyle takes it
 * @param operations - the style's operations in stored units (cm, stitches per 3 cm, mm), with
 *   their gradings
 * @param setting - the style's custom setting
 * @param catalogue - the tenant's thread range and shades
 * @param sizes - the style's sizes and the colourways the plan takes (none: its header's)
 */
export function planStyleOf(
  order: PlanStyleOrder,
  details: StyleDetailsInput,
  operations: readonly OrderOperation[],
  setting: CustomSettingInput,
  catalogue: ThreadCatalogueInput,
  sizes?: PlanStyleSizes,
): PlanStyle {
  if (sizes?.noneLeft) {
    return { ...order, status: 'incomplete', reason: 'noColourways', operations: [] };
  }
  if (operations.length === 0) {
    return { ...order, status: 'incomplete', reason: 'noOperations', operations: [] };
  }
  const incomplete = operations
    .map(operationToComplete)
    .filter((_, index) => !isOperationComplete(operations[index] as OperationInput));
  if (incomplete.length > 0) {
    return {
      ...order,
      status: 'incomplete',
      reason: 'incompleteOperations',
      operations: incomplete,
    };
  }
  try {
    const estimate = estimateStyle(details, operations, setting, catalogue);
    const unusable = operations.flatMap((operation, index) =>
      estimate.operationSummary[index]?.styleOperations.some((line) => line.unusable)
        ? [operationToComplete(operation, index)]
        : [],
    );
    if (unusable.length > 0) {
      return { ...order, status: 'incomplete', reason: 'unusableThread', operations: unusable };
    }
    if (!sizes || (sizes.range === null && sizes.colourways.length === 0)) {
      return { ...order, status: 'complete', estimate };
    }
    const { range, colourways } = effectiveOrder(
      { color: details.color, size: details.size, garments: order.garments },
      sizes.range,
      sizes.colourways,
    );
    return {
      ...order,
      status: 'complete',
      estimate,
      inColourways: {
        range,
        colourways: scaleColourways(colourways, range, order.garments),
        runMode: sizes.runMode,
        factors: gradeFactorsOf(operations, range),
        catalogue: threadCatalogueSchema.parse(catalogue),
      },
    };
  } catch (error) {
    if (!isDomainError(error) || error.code !== 'Spool.Catalogue:ThreadReferenceNotFound') {
      throw error;
    }
    const position = Number(error.params['operation']);
    const operation = operations[position - 1];
    return {
      ...order,
      status: 'incomplete',
      reason: 'threadNotFound',
      operations: operation ? [operationToComplete(operation, position - 1)] : [],
    };
  }
}
