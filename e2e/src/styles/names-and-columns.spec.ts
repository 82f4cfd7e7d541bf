import type { Locator, Page } from '@playwright/test';
import { callApi, expect, signInForToken, test } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { styleWindow } from '../support/style-window.js';

/**
 * Names in full and fields in line: the brand's whole name in its field,
 * multi-edit's fields under their own headers, the seam thickness with its unit, and a hint
 * that says what the waste and the allowance each apply to.
 */

// A machine busy with other work is slow to load screens.
test.describe.configure({ timeout: 120_000 });

/** A style with two overlock operations, every line with the tenant's first thread. */
async function styleWithTwoOperations(page: Page, token: string) {
  const style = await createStyleByApi(
    page,
    token,
    `Names ${String(Date.now() % 1_000_000).padStart(6, '0')}`,
  );
  await addOperationByApi(page, token, style.id, 1, 'Overlock the side seams', true);
  await addOperationByApi(page, token, style.id, 2, 'Overlock the inseam', true);
  // The brand with the longest name of the tenant's range ("Heritage Textured Nylon").
  const brands = await callApi(page, 'GET', '/api/getBrandsOrderByMostFrequentlyUsed', token);
  const [brand] = (brands.body as { name: string }[])
    .map((entry) => entry.name)
    .sort((a, b) => b.length - a.length);
  if (!brand) throw new Error('the demo tenant has no brand');
  return { style, brand };
}

/** Selects operations by their descriptions and opens Edit. */
async function editSelected(page: Page, descriptions: string[]): Promise<void> {
  const window = styleWindow(page);
  for (const description of descriptions)
    await window.getByRole('row', { name: description, exact: true }).getByRole('checkbox').check();
  await window.getByRole('button', { name: 'Edit the selected operations' }).click();
}

/** Whether a field shows all of its text (nothing cut at either end). */
const showsWhole = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth + 1);

test(
  'the operation dialog shows the brand’s whole name, the thickness unit and what waste and allowance apply to',
  { tag: '@presentation' },
  async ({ page }) => {
    const token = await signInForToken(page, 'demo.admin');
    const { style, brand } = await styleWithTwoOperations(page, token);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/dashboard?style=${style.id}`);

    const list = styleWindow(page);
    await expectLoaded(
      list.getByRole('columnheader', { name: /^Seam thickness \(mm\)/ }),
    ).toBeVisible();

    await editSelected(page, ['Overlock the side seams']);
    const dialog = page.getByRole('dialog', { name: 'Edit operation' });
    const brandField = dialog.getByRole('combobox', { name: 'Needle thread: Brand' });
    await expectLoaded(brandField).not.toHaveValue('');
    await brandField.click();
    await page.getByRole('option', { name: brand, exact: true }).click();
    await expect(brandField).toHaveValue(brand);
    expect(await showsWhole(brandField)).toBe(true);
    // The shade and the package size beside it are whole too.
    for (const field of ['Shade', 'Package size (m)']) {
      const other = dialog.getByRole('combobox', { name: `Upper looper thread: ${field}` });
      await expect(other).not.toHaveValue('');
      expect(await showsWhole(other), field).toBe(true);
    }
    // A name too long for any field is read whole on hover.
    await expect(brandField.locator('xpath=ancestor::div[@title][1]')).toHaveAttribute(
      'title',
      brand,
    );
    await expect(
      dialog.getByText(
        /sewing waste of the stitch type; the style’s allowance is added to the order/,
      ),
    ).toBeVisible();
  },
);

test(
  'multi-edit puts every field under its own header, in English and in Arabic',
  { tag: '@presentation' },
  async ({ page }) => {
    const token = await signInForToken(page, 'demo.admin');
    const { style } = await styleWithTwoOperations(page, token);
    await page.setViewportSize({ width: 1440, height: 900 });

    for (const language of ['en', 'ar'] as const) {
      await page.evaluate((lang) => sessionStorage.setItem('lang', lang), language);
      await page.goto(`/dashboard?style=${style.id}`);
      const rows = ['Overlock the side seams', 'Overlock the inseam'];
      const window = styleWindow(page);
      await expectLoaded(window.getByRole('row', { name: rows[0], exact: true })).toBeVisible();
      for (const description of rows)
        await window
          .getByRole('row', { name: description, exact: true })
          .getByRole('checkbox')
          .check();
      await window
        .getByRole('button', { name: /^(Edit the selected operations|تعديل العمليات المحددة)$/ })
        .click();
      const multi = page.getByRole('dialog').last();
      const stitchFields = multi.getByRole('combobox', {
        name: language === 'en' ? /Stitch type$/ : /نوع الغرزة$/,
      });
      await expectLoaded(stitchFields).toHaveCount(3);

      // The edge a field starts from: its left in English, its right in Arabic.
      const start = async (locator: Locator) => {
        const box = await locator.boundingBox();
        if (!box) throw new Error('not laid out');
        return language === 'en' ? box.x : box.x + box.width;
      };
      const headers = multi.locator('thead th');
      // Both tables' Brand headers (the second column) start at the same place...
      const brandHeaders = [await start(headers.nth(1)), await start(headers.nth(6))];
      expect(Math.abs(brandHeaders[0]! - brandHeaders[1]!)).toBeLessThanOrEqual(1);
      // ...and so do the stitch fields, the one for all and each operation's, and every brand field.
      const cellStart = async (field: Locator) => start(field.locator('xpath=ancestor::td[1]'));
      for (let index = 0; index < 3; index += 1)
        expect(
          Math.abs((await cellStart(stitchFields.nth(index))) - brandHeaders[0]!),
        ).toBeLessThanOrEqual(1);
      const brandFields = multi.getByRole('combobox', {
        name: language === 'en' ? /: Brand$/ : /: العلامة التجارية$/,
      });
      await expect(brandFields).toHaveCount(7);
      for (let index = 0; index < 7; index += 1)
        expect(
          Math.abs((await cellStart(brandFields.nth(index))) - brandHeaders[0]!),
        ).toBeLessThanOrEqual(1);
      // Apply to all is not under the Component header any more: it follows the fields.
      const apply = multi.getByRole('button', {
        name: language === 'en' ? 'Apply to all' : 'تطبيق على الكل',
      });
      const componentHeaderEnd =
        language === 'en'
          ? (await headers.nth(0).boundingBox())!.x + (await headers.nth(0).boundingBox())!.width
          : (await headers.nth(0).boundingBox())!.x;
      const applyBox = (await apply.boundingBox())!;
      if (language === 'en') expect(applyBox.x).toBeGreaterThan(componentHeaderEnd);
      else expect(applyBox.x + applyBox.width).toBeLessThan(componentHeaderEnd);
      await page.keyboard.press('Escape');
    }
  },
);
