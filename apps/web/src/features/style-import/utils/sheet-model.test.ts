import type { ImportResultDto } from '@spool/contracts';
import { describe, expect, it } from 'vitest';
import {
  cellMarks,
  columnLetter,
  columnWidth,
  countOperationRows,
  dataRowsOf,
  droppedFiles,
  markKey,
  progressPercent,
  sheetColumnCount,
  sheetIssues,
} from './sheet-model';

const header = ['Style name', 'Customer', 'Garments'];

const answer = (rows: ImportResultDto['rows']): ImportResultDto => ({
  error: true,
  message: 'There are Some Errors in the sheet please check',
  rows,
  savedRows: 0,
  savedStyles: 0,
  markedFile: null,
});

describe('columnLetter', () => {
  it('letters columns as a spreadsheet does', () => {
    expect([1, 2, 17, 26, 27, 52, 53, 702, 703].map(columnLetter)).toEqual([
      'A',
      'B',
      'Q',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('the rows of the table', () => {
  it('keeps the sheet’s row numbers, blank rows included, below the header', () => {
    const rows = [header, ['Chino 501', 'Northwind', '1200'], [], ['Tee 12', 'Atlas', '500']];
    expect(dataRowsOf(rows)).toEqual([
      { number: 2, cells: ['Chino 501', 'Northwind', '1200'] },
      { number: 3, cells: [] },
      { number: 4, cells: ['Tee 12', 'Atlas', '500'] },
    ]);
  });

  it('has as many columns as the widest row, header or not', () => {
    expect(sheetColumnCount([header, ['a', 'b', 'c', 'd']])).toBe(4);
    expect(sheetColumnCount([header, ['a']])).toBe(3);
    expect(sheetColumnCount([[]])).toBe(1);
  });

  it('counts operations without blank rows', () => {
    const rows = [
      header,
      ['Chino 501', 'Northwind', '1200'],
      ['  chino   501 ', 'Northwind', '1200'],
      ['', ' ', ''],
      [],
      ['Tee 12', 'Atlas', '500'],
    ];
    expect(countOperationRows(rows)).toBe(3);
  });

  it('sizes a column from its longest text, within bounds', () => {
    expect(columnWidth([['ab'], ['abcdefghijkl']], 1)).toBe(12 * 8 + 40);
    expect(columnWidth([['a']], 1)).toBe(96);
    expect(columnWidth([['x'.repeat(500)]], 1)).toBe(280);
    expect(columnWidth([['a']], 5)).toBe(96);
  });
});

describe('the marks of an answer', () => {
  const result = answer([
    {
      index: 4,
      cells: [
        { index: 6, color: '#FFC7CE', comment: 'Only integers are allowed.' },
        { index: 1, color: '#FFC7CE', comment: 'Should not be empty.' },
      ],
    },
    { index: 2, cells: [{ index: 12, color: '#FFC7CE', comment: 'Stitch type is not valid.' }] },
  ]);

  it('finds each marked cell by row and column', () => {
    const marks = cellMarks(result);
    expect(marks.get(markKey(4, 6))).toEqual({
      color: '#FFC7CE',
      comment: 'Only integers are allowed.',
    });
    expect(marks.get(markKey(2, 12))?.comment).toBe('Stitch type is not valid.');
    expect(marks.get(markKey(2, 1))).toBeUndefined();
    expect(cellMarks(null).size).toBe(0);
  });

  it('reads two comments on one cell together', () => {
    const marks = cellMarks(
      answer([
        {
          index: 3,
          cells: [
            { index: 2, color: '#FFC7CE', comment: 'First.' },
            { index: 2, color: '#FFC7CE', comment: 'Second.' },
          ],
        },
      ]),
    );
    expect(marks.get(markKey(3, 2))?.comment).toBe('First. Second.');
  });

  it('lists the issues top to bottom, column by column', () => {
    expect(sheetIssues(result).map((issue) => [issue.row, issue.column])).toEqual([
      [2, 12],
      [4, 1],
      [4, 6],
    ]);
    expect(sheetIssues(null)).toEqual([]);
  });

  it('keeps the Colourways sheet’s marks to that sheet, listed after the first sheet’s', () => {
    const both = answer([
      {
        sheet: 'colourways',
        index: 2,
        cells: [{ index: 5, color: '#FFC7CE', comment: 'No size XXL.' }],
      },
      { index: 3, cells: [{ index: 5, color: '#FFC7CE', comment: 'Too long.' }] },
    ]);
    expect(cellMarks(both).get(markKey(2, 5))).toBeUndefined();
    expect(cellMarks(both, 'colourways').get(markKey(2, 5))?.comment).toBe('No size XXL.');
    expect(cellMarks(both, 'colourways').get(markKey(3, 5))).toBeUndefined();
    expect(sheetIssues(both).map((issue) => [issue.sheet, issue.row])).toEqual([
      ['styles', 3],
      ['colourways', 2],
    ]);
  });
});

describe('droppedFiles', () => {
  const file = (name: string) => new File(['x'], name);

  it('takes exactly one file', () => {
    const one = file('season.xlsx');
    expect(droppedFiles([one])).toEqual({ kind: 'one', file: one });
    expect(droppedFiles([file('a.xlsx'), file('b.xlsx')])).toEqual({ kind: 'many' });
    expect(droppedFiles([])).toEqual({ kind: 'none' });
    expect(droppedFiles(null)).toEqual({ kind: 'none' });
  });
});

describe('progressPercent', () => {
  it('is the share done, and unknown until something is counted', () => {
    expect(progressPercent({ phase: 'checking', done: 0, total: 10_000 })).toBeNull();
    expect(progressPercent({ phase: 'checking', done: 10_000, total: 10_000 })).toBe(100);
    expect(progressPercent({ phase: 'saving', done: 0, total: 400 })).toBe(0);
    expect(progressPercent({ phase: 'saving', done: 100, total: 400 })).toBe(25);
    expect(progressPercent({ phase: 'saving', done: 0, total: 0 })).toBeNull();
    expect(progressPercent({ phase: 'done', done: 400, total: 400 })).toBe(100);
    expect(progressPercent({ phase: 'done', done: 0, total: 10_000 })).toBe(100);
    expect(progressPercent(null)).toBeNull();
  });
});
