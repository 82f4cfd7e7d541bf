import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStylePicture, getStylePictureContent, type StylePictureDto } from '@spool/contracts';
import { callApi, callApiForFile } from '../../../lib/api-client';
import { styleEditorKeys } from './style-keys';

export const stylePictureQueryOptions = (styleId: number) =>
  queryOptions({
    queryKey: styleEditorKeys.picture(styleId),
    queryFn: ({ signal }) => callApi(getStylePicture, { params: { id: styleId } }, { signal }),
  });

/** Whether the saved style has a picture: its type, size and time; null when it has none. */
export function useStylePicture(styleId: number) {
  return useQuery(stylePictureQueryOptions(styleId));
}

/**
 * The picture as an address an `<img>` shows: the API needs the user's token, so the bytes are
 * fetched and handed over as a `data:` address, which goes when its query does (no object URL
 * to release). Each version is fetched once; undefined while loading or without a picture.
 */
export function useStylePictureUrl(
  styleId: number,
  picture: StylePictureDto | null | undefined,
): string | undefined {
  const content = useQuery({
    queryKey: styleEditorKeys.pictureContent(styleId, picture?.lastModificationTime ?? ''),
    queryFn: async ({ signal }) =>
      dataUrlOf(
        (await callApiForFile(getStylePictureContent, { params: { id: styleId } }, { signal }))
          .blob,
      ),
    enabled: picture !== null && picture !== undefined,
    staleTime: Infinity,
  });
  return picture ? content.data : undefined;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(blob);
  });
}
