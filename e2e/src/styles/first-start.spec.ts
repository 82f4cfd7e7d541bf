import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { callApi, expect, expectToast, signIn, signInForToken, test } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { sideSeamRow, styleSheetColumns } from '../support/style-sheet.js';
import { grid, styleRow } from '../support/styles-grid.js';
import { operationRow, styleWindow } from '../support/style-window.js';

/**
 * A new tenant (it has no style, unlike Demo, which the other tests fill), created by the host,
 * and its administrator signed in on a page of their own.
 */
async function newTenantOwner(browser: Browser, hostPage: Page): Promise<Page> {
  const suffix = randomBytes(3).toString('hex');
  const name = `First Start ${suffix}`;
  const email = `owner.${suffix}@first-start.example`;
  const password = `start-${randomBytes(9).toString('base64url')}1`;
  const hostToken = await signInForToken(hostPage, 'admin');
  const created = await callApi(hostPage, 'POST', '/api/multi-tenancy/tenants', hostToken, {
    name,
    adminEmailAddress: email,
    adminPassword: password,
  });
  expect(created.status).toBe(200);
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, email, { password });
  return owner;
}

function firstStart(page: Page, title = 'Start with your first style') {
  return page.getByRole('region', { name: title, exact: true });
}

test('a tenant without styles sees three ways to begin, adds the sample, opens it with its operations, and deleting it brings the choices back', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await newTenantOwner(browser, page);

  // No empty grid: the three ways to begin.
  const panel = firstStart(owner);
  await expectLoaded(panel).toBeVisible();
  await expect(grid(owner)).toHaveCount(0);
  for (const choice of ['Create a style', 'Import a sheet', 'Add a sample style']) {
    await expect(panel.getByRole('region', { name: choice, exact: true })).toBeVisible();
  }

  // Create a style opens the window of a new style.
  await panel.getByRole('button', { name: 'Create a style', exact: true }).click();
  await expectLoaded(styleWindow(owner).getByRole('heading', { name: 'New style' })).toBeVisible();
  await styleWindow(owner).getByRole('button', { name: 'Close the style window' }).click();
  await expect(styleWindow(owner)).toBeHidden();

  // Import a sheet: the template to fill, and the file chooser of the import.
  const importChoice = panel.getByRole('region', { name: 'Import a sheet', exact: true });
  const download = owner.waitForEvent('download');
  await importChoice.getByRole('button', { name: 'Download the template' }).click();
  expect((await download).suggestedFilename()).toBe('Styles-template.xlsx');
  await expect(importChoice.getByText('Choose a sheet')).toBeVisible();
  await expect(
    importChoice.getByLabel('Choose a sheet of styles to import (.xlsx or .csv)'),
  ).toBeAttached();

  // The sample: added in one click, its window opens with its operations, all complete.
  await panel.getByRole('button', { name: 'Add the sample', exact: true }).click();
  await expectToast(owner, 'Sample style added: Sample: five-pocket jeans');
  const window = styleWindow(owner);
  await expectLoaded(
    window.getByRole('heading', { name: 'Sample: five-pocket jeans' }),
  ).toBeVisible();
  await expectLoaded(operationRow(owner, 'Close side seams')).toBeVisible();
  await expect(operationRow(owner, 'Hem back pockets')).toBeVisible();
  await expect(operationRow(owner, 'Bartacks at pockets and belt loops')).toBeVisible();
  await expect(window.locator('tbody tr[aria-label]')).toHaveCount(18);
  await expect(window).toHaveAttribute('data-completeness', 'complete');

  // Behind the window, the grid has taken the choices' place.
  await window.getByRole('button', { name: 'Close the style window' }).click();
  await expect(window).toBeHidden();
  await expect(panel).toHaveCount(0);
  const sample = styleRow(owner, 'Sample: five-pocket jeans');
  await expectLoaded(sample).toBeVisible();
  await expect(sample).toContainText('Sample customer');

  // Deleted like any style: the three ways to begin come back.
  await sample.getByRole('button', { name: 'Delete' }).click();
  const confirm = owner.getByRole('dialog', { name: 'Delete style' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(owner, 'Style deleted successfully');
  await expectLoaded(panel).toBeVisible();
  await expect(grid(owner)).toHaveCount(0);
});

test('a sheet chosen from the first start is uploaded in the import’s dialog, and its style takes the choices’ place', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const owner = await newTenantOwner(browser, page);
  const panel = firstStart(owner);
  await expectLoaded(panel).toBeVisible();
  const name = `Chino ${randomBytes(3).toString('hex')}`;
  const csv = [styleSheetColumns.join(','), sideSeamRow(name).join(',')].join('\n');
  await panel
    .getByRole('region', { name: 'Import a sheet', exact: true })
    .getByLabel('Choose a sheet of styles to import (.xlsx or .csv)')
    .setInputFiles({ name: 'first.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) });
  const upload = owner.getByRole('dialog', { name: /^Upload styles:/ });
  await expectLoaded(upload).toBeVisible();
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  // The dialog outlives the choices, which go once the style is saved.
  await expectToast(owner, 'Data Saved Successfully. 1 style with 1 operation imported.');
  await expect(upload).toBeHidden();
  await expect(panel).toHaveCount(0);
  await expectLoaded(styleRow(owner, name)).toBeVisible();
});

test(
  'in Arabic on a phone, the three ways to begin fit the screen right to left, and the sample speaks Arabic',
  { tag: '@presentation' },
  async ({ browser, page }) => {
    test.setTimeout(180_000);
    const owner = await newTenantOwner(browser, page);
    await owner.setViewportSize({ width: 400, height: 860 });
    await owner.evaluate(() => sessionStorage.setItem('lang', 'ar'));
    await owner.reload();

    const panel = firstStart(owner, 'ابدأ بموديلك الأول');
    await expectLoaded(panel).toBeVisible();
    await expect(owner.locator('html')).toHaveAttribute('dir', 'rtl');
    // Nothing wider than the phone: the choices stack.
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      400,
    );
    const create = panel.getByRole('region', { name: 'إنشاء موديل', exact: true });
    const sample = panel.getByRole('region', { name: 'إضافة موديل نموذجي', exact: true });
    const createBox = await create.boundingBox();
    const sampleBox = await sample.boundingBox();
    expect(sampleBox!.y).toBeGreaterThan(createBox!.y + createBox!.height - 1);
    // Right to left: the icon of a choice starts at its right.
    const icon = await create.locator('[aria-hidden="true"]').first().boundingBox();
    expect(icon!.x + icon!.width).toBeGreaterThan(createBox!.x + createBox!.width - 40);

    await sample.getByRole('button', { name: 'إضافة النموذج' }).click();
    await expectToast(owner, 'أُضيف الموديل النموذجي: نموذج: جينز بخمسة جيوب');
    await expectLoaded(operationRow(owner, 'إغلاق الدرزات الجانبية')).toBeVisible();
  },
);
