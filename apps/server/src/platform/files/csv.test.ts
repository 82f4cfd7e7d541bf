import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('CSV files', () => {
  it('starts with a byte order mark and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['Brand', 'Tex'],
        ['Northstar', 27],
      ]),
    ).toBe('\uFEFFBrand,Tex\r\nNorthstar,27\r\n');
  });

  it('quotes fields with commas, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv([['Shirt, men', 'The "Atlas" cut', 'two\nlines']])).toBe(
      '\uFEFF"Shirt, men","The ""Atlas"" cut","two\nlines"\r\n',
    );
  });

  it('neutralises text a spreadsheet would run as a formula, but not negative numbers', () => {
    const row = ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTab', '\rCR', 'safe', -2.5];
    expect(toCsv([row])).toBe(
      '\uFEFF"\'=HYPERLINK(""http://x"")",\'+1,\'-2,\'@SUM(A1),\'\tTab,"\'\rCR",safe,-2.5\r\n',
    );
  });

  it('leaves empty cells empty and writes numbers with a dot', () => {
    expect(toCsv([[null, undefined, 1234.5, 0]])).toBe('\uFEFF,,1234.5,0\r\n');
  });
});
