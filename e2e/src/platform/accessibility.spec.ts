import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.js';
import { expect, signInForToken, test, unique } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { styleWindow } from '../support/style-window.js';

/**
 * Every screen and dialog of the app checked by axe-core for WCAG 2.1 A and AA, in English and
 * in Arabic (right to left): no serious or critical violation. Each check runs once what a
 * person would see is there; every failing screen is listed, not only the first.
 */

const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];

/** The few names these steps click by, in both languages. */
const names = {
  addOperation: { en: 'Add operation', ar: 'إضافة عملية' },
  history: { en: 'History', ar: 'السجل' },
  editSizes: { en: 'Edit sizes', ar: 'تعديل المقاسات' },
  selectRow: { en: 'Toggle select row', ar: 'تبديل تحديد الصف' },
  editSelected: { en: 'Edit the selected operations', ar: 'تعديل العمليات المحددة' },
  paste: {
    en: 'Paste operations copied from a spreadsheet',
    ar: 'لصق عمليات منسوخة من جدول بيانات',
  },
} as const;

/** The page in `language` from its next load on (the language the app keeps for the session). */
async function speak(page: Page, language: Language) {
  await page.addInitScript((code) => sessionStorage.setItem('lang', code), language);
}

/**
 * Opens `path`, waits until the app has drawn it (and `shown`, when the screen reads more after
 * its first paint), and checks it. A grid still loading is busy, and its sort labels have no
 * names until its rows are there: that is a state of a few frames, not the screen.
 */
async function visit(page: Page, path: string, what: string, shown?: Locator) {
  await page.goto(path);
  await expectLoaded(page.locator('main, [role="dialog"]').first()).toBeVisible();
  if (shown) await expectLoaded(shown).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, what);
}

for (const language of languages) {
  // What the browser draws: left to the run on the embedded database (playwright.config.ts).
  test.describe(`in ${language === 'en' ? 'English' : 'Arabic'}`, { tag: '@presentation' }, () => {
    test('the pages before sign-in', async ({ page }) => {
      await speak(page, language);
      await visit(page, '/', 'the landing page');
      await visit(page, '/privacy', 'the privacy page');
      await visit(page, '/nowhere', 'the not-found page');
    });

    test('the dashboard, the style window and its dialogs', async ({ page }) => {
      const token = await signInForToken(page, 'demo.admin');
      const style = await createStyleByApi(page, token, unique('Axe'));
      await addOperationByApi(page, token, style.id, 1, 'Side seam', true);
      await speak(page, language);
      await visit(page, '/dashboard', 'the dashboard');
      await visit(page, '/dashboard?style=new', 'a new style');
      const window = styleWindow(page);
      await visit(
        page,
        `/dashboard?style=${style.id}`,
        'a saved style',
        window.getByRole('row', { name: 'Side seam', exact: true }),
      );

      await window.getByRole('button', { name: names.addOperation[language] }).click();
      const operation = page.getByRole('dialog').last();
      await expect(operation.getByRole('spinbutton').first()).toBeVisible();
      await expectAccessible(page, 'the operation dialog');
      await page.keyboard.press('Escape');
      await expect(operation.getByRole('spinbutton')).toHaveCount(0);

      await window.getByRole('button', { name: names.paste[language] }).click();
      await expect(page.getByRole('textbox').last()).toBeFocused();
      await expectAccessible(page, 'the paste dialog');
      await page.keyboard.press('Escape');

      await window.getByRole('button', { name: names.history[language], exact: true }).click();
      await expect(page.getByRole('dialog').last().getByRole('listitem').first()).toBeVisible();
      await expectAccessible(page, 'the style’s history');
      await page.keyboard.press('Escape');

      await window.getByRole('button', { name: names.editSizes[language] }).click();
      await expect(page.getByRole('dialog').last().getByRole('textbox').first()).toBeVisible();
      await expectAccessible(page, 'the sizes dialog');
      await page.keyboard.press('Escape');

      // Two operations selected open the multi-edit dialog.
      await addOperationByApi(page, token, style.id, 2, 'Hem', true);
      await page.reload();
      const rows = window.getByRole('checkbox', { name: names.selectRow[language] });
      await expect(rows).toHaveCount(2);
      for (const checkbox of await rows.all()) await checkbox.check();
      await window.getByRole('button', { name: names.editSelected[language] }).click();
      await expect(page.getByRole('dialog').last().getByRole('combobox').first()).toBeVisible();
      await expectAccessible(page, 'the multi-edit dialog');
      await page.keyboard.press('Escape');

      await page.keyboard.press('?');
      await expect(page.getByRole('dialog').last().getByRole('table').first()).toBeVisible();
      await expectAccessible(page, 'the keyboard shortcuts');
    });

    test('the administration screens of a tenant', async ({ page }) => {
      await signInForToken(page, 'demo.admin');
      await speak(page, language);
      for (const [path, what] of [
        ['/systemConfiguration', 'the system configuration'],
        ['/systemUsers', 'the users'],
        ['/systemUsers/create', 'a new user'],
        ['/systemRoles', 'the roles'],
        ['/systemRoles/create', 'a new role'],
        ['/purchasePlans', 'the purchase plans'],
        ['/notifications', 'the notifications'],
        ['/profile', 'the profile'],
      ] as const)
        await visit(page, path, what);
    });

    test('the host’s screens', async ({ page }) => {
      await signInForToken(page, 'admin');
      await speak(page, language);
      await visit(page, '/saas/tenants', 'the tenants');
      await visit(page, '/saas/tenants/create', 'a new tenant');
      await visit(page, '/saas/hostFeatures', 'the host features');
    });
  });
}
