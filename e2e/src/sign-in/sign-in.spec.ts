import { randomBytes } from 'node:crypto';
import {
  adminPassword,
  callApi,
  expect,
  signInForToken,
  recordStatusMessages,
  signIn,
  storedUser,
  expectSignedInToDemo,
  test,
} from '../support/fixtures.js';

test('a new visitor signs in as demo.admin through SSO and lands on the dashboard', async ({
  page,
}) => {
  await recordStatusMessages(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(page).toHaveURL(/\/account\/interaction\//);
  await expect(page).toHaveTitle('Sign in to Spool - Spool');
  await page.getByLabel('User name or e-mail').fill('demo.admin');
  await page.getByLabel('Password').fill(adminPassword());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expectSignedInToDemo(page);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard - Spool');
  await expect(page.getByTestId('tenant-name')).toHaveText('Demo');
});

test('a wrong password keeps the visitor on the sign-in form with a clear message', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await page.getByLabel('User name or e-mail').fill('demo.admin');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The user name or password is not correct.');
  await expect(page.getByLabel('User name or e-mail')).toHaveValue('demo.admin');
});

test('an administrator whose login other organisations share signs in by naming their organisation', async ({
  browser,
  page,
}) => {
  const hostPage = await (await browser.newContext()).newPage();
  const hostToken = await signInForToken(hostPage, 'admin');
  const tenantName = `Atlas Denim ${randomBytes(3).toString('hex')}`;
  const tenantPassword = `denim-${randomBytes(9).toString('base64url')}`;
  const created = await callApi(hostPage, 'POST', '/api/multi-tenancy/tenants', hostToken, {
    name: tenantName,
    adminEmailAddress: `admin@${tenantName.replaceAll(' ', '-').toLowerCase()}.example`,
    adminPassword: tenantPassword,
  });
  expect(created.status).toBe(200);

  // The host's administrator and the new tenant's are both called admin: without the
  // organisation, the login names the host's, whose password this is not.
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await expect(
    page.getByText('if your user name exists in several organisations, enter yours.'),
  ).toBeVisible();
  await page.getByLabel('User name or e-mail').fill('admin');
  await page.getByLabel('Password').fill(tenantPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The user name or password is not correct.');
  await expect(page.getByLabel('User name or e-mail')).toHaveValue('admin');
  await page.getByLabel('Organisation').fill(tenantName.toUpperCase());
  await page.getByLabel('Password').fill(tenantPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('tenant-name')).toHaveText(tenantName);
});

test('signing out ends on the landing page, and sends another open tab to Session Expired', async ({
  context,
}) => {
  const first = await context.newPage();
  await signIn(first, 'demo.admin');
  const second = await context.newPage();
  await second.goto('/dashboard');
  await expect(second).toHaveTitle('Dashboard - Spool');

  await first.getByRole('button', { name: 'Account' }).click();
  await first.getByRole('menuitem', { name: 'Sign out' }).click();

  await expect(first).toHaveURL(/\/$/);
  await expect(first.getByRole('heading', { level: 1 })).toHaveText('Welcome to Spool');
  await expect(first.getByRole('button', { name: 'Sign in with single sign-on' })).toBeVisible();
  await expect(second).toHaveURL(/\/session-expired$/);
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Session Expired');
  await expect(second.getByText('Your session has expired. Please log in again.')).toBeVisible();
  // Signed out for good: the dashboard sends both back to the landing page.
  for (const page of [first, second]) {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a planner who opens /systemUsers is sent to the dashboard with "Insufficient Permissions"', async ({
  page,
}) => {
  await signIn(page, 'demo.planner');
  await page.goto('/systemUsers');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert')).toHaveText('Insufficient Permissions');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('link', { name: 'Users' })).toHaveCount(0);

  // The server refuses the same data, whatever the browser shows.
  const token = (await storedUser(page))?.access_token ?? '';
  const users = await page.request.get('/api/identity/users', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(users.status()).toBe(403);
  expect(await users.json()).toEqual({
    error: { code: 'Spool:Forbidden', message: 'You do not have permission to do this.' },
  });
});
