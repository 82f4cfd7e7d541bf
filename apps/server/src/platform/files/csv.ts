/** A CSV cell: text, a number (written with a dot, as spreadsheets read it), or empty. */
export type CsvCell = string | number | null | undefined;

/** Text a spreadsheet would run as a formula (CWE-1236): starts with = + - @, a tab or a CR. */
const formulaStart = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  // A leading apostrophe makes the spreadsheet show the text instead of evaluating it.
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as CSV (RFC 4180: comma separated, CRLF line ends, fields with a comma, quote or line
 * break quoted, quotes doubled), in UTF-8 with a byte order mark so Excel reads the
 * encoding right, and with formula-like text neutralised.
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
