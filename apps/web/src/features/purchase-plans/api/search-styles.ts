import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getStyles } from '@spool/contracts';
import { stylesQueryKey } from '../../../components/styles/styles-api';
import { callApi } from '../../../lib/api-client';

/** Styles to add to a plan: the latest whose name contains the text (asked while searching). */
export function useStylesToAdd(name: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...stylesQueryKey, 'search', name.trim().toLowerCase()],
      queryFn: ({ signal }) => callApi(getStyles, { query: { name: name.trim() } }, { signal }),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
