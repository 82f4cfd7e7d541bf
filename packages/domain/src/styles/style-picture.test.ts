import { describe, expect, it } from 'vitest';
import { readStylePicture, stylePictureMaxBytes } from './style-picture.js';

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0));
const be32 = (value: number) => [
  value >>> 24,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
/** A chunk with a zero CRC (the reader does not check CRCs; PNG decoders do). */
const chunk = (type: string, data: number[]) => [
  ...be32(data.length),
  ...ascii(type),
  ...data,
  0,
  0,
  0,
  0,
];
/** A baseline JPEG's markers up to its scan (the reader stops at the frame header). */
function jpegHead(width: number, height: number, frame = 0xc0): Uint8Array {
  const jfif = [0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, frame, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  const components = [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const scan = [0xff, 0xda, 0, 12, 3, 1, 0, 2, 0x11, 3, 0x11, 0, 63, 0, 0x12, 0x34, 0xff, 0xd9];
  return Uint8Array.from([0xff, 0xd8, ...jfif, ...sof, ...components, ...scan]);
}
const jpeg = jpegHead(48, 36);

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function png(
  width: number,
  height: number,
  options: { colourType?: number; bitDepth?: number; chunks?: number[][] } = {},
): Uint8Array {
  const ihdr = chunk('IHDR', [
    ...be32(width),
    ...be32(height),
    options.bitDepth ?? 8,
    options.colourType ?? 6,
    0,
    0,
    0,
  ]);
  const rest = options.chunks ?? [chunk('IDAT', [0x78, 0x9c, 0x03, 0x00]), chunk('IEND', [])];
  return Uint8Array.from([...signature, ...ihdr, ...rest.flat()]);
}

describe('readStylePicture', () => {
  it('reads the type and size of a PNG from its header', () => {
    expect(readStylePicture(png(640, 480))).toEqual({
      ok: true,
      header: { contentType: 'image/png', width: 640, height: 480 },
    });
  });

  it('reads the type and size of a JPEG from its frame header', () => {
    expect(readStylePicture(jpeg)).toEqual({
      ok: true,
      header: { contentType: 'image/jpeg', width: 48, height: 36 },
    });
  });

  it('refuses what is not a PNG or a JPEG, whatever its name would say', () => {
    const gif = Uint8Array.from([
      ...ascii('GIF89a'),
      1,
      0,
      1,
      0,
      0x80,
      0,
      0,
      0,
      0,
      0,
      0xff,
      0xff,
      0xff,
      0x3b,
    ]);
    const text = Uint8Array.from(ascii('This is a text file named sketch.png, not a picture.'));
    for (const bytes of [gif, text, new Uint8Array(0)]) {
      expect(readStylePicture(bytes)).toEqual({ ok: false, refusal: 'notPicture' });
    }
  });

  it('refuses a PNG or JPEG that is cut off or malformed', () => {
    const whole = png(10, 10);
    expect(readStylePicture(whole.subarray(0, whole.length - 12)).ok).toBe(false);
    expect(readStylePicture(jpeg.subarray(0, 24)).ok).toBe(false);
    // A lossless JPEG frame: few viewers show it.
    expect(readStylePicture(jpegHead(48, 36, 0xc3)).ok).toBe(false);
    // No image data, a zero width, a bit depth the colour type cannot have, an indexed PNG
    // without its palette.
    expect(readStylePicture(png(10, 10, { chunks: [chunk('IEND', [])] })).ok).toBe(false);
    expect(readStylePicture(png(0, 10)).ok).toBe(false);
    expect(readStylePicture(png(10, 10, { colourType: 2, bitDepth: 4 })).ok).toBe(false);
    expect(readStylePicture(png(10, 10, { colourType: 3 })).ok).toBe(false);
    expect(
      readStylePicture(
        png(10, 10, {
          colourType: 3,
          chunks: [chunk('PLTE', [0, 0, 0]), chunk('IDAT', [1]), chunk('IEND', [])],
        }),
      ).ok,
    ).toBe(true);
  });

  it('refuses a file over 3,000,000 bytes, and takes one of exactly that size', () => {
    // Signature 8, IHDR 25, IDAT 13, IEND 12 and the text chunk's own 12 bytes: 70 around the padding.
    const padding = (bytes: number) => chunk('tEXt', new Array<number>(bytes).fill(32));
    const sized = (total: number) =>
      png(100, 100, {
        chunks: [chunk('IDAT', [1]), padding(total - 70), chunk('IEND', [])],
      });
    expect(sized(stylePictureMaxBytes).length).toBe(3_000_000);
    expect(readStylePicture(sized(stylePictureMaxBytes)).ok).toBe(true);
    expect(readStylePicture(sized(stylePictureMaxBytes + 1))).toEqual({
      ok: false,
      refusal: 'tooLarge',
    });
    // Building two 3 MB files from arrays takes seconds on a loaded machine.
  }, 30_000);

  it('refuses a picture of more than 25 megapixels', () => {
    expect(readStylePicture(png(5000, 5000)).ok).toBe(true);
    expect(readStylePicture(png(5001, 5000))).toEqual({ ok: false, refusal: 'tooManyPixels' });
  });
});
