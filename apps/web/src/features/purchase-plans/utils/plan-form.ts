import type { PurchasePlanDto } from '@spool/contracts';
import type { PlanEdits, PlanRunMode, PurchasePlanInputDraft } from '@spool/domain';

/** A style of the plan as its row shows it: the order's fields as typed. */
export type PlanStyleRow = {
  styleId: number;
  name: string;
  /** The style's own garments and production lines, which empty fields follow. */
  garments: number;
  numberOfProductionLines: number;
  orderQuantity: string;
  productionLines: string;
  /** The style's colourways the plan takes; null takes them all. */
  colourwayIds: number[] | null;
};

/** The plan's form: header fields and styles, as typed. */
export type PlanForm = {
  name: string;
  note: string;
  /** YYYY-MM-DD, or empty. */
  needBy: string;
  runMode: PlanRunMode;
  /** The plan's figures and files wait until every style is approved. */
  approvedOnly: boolean;
  styles: PlanStyleRow[];
};

/** What is wrong with a typed whole number: a translation key and its values, or null. */
export type FieldProblem = {
  key: 'validation.wholeNumber' | 'validation.min' | 'validation.max';
  values: { min: number; max: number };
} | null;

const limits = {
  orderQuantity: { min: 1, max: 9_999_999 },
  productionLines: { min: 1, max: 99 },
} as const;

/** An order field: empty follows the style's own; otherwise a whole number in its range. */
export function orderFieldProblem(field: keyof typeof limits, text: string): FieldProblem {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  const { min, max } = limits[field];
  if (!Number.isInteger(value)) return { key: 'validation.wholeNumber', values: { min, max } };
  if (value < min) return { key: 'validation.min', values: { min, max } };
  if (value > max) return { key: 'validation.max', values: { min, max } };
  return null;
}

const orderValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export function planFormOf(plan: PurchasePlanDto): PlanForm {
  return {
    name: plan.name,
    note: plan.note,
    needBy: plan.needBy ?? '',
    runMode: plan.runMode,
    approvedOnly: plan.approvedOnly,
    styles: plan.styles.map((style) => ({
      styleId: style.styleId,
      name: style.name,
      garments: style.garments,
      numberOfProductionLines: style.numberOfProductionLines,
      orderQuantity: style.orderQuantity === null ? '' : String(style.orderQuantity),
      productionLines: style.productionLines === null ? '' : String(style.productionLines),
      colourwayIds: style.colourwayIds,
    })),
  };
}

/** Whether every order field of the form can be saved and computed. */
export function ordersAreValid(form: PlanForm): boolean {
  return form.styles.every(
    (style) =>
      orderFieldProblem('orderQuantity', style.orderQuantity) === null &&
      orderFieldProblem('productionLines', style.productionLines) === null,
  );
}

/** The edits the live figures apply to the plan's inputs (the form's orders must be valid). */
export function planEditsOf(form: Pick<PlanForm, 'runMode' | 'styles'>): PlanEdits {
  return {
    runMode: form.runMode,
    styles: form.styles.map((style) => ({
      styleId: style.styleId,
      orderQuantity: orderValue(style.orderQuantity),
      productionLines: orderValue(style.productionLines),
      colourwayIds: style.colourwayIds,
    })),
  };
}

/** The request body of a save. */
export function planBodyOf(form: PlanForm): PurchasePlanInputDraft {
  return {
    name: form.name.trim(),
    note: form.note,
    needBy: form.needBy === '' ? null : form.needBy,
    approvedOnly: form.approvedOnly,
    ...planEditsOf(form),
    styles: planEditsOf(form).styles.map((style) => ({
      ...style,
      colourwayIds: style.colourwayIds ? [...style.colourwayIds] : null,
    })),
  };
}

/** Whether the form differs from the plan as saved. */
export function isPlanChanged(form: PlanForm, plan: PurchasePlanDto): boolean {
  return JSON.stringify(planBodyOf(form)) !== JSON.stringify(planBodyOf(planFormOf(plan)));
}
