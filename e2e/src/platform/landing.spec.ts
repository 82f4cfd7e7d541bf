import { expect, test } from '../support/fixtures.js';

const databaseName = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'embedded database';

test('a visitor opening / sees the Spool landing page and a ready server', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Welcome to Spool - Spool');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Spool');
  await expect(page.getByRole('status')).toContainText(`Server ready · ${databaseName}`);
  await expect(page.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
  await expect(page.getByText(/^Published on \w+ \d+, \d{4}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacy and cookie policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cones and cost' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a path no page owns shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('This requested URL was not found on this server.')).toBeVisible();
  await page.getByRole('link', { name: 'Return home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Spool');
});

test('the API documentation is served at /api/docs', async ({ page }) => {
  await page.goto('/api/docs/');
  await expect(page.getByText('Spool API').first()).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
});
