/**
 * Advance widths from a TrueType/OpenType font file, read straight from its tables (`head`,
 * `hhea`, `hmtx` and a Unicode `cmap` subtable of format 4 or 12): enough to tell whether a
 * word fits its table column before Typst lays it out. No shaping and no kerning: a
 * measure within a few per cent, which is all that decision needs.
 */
export type FontMetrics = {
  /** The advance of a code point in em, or undefined when the font has no glyph for it. */
  advance(codePoint: number): number | undefined;
};

export function readFontMetrics(file: Uint8Array): FontMetrics {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const tables = tableOffsets(view);
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`the font has no '${tag}' table`);
    return offset;
  };
  const unitsPerEm = view.getUint16(table('head') + 18);
  const metricsCount = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const glyphOf = unicodeCmap(view, table('cmap'));
  return {
    advance(codePoint) {
      const glyph = glyphOf(codePoint);
      if (glyph === 0) return undefined;
      // Glyphs past the last full metric share its advance (monospaced tails).
      const index = Math.min(glyph, metricsCount - 1);
      return view.getUint16(hmtx + index * 4) / unitsPerEm;
    },
  };
}

function tableOffsets(view: DataView): Map<string, number> {
  const tables = new Map<string, number>();
  const count = view.getUint16(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(
      view.getUint8(record),
      view.getUint8(record + 1),
      view.getUint8(record + 2),
      view.getUint8(record + 3),
    );
    tables.set(tag, view.getUint32(record + 8));
  }
  return tables;
}

/** The glyph of a code point (0 when none) from the best Unicode subtable of `cmap`. */
function unicodeCmap(view: DataView, cmap: number): (codePoint: number) => number {
  const count = view.getUint16(cmap + 2);
  let format4: number | undefined;
  for (let index = 0; index < count; index += 1) {
    const record = cmap + 4 + index * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const subtable = cmap + view.getUint32(record + 4);
    const format = view.getUint16(subtable);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!unicode) continue;
    if (format === 12) return format12(view, subtable);
    if (format === 4) format4 ??= subtable;
  }
  if (format4 === undefined) throw new Error('the font has no Unicode cmap subtable');
  return format4Lookup(view, format4);
}

function format12(view: DataView, subtable: number): (codePoint: number) => number {
  const groups = view.getUint32(subtable + 12);
  return (codePoint) => {
    let low = 0;
    let high = groups - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const group = subtable + 16 + middle * 12;
      if (codePoint < view.getUint32(group)) high = middle - 1;
      else if (codePoint > view.getUint32(group + 4)) low = middle + 1;
      else return view.getUint32(group + 8) + codePoint - view.getUint32(group);
    }
    return 0;
  };
}

function format4Lookup(view: DataView, subtable: number): (codePoint: number) => number {
  const segments = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    if (codePoint > 0xffff) return 0;
    for (let segment = 0; segment < segments; segment += 1) {
      if (codePoint > view.getUint16(ends + segment * 2)) continue;
      const start = view.getUint16(starts + segment * 2);
      if (codePoint < start) return 0;
      const delta = view.getUint16(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = view.getUint16(rangeOffsetAt);
      if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
