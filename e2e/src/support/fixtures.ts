import { test as base, expect, type Page } from '@playwright/test';

/** Tests address the server started by the global setup. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const baseUrl = process.env['SPOOL_BASE_URL'];
    if (!baseUrl) throw new Error('SPOOL_BASE_URL is not set: the global setup did not run');
    await use(baseUrl);
  },
});

export { expect };

/** The first accounts' password, chosen by the global setup for this run. */
export function adminPassword(): string {
  const password = process.env['SPOOL_ADMIN_PASSWORD'];
  if (!password) throw new Error('SPOOL_ADMIN_PASSWORD is not set: the global setup did not run');
  return password;
}

/** Signs in from the landing page with the embedded provider's form, as a person would. */
export async function signIn(page: Page, userName: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByLabel('User name or e-mail').fill(userName);
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

declare global {
  interface Window {
    statusTexts?: string[];
  }
}

/** Records every status message the app shows from now on, to see the callback's steps in turn. */
export async function recordStatusMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.statusTexts = [];
    new MutationObserver(() => {
      const text = document.querySelector('[role="status"] p')?.textContent;
      if (text && window.statusTexts?.at(-1) !== text) window.statusTexts?.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The status messages recorded so far, in the order shown. */
export function statusMessages(page: Page): Promise<string[]> {
  return page.evaluate(() => window.statusTexts ?? []);
}

/** On the dashboard of Demo, having shown the callback's four steps in turn (after recordStatusMessages). */
export async function expectSignedInToDemo(page: Page): Promise<void> {
  await expect(page).toHaveTitle('Dashboard - Spool');
  await expect(page.getByTestId('tenant-name')).toHaveText('Demo');
  const steps = (await statusMessages(page)).filter((text) =>
    /Sign In|identity|Application Configuration\.\.\.|Dashboard/.test(text),
  );
  expect(steps).toEqual([
    'Completing Sign In...',
    'Loading identity...',
    'Getting Application Configuration...',
    'Redirecting to Dashboard...',
  ]);
}
