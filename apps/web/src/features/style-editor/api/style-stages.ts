import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveStyle,
  getStyleVersions,
  reopenStyle,
  type StyleDto,
  type StyleStageDto,
} from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys, stylesQueryKey } from './style-keys';

type StageChange =
  | { kind: 'approve'; style: StyleDto; note: string }
  | { kind: 'reopen'; style: StyleDto; reason: string };

/**
 * Approves or reopens a style. The window's style takes the new stage and stamp at once; its
 * figures, versions, history and the dashboard are read again.
 */
export function useChangeStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: StageChange): Promise<StyleStageDto> => {
      const params = { id: change.style.id };
      const { concurrencyStamp } = change.style;
      return change.kind === 'approve'
        ? callApi(approveStyle, { params, body: { note: change.note, concurrencyStamp } })
        : callApi(reopenStyle, { params, body: { reason: change.reason, concurrencyStamp } });
    },
    onSuccess: (stage, change) => {
      queryClient.setQueryData<StyleDto>(styleEditorKeys.style(change.style.id), (style) =>
        style
          ? {
              ...style,
              stage: stage.stage,
              version: stage.version,
              concurrencyStamp: stage.concurrencyStamp,
            }
          : style,
      );
      void queryClient.invalidateQueries({
        queryKey: stylesQueryKey,
        predicate: (query) => query.queryKey[1] !== 'style',
      });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
    },
  });
}

/** The approved versions of a style, oldest first. */
export function useStyleVersions(styleId: number, enabled: boolean) {
  return useQuery({
    queryKey: styleEditorKeys.versions(styleId),
    queryFn: ({ signal }) => callApi(getStyleVersions, { params: { id: styleId } }, { signal }),
    enabled,
  });
}
