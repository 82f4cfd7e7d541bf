import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvDigits, formulaNeutraliser as z, parseCsv, toCsv, type CsvCell } from './csv.js';

/** A strict RFC 4180 reader (comma, CRLF, quoted fields with doubled quotes), after the BOM. */
function parseRfc4180(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const text = csv.slice(1);
  const records: string[][] = [];
  let record: string[] = [];
  let at = 0;
  for (;;) {
    let field = '';
    if (text[at] === '"') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error('unterminated quoted field');
        field += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        field += '"';
        at += 1;
      }
    } else {
      const end = text.slice(at).search(/[,"\r\n]/);
      field = end < 0 ? text.slice(at) : text.slice(at, at + end);
      at += field.length;
    }
    record.push(field);
    if (text[at] === ',') {
      at += 1;
    } else if (text.startsWith('\r\n', at)) {
      records.push(record);
      record = [];
      at += 2;
      if (at === text.length) return records;
    } else {
      throw new Error(`unexpected ${JSON.stringify(text[at])} at ${at}`);
    }
  }
}

/** What a reader must never find at the start of a cell: a tab, a CR, or a formula sign after white space and quotes. */
const formulaLike = /^(?:[\t\r]|[\s"]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/;

const hostileText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      ...['=', '+', '-', '@', '\t', '\r', '\n', ';', ',', '"', "'", ' ', '\u00A0', '\u3000'],
      ...['\uFF1D', '\uFF0B', z, '|', '!', '(', ')', 'a', 'Z', '1', '0', '.', '/'],
    ),
    maxLength: 24,
  }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
);
const anyCell: fc.Arbitrary<CsvCell> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.double(),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constant(null),
  fc.constant(undefined),
);
const anyRows = fc.array(fc.array(anyCell, { minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 8,
});

const written = (cell: string) => toCsv([[cell]]).slice(1, -2);

describe('CSV files', () => {
  it('starts with a byte order mark and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['Brand', 'Tex'],
        ['Northstar', 27],
      ]),
    ).toBe('\uFEFFBrand,Tex\r\nNorthstar,27\r\n');
  });

  it('quotes fields with commas, semicolons, tabs, quotes or line breaks, doubling the quotes', () => {
    expect(toCsv([['Shirt, men', 'The "Atlas" cut', 'two\nlines', 'a;b', 'a\tb', 'plain']])).toBe(
      '\uFEFF"Shirt, men","The ""Atlas"" cut","two\nlines","a;b","a\tb",plain\r\n',
    );
  });

  it('leaves empty cells empty and writes numbers with a dot', () => {
    expect(toCsv([[null, undefined, 1234.5, 0, Number.NaN, Infinity]])).toBe(
      '\uFEFF,,1234.5,0,,\r\n',
    );
  });

  it('puts the neutraliser before text that starts with = + - @, a tab or a carriage return', () => {
    expect(written('=HYPERLINK("http://evil")')).toBe(`"${z}=HYPERLINK(""http://evil"")"`);
    expect(written("=cmd|' /C calc'!A0")).toBe(`${z}=cmd|' /C calc'!A0`);
    expect(written('@SUM(1+1)')).toBe(`${z}@SUM(1+1)`);
    expect(written('-1+1')).toBe(`${z}-1+1`);
    expect(written('+1')).toBe(`${z}+1`);
    expect(written('-5')).toBe(`${z}-5`);
    expect(written('\tTab')).toBe(`"${z}\tTab"`);
    expect(written('\rCR')).toBe(`"${z}\rCR"`);
  });

  it('also when white space or quotes come before the sign, and for the full-width signs', () => {
    // LibreOffice's "trim spaces" import option turns " =1+1" into a formula.
    expect(written(' =1+1')).toBe(`${z} =1+1`);
    expect(written('\u00A0\u3000=1+1')).toBe(`${z}\u00A0\u3000=1+1`);
    expect(written('"=HYPERLINK(""http://evil"")')).toBe(`"${z}""=HYPERLINK(""""http://evil"""")"`);
    expect(written(' " =1')).toBe(`"${z} "" =1"`);
    expect(written('\uFF1D1+1')).toBe(`${z}\uFF1D1+1`);
    expect(written('\uFF0B1')).toBe(`${z}\uFF0B1`);
  });

  it('neutralises every part after a semicolon, a tab or a line break that a spreadsheet splitting there would run', () => {
    expect(written('x;=1+1')).toBe(`"x;${z}=1+1"`);
    expect(written('a;"=1+1')).toBe(`"a;${z}""=1+1"`);
    expect(written('a; @SUM(1+1);-2;ok;+3')).toBe(`"a;${z} @SUM(1+1);${z}-2;ok;${z}+3"`);
    expect(written('x;;=1')).toBe(`"x;;${z}=1"`);
    expect(written('x\t=1+1')).toBe(`"x\t${z}=1+1"`);
    expect(written('a\r\n-1+1\n+1\r=2')).toBe(`"a\r\n${z}-1+1\n${z}+1\r${z}=2"`);
    expect(written('x;\t=1')).toBe(`"x;${z}\t${z}=1"`);
  });

  it('neutralises a semicolon, tab or line break at the end, where our closing quote would start the cell', () => {
    expect(written('a;')).toBe(`"a;${z}"`);
    expect(written('a; ')).toBe(`"a;${z} "`);
    expect(written('a;"')).toBe(`"a;${z}"""`);
    expect(written('two lines\r\n')).toBe(`"two lines\r\n${z}"`);
    expect(toCsv([['a;', -1]])).toBe(`\uFEFF"a;${z}",-1\r\n`);
  });

  it('leaves ordinary text alone: signs inside it, semicolons before other text', () => {
    expect(written('Side seam - front')).toBe('Side seam - front');
    expect(written('a=b+c@d')).toBe('a=b+c@d');
    expect(written('x;y; z')).toBe('"x;y; z"');
    expect(written("'=1+1")).toBe("'=1+1");
    expect(written(`${z}=1+1`)).toBe(`${z}=1+1`);
    expect(written('')).toBe('');
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(toCsv([[-2.5, -1, -0.01, 1e21]])).toBe('\uFEFF-2.5,-1,-0.01,1e+21\r\n');
  });

  it('writes a figure with exactly its digits, a trailing zero kept, and takes nothing but digits', () => {
    expect(toCsv([[csvDigits('4.70'), csvDigits('132'), csvDigits('-0.16')]])).toBe(
      '\uFEFF4.70,132,-0.16\r\n',
    );
    for (const text of ['=1+1', '4,70', '1e3', '.5', '4.', '']) {
      expect(() => csvDigits(text), text).toThrow();
    }
  });

  it('gives every cell back to an RFC 4180 reader, text modulo the neutraliser, numbers as written', () => {
    fc.assert(
      fc.property(anyRows, (rows) => {
        const parsed = parseRfc4180(toCsv(rows));
        expect(parsed.map((row) => row.length)).toEqual(rows.map((row) => row.length));
        rows.forEach((row, r) =>
          row.forEach((cell, c) => {
            const back = parsed[r]?.[c] ?? '';
            if (typeof cell === 'string') {
              expect(back.replaceAll(z, '')).toBe(cell.replaceAll(z, ''));
              expect(back).not.toMatch(formulaLike);
            } else if (typeof cell === 'number') {
              expect(back).toBe(Number.isFinite(cell) ? String(cell) : '');
            } else {
              expect(back).toBe('');
            }
          }),
        );
      }),
      { numRuns: 1000 },
    );
  });

  it('never lets a part after a semicolon or a tab, anywhere in the file, start like a formula', () => {
    fc.assert(
      fc.property(anyRows, (rows) => {
        const csv = toCsv(rows);
        for (const part of csv.split(/[;\t]/).slice(1)) expect(part).not.toMatch(formulaLike);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('reading CSV as spreadsheets save it', () => {
  it('reads comma files with quotes, doubled quotes, line breaks in quotes and CRLF', () => {
    expect(parseCsv('\uFEFFname,note\r\n"Chino, 501","a ""b""\nc"\r\nTee,\r\n')).toEqual([
      ['name', 'note'],
      ['Chino, 501', 'a "b"\nc'],
      ['Tee', ''],
    ]);
  });

  it('takes the semicolon of semicolon locales from the header line', () => {
    expect(parseCsv('Style;Garments\nChino 501;1,5\n')).toEqual([
      ['Style', 'Garments'],
      ['Chino 501', '1,5'],
    ]);
  });

  it('reads back what toCsv writes', () => {
    const rows = [
      ['Chino; 501', 'x'],
      ['say "hi"', 'two\r\nlines'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
  });
});
