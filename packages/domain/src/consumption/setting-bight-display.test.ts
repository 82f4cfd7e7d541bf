import { describe, expect, it } from 'vitest';
import { settingBightForDisplay, settingBightFromDisplay } from './setting-bight-display.js';

describe('the bight of a custom setting in the stitch editor', () => {
  it('shows the stored mm in Metric', () => {
    expect(settingBightForDisplay(5.6, 'metric')).toBe(5.6);
    expect(settingBightFromDisplay(5.6, 'metric')).toBe(5.6);
  });

  it('shows the stored mm divided by 2.54 in Imperial (5.08 mm is 2), and takes it back x 2.54', () => {
    expect(settingBightForDisplay(5.08, 'imperial')).toBeCloseTo(2, 12);
    expect(settingBightFromDisplay(2, 'imperial')).toBeCloseTo(5.08, 12);
  });
});
