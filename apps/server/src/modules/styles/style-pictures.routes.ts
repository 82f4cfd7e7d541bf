import type { FastifyInstance } from 'fastify';
import {
  deleteStylePicture,
  getStylePicture,
  getStylePictureContent,
  putStylePicture,
  stylePictureLimits,
  type StylePictureDto,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import { DomainError } from '@spool/domain';
import {
  acceptLargeJsonBodies,
  base64JsonBodyLimit,
} from '../../platform/http/large-json-bodies.js';
import type { Router } from '../../platform/http/router.js';
import {
  pictureTooLarge,
  type StylePictureInfo,
  type StylePicturesService,
} from './style-pictures.service.js';

const toDto = (picture: StylePictureInfo): StylePictureDto => ({
  ...picture,
  lastModificationTime: picture.lastModificationTime.toISOString(),
});

const extensionOf = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/**
 * The picture of a style. Its routes live in a scope whose JSON bodies may carry a picture
 * of 3,000,000 bytes in base64; a larger body is refused as it arrives (413), with the
 * message that states the limits.
 */
export function stylePicturesRoutes(
  app: FastifyInstance,
  deps: { router: Router; pictures: (tx: Tx) => StylePicturesService },
): void {
  const { router, pictures } = deps;
  void app.register(async (scope) => {
    acceptLargeJsonBodies(
      scope,
      base64JsonBodyLimit(stylePictureLimits.maxBytes),
      () => new DomainError(pictureTooLarge),
    );
    router.route(scope, getStylePicture, async ({ params }, { tx }) => {
      const info = await pictures(tx).findInfo(params.id);
      return info && toDto(info);
    });
    router.route(scope, getStylePictureContent, async ({ params }, { tx }) => {
      const picture = await pictures(tx).getPicture(params.id);
      return {
        body: picture.bytes,
        contentType: picture.contentType,
        fileName: `style-${params.id}.${extensionOf[picture.contentType]}`,
        inline: {
          etag: `${picture.lastModificationTime.getTime().toString(36)}-${picture.byteSize}`,
        },
      };
    });
    router.route(scope, putStylePicture, async ({ params, body }, { tx }) =>
      toDto(await pictures(tx).setPicture(params.id, Buffer.from(body.content, 'base64'))),
    );
    router.route(scope, deleteStylePicture, async ({ params }, { tx }) => {
      await pictures(tx).deletePicture(params.id);
      return null;
    });
  });
}
