import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi, expect, expectToast, signIn, signInForToken, test } from '../support/fixtures.js';

/** A suffix this run alone uses (the e2e database lives for the whole run). */
const unique = () => randomBytes(3).toString('hex');

const debugFeature = 'Debug page (Auth Info)';

async function openFromMenu(page: Page, link: string, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveTitle(`${title} - Spool`);
}

/** Opens the side menu, counts its Auth Info link, and closes the menu again. */
async function expectDebugLink(page: Page, count: 0 | 1): Promise<void> {
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('link', { name: 'Auth Info', exact: true })).toHaveCount(count);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Auth Info', exact: true })).toBeHidden();
}

test('the host creates a tenant with its administrator on the tenants screen, and that administrator signs in to an empty tenant with its stitch catalogue', async ({
  browser,
  page,
}) => {
  const suffix = unique();
  const tenantName = `Loom ${suffix}`;
  const renamed = `Loom Works ${suffix}`;
  const adminEmail = `owner.${suffix}@loom.example`;
  const adminPassword = `weft-${randomBytes(9).toString('base64url')}1`;

  const hostToken = await signInForToken(page, 'admin');
  await openFromMenu(page, 'Tenants', 'Tenants');
  await page.getByRole('button', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/saas\/tenants\/create$/);
  await expect(page).toHaveTitle('Create Tenant - Spool');
  const save = page.getByRole('button', { name: 'Save', exact: true }).first();
  await expect(save).toBeDisabled();
  // Features wait until the tenant exists.
  await expect(
    page.getByText('Save the tenant first; then its features can be set here.'),
  ).toBeVisible();

  // The database name follows the tenant name; a bad e-mail is refused in the browser.
  const form = page.getByRole('form', { name: 'Tenant' });
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(tenantName);
  await expect(form.getByRole('textbox', { name: 'Database name' })).toHaveValue(`loom_${suffix}`);
  await form.getByRole('textbox', { name: 'Administrator e-mail' }).fill('not-an-e-mail');
  await form.getByLabel('Administrator password').fill(adminPassword);
  await save.click();
  await expectToast(page, 'Invalid Form Value');
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();

  await form.getByRole('textbox', { name: 'Administrator e-mail' }).fill(adminEmail);
  await form.getByRole('textbox', { name: 'CD tenant id' }).fill(`cd-${suffix}`);
  await save.click();
  await expectToast(page, 'Tenant Successfully Created');
  await expect(page).toHaveURL(/\/saas\/tenants\/edit\/[0-9a-f-]{36}$/);
  await expect(page).toHaveTitle('Edit Tenant - Spool');
  const tenantId = page.url().split('/').at(-1) ?? '';

  // Edit mode: only the name may change; Save waits for a change.
  await expect(form.getByRole('textbox', { name: 'CD tenant id' })).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'CD tenant id' })).toHaveValue(`cd-${suffix}`);
  await expect(save).toBeDisabled();
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(renamed);
  await save.click();
  await expectToast(page, 'Tenant Successfully Updated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit Tenant · ${renamed}`);
  await expect(save).toBeDisabled();

  // Someone else renames it meanwhile: the stale save is refused and says so, Reload shows theirs.
  const current = await callApi(page, 'GET', `/api/multi-tenancy/tenants/${tenantId}`, hostToken);
  const { concurrencyStamp } = current.body as { concurrencyStamp: string };
  const elsewhere = await callApi(
    page,
    'PUT',
    `/api/multi-tenancy/tenants/${tenantId}`,
    hostToken,
    {
      name: `${renamed} B`,
      concurrencyStamp,
    },
  );
  expect(elsewhere.status).toBe(200);
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(`${renamed} C`);
  await save.click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed this tenant' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toBeHidden();
  await expect(form.getByRole('textbox', { name: 'Tenant name' })).toHaveValue(`${renamed} B`);
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(renamed);
  await save.click();
  await expectToast(page, 'Tenant Successfully Updated');

  // A name another tenant has is refused on the field, not as someone else's change.
  const other = await callApi(page, 'POST', '/api/multi-tenancy/tenants', hostToken, {
    name: `Weft ${suffix}`,
    adminEmailAddress: `owner.${suffix}@weft.example`,
    adminPassword,
  });
  expect(other.status).toBe(200);
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(` weft ${suffix.toUpperCase()} `);
  await save.click();
  await expect(form.getByText('Tenant name should be unique.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Someone else changed' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Tenant name' })).toHaveValue(
    ` weft ${suffix.toUpperCase()} `,
  );
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(renamed);
  await expect(form.getByText('Tenant name should be unique.')).toBeHidden();

  // The tenant's own features: the debug page on for this tenant alone.
  const features = page.getByRole('region', { name: 'Features' });
  const debugSwitch = features.getByRole('switch', { name: debugFeature });
  await expect(debugSwitch).not.toBeChecked();
  const saveFeatures = features.getByRole('button', { name: 'Save' });
  await expect(saveFeatures).toBeDisabled();
  await debugSwitch.check();
  await features.getByRole('button', { name: 'Reset' }).click();
  await expect(debugSwitch).not.toBeChecked();
  await debugSwitch.check();
  await saveFeatures.click();
  await expectToast(page, 'Features Updated');
  await expect(features.getByText('Set for this tenant', { exact: true })).toBeVisible();
  await expect(debugSwitch).toBeChecked();
  await expect(saveFeatures).toBeDisabled();

  // The grid: the search finds it (back on page 1), with its CD tenant id; the name opens it.
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).toHaveTitle('Tenants - Spool');
  await page.getByRole('textbox', { name: 'Search by tenant name' }).fill(`Works ${suffix}`);
  const row = page.getByRole('row', { name: renamed, exact: true });
  await expect(row).toContainText(`cd-${suffix}`);
  await expect(row).toContainText(tenantId);
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.getByRole('link', { name: renamed }).click();
  await expect(page).toHaveURL(new RegExp(`/saas/tenants/edit/${tenantId}$`));

  // The tenant's administrator, in a browser of their own: an empty tenant, its catalogue there.
  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, adminEmail, { password: adminPassword });
  await expect(owner.getByTestId('tenant-name')).toHaveText(renamed);
  await expect(
    owner.getByRole('region', { name: 'Start with your first style', exact: true }),
  ).toBeVisible();
  await owner.getByRole('button', { name: 'Open the menu' }).click();
  await expect(owner.getByRole('link', { name: 'Auth Info' })).toBeVisible();
  await owner.keyboard.press('Escape');

  await owner.goto('/systemConfiguration');
  await expect(owner).toHaveTitle('System Configuration - Spool');
  const settings = owner.getByRole('region', { name: /^Custom settings/ });
  // A new tenant starts with custom settings on, the built-in Default among them.
  await expect(settings.getByRole('switch', { name: 'Custom settings enabled' })).toBeChecked();
  await settings
    .getByRole('row', { name: 'Default', exact: true })
    .getByRole('button', { name: 'Edit' })
    .click();
  const stitches = owner.getByRole('dialog', { name: 'Stitch data: Default' });
  await expect(stitches.getByRole('row', { name: '301', exact: true })).toBeVisible();
});

test('the host turns the debug page on and off on the host features screen', async ({
  browser,
  page,
}) => {
  const host = await (await browser.newContext()).newPage();
  await signIn(host, 'admin');
  await openFromMenu(host, 'Host Features', 'Host Features');
  const features = host.getByRole('region', { name: 'Features' });
  const debugSwitch = features.getByRole('switch', { name: debugFeature });
  const save = features.getByRole('button', { name: 'Save' });
  await expect(debugSwitch).toBeVisible();
  await expect(save).toBeDisabled();
  // Off by default, and every test that turns it on turns it off again.
  await expect(debugSwitch).not.toBeChecked();
  await debugSwitch.check();
  await save.click();
  await expectToast(host, 'Features Updated');
  // The host's own menu follows the change at once, without a reload.
  await expectDebugLink(host, 1);
  await host.reload();
  await expect(debugSwitch).toBeChecked();

  await signIn(page, 'demo.admin');
  await openFromMenu(page, 'Auth Info', 'Auth Info');
  await expect(page).toHaveURL(/\/debug\/auth-info$/);
  await expect(page.getByText('"preferred_username": "demo.admin"')).toBeVisible();

  await debugSwitch.uncheck();
  await expect(save).toBeEnabled();
  await save.click();
  await expectToast(host, 'Features Updated');
  await expect(debugSwitch).not.toBeChecked();
  await expect(save).toBeDisabled();
  await expectDebugLink(host, 0);

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alert')).toHaveText('Feature Disabled');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('link', { name: 'Auth Info' })).toHaveCount(0);
});

test('the tenants grid pages and sorts on the server, and a new search goes back to page 1', async ({
  page,
}) => {
  const prefix = `Grid ${unique()}`;
  const token = await signInForToken(page, 'admin');
  for (let number = 1; number <= 11; number += 1) {
    const created = await callApi(page, 'POST', '/api/multi-tenancy/tenants', token, {
      name: `${prefix} ${String(number).padStart(2, '0')}`,
      adminEmailAddress: `owner.${number}@${prefix.replace(' ', '-').toLowerCase()}.example`,
      adminPassword: `warp-${randomBytes(9).toString('base64url')}`,
    });
    expect(created.status).toBe(200);
  }

  await page.goto('/saas/tenants');
  await expect(page).toHaveTitle('Tenants - Spool');
  const search = page.getByRole('textbox', { name: 'Search by tenant name' });
  await search.fill(prefix);
  await expect(page.getByText('1-10 of 11')).toBeVisible();
  await expect(page.getByRole('row', { name: `${prefix} 01`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('11-11 of 11')).toBeVisible();
  await expect(page.getByRole('row', { name: `${prefix} 11`, exact: true })).toBeVisible();

  // Name descending, from page 1: the last name comes first.
  await page
    .getByRole('columnheader', { name: /^Name/ })
    .getByText('Name', { exact: true })
    .click();
  await expect(page.getByText('1-10 of 11')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toHaveAccessibleName(`${prefix} 11`);

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('11-11 of 11')).toBeVisible();
  await search.fill(`${prefix} 0`);
  await expect(page.getByText('1-9 of 9')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toHaveAccessibleName(`${prefix} 09`);
});

test('the host deletes a tenant from the grid after a confirmation, and its administrator can no longer sign in', async ({
  browser,
  page,
}) => {
  const suffix = unique();
  const tenantName = `Bygone ${suffix}`;
  const adminEmail = `owner.${suffix}@bygone.example`;
  const password = `weft-${randomBytes(9).toString('base64url')}1`;
  const hostToken = await signInForToken(page, 'admin');
  const created = await callApi(page, 'POST', '/api/multi-tenancy/tenants', hostToken, {
    name: tenantName,
    adminEmailAddress: adminEmail,
    adminPassword: password,
  });
  expect(created.status).toBe(200);
  const { id } = created.body as { id: string };

  await page.goto('/saas/tenants');
  await page.getByRole('textbox', { name: 'Search by tenant name' }).fill(tenantName);
  const row = page.getByRole('row', { name: tenantName, exact: true });
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toBeDisabled();

  // Cancel keeps it; Delete asks again and then deletes it.
  await row.getByRole('radio').check();
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete tenant' });
  await expect(confirm).toContainText(`Delete the tenant ${tenantName} with its users`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Tenant Deleted');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No tenant matches this search.')).toBeVisible();
  await expect(remove).toBeDisabled();

  const gone = await callApi(page, 'GET', `/api/multi-tenancy/tenants/${id}`, hostToken);
  expect(gone.status).toBe(404);
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/');
  await owner.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  await owner.getByLabel('User name or e-mail').fill(adminEmail);
  await owner.getByLabel('Password').fill(password);
  await owner.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(owner.getByRole('alert')).toHaveText('The user name or password is not correct.');
});

test('a tenant whose own database cannot be reached is not created, and the form shows the server’s reason', async ({
  page,
}) => {
  const suffix = unique();
  const tenantName = `Offline ${suffix}`;
  const hostToken = await signInForToken(page, 'admin');
  await page.goto('/saas/tenants/create');
  const form = page.getByRole('form', { name: 'Tenant' });
  const databaseName = form.getByRole('textbox', { name: 'Database name' });
  const connectionString = form.getByRole('textbox', { name: 'Connection string' });
  await expect(connectionString).toHaveAttribute(
    'placeholder',
    'postgres://user:password@host:5432/database',
  );
  await expect(
    form.getByText('Empty: the shared database. The database name is used when the'),
  ).toBeVisible();

  // The database name follows the tenant name until typed in; a connection string that names
  // its database decides it.
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(tenantName);
  await expect(databaseName).toHaveValue(`offline_${suffix}`);
  await databaseName.fill(`spool_${suffix}`);
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(`${tenantName} Mill`);
  await expect(databaseName).toHaveValue(`spool_${suffix}`);
  await form.getByRole('textbox', { name: 'Tenant name' }).fill(tenantName);
  await connectionString.fill('postgres://nobody@127.0.0.1:1/x');
  await expect(databaseName).toHaveValue('x');
  await expect(databaseName).toBeDisabled();
  await expect(form.getByText('Named by the connection string.')).toBeVisible();

  await form
    .getByRole('textbox', { name: 'Administrator e-mail' })
    .fill(`owner.${suffix}@offline.example`);
  await form
    .getByLabel('Administrator password')
    .fill(`weft-${randomBytes(9).toString('base64url')}`);
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  await expectToast(page, 'Cannot use the database x:');
  await expect(form.getByText(/^Cannot use the database x: ./)).toBeVisible();
  await expect(page).toHaveURL(/\/saas\/tenants\/create$/);

  const found = await callApi(
    page,
    'GET',
    `/api/multi-tenancy/tenants?Filter=${encodeURIComponent(tenantName)}`,
    hostToken,
  );
  expect(found.body).toMatchObject({ totalCount: 0 });
});

test('the host sees a tenant’s database on its form, and a database that cannot be reached is refused with the reason', async ({
  page,
}) => {
  const suffix = unique();
  const hostToken = await signInForToken(page, 'admin');
  const created = await callApi(page, 'POST', '/api/multi-tenancy/tenants', hostToken, {
    name: `Shared ${suffix}`,
    adminEmailAddress: `owner.${suffix}@shared.example`,
    adminPassword: `weft-${randomBytes(9).toString('base64url')}`,
  });
  expect(created.status).toBe(200);
  const { id } = created.body as { id: string };

  await page.goto(`/saas/tenants/edit/${id}`);
  const database = page.getByRole('region', { name: 'Database' });
  await expect(database.getByText('Shared database', { exact: true })).toBeVisible();
  await expect(database.getByRole('button', { name: 'Use the shared database' })).toHaveCount(0);

  await database.getByRole('button', { name: 'Change' }).click();
  const change = page.getByRole('dialog', { name: 'Change the tenant’s database' });
  await change.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Invalid Form Value');
  await expect(change.getByText('This field is required.')).toBeVisible();
  await change
    .getByRole('textbox', { name: 'Connection string' })
    .fill('postgres://nobody@127.0.0.1:1/x');
  await change.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Cannot use the database x:');
  await expect(change.getByText(/^Cannot use the database x: ./)).toBeVisible();
  await change.getByRole('button', { name: 'Cancel' }).click();
  await expect(change).toBeHidden();
  await expect(database.getByText('Shared database', { exact: true })).toBeVisible();

  const stored = await callApi(
    page,
    'GET',
    `/api/multi-tenancy/tenants/${id}/default-connection-string`,
    hostToken,
  );
  expect(stored).toEqual({ status: 200, body: { defaultConnectionString: null } });
});
