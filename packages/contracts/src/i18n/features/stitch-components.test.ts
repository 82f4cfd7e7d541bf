import { catalogueComponentNames } from '@spool/domain';
import { describe, expect, it } from 'vitest';
import { catalogues } from '../catalogues.js';
import { supportedLanguages, type Language } from '../languages.js';
import { componentNameText } from './stitch-components.js';

/** A `translation` key looked up in one language's catalogue, as i18next would. */
const tIn =
  (language: Language) =>
  (key: string): string => {
    const text = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)[part],
        catalogues[language].translation,
      );
    if (typeof text !== 'string') throw new Error(`no text ${key} in ${language}`);
    return text;
  };

describe("the catalogue's component names in every language", () => {
  it.each(supportedLanguages.filter((language) => language !== 'en'))(
    'are said in %s in its own words, every one',
    (language) => {
      const texts = catalogues[language].translation.stitchComponents as Record<string, string>;
      const copies = Object.entries(catalogueComponentNames)
        .filter(([key, name]) => texts[key] === name)
        .map(([, name]) => name);
      expect(copies).toEqual([]);
    },
  );

  it('shows a default name translated and a name the tenant typed as typed', () => {
    expect(componentNameText('Looper thread', tIn('fr'))).toBe('Fil de boucleur');
    expect(componentNameText('Bobbin thread', tIn('es'))).toBe('Hilo de bobina');
    expect(componentNameText('Needle thread', tIn('en'))).toBe('Needle thread');
    expect(componentNameText('Fil de couverture', tIn('fr'))).toBe('Fil de couverture');
    expect(componentNameText('looper thread', tIn('fr'))).toBe('looper thread');
  });
});
