import { describe, expect, it } from 'vitest';
import {
  checkStitchValues,
  cloneSettingName,
  customSettingNameProblem,
  sameCustomSettingName,
} from './custom-setting-rules.js';

describe('custom setting names', () => {
  it('requires a name once trimmed', () => {
    expect(customSettingNameProblem('')).toBe('required');
    expect(customSettingNameProblem('   ')).toBe('required');
  });

  it('allows 20 characters and refuses 21, spaces around not counted', () => {
    expect(customSettingNameProblem(`  ${'x'.repeat(20)}  `)).toBeNull();
    expect(customSettingNameProblem('x'.repeat(21))).toBe('tooLong');
  });

  it('compares names trimmed and ignoring case', () => {
    expect(sameCustomSettingName(' Denim ', 'DENIM')).toBe(true);
    expect(sameCustomSettingName('Denim', 'Denim 2')).toBe(false);
  });

  it('offers the source’s name + " - Copy" for a clone', () => {
    expect(cloneSettingName('Denim ')).toBe('Denim - Copy');
  });
});

describe('a stitch type’s values as typed', () => {
  const good = { needle: 12, under: 13, top: 0, bightMm: 2.5, wastePercent: 15 };

  it('takes whole thread values, a bight and a waste with at most 2 decimals', () => {
    expect(checkStitchValues(good, true)).toEqual({ ok: true, values: good });
    expect(checkStitchValues({ ...good, wastePercent: 999 }, true).ok).toBe(true);
  });

  it('takes the largest values the setting’s columns hold, and refuses one more', () => {
    const largest = { ...good, needle: 2_147_483_647, bightMm: 999_999.99 };
    expect(checkStitchValues(largest, true)).toEqual({ ok: true, values: largest });
    expect(checkStitchValues({ ...good, needle: 2_147_483_648, bightMm: 1_000_000 }, true)).toEqual(
      {
        ok: false,
        problems: {
          needle: 'Spool.Settings:InvalidNeedleValue',
          bightMm: 'Spool.Settings:InvalidBightValue',
        },
      },
    );
  });

  it('names every wrong field with its own message, not only the first', () => {
    expect(
      checkStitchValues(
        { needle: 1.5, under: -1, top: Number.NaN, bightMm: 2.555, wastePercent: 1000 },
        true,
      ),
    ).toEqual({
      ok: false,
      problems: {
        needle: 'Spool.Settings:InvalidNeedleValue',
        under: 'Spool.Settings:InvalidUnderValue',
        top: 'Spool.Settings:InvalidTopValue',
        bightMm: 'Spool.Settings:InvalidBightValue',
        wastePercent: 'Spool.Settings:InvalidWasteValue',
      },
    });
  });

  it('requires every value, the bight only where the stitch asks one', () => {
    expect(checkStitchValues({ ...good, needle: null }, true)).toEqual({
      ok: false,
      problems: { needle: 'Spool.Settings:InvalidNeedleValue' },
    });
    expect(checkStitchValues({ ...good, bightMm: null }, true)).toEqual({
      ok: false,
      problems: { bightMm: 'Spool.Settings:InvalidBightValue' },
    });
    expect(checkStitchValues({ ...good, bightMm: null }, false)).toEqual({
      ok: true,
      values: { ...good, bightMm: null },
    });
  });
});
