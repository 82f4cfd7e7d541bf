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

test('a number column’s sort icon follows its title, as in the other columns, in both directions', async ({
  page,
}) => {
  await signIn(page, 'demo.admin');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/systemConfiguration');
  const allowance = page.getByRole('columnheader', { name: 'Allowance %' });
  const ticket = page.getByRole('columnheader', { name: 'Ticket/Tex' });
  await expect(allowance).toBeVisible();

  // Left to right: the icon just after the title, for the number column as for the text one.
  for (const header of [ticket, allowance]) {
    const placement = await sortIconPlacement(header);
    expect(placement.after).toBeGreaterThanOrEqual(0);
    expect(placement.after).toBeLessThan(12);
  }

  // Arabic reads right to left: the icon follows the title on its left.
  await page.evaluate(() => sessionStorage.setItem('lang', 'ar'));
  await page.reload();
  const arabicAllowance = page.locator('thead th.MuiTableCell-alignRight').first();
  await expect(arabicAllowance).toBeVisible();
  const placement = await sortIconPlacement(arabicAllowance);
  expect(placement.before).toBeGreaterThanOrEqual(0);
  expect(placement.before).toBeLessThan(12);
});
