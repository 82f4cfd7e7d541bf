import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReportsExist } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys } from './style-keys';

export const reportsExistQueryOptions = (styleId: number) =>
  queryOptions({
    queryKey: styleEditorKeys.reportsExist(styleId),
    queryFn: ({ signal }) => callApi(getReportsExist, { query: { styleId } }, { signal }),
  });

/** Whether the style's reports can be made (it has operations and all are complete). */
export function useReportsExist(styleId: number | null, enabled: boolean) {
  return useQuery({
    ...reportsExistQueryOptions(styleId ?? 0),
    enabled: enabled && styleId !== null,
  });
}
