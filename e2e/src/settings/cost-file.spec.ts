import type { Download, Page } from '@playwright/test';
// exceljs is the server's spreadsheet library; the test reads and writes .xlsx files with it.
import ExcelJS from 'exceljs';
import { callApi, expect, signInForToken, test } from '../support/fixtures.js';

type Cell = string | number | null;

/** The cost file accordion of /systemConfiguration. */
const costFilePanel = (page: Page) => page.getByRole('region', { name: /^Cost file/ });

async function readWorkbook(download: Download): Promise<ExcelJS.Worksheet> {
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error(`${download.suggestedFilename()} has no sheet`);
  return sheet;
}

function rowsOf(sheet: ExcelJS.Worksheet): Cell[][] {
  const rows: Cell[][] = [];
  sheet.eachRow((row) =>
    rows.push(
      Array.from({ length: 6 }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return typeof value === 'string' || typeof value === 'number' ? value : null;
      }),
    ),
  );
  return rows;
}

async function writeWorkbook(path: string, rows: readonly (readonly Cell[])[]): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Prices');
  rows.forEach((row, index) =>
    row.forEach((value, column) => {
      if (value !== null) sheet.getCell(index + 1, column + 1).value = value;
    }),
  );
  await book.xlsx.writeFile(path);
}

async function downloadFrom(page: Page, buttonName: string): Promise<Download> {
  const download = page.waitForEvent('download');
  await costFilePanel(page).getByRole('button', { name: buttonName }).click();
  return download;
}

/** Uploads a file that has wrong cells and waits for the answer that says so. */
async function uploadWithErrors(page: Page, path: string): Promise<void> {
  await costFilePanel(page).getByLabel('Choose a cost file (.xlsx) to upload').setInputFiles(path);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /^There are Some Errors in the sheet please check$/ }),
  ).toBeVisible({ timeout: 15_000 });
}

test('a cost file with a bad cell comes back marked; the fixed file’s prices show in the table', async ({
  page,
}, testInfo) => {
  await signInForToken(page, 'demo.admin');
  await page.goto('/systemConfiguration');
  const panel = costFilePanel(page);
  await expect(
    page.getByRole('heading', { name: 'Cost file', exact: true, level: 2 }),
  ).toBeVisible();

  // The blank template lists the tenant's threads with empty prices.
  const template = await downloadFrom(page, 'Download blank template');
  expect(template.suggestedFilename()).toMatch(/^Cost-file-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [header, first, second] = rowsOf(await readWorkbook(template));
  if (!header || !first || !second) throw new Error('the template lists no threads');
  expect(header).toEqual([
    'Brand',
    'Article',
    'Colour group',
    'Package size (m)',
    'Unit',
    expect.stringMatching(/^Price \([A-Z]{3}\)$/),
  ]);
  expect([first[2], second[2], first[5], second[5]]).toEqual(['C', 'B', null, null]);
  const brand = String(first[0]);

  // One bad cell: a colour group that does not exist.
  const badFile = testInfo.outputPath('Cost-file-with-a-bad-cell.xlsx');
  await writeWorkbook(badFile, [
    header,
    [...first.slice(0, 5), 4.25],
    [...second.slice(0, 2), 'Q', ...second.slice(3, 5), 3.1],
  ]);
  await uploadWithErrors(page, badFile);
  await expect(
    panel.getByText('Row 3, Colour group: Colour group invalid. Use C, B, N, U or W.'),
  ).toBeVisible();
  await expect(panel.getByText('No cost file uploaded yet')).toBeVisible();

  const marked = await downloadFrom(page, 'Download the marked file');
  expect(marked.suggestedFilename()).toBe('Cost-file-with-a-bad-cell-errors.xlsx');
  const markedSheet = await readWorkbook(marked);
  const badCell = markedSheet.getCell('C3');
  expect(badCell.value).toBe('Q');
  expect(badCell.fill).toMatchObject({
    type: 'pattern',
    pattern: 'solid',
    fgColor: { argb: 'FFFFC7CE' },
  });
  expect(badCell.note).toBe('Colour group invalid. Use C, B, N, U or W.');
  expect(markedSheet.getCell('C2').note).toBeUndefined();

  // Fixed, it is saved and its prices are in the table.
  const goodFile = testInfo.outputPath('Cost-file-fixed.xlsx');
  await writeWorkbook(goodFile, [
    header,
    [...first.slice(0, 5), 4.25],
    [...second.slice(0, 5), 3.1],
  ]);
  await panel.getByLabel('Choose a cost file (.xlsx) to upload').setInputFiles(goodFile);
  // Toasts show one at a time, 5 s each: this one may wait for the error toast above to close.
  await expect(
    page.getByRole('alert').filter({ hasText: /^Data Saved Successfully$/ }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByRole('cell', { name: 'Cost-file-fixed.xlsx' })).toBeVisible();
  const prices = panel.getByRole('row').filter({ hasText: brand });
  await expect(prices.filter({ hasText: '4.25' })).toHaveCount(1);
  await expect(prices.filter({ hasText: '3.10' })).toHaveCount(1);
  await expect(prices.filter({ hasText: '4.25' })).toContainText('C · Colors');

  // The complete cost data comes down with those prices.
  const complete = rowsOf(await readWorkbook(await downloadFrom(page, 'Download cost data')));
  expect(complete.slice(1).map((row) => [row[0], row[2], row[5]])).toEqual([
    [brand, 'C', 4.25],
    [brand, 'B', 3.1],
  ]);
});

test('a wrong package size or brand is marked on its own cell, not on the article of the rows that are right', async ({
  page,
}, testInfo) => {
  await signInForToken(page, 'demo.admin');
  await page.goto('/systemConfiguration');
  const panel = costFilePanel(page);
  const [header, ...threads] = rowsOf(
    await readWorkbook(await downloadFrom(page, 'Download blank template')),
  );
  const [first] = threads;
  if (!header || !first) throw new Error('the template lists no threads');
  expect(first[1], 'the first thread has an article').not.toBe('');
  // The template's rows of that thread, one per colour group, priced.
  const thread = threads
    .filter((row) => row[0] === first[0] && row[1] === first[1] && row[3] === first[3])
    .map((row) => [...row.slice(0, 5), 4.25]);
  expect(thread.length).toBeGreaterThanOrEqual(4);
  const [sizeRow, brandRow, ...rest] = thread;
  if (!sizeRow || !brandRow) throw new Error('too few rows');
  const file = testInfo.outputPath('Cost-file-mistyped.xlsx');
  await writeWorkbook(file, [
    header,
    [...sizeRow.slice(0, 3), Number(sizeRow[3]) + 1, ...sizeRow.slice(4)],
    [`${String(brandRow[0])}x`, ...brandRow.slice(1)],
    ...rest,
  ]);
  await uploadWithErrors(page, file);
  await expect(
    panel.getByText('Row 2, Package size (m): Package size invalid. Enter the length in metres.'),
  ).toBeVisible();
  await expect(panel.getByText('Row 3, Brand: Thread brand not found.')).toBeVisible();
  await expect(panel.getByText(/^Row \d+, /)).toHaveCount(2);
  await expect(panel.getByText(/cannot share an article value/)).toHaveCount(0);
});

test('a planner sees no cost file section and the server refuses the calls', async ({ page }) => {
  const token = await signInForToken(page, 'demo.planner');
  await page.goto('/systemConfiguration');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cost file', exact: true })).toHaveCount(0);
  for (const path of ['/api/costFile', '/api/report/getCostFileReport?template=true']) {
    const refused = await callApi(page, 'GET', path, token);
    expect(refused.status).toBe(403);
  }
  const upload = await callApi(page, 'POST', '/api/import', token, {
    importType: 2,
    name: 'x.xlsx',
    file: 'UEsDBA==',
  });
  expect(upload.status).toBe(403);
});
