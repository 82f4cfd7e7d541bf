import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Locator } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test } from '../support/fixtures.js';
import { downloadFrom, workbookAsShown } from '../support/plan-files.js';
import { choose, expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { grid, searchGrid, styleRow, uniqueTag } from '../support/styles-grid.js';

/**
 * Purchase plans in the browser: three styles picked in the grid become a plan; a
 * quantity and the run mode change the figures as the user types (computed in the browser);
 * the saving shown is the per-style Thread Usage reports' figures less the plan's; two brands
 * are compared and the swap applied.
 */

const run = promisify(execFile);

/** The figures after `label` on a line of the PDF's text holding `count` figures and no more. */
const figuresAfter = (text: string, label: string, count: number) =>
  text
    .split('\n')
    .filter((line) => line.trim().startsWith(label))
    .map((line) => line.trim().slice(label.length).trim().split(/\s+/))
    .find((cells) => cells.length === count && cells.every((cell) => /^[\d,.]+$/.test(cell)));

type UsageReport = {
  totalCost: number | null;
  totalUnusedThread: { packagesBought: number };
};

/** A figure as the screen writes it in English ("1,234.50 m", "24"), as a number. */
const numberOf = async (locator: Locator): Promise<number> =>
  Number(((await locator.textContent()) ?? '').replace(/[^\d.-]/g, ''));

test('three styles picked in the grid become a plan whose live figures and saving match the styles’ own reports; two brands are compared and swapped', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const styles: { id: number; name: string }[] = [];
  let planId: number | undefined;
  try {
    for (const suffix of ['Polo', 'Chino', 'Parka']) {
      const style = await createStyleByApi(page, token, `Plan ${tag} ${suffix}`);
      await addOperationByApi(page, token, style.id, 1, 'Side seam', true);
      await addOperationByApi(page, token, style.id, 2, 'Hem', true);
      styles.push(style);
    }

    // The grid: three styles selected, then Plan thread purchase.
    await page.goto('/dashboard');
    await searchGrid(page, tag);
    for (const style of styles) {
      await styleRow(page, style.name).getByRole('checkbox', { name: 'Toggle select row' }).check();
    }
    const actions = grid(page).getByRole('group', { name: 'Selected styles: 3' });
    await actions.getByRole('button', { name: 'Plan thread purchase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Plan thread purchase' });
    await expect(dialog).toContainText('Styles in the plan: 3');
    await dialog.getByRole('textbox', { name: 'Plan name' }).fill(`Autumn ${tag}`);
    await dialog.getByLabel('Need by').fill('2026-09-01');
    await dialog.getByRole('radio', { name: 'At the same time' }).check();
    await dialog.getByRole('button', { name: 'Create and open' }).click();
    await expect(page).toHaveURL(/\/purchasePlans\/\d+$/);
    planId = Number(/\/purchasePlans\/(\d+)$/.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { level: 1, name: `Autumn ${tag}` })).toBeVisible();

    // Live: a quantity changes the requirement, the run mode the set-up packages, as typed.
    const requirement = page.getByTestId('plan-total-requirement');
    const packages = page.getByTestId('together-packages');
    await expectLoaded(requirement).toHaveText(/\d/);
    const requirementBefore = await requirement.textContent();
    const packagesTogether = await numberOf(packages);
    const quantity = page.getByRole('textbox', { name: `Garments of ${styles[0]?.name}` });
    await quantity.fill('3600');
    await expect(requirement).not.toHaveText(requirementBefore ?? '');
    await page.getByRole('radio', { name: 'One after another on the same lines' }).check();
    // One after another, the set-up packages are the largest style's, not the sum.
    await expect.poll(() => numberOf(packages)).toBeLessThan(packagesTogether);
    // Back to the style's own garments (the reports' order), kept one after another.
    await quantity.fill('');
    await expect(requirement).toHaveText(requirementBefore ?? '');
    const shownBeforeSave = await numberOf(packages);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Plan saved');

    // Read again: the server's saved plan gives the same figures, and the saving shown is the
    // per-style Thread Usage reports' figures less the plan's.
    await page.reload();
    await expectLoaded(packages).toHaveText(/\d/);
    await expect(
      page.getByRole('radio', { name: 'One after another on the same lines' }),
    ).toBeChecked();
    expect(await numberOf(packages)).toBe(shownBeforeSave);
    const reports: UsageReport[] = [];
    for (const style of styles) {
      const report = await callApi(page, 'GET', `/api/report/threadGarmentPdf/${style.id}`, token);
      expect(report.status).toBe(200);
      reports.push(report.body as UsageReport);
    }
    const alonePackages = reports.reduce(
      (sum, report) => sum + report.totalUnusedThread.packagesBought,
      0,
    );
    expect(await numberOf(page.getByTestId('style-by-style-packages'))).toBe(alonePackages);
    expect(await numberOf(page.getByTestId('saving-packages'))).toBe(
      alonePackages - shownBeforeSave,
    );
    expect(alonePackages - shownBeforeSave).toBeGreaterThan(0);
    if (reports.every((report) => report.totalCost !== null)) {
      // With a cost file: the money saved is the reports' cost less the plan's, to the cent.
      const aloneCost = reports.reduce((sum, report) => sum + (report.totalCost ?? 0), 0);
      const together = await numberOf(page.getByTestId('together-cost'));
      expect(await numberOf(page.getByTestId('style-by-style-cost'))).toBeCloseTo(aloneCost, 2);
      expect(await numberOf(page.getByTestId('saving-cost'))).toBeCloseTo(aloneCost - together, 2);
    }

    // The plan's files, as saved: the PDF prints the totals and the saving shown, and the
    // brand's purchase list opens in LibreOffice with the packages to buy.
    const threadList = page.getByRole('region', { name: 'Thread list' });
    const brand =
      (await threadList.locator('tbody tr').first().locator('td').first().textContent()) ?? '';
    const directory = await mkdtemp(join(tmpdir(), 'spool-e2e-plan-'));
    try {
      const pdf = await downloadFrom(page, 'Plan report (PDF)', directory);
      const text = (await run('pdftotext', ['-layout', pdf, '-'])).stdout;
      expect(figuresAfter(text, 'Packages to buy', 1)).toEqual([String(shownBeforeSave)]);
      expect(figuresAfter(text, 'Packages', 3)).toEqual(
        [shownBeforeSave, alonePackages, alonePackages - shownBeforeSave].map(String),
      );
      const list = await downloadFrom(page, `Purchase list: ${brand}`, directory);
      expect(list).toMatch(/\.xlsx$/);
      const rows = await workbookAsShown(list, directory);
      const total = rows.find((row) => row[0] === 'Total');
      expect(total?.[7]).toBe(String(shownBeforeSave));
    } finally {
      await rm(directory, { recursive: true, force: true });
    }

    // Someone else saves the plan meanwhile: this save is refused with the usual message, and
    // the plan shows their version.
    const stored = await callApi(page, 'GET', `/api/purchasePlans/${planId}`, token);
    const { concurrencyStamp, name, runMode } = stored.body as {
      concurrencyStamp: string;
      name: string;
      runMode: string;
    };
    const elsewhere = await callApi(page, 'PUT', `/api/purchasePlans/${planId}`, token, {
      name,
      runMode,
      note: 'Changed elsewhere',
      styles: styles.map((style) => ({ styleId: style.id })),
      concurrencyStamp,
    });
    expect(elsewhere.status).toBe(200);
    const note = page.getByRole('textbox', { name: 'Note' });
    await note.fill('Mine');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Someone else changed this in the meantime. Reload and try again.');
    await expect(note).toHaveValue('Changed elsewhere');

    // Compare brands: the brand the styles use against another; both side by side.
    const compare = page.getByRole('region', { name: 'Compare brands' });
    await choose(page.getByRole('combobox', { name: 'Brand to replace' }), brand);
    await page.getByRole('combobox', { name: 'Other brand' }).click();
    const other = (await page.getByRole('option').first().textContent()) ?? '';
    await page.getByRole('option', { name: other, exact: true }).click();
    const sides = compare.getByRole('table', { name: 'Both brands side by side' });
    await expectLoaded(sides).toContainText(`With ${other}`);
    await expect(sides).toContainText(`With ${brand}`);
    expect(await numberOf(compare.getByTestId('compare-now-packages'))).toBe(shownBeforeSave);
    await expect(compare.getByRole('table', { name: 'Thread mapping' })).toBeVisible();

    await compare.getByRole('button', { name: 'Apply swap' }).click();
    const confirm = page.getByRole('dialog', { name: 'Apply the brand swap?' });
    await confirm.getByRole('button', { name: 'Apply swap' }).click();
    await expectToast(page, 'Swap applied:');
    // The styles now use the other brand: the thread list says so.
    await expectLoaded(threadList.locator('tbody tr').first().locator('td').first()).toHaveText(
      other,
    );
  } finally {
    if (planId !== undefined) await callApi(page, 'DELETE', `/api/purchasePlans/${planId}`, token);
    for (const style of styles) await callApi(page, 'DELETE', `/api/style/${style.id}`, token);
  }
});
