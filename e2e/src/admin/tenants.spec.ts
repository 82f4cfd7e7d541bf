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
  await page.getByRole('link', { name: 'Add New' }).click();
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
  await expect(owner.getByText('No styles yet. Add a style to begin.')).toBeVisible();
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
