import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { parseCsv } from '../platform/files/csv.js';

const run = promisify(execFile);

/** What LibreOffice's CSV import splits cells on. */
export type CsvSeparators =
  'comma' | 'semicolon' | 'semicolon and tab' | 'comma, semicolon and tab';

const separatorCodes: Record<CsvSeparators, string> = {
  comma: '44',
  semicolon: '59',
  // People who tick several boxes in the Text Import dialog.
  'semicolon and tab': '59/9',
  'comma, semicolon and tab': '44/59/9',
};

/**
 * The CSV import as LibreOffice is usually set (`plain`), or with every option that makes it
 * read more into a cell (`eager`): detect special numbers, trim spaces, evaluate formulas.
 * The tokens of `--infilter` are: separators, text delimiter (34 = "), character set (76 =
 * UTF-8), first line, column formats, language, quoted field as text, detect special numbers,
 * (two export options), trim spaces, (one export option), evaluate formulas.
 */
export type CsvImportOptions = 'plain' | 'eager';

/** One cell as LibreOffice read it: its shown text or number, and its formula if it made one. */
export type OpenedCell = { readonly value: string | number; readonly formula?: string };

/** A file's first sheet as LibreOffice read it: rows from 1, cells from column A. */
export type OpenedSheet = readonly (readonly OpenedCell[])[];

export type LibreOffice = {
  /** Opens CSV files (name to bytes) in LibreOffice Calc, as a person opening them would. */
  openCsv(
    files: Readonly<Record<string, Buffer | string>>,
    separators: CsvSeparators,
    options?: CsvImportOptions,
  ): Promise<Record<string, OpenedSheet>>;
  /**
   * Opens a workbook (.xlsx) in LibreOffice Calc and saves its first sheet as CSV
   * (`--convert-to csv`, UTF-8, cells as shown): the rows a person opening it would read.
   */
  workbookAsShown(bytes: Buffer | Uint8Array): Promise<string[][]>;
  /** Removes its profile and files. */
  dispose(): Promise<void>;
};

/**
 * LibreOffice with a private profile (so that parallel test files never share one), running
 * headless: each `openCsv` imports the files with the given separators and saves them as .xlsx,
 * which exceljs reads back cell by cell, formulas included.
 */
export async function startLibreOffice(): Promise<LibreOffice> {
  const directory = await mkdtemp(join(tmpdir(), 'spool-libreoffice-'));
  let conversions = 0;
  return {
    async openCsv(files, separators, options = 'plain') {
      conversions += 1;
      const folder = join(directory, `conversion-${conversions}`);
      await mkdir(folder);
      const paths = await Promise.all(
        Object.entries(files).map(async ([name, bytes]) => {
          const path = join(folder, name);
          await writeFile(path, bytes);
          return path;
        }),
      );
      const filter = [separatorCodes[separators], '34', '76', '1'];
      if (options === 'eager')
        filter.push('', '0', 'false', 'true', 'false', 'false', 'true', 'false', 'true');
      await convert([`--infilter=CSV:${filter.join(',')}`, '--convert-to', 'xlsx'], folder, paths);
      const sheets: Record<string, OpenedSheet> = {};
      for (const [index, name] of Object.keys(files).entries()) {
        sheets[name] = await readSheet((paths[index] ?? '').replace(/\.[^./]*$/, '.xlsx'));
      }
      return sheets;
    },
    async workbookAsShown(bytes) {
      conversions += 1;
      const folder = join(directory, `conversion-${conversions}`);
      await mkdir(folder);
      const path = join(folder, 'workbook.xlsx');
      await writeFile(path, bytes);
      // Comma separated, quoted with ", UTF-8 (76), from the first line.
      await convert(['--convert-to', 'csv:Text - txt - csv (StarCalc):44,34,76,1'], folder, [path]);
      return parseCsv(await readFile(join(folder, 'workbook.csv'), 'utf8'));
    },
    dispose: () => rm(directory, { recursive: true, force: true }),
  };

  async function convert(options: string[], folder: string, paths: string[]): Promise<void> {
    try {
      await run(
        'libreoffice',
        [
          `-env:UserInstallation=file://${join(directory, 'profile')}`,
          '--headless',
          ...options,
          '--outdir',
          folder,
          ...paths,
        ],
        { timeout: 120_000 },
      );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(
          'LibreOffice is needed for this test and was not found: install it (Debian: apt-get install libreoffice-calc-nogui) so that `libreoffice` is on the PATH.',
        );
      }
      throw error;
    }
  }
}

async function readSheet(path: string): Promise<OpenedSheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error(`${path} has no sheet`);
  const rows: OpenedCell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: OpenedCell[] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      const cell = row.getCell(column);
      if (cell.type === ExcelJS.ValueType.Formula) {
        cells.push({ value: cell.text, formula: cell.formula });
      } else {
        // `cell.text`: LibreOffice writes cells of mixed scripts as rich text.
        cells.push({ value: typeof cell.value === 'number' ? cell.value : cell.text });
      }
    }
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

/** Every cell of the sheets that holds a formula, with where it is. */
export function formulaCells(
  sheets: Readonly<Record<string, OpenedSheet>>,
): { file: string; row: number; column: number; formula: string }[] {
  return Object.entries(sheets).flatMap(([file, sheet]) =>
    sheet.flatMap((cells, row) =>
      cells.flatMap((cell, column) =>
        cell.formula === undefined
          ? []
          : [{ file, row: row + 1, column: column + 1, formula: cell.formula }],
      ),
    ),
  );
}
