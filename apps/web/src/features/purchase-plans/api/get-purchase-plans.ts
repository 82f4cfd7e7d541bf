import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPurchasePlans } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { purchasePlansQueryKey } from './purchase-plans-keys';

export const purchasePlansPageSize = 20;

const purchasePlansQueryOptions = (pageIndex: number) =>
  queryOptions({
    queryKey: [...purchasePlansQueryKey, 'list', pageIndex],
    queryFn: ({ signal }) =>
      callApi(
        getPurchasePlans,
        {
          query: {
            SkipCount: pageIndex * purchasePlansPageSize,
            MaxResultCount: purchasePlansPageSize,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** One page of the tenant's purchase plans, newest first. */
export function usePurchasePlans(pageIndex: number) {
  return useQuery(purchasePlansQueryOptions(pageIndex));
}
