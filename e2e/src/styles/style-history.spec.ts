import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, signIn, signInForToken, test, unique } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { operationRow, styleWindow } from '../support/style-window.js';

function historyDrawer(page: Page): Locator {
  return page.getByRole('dialog', { name: 'History', exact: true });
}

/** The drawer's entry whose title is `title`. */
function entry(page: Page, title: string): Locator {
  return historyDrawer(page)
    .getByTestId('history-entry')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/** A field of an entry, as "label value" or "label before → after". */
function field(of: Locator, label: string): Locator {
  return of
    .getByTestId('history-field')
    .filter({ has: of.page().getByText(label, { exact: true }) });
}

test('a planner sees who changed the style and its operations, before and after, and the report printed', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const style = await createStyleByApi(page, token, unique('History chino'));
  await addOperationByApi(page, token, style.id, 1, 'Join side seam', true);

  await page.goto(`/dashboard?style=${style.id}`);
  const window = styleWindow(page);
  await expectLoaded(window.getByRole('heading', { name: style.name })).toBeVisible();

  // The style's garments, edited and saved in the window.
  await window.getByRole('textbox', { name: 'Number of garments' }).fill('1500');
  await window.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Data saved successfully');

  // The operation's seam length, edited in its dialog.
  await operationRow(page, 'Join side seam').getByRole('checkbox').check();
  await window.getByRole('button', { name: 'Edit the selected operations' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit operation' });
  const seamLength = edit.getByRole('spinbutton', { name: 'Seam length (cm)' });
  await expectLoaded(seamLength).toHaveValue('50');
  await seamLength.fill('62.5');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Operation Saved Successfully');
  await expect(edit).toBeHidden();

  // The Single Garment report, printed as CSV.
  await window.getByRole('button', { name: 'CSV' }).click();
  const download = page.waitForEvent('download');
  await window.getByRole('button', { name: 'Single Garment Consumption' }).click();
  await download;

  await window.getByRole('button', { name: 'History' }).click();
  const drawer = historyDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(style.name);
  const entries = drawer.getByTestId('history-entry');
  await expectLoaded(entries).toHaveCount(5);
  // Newest first.
  await expect(entries.nth(0)).toContainText(
    'Downloaded the Single Garment Consumption report (CSV)',
  );
  await expect(entries.nth(1)).toContainText('Edited operation “Join side seam”');
  await expect(entries.nth(2)).toContainText('Edited the style');
  await expect(entries.nth(3)).toContainText('Added operation “Join side seam”');
  await expect(entries.nth(4)).toContainText('Created the style');
  for (const index of [0, 1, 2, 3, 4]) await expect(entries.nth(index)).toContainText('demo.admin');

  // Only what changed, before → after, under its name.
  const operationEdit = entry(page, 'Edited operation “Join side seam”');
  await expect(operationEdit.getByTestId('history-field')).toHaveCount(1);
  await expect(field(operationEdit, 'Seam length (cm)')).toHaveText('Seam length (cm)50 → 62.5');
  const styleEdit = entry(page, 'Edited the style');
  await expect(styleEdit.getByTestId('history-field')).toHaveCount(1);
  await expect(field(styleEdit, 'Garments')).toHaveText('Garments1,200 → 1,500');
  // The added operation's values wait for a click; its threads show by their names.
  const added = entry(page, 'Added operation “Join side seam”');
  await expect(added.getByTestId('history-field')).toHaveCount(0);
  await added.getByRole('button', { name: 'Show the values' }).click();
  await expect(field(added, 'Thread 1')).toContainText(/· Tkt \d+ · \d+ m/);
  await expect(field(added, 'Seam length (cm)')).toHaveText('Seam length (cm)50');

  await drawer.getByRole('button', { name: 'Close the history' }).click();
  await expect(drawer).toBeHidden();
  await expect(window).toBeVisible();
});

test('a tenant administrator sees the history of a custom setting on its screen', async ({
  page,
}) => {
  await signIn(page, 'demo.admin');
  await page.goto('/systemConfiguration');
  const panel = page.getByRole('region', { name: /^Custom settings/ });
  await expectLoaded(panel.getByRole('row', { name: 'Default', exact: true })).toBeVisible();
  const name = unique('Knits');
  await panel.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add custom setting' });
  await add.getByRole('textbox', { name: 'Setting name' }).fill(name);
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting Created Successfully');

  await panel.getByRole('row', { name, exact: true }).getByRole('button', { name: 'Edit' }).click();
  const stitches = page.getByRole('dialog', { name: `Stitch data: ${name}` });
  await stitches.getByRole('textbox', { name: 'Find a stitch type' }).fill('301');
  await expect(stitches.getByRole('row', { name: '401', exact: true })).toHaveCount(0);
  const lockstitch = stitches.getByRole('row', { name: '301', exact: true });
  await lockstitch.getByRole('button', { name: 'Edit' }).click();
  await stitches.getByRole('spinbutton', { name: 'Needle 301' }).fill('26');
  await stitches.getByRole('button', { name: 'Save' }).last().click();
  await expectToast(page, 'Stitch Data Updated Successfully');

  await stitches.getByRole('button', { name: 'History' }).click();
  const drawer = historyDrawer(page);
  const entries = drawer.getByTestId('history-entry');
  await expectLoaded(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Changed the values of stitch type 301');
  await expect(field(entries.nth(0), 'Needle')).toHaveText('Needle12 → 26');
  await expect(entries.nth(1)).toContainText(`Created the setting “${name}”`);
  await entries.nth(1).getByRole('button', { name: 'Show the values' }).click();
  await expect(field(entries.nth(1), 'Allowance (%)')).toHaveText('Allowance (%)10');
  await drawer.getByRole('button', { name: 'Close the history' }).click();
  await expect(drawer).toBeHidden();
  await expect(stitches).toBeVisible();
});
