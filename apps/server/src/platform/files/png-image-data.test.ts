import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngPicture } from '../../testing/pictures.js';
import { pngImageDataIsWhole } from './png-image-data.js';

/** A PNG of these IHDR fields over these (uncompressed) rows, each chunk with its CRC. */
function png(
  ihdr: { width: number; height: number; colourType: number; interlace: number },
  rows: Buffer,
) {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(8);
    frame.writeUInt32BE(data.length, 0);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([frame.subarray(0, 4), typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(ihdr.width, 0);
  header.writeUInt32BE(ihdr.height, 4);
  header.set([8, ihdr.colourType, 0, 0, ihdr.interlace], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pngImageDataIsWhole', () => {
  it('takes a PNG whose data inflates to every row', async () => {
    expect(await pngImageDataIsWhole(pngPicture(37, 21))).toBe(true);
  });

  it('refuses data cut short, and a row with an unknown filter', async () => {
    const size = { width: 10, height: 4, colourType: 2, interlace: 0 };
    expect(await pngImageDataIsWhole(png(size, Buffer.alloc(31 * 4)))).toBe(true);
    expect(await pngImageDataIsWhole(png(size, Buffer.alloc(31 * 3)))).toBe(false);
    const badFilter = Buffer.alloc(31 * 4);
    badFilter[62] = 9;
    expect(await pngImageDataIsWhole(png(size, badFilter))).toBe(false);
  });

  it('counts the seven passes of an interlaced PNG', async () => {
    // 10 × 4 grey pixels, a filter byte a row: pass 1 one row of 2 pixels, pass 2 one of 1,
    // pass 3 none, pass 4 one of 2, pass 5 one of 5, pass 6 two of 5, pass 7 two of 10.
    const size = { width: 10, height: 4, colourType: 0, interlace: 1 };
    const bytes = 3 + 2 + 3 + 6 + 2 * 6 + 2 * 11;
    expect(await pngImageDataIsWhole(png(size, Buffer.alloc(bytes)))).toBe(true);
    expect(await pngImageDataIsWhole(png(size, Buffer.alloc(bytes - 1)))).toBe(false);
  });
});
