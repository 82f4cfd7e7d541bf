import { crc32, deflateSync } from 'node:zlib';

/** One pixel: red, green, blue and alpha, 0 to 255. */
export type Rgba = readonly [number, number, number, number];

/**
 * A real PNG (8-bit RGBA, every chunk with its CRC) whose pixels `paint` gives: what a
 * browser, a PDF reader and `pdfimages` read like any other.
 */
export function pngPicture(
  width: number,
  height: number,
  paint: (x: number, y: number) => Rgba = garmentSketch(width, height),
): Buffer {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 4 + 1);
    for (let x = 0; x < width; x += 1) {
      rows.set(paint(x, y), start + 1 + x * 4);
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

/** A shirt's outline in navy on a light ground: something that looks like a garment sketch. */
export function garmentSketch(width: number, height: number): (x: number, y: number) => Rgba {
  return (x, y) => {
    const u = x / width;
    const v = y / height;
    const body = u > 0.3 && u < 0.7 && v > 0.15 && v < 0.92;
    const sleeves =
      v > 0.15 && v < 0.42 && u > 0.1 && u < 0.9 && v - 0.15 > Math.abs(u - 0.5) - 0.4;
    const collar = v < 0.24 && Math.abs(u - 0.5) < 0.08 && v > 0.15;
    if (collar) return [244, 239, 230, 255];
    return body || sleeves ? [47, 93, 138, 255] : [244, 239, 230, 255];
  };
}

/** A 48 × 36 baseline JPEG (a blue shirt on cream), as Chromium's canvas encodes it. */
export const jpegPicture = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAkADADASIAAhEBAxEB/8QAGQAAAwEBAQAAAAAAAAAAAAAAAAYHBQQD/8QAMhAAAAQDBAMRAAAAAAAAAAAAAAECAwQGEQUSIWETFTIUFyI2QUJRVWJlg5Sks9Hi8P/EABgBAAMBAQAAAAAAAAAAAAAAAAMEBQIB/8QAHhEAAgICAwEBAAAAAAAAAAAAAAMBAiEyElFxExT/2gAMAwEAAhEDEQA/AKyFyYZ0grCcKHQjdcTXhNpXdJBZnQ8ch1TSdsFY69TU0vPpt3exn+LESJMNEvNPxBNLUhmhvLMsE1OmJ9JmYMhNb5tIFzZriB430O5vU/QG+h3N6n6BBAG/zq6FfuzsrMvTpBW64cOtG5ImvBbUu8SyyOhY5BjEJVDRLLTEQbS0oeqbKyLBVDpgfSRkK7Kx2wdjo1zTS8yu3d7ef48Qo9NaZrI0ls2xJshdnVptqT7Q0baUX1IUq6VKnpE4nmGIYE88T47w/cSAr3j0KzSfCRAAAWCUVqSmm3ZPs/SNpXcUtSbxVoekViWYYhgSNxPgfE9xQ3xHZvPpVXpHgDzfh2YplTMQy280raQ4klJPlxIwAAzZx6gsbqiB8sj4BqCxuqIHyyPgABrlbs5xjo7GIdmFZSzDststJ2UNpJKS5cCIegADJ0//2Q==',
  'base64',
);
