import { describe, expect, it } from 'vitest';
import { isStorableText } from './storable-values.js';

describe('isStorableText', () => {
  it('accepts any text a person types, in any script, emoji included', () => {
    for (const text of ['', 'Side seam', 'Ürün · 产品 · منتج', 'Jeans 👖', 'a\tb\nc']) {
      expect(isStorableText(text)).toBe(true);
    }
  });

  it('rejects the NUL character anywhere', () => {
    expect(isStorableText('\u0000')).toBe(false);
    expect(isStorableText('Side\u0000seam')).toBe(false);
  });

  it('rejects half of a surrogate pair without its other half', () => {
    expect(isStorableText('\ud83d')).toBe(false);
    expect(isStorableText('a\udc56')).toBe(false);
    expect(isStorableText('\udc56\ud83d')).toBe(false);
    expect(isStorableText('👖\ud83d')).toBe(false);
  });
});
