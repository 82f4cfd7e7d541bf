import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ErrorResponse, StyleDto, StylePictureDto } from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { jpegPicture, pngPicture } from '../../testing/pictures.js';
import { styleInput, twoSeededTenants } from '../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let atlas: string;
let planner: string;
let viewer: string;
let outsider: string;

const stylePermissions = [
  'Spool.Styles',
  'Spool.Styles.Create',
  'Spool.Styles.Update',
  'Spool.Styles.Delete',
];

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await twoSeededTenants(t.database);
  atlas = tenants.atlas;
  planner = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'maria.planner',
    permissions: stylePermissions,
  });
  viewer = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'viewer',
    permissions: ['Spool.Styles'],
  });
  outsider = await t.tokenOfNewUser({
    tenantId: tenants.borealis,
    userName: 'outsider',
    permissions: stylePermissions,
  });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;
const notAccepted = {
  code: 'Spool.Styles:PictureNotAccepted',
  message: 'The picture must be a PNG or JPEG file of at most 3,000,000 bytes.',
};

async function newStyle(name: string): Promise<number> {
  const response = await call(planner, 'POST', '/api/style', styleInput(name));
  expect(response.statusCode).toBe(201);
  return response.json<StyleDto>().id;
}

const upload = (token: string, styleId: number, bytes: Uint8Array, fileName = 'sketch.png') =>
  call(token, 'PUT', `/api/style/${styleId}/picture`, {
    fileName,
    content: Buffer.from(bytes).toString('base64'),
  });

const content = (token: string, styleId: number, headers: Record<string, string> = {}) =>
  call(token, 'GET', `/api/style/${styleId}/picture/content`, undefined, headers);

/** Rows of `style_pictures` for a style, counted as the tenant sees them. */
const storedPictures = (styleId: number) =>
  inTenantTransaction(t.database, atlas, async (tx) => {
    const result = await tx.execute<{ count: number }>(
      sql`select count(*)::int as count from style_pictures where style_id = ${styleId}`,
    );
    return result.rows[0]?.count;
  });

describe('the picture of a style', () => {
  it('stores a PNG, tells its type and size, and gives back the same bytes', async () => {
    const styleId = await newStyle('Picture polo');
    expect((await call(planner, 'GET', `/api/style/${styleId}/picture`)).json()).toBeNull();
    const png = pngPicture(120, 90);

    const saved = await upload(planner, styleId, png);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StylePictureDto>()).toMatchObject({
      contentType: 'image/png',
      width: 120,
      height: 90,
      byteSize: png.length,
    });
    expect((await call(viewer, 'GET', `/api/style/${styleId}/picture`)).json()).toEqual(
      saved.json(),
    );

    const bytes = await content(viewer, styleId);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.headers['cache-control']).toBe('private, no-cache');
    expect(bytes.headers['content-disposition']).toMatch(/^inline;/);
    expect(bytes.rawPayload.equals(png)).toBe(true);
    // Asked again with its ETag: not sent again.
    const again = await content(viewer, styleId, { 'if-none-match': String(bytes.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('replaces it with a JPEG, read as one whatever the file is called', async () => {
    const styleId = await newStyle('Picture shirt');
    await upload(planner, styleId, pngPicture(40, 40));
    const first = String((await content(planner, styleId)).headers.etag);

    const saved = await upload(planner, styleId, jpegPicture, 'sketch.png');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<StylePictureDto>()).toMatchObject({
      contentType: 'image/jpeg',
      width: 48,
      height: 36,
      byteSize: jpegPicture.length,
    });
    const bytes = await content(planner, styleId, { 'if-none-match': first });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/jpeg');
    expect(bytes.rawPayload.equals(jpegPicture)).toBe(true);
    expect(await storedPictures(styleId)).toBe(1);
  });

  it('refuses anything but a PNG or JPEG of at most 3,000,000 bytes, stating those limits, and keeps the picture it had', async () => {
    const styleId = await newStyle('Picture refusals');
    const png = pngPicture(30, 20);
    await upload(planner, styleId, png);

    const text = Buffer.from('Front: two pockets, bar tacks at the corners.\n');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    // A PNG whose header and chunks are whole but whose image data is damaged.
    const damaged = Buffer.from(png);
    damaged.fill(0x41, 45, damaged.length - 20);
    for (const bytes of [text, gif, Buffer.alloc(0), png.subarray(0, png.length - 12), damaged]) {
      const refused = await upload(planner, styleId, bytes, 'sketch.png');
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused)).toEqual(notAccepted);
    }

    // 3,000,001 bytes: a real PNG with a long text chunk.
    const padded = Buffer.concat([
      png.subarray(0, 33),
      textChunk(3_000_001 - png.length),
      png.subarray(33),
    ]);
    expect(padded.length).toBe(3_000_001);
    const tooLarge = await upload(planner, styleId, padded);
    expect(tooLarge.statusCode).toBe(413);
    expect(errorOf(tooLarge)).toEqual({ ...notAccepted, code: 'Spool.Styles:PictureTooLarge' });
    // A body far beyond the limit is refused as it arrives, with the same message.
    const huge = await upload(planner, styleId, Buffer.alloc(4_500_000, 1));
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge)).toEqual({ ...notAccepted, code: 'Spool.Styles:PictureTooLarge' });

    // In the caller's language.
    const arabic = await call(
      planner,
      'PUT',
      `/api/style/${styleId}/picture`,
      { content: text.toString('base64') },
      { 'accept-language': 'ar' },
    );
    expect(errorOf(arabic).message).toBe(
      'يجب أن تكون الصورة ملف PNG أو JPEG لا يتجاوز 3,000,000 بايت.',
    );

    const kept = await content(planner, styleId);
    expect(kept.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a picture of more than 25 megapixels', async () => {
    const styleId = await newStyle('Picture giant');
    // A 6,000 × 5,000 header over one pixel's data: the size is refused before any decoding.
    const giant = pngPicture(1, 1);
    giant.writeUInt32BE(6000, 16);
    giant.writeUInt32BE(5000, 20);
    const refused = await upload(planner, styleId, giant);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('Spool.Styles:PictureTooManyPixels');
  });

  it('needs the permission to edit styles to change it, and to view them to see it', async () => {
    const styleId = await newStyle('Picture rights');
    expect((await upload(viewer, styleId, jpegPicture)).statusCode).toBe(403);
    await upload(planner, styleId, jpegPicture);
    expect((await call(viewer, 'DELETE', `/api/style/${styleId}/picture`)).statusCode).toBe(403);
    expect((await content(viewer, styleId)).statusCode).toBe(200);
    const nobody = await t.tokenOfNewUser({ tenantId: atlas, userName: 'nobody', permissions: [] });
    expect((await content(nobody, styleId)).statusCode).toBe(403);
    expect((await call(nobody, 'GET', `/api/style/${styleId}/picture`)).statusCode).toBe(403);
  });

  it('keeps each tenant’s pictures to itself: another tenant’s style is not found', async () => {
    const styleId = await newStyle('Picture private');
    await upload(planner, styleId, jpegPicture);
    for (const response of [
      await content(outsider, styleId),
      await call(outsider, 'GET', `/api/style/${styleId}/picture`),
      await upload(outsider, styleId, pngPicture(10, 10)),
      await call(outsider, 'DELETE', `/api/style/${styleId}/picture`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('Spool.Styles:StyleNotFound');
    }
    expect((await content(planner, styleId)).rawPayload.equals(jpegPicture)).toBe(true);
  });

  it('removes it, and goes with its style when the style is deleted', async () => {
    const styleId = await newStyle('Picture removed');
    await upload(planner, styleId, jpegPicture);
    expect((await call(planner, 'DELETE', `/api/style/${styleId}/picture`)).statusCode).toBe(204);
    expect((await call(planner, 'GET', `/api/style/${styleId}/picture`)).json()).toBeNull();
    const missing = await content(planner, styleId);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({
      code: 'Spool.Styles:PictureNotFound',
      message: 'This style has no picture.',
    });

    await upload(planner, styleId, jpegPicture);
    expect(await storedPictures(styleId)).toBe(1);
    expect((await call(planner, 'DELETE', `/api/style/${styleId}`)).statusCode).toBe(204);
    expect(await storedPictures(styleId)).toBe(0);
  });

  it('is copied with the style when the style is duplicated', async () => {
    const styleId = await newStyle('Picture original');
    const png = pngPicture(64, 48);
    await upload(planner, styleId, png);
    const copy = await call(planner, 'POST', '/api/cloneStyle', {
      styleId,
      inputName: 'Picture copy',
    });
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json<StyleDto>().id;
    expect((await content(planner, copyId)).rawPayload.equals(png)).toBe(true);
    // The copy's picture is its own: removing it leaves the original's.
    await call(planner, 'DELETE', `/api/style/${copyId}/picture`);
    expect((await content(planner, styleId)).rawPayload.equals(png)).toBe(true);
  });
});

/** A PNG text chunk of exactly `total` bytes (its 12 bytes of frame included). */
function textChunk(total: number): Buffer {
  const data = Buffer.alloc(total - 12, 0x20);
  data.write('Comment\0', 0, 'latin1');
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.write('tEXt', 4, 'latin1');
  return Buffer.concat([frame, data, Buffer.alloc(4)]);
}
