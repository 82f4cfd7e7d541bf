import type { PurchasePlanInputsDto } from '@spool/contracts';
import {
  computePurchasePlan,
  withPlanEdits,
  type PlanEdits,
  type PurchasePlanFigures,
} from '@spool/domain';
import { useDeferredValue, useMemo, useState } from 'react';

/**
 * The plan's figures as the user edits it: the domain's computePurchasePlan,
 * the server's own function, on the plan's inputs with the unsaved edits applied. The edits
 * are deferred: typing stays immediate and the figures follow in a render React may interrupt
 * (`stale` meanwhile). While an order field is not a valid number (`edits` null) the last
 * figures stay.
 */
export function useLiveFigures(
  inputs: PurchasePlanInputsDto | undefined,
  edits: PlanEdits | null,
): { figures: PurchasePlanFigures | undefined; stale: boolean; missingStyleIds: number[] } {
  // Kept while a field is being retyped (edits is memoised by the caller: a new object is news).
  const [lastValid, setLastValid] = useState(edits);
  if (edits !== null && edits !== lastValid) setLastValid(edits);
  const current = edits ?? lastValid;
  const deferredInputs = useDeferredValue(inputs);
  const deferred = useDeferredValue(current);
  const figures = useMemo(
    () =>
      deferredInputs && deferred
        ? computePurchasePlan(withPlanEdits(deferredInputs, deferred))
        : undefined,
    [deferredInputs, deferred],
  );
  const known = new Set(inputs?.styles.map((style) => style.order.styleId) ?? []);
  return {
    figures,
    stale: deferred !== current || deferredInputs !== inputs,
    missingStyleIds: (current?.styles ?? [])
      .map((style) => style.styleId)
      .filter((id) => inputs !== undefined && !known.has(id)),
  };
}
