import { expect, test } from '../support/fixtures.js';

const landingHeading = 'Welcome to Spool';

test(
  'Cancel on the sign-in form returns to the landing page, with no error',
  { tag: '@presentation' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
    await expect(page.getByLabel('User name or e-mail')).toBeVisible();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingHeading);
    await expect(page.getByText('An unexpected error occurred')).toHaveCount(0);
    // Not signed in: the dashboard sends the visitor back to the landing page.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  'when the server cannot be reached, the page offers to try again and a way home',
  { tag: '@presentation' },
  async ({ page }) => {
    const configuration = '**/api/abp/application-configuration**';
    await page.route(configuration, (route) => route.abort('connectionrefused'));
    await page.goto('/privacy');
    await expect(page.getByText('Application Configuration Unavailable')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(page.getByRole('link', { name: 'Return home' })).toHaveAttribute('href', '/');

    // Still unreachable: the same page again, nothing else.
    await retry.click();
    await expect(page.getByText('Application Configuration Unavailable')).toBeVisible();

    await page.unroute(configuration);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy and cookie policy');
    await expect(page).toHaveURL(/\/privacy$/);
  },
);

test(
  'the privacy page has a way back to the landing page',
  { tag: '@presentation' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Privacy and cookie policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await page.getByRole('link', { name: 'Return home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingHeading);
  },
);
