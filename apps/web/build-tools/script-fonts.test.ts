import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  keepToBlocks,
  parseUnicodeRange,
  preloadLatinFacePlugin,
  scriptFonts,
} from './script-fonts';

const require = createRequire(import.meta.url);
const fontsourceSheet = (font: string) =>
  readFileSync(require.resolve(`@fontsource-variable/${font}`), 'utf8');

function facesOf(css: string) {
  return [...css.matchAll(/url\(\.\/files\/([^)]+)\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map(
    ([, file = '', range = '']) => ({ file, ranges: parseUnicodeRange(range) }),
  );
}

const covers = (ranges: readonly (readonly [number, number])[], character: string) => {
  const codePoint = character.codePointAt(0) ?? -1;
  return ranges.some(([first, last]) => first <= codePoint && codePoint <= last);
};

describe('the Arabic and Chinese web fonts', () => {
  // Characters an English or Vietnamese page shows that Inter's ranges leave to the next font.
  const notArabicNorChinese = ['A', 'é', 'ệ', '→', '✓', '≤', '★', '●', '…', '🙂'];

  it.each(Object.entries(scriptFonts))(
    '%s claims only its own script, so other pages never fetch it',
    (font, blocks) => {
      const kept = facesOf(keepToBlocks(fontsourceSheet(font), blocks));
      expect(kept.length).toBeGreaterThan(0);
      for (const { ranges } of kept) {
        for (const character of notArabicNorChinese) expect(covers(ranges, character)).toBe(false);
      }
    },
  );

  it('keeps every Chinese character and punctuation mark the Chinese texts use', () => {
    const faces = facesOf(
      keepToBlocks(fontsourceSheet('noto-sans-sc'), scriptFonts['noto-sans-sc'] ?? []),
    );
    for (const character of ['设', '置', '线', '。', '，', '（', '：']) {
      expect(faces.some(({ ranges }) => covers(ranges, character))).toBe(true);
    }
    expect(faces.every(({ file }) => /^noto-sans-sc-\d+-wght-normal\.woff2$/.test(file))).toBe(
      true,
    );
  });

  it('keeps the Arabic letters in the Arabic face alone', () => {
    const faces = facesOf(
      keepToBlocks(fontsourceSheet('noto-sans-arabic'), scriptFonts['noto-sans-arabic'] ?? []),
    );
    expect(faces.map(({ file }) => file)).toEqual(['noto-sans-arabic-arabic-wght-normal.woff2']);
    expect(covers(faces[0]?.ranges ?? [], 'ع')).toBe(true);
  });
});

describe("Inter's Latin file", () => {
  type Handler = (html: string, context: { bundle?: Record<string, unknown> }) => unknown;
  const hook = preloadLatinFacePlugin().transformIndexHtml as { handler: Handler };
  const bundle = (...names: string[]) => Object.fromEntries(names.map((name) => [name, {}]));

  it('is asked for with the page, and no other font file', () => {
    const tags = hook.handler('<html></html>', {
      bundle: bundle(
        'assets/index-Ab1.js',
        'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
        'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
        'assets/noto-sans-arabic-arabic-wght-normal-BhzieyvS.woff2',
      ),
    });
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('missing from the build stops it, rather than leaving the page to shift', () => {
    expect(() => hook.handler('<html></html>', { bundle: bundle('assets/index-Ab1.js') })).toThrow(
      /no Inter's Latin file/,
    );
  });
});
