import { randomBytes } from 'node:crypto';
import { callApi, expect, signInForToken, test } from '../support/fixtures.js';

const hostFeatures = '/api/feature-management/features?providerName=H&providerKey=';
const setAuthDebug = (value: 'true' | 'false') => ({
  features: [{ name: 'SpoolCore.DisplayAuthDebug', value }],
});

test('the host turns the debug page on and off with a host feature', async ({ browser, page }) => {
  const hostPage = await (await browser.newContext()).newPage();
  const hostToken = await signInForToken(hostPage, 'admin');
  expect(
    (await callApi(hostPage, 'PUT', hostFeatures, hostToken, setAuthDebug('true'))).status,
  ).toBe(204);

  await signInForToken(page, 'demo.admin');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: 'Auth Info' }).click();
  await expect(page).toHaveURL(/\/debug\/auth-info$/);
  await expect(page).toHaveTitle('Auth Info - Spool');
  await expect(page.getByRole('heading', { name: 'Access token' })).toBeVisible();
  await expect(page.getByText('"preferred_username": "demo.admin"')).toBeVisible();

  expect(
    (await callApi(hostPage, 'PUT', hostFeatures, hostToken, setAuthDebug('false'))).status,
  ).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert')).toHaveText('Feature Disabled');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('link', { name: 'Auth Info' })).toHaveCount(0);
});

test('a person working in two tenants of one organisation switches between them', async ({
  browser,
  page,
}) => {
  const demoToken = await signInForToken(page, 'demo.admin');
  const organisations = await callApi(
    page,
    'GET',
    '/api/identity-discovery/user-organisations',
    demoToken,
  );
  const [organisation] = organisations.body as { id: string; name: string }[];
  expect(organisation?.name).toBe('Demo Garments');

  // The host opens a second tenant in Demo Garments, with this person as its administrator.
  const northwindPassword = `knit-${randomBytes(9).toString('base64url')}`;
  const hostPage = await (await browser.newContext()).newPage();
  const hostToken = await signInForToken(hostPage, 'admin');
  const created = await callApi(hostPage, 'POST', '/api/multi-tenancy/tenants', hostToken, {
    name: 'Northwind Knits',
    adminEmailAddress: 'demo.admin@demo-garments.example',
    adminPassword: northwindPassword,
    extraProperties: { OrganisationId: organisation?.id },
  });
  expect(created.status).toBe(200);

  await page.reload();
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Northwind Knits' }).click();
  await expect(page).toHaveURL(/\/account\/interaction\//);
  await page.getByLabel('User name or e-mail').fill('demo.admin@demo-garments.example');
  await page.getByLabel('Password').fill(northwindPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tenant-name')).toHaveText('Northwind Knits');
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('menuitem', { name: 'Demo', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveTitle('Profile - Spool');
  await expect(page.getByText('Tenant administrator')).toBeVisible();
  await expect(page.getByText('Northwind Knits', { exact: true }).last()).toBeVisible();
});
