import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getStyles } from '@spool/contracts';
import { stylesQueryKey } from '../../../components/styles/styles-api';
import { callApi } from '../../../lib/api-client';

/** Under the styles prefix, so that a saved, cloned or deleted style refreshes the search too. */
export const styleSearchQueryOptions = (name: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...stylesQueryKey, 'search', name.trim().toLowerCase()],
    queryFn: ({ signal }) => callApi(getStyles, { query: { name: name.trim() } }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

/**
 * The header search: the first 10 of the latest 25 styles with an empty text, the latest
 * styles whose name contains the text otherwise. Only asked while the panel is open.
 */
export function useStyleSearch(name: string, enabled: boolean) {
  return useQuery(styleSearchQueryOptions(name, enabled));
}
