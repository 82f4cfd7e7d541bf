import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isDuplicateStyleName } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { stylesQueryKey } from './get-style-grid';

export const styleNameTakenQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...stylesQueryKey, 'name-taken', name.trim().toLowerCase()],
    queryFn: ({ signal }) =>
      callApi(isDuplicateStyleName, { query: { name: name.trim() } }, { signal }),
    enabled: name.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** Whether a style of the tenant has this name already (trimmed, ignoring case). */
export function useStyleNameTaken(name: string) {
  return useQuery(styleNameTakenQueryOptions(name));
}
