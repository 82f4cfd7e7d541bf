import { randomBytes } from 'node:crypto';
import { callApi, expect, signInForToken, test } from '../support/fixtures.js';

for (const lang of ['en', 'ar'] as const) {
  for (const width of [400, 1440]) {
    test(`shots ${lang} ${width}`, async ({ page }) => {
      const token = await signInForToken(page, 'demo.admin');
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate((value) => sessionStorage.setItem('lang', value), lang);
      const name = `Shot ${randomBytes(2).toString('hex')}`;
      await callApi(page, 'POST', '/api/createCustomSetting', token, { name });
      await page.goto('/systemConfiguration');
      const panel = page.locator('section').filter({ has: page.getByRole('switch') }).last();
      await page.waitForTimeout(2500);
      await page.getByText(name).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/panel-${lang}-${width}.png`, fullPage: false });
      const row = page.getByRole('row', { name, exact: true });
      await row.getByRole('button').first().click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/drawer-${lang}-${width}.png` });
      const lock = page.getByRole('row', { name: '301', exact: true });
      await lock.getByRole('button').first().click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/drawer-edit-${lang}-${width}.png` });
      expect(panel).toBeDefined();
    });
  }
}
