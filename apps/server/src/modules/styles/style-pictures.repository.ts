import { eq, sql } from 'drizzle-orm';
import type { StylePictureType } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { stylePictures } from '../../platform/db/schema/styles.js';

/** What is known of a style's picture without its bytes. */
export type StylePictureInfo = {
  contentType: StylePictureType;
  width: number;
  height: number;
  byteSize: number;
  lastModificationTime: Date;
};

export type StylePicture = StylePictureInfo & { bytes: Uint8Array };

const infoColumns = {
  contentType: sql<StylePictureType>`${stylePictures.contentType}`,
  width: stylePictures.width,
  height: stylePictures.height,
  byteSize: stylePictures.byteSize,
  lastModificationTime: stylePictures.lastModificationTime,
};

/** The pictures of the tenant's styles (row-level security keeps them to the tenant). */
export function createStylePicturesRepository(tx: Tx) {
  return {
    async findInfo(styleId: number): Promise<StylePictureInfo | undefined> {
      const [row] = await tx
        .select(infoColumns)
        .from(stylePictures)
        .where(eq(stylePictures.styleId, styleId));
      return row;
    },

    async findPicture(styleId: number): Promise<StylePicture | undefined> {
      const [row] = await tx
        .select({ ...infoColumns, bytes: stylePictures.bytes })
        .from(stylePictures)
        .where(eq(stylePictures.styleId, styleId));
      return row;
    },

    /** Sets or replaces the style's picture; answers what is stored. */
    async savePicture(
      styleId: number,
      picture: Omit<StylePicture, 'lastModificationTime' | 'byteSize'>,
    ): Promise<StylePictureInfo> {
      const values = { ...picture, byteSize: picture.bytes.length };
      const [row] = await tx
        .insert(stylePictures)
        .values({ styleId, ...values })
        .onConflictDoUpdate({
          target: [stylePictures.tenantId, stylePictures.styleId],
          set: { ...values, lastModificationTime: sql`clock_timestamp()` },
        })
        .returning(infoColumns);
      if (!row) throw new Error('insert into style_pictures returned no row');
      return row;
    },

    /** Removes the style's picture; false when it had none. */
    async deletePicture(styleId: number): Promise<boolean> {
      const rows = await tx
        .delete(stylePictures)
        .where(eq(stylePictures.styleId, styleId))
        .returning({ styleId: stylePictures.styleId });
      return rows.length > 0;
    },
  };
}

export type StylePicturesRepository = ReturnType<typeof createStylePicturesRepository>;
