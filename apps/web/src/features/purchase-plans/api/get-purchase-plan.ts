import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPurchasePlan } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { purchasePlansQueryKey } from './purchase-plans-keys';

export const purchasePlanQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...purchasePlansQueryKey, 'plan', id],
    queryFn: ({ signal }) => callApi(getPurchasePlan, { params: { id } }, { signal }),
  });

/** One plan with its styles and concurrency stamp. */
export function usePurchasePlan(id: number) {
  return useQuery(purchasePlanQueryOptions(id));
}
