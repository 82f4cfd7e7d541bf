import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { isDuplicateStyleName } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys } from './style-keys';

const normalised = (name: string) => name.trim().toLocaleLowerCase('en');

export const styleNameTakenQueryOptions = (name: string) =>
  queryOptions({
    queryKey: styleEditorKeys.nameTaken(normalised(name)),
    queryFn: ({ signal }) =>
      callApi(isDuplicateStyleName, { query: { name: name.trim() } }, { signal }),
    placeholderData: keepPreviousData,
  });

/** Whether a style of the tenant already has this name (trimmed, ignoring case); off when `enabled` is false. */
export function useStyleNameTaken(name: string, enabled: boolean) {
  return useQuery({
    ...styleNameTakenQueryOptions(name),
    enabled: enabled && name.trim() !== '' && name.trim().length <= 100,
  });
}
