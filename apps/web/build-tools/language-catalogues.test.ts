import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepOneLanguage } from './language-catalogues';

const featuresFolder = fileURLToPath(
  new URL('../../../packages/contracts/src/i18n/features/', import.meta.url),
);
const featureFiles = readdirSync(featuresFolder).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);

describe('one language per catalogue chunk', () => {
  it('keeps the language asked for and leaves the eight others out, in every feature file', () => {
    expect(featureFiles.length).toBeGreaterThan(10);
    for (const file of featureFiles) {
      const source = readFileSync(join(featuresFolder, file), 'utf8');
      const arabic = keepOneLanguage(source, 'ar');
      const entries = [...arabic.matchAll(/^ {2}([a-z]{2}): /gm)].map((match) => match[1]);
      expect(new Set(entries), file).toEqual(new Set(['ar']));
      // The texts themselves go with their entries (calibration's entries name constants, which
      // the bundler then leaves out).
      if (source.includes('defineTexts({')) {
        expect(arabic.length, file).toBeLessThan(source.length / 2);
      }
    }
  });

  it('keeps an entry written on one line, and what surrounds the objects of languages', () => {
    const source = [
      "import { defineTexts } from '../define-texts.js';",
      'export const toastsTexts = defineTexts({',
      "  en: { translation: { toasts: { close: 'Close message' } }, errors: {} },",
      ...['es', 'fr', 'pt', 'tr', 'id', 'vi', 'zh'].map(
        (code) => `  ${code}: { translation: { toasts: { close: '${code}' } }, errors: {} },`,
      ),
      '  ar: {',
      "    translation: { toasts: { close: 'إغلاق الرسالة' } },",
      '    errors: {},',
      '  },',
      '});',
    ].join('\n');
    expect(keepOneLanguage(source, 'en').split('\n')).toEqual([
      "import { defineTexts } from '../define-texts.js';",
      'export const toastsTexts = defineTexts({',
      "  en: { translation: { toasts: { close: 'Close message' } }, errors: {} },",
      '});',
    ]);
    expect(keepOneLanguage(source, 'ar')).toContain("close: 'إغلاق الرسالة'");
    expect(keepOneLanguage(source, 'ar')).not.toContain('Close message');
  });

  it('refuses a file that does not give every other language, rather than ship them all', () => {
    expect(() => keepOneLanguage("export const texts = { en: 'Close' };", 'ar')).toThrow(
      /every other language/,
    );
    const withoutFrench = ['  en: {', '  },', '  es: {', '  },'].join('\n');
    expect(() => keepOneLanguage(withoutFrench, 'en')).toThrow(/every other language/);
  });
});
