import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShades } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

export const shadesQueryKey = ['settings', 'shades'] as const;

/** Shade fetch: sorted by name, skip 0, size 1000 (platform-admin spec, sections 7 and 9). */
export const shadesQueryOptions = () =>
  queryOptions({
    queryKey: shadesQueryKey,
    queryFn: ({ signal }) =>
      callApi(
        getShades,
        { query: { Sorting: 'name', SkipCount: 0, MaxResultCount: 1000 } },
        { signal },
      ),
  });

/** The tenant's shades, each with its colour group and whether a style uses it. */
export function useShades() {
  return useQuery(shadesQueryOptions());
}
