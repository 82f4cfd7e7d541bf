import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPurchasePlan, updatePurchasePlan } from '@spool/contracts';
import type { PurchasePlanInputDraft } from '@spool/domain';
import { callApi } from '../../../lib/api-client';
import { purchasePlansQueryKey } from './purchase-plans-keys';

/** Creates a plan; the list is read again. */
export function useCreatePurchasePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PurchasePlanInputDraft) => callApi(createPurchasePlan, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasePlansQueryKey }),
  });
}

/** Saves a plan with the stamp it was read with (a stale one is a 409). */
export function useUpdatePurchasePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { id: number; concurrencyStamp: string; body: PurchasePlanInputDraft }) =>
      callApi(updatePurchasePlan, {
        params: { id: request.id },
        body: { ...request.body, concurrencyStamp: request.concurrencyStamp },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasePlansQueryKey }),
  });
}
