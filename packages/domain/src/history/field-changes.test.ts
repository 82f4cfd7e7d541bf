import { describe, expect, it } from 'vitest';
import { changedFields, sameValue } from './field-changes.js';

describe('changedFields', () => {
  it('keeps only the fields whose values changed, with their values before and after', () => {
    expect(
      changedFields(
        { name: 'Polo', quantity: 1000, color: 'Navy' },
        { name: 'Polo', quantity: 1200, color: 'Red' },
      ),
    ).toEqual({
      before: { quantity: 1000, color: 'Navy' },
      after: { quantity: 1200, color: 'Red' },
    });
  });

  it('says nothing changed when every value is the same, so that no history is written', () => {
    expect(changedFields({ a: 1, lines: ['x', 'y'] }, { a: 1, lines: ['x', 'y'] })).toBeUndefined();
  });

  it('shows a field that only one side has as null on the other', () => {
    expect(changedFields({ thread2: 'Looper: Astra Tkt 120' }, {})).toEqual({
      before: { thread2: 'Looper: Astra Tkt 120' },
      after: { thread2: null },
    });
    expect(changedFields({}, { bightMm: 4 })).toEqual({
      before: { bightMm: null },
      after: { bightMm: 4 },
    });
  });

  it('treats an absent value and null as the same', () => {
    expect(changedFields({ size: null }, {})).toBeUndefined();
  });

  it('compares lists in order and objects key by key', () => {
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue({ a: 1, b: [2] }, { b: [2], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(changedFields({ lines: ['x'] }, { lines: ['x', 'y'] })).toEqual({
      before: { lines: ['x'] },
      after: { lines: ['x', 'y'] },
    });
  });

  it('tells 0 from null and from an empty text', () => {
    expect(changedFields({ bightMm: 0 }, { bightMm: null })).toEqual({
      before: { bightMm: 0 },
      after: { bightMm: null },
    });
    expect(sameValue('', null)).toBe(false);
  });
});
