import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { cloneStyle, isDuplicateStyleName } from '@spool/contracts';
import { callApi } from '../../lib/api-client';

/**
 * Every styles cache key (dashboard, style window, search) starts here, so that one
 * invalidation after a save, clone or delete refreshes them all.
 */
export const stylesQueryKey = ['styles'] as const;

const normalised = (name: string) => name.trim().toLocaleLowerCase('en');

const styleNameTakenQueryOptions = (name: string) =>
  queryOptions({
    queryKey: [...stylesQueryKey, 'name-taken', normalised(name)],
    queryFn: ({ signal }) =>
      callApi(isDuplicateStyleName, { query: { name: name.trim() } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Whether a style of the tenant already has this name (trimmed, ignoring case); off when `enabled` is false. */
export function useStyleNameTaken(name: string, enabled = true) {
  return useQuery({
    ...styleNameTakenQueryOptions(name),
    enabled: enabled && name.trim() !== '' && name.trim().length <= 100,
  });
}

/**
 * Asks whether a name is taken, waiting for the check of that very name (the answer of a
 * check already running for it, or of one made a moment ago). Before a save: the answer on
 * screen may still be the previous name's.
 */
export function useStyleNameCheck(): (name: string) => Promise<boolean> {
  const queryClient = useQueryClient();
  return (name) => queryClient.fetchQuery(styleNameTakenQueryOptions(name));
}

/** Duplicates a style with its operations under a new name; answers the new style. */
export function useCloneStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { styleId: number; inputName: string }) => callApi(cloneStyle, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stylesQueryKey }),
  });
}
