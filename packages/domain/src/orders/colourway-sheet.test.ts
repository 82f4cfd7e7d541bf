import { describe, expect, it } from 'vitest';
import { styleThreadKey } from './colourways.js';
import {
  readColourwaySheet,
  threadColumnName,
  type ColourwaySheetInput,
} from './colourway-sheet.js';

const corespun = { brandId: 1, ticketTexId: 11, shade: 'Navy' };
const overlock = { brandId: 1, ticketTexId: 12, shade: 'Optic White' };
const names = new Map([
  [11, 120],
  [12, 80],
]);
const header = ['Style', 'Colourway', 'DTM shade', 'Size range', 'Size', 'Quantity'];
const base: Omit<ColourwaySheetInput, 'rows'> = {
  header: [...header, 'Northstar 120 Navy', 'Northstar 80 Optic White'],
  headerNames: {
    style: ['Style'],
    colourway: ['Colourway'],
    dtmShade: ['DTM shade'],
    sizeRange: ['Size range'],
    size: ['Size'],
    quantity: ['Quantity'],
  },
  styles: [
    { name: 'Tee', threads: [corespun, overlock] },
    { name: 'Chino', threads: [overlock] },
  ],
  threadName: (thread) =>
    threadColumnName('Northstar', names.get(thread.ticketTexId) ?? 0, thread.shade),
  sizeRanges: [
    {
      name: 'Men’s tops',
      range: {
        sizes: [
          { name: 'S', gradePercent: -4 },
          { name: 'M', gradePercent: 0 },
          { name: 'L', gradePercent: 4 },
        ],
        baseSize: 'M',
      },
    },
  ],
};
const read = (rows: string[][], input: Partial<ColourwaySheetInput> = {}) =>
  readColourwaySheet({
    ...base,
    ...input,
    rows: rows.map((cells, index) => ({ rowNumber: index + 2, cells })),
  });

describe('the Colourways sheet', () => {
  it('gives each style its range, colourways, quantities and thread shades', () => {
    const result = read([
      ['Tee', 'Navy', 'Navy 2041', 'men’s tops', 's', '100', 'DTM', ''],
      ['Tee', 'Navy', '', '', 'M', '1,200', '', ''],
      ['Tee', 'Stone', 'Stone 114', '', 'M', '300', 'DTM', 'Ecru'],
      [],
      ['Chino', 'Black', '', '', '32', '40', '', ''],
      ['Chino', 'Black', '', '', '34', '60', '', ''],
    ]);
    expect(result.issues).toEqual([]);
    const [tee, chino] = result.orders;
    expect(tee?.range.baseSize).toBe('M');
    expect(tee?.colourways).toEqual([
      {
        name: 'Navy',
        code: '',
        fabricColour: '',
        dtmShade: 'Navy 2041',
        quantities: { S: 100, M: 1200 },
        threadShades: { [styleThreadKey(corespun)]: { kind: 'dtm' } },
      },
      {
        name: 'Stone',
        code: '',
        fabricColour: '',
        dtmShade: 'Stone 114',
        quantities: { M: 300 },
        threadShades: {
          [styleThreadKey(corespun)]: { kind: 'dtm' },
          [styleThreadKey(overlock)]: { kind: 'shade', shade: 'Ecru' },
        },
      },
    ]);
    // No range named: the sizes as the rows give them, ungraded, the first the base.
    expect(chino?.range).toEqual({
      sizes: [
        { name: '32', gradePercent: 0 },
        { name: '34', gradePercent: 0 },
      ],
      baseSize: '32',
    });
  });

  it('marks each wrong cell and gives no order', () => {
    const result = read([
      ['Parka', 'Navy', '', '', 'M', '10', '', ''],
      ['Tee', 'Navy', '', 'Kids', 'M', '-3', '', ''],
      ['Tee', 'Navy', '', 'Men’s tops', 'XL', '10', '', ''],
      ['Tee', 'Navy', '', '', 'xl', '12.5', '', ''],
      ['Chino', 'Black', '', '', '32', '40', 'DTM', ''],
      ['Tee', '', '', '', 'S', '', '', ''],
    ]);
    expect(result.orders).toEqual([]);
    expect(result.issues.map((issue) => [issue.row, issue.column, issue.message])).toEqual([
      [2, 1, 'import.colourwaySheet.unknownStyle'],
      [3, 4, 'import.colourwaySheet.unknownSizeRange'],
      [3, 6, 'import.sheet.wholeNumber'],
      [4, 5, 'import.colourwaySheet.sizeNotInRange'],
      [5, 6, 'import.sheet.wholeNumber'],
      [6, 7, 'import.colourwaySheet.threadNotInStyle'],
      [7, 2, 'import.sheet.required'],
      [7, 6, 'import.sheet.required'],
    ]);
    expect(result.issues[3]?.params).toEqual({ range: 'Men’s tops', value: 'XL' });
  });

  it('refuses rows of one colourway that disagree, and a size given twice', () => {
    const result = read([
      ['Tee', 'Navy', 'Navy 2041', '', 'S', '1', 'DTM', ''],
      ['Tee', 'Navy', 'Navy 2042', '', 'M', '1', 'Navy', ''],
      ['Tee', 'navy', '', '', 's', '1', '', ''],
    ]);
    expect(result.issues.map((issue) => [issue.row, issue.column, issue.params])).toEqual([
      [3, 3, { row: 2, value: 'Navy 2041' }],
      [3, 7, { row: 2, value: 'DTM' }],
      [4, 5, { value: 's', row: 2 }],
    ]);
  });

  it('names a thread column no style sews with, and a column of the wrong name', () => {
    const unknown = read([['Tee', 'Navy', '', '', 'M', '1', '', '']], {
      header: [...header, 'Northstar 120 Black', 'Northstar 80 Optic White'],
    });
    expect(unknown.issues).toEqual([
      {
        row: 1,
        column: 7,
        message: 'import.colourwaySheet.unknownThread',
        params: { value: 'Northstar 120 Black' },
      },
    ]);
    const renamed = read([], { header: ['Style', 'Colour', ...header.slice(2)] });
    expect(renamed.issues).toEqual([
      {
        row: 1,
        column: 2,
        message: 'import.sheet.incorrectColumn',
        params: { column: 'colourway' },
      },
    ]);
  });

  it('holds at most 100 colourways and 30 sizes a style', () => {
    const many = Array.from({ length: 101 }, (_, index) => ['Tee', `C${index}`, '', '', 'M', '1']);
    expect(read(many).issues).toEqual([
      {
        row: 102,
        column: 2,
        message: 'import.colourwaySheet.tooManyColourways',
        params: { max: 100 },
      },
    ]);
    const sizes = Array.from({ length: 31 }, (_, index) => [
      'Tee',
      'Navy',
      '',
      '',
      `S${index}`,
      '1',
    ]);
    expect(read(sizes).issues.map((issue) => [issue.row, issue.message])).toEqual([
      [32, 'import.colourwaySheet.tooManySizes'],
    ]);
  });
});
