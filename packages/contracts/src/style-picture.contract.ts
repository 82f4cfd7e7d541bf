import { z } from 'zod';
import { stylePictureMaxBytes, stylePictureMaxPixels } from '@spool/domain';
import { defineContract, fileResponseSchema } from './contract.js';
import { Permissions } from './permissions.js';
import { idParamsSchema, textSchema } from './request-values.js';

/**
 * The picture of a style: a sketch or photo of the garment, shown in the style
 * window's title and on the first page of both PDF reports.
 * - `PUT /api/style/{id}/picture` sets or replaces it: the file in base64 inside JSON, as
 *   every other upload of the API travels. Its type is read from its bytes (PNG or JPEG),
 *   never from its name; anything else, an empty file or one over 3,000,000 bytes is refused
 *   with `Spool.Styles:PictureNotAccepted` (400), or `Spool.Styles:PictureTooLarge` (413),
 *   whose messages state those limits.
 * - `GET /api/style/{id}/picture` tells whether the style has one (its type, size and time),
 *   `null` when it has none; `GET /api/style/{id}/picture/content` answers its bytes with an
 *   ETag (304 when `If-None-Match` names it).
 * - `DELETE /api/style/{id}/picture` removes it.
 * Viewing needs the permission to view styles, changing it the permission to edit them.
 */
const tags = ['Styles'];

/** Limits of a style's picture (the domain's rules; repeated here for the browser). */
export const stylePictureLimits = {
  maxBytes: stylePictureMaxBytes,
  maxPixels: stylePictureMaxPixels,
  /** What a file chooser offers: the types the server accepts. */
  accept: 'image/png,image/jpeg,.png,.jpg,.jpeg',
} as const;

export const stylePictureSchema = z.object({
  contentType: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  byteSize: z.number().int(),
  lastModificationTime: z.iso.datetime(),
});
export type StylePictureDto = z.infer<typeof stylePictureSchema>;

export const putStylePictureBodySchema = z.object({
  /** The file's name, as chosen (for the record only: the type comes from the bytes). */
  fileName: textSchema().trim().max(255, { error: 'validation.maxLength' }).optional(),
  /** The file's bytes, base64. */
  content: textSchema({ error: 'validation.required' }),
});
export type PutStylePictureBody = z.infer<typeof putStylePictureBodySchema>;

export const getStylePicture = defineContract({
  method: 'GET',
  path: '/api/style/:id/picture',
  summary:
    'Whether the style has a picture: its type, size in pixels and bytes, and time; null when none',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  params: idParamsSchema,
  response: stylePictureSchema.nullable(),
});

export const getStylePictureContent = defineContract({
  method: 'GET',
  path: '/api/style/:id/picture/content',
  summary: 'The bytes of the style’s picture (PNG or JPEG), with an ETag; 404 when it has none',
  tags,
  access: 'tenant',
  permission: Permissions.Styles,
  status: 200,
  params: idParamsSchema,
  response: fileResponseSchema,
  produces: 'file',
});

export const putStylePicture = defineContract({
  method: 'PUT',
  path: '/api/style/:id/picture',
  summary:
    'Set or replace the style’s picture: PNG or JPEG (read from its bytes), at most 3,000,000 bytes, in base64',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 200,
  params: idParamsSchema,
  body: putStylePictureBodySchema,
  response: stylePictureSchema,
});

export const deleteStylePicture = defineContract({
  method: 'DELETE',
  path: '/api/style/:id/picture',
  summary: 'Remove the style’s picture',
  tags,
  access: 'tenant',
  permission: Permissions.StylesUpdate,
  status: 204,
  params: idParamsSchema,
  response: z.null(),
});
