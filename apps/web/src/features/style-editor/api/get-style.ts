import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStyle } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys } from './style-keys';

export const styleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: styleEditorKeys.style(id),
    queryFn: ({ signal }) => callApi(getStyle, { params: { id } }, { signal }),
    // The form compares against what was loaded: never refetch it under the user's hands.
    staleTime: Infinity,
    retry: false,
  });

/** One saved style, as the window loads it. */
export function useStyle(id: number | null) {
  return useQuery({ ...styleQueryOptions(id ?? 0), enabled: id !== null });
}
