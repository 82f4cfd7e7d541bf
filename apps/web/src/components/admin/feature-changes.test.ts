import { describe, expect, it } from 'vitest';
import { changedFeatureValues } from './feature-changes';

const saved = new Map([
  ['SpoolCore.DisplayAuthDebug', 'false'],
  ['SpoolCore.Theme', 'light'],
]);

describe('changedFeatureValues', () => {
  it('sends only the values that differ from the saved ones', () => {
    expect(
      changedFeatureValues(saved, {
        'SpoolCore.DisplayAuthDebug': 'true',
        'SpoolCore.Theme': 'light',
      }),
    ).toEqual([{ name: 'SpoolCore.DisplayAuthDebug', value: 'true' }]);
  });

  it('has nothing to save once an edit is turned back to the saved value', () => {
    expect(changedFeatureValues(saved, { 'SpoolCore.DisplayAuthDebug': 'false' })).toEqual([]);
    expect(changedFeatureValues(saved, {})).toEqual([]);
  });

  it('ignores edits of features the panel no longer lists', () => {
    expect(changedFeatureValues(saved, { 'SpoolCore.Gone': 'true' })).toEqual([]);
  });
});
