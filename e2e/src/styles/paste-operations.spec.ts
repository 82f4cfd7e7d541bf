import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test, unique } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { createStyleByApi } from '../support/style-data.js';
import { styleSheetColumns } from '../support/style-sheet.js';
import { operationRow, styleWindow } from '../support/style-window.js';

/**
 * A planner copies thirty operations from a LibreOffice Calc sheet and pastes them into a
 * style's operation list: three cells are wrong, one is fixed in place, the other 28 rows are
 * added; two rows are copied back out and pasted into another style.
 */

const run = promisify(execFile);
const operationColumns = styleSheetColumns.slice(styleSheetColumns.indexOf('Group'));

type Operation = { description: string; code: string; seamLength: string; brand: string };

/** Thirty seams: lockstitch, chainstitch and overlock in turn, each 10 cm longer than the last. */
const operations: Operation[] = Array.from({ length: 30 }, (_, index) => {
  const code = ['301', '401', '504'][index % 3] ?? '301';
  return {
    description: index === 0 ? 'Join "shoulder" seams' : `Seam ${index + 1}`,
    code,
    seamLength: String(10 * (index + 1)),
    brand: code === '504' ? 'Lumen Spun Polyester' : 'Northstar Corespun',
  };
});
/** The three wrong cells: a stitch that is not in the list, an unknown brand, a word for a length. */
const wrong = { stitchRow: 5, brandRow: 12, lengthRow: 20 };

/** The rows as LibreOffice Calc writes them as text: the sheet exported with tabs between cells. */
async function calcText(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'spool-e2e-paste-'));
  try {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Operations');
    sheet.addRow(operationColumns);
    for (const [index, operation] of operations.entries()) {
      const row = index + 1;
      sheet.addRow([
        row,
        'Off',
        operation.description,
        row === wrong.stitchRow ? '999' : operation.code,
        row === wrong.lengthRow ? 'long' : Number(operation.seamLength),
        row === wrong.brandRow ? 'Nowhere Thread' : operation.brand,
        120,
        'Navy',
        5000,
      ]);
    }
    const source = join(directory, 'operations.xlsx');
    await book.xlsx.writeFile(source);
    await run(
      'libreoffice',
      [
        `-env:UserInstallation=file://${join(directory, 'profile')}`,
        '--headless',
        '--convert-to',
        // Calc's text filter: tab-separated, cells quoted with ", UTF-8.
        'csv:Text - txt - csv (StarCalc):9,34,76',
        '--outdir',
        join(directory, 'out'),
        source,
      ],
      { timeout: 120_000 },
    );
    return await readFile(join(directory, 'out', 'operations.csv'), 'utf8');
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

type OperationRead = {
  group: number;
  description: string;
  stitchTypeCode: string;
  seamLength: number | null;
  styleOperations: { brand: string | null; ticketTex: string | null; shade: string | null }[];
};

const operationsOf = async (page: Page, token: string, styleId: number) =>
  (await callApi(page, 'GET', `/api/getOperations?styleId=${styleId}`, token))
    .body as OperationRead[];

/** Pastes the text on the operation list as the browser does when Ctrl+V is pressed there. */
async function pasteInto(list: Locator, text: string): Promise<void> {
  await list.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test('thirty rows pasted from LibreOffice Calc: three cells marked, one fixed, 28 added, two copied on', async ({
  page,
  context,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signInForToken(page, 'demo.planner');
  const first = (await createStyleByApi(page, token, unique('Pasted chino'))).id;
  const second = (await createStyleByApi(page, token, unique('Second chino'))).id;
  const text = await calcText();
  // Calc quoted the description holding quotes, as a spreadsheet does on the clipboard.
  expect(text).toContain('"Join ""shoulder"" seams"');

  await page.goto(`/dashboard?style=${first}`);
  const window = styleWindow(page);
  const list = window.getByRole('region', { name: 'Operations' });
  await expectLoaded(list.getByText('No operations yet. Add the first one.')).toBeVisible();
  await pasteInto(list, text);

  const dialog = page.getByRole('dialog', { name: 'Paste operations' });
  await expect(dialog.getByText('Rows that can be added: 27 of 30.')).toBeVisible();
  await expect(dialog.getByText('Rows with cells to fix: 3.', { exact: false })).toBeVisible();
  // Exactly the three wrong cells are marked, each with the import's message.
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(3);
  const cell = (column: string, row: number) =>
    dialog.getByRole('textbox', { name: `${column}, row ${row}`, exact: true });
  await expect(cell('Stitch type', wrong.stitchRow)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell('Thread brand', wrong.brandRow)).toHaveAttribute('aria-invalid', 'true');
  await expect(cell('Seam length', wrong.lengthRow)).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Stitch type is not valid.')).toBeVisible();
  await expect(dialog.getByText('Thread brand not found.')).toBeVisible();
  await expect(
    dialog.getByText('Enter a positive number of up to 4 digits with at most 2 decimals.'),
  ).toBeVisible();
  // Nothing is saved before the planner confirms.
  expect(await operationsOf(page, token, first)).toEqual([]);
  if (process.env['SPOOL_KEEP_SCREENSHOTS']) {
    await page.screenshot({ path: join(tmpdir(), 'spool-paste-preview.png') });
  }

  // The length is fixed in place; the other two rows are left out.
  await cell('Seam length', wrong.lengthRow).fill('200');
  await expect(dialog.getByText('Rows that can be added: 28 of 30.')).toBeVisible();
  await expect(cell('Seam length', wrong.lengthRow)).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Add rows (28)' }).click();
  await expectToast(page, 'Operations added: 28.');
  await expect(dialog).toBeHidden();

  const added = await operationsOf(page, token, first);
  const kept = operations.filter(
    (_, index) => index + 1 !== wrong.stitchRow && index + 1 !== wrong.brandRow,
  );
  expect(added.map((operation) => [operation.description, operation.stitchTypeCode])).toEqual(
    kept.map((operation) => [operation.description, operation.code]),
  );
  expect(added.find((operation) => operation.group === wrong.lengthRow)?.seamLength).toBe(200);
  for (const operation of added) {
    expect(operation.styleOperations.length).toBeGreaterThan(0);
    for (const line of operation.styleOperations) {
      expect(line.ticketTex).toBe('120');
      expect(line.shade).toBe('Navy');
    }
  }
  await expect(list.getByRole('row', { name: 'Seam 30', exact: true })).toBeVisible();

  // Two rows copied out, with the template's header, and pasted into the second style.
  for (const description of ['Join "shoulder" seams', 'Seam 2']) {
    await operationRow(page, description).getByRole('checkbox').check();
  }
  await list
    .getByRole('button', { name: 'Copy the selected operations as spreadsheet rows' })
    .click();
  await expectToast(page, 'Rows copied: 2. Paste them into a spreadsheet or into another style.');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    [
      operationColumns.join('\t'),
      '1\tOff\t"Join ""shoulder"" seams"\t301\t10\tNorthstar Corespun\t120\tNavy\t5000',
      '2\tOff\tSeam 2\t401\t20\tNorthstar Corespun\t120\tNavy\t5000',
      '',
    ].join('\n'),
  );

  await page.goto(`/dashboard?style=${second}`);
  await expectLoaded(list.getByText('No operations yet. Add the first one.')).toBeVisible();
  await pasteInto(list, copied);
  await expect(dialog.getByText('Rows that can be added: 2 of 2.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add rows (2)' }).click();
  await expectToast(page, 'Operations added: 2.');
  const pasted = await operationsOf(page, token, second);
  const strip = ({
    group,
    description,
    stitchTypeCode,
    seamLength,
    styleOperations,
  }: OperationRead) => ({ group, description, stitchTypeCode, seamLength, styleOperations });
  expect(pasted.map(strip)).toEqual(added.slice(0, 2).map(strip));
});
