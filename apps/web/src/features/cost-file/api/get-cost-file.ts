import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCostFile } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

export const costFileQueryKey = ['settings', 'cost-file'] as const;

export const costFileQueryOptions = () =>
  queryOptions({
    queryKey: costFileQueryKey,
    queryFn: ({ signal }) => callApi(getCostFile, {}, { signal }),
  });

/** The tenant's cost file: its name, when it was uploaded, its currency and prices. */
export function useCostFile(options: { enabled: boolean }) {
  return useQuery({ ...costFileQueryOptions(), enabled: options.enabled });
}
