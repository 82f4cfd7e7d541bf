import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStyleFigures, Permissions } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { isGranted, useReadySession } from '../../../lib/session-context';
import { styleEditorKeys } from './style-keys';

export const styleFiguresQueryOptions = (styleId: number) =>
  queryOptions({
    queryKey: styleEditorKeys.figures(styleId),
    queryFn: ({ signal }) => callApi(getStyleFigures, { params: { id: styleId } }, { signal }),
  });

/**
 * A saved style's figures as its reports would print them now: each operation's thread per
 * garment, the SGC and the thread cost per garment. Under the `styles` key, so that every save
 * of the style or of an operation refreshes them. Only for a user who may see the reports.
 */
export function useStyleFigures(styleId: number | null) {
  const { state } = useReadySession();
  const allowed = isGranted(state.configuration, Permissions.Reports);
  return useQuery({
    ...styleFiguresQueryOptions(styleId ?? 0),
    enabled: styleId !== null && allowed,
  });
}
