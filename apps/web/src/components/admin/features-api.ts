import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import { getFeatures, updateFeatures, type FeatureProviderName } from '@spool/contracts';
import { useSession } from '../../lib/session-context';
import { callApi } from '../../lib/api-client';

/** The host (`H`, empty key) or one tenant (`T`, its id). */
export type FeatureProvider = { providerName: FeatureProviderName; providerKey: string };

/** Every features cache key starts here. */
export const featuresQueryKey = ['feature-management'] as const;

export const featuresQueryOptions = (provider: FeatureProvider) =>
  queryOptions({
    queryKey: [...featuresQueryKey, provider.providerName, provider.providerKey],
    queryFn: ({ signal }) => callApi(getFeatures, { query: provider }, { signal }),
  });

/** The features the provider may set, by group, with their effective values. */
export function useFeatures(provider: FeatureProvider, enabled: boolean) {
  return useQuery({ ...featuresQueryOptions(provider), enabled });
}

/**
 * Sets the provider's values (all or none) and reads them again. Any provider's change may
 * change what the others inherit (a host value shows in every tenant), so all are re-read.
 */
export function useUpdateFeatures(provider: FeatureProvider) {
  const queryClient = useQueryClient();
  const { reloadConfiguration } = useSession();
  return useMutation({
    mutationFn: (features: { name: string; value: string }[]) =>
      callApi(updateFeatures, { query: provider, body: { features } }),
    onSuccess: () => {
      // The caller's own menus and pages may depend on what changed; they follow in the background.
      void reloadConfiguration().catch(() => undefined);
      return queryClient.invalidateQueries({ queryKey: featuresQueryKey });
    },
  });
}
