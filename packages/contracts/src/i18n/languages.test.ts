import { describe, expect, it } from 'vitest';
import { negotiateLanguage, supportedLanguages } from './languages.js';

describe('choosing the interface language from Accept-Language', () => {
  it('takes the highest-ranked language that Spool offers', () => {
    expect(negotiateLanguage('de-DE,fr;q=0.8,en;q=0.5', supportedLanguages)).toBe('fr');
  });

  it('matches a regional tag to its language', () => {
    expect(negotiateLanguage('pt-BR', supportedLanguages)).toBe('pt');
  });

  it('falls back to English when nothing offered matches or no header is sent', () => {
    expect(negotiateLanguage('de,nl;q=0.9', supportedLanguages)).toBe('en');
    expect(negotiateLanguage(undefined, supportedLanguages)).toBe('en');
  });

  it('only offers the languages that have a catalogue', () => {
    expect(negotiateLanguage('fr', ['en'])).toBe('en');
  });
});
