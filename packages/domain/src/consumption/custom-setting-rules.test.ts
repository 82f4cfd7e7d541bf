import { describe, expect, it } from 'vitest';
import {
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
