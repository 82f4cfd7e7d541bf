import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPurchasePlanInputs } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { purchasePlansQueryKey } from './purchase-plans-keys';

/**
 * What the plan's figures are computed from, for these styles (the plan's as saved and any
 * added on the screen): the live figures are computed from it in the browser. While the
 * inputs of a newly added style arrive, the previous ones stay.
 */
export function usePurchasePlanInputs(id: number, styleIds: readonly number[]) {
  const sorted = [...styleIds].sort((a, b) => a - b);
  return useQuery(
    queryOptions({
      queryKey: [...purchasePlansQueryKey, 'inputs', id, sorted.join(',')],
      queryFn: ({ signal }) =>
        callApi(
          getPurchasePlanInputs,
          { params: { id }, query: sorted.length > 0 ? { styleIds: sorted.join(',') } : {} },
          { signal },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}
