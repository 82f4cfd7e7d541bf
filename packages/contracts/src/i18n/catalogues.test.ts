import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@spool/domain';
import { catalogues } from './catalogues.js';
import { en } from './en.js';
import { supportedLanguages } from './languages.js';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a catalogue by its path: `translation.landing.title`, `errors.Spool:NotFound`. */
function texts(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [childPath, text] of texts(value, path)) result.set(childPath, text);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

function placeholders(text: string): string[] {
  return (text.match(/\{\{[^}]*\}\}/g) ?? []).sort();
}

const english = texts(en);
const translated = supportedLanguages.filter((language) => language !== 'en');

describe('the message catalogues', () => {
  it('ship a catalogue for every interface language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...supportedLanguages].sort());
  });

  describe.each(translated)('%s', (language) => {
    const catalogue = texts(catalogues[language]);

    it('has exactly the English keys', () => {
      const missing = [...english.keys()].filter((path) => !catalogue.has(path));
      const extra = [...catalogue.keys()].filter((path) => !english.has(path));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('names the thread sizes in its own words (Ticket / Tex, Ticket (Tkt))', () => {
      const paths = [
        'translation.systemConfiguration.tktTex',
        'translation.systemConfiguration.tktTexModes.Tkt',
      ];
      const untranslated = paths.filter((path) => catalogue.get(path) === english.get(path));
      expect(untranslated).toEqual([]);
    });

    it('has a non-empty text for every key', () => {
      const empty = [...catalogue]
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([path]) => path);
      expect(empty).toEqual([]);
    });

    it('keeps exactly the placeholders of the English texts', () => {
      const mismatches = [...english]
        .map(([path, source]) => {
          const text = catalogue.get(path);
          return {
            path,
            expected: placeholders(String(source)),
            actual: typeof text === 'string' ? placeholders(text) : [],
          };
        })
        .filter(({ expected, actual }) => expected.join(' ') !== actual.join(' '));
      expect(mismatches).toEqual([]);
    });

    it('keeps the product name', () => {
      expect(catalogues[language].translation.app.name).toBe('Spool');
    });

    it('is actually translated, not a copy of English', () => {
      const samples = [
        'translation.landing.title',
        'translation.landing.intro',
        'translation.signIn.password',
        'translation.validation.required',
        'errors.Spool:NotFound',
      ];
      const untranslated = samples.filter((path) => catalogue.get(path) === english.get(path));
      expect(untranslated).toEqual([]);
    });
  });
});

describe('business error messages', () => {
  it('has an English message for every code of the domain’s error catalogue', () => {
    const missing = Object.keys(errorCatalogue).filter(
      (code) => !(code in (catalogues.en.errors as Record<string, string>)),
    );
    expect(missing).toEqual([]);
  });
});
