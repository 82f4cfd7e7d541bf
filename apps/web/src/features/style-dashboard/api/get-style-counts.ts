import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStyleCounts } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './get-style-grid';

export const styleCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...stylesQueryKey, 'counts'],
    queryFn: ({ signal }) => callApi(getStyleCounts, {}, { signal }),
  });

/** The dashboard tiles: styles created and customers of the tenant. */
export function useStyleCounts() {
  return useQuery(styleCountsQueryOptions());
}
