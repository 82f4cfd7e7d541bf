import { describe, expect, it } from 'vitest';
import {
  checkCostFileHeader,
  costFileColumns,
  hasAtMostDecimals,
  isBlankCostFileRow,
  parseCostFileNumber,
  readCostFileRows,
  type CostFileColumn,
  type CostFileSheetRow,
  type CostFileThreadRange,
} from './cost-file-sheet.js';

const range: CostFileThreadRange = {
  brands: [
    { id: 1, name: 'Northstar Corespun' },
    { id: 2, name: 'Lumen Spun Polyester' },
  ],
  packageSizes: [
    { id: 10, brandId: 1, lengthM: 5000, article: 'NSC120-5K' },
    { id: 11, brandId: 1, lengthM: 2500, article: 'NSC120-2K5' },
    { id: 12, brandId: 1, lengthM: 5000, article: 'NSC180-5K' },
    { id: 20, brandId: 2, lengthM: 5000, article: 'LSP120-5K' },
    { id: 21, brandId: 2, lengthM: 4000, article: null },
  ],
};

const english: Record<CostFileColumn, readonly string[]> = {
  brand: ['Brand'],
  article: ['Article'],
  colourGroup: ['Colour group'],
  packageSize: ['Package size (m)'],
  unit: ['Unit'],
  price: ['Price (USD)'],
};

const good = ['Northstar Corespun', 'NSC120-5K', 'C', '5000', 'm', '4.25'];
const read = (...rows: (readonly string[])[]) =>
  readCostFileRows(
    rows.map((cells, index): CostFileSheetRow => ({ rowNumber: index + 2, cells })),
    range,
  );
const issuesOf = (...rows: (readonly string[])[]) =>
  read(...rows).issues.map(({ row, column, message }) => ({ row, column, message }));
const withCell = (column: CostFileColumn, value: string, base: readonly string[] = good) =>
  base.map((cell, index) => (index === costFileColumns.indexOf(column) ? value : cell));

describe('the header row of a cost file', () => {
  it('accepts the six column names in order, trimmed and in any case', () => {
    expect(
      checkCostFileHeader(
        [' brand', 'ARTICLE', 'colour  group', 'Package size (m)', 'unit', 'price (usd) '],
        english,
      ),
    ).toEqual([]);
  });

  it('marks each wrong column with the column it expected', () => {
    expect(
      checkCostFileHeader(
        ['Brand', 'Colour group', 'Article', 'Package size (m)', 'Unit', 'Price (EUR)'],
        english,
      ),
    ).toEqual([
      {
        row: 1,
        column: 2,
        message: 'costFile.sheet.incorrectColumn',
        params: { column: 'article' },
      },
      {
        row: 1,
        column: 3,
        message: 'costFile.sheet.incorrectColumn',
        params: { column: 'colourGroup' },
      },
      { row: 1, column: 6, message: 'costFile.sheet.incorrectColumn', params: { column: 'price' } },
    ]);
  });

  it('marks missing columns and any column after the price', () => {
    expect(checkCostFileHeader(['Brand', 'Article'], english).map((issue) => issue.column)).toEqual(
      [3, 4, 5, 6],
    );
    expect(
      checkCostFileHeader(
        [...Object.values(english).map((names) => names[0] ?? ''), 'Notes'],
        english,
      ),
    ).toEqual([
      {
        row: 1,
        column: 7,
        message: 'costFile.sheet.unexpectedColumn',
        params: { column: 'price' },
      },
    ]);
  });

  it('accepts any of the names a column may carry (for instance another language)', () => {
    expect(
      checkCostFileHeader(
        ['Marca', 'Article', 'Colour group', 'Package size (m)', 'Unit', 'Price (USD)'],
        {
          ...english,
          brand: ['Brand', 'Marca'],
        },
      ),
    ).toEqual([]);
  });
});

describe('the rows of a cost file', () => {
  it('reads a price of a brand, article, colour group and package size', () => {
    expect(read(good, ['lumen spun polyester', 'lsp120-5k', 'w', '5000.00', 'YD', '3'])).toEqual({
      issues: [],
      entries: [
        {
          rowNumber: 2,
          brandId: 1,
          article: 'NSC120-5K',
          colourGroup: 'C',
          packageSizeId: 10,
          unit: 'm',
          price: 4.25,
        },
        {
          rowNumber: 3,
          brandId: 2,
          article: 'LSP120-5K',
          colourGroup: 'W',
          packageSizeId: 20,
          unit: 'yd',
          price: 3,
        },
      ],
    });
  });

  it('leaves out blank rows and rows without a price (the template’s unpriced threads)', () => {
    expect(read(['', ' ', '', '', '', ''], withCell('price', ''), [])).toEqual({
      issues: [],
      entries: [],
    });
    expect(isBlankCostFileRow([' ', ''])).toBe(true);
  });

  it('reads an empty article as the price of every article of the brand in that size', () => {
    const { entries } = read(withCell('article', ''), [
      'Lumen Spun Polyester',
      '',
      'B',
      '4000',
      'm',
      '2.1',
    ]);
    expect(entries.map((entry) => [entry.article, entry.packageSizeId])).toEqual([
      ['', 10],
      ['', 21],
    ]);
  });

  it('marks an empty required cell', () => {
    expect(issuesOf(['', 'NSC120-5K', '', '', '', '4'])).toEqual([
      { row: 2, column: 1, message: 'costFile.sheet.required' },
      { row: 2, column: 3, message: 'costFile.sheet.required' },
      { row: 2, column: 4, message: 'costFile.sheet.required' },
      { row: 2, column: 5, message: 'costFile.sheet.required' },
    ]);
  });

  it('marks a brand the tenant does not have: "Thread brand not found"', () => {
    expect(issuesOf(withCell('brand', 'Acme Threads'))).toEqual([
      { row: 2, column: 1, message: 'costFile.sheet.brandNotFound' },
    ]);
  });

  it('marks a colour group other than C, B, N, U or W', () => {
    expect(issuesOf(withCell('colourGroup', 'Red'))).toEqual([
      { row: 2, column: 3, message: 'costFile.sheet.colourGroupInvalid' },
    ]);
  });

  it('marks a package size that is not a positive number', () => {
    for (const value of ['five thousand', '-5000', '0', '5,000']) {
      expect(issuesOf(withCell('packageSize', value))).toEqual([
        { row: 2, column: 4, message: 'costFile.sheet.packageSizeInvalid' },
      ]);
    }
  });

  it('marks a package size the brand or its article does not come in: "package size invalid"', () => {
    expect(issuesOf(withCell('packageSize', '1000'))).toEqual([
      { row: 2, column: 4, message: 'costFile.sheet.packageSizeInvalid' },
    ]);
    // NSC120-2K5 is sold as 2,500 m only.
    expect(issuesOf(withCell('article', 'NSC120-2K5'))).toEqual([
      { row: 2, column: 4, message: 'costFile.sheet.packageSizeInvalid' },
    ]);
    expect(issuesOf(['Lumen Spun Polyester', '', 'C', '2500', 'm', '1'])).toEqual([
      { row: 2, column: 4, message: 'costFile.sheet.packageSizeInvalid' },
    ]);
  });

  it('marks a wrong package size or brand on its own cell, never on the article its other rows use', () => {
    // The template's rows: one article, priced for several colour groups.
    const groups = ['C', 'B', 'N', 'U'];
    const template = groups.map((group) => withCell('colourGroup', group));
    // A mistyped size in the first row, then a mistyped brand: the other rows are right.
    const rows = [
      withCell('packageSize', '5001', template[0]),
      withCell('brand', 'Northstar Corspun', template[1]),
      ...template.slice(2),
    ];
    expect(issuesOf(...rows)).toEqual([
      { row: 2, column: 4, message: 'costFile.sheet.packageSizeInvalid' },
      { row: 3, column: 1, message: 'costFile.sheet.brandNotFound' },
    ]);
    // Mistakes in later rows are marked the same way.
    expect(
      issuesOf(
        ...template.slice(0, 2),
        withCell('packageSize', '2500', template[2]),
        withCell('brand', 'Acme', template[3]),
      ),
    ).toEqual([
      { row: 4, column: 4, message: 'costFile.sheet.packageSizeInvalid' },
      { row: 5, column: 1, message: 'costFile.sheet.brandNotFound' },
    ]);
  });

  it('marks an article that is not one of the brand’s, or too long', () => {
    expect(issuesOf(withCell('article', 'LSP120-5K'))).toEqual([
      { row: 2, column: 2, message: 'costFile.sheet.articleNotFound' },
    ]);
    expect(issuesOf(withCell('article', 'X'.repeat(31)))).toEqual([
      { row: 2, column: 2, message: 'costFile.sheet.articleTooLong' },
    ]);
  });

  it('marks an article value the range gives two brands or two package sizes, after its first row', () => {
    const shared: CostFileThreadRange = {
      brands: range.brands,
      packageSizes: [
        { id: 30, brandId: 1, lengthM: 5000, article: 'CORE-120' },
        { id: 31, brandId: 1, lengthM: 2500, article: 'CORE-120' },
        { id: 32, brandId: 2, lengthM: 5000, article: 'core-120' },
      ],
    };
    const row = ['Northstar Corespun', 'CORE-120', 'C', '5000', 'm', '4.25'];
    const rows = [
      row,
      withCell('colourGroup', 'B', row),
      withCell('packageSize', '2500', row),
      withCell('brand', 'Lumen Spun Polyester', row),
    ];
    expect(
      readCostFileRows(
        rows.map((cells, index) => ({ rowNumber: index + 2, cells })),
        shared,
      ).issues.map(({ row: number, column, message }) => ({ row: number, column, message })),
    ).toEqual([
      { row: 4, column: 2, message: 'costFile.sheet.articleShared' },
      { row: 5, column: 2, message: 'costFile.sheet.articleShared' },
    ]);
  });

  it('marks a unit other than m or yd', () => {
    expect(issuesOf(withCell('unit', 'cones'))).toEqual([
      { row: 2, column: 5, message: 'costFile.sheet.unitInvalid' },
    ]);
  });

  it('marks a price that is not a positive number with at most 2 decimals', () => {
    for (const value of ['0', '-1', '4.255', 'free', '4,25', '100000000', '1e-3']) {
      expect(issuesOf(withCell('price', value)), value).toEqual([
        { row: 2, column: 6, message: 'costFile.sheet.priceInvalid' },
      ]);
    }
    // What a spreadsheet stores for 4.35 computed as 0.1 * 43.5 still has 2 decimals.
    expect(read(withCell('price', String(0.1 * 43.5))).entries[0]?.price).toBe(4.35);
    expect(read(withCell('price', '99999999.99')).issues).toEqual([]);
  });

  it('marks a second price for the same brand, article, colour group and package size', () => {
    expect(read(good, withCell('price', '5')).issues).toEqual([
      { row: 3, column: 1, message: 'costFile.sheet.duplicateRow', params: { row: 2 } },
    ]);
    expect(read(good, withCell('colourGroup', 'B')).issues).toEqual([]);
  });

  it('marks every wrong cell of every row, in column order', () => {
    expect(
      issuesOf(['Acme', 'A', 'Q', 'x', 'l', '0'], good, ['', '', 'C', '5000', 'm', '1.234']),
    ).toEqual([
      { row: 2, column: 1, message: 'costFile.sheet.brandNotFound' },
      { row: 2, column: 3, message: 'costFile.sheet.colourGroupInvalid' },
      { row: 2, column: 4, message: 'costFile.sheet.packageSizeInvalid' },
      { row: 2, column: 5, message: 'costFile.sheet.unitInvalid' },
      { row: 2, column: 6, message: 'costFile.sheet.priceInvalid' },
      { row: 4, column: 1, message: 'costFile.sheet.required' },
      { row: 4, column: 6, message: 'costFile.sheet.priceInvalid' },
    ]);
  });
});

describe('numbers in cells', () => {
  it('reads plain decimal numbers only', () => {
    expect(parseCostFileNumber(' 4.25 ')).toBe(4.25);
    expect(parseCostFileNumber('5e3')).toBe(5000);
    expect(parseCostFileNumber('.5')).toBe(0.5);
    for (const text of ['', '0x10', 'Infinity', '4,25', '4.2.5', '$4']) {
      expect(parseCostFileNumber(text), text).toBeNull();
    }
  });

  it('counts decimals without binary floating-point noise', () => {
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(true);
    expect(hasAtMostDecimals(4.675000000000001, 2)).toBe(false);
    expect(hasAtMostDecimals(4.255, 2)).toBe(false);
    expect(hasAtMostDecimals(12345678.91, 2)).toBe(true);
  });
});
