/**
 * A CSV cell: text, a number (written with a dot, as spreadsheets read it), a number written
 * with exactly the given digits (`csvDigits`: 4.70 keeps its zero), or empty.
 */
export type CsvCell = string | number | CsvDigits | null | undefined;

/** A number as its digits: an optional minus, digits, and a point with digits after it. */
export type CsvDigits = { readonly digits: string };

const numberDigits = /^-?\d+(\.\d+)?$/;

/** A number cell written exactly as `digits` ("4.70", "132"); throws on anything else. */
export function csvDigits(digits: string): CsvDigits {
  if (!numberDigits.test(digits)) throw new Error(`Not the digits of a number: ${digits}`);
  return { digits };
}

/**
 * What goes in front of formula-like text (CWE-1236): ZERO WIDTH SPACE, U+200B.
 *
 * Why not the usual apostrophe: LibreOffice Calc (7.4, seen under the comma and the semicolon
 * separator) keeps an apostrophe read from a CSV file as part of the text and shows `'=1+1`;
 * Excel is said to hide it, but only at the start of its cell, and an apostrophe put after a `;`
 * inside a field shows in every reader that does not split there. Why not a tab: a leading tab
 * is itself a trigger for some readers, and LibreOffice's import dialog offers the tab as a
 * separator, which would split it off. The zero width space is not white space (LibreOffice's
 * "trim spaces" option leaves it), no spreadsheet starts a formula with it, and it shows nothing,
 * so the shown text is exactly the user's wherever it was put. Its cost: copying the cell copies
 * an invisible character too.
 */
export const formulaNeutraliser = '\u200B';

/**
 * Signs that start a formula: = + - @, and their full-width forms, which LibreOffice does not
 * evaluate but Unicode normalisation (NFKC) and East Asian input turn into the ASCII ones.
 */
const formulaSigns = '=+\\-@\uFF1D\uFF0B\uFF0D\uFF20';

/**
 * Text a spreadsheet may run as a formula: it starts with a tab or a carriage return, or with
 * a formula sign after any white space (LibreOffice's "trim spaces" option strips spaces) and
 * quotes (a reader that starts a cell there opens a quoted field at the quote).
 */
const formulaLikeField = new RegExp(`^(?=[\\t\\r]|[\\s"]*[${formulaSigns}])`);

/**
 * Inside a field, the places where a reader that splits differently starts a new cell: after a
 * `;` (Excel in German, French, Spanish, Portuguese, Turkish..., LibreOffice with the semicolon
 * separator; our quotes do not protect there, as the field's opening quote is not at the start of
 * that reader's cell), after a tab (LibreOffice's tab separator), after a line break (which such
 * a reader takes as the end of the row). The part after one is formula-like as above, or it is
 * empty or only white space and quotes: then the reader's cell starts with our closing quote
 * and whatever follows the field, which we do not control.
 */
const formulaLikePart = new RegExp(
  `(;|\\t|\\r\\n|\\r(?!\\n)|\\n)(?=[\\t\\r]|[\\s"]*(?:[${formulaSigns}]|$))`,
  'g',
);

/** The text with the neutraliser in front of every formula-like field or part (see above). */
export function neutraliseFormulas(text: string): string {
  return text
    .replace(formulaLikeField, formulaNeutraliser)
    .replace(formulaLikePart, `$1${formulaNeutraliser}`);
}

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // A number is written as one (a negative number stays a number): we write it, not the user.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'object') return value.digits;
  const text = neutraliseFormulas(value);
  // Quoted also when it holds a ; or a tab, so that readers splitting there keep it whole too.
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180: comma separated, CRLF line ends, fields with a comma, semicolon, tab,
 * quote or line break quoted, quotes doubled), in UTF-8 with a byte order mark so Excel reads
 * the encoding right, and with formula-like text neutralised for readers that split on the
 * comma, the semicolon or the tab.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * Reads CSV as spreadsheets write it: a byte order mark or none, LF or CRLF line ends, and the
 * separator of the header line (a semicolon, as in semicolon locales, or a comma); fields
 * may be quoted, with quotes doubled. Answers the rows' fields as text, nothing converted.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const separator =
    (firstLine.match(/;/g) ?? []).length > (firstLine.match(/,/g) ?? []).length ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let at = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  while (at < text.length) {
    const char = text[at] ?? '';
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else field += char;
      at += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === separator) endField();
    else if (char === '\n' || char === '\r') {
      endField();
      rows.push(row);
      row = [];
      if (char === '\r' && text[at + 1] === '\n') at += 1;
    } else field += char;
    at += 1;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}
