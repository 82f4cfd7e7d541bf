import { queryOptions, useQuery } from '@tanstack/react-query';
import { getColourGroups } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

export const colourGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'colour-groups'],
    queryFn: ({ signal }) => callApi(getColourGroups, {}, { signal }),
    staleTime: 10 * 60_000,
  });

/** The five colour groups, in the order C, B, N, U, W. */
export function useColourGroups() {
  return useQuery(colourGroupsQueryOptions());
}
