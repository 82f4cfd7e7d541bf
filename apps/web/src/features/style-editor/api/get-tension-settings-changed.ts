import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTensionSettingsChanged } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys } from './style-keys';

export const tensionSettingsChangedQueryOptions = (styleId: number) =>
  queryOptions({
    queryKey: styleEditorKeys.tensionSettingsChanged(styleId),
    queryFn: ({ signal }) => callApi(getTensionSettingsChanged, { query: { styleId } }, { signal }),
  });

/**
 * Whether a tension setting the style uses changed since its reports were printed, and for
 * which stitch codes (core-domain spec, section 8); cleared once a report is printed again.
 */
export function useTensionSettingsChanged(styleId: number | null) {
  return useQuery({
    ...tensionSettingsChangedQueryOptions(styleId ?? 0),
    enabled: styleId !== null,
  });
}
