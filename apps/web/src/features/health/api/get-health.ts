import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHealth } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';

export const healthQueryOptions = () =>
  queryOptions({
    queryKey: ['health'],
    queryFn: ({ signal }) => callApi(getHealth, {}, { signal, accessToken: null }),
    retry: false,
  });

export function useHealth() {
  return useQuery(healthQueryOptions());
}
