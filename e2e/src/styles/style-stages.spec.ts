import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
// exceljs is the server's spreadsheet library: the test raises the cost file's prices with it.
import ExcelJS from 'exceljs';
import {
  callApi,
  expect,
  expectToast,
  signIn,
  signInForToken,
  test,
  unique,
} from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { searchGrid, styleRow } from '../support/styles-grid.js';
import { styleWindow } from '../support/style-window.js';

const run = promisify(execFile);

/** A style of the demo tenant on a custom setting of its own, with complete operations. */
async function styleOnSetting(
  page: Page,
  token: string,
  name: string,
  settingId: number,
  operations = ['Join side seam'],
) {
  const { id } = await createStyleByApi(page, token, name, settingId);
  for (const [index, operation] of operations.entries()) {
    await addOperationByApi(page, token, id, index + 1, operation, true);
  }
  return id;
}

/** The tenant's cost file as uploaded, or its blank template (base64 .xlsx). */
async function costFile(page: Page, token: string, template = false) {
  const path = `/api/report/getCostFileReport${template ? '?template=true' : ''}`;
  const report = await callApi(page, 'GET', path, token);
  expect(report.status).toBe(200);
  return (report.body as { content: string }).content;
}
async function uploadCostFile(page: Page, token: string, content: string) {
  const upload = await callApi(page, 'POST', '/api/import', token, {
    importType: 2,
    name: 'Prices.xlsx',
    file: content,
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  expect((upload.body as { error: boolean }).error).toBe(false);
}

/** The priced rows of a cost file, each price changed by `price` (blank: undefined). */
async function repriced(
  content: string,
  price: (before: number | undefined) => number,
): Promise<{ file: string; priced: number }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(content, 'base64') as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the cost file has no sheet');
  const header = sheet.getRow(1).values as unknown[];
  const priceColumn = header.findIndex((value) => String(value).startsWith('Price'));
  expect(priceColumn).toBeGreaterThan(0);
  let priced = 0;
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cell = row.getCell(priceColumn);
    priced += typeof cell.value === 'number' ? 1 : 0;
    cell.value = price(typeof cell.value === 'number' ? cell.value : undefined);
  });
  return { file: Buffer.from(await book.xlsx.writeBuffer()).toString('base64'), priced };
}

/** The Thread Usage PDF as pdftotext reads it, without its footer's date. */
async function threadUsageText(page: Page, token: string, styleId: number, directory: string) {
  const response = await page.request.get(`/api/report/threadUsage/${styleId}?format=pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const file = join(directory, `${styleId}-${Date.now()}.pdf`);
  await writeFile(file, await response.body());
  const text = (await run('pdftotext', ['-layout', file, '-'])).stdout;
  return text
    .split('\n')
    .filter((line) => !line.includes('Date printed'))
    .join('\n');
}

test('a planner checks a style on a sample; the administrator approves it, whose PDF keeps its totals after a setting and the prices change, records its actual use and reopens it as version 2', async ({
  page,
  browser,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const directory = await mkdtemp(join(tmpdir(), 'spool-stages-'));
  // Every price doubled; with no cost file yet, the blank template priced at 2.50.
  const prices = await costFile(page, token);
  const hadPrices = (await repriced(prices, (before) => before ?? 0)).priced > 0;
  const raised = hadPrices
    ? (await repriced(prices, (before) => (before ?? 0) * 2)).file
    : (await repriced(await costFile(page, token, true), () => 2.5)).file;
  const plannerContext = await browser.newContext();
  try {
    const setting = await callApi(page, 'POST', '/api/createCustomSetting', token, {
      name: unique('Stages'),
      defaultAllowance: 10,
    });
    expect(setting.status).toBe(200);
    const settingBody = setting.body as { id: number; name: string; concurrencyStamp: string };
    const name = unique('Approved chino');
    const operations = ['Join side seam', 'Close shoulder', 'Set sleeve'];
    const styleId = await styleOnSetting(page, token, name, settingBody.id, operations);
    const twinId = await styleOnSetting(page, token, unique('Estimate chino'), settingBody.id);

    // A planner unpicks the sample garment and enters the needle thread of three operations.
    const planner = await plannerContext.newPage();
    await signIn(planner, 'demo.planner');
    await planner.goto(`/dashboard?style=${styleId}`);
    const plannerStage = styleWindow(planner).getByTestId('style-stage');
    await expectLoaded(plannerStage).toContainText('Estimate · version 1');
    await expect(plannerStage.getByRole('button', { name: 'Approve…' })).toHaveCount(0);
    await plannerStage.getByRole('button', { name: 'Sample results…' }).click();
    const sampleDialog = planner.getByRole('dialog', { name: `Sample results of “${name}”` });
    const estimates = await callApi(page, 'GET', `/api/style/${styleId}/sample`, token);
    const needleRows = (
      estimates.body as {
        operationRows: { description: string; line: string; estimatedCm: number }[];
      }
    ).operationRows.filter((row) => row.line === 'needle');
    expect(needleRows.map((row) => row.description)).toEqual(operations);
    // Each needle thread 0.1 to 0.3 m over its estimate: 0.6 m over for the three.
    let typedM = 0;
    let estimatedM = 0;
    for (const [index, row] of needleRows.entries()) {
      const value = Math.round(row.estimatedCm + 10 * (index + 1)) / 100;
      typedM += value;
      estimatedM += row.estimatedCm / 100;
      await sampleDialog
        .getByRole('spinbutton', { name: new RegExp(`^Measured: ${row.description} · .*Needle`) })
        .fill(String(value));
    }
    const garment = sampleDialog.getByTestId('sample-garment');
    await expect(garment).toContainText('3 of 9 rows measured');
    await expect(garment).toContainText(`+${(typedM - estimatedM).toFixed(2)}`);
    await sampleDialog.getByRole('button', { name: 'Save results' }).click();
    await expectToast(planner, 'Sample results saved: the style is Sample-checked.');
    await expect(plannerStage).toContainText('Sample-checked · version 1');

    await page.goto(`/dashboard?style=${styleId}`);
    const window = styleWindow(page);
    const stage = window.getByTestId('style-stage');
    await expectLoaded(stage).toContainText('Sample-checked · version 1');
    await stage.getByRole('button', { name: 'Approve…' }).click();
    const approve = page.getByRole('dialog', { name: `Approve “${name}”` });
    await approve.getByRole('textbox', { name: 'Note (optional)' }).fill('Sample passed');
    await approve.getByRole('button', { name: 'Approve', exact: true }).click();
    await expectToast(page, 'Approved as version 1.');
    await expect(stage).toContainText('Approved · version 1');
    // Frozen: no field or operation can change.
    await expect(window.getByRole('textbox', { name: 'Number of garments' })).toBeDisabled();
    await expect(window.getByRole('button', { name: 'Add operation' })).toBeDisabled();

    // The dashboard behind the window shows the stage in its grid, at 1440 px.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    await searchGrid(page, name);
    await expectLoaded(styleRow(page, name)).toContainText('Approved');
    await page.goto(`/dashboard?style=${styleId}`);
    await expectLoaded(stage).toContainText('Approved · version 1');

    // The setting's allowance and every price change: the estimate's report follows, the
    // approved one not.
    const approvedBefore = await threadUsageText(page, token, styleId, directory);
    const twinBefore = await threadUsageText(page, token, twinId, directory);
    expect(approvedBefore).toContain(`Approved v1,`);
    const updated = await callApi(page, 'POST', '/api/updateCustomSetting', token, {
      id: settingBody.id,
      tktTex: 'Tkt',
      defaultAllowance: 25,
      concurrencyStamp: settingBody.concurrencyStamp,
    });
    expect(updated.status).toBe(200);
    await uploadCostFile(page, token, raised);
    expect(await threadUsageText(page, token, twinId, directory)).not.toEqual(twinBefore);
    expect(await threadUsageText(page, token, styleId, directory)).toEqual(approvedBefore);
    // The window's header says the version's allowance, not the setting's new one.
    await page.reload();
    await expectLoaded(stage).toContainText('Approved · version 1');
    await expect(window.getByText('Order allowance 10 %')).toBeVisible();

    // Production records what it used: the accuracy screen lists the order.
    await stage.getByRole('button', { name: 'Actual use…' }).click();
    const actuals = page.getByRole('dialog', { name: `Actual use of “${name}”, version 1` });
    const issued = actuals.getByRole('spinbutton', { name: /^Packages issued of / });
    await expectLoaded(issued).toHaveCount(1);
    await issued.fill('6');
    await actuals.getByRole('spinbutton', { name: /^Packages returned full of / }).fill('1');
    await actuals.getByRole('spinbutton', { name: /^Length left of / }).fill('120');
    await actuals.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Actual use of version 1 saved.');
    await page.goto('/estimateAccuracy');
    const orders = page.getByRole('table', { name: 'Orders' });
    await expectLoaded(orders.getByRole('row', { name: new RegExp(name) })).toContainText(
      'Northwind Apparel',
    );
    await expect(page.getByTestId('accuracy-proposal')).toContainText('would have covered');
    await page.goto(`/dashboard?style=${styleId}`);
    await expectLoaded(stage).toContainText('Approved · version 1');

    // Reopened with a reason: version 2 can be changed, version 1 stays listed.
    await stage.getByRole('button', { name: 'Reopen…' }).click();
    const reopen = page.getByRole('dialog', { name: `Reopen “${name}”` });
    await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
    await expect(reopen.getByText('This field is required.')).toBeVisible();
    await reopen.getByRole('textbox', { name: 'Reason' }).fill('Buyer changed the hem');
    await reopen.getByRole('button', { name: 'Reopen', exact: true }).click();
    await expectToast(page, 'Reopened: version 2 can be changed.');
    // Its sample stays: the reopened style is Sample-checked again.
    await expect(stage).toContainText('Sample-checked · version 2');
    await expect(window.getByRole('textbox', { name: 'Number of garments' })).toBeEnabled();

    await stage.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('dialog', { name: `Versions of “${name}”` });
    const rows = versions.getByRole('row');
    await expectLoaded(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Sample passed');
    await expect(rows.nth(1)).toContainText('Buyer changed the hem');
    await expect(rows.nth(1)).toContainText('by demo.admin');
    await versions.getByRole('button', { name: 'Close' }).click();

    await window.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History', exact: true });
    const entries = history.getByTestId('history-entry');
    await expectLoaded(entries.first()).toContainText('Reopened the style: version 2 begins');
    await expect(entries.filter({ hasText: 'Approved version 1' })).toHaveCount(1);
  } finally {
    // The demo tenant's prices as they were; with none, the raised ones stay for the tests after
    // this one in its worker, which take the cost file as they find it.
    if (hadPrices) await uploadCostFile(page, token, prices);
    await plannerContext.close();
    await rm(directory, { recursive: true, force: true });
  }
});
