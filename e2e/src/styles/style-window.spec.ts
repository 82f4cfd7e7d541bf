import { callApi, expect, expectToast, signInForToken, test, unique } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { addOperationByApi as addOperation } from '../support/style-data.js';
import { operationRow, styleWindow } from '../support/style-window.js';

/** The theme's green and red (success.main, error.main) as the browser computes them. */
const green = 'rgb(46, 125, 79)';
const red = 'rgb(179, 38, 30)';

test('a planner creates a style in the style window, and its operation list shows and deletes operations', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const name = unique('Polo');
  const customer = unique('Client');

  // Add Style opens the window for a new style over the dashboard.
  await page.goto('/dashboard?style=new');
  const window = styleWindow(page);
  await expectLoaded(window.getByRole('heading', { name: 'New style' })).toBeVisible();
  await expect(window).toHaveAttribute('data-completeness', 'none');
  const save = window.getByRole('button', { name: 'Save', exact: true });
  const duplicate = window.getByRole('button', { name: 'Duplicate', exact: true });
  const addOperationButton = window.getByRole('button', { name: 'Add operation' });
  await expect(save).toBeDisabled();
  await expect(duplicate).toBeDisabled();
  await expect(addOperationButton).toBeDisabled();

  // A customer typed in that matches none is created with the style; garments 0 is refused.
  const nameField = window.getByRole('textbox', { name: 'Style name' });
  const garments = window.getByRole('textbox', { name: 'Number of garments' });
  await window.getByRole('combobox', { name: 'Customer' }).fill(customer);
  await expect(window.getByText('New: added when you save.')).toBeVisible();
  await garments.fill('0');
  await window.getByRole('textbox', { name: 'Production lines' }).fill('2');
  await window.getByRole('combobox', { name: 'Product category' }).fill('Knitwear');
  await window.getByRole('combobox', { name: 'Product type' }).fill('Polo shirt');
  await save.click();
  await expectToast(page, 'Please enter a style name');
  await expect(nameField).toHaveAccessibleDescription('Please enter a style name');
  await expect(garments).toHaveAccessibleDescription('Value should be at least 1');

  await nameField.fill(name);
  await save.click();
  await expectToast(page, 'Value should be at least 1');
  await garments.fill('120');
  await expect(garments).toHaveAccessibleDescription(/^\s*$/);
  await save.click();
  await expectToast(page, 'Data saved successfully');

  // Saved: the title is the name, the name is locked, operations can be added.
  await expect(window.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/[?&]style=\d+/);
  const styleId = Number(new URL(page.url()).searchParams.get('style'));
  await expect(nameField).toBeDisabled();
  await expect(nameField).toHaveValue(name);
  await expect(window.getByRole('combobox', { name: 'Customer' })).toHaveValue(customer);
  await expect(addOperationButton).toBeEnabled();
  await expect(duplicate).toBeEnabled();
  await expect(save).toBeDisabled();
  await expect(window.getByText('120 garments')).toBeVisible();

  // Someone else saves the style meanwhile: this save is refused with the server's message,
  // and the window shows their version.
  const current = await callApi(page, 'GET', `/api/style/${styleId}`, token);
  const stored = current.body as Record<string, unknown>;
  const theirs = await callApi(page, 'PUT', `/api/style/${styleId}`, token, {
    name,
    customer: { id: stored['customerId'] },
    productCategory: { id: stored['productCategoryId'] },
    productType: { id: stored['productTypeId'] },
    quantity: 300,
    numberOfProductionLines: 2,
    customSettingId: stored['customSettingId'],
    weightType: 2,
    concurrencyStamp: stored['concurrencyStamp'],
  });
  expect(theirs.status).toBe(200);
  await garments.fill('150');
  await save.click();
  await expectToast(page, 'Someone else changed this in the meantime. Reload and try again.');
  await expect(garments).toHaveValue('300');
  await expect(save).toBeDisabled();
  await expect(window.getByText('300 garments')).toBeVisible();

  // Unsaved changes: Duplicate waits, and closing asks first.
  await garments.fill('150');
  await expect(save).toBeEnabled();
  await expect(duplicate).toBeDisabled();
  await window.getByRole('button', { name: 'Close the style window' }).click();
  const confirmClose = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(confirmClose).toBeVisible();
  await confirmClose.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirmClose).toBeHidden();
  await expect(garments).toHaveValue('150');
  await window.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirmClose).toBeVisible();
  await confirmClose.getByRole('button', { name: 'Discard changes' }).click();
  await expect(window).toBeHidden();
  await expect(page).not.toHaveURL(/style=/);

  // Operations made elsewhere show with their status; one incomplete turns the border red.
  await addOperation(page, token, styleId, 1, 'Side seam', true);
  await addOperation(page, token, styleId, 2, 'Hem', false);
  await addOperation(page, token, styleId, 3, 'Armhole', false);
  await page.goto(`/dashboard?style=${styleId}`);
  await expectLoaded(window.getByRole('heading', { name })).toBeVisible();
  await expectLoaded(operationRow(page, 'Side seam')).toBeVisible();
  await expect(window.getByRole('combobox', { name: 'Customer' })).toHaveValue(customer);
  await expect(garments).toHaveValue('300');
  await expect(operationRow(page, 'Side seam')).toContainText('Complete');
  await expect(operationRow(page, 'Hem')).toContainText('Incomplete');
  await expect(operationRow(page, 'Armhole')).toContainText('Incomplete');
  await expect(window).toHaveAttribute('data-completeness', 'incomplete');
  await expect(window).toHaveCSS('border-top-color', red);
  await expect(window.getByText('Some operations incomplete')).toBeVisible();

  // A report is refused while an operation is incomplete.
  await window.getByRole('button', { name: /Thread Usage Report/ }).click();
  await expectToast(page, 'Incomplete data in operation. Can not download the report');

  // Delete two selected operations: asked first, then gone; the rest is complete, so green.
  await operationRow(page, 'Hem').getByRole('checkbox').check();
  await operationRow(page, 'Armhole').getByRole('checkbox').check();
  await window.getByRole('button', { name: 'Delete the selected operations' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete operations' });
  await expect(confirmDelete).toContainText(
    'Please confirm: are you sure you want to delete the 2 selected operations?',
  );
  await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Operation deleted successfully');
  await expect(confirmDelete).toBeHidden();
  await expect(operationRow(page, 'Hem')).toHaveCount(0);
  await expect(operationRow(page, 'Armhole')).toHaveCount(0);
  await expect(operationRow(page, 'Side seam')).toBeVisible();
  await expect(window).toHaveAttribute('data-completeness', 'complete');
  await expect(window).toHaveCSS('border-top-color', green);
  await expect(
    window.getByRole('button', { name: 'Delete the selected operations' }),
  ).toBeDisabled();

  // Duplicate a selected operation: a second row of the same description.
  await operationRow(page, 'Side seam').getByRole('checkbox').check();
  await window.getByRole('button', { name: 'Duplicate the selected operations' }).click();
  await expectToast(page, 'Operation Duplicated Successfully');
  await expect(operationRow(page, 'Side seam')).toHaveCount(2);
});
