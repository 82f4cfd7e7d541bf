import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteStylePicture, putStylePicture, type StylePictureDto } from '@spool/contracts';
import { callApi } from '../../../lib/api-client';
import { readFileAsBase64 } from '../../../lib/spreadsheet-files';
import { styleEditorKeys } from './style-keys';

type ChangePicture = { kind: 'set'; file: File } | { kind: 'remove' };

/**
 * Sets, replaces or removes a saved style's picture. The server reads the file's type from
 * its bytes and refuses anything but a PNG or JPEG of at most 3,000,000 bytes (`ApiError`
 * with its message); a refusal leaves the picture the style had.
 */
export function useChangeStylePicture(styleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ChangePicture): Promise<StylePictureDto | null> => {
      if (change.kind === 'remove') {
        await callApi(deleteStylePicture, { params: { id: styleId } });
        return null;
      }
      return callApi(putStylePicture, {
        params: { id: styleId },
        body: { fileName: change.file.name, content: await readFileAsBase64(change.file) },
      });
    },
    onSuccess: (picture) => {
      queryClient.setQueryData(styleEditorKeys.picture(styleId), picture);
    },
  });
}
