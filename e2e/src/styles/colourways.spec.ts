import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator, Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test, unique } from '../support/fixtures.js';
import { downloadFrom, workbookAsShown } from '../support/plan-files.js';
import { choose, expectLoaded } from '../support/screen.js';
import { needleNames, threadIds, type ThreadChoice } from '../support/style-api.js';
import { styleWindow } from '../support/style-window.js';

/**
 * A T-shirt ordered as factories order: three colourways in sizes S to XL. The hem and the
 * topstitch are dyed to match each colourway (set in the first and filled across), the
 * overlock stays white but is still to be decided in one colourway. The live figures follow
 * the quantities as they are typed and match the server's; both reports name each colourway's
 * shades and the order's totals, in PDF and CSV. A purchase plan takes the colourways chosen
 * and its purchase list opens in LibreOffice with a line per shade.
 */

const run = promisify(execFile);

type Seam = {
  description: string;
  code: string;
  seamLength: number;
  thread: ThreadChoice;
  shade: string;
};

const seams: Seam[] = [
  {
    description: 'Hem',
    code: '301',
    seamLength: 120,
    thread: { brand: 'Northstar Corespun', ticket: 120, sizeM: 5000 },
    shade: 'Navy',
  },
  {
    description: 'Topstitch neck',
    code: '301',
    seamLength: 60,
    thread: { brand: 'Northstar Corespun', ticket: 180, sizeM: 5000 },
    shade: 'Navy',
  },
  {
    description: 'Overlock sides',
    code: '504',
    seamLength: 140,
    thread: { brand: 'Lumen Spun Polyester', ticket: 120, sizeM: 5000 },
    shade: 'Optic White',
  },
];

async function createTShirt(page: Page, token: string, name: string): Promise<number> {
  const created = await callApi(page, 'POST', '/api/style', token, {
    name,
    color: 'Navy',
    size: 'M',
    quantity: 600,
    numberOfProductionLines: 1,
    weightType: 1,
    customer: { name: 'Harbour Basics' },
    productCategory: { name: 'Tops' },
    productType: { name: 'T-shirt' },
    customSettingId: 0,
  });
  expect(created.status).toBe(201);
  const styleId = (created.body as { id: number }).id;
  for (const [index, seam] of seams.entries()) {
    const thread = await threadIds(page, token, seam.thread);
    const names = await needleNames(page, token, seam.code);
    const saved = await callApi(page, 'POST', '/api/saveOperation', token, {
      styleId,
      group: index + 1,
      isOnTeam: false,
      description: seam.description,
      stitchTypeCode: seam.code,
      seamLength: seam.seamLength,
      quantity: seam.code === '301' ? 1 : null,
      bight: seam.code === '504' ? 4 : null,
      rate: 12,
      machines: 1,
      seamThikness: 1.5,
      seamLengthUnit: 0,
      styleOperations: names.map((needleName) => ({ needleName, ...thread, shade: seam.shade })),
    });
    expect(saved, seam.description).toEqual({ status: 200, body: true });
  }
  return styleId;
}

/** The figure a cell shows in English ("1,234.50"), as a number. */
const numberIn = async (cell: Locator) =>
  Number(((await cell.textContent()) ?? '').replace(/[^\d.-]/g, ''));

test('a T-shirt in three colourways and four sizes: shades by colourway, live figures and reports', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = await signInForToken(page, 'demo.admin');
  const name = unique('Tee');
  const styleId = await createTShirt(page, token, name);
  const workDir = await mkdtemp(join(tmpdir(), 'spool-colourways-'));
  try {
    await page.goto(`/dashboard?style=${styleId}`);
    const window = styleWindow(page);
    const panel = window.getByRole('region', { name: 'Colourways and sizes' });
    await expectLoaded(panel).toBeVisible();

    // Sizes S to XL, M the base.
    await panel.getByRole('button', { name: 'Edit sizes' }).click();
    const sizes = page.getByRole('dialog', { name: 'Sizes and grades' });
    for (const [index, [size, grade]] of [
      ['S', '-4'],
      ['M', '0'],
      ['L', '4'],
      ['XL', '8'],
    ].entries()) {
      if (index > 0) await sizes.getByRole('button', { name: 'Add size' }).click();
      await sizes.getByLabel(`Size ${index + 1}`, { exact: true }).fill(size ?? '');
      await sizes.getByLabel(`Grade (%) ${size}`, { exact: true }).fill(grade ?? '');
    }
    await sizes.getByLabel('Base M').check();
    // Kept as one of the tenant's ranges, to pick in other styles.
    const rangeName = unique('Tops');
    await sizes.getByLabel('Name of the range').fill(rangeName);
    await sizes.getByRole('button', { name: 'Save as a saved range' }).click();
    await expectToast(page, `Saved as “${rangeName}”.`);
    const ranges = await callApi(page, 'GET', '/api/size-ranges', token);
    expect(ranges.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: rangeName,
          range: expect.objectContaining({ baseSize: 'M' }),
        }),
      ]),
    );
    await sizes.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(sizes).toBeHidden();
    await expect(panel.getByTestId('order-sizes')).toContainText(
      'S -4 % · M 0 % (base) · L +4 % · XL +8 %',
    );

    // The header's colourway becomes Navy's; Stone and Black join it.
    for (const colourway of ['Stone', 'Black']) {
      await panel.getByLabel('New colourway').fill(colourway);
      await panel.getByRole('button', { name: 'Add colourway' }).click();
      await expect(panel.getByTestId('colourway-row')).toHaveCount(colourway === 'Stone' ? 2 : 3);
    }
    const quantities: Record<string, Record<string, string>> = {
      Navy: { S: '100', M: '200', L: '200', XL: '100' },
      Stone: { S: '50', M: '150', L: '100', XL: '0' },
      Black: { S: '0', M: '100', L: '100', XL: '100' },
    };
    const dtm: Record<string, string> = { Navy: 'Navy', Stone: 'Natural', Black: 'Jet Black' };
    for (const [colourway, bySize] of Object.entries(quantities)) {
      for (const [size, quantity] of Object.entries(bySize)) {
        await panel.getByLabel(`${colourway}, size ${size}`, { exact: true }).fill(quantity);
      }
      await choose(
        panel.getByRole('combobox', { name: `DTM shade ${colourway}`, exact: true }),
        dtm[colourway] ?? '',
      );
    }
    // The totals follow the typing; the header's garments are the colourways'.
    await expect(panel.getByTestId('order-garments')).toHaveText('1,200');
    await expect(window.getByText('1200 garments')).toBeVisible();

    // Threads by colourway: hem and topstitch dyed to match in Navy, filled across; the
    // overlock stays the line's white, but is still to be decided in Black.
    const matrix = panel.getByRole('table', { name: 'Threads by colourway' });
    await expect(matrix.getByTestId('thread-row')).toHaveCount(3);
    for (const thread of ['Northstar Corespun Tkt 120 Navy', 'Northstar Corespun Tkt 180 Navy']) {
      await choose(
        matrix.getByRole('combobox', { name: `${thread} in Navy`, exact: true }),
        'DTM (Navy)',
      );
      const row = matrix
        .getByTestId('thread-row')
        .filter({ hasText: thread.replace(/ Tkt /, ' · Tkt ').replace(/ Navy$/, ' · Navy') });
      await row.getByRole('button', { name: 'Fill across from Navy' }).click();
      await expect(
        matrix.getByRole('combobox', { name: `${thread} in Black`, exact: true }),
      ).toHaveText('DTM (Jet Black)');
    }
    await choose(
      matrix.getByRole('combobox', {
        name: 'Lumen Spun Polyester Tkt 120 Optic White in Black',
        exact: true,
      }),
      'To be decided',
    );
    const figures = panel.getByRole('table', { name: 'Thread and cost of the order' });
    await expect(
      panel.getByText('Shades still to be decided: these figures are not final.'),
    ).toBeVisible();

    // The live figures are the server's: per colourway and for the order, once the last
    // choice is saved (the window shows it before).
    const serverFigures = () => callApi(page, 'GET', `/api/style/${styleId}/order/figures`, token);
    await expect
      .poll(
        async () =>
          ((await serverFigures()).body as { hasShadesToBeDecided: boolean }).hasShadesToBeDecided,
      )
      .toBe(true);
    const server = await serverFigures();
    const order = server.body as {
      colourways: { name: string; requirement: number; packages: number }[];
      totals: { requirement: number; packages: number };
    };
    const rows = figures.getByTestId('colourway-figures');
    await expect(rows).toHaveCount(3);
    for (const [index, colourway] of order.colourways.entries()) {
      const cells = rows.nth(index).getByRole('cell');
      await expect(cells.first()).toHaveText(colourway.name);
      expect(await numberIn(cells.nth(3))).toBeCloseTo(colourway.requirement, 1);
      expect(await numberIn(cells.nth(4))).toBe(colourway.packages);
    }
    const orderCells = figures.getByTestId('order-figures').getByRole('cell');
    expect(await numberIn(orderCells.nth(3))).toBeCloseTo(order.totals.requirement, 1);
    expect(await numberIn(orderCells.nth(4))).toBe(order.totals.packages);

    // Typing a quantity changes them at once, before anything is saved.
    const before = await numberIn(orderCells.nth(3));
    await panel.getByLabel('Stone, size XL', { exact: true }).fill('300');
    await expect.poll(() => numberIn(orderCells.nth(3))).toBeGreaterThan(before);
    await panel.getByLabel('Stone, size XL', { exact: true }).fill('0');
    await panel.getByLabel('Stone, size XL', { exact: true }).blur();
    await page.screenshot({ path: join(workDir, 'panel-en.png') });

    // Both reports, from the window's buttons: each colourway's shades and the order's totals.
    const download = async (report: string, format: 'PDF' | 'CSV') => {
      await window.getByRole('button', { name: format, exact: true }).click();
      const downloading = page.waitForEvent('download');
      await window.getByRole('button', { name: report }).click();
      const file = join(workDir, `${report}.${format.toLowerCase()}`);
      await (await downloading).saveAs(file);
      return file;
    };
    const pdfText = async (file: string) =>
      (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\s+/g, ' ');
    const single = await pdfText(await download('Single Garment Consumption', 'PDF'));
    expect(single).toContain('Thread per garment by size');
    expect(single).toMatch(/Black Garments: 300/);
    expect(single).toMatch(/Lumen Spun Polyester 120 Optic White To be decided/);
    expect(single).toMatch(/Stone Garments: 300/);
    expect(single).toContain('Natural');
    const usage = await pdfText(await download('Thread Usage Report', 'PDF'));
    expect(usage).toContain('Shades still to be decided: 1.');
    expect(usage).toMatch(/Jet Black/);
    const packages = order.totals.packages.toLocaleString('en');
    expect(usage).toMatch(new RegExp(`Total ${packages} `));
    const csv = await readFile(await download('Thread Usage Report', 'CSV'), 'utf8');
    expect(csv).toContain('Thread by colourway');
    expect(csv).toMatch(/Black,Lumen Spun Polyester,120,To be decided,/);

    // A purchase plan takes the order per shade: the open shade is listed apart until the
    // plan leaves Black out, and the brand's purchase list has a line per article and shade.
    const created = await callApi(page, 'POST', '/api/purchasePlans', token, {
      name: unique('Tee season'),
      styles: [{ styleId }],
    });
    expect(created.status).toBe(201);
    const planId = (created.body as { id: number }).id;
    await page.goto(`/purchasePlans/${planId}`);
    const threadList = page.getByRole('region', { name: 'Thread list' });
    await expectLoaded(threadList).toBeVisible();
    const colourways = page.getByRole('combobox', { name: `Colourways of ${name}` });
    await expect(colourways).toHaveText('All colourways');
    // Named so in its shade and price source cells.
    await expect(threadList.getByText('Shade to be decided')).toHaveCount(2);
    await expect(
      page.getByText('Some thread shades are still to be decided: these figures are not final.'),
    ).toBeVisible();
    await page.screenshot({ path: join(workDir, 'plan-en.png'), fullPage: true });
    await colourways.click();
    await page.getByRole('option', { name: 'Black' }).click();
    await page.keyboard.press('Escape');
    await expect(colourways).toHaveText('Navy, Stone');
    await expect(threadList.getByText('Shade to be decided')).toHaveCount(0);
    // The garments follow the colourways taken: Navy 600 and Stone 300.
    await expect(page.getByRole('textbox', { name: `Garments of ${name}` })).toHaveAttribute(
      'placeholder',
      '900',
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Plan saved');
    const list = await downloadFrom(page, 'Purchase list: Northstar Corespun', workDir);
    const listed = await workbookAsShown(list, workDir);
    const header = listed.findIndex((row) => row[0] === 'Article');
    const lines = listed.slice(
      header + 1,
      listed.findIndex((row) => row[0] === 'Total'),
    );
    // Hem and topstitch, each dyed to match Navy and Stone (Natural): four lines.
    expect(lines.map((row) => row[1]).sort()).toEqual(['Natural', 'Natural', 'Navy', 'Navy']);
    expect(new Set(lines.map((row) => `${row[0]}|${row[1]}`)).size).toBe(4);

    // In Arabic the panel reads right to left, the open shade named in Arabic.
    await page.evaluate(() => sessionStorage.setItem('lang', 'ar'));
    await page.goto(`/dashboard?style=${styleId}`);
    const arabicPanel = styleWindow(page).getByRole('region', { name: 'أنظمة الألوان والمقاسات' });
    await expectLoaded(arabicPanel).toBeVisible();
    await expect(arabicPanel.getByText('لم يُحدَّد بعد').first()).toBeVisible();
    await arabicPanel
      .getByRole('table', { name: 'الخيوط حسب نظام الألوان' })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(workDir, 'panel-ar.png') });
    await page.goto(`/purchasePlans/${planId}`);
    await expectLoaded(page.getByRole('region', { name: 'قائمة الخيوط' })).toBeVisible();
    await page.screenshot({ path: join(workDir, 'plan-ar.png'), fullPage: true });
  } finally {
    // SPOOL_KEEP_SCREENSHOTS keeps the screenshots to look at.
    if (!process.env['SPOOL_KEEP_SCREENSHOTS']) {
      await rm(workDir, { recursive: true, force: true }).catch(() => undefined);
    }
  }
});
