import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import type { Language } from '@spool/contracts';

const require = createRequire(import.meta.url);

/**
 * The embedded fonts of the reports, from npm packages (never the machine's fonts): Noto Sans
 * for Latin, Vietnamese and Turkish, Noto Sans Arabic and Noto Sans SC (simplified Chinese),
 * each regular and bold, as .ttf files (react-pdf refuses .ttc collections and woff2).
 * react-pdf embeds only the glyphs a document uses.
 */
const fontFiles = {
  'Noto Sans': {
    400: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    700: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  'Noto Sans Arabic': {
    400: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    700: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  'Noto Sans SC': {
    400: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    700: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
} as const;

type FontFamily = keyof typeof fontFiles;

/** The absolute paths of the font files, resolved in node_modules. */
export function fontPaths(): readonly string[] {
  return Object.values(fontFiles).flatMap((weights) =>
    Object.values(weights).map((file) => require.resolve(file)),
  );
}

let registered = false;

const cjk = /[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/**
 * Chinese is written without spaces: a line may break before or after any Chinese
 * character. react-pdf breaks lines at empty "syllables" (a zero-width glue, no hyphen), so
 * every Chinese character becomes its own part with an empty part on either side; runs of
 * other characters (a Latin code, a number) stay whole.
 */
function breakableCjk(word: string): string[] {
  const parts: string[] = [];
  for (const segment of word.split(/([\u3000-\u9fff\uf900-\ufaff\uff00-\uffef])/u)) {
    if (segment === '') continue;
    if (parts.length > 0) parts.push('');
    parts.push(segment);
  }
  return parts;
}

/** A react-pdf hyphenation callback; react-pdf passes its English hyphenation as 2nd argument. */
export type Hyphenate = (word: string, builtIn?: (word: string) => string[]) => string[];

/**
 * Line breaking of the reports: words break at spaces only, except the words `tooLong` names
 * (wider than their column), which break at react-pdf's English syllables, and Chinese, which
 * may break between any two characters.
 */
export function hyphenation(tooLong: (word: string) => boolean = () => false): Hyphenate {
  return (word, builtIn) => {
    if (cjk.test(word)) return breakableCjk(word);
    return tooLong(word) ? (builtIn?.(word) ?? [word]) : [word];
  };
}

/** Registers the fonts and the line breaking, once per process. */
export function registerFonts(): void {
  if (registered) return;
  for (const [family, weights] of Object.entries(fontFiles)) {
    Font.register({
      family,
      fonts: Object.entries(weights).map(([weight, file]) => ({
        src: require.resolve(file),
        fontWeight: Number(weight),
      })),
    });
  }
  Font.registerHyphenationCallback(hyphenation());
  registered = true;
}

/**
 * The font stack of a report: react-pdf takes each character from the first font that has
 * it, so a Chinese style name in an English report, or a brand name in an Arabic one,
 * renders. Arabic reports start with Noto Sans Arabic (which also draws Latin letters and
 * digits) so that every cell of a row shares its line metrics and baseline.
 */
export function fontStack(language: Language): FontFamily[] {
  if (language === 'ar') return ['Noto Sans Arabic', 'Noto Sans', 'Noto Sans SC'];
  if (language === 'zh') return ['Noto Sans', 'Noto Sans SC', 'Noto Sans Arabic'];
  return ['Noto Sans', 'Noto Sans Arabic', 'Noto Sans SC'];
}

/** What the reports need of a loaded font: its advance widths. */
type MeasurableFont = {
  readonly unitsPerEm: number;
  layout(text: string): { readonly advanceWidth: number };
};

/** The width of a word in points, in Noto Sans (whose Latin every report draws with). */
export type MeasureWord = (word: string, fontSize: number, bold: boolean) => number;

/** Loads Noto Sans regular and bold and measures words with them (widths cached per word). */
export async function wordMeasure(): Promise<MeasureWord> {
  registerFonts();
  const fonts = await Promise.all(
    [400, 700].map(async (fontWeight) => {
      const descriptor = { fontFamily: 'Noto Sans', fontWeight };
      await Font.load(descriptor);
      const font = Font.getFont(descriptor).data as unknown as MeasurableFont | null;
      if (font === null) throw new Error('Noto Sans did not load');
      return font;
    }),
  );
  const widths = new Map<string, number>();
  return (word, fontSize, bold) => {
    const font = fonts[bold ? 1 : 0] as MeasurableFont;
    const key = `${bold ? 'b' : 'r'}${word}`;
    let em = widths.get(key);
    if (em === undefined) {
      em = font.layout(word).advanceWidth / font.unitsPerEm;
      widths.set(key, em);
    }
    return em * fontSize;
  };
}
