import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@spool/contracts';
import { readFontMetrics, type FontMetrics } from './font-metrics.js';

const require = createRequire(import.meta.url);

/**
 * The embedded fonts of the reports, from npm packages (never the machine's fonts): Noto Sans
 * for Latin, Vietnamese and Turkish, Noto Sans Arabic and Noto Sans SC (simplified Chinese),
 * each regular and bold, as .ttf files. Typst embeds only the glyphs a document uses.
 */
const fontFiles = {
  'Noto Sans': {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  'Noto Sans Arabic': {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  'Noto Sans SC': {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
} as const;

export type FontFamily = keyof typeof fontFiles;

/** The absolute paths of the font files, resolved in node_modules. */
export function fontPaths(): readonly string[] {
  return Object.values(fontFiles).flatMap((weights) =>
    Object.values(weights).map((file) => require.resolve(file)),
  );
}

/** The bytes of every font file, as the Typst compiler takes them (read once per thread). */
export function fontBlobs(): Buffer[] {
  return fontPaths().map((path) => readFileSync(path));
}

/**
 * The font stack of a report: Typst takes each character from the first font that has it,
 * so a Chinese style name in an English report, or a brand name in an Arabic one, renders.
 * Arabic reports start with Noto Sans Arabic (which also draws Latin letters and digits).
 */
export function fontStack(language: Language): FontFamily[] {
  if (language === 'ar') return ['Noto Sans Arabic', 'Noto Sans', 'Noto Sans SC'];
  if (language === 'zh') return ['Noto Sans', 'Noto Sans SC', 'Noto Sans Arabic'];
  return ['Noto Sans', 'Noto Sans Arabic', 'Noto Sans SC'];
}

/** Chinese, Japanese and full-width characters: a line may break before or after each. */
export const cjkCharacter = /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** The width of a word in points (regular or bold), as the report's fonts draw it. */
export type MeasureWord = (word: string, fontSize: number, bold: boolean) => number;

let metrics: { regular: FontMetrics[]; bold: FontMetrics[] } | undefined;

/**
 * Measures words with Noto Sans, then Noto Sans Arabic for what the first lacks (Chinese
 * never needs it: a line may break at any Chinese character); a character neither font has
 * counts one em. Widths are cached per word.
 */
export function wordMeasure(): MeasureWord {
  metrics ??= {
    regular: (['Noto Sans', 'Noto Sans Arabic'] as const).map((family) =>
      readFontMetrics(readFileSync(require.resolve(fontFiles[family].regular))),
    ),
    bold: (['Noto Sans', 'Noto Sans Arabic'] as const).map((family) =>
      readFontMetrics(readFileSync(require.resolve(fontFiles[family].bold))),
    ),
  };
  const fonts = metrics;
  const widths = new Map<string, number>();
  return (word, fontSize, bold) => {
    const key = `${bold ? 'b' : 'r'}${word}`;
    let em = widths.get(key);
    if (em === undefined) {
      em = 0;
      for (const character of word) {
        const codePoint = character.codePointAt(0) ?? 0;
        let advance: number | undefined;
        for (const font of bold ? fonts.bold : fonts.regular) {
          advance = font.advance(codePoint);
          if (advance !== undefined) break;
        }
        em += advance ?? 1;
      }
      widths.set(key, em);
    }
    return em * fontSize;
  };
}
