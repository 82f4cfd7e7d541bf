import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG (8-bit RGBA, every chunk with its CRC): a navy shirt on a light ground, as a
 * garment sketch would be, `width` × `height` pixels.
 */
export function garmentPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const v = y / height;
      const body = u > 0.3 && u < 0.7 && v > 0.15 && v < 0.92;
      const sleeves = v > 0.15 && v < 0.42 && v - 0.15 > Math.abs(u - 0.5) - 0.4;
      const collar = v < 0.24 && Math.abs(u - 0.5) < 0.08;
      const shirt = (body || sleeves) && !collar;
      rows.set(shirt ? [47, 93, 138, 255] : [244, 239, 230, 255], y * (width * 4 + 1) + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
