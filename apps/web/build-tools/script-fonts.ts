import type { Plugin } from 'vite';

/** A closed range of code points. */
type CodeRange = readonly [first: number, last: number];

/**
 * The fonts Spool serves for the scripts Inter lacks, and the Unicode blocks each is used for.
 * Inter itself covers Latin, Greek, Cyrillic and Vietnamese.
 */
export const scriptFonts: Readonly<Record<string, readonly CodeRange[]>> = {
  'noto-sans-arabic': [
    [0x0600, 0x06ff], // Arabic
    [0x0750, 0x077f], // Arabic Supplement
    [0x0870, 0x08ff], // Arabic Extended-B and -A
    [0xfb50, 0xfdff], // Arabic Presentation Forms-A
    [0xfe70, 0xfefc], // Arabic Presentation Forms-B (U+FEFF is the byte order mark)
  ],
  'noto-sans-sc': [
    [0x2e80, 0x9fff], // CJK radicals, symbols and punctuation, kana, bopomofo, ideographs
    [0xf900, 0xfaff], // CJK Compatibility Ideographs
    [0xfe10, 0xfe1f], // Vertical Forms
    [0xfe30, 0xfe4f], // CJK Compatibility Forms
    [0xff00, 0xffef], // Halfwidth and Fullwidth Forms
    [0x20000, 0x3ffff], // CJK Unified Ideographs Extension B and after
  ],
};

/** `U+4E00-4E01,U+3000` as ranges. */
export function parseUnicodeRange(value: string): CodeRange[] {
  return value.split(',').map((part) => {
    const [first = '', last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });
}

function formatUnicodeRange(ranges: readonly CodeRange[]): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',');
}

function intersect(ranges: readonly CodeRange[], blocks: readonly CodeRange[]): CodeRange[] {
  return ranges.flatMap(([first, last]) =>
    blocks
      .filter(([blockFirst, blockLast]) => first <= blockLast && blockFirst <= last)
      .map(([blockFirst, blockLast]): CodeRange => [
        Math.max(first, blockFirst),
        Math.min(last, blockLast),
      ]),
  );
}

/**
 * Keeps each @font-face of a fontsource style sheet to the given blocks: its unicode-range is cut
 * to them, and a face left with no code point is dropped (so its file is never built nor fetched).
 */
export function keepToBlocks(css: string, blocks: readonly CodeRange[]): string {
  return css.replace(/(?:\/\*[^*]*\*\/\s*)?@font-face\s*\{[^}]*\}\s*/g, (face) => {
    const declared = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
    if (!declared) return '';
    const kept = intersect(parseUnicodeRange(declared), blocks);
    return kept.length === 0 ? '' : face.replace(declared, formatUnicodeRange(kept));
  });
}

/**
 * Fontsource's style sheets for Noto Sans Arabic and Noto Sans SC also carry those fonts' Latin,
 * symbol and math faces, and the Chinese slices hold arrows, ticks and ASCII too. In the font
 * stack after Inter, such a face would still claim a character Inter's unicode-range leaves out
 * (→, ✓, ≤), so an English page would fetch Arabic or Chinese font files. This keeps each font to
 * its own script; characters outside every range come from the system's fonts, as before.
 */
export function scriptFontsPlugin(): Plugin {
  const sheet = /@fontsource-variable\/([a-z-]+)\/index\.css$/;
  return {
    name: 'spool:script-fonts',
    enforce: 'pre',
    transform(code, id) {
      const font = sheet.exec(id.split('?')[0] ?? '')?.[1];
      const blocks = font === undefined ? undefined : scriptFonts[font];
      return blocks ? { code: keepToBlocks(code, blocks), map: null } : undefined;
    },
  };
}

/** Inter's Latin file: every page's text is drawn with it, whatever the language. */
const latinFace = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The page's first text is drawn before Inter's Latin file has arrived, in the computer's own
 * font; when Inter comes, lines rewrap and what is below them moves (a layout shift Lighthouse
 * counts: 0.09 on a phone's dashboard). Asked for with the page instead, it is there in time.
 */
export function preloadLatinFacePlugin(): Plugin {
  return {
    name: 'spool:preload-latin-face',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const file = Object.keys(context.bundle ?? {}).find((name) => latinFace.test(name));
        if (!file) throw new Error("preload-latin-face: the build has no Inter's Latin file");
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
