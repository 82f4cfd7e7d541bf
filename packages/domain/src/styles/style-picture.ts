/**
 * The picture of a style (a sketch or a photo of the garment): PNG or JPEG, at most
 * 3,000,000 bytes (core-domain spec, section 8: "Image upload accepts png, jpeg and jpg,
 * maximum size 3,000,000"). Its type is read from its bytes, never from its name.
 */
export const stylePictureMaxBytes = 3_000_000;

/**
 * The most pixels a picture may have. A PNG with transparency is decoded to pixels when a PDF
 * report embeds it (4 bytes a pixel): 25 megapixels keep that near 100 MB, and take any
 * phone photo of 24 megapixels or less.
 */
export const stylePictureMaxPixels = 25_000_000;

export type StylePictureType = 'image/png' | 'image/jpeg';

/** What the bytes of an accepted picture are: its media type and size in pixels. */
export type StylePictureHeader = {
  readonly contentType: StylePictureType;
  readonly width: number;
  readonly height: number;
};

/** Why a file is not an accepted picture. */
export type StylePictureRefusal = 'notPicture' | 'tooLarge' | 'tooManyPixels';

/**
 * Reads a picture's type and size from its bytes: a PNG whose chunks are whole from its
 * header (IHDR) to its end (IEND), or a baseline or progressive JPEG whose frame header
 * comes before its scan. Anything else (a GIF, a text file named .png, a cut-off file,
 * nothing at all) is refused, as is a file over {@link stylePictureMaxBytes} bytes or
 * {@link stylePictureMaxPixels} pixels.
 */
export function readStylePicture(
  bytes: Uint8Array,
): { ok: true; header: StylePictureHeader } | { ok: false; refusal: StylePictureRefusal } {
  if (bytes.length > stylePictureMaxBytes) return { ok: false, refusal: 'tooLarge' };
  const header = readPngHeader(bytes) ?? readJpegHeader(bytes);
  if (!header) return { ok: false, refusal: 'notPicture' };
  if (header.width * header.height > stylePictureMaxPixels) {
    return { ok: false, refusal: 'tooManyPixels' };
  }
  return { ok: true, header };
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Bit depths allowed for each PNG colour type (PNG specification, table 11.1). */
const pngBitDepths: Readonly<Record<number, readonly number[]>> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const uint32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] ?? 0) * 0x1000000 +
    ((bytes[at + 1] ?? 0) << 16) +
    ((bytes[at + 2] ?? 0) << 8) +
    (bytes[at + 3] ?? 0)) >>>
  0;
const uint16 = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) + (bytes[at + 1] ?? 0);
const chunkType = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(...bytes.subarray(at, at + 4));

function readPngHeader(bytes: Uint8Array): StylePictureHeader | undefined {
  if (bytes.length < 8 + 25 + 12 || pngSignature.some((byte, index) => bytes[index] !== byte)) {
    return undefined;
  }
  if (uint32(bytes, 8) !== 13 || chunkType(bytes, 12) !== 'IHDR') return undefined;
  const width = uint32(bytes, 16);
  const height = uint32(bytes, 20);
  const bitDepth = bytes[24] ?? 0;
  const colourType = bytes[25] ?? -1;
  const interlace = bytes[28] ?? -1;
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return undefined;
  if (!pngBitDepths[colourType]?.includes(bitDepth) || interlace > 1) return undefined;
  // Walk the chunks: each whole, image data present, the palette of an indexed image too,
  // and IEND last.
  let at = 8;
  let imageData = false;
  let palette = false;
  while (at + 12 <= bytes.length) {
    const length = uint32(bytes, at);
    const type = chunkType(bytes, at + 4);
    const next = at + 12 + length;
    if (length > 0x7fffffff || next > bytes.length) return undefined;
    if (type === 'IDAT') imageData = true;
    if (type === 'PLTE') palette = true;
    if (type === 'IEND') {
      const complete = imageData && (colourType !== 3 || palette);
      return complete ? { contentType: 'image/png', width, height } : undefined;
    }
    at = next;
  }
  return undefined;
}

/** Frame headers that browsers and PDF readers show: baseline, extended and progressive. */
const jpegFrames = new Set([0xc0, 0xc1, 0xc2]);

function readJpegHeader(bytes: Uint8Array): StylePictureHeader | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes before a marker, and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // The end of the image or the start of a scan before any frame header: no picture.
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8) return undefined;
    const length = uint16(bytes, at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    if (jpegFrames.has(marker)) {
      if (length < 8) return undefined;
      const height = uint16(bytes, at + 5);
      const width = uint16(bytes, at + 7);
      const components = bytes[at + 9] ?? 0;
      if (width === 0 || height === 0 || ![1, 3, 4].includes(components)) return undefined;
      return { contentType: 'image/jpeg', width, height };
    }
    if (marker >= 0xc3 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      // Lossless, hierarchical or arithmetic-coded frames: few viewers show them.
      return undefined;
    }
    at += 2 + length;
  }
  return undefined;
}
