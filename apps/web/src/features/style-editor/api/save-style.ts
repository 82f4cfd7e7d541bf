import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStyle, updateStyle, type StyleDto } from '@spool/contracts';
import type { StyleInputDraft } from '@spool/domain';
import { callApi } from '../../../lib/api-client';
import { styleEditorKeys, stylesQueryKey } from './style-keys';

type SaveStyle =
  | { kind: 'create'; body: StyleInputDraft }
  | { kind: 'update'; id: number; concurrencyStamp: string; body: StyleInputDraft };

/**
 * Creates or updates a style (customers, categories and types typed in are created with it);
 * the answer becomes the window's loaded values and the dashboard refreshes.
 */
export function useSaveStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveStyle): Promise<StyleDto> =>
      save.kind === 'create'
        ? callApi(createStyle, { body: save.body })
        : callApi(updateStyle, {
            params: { id: save.id },
            body: { ...save.body, concurrencyStamp: save.concurrencyStamp },
          }),
    onSuccess: (style) => {
      queryClient.setQueryData(styleEditorKeys.style(style.id), style);
      // Not awaited: the save is done when the server answers, and its message shows then,
      // not after the dashboard behind the window has been read again.
      void queryClient.invalidateQueries({
        queryKey: stylesQueryKey,
        predicate: (query) => query.queryKey[1] !== 'style',
      });
    },
  });
}
