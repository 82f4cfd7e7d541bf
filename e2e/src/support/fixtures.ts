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
