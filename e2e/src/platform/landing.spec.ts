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

test('a visitor who picks another language gets its texts at once, and only that language is downloaded', async ({
  page,
}) => {
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const name = /\/_catalogue_([a-z]{2})-[^/]+\.js$/.exec(request.url())?.[1];
    if (name) catalogues.push(name);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Spool');
  expect(catalogues).toEqual(['en']);

  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue dans Spool');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The choice is kept for the session, and each language's texts come once.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue dans Spool');
  expect(new Set(catalogues)).toEqual(new Set(['en', 'fr']));
});
