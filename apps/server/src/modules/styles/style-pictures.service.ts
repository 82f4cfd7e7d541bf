import { DomainError, readStylePicture } from '@spool/domain';
import { pngImageDataIsWhole } from '../../platform/files/png-image-data.js';
import type {
  StylePicture,
  StylePictureInfo,
  StylePicturesRepository,
} from './style-pictures.repository.js';

export type { StylePictureInfo };

/** The code of a picture over 3,000,000 bytes (413); its message states the limits. */
export const pictureTooLarge = 'Spool.Styles:PictureTooLarge';

/**
 * The picture of a style: set, replaced, read and removed on a style of the caller's tenant
 * (another tenant's style is not found). Its type is read from its bytes.
 */
export function createStylePicturesService({
  pictures,
  styleExists,
}: {
  pictures: StylePicturesRepository;
  styleExists: (styleId: number) => Promise<boolean>;
}) {
  const getStyle = async (styleId: number) => {
    if (!(await styleExists(styleId))) {
      throw new DomainError('Spool.Styles:StyleNotFound', { id: styleId });
    }
  };

  return {
    async findInfo(styleId: number): Promise<StylePictureInfo | null> {
      await getStyle(styleId);
      return (await pictures.findInfo(styleId)) ?? null;
    },

    async getPicture(styleId: number): Promise<StylePicture> {
      await getStyle(styleId);
      const picture = await pictures.findPicture(styleId);
      if (!picture) throw new DomainError('Spool.Styles:PictureNotFound', { id: styleId });
      return picture;
    },

    async setPicture(styleId: number, bytes: Uint8Array): Promise<StylePictureInfo> {
      await getStyle(styleId);
      const read = readStylePicture(bytes);
      if (!read.ok) {
        if (read.refusal === 'tooLarge') throw new DomainError(pictureTooLarge);
        throw new DomainError(
          read.refusal === 'tooManyPixels'
            ? 'Spool.Styles:PictureTooManyPixels'
            : 'Spool.Styles:PictureNotAccepted',
        );
      }
      const { contentType, width, height } = read.header;
      if (contentType === 'image/png' && !(await pngImageDataIsWhole(bytes))) {
        throw new DomainError('Spool.Styles:PictureNotAccepted');
      }
      return pictures.savePicture(styleId, { contentType, width, height, bytes });
    },

    async deletePicture(styleId: number): Promise<void> {
      await getStyle(styleId);
      await pictures.deletePicture(styleId);
    },
  };
}

export type StylePicturesService = ReturnType<typeof createStylePicturesService>;
