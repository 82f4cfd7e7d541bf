import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../support/fixtures.js';

/**
 * A small first page: the landing page loads the framework and its own code; every
 * screen behind sign-in, MUI, the API's schemas and the sign-in client come as chunks of their
 * own, when a page needs them, a deep link included.
 */

/** The names of the scripts the page asks for from now on (`system-users`, `framework`...). */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const name = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) scripts.add(name);
  });
  return scripts;
}

const signedInScreens = ['app-frame', 'shell', 'dashboard', 'guard', 'system-users'];
/** The modules those screens share (MUI's parts, the API client and its schemas), by layer. */
const signedInParts = ['frame-parts', 'shell-parts', 'dashboard-parts'];

test(
  'the landing page shows without the signed-in screens, MUI, the API schemas or the sign-in client',
  { tag: '@presentation' },
  async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Spool');
    await expect(page.getByRole('status')).toContainText('Server ready');

    const signedIn = [...signedInScreens, ...signedInParts, 'sign-in-client'];
    expect([...scripts].filter((name) => signedIn.includes(name))).toEqual([]);
    // MUI draws with emotion, which adds its style elements to the page: none here.
    await expect(page.locator('style[data-emotion]')).toHaveCount(0);

    // Sign in brings the sign-in client, once asked for.
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect(page.getByLabel('User name or e-mail')).toBeVisible();
    expect(scripts).toContain('sign-in-client');
  },
);

test(
  'a deep link straight to an administration page loads that page, and a reload shows it again',
  { tag: '@presentation' },
  async ({ page, baseURL }) => {
    await signIn(page, 'admin');
    const scripts = recordScripts(page);

    // Typed in the address bar (or followed from a bookmark): a new page load at that address.
    await page.goto(`${baseURL}/systemUsers`);
    await expect(page).toHaveTitle('System users - Spool');
    await expect(page.getByRole('row', { name: /^admin\b/ }).first()).toBeVisible();
    for (const name of [
      ...signedInScreens.filter((screen) => screen !== 'dashboard'),
      'frame-parts',
      'shell-parts',
    ]) {
      expect(scripts, name).toContain(name);
    }
    // Only the screens of this page: not the dashboard's.
    expect(scripts).not.toContain('dashboard');
    expect(scripts).not.toContain('dashboard-parts');

    await page.reload();
    await expect(page).toHaveURL(/\/systemUsers$/);
    await expect(page).toHaveTitle('System users - Spool');
    await expect(page.getByRole('row', { name: /^admin\b/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add new' })).toBeVisible();
  },
);

test(
  'while the screens of a deep link load, the page says it is loading instead of going blank',
  { tag: '@presentation' },
  async ({ page, baseURL }) => {
    await signIn(page, 'admin');
    // The shell's script is held back until the status has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/shell-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`${baseURL}/systemUsers`, { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText('Loading Application Configuration');
    release();
    await expect(page).toHaveTitle('System users - Spool');
    await expect(page.getByRole('row', { name: /^admin\b/ }).first()).toBeVisible();
  },
);

test(
  'a deep link to an administration page while signed out leads to the landing page',
  { tag: '@presentation' },
  async ({ page }) => {
    await page.goto('/saas/tenants');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Spool');
  },
);

test(
  'the language list of the landing page works from the keyboard',
  { tag: '@presentation' },
  async ({ page }) => {
    await page.goto('/');
    // The page's one combobox (its name follows the interface language).
    const language = page.getByRole('combobox');
    await expect(language).toHaveAccessibleName('Language English');
    await language.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox', { name: 'Language' });
    await expect(list).toBeVisible();
    await expect(list.getByRole('option', { selected: true })).toHaveText('English');

    // Escape closes it and changes nothing.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A letter goes to the language it starts with, Enter chooses it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('p');
    await expect(language).toHaveAttribute(
      'aria-activedescendant',
      (await list.getByRole('option', { name: 'Português' }).getAttribute('id')) ?? '',
    );
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bem-vindo ao Spool');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(language).toBeFocused();
  },
);
