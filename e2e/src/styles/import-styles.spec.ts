import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import type { Download, Locator, Page } from '@playwright/test';
import { newOperationDefaults } from '@spool/domain';
// exceljs is the server's spreadsheet library; the test reads and writes .xlsx files with it.
import ExcelJS from 'exceljs';
import { callApi, expect, expectToast, signInForToken, test } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { needleNames, threadIds, type ThreadChoice } from '../support/style-api.js';
import { styleSheetColumns } from '../support/style-sheet.js';
import { uniqueTag } from '../support/styles-grid.js';

/**
 * The spreadsheet import of styles as a planner uses it: the template from the
 * drop area, a sheet dropped on it, the preview, the upload with its progress, and the styles
 * in the grid, the style window and the reports; a sheet with errors comes back with its
 * cells marked, saves nothing, and its annotated workbook opens in LibreOffice.
 */

const run = promisify(execFile);

type Column = (typeof styleSheetColumns)[number];
const columns = styleSheetColumns;
type SheetRow = Record<Column, string>;

/** The seeded demo threads (brand, ticket, tex, package sizes in m) the sheets name. */
const northstar = { brand: 'Northstar Corespun', ticket: 120, sizeM: 5000 };
const lumen = { brand: 'Lumen Spun Polyester', ticket: 150, sizeM: 4000 };
const heritage = { brand: 'Heritage Textured Nylon', ticket: 160, sizeM: 10000 };

/** One operation row; the style's columns first, then the operation and its thread. */
function sheetRow(style: string, cells: Partial<SheetRow> = {}): SheetRow {
  return {
    'Style name': style,
    Customer: 'Northwind Apparel',
    'Product category': 'Trousers',
    'Product type': 'Chino',
    'Fabric weight': 'Heavy',
    Garments: '1200',
    'Production lines': '2',
    'Style description': 'Stretch twill',
    Group: '1',
    'On team': 'Off',
    'Operation description': 'Side seam',
    'Stitch type': '401',
    'Seam length': '105',
    'Thread brand': northstar.brand,
    'Ticket/Tex': String(northstar.ticket),
    Shade: 'Navy',
    'Package size': String(northstar.sizeM),
    ...cells,
  };
}

function importArea(page: Page): Locator {
  return page.getByRole('region', { name: 'Import styles', exact: true });
}

function uploadDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Upload styles:/ });
}

/** Drops files on an element as a person dragging them from the desktop would. */
async function dropFiles(page: Page, target: Locator, paths: readonly string[]): Promise<void> {
  const files = await Promise.all(
    paths.map(async (path) => ({
      name: basename(path),
      base64: (await readFile(path)).toString('base64'),
    })),
  );
  const dataTransfer = await page.evaluateHandle((dropped) => {
    const transfer = new DataTransfer();
    for (const file of dropped) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name));
    }
    return transfer;
  }, files);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await target.dispatchEvent(type, { dataTransfer });
  }
}

/** The template as the drop area downloads it, with these rows below its header, saved at `path`. */
async function fillTemplate(
  template: Download,
  rows: readonly SheetRow[],
  path: string,
  header?: readonly string[],
): Promise<void> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await template.path());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  if (header) header.forEach((name, index) => (sheet.getCell(1, index + 1).value = name));
  rows.forEach((row, index) =>
    columns.forEach((column, at) => {
      const text = row[column];
      if (text !== '') sheet.getCell(index + 2, at + 1).value = text;
    }),
  );
  await book.xlsx.writeFile(path);
}

async function downloadTemplate(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await importArea(page).getByRole('button', { name: 'Download template' }).click();
  return download;
}

/** The cell of the preview at this sheet row and column (from 1); row 1 is the header. */
function previewCell(dialog: Locator, row: number, column: number): Locator {
  return row === 1
    ? dialog.locator(`thead th[data-index="${column}"]`)
    : dialog.locator(`tbody tr[aria-rowindex="${row}"] > td[data-index="${column}"]`);
}

/** The line under the dialog's title: the file (set apart from the sentence) and its rows. */
const fileSummary = (dialog: Locator) => dialog.locator('#style-import-file-summary');
const summary = (file: string, rows: string) => `\u2068${file}\u2069: ${rows}`;

type GridStyle = { id: number; name: string };

async function stylesNamed(page: Page, token: string, text: string): Promise<GridStyle[]> {
  const { body } = await callApi(
    page,
    'GET',
    `/api/styleGrid?Filter=${encodeURIComponent(text)}&MaxResultCount=100`,
    token,
  );
  return (body as { items: GridStyle[] }).items;
}

async function styleCount(page: Page, token: string): Promise<number> {
  const { body } = await callApi(page, 'GET', '/api/styleCounts', token);
  return (body as { styles: number }).styles;
}

/**
 * The style of these rows typed by hand through the API: the style, then each operation with
 * the sheet's values and, for what the sheet does not carry, the values a new operation of the
 * stitch starts with in the operation dialog (the domain's new-operation defaults).
 */
async function typeByHand(
  page: Page,
  token: string,
  name: string,
  rows: readonly SheetRow[],
  threads: readonly ThreadChoice[],
): Promise<number> {
  const first = rows[0];
  if (!first) throw new Error('no rows');
  const settingId = (await callApi(page, 'GET', '/api/getDefaultUserCustomSetting', token))
    .body as number;
  const weights: Record<string, number> = { Light: 1, Standard: 2, Heavy: 3 };
  const created = await callApi(page, 'POST', '/api/style', token, {
    name,
    description: first['Style description'] || null,
    quantity: Number(first.Garments),
    numberOfProductionLines: Number(first['Production lines']),
    weightType: weights[first['Fabric weight']] ?? 2,
    customer: { name: first.Customer },
    productCategory: { name: first['Product category'] },
    productType: { name: first['Product type'] },
    customSettingId: settingId,
  });
  expect(created.status).toBe(201);
  const styleId = (created.body as { id: number }).id;
  for (const row of rows) {
    const code = row['Stitch type'];
    const defaults = newOperationDefaults(code);
    const thread = threads.find((item) => item.brand === row['Thread brand']);
    if (!thread) throw new Error(`no thread ${row['Thread brand']}`);
    const ids = await threadIds(page, token, thread);
    const needles = await needleNames(page, token, code);
    const saved = await callApi(page, 'POST', '/api/saveOperation', token, {
      styleId,
      group: Number(row.Group),
      isOnTeam: row['On team'] === 'On',
      description: row['Operation description'],
      stitchTypeCode: code,
      seamLength: defaults.seamLengthCm === null ? null : Number(row['Seam length']),
      quantity: defaults.rows,
      bight: defaults.bightMm,
      rate: defaults.ratePer3Cm,
      machines: defaults.machines,
      seamThikness: defaults.seamThicknessMm,
      seamLengthUnit: 0,
      styleOperations: needles.map((needleName) => ({
        needleName,
        ...ids,
        shade: row.Shade || null,
      })),
    });
    expect(saved).toEqual({ status: 200, body: true });
  }
  return styleId;
}

/** A report file through the API, as the grid's report buttons fetch it. */
async function reportCsv(page: Page, token: string, styleId: number): Promise<string> {
  const response = await page.request.get(`/api/report/singleGarment/${styleId}?format=csv`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return response.text();
}

/** The report's lines, with the style's own name (and the day it was made) taken out. */
function reportFigures(csv: string, name: string): string[] {
  return csv
    .split(/\r?\n/)
    .map((line) => line.replaceAll(name, '{style}'))
    .filter((line) => !/\d{1,2}[-/ ][A-Za-z]{3}[-/ ]\d{4}|\d{4}-\d{2}-\d{2}/.test(line));
}

test('a season sheet made from the template is previewed, uploaded, and its styles are in the grid, the style window and the reports', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const before = await styleCount(page, token);
  await expectLoaded(page.getByTestId('styles-tile-value')).toHaveText(String(before));
  const area = importArea(page);
  await expect(area).toContainText('Drop a spreadsheet of styles here, or choose one');

  const template = await downloadTemplate(page);
  expect(template.suggestedFilename()).toBe('Styles-template.xlsx');
  const templateBook = new ExcelJS.Workbook();
  await templateBook.xlsx.readFile(await template.path());
  expect((templateBook.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(columns);

  const names = {
    chino: `Import ${tag} Chino`,
    tee: `Import ${tag} Tee`,
    polo: `Import ${tag} Polo`,
  };
  const category = `Trousers ${tag}`;
  const styles = {
    chino: [
      sheetRow(names.chino, { 'Product category': category }),
      sheetRow(names.chino, {
        'Product category': category,
        Group: '2',
        'Operation description': 'Hem',
        'Stitch type': '301',
        'Seam length': '80',
      }),
    ],
    tee: [
      sheetRow(names.tee, {
        Customer: `Atlas ${tag}`,
        'Product category': `Tops ${tag}`,
        'Product type': 'T-shirt',
        'Fabric weight': 'Light',
        Garments: '500',
        'Production lines': '1',
        'Style description': '',
        'Operation description': 'Shoulder seam',
        'Stitch type': '504',
        'Seam length': '30',
        'Thread brand': lumen.brand,
        'Ticket/Tex': String(lumen.ticket),
        Shade: 'Jet Black',
        'Package size': String(lumen.sizeM),
      }),
      sheetRow(names.tee, {
        Customer: `Atlas ${tag}`,
        'Product category': `Tops ${tag}`,
        'Product type': 'T-shirt',
        'Fabric weight': 'Light',
        Garments: '500',
        'Production lines': '1',
        'Style description': '',
        Group: '2',
        'On team': 'On',
        'Operation description': 'Bottom hem',
        'Stitch type': '406',
        'Seam length': '120',
        'Thread brand': lumen.brand,
        'Ticket/Tex': String(lumen.ticket),
        Shade: 'Jet Black',
        'Package size': String(lumen.sizeM),
      }),
    ],
    polo: [
      sheetRow(names.polo, {
        'Product category': category,
        'Product type': 'Polo',
        'Fabric weight': 'Standard',
        Garments: '800',
        'Production lines': '1',
        'Style description': 'Pique',
        'Operation description': 'Placket',
        'Stitch type': '301',
        'Seam length': '25',
        'Thread brand': heritage.brand,
        'Ticket/Tex': String(heritage.ticket),
        Shade: 'Signal Red',
        'Package size': String(heritage.sizeM),
      }),
    ],
  };
  const seasonFile = testInfo.outputPath(`season-${tag}.xlsx`);
  await fillTemplate(template, [...styles.chino, ...styles.tee, ...styles.polo], seasonFile);

  // Two files at once: exactly one is asked for, nothing is read.
  await dropFiles(page, area, [seasonFile, seasonFile]);
  await expectToast(page, 'Drop exactly one file.');
  await expect(uploadDialog(page)).toBeHidden();

  // One file: the first sheet in the dialog, with the tenant's units in its title.
  await dropFiles(page, area, [seasonFile]);
  const dialog = uploadDialog(page);
  await expectLoaded(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toHaveText(
    /^Upload styles: Metric \(cm\), allowance \d+ %, Tkt$/,
  );
  await expect(fileSummary(dialog)).toHaveText(summary(`season-${tag}.xlsx`, '5 rows'));
  await expect(dialog.getByRole('radio', { name: 'Metric (cm)' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Tkt' })).toBeChecked();
  const preview = dialog.getByRole('table');
  for (const column of columns) {
    await expect(preview.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(previewCell(dialog, 2, 1)).toHaveText(names.chino);
  await expect(previewCell(dialog, 6, 11)).toHaveText('Placket');
  await expect(dialog.locator('tbody tr[aria-rowindex="6"] > td').first()).toHaveText('6');

  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Data Saved Successfully. 3 styles with 5 operations imported.');
  await expect(dialog).toBeHidden();

  // The grid, both tiles and the chart show them without a reload.
  await expect(page.getByTestId('styles-tile-value')).toHaveText(String(before + 3));
  await expect(
    page.getByTestId('category-chart').getByText(new RegExp(`^${category} · `)),
  ).toBeVisible();
  const grid = page.getByRole('region', { name: 'Styles', exact: true });
  await grid.getByRole('textbox', { name: 'Search by style name' }).fill(`Import ${tag}`);
  for (const name of Object.values(names)) {
    await expectLoaded(grid.getByRole('row', { name, exact: true })).toBeVisible();
  }

  // The style window lists the Chino's two operations, complete.
  await grid
    .getByRole('row', { name: names.chino, exact: true })
    .getByRole('button', { name: 'Edit' })
    .click();
  const window = page.locator('[role="dialog"][aria-labelledby="style-window-title"]');
  await expectLoaded(window.getByRole('heading', { name: names.chino })).toBeVisible();
  for (const description of ['Side seam', 'Hem']) {
    const operation = window.getByRole('row', { name: description, exact: true });
    await expectLoaded(operation).toBeVisible();
    await expect(operation).toContainText('Complete');
  }

  // Each style's Single Garment report has the figures of the same operations typed by hand.
  const imported = await stylesNamed(page, token, `Import ${tag}`);
  for (const [key, rows] of Object.entries(styles)) {
    const name = names[key as keyof typeof names];
    const style = imported.find((item) => item.name === name);
    if (!style) throw new Error(`${name} was not imported`);
    const twinName = `Typed ${tag} ${key}`;
    const twin = await typeByHand(page, token, twinName, rows, [northstar, lumen, heritage]);
    const importedReport = reportFigures(await reportCsv(page, token, style.id), name);
    const typedReport = reportFigures(await reportCsv(page, token, twin), twinName);
    expect(importedReport).toContainEqual(expect.stringMatching(/^Total consumption,,,\d+\.\d+$/));
    expect(importedReport).toEqual(typedReport);
  }
});

/** LibreOffice, headless with a private profile, opens the workbook and saves it again as .xlsx. */
async function openInLibreOffice(path: string): Promise<ExcelJS.Worksheet> {
  const directory = await mkdtemp(join(tmpdir(), 'spool-e2e-libreoffice-'));
  try {
    await run(
      'libreoffice',
      [
        `-env:UserInstallation=file://${join(directory, 'profile')}`,
        '--headless',
        '--convert-to',
        'xlsx',
        '--outdir',
        join(directory, 'out'),
        path,
      ],
      { timeout: 120_000 },
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(join(directory, 'out', basename(path)));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('LibreOffice saved no sheet');
    return sheet;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** A cell's note as text (exceljs reads a note as text or as rich text). */
function noteText(cell: ExcelJS.Cell): string {
  const note = cell.note as string | { texts?: { text: string }[] } | undefined;
  if (note === undefined) return '';
  return typeof note === 'string' ? note : (note.texts ?? []).map((part) => part.text).join('');
}

test('a sheet with one error of each kind saves nothing; every message is on its cell and in the list, and the marked workbook opens in LibreOffice', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const configuration = (await callApi(page, 'GET', '/api/systemConfiguration', token)).body as {
    defaultColorValue: string | null;
  };
  // A shade of no colour group is refused only while the tenant has no default colour.
  expect(configuration.defaultColorValue).toBeNull();
  const existing = `Err ${tag} Existing`;
  const created = await callApi(page, 'POST', '/api/style', token, {
    name: existing,
    quantity: 100,
    numberOfProductionLines: 1,
    weightType: 2,
    customer: { name: 'Northwind Apparel' },
    productCategory: { name: 'Trousers' },
    productType: { name: 'Chino' },
    customSettingId: 0,
  });
  expect(created.status).toBe(201);
  const before = await styleCount(page, token);
  await page.reload();
  await expectLoaded(page.getByTestId('styles-tile-value')).toHaveText(String(before));

  const style = (n: number) => `Err ${tag} ${n}`;
  // Each row is right but for one cell: [row, column, its comment].
  const cases: [SheetRow, number, string][] = [
    [sheetRow(''), 1, 'Should not be empty.'],
    [sheetRow(`Err ${tag} ${'x'.repeat(30)}`), 1, 'Length cannot exceed 30 characters.'],
    [sheetRow(style(4), { Garments: '12.5' }), 6, 'Only integers are allowed.'],
    [sheetRow(style(5), { Garments: '10000000' }), 6, 'Cannot exceed 9999999.'],
    [sheetRow(style(6), { 'Production lines': '100' }), 7, 'Cannot exceed 99.'],
    [
      sheetRow(style(7), { 'Fabric weight': 'Medium' }),
      5,
      'Fabric weight can be Standard, Heavy or Light only.',
    ],
    [sheetRow(style(8), { 'On team': 'Maybe' }), 10, 'On team can be On or Off only.'],
    [sheetRow(style(9), { 'Stitch type': '999' }), 12, 'Stitch type is not valid.'],
    [
      sheetRow(style(10), { 'Seam length': '12345' }),
      13,
      'Enter a positive number of up to 4 digits with at most 2 decimals.',
    ],
    [sheetRow(style(11), { 'Thread brand': 'Nobody Threads' }), 14, 'Thread brand not found.'],
    [sheetRow(style(12), { 'Ticket/Tex': 'abc' }), 15, 'Ticket tex value not valid.'],
    [
      sheetRow(style(13), { 'Package size': '3000' }),
      17,
      'Package size or tkt/tex not existing for the thread.',
    ],
    [
      sheetRow(style(14), { Shade: 'Plum Mist' }),
      16,
      'Colour group invalid: this shade is in no colour group.',
    ],
    [sheetRow(existing), 1, 'Style already exists.'],
  ];
  const issues = cases.map(([, column, comment], index) => ({ row: index + 2, column, comment }));

  const template = await downloadTemplate(page);
  const errorsFile = testInfo.outputPath(`errors-${tag}.xlsx`);
  await fillTemplate(
    template,
    cases.map(([row]) => row),
    errorsFile,
  );
  await dropFiles(page, importArea(page), [errorsFile]);
  const dialog = uploadDialog(page);
  await expectLoaded(dialog).toBeVisible();
  await expect(fileSummary(dialog)).toHaveText(summary(`errors-${tag}.xlsx`, '14 rows'));
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

  const list = dialog.getByRole('region', {
    name: 'There are Some Errors in the sheet please check',
  });
  await expectLoaded(list).toBeVisible();
  await expect(list).toContainText('Nothing was saved.');
  await expect(list).toContainText(`Cells to fix: ${issues.length}`);
  // Said to screen readers too (the toast is hidden from them behind the dialog).
  await expect(dialog.getByRole('status')).toHaveText(
    `There are Some Errors in the sheet please check. Cells to fix: ${issues.length}`,
  );
  // A line of the list brings its cell into view (the last column, out of sight) and focuses it.
  const packageCell = previewCell(dialog, 13, 17);
  await expect(packageCell).not.toBeInViewport();
  await list.getByRole('button', { name: /^Row 13, Package size: / }).click();
  await expect(packageCell).toBeInViewport();
  await expect(packageCell).toBeFocused();
  for (const { row, column, comment } of issues) {
    const cell = previewCell(dialog, row, column);
    await expect(cell).toHaveAccessibleDescription(comment);
    await expect(cell).toHaveCSS('background-color', 'rgb(255, 199, 206)');
    // The tooltip of the cell hovered before may still be fading out over this one: hover
    // again until this cell's own shows.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await cell.hover();
      await expect(page.getByRole('tooltip', { name: comment, exact: true })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    await expect(
      list.getByRole('button', {
        name: `Row ${row}, ${columns[column - 1]}: ${comment}`,
        exact: true,
      }),
    ).toBeVisible();
  }
  // Cells without an issue are not marked.
  await expect(previewCell(dialog, 4, 1)).toHaveAccessibleDescription('');
  await expect(dialog.locator('td[aria-describedby]')).toHaveCount(issues.length);

  // Nothing is saved: the count is the same, the grid has none of them.
  expect(await styleCount(page, token)).toBe(before);
  expect((await stylesNamed(page, token, `Err ${tag}`)).map((item) => item.name)).toEqual([
    existing,
  ]);

  // The marked workbook, opened in LibreOffice: the same cells coloured, each with its note.
  const markedDownload = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Download the sheet with the errors marked' }).click();
  const marked = await markedDownload;
  expect(marked.suggestedFilename()).toBe(`errors-${tag}-errors.xlsx`);
  const markedPath = testInfo.outputPath(marked.suggestedFilename());
  await marked.saveAs(markedPath);
  const opened = await openInLibreOffice(markedPath);
  for (const { row, column, comment } of issues) {
    const cell = opened.getCell(row, column);
    expect(cell.fill, `fill of row ${row}, column ${column}`).toMatchObject({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFFC7CE' },
    });
    expect(noteText(cell), `note of row ${row}, column ${column}`).toContain(comment);
  }
  expect(noteText(opened.getCell(4, 1))).toBe('');
  expect(opened.getCell(5, 6).text).toBe('10000000');

  // A sheet with a wrong header is another answer, naming the expected column.
  const oldHeaderFile = testInfo.outputPath(`old-header-${tag}.xlsx`);
  await fillTemplate(
    template,
    [sheetRow(style(20))],
    oldHeaderFile,
    columns.map((name) => (name === 'Garments' ? 'Quantity' : name)),
  );
  await dropFiles(page, dialog, [oldHeaderFile]);
  const formatInvalid = dialog.getByRole('region', { name: 'Upload format is not valid' });
  await expect(fileSummary(dialog)).toHaveText(summary(`old-header-${tag}.xlsx`, '1 row'));
  await expect(list).toBeHidden();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectLoaded(formatInvalid).toBeVisible();
  const expected = 'Incorrect column. Expected column named "Garments".';
  await expect(previewCell(dialog, 1, 6)).toHaveAccessibleDescription(expected);
  await expect(
    formatInvalid.getByRole('button', { name: `Row 1, Garments: ${expected}`, exact: true }),
  ).toBeVisible();

  // The corrected sheet, chosen from the dialog, is saved.
  const fixedFile = testInfo.outputPath(`fixed-${tag}.xlsx`);
  await fillTemplate(template, [sheetRow(style(21))], fixedFile);
  await dialog
    .getByLabel('Choose the corrected spreadsheet of styles (.xlsx or .csv)')
    .setInputFiles(fixedFile);
  await expect(fileSummary(dialog)).toHaveText(summary(`fixed-${tag}.xlsx`, '1 row'));
  await expect(formatInvalid).toBeHidden();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Data Saved Successfully. 1 style with 1 operation imported.');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('styles-tile-value')).toHaveText(String(before + 1));
});
