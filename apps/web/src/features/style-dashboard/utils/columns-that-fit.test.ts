import { describe, expect, it } from 'vitest';
import { columnsHiddenToFit, styleGridColumnWidths, styleGridFixedWidth } from './columns-that-fit';

const all = styleGridColumnWidths.map(([id]) => id);
const shown = (width: number | null) => {
  const hidden = columnsHiddenToFit(width);
  return all.filter((id) => !(id in hidden));
};
const needed = styleGridColumnWidths.reduce((sum, [, size]) => sum + size, styleGridFixedWidth);

describe('columnsHiddenToFit', () => {
  it('hides nothing when every column fits, or before the grid is laid out', () => {
    expect(shown(needed)).toEqual(all);
    expect(shown(null)).toEqual(all);
  });

  it('hides the least useful columns first, never the name, SGC and creation date before the others', () => {
    // A 1440 px window's grid (the side margins and the paper's border taken off).
    expect(shown(1324)).toEqual([
      'name',
      'totalLengthOrSGC',
      'creationTime',
      'customer',
      'productCategory',
      'weightType',
      'productType',
      'stage',
    ]);
    // One pixel short of the creation date: it goes, and everything after it.
    expect(shown(styleGridFixedWidth + 160 + 120 + 129)).toEqual(['name', 'totalLengthOrSGC']);
  });

  it('keeps the style’s name even on a phone', () => {
    expect(shown(360)).toEqual(['name']);
    expect(shown(0)).toEqual(['name']);
  });
});
