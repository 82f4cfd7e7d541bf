import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { applyPurchasePlanBrandSwap, comparePurchasePlanBrands } from '@spool/contracts';
import type { BrandMappingOverride } from '@spool/domain';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from '../../../components/styles/styles-api';
import { purchasePlansQueryKey } from './purchase-plans-keys';

export type BrandSwapChoice = {
  fromBrandId: number;
  toBrandId: number;
  overrides: readonly BrandMappingOverride[];
};

/** The plan bought from another brand (a what-if: nothing changes); asked once both are chosen. */
export function useBrandComparison(planId: number, choice: BrandSwapChoice | null) {
  return useQuery(
    queryOptions({
      queryKey: [...purchasePlansQueryKey, 'comparison', planId, choice],
      queryFn:
        choice === null
          ? skipToken
          : ({ signal }) =>
              callApi(
                comparePurchasePlanBrands,
                { params: { id: planId }, body: { ...choice, overrides: [...choice.overrides] } },
                { signal },
              ),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Applies the swap to the styles' operations; the plan and the styles are read again. */
export function useApplyBrandSwap(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BrandSwapChoice & { concurrencyStamp: string }) =>
      callApi(applyPurchasePlanBrandSwap, {
        params: { id: planId },
        body: { ...request, overrides: [...request.overrides] },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: purchasePlansQueryKey }),
        queryClient.invalidateQueries({ queryKey: stylesQueryKey }),
      ]);
    },
  });
}
