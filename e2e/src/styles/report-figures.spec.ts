import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { callApi, expect, signInForToken, test } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { needleNames, threadIds } from '../support/style-api.js';
import { cellOf, operationRow, styleWindow } from '../support/style-window.js';
import { grid, searchGrid, styleRow } from '../support/styles-grid.js';

/**
 * One number everywhere: a style of five stitch families, a chainstitch looper
 * line among them, shows every figure with the same digits in the operation list and dialog,
 * in the Single Garment PDF (read with pdftotext) and in its CSV, in Metric and in Imperial.
 * Figures without printing: the list's thread per garment, the window title's
 * SGC and thread cost per garment and the grid's SGC are the reports' digits too.
 */

const run = promisify(execFile);

type Operation = {
  description: string;
  code: string;
  seamLength?: number;
  rate?: number;
  bight?: number;
  quantity?: number;
  seamThickness?: number;
};

/**
 * Stored in Metric. The back rise's looper thread is 41 cm per 10 cm x 100 cm x 1.15 = 4.715 m
 * (4.714999... in floating point), the fly's thread 2.645 m: halves that round up.
 */
const operations: Operation[] = [
  {
    description: 'Side seam',
    code: '301',
    seamLength: 60,
    rate: 12,
    quantity: 1,
    seamThickness: 1.5,
  },
  {
    description: 'Back rise',
    code: '401',
    seamLength: 100,
    rate: 11,
    quantity: 1,
    seamThickness: 1,
  },
  { description: 'Fly', code: '401', seamLength: 45, rate: 11, quantity: 1, seamThickness: 1 },
  { description: 'Overlock', code: '504', seamLength: 60, rate: 12, bight: 4, seamThickness: 1.5 },
  { description: 'Hem', code: '406', seamLength: 104, rate: 12, bight: 6.4, seamThickness: 1.5 },
  { description: 'Bartack', code: '1012', quantity: 4 },
];

/** The style, on the built-in Default setting, with its operations, through the API. */
async function createStyle(page: Page, token: string, name: string): Promise<number> {
  const created = await callApi(page, 'POST', '/api/style', token, {
    name,
    quantity: 1200,
    numberOfProductionLines: 2,
    weightType: 2,
    customer: { name: `${name} buyer` },
    productCategory: { name: 'Bottoms' },
    productType: { name: 'Chino trousers' },
    customSettingId: 0,
  });
  expect(created.status).toBe(201);
  const styleId = (created.body as { id: number }).id;
  const corespun = await threadIds(page, token, {
    brand: 'Northstar Corespun',
    ticket: 120,
    sizeM: 5000,
  });
  const spun = await threadIds(page, token, {
    brand: 'Lumen Spun Polyester',
    ticket: 150,
    sizeM: 4000,
  });
  for (const [index, operation] of operations.entries()) {
    const names = await needleNames(page, token, operation.code);
    const saved = await callApi(page, 'POST', '/api/saveOperation', token, {
      styleId,
      group: index + 1,
      isOnTeam: false,
      description: operation.description,
      stitchTypeCode: operation.code,
      seamLength: operation.seamLength ?? null,
      quantity: operation.quantity ?? null,
      bight: operation.bight ?? null,
      rate: operation.rate ?? null,
      machines: 1,
      seamThikness: operation.seamThickness ?? null,
      seamLengthUnit: 0,
      styleOperations: names.map((needleName, line) => ({
        needleName,
        ...(line === 0 ? corespun : spun),
        shade: 'Navy',
      })),
    });
    expect(saved, operation.description).toEqual({ status: 200, body: true });
  }
  return styleId;
}

async function setSeamLengthUnit(page: Page, token: string, value: string): Promise<void> {
  const set = await callApi(page, 'POST', '/api/userAdminSetting', token, {
    field: 'SeamLengthUnit',
    value,
  });
  expect(set.status).toBe(200);
}

async function reportFile(page: Page, token: string, url: string): Promise<Buffer> {
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return response.body();
}

type Printed = { inputs: string[]; thread: string; lines: string[] };

/**
 * Each operation of the PDF's operation summary: the inputs it prints (seam length, rate,
 * bight: those the stitch asks), its thread, and its component lines' thread, in order.
 */
function pdfOperations(text: string): Map<string, Printed> {
  const printed = new Map<string, Printed>();
  let current: Printed | undefined;
  const figure = /^[\d,]+\.\d\d$/;
  for (const line of text.split('\n')) {
    const words = line.trim().split(/\s+/);
    const operation = operations.find((item) =>
      new RegExp(`^\\d+ ${item.description} ${item.code} `).test(words.join(' ')),
    );
    if (operation) {
      const after = words.slice(words.indexOf(operation.code) + 1);
      // The inputs, then machines and the operation's thread.
      current = { inputs: after.slice(0, -2), thread: after.at(-1) ?? '', lines: [] };
      printed.set(operation.description, current);
    } else if (current && figure.test(words.at(-1) ?? '') && !line.includes('Total')) {
      current.lines.push(words.at(-1) ?? '');
    }
  }
  return printed;
}

/** The CSV's operation rows by operation: the inputs it repeats and each line's thread. */
function csvOperations(csv: string): Map<string, { inputs: string[]; lines: string[] }> {
  const rows = csv.split('\r\n').map((line) => line.split(','));
  const header = rows.findIndex((row) => row[0] === 'Operation');
  const found = new Map<string, { inputs: string[]; lines: string[] }>();
  for (const row of rows.slice(header + 1)) {
    if (row.length < 13) break;
    const entry = found.get(row[0] ?? '') ?? { inputs: row.slice(2, 5), lines: [] };
    entry.lines.push(row[12] ?? '');
    found.set(row[0] ?? '', entry);
  }
  return found;
}

/** What the style window shows of each operation: list cells, then the dialog's figures. */
async function screenFigures(page: Page) {
  const window = styleWindow(page);
  const shown = new Map<
    string,
    { inputs: string[]; listed: string; perGarment: string; lines: string[] }
  >();
  for (const operation of operations) {
    const row = operationRow(page, operation.description);
    await expectLoaded(row).toBeVisible();
    const inputs = [];
    for (const header of ['Seam length', 'Stitches per', 'Bight']) {
      const text = await cellOf(page, row, header);
      inputs.push(text === '–' ? '' : text);
    }
    const listed = await cellOf(page, row, 'Thread / garment');
    await row.getByRole('checkbox').check();
    await window.getByRole('button', { name: 'Edit the selected operations' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit operation' });
    const perGarment = dialog.getByTestId('thread-per-garment');
    await expectLoaded(perGarment).toHaveText(/\d (m|yd)$/);
    shown.set(operation.description, {
      inputs,
      listed,
      perGarment: ((await perGarment.textContent()) ?? '').trim(),
      lines: (await dialog.getByTestId('line-consumption').allTextContents()).map((text) =>
        text.trim(),
      ),
    });
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await row.getByRole('checkbox').uncheck();
  }
  return shown;
}

test('one style shows the same digits in the operation list and dialog, the PDF and the CSV, in Metric and in Imperial', async ({
  page,
}) => {
  test.setTimeout(420_000);
  const token = await signInForToken(page, 'demo.admin');
  const directory = await mkdtemp(join(tmpdir(), 'spool-report-figures-'));
  const settings = await callApi(page, 'GET', '/api/userAdminSetting', token);
  const unitBefore =
    (settings.body as { items: { field: string; value: string }[] }).items.find(
      (item) => item.field === 'SeamLengthUnit',
    )?.value ?? '0';
  let styleId: number | undefined;
  const name = `Figures ${randomBytes(3).toString('hex')}`;
  try {
    styleId = await createStyle(page, token, name);
    for (const unit of ['Metric', 'Imperial'] as const) {
      await setSeamLengthUnit(page, token, unit === 'Imperial' ? '1' : '0');
      await page.goto(`/dashboard?style=${styleId}`);
      // The style window loads its lists and operations: slow on a busy machine.
      await expect(operationRow(page, 'Side seam')).toBeVisible({ timeout: 90_000 });
      const screen = await screenFigures(page);
      const csv = csvOperations(
        (await reportFile(page, token, `/api/report/singleGarment/${styleId}?format=csv`)).toString(
          'utf8',
        ),
      );
      const file = join(directory, `${unit}.pdf`);
      await writeFile(
        file,
        await reportFile(page, token, `/api/report/singleGarment/${styleId}?format=pdf`),
      );
      const pdfText = (await run('pdftotext', ['-layout', file, '-'])).stdout;
      const pdf = pdfOperations(pdfText);
      const usageCsv = (
        await reportFile(page, token, `/api/report/threadUsage/${styleId}?format=csv`)
      ).toString('utf8');
      const threadUnit = unit === 'Imperial' ? 'yd' : 'm';

      // The window's title: the report's total consumption and average cost per garment.
      const total = /Total consumption\s.*?([\d,]+\.\d\d)\s*$/m.exec(pdfText)?.[1];
      expect(total, unit).toBeDefined();
      await expect(styleWindow(page).getByTestId('style-sgc')).toHaveText(`${total} ${threadUnit}`);
      const averageCost = usageCsv
        .split('\r\n')
        .find((line) => line.startsWith('Average cost of thread per garment,'))
        ?.split(',')[1];
      const cost = styleWindow(page).getByTestId('style-cost-per-garment');
      if (averageCost === 'Incomplete') await expect(cost).toHaveText('–');
      else await expect(cost).toHaveText(new RegExp(`^${averageCost?.replace('.', '\\.')} `));

      for (const { description } of operations) {
        const onScreen = screen.get(description);
        const inCsv = csv.get(description);
        const inPdf = pdf.get(description);
        // Seam length, rate and bight: the list, the CSV and the PDF print the same digits.
        expect(inCsv?.inputs, `${unit} ${description}`).toEqual(onScreen?.inputs);
        expect(inPdf?.inputs, `${unit} ${description}`).toEqual(
          onScreen?.inputs.filter((input) => input !== ''),
        );
        // The operation's thread per garment: the dialog and the PDF.
        expect(onScreen?.perGarment, `${unit} ${description}`).toBe(
          `${inPdf?.thread} ${unit === 'Imperial' ? 'yd' : 'm'}`,
        );
        // The list's column, without opening the operation.
        expect(onScreen?.listed, `${unit} ${description}`).toBe(inPdf?.thread);
        // Each component line's thread per garment: the PDF and the CSV.
        expect(inPdf?.lines, `${unit} ${description}`).toEqual(inCsv?.lines);
        expect(onScreen?.lines).toHaveLength(inCsv?.lines.length ?? -1);
      }
      // The grid's SGC, kept current without a report printed in this unit.
      await page.goto('/dashboard');
      await searchGrid(page, name);
      await expect(grid(page).getByRole('columnheader', { name: /^SGC/ })).toBeVisible();
      await expect(
        styleRow(page, name).getByRole('cell', { name: total ?? '', exact: true }),
      ).toBeVisible();
      if (unit === 'Metric') {
        expect(csv.get('Back rise')?.lines).toEqual([expect.any(String), '4.72']);
        expect(pdf.get('Back rise')?.lines[1]).toBe('4.72');
        expect(screen.get('Fly')?.perGarment).toBe('2.65 m');
        expect(screen.get('Back rise')?.lines).toEqual(['10.11', '41']);
      } else {
        // 60 cm, 12 stitches per 3 cm, 4 mm.
        expect(screen.get('Overlock')?.inputs).toEqual(['23.62', '10.16', '0.16']);
        expect(pdf.get('Overlock')?.inputs).toEqual(['23.62', '10.16', '0.16']);
        expect(csv.get('Overlock')?.inputs).toEqual(['23.62', '10.16', '0.16']);
      }
    }
  } finally {
    await setSeamLengthUnit(page, token, unitBefore);
    if (styleId !== undefined) await callApi(page, 'DELETE', `/api/style/${styleId}`, token);
    await rm(directory, { recursive: true, force: true });
  }
});
