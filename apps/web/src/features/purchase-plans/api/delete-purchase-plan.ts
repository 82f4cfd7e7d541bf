import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deletePurchasePlan } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { purchasePlansQueryKey } from './purchase-plans-keys';

/** Deletes a plan (the server decides who may: its creator, or with DeleteAny). */
export function useDeletePurchasePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(deletePurchasePlan, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchasePlansQueryKey }),
  });
}
