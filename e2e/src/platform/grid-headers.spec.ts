import type { Locator } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.js';

/** Where a column header's sort icon sits against its title, in pixels. */
async function sortIconPlacement(header: Locator) {
  const title = await header.locator('.Mui-TableHeadCell-Content-Wrapper').boundingBox();
  const icon = await header.locator('.MuiTableSortLabel-root').boundingBox();
  if (!title || !icon) throw new Error('the header has no title or no sort icon');
  return {
    after: icon.x - (title.x + title.width),
    before: title.x - (icon.x + icon.width),
  };
}

test(
  'a number column’s sort icon follows its title, as in the other columns, in both directions',
  { tag: '@presentation' },
  async ({ page }) => {
    await signIn(page, 'demo.admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/systemConfiguration');
    const allowance = page.getByRole('columnheader', { name: 'Allowance %' });
    const ticket = page.getByRole('columnheader', { name: 'Ticket/Tex' });
    await expect(allowance).toBeVisible({ timeout: 15_000 });

    // Left to right: the icon just after the title, for the number column as for the text one,
    // once the grid has taken its width (its columns are laid out again as it does).
    for (const header of [ticket, allowance]) {
      await expect
        .poll(async () => (await sortIconPlacement(header)).after)
        .toBeGreaterThanOrEqual(0);
      expect((await sortIconPlacement(header)).after).toBeLessThan(12);
    }

    // Arabic reads right to left: the icon follows the title on its left.
    await page.evaluate(() => sessionStorage.setItem('lang', 'ar'));
    await page.reload();
    const arabicAllowance = page.getByRole('columnheader', { name: 'نسبة السماح %' });
    await expect(arabicAllowance).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(async () => (await sortIconPlacement(arabicAllowance)).before)
      .toBeGreaterThanOrEqual(0);
    expect((await sortIconPlacement(arabicAllowance)).before).toBeLessThan(12);
  },
);

test(
  'the Arabic users grid shows each whole id, and every row under its title, right to left',
  { tag: '@presentation' },
  async ({ page }) => {
    await signIn(page, 'demo.admin');
    await page.evaluate(() => sessionStorage.setItem('lang', 'ar'));
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/systemUsers');
      const title = page.getByRole('columnheader', { name: 'المعرّف' });
      await expect(title).toBeVisible({ timeout: 15_000 });
      const id = page
        .getByRole('cell')
        .filter({ hasText: /^[0-9a-f-]{36}$/ })
        .first();
      await id.scrollIntoViewIfNeeded();
      const cell = await id.boundingBox();
      const text = await id.locator('span').boundingBox();
      if (!cell || !text) throw new Error('the id column is not laid out');
      // The whole id inside its cell, nothing cut off on either side.
      expect(text.x).toBeGreaterThanOrEqual(cell.x);
      expect(text.x + text.width).toBeLessThanOrEqual(cell.x + cell.width);
      // And inside the visible part of the grid.
      const container = await page.locator('.MuiTableContainer-root').first().boundingBox();
      if (!container) throw new Error('no grid');
      expect(text.x).toBeGreaterThanOrEqual(container.x);
      expect(text.x + text.width).toBeLessThanOrEqual(container.x + container.width);
      // Right to left: the id starts where its title starts, on the right.
      const titleText = await title.locator('.Mui-TableHeadCell-Content-Wrapper').boundingBox();
      const userName = await page
        .getByRole('cell', { name: 'demo.admin', exact: true })
        .boundingBox();
      const userNameTitle = await page
        .getByRole('columnheader', { name: 'اسم المستخدم' })
        .locator('.Mui-TableHeadCell-Content-Wrapper')
        .boundingBox();
      if (!titleText || !userName || !userNameTitle) throw new Error('no titles');
      expect(Math.abs(text.x + text.width - (titleText.x + titleText.width))).toBeLessThan(12);
      expect(
        Math.abs(userName.x + userName.width - (userNameTitle.x + userNameTitle.width)),
      ).toBeLessThan(12);
    }
  },
);
