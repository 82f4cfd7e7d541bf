import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/** Tests address the server the global setup started for their worker. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    const baseUrls = (process.env['SPOOL_BASE_URLS'] ?? '').split(' ').filter(Boolean);
    const baseUrl = baseUrls[testInfo.parallelIndex];
    if (!baseUrl) throw new Error('SPOOL_BASE_URLS is not set: the global setup did not run');
    await use(baseUrl);
  },
});

export { expect };

/** A name this run alone uses (the e2e database lives for the whole run). */
export const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString('hex')}`;

/** The first accounts' password, chosen by the global setup for this run. */
export function adminPassword(): string {
  const password = process.env['SPOOL_ADMIN_PASSWORD'];
  if (!password) throw new Error('SPOOL_ADMIN_PASSWORD is not set: the global setup did not run');
  return password;
}

/**
 * Signs in from the landing page with the embedded provider's form, as a person would;
 * by default at the global setup's server with the first accounts' password.
 */
export async function signIn(
  page: Page,
  userName: string,
  at: { baseUrl?: string; password?: string; organisation?: string } = {},
): Promise<void> {
  await page.goto(`${at.baseUrl ?? ''}/`);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await submitSignInForm(page, userName, at.password ?? adminPassword(), at.organisation);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Fills and sends the embedded provider's sign-in form. The organisation is optional: empty
 * means the host's account of that login, or the only account it names (every tenant's
 * administrator is called admin, so theirs name their organisation).
 */
export async function submitSignInForm(
  page: Page,
  login: string,
  password: string,
  organisation = '',
): Promise<void> {
  await page.getByLabel('User name or e-mail').fill(login);
  if (organisation) await page.getByLabel('Organisation').fill(organisation);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
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

/** What oidc-client-ts keeps of the signed-in user in the tab's storage (shared by the tabs). */
export type StoredUser = { access_token: string; refresh_token?: string; expires_at: number };

/** The signed-in user as stored by the browser, or null when signed out. */
export async function storedUser(page: Page): Promise<StoredUser | null> {
  const stored = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key === undefined ? null : localStorage.getItem(key);
  });
  return stored === null ? null : (JSON.parse(stored) as StoredUser);
}

/** An API call with a bearer token, as the browser's API client makes it. */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  data?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data !== undefined && { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** Signs in on the page and answers the access token the browser holds. */
export async function signInForToken(page: Page, userName: string): Promise<string> {
  await signIn(page, userName);
  const user = await storedUser(page);
  if (!user) throw new Error(`${userName} is not signed in`);
  return user.access_token;
}

/**
 * Waits for the toast with this text and closes it. Up to three toasts show at once, each for
 * 5 s; closing it keeps the next test step's toast from being mistaken for this one. Found by
 * its role attribute: while a dialog or side panel is open, MUI hides the page around it
 * (toasts included) from the accessibility tree.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toasts = page.locator('[role="alert"]').filter({ hasText: text });
  await expect(toasts.first()).toBeVisible({ timeout: 15_000 });
  // Every toast with this text: the one of a save refused a moment before may still be leaving
  // when the next one shows. Each closes by itself after 5 s, so a toast gone before the click
  // lands (a slow machine) is no failure; one still there after that is.
  for (const toast of await toasts.all()) {
    await toast
      .locator('button[aria-label="Close message"]')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0, { timeout: 10_000 });
}
