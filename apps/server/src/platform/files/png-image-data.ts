import { createInflate } from 'node:zlib';

/** Samples a pixel of each PNG colour type has (PNG specification, table 11.1). */
const samplesOf: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** The seven passes of Adam7 interlacing: first column and row, then steps. */
const adam7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The bytes of a PNG's filtered rows once inflated, and where each row starts (non-interlaced). */
function expectedLayout(bytes: Uint8Array): { size: number; rowLength: number | null } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const bitsPerPixel = (samplesOf[bytes[25] ?? 0] ?? 1) * (bytes[24] ?? 8);
  const rowBytes = (pixels: number) => 1 + Math.ceil((pixels * bitsPerPixel) / 8);
  if (bytes[28] !== 1) return { size: height * rowBytes(width), rowLength: rowBytes(width) };
  let size = 0;
  for (const [x0, y0, dx, dy] of adam7) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns > 0 && rows > 0) size += rows * rowBytes(columns);
  }
  return { size, rowLength: null };
}

/** The data of a PNG's IDAT chunks, in order (the chunks were checked whole before). */
function imageDataChunks(bytes: Uint8Array): Uint8Array[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Uint8Array[] = [];
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === 'IDAT') chunks.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return chunks;
}

/**
 * Whether a PNG's image data inflates to every row its header announces, each with a known
 * filter: what a PDF report's decoder needs (a PNG with a valid header but damaged data would
 * make every report of the style fail). Inflated off the event loop (zlib's thread pool),
 * counted and dropped as it comes, and stopped once every row is there.
 */
export async function pngImageDataIsWhole(bytes: Uint8Array): Promise<boolean> {
  const { size, rowLength } = expectedLayout(bytes);
  const inflate = createInflate();
  let received = 0;
  let filtersKnown = true;
  return new Promise<boolean>((resolve) => {
    const finish = () => resolve(filtersKnown && received >= size);
    inflate.on('data', (chunk: Buffer) => {
      if (rowLength !== null) {
        // The first byte of each row names its filter, 0 to 4.
        const first = Math.ceil(received / rowLength) * rowLength;
        for (let at = first; at < received + chunk.length && at < size; at += rowLength) {
          if ((chunk[at - received] ?? 0) > 4) filtersKnown = false;
        }
      }
      received += chunk.length;
      if (received >= size || !filtersKnown) {
        inflate.removeAllListeners();
        inflate.destroy();
        finish();
      }
    });
    inflate.on('error', () => resolve(false));
    inflate.on('end', finish);
    for (const chunk of imageDataChunks(bytes)) inflate.write(chunk);
    inflate.end();
  });
}
