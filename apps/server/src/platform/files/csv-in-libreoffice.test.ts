import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formulaCells,
  startLibreOffice,
  type CsvImportOptions,
  type CsvSeparators,
  type LibreOffice,
  type OpenedSheet,
} from '../../testing/libreoffice.js';
import { formulaNeutraliser, toCsv, type CsvCell } from './csv.js';

/** Cells an attacker would store as a style, customer, shade or operation name. */
const hostile: readonly string[] = [
  '=1+1',
  '=HYPERLINK("http://evil","click")',
  '"=HYPERLINK(""http://evil"")',
  "=cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-1+1',
  '+1',
  '-5',
  ' =1+1',
  '  =1+1',
  '\t=1+1',
  '\r=1+1',
  '\uFF1D1+1',
  'x;=1+1',
  'x; =1+1',
  'a;"=1+1',
  'a;"=1+1"',
  'a;";=1+1',
  'a";=1+1',
  'x;=HYPERLINK("http://evil";"click")',
  'x\t=1+1',
  'x\n=1+1',
  'x\r\n=1+1',
  'x\r\n"=1+1',
  'trailing;',
  'x;y,=1+1',
  'a,b;=1+1',
  'Side seam - front',
];

/** Each hostile cell alone, then beside a number and another text, then after a cell ending in `;`. */
const hostileRows: CsvCell[][] = [
  ...hostile.map((cell) => [cell]),
  ...hostile.map((cell) => [-1, 'Navy', cell, -2.5]),
  ...hostile.map((cell) => ['end;', cell]),
  ['end;'],
  [-3, 'x'],
];

/** Random rows of the same ingredients, from a fixed seed so every run opens the same file. */
const randomRows: CsvCell[][] = fc.sample(
  fc.array(
    fc.oneof(
      {
        weight: 5,
        arbitrary: fc.string({
          unit: fc.constantFrom(
            ...['=', '+', '-', '@', '\t', '\r', '\n', ';', ',', '"', ' ', 'a', '1', '(', ')'],
          ),
          maxLength: 16,
        }),
      },
      fc.integer({ min: -99, max: 99 }),
    ),
    { minLength: 1, maxLength: 5 },
  ),
  { seed: 12, numRuns: 300 },
);

/** A file that no writer touched: the oracle must see its formulas, or the test proves nothing. */
const unprotected = '=1+1\r\nx;=1+1\r\nx\t=1+1\r\n';

const shown = (cell: { value: string | number } | undefined) =>
  typeof cell?.value === 'string' ? cell.value.replaceAll(formulaNeutraliser, '') : cell?.value;
const texts = (sheet: OpenedSheet | undefined, row: number) => (sheet?.[row] ?? []).map(shown);

let office: LibreOffice;
beforeAll(async () => {
  office = await startLibreOffice();
});
afterAll(() => office?.dispose());

const files = {
  'hostile.csv': toCsv(hostileRows),
  'random.csv': toCsv(randomRows),
  'unprotected.csv': `\uFEFF${unprotected}`,
  // Hostile cells beside others: their opening quote is not at the start of a semicolon reader's cell.
  'beside.csv': toCsv([
    [-1, 'Navy', 'x;=1+1', -2.5],
    [-1, 'Navy', 'a;"=1+1', -2.5],
    [-1, 'Navy', 'x;=HYPERLINK("http://evil";"click")', -2.5],
    ['@SUM(1+1)', 'x'],
  ]),
};

describe('CSV files opened in LibreOffice Calc', () => {
  const readings: [CsvSeparators, CsvImportOptions][] = [
    ['comma', 'plain'],
    ['comma', 'eager'],
    ['semicolon', 'plain'],
    ['semicolon', 'eager'],
    ['semicolon and tab', 'plain'],
    ['semicolon and tab', 'eager'],
    ['comma, semicolon and tab', 'plain'],
    ['comma, semicolon and tab', 'eager'],
  ];

  it.each(readings)(
    'hold no formula when split on the %s, import options %s',
    async (separators, options) => {
      const sheets = await office.openCsv(files, separators, options);
      expect(formulaCells({ unprotected: sheets['unprotected.csv'] ?? [] })).not.toEqual([]);
      const { 'unprotected.csv': _, ...written } = sheets;
      expect(formulaCells(written)).toEqual([]);
    },
    120_000,
  );

  it('show the text as written, without a stray character, when split on the comma', async () => {
    const sheets = await office.openCsv(files, 'comma');
    const sheet = sheets['hostile.csv'];
    hostile.forEach((cell, index) => {
      // Every line break inside a cell reads as a line feed in LibreOffice.
      const text = cell.replace(/\r\n?/g, '\n');
      expect(texts(sheet, index)).toEqual([text]);
      expect(texts(sheet, hostile.length + index)).toEqual([-1, 'Navy', text, -2.5]);
    });
  }, 120_000);

  it('show the parts after a semicolon as text when split on the semicolon', async () => {
    const sheets = await office.openCsv(files, 'semicolon');
    const sheet = sheets['beside.csv'];
    expect(texts(sheet, 0)).toEqual(['-1,Navy,"x', '=1+1",-2.5']);
    expect(texts(sheet, 1)).toEqual(['-1,Navy,"a', '""=1+1",-2.5']);
    expect(texts(sheet, 2)).toEqual([
      '-1,Navy,"x',
      '=HYPERLINK(""http://evil""',
      '""click"")",-2.5',
    ]);
    expect(texts(sheet, 3)).toEqual(['@SUM(1+1),x']);
  }, 120_000);
});
