import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { callApi, expect, expectToast, signIn, storedUser, test } from '../support/fixtures.js';

/** A name this run alone uses (the e2e database lives for the whole run). */
const unique = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;

function permissionsPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Permissions' });
}

function permissionSwitch(page: Page, name: string): Locator {
  return permissionsPanel(page).getByRole('switch', { name, exact: true });
}

async function accessToken(page: Page): Promise<string> {
  const user = await storedUser(page);
  if (!user) throw new Error('not signed in');
  return user.access_token;
}

test('an administrator gives a new user a new role through the screens; the user holds exactly what the role grants, and a revoked permission ends at the next request', async ({
  page,
  browser,
  baseURL,
}) => {
  const roleName = unique('cutting-lead');
  const userName = unique('ayse');
  const email = `${userName}@example.test`;
  const password = `Thread-${randomBytes(4).toString('hex')}9`;

  await signIn(page, 'demo.admin');

  // A role with two permissions: user management, and styles.
  await page.goto('/systemRoles');
  await expect(page).toHaveTitle('System roles - Spool');
  await expect(page.getByRole('row', { name: 'admin', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add new' }).click();
  await expect(page).toHaveURL(/\/systemRoles\/create$/);
  await expect(permissionsPanel(page)).toContainText('Nothing to show');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveAttribute('placeholder', 'Enter Name');
  await expect(page.getByText('Name should be unique.')).toBeVisible();
  await name.fill(roleName);
  await save.click();
  await expectToast(page, 'System Role Successfully Created');
  await expect(page).toHaveURL(/\/systemRoles\/edit\/[0-9a-f-]{36}$/);
  const panelSave = permissionsPanel(page).getByRole('button', { name: 'Save' });
  const panelReset = permissionsPanel(page).getByRole('button', { name: 'Reset' });
  await expect(permissionSwitch(page, 'User management')).not.toBeChecked();
  await expect(panelSave).toBeDisabled();
  await expect(panelReset).toBeDisabled();
  await permissionSwitch(page, 'User management').check();
  await permissionSwitch(page, 'Styles').check();
  await expect(panelSave).toBeEnabled();
  await panelSave.click();
  await expectToast(page, 'Permissions Updated');
  await expect(permissionSwitch(page, 'User management')).toBeChecked();
  await expect(permissionSwitch(page, 'Styles')).toBeChecked();
  await expect(panelSave).toBeDisabled();

  // Role names are unique: the server's message is shown.
  await page.goto('/systemRoles/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(roleName.toUpperCase());
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, `A role named "${roleName.toUpperCase()}" already exists.`);
  await expect(page).toHaveURL(/\/systemRoles\/create$/);

  // A user with a password; it starts with the default role (planner), which is removed.
  await page.goto('/systemUsers');
  await expect(page).toHaveTitle('System users - Spool');
  await page.getByRole('button', { name: 'Add new' }).click();
  await expect(page).toHaveURL(/\/systemUsers\/create$/);
  await expect(permissionsPanel(page)).toContainText('Nothing to show');
  // The browser's checks come first: nothing is sent.
  await page.getByRole('textbox', { name: 'E-mail' }).fill(userName);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Invalid Form Value');
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('textbox', { name: 'User name' }).fill(userName);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ayşe');
  const passwordField = page.locator('input[name="password"]');
  await passwordField.fill(password);
  // The show/hide toggle is there only while the password has the focus.
  await page.getByRole('button', { name: 'Show the password' }).click();
  await expect(passwordField).toHaveAttribute('type', 'text');
  await page.getByRole('textbox', { name: 'E-mail' }).focus();
  await expect(page.getByRole('button', { name: 'Hide the password' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'System User Successfully Created');
  await expect(page).toHaveURL(/\/systemUsers\/edit\/[0-9a-f-]{36}$/);
  // The form's own Save (the permissions panel has one too) waits for a change.
  await expect(page.getByRole('button', { name: 'Save', exact: true }).first()).toBeDisabled();

  const roles = page.getByRole('region', { name: 'Roles' });
  await expect(roles.getByRole('listitem')).toHaveText(['planner']);
  await roles.getByRole('button', { name: 'Add role' }).click();
  const select = page.getByRole('dialog', { name: 'Add a role' });
  await select.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Please select an item');
  await select.getByRole('radio', { name: roleName }).check();
  await select.getByRole('button', { name: 'Confirm' }).click();
  await expectToast(page, 'Roles Updated');
  await expect(select).toBeHidden();
  await roles.getByRole('button', { name: 'Remove the role planner' }).click();
  await expectToast(page, 'Roles Updated');
  await expect(roles.getByRole('listitem')).toHaveText([roleName]);

  // What the role grants shows in the user's panel as granted through it, and locked.
  const granted = permissionSwitch(page, 'User management');
  await expect(granted).toBeChecked();
  await expect(granted).toBeDisabled();
  await expect(permissionsPanel(page).getByText(`Granted by role ${roleName}`)).toHaveCount(2);
  await expect(permissionSwitch(page, 'Role management')).not.toBeChecked();

  // The user signs in elsewhere and sees exactly what the role grants.
  const context = await browser.newContext({ baseURL });
  const userPage = await context.newPage();
  await signIn(userPage, userName, { password });
  await userPage.getByRole('button', { name: 'Open the menu' }).click();
  const menu = userPage.getByRole('navigation');
  await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Tenants' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Host Features' })).toHaveCount(0);
  const token = await accessToken(userPage);
  expect((await callApi(userPage, 'GET', '/api/identity/users', token)).status).toBe(200);
  expect((await callApi(userPage, 'GET', '/api/styleGrid', token)).status).toBe(200);
  expect((await callApi(userPage, 'GET', '/api/identity/roles', token)).status).toBe(403);

  // Revoking user management in the role's panel ends it at the user's next request.
  await page.goto('/systemRoles');
  await page.getByRole('button', { name: roleName, exact: true }).click();
  await expect(page).toHaveURL(/\/systemRoles\/edit\//);
  await permissionSwitch(page, 'User management').uncheck();
  await permissionsPanel(page).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Permissions Updated');
  await expect(permissionSwitch(page, 'User management')).not.toBeChecked();
  expect((await callApi(userPage, 'GET', '/api/identity/users', token)).status).toBe(403);
  expect((await callApi(userPage, 'GET', '/api/styleGrid', token)).status).toBe(200);
  await context.close();
});
