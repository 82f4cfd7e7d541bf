import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, signIn, test, unique } from '../support/fixtures.js';

function panel(page: Page): Locator {
  return page.getByRole('region', { name: /^Custom settings/ });
}

function settingRow(page: Page, name: string): Locator {
  return panel(page).getByRole('row', { name, exact: true });
}

async function openSystemConfiguration(page: Page): Promise<void> {
  await signIn(page, 'demo.admin');
  await page.goto('/systemConfiguration');
  await expect(page).toHaveTitle('System Configuration - Spool');
  await expect(settingRow(page, 'Default')).toBeVisible();
}

/** Adds a setting by its name through the Add New dialog, optionally as the caller's default. */
async function addSetting(page: Page, name: string, asDefault = false): Promise<void> {
  await panel(page).getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add custom setting' });
  await add.getByRole('textbox', { name: 'Setting name' }).fill(name);
  if (asDefault) await add.getByRole('checkbox', { name: 'Set as my default' }).check();
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting Created Successfully');
}

test('a tenant administrator creates, clones, edits the stitch data of and deletes a custom setting', async ({
  page,
}) => {
  await openSystemConfiguration(page);
  const name = unique('Knits');
  const cloneName = `${name} - Copy`;

  // The built-in Default can be neither cloned nor deleted.
  await settingRow(page, 'Default').getByRole('button', { name: 'Clone' }).click();
  await expectToast(page, 'Default setting can not be cloned');
  await settingRow(page, 'Default').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Default setting can not be deleted');

  // Add New: a name, Tex and an allowance of 15 %.
  await panel(page).getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add custom setting' });
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Enter setting name');
  await add.getByRole('textbox', { name: 'Setting name' }).fill(name);
  await add.getByRole('button', { name: 'Tex' }).click();
  await add.getByRole('slider').focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('ArrowRight');
  await expect(add.getByText('15 %')).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting Created Successfully');
  await expect(add).toBeHidden();
  const created = settingRow(page, name);
  await expect(created).toContainText('Tex');
  await expect(created).toContainText('15');
  await expect(created).toContainText('demo.admin');

  // A name already taken, whatever its case, is refused.
  await panel(page).getByRole('button', { name: 'Add New' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Add custom setting' });
  await duplicate.getByRole('textbox', { name: 'Setting name' }).fill(name.toUpperCase());
  await expect(duplicate.getByText('Either duplicate or extended setting name')).toBeVisible();
  await duplicate.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Either duplicate or extended setting name');
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  await expect(duplicate).toBeHidden();

  // Clone: the name is suggested with " - Copy".
  await created.getByRole('button', { name: 'Clone' }).click();
  const clone = page.getByRole('dialog', { name: 'Clone custom setting' });
  await expect(clone.getByRole('textbox', { name: 'Setting name' })).toHaveValue(cloneName);
  await clone.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting Created Successfully');
  await expect(settingRow(page, cloneName)).toBeVisible();

  // Edit: the side panel lists every stitch type; change 301's needle value.
  await created.getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: `Stitch data: ${name}` });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Find a stitch type' }).fill('301');
  // The search applies after a short pause and redraws the rows: edit once it has (401 gone),
  // or the redraw would reset the row being edited.
  await expect(drawer.getByRole('row', { name: '401', exact: true })).toHaveCount(0);
  const lockstitch = drawer.getByRole('row', { name: '301', exact: true });
  // At its reference condition a stitch takes needle + under: the Default's 12 + 13.
  await expect(lockstitch.getByTestId('stitch-consumption')).toHaveText('25');
  await lockstitch.getByRole('button', { name: 'Edit' }).click();
  // Scrolled to the row's last column while it is edited, its code and name stay in view
  // (the default 1280 px is narrower than the row), not covered by the cells beside them.
  await drawer
    .locator('.MuiTableContainer-root')
    .evaluate((container) => (container.scrollLeft = container.scrollWidth));
  const codeCell = lockstitch.locator('td').first();
  await expect(codeCell).toContainText('301Lockstitch');
  expect(
    await codeCell.evaluate((cell) => {
      const box = cell.getBoundingClientRect();
      const container = cell.closest('.MuiTableContainer-root')?.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + 20, box.top + box.height / 2);
      return container !== undefined && box.left >= container.left && cell.contains(onTop);
    }),
  ).toBe(true);
  const needle = drawer.getByRole('spinbutton', { name: 'Needle 301' });
  await needle.fill('26');
  await drawer.getByRole('button', { name: 'Save' }).last().click();
  await expectToast(page, 'Stitch Data Updated Successfully');
  // 26 + 13 cm per 10 cm at the reference condition.
  await expect(lockstitch.getByTestId('stitch-consumption')).toHaveText('39');
  await expect(lockstitch).toContainText('demo.admin');
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(drawer).toBeHidden();
  await expect(created).toContainText('demo.admin');

  // The clone kept the values it was made with.
  await settingRow(page, cloneName).getByRole('button', { name: 'Edit' }).click();
  const cloneDrawer = page.getByRole('dialog', { name: `Stitch data: ${cloneName}` });
  await cloneDrawer.getByRole('textbox', { name: 'Find a stitch type' }).fill('301');
  await expect(
    cloneDrawer.getByRole('row', { name: '301', exact: true }).getByTestId('stitch-consumption'),
  ).toHaveText('25');
  await cloneDrawer.getByRole('button', { name: 'Close' }).first().click();

  // Delete the clone, after confirming.
  await settingRow(page, cloneName).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete custom setting' });
  await expect(confirm).toContainText(
    `Please confirm: are you sure you want to delete ${cloneName}?`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Setting Deleted Successfully');
  await expect(settingRow(page, cloneName)).toHaveCount(0);
  await expect(settingRow(page, name)).toBeVisible();
});

test('a setting chosen as the administrator’s default cannot be deleted', async ({ page }) => {
  await openSystemConfiguration(page);
  const name = unique('Mine');
  await addSetting(page, name, true);
  await expect(settingRow(page, name)).toContainText('My default');

  await settingRow(page, name).getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete custom setting' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, "Setting is already used in a style or chosen as the user's default");
  await expect(settingRow(page, name)).toBeVisible();

  // Choosing the Default again frees it.
  await settingRow(page, 'Default').getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: 'Stitch data: Default' });
  await expect(drawer.getByText('cannot be edited')).toBeVisible();
  await drawer.getByRole('checkbox', { name: 'Set as my default' }).check();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Setting Updated Successfully');
  await drawer.getByRole('button', { name: 'Close' }).first().click();
  await expect(settingRow(page, 'Default')).toContainText('My default');
  await expect(settingRow(page, name)).not.toContainText('My default');
});

test('turning custom settings off makes the grid read-only until they are turned on again', async ({
  page,
}) => {
  await openSystemConfiguration(page);
  // The switch's label says the state it is in.
  const enabled = panel(page).getByRole('switch', { name: 'Custom settings enabled' });
  const disabled = panel(page).getByRole('switch', { name: 'Custom settings disabled' });
  await expect(enabled).toBeChecked();
  await expect(disabled).toHaveCount(0);
  await enabled.click();
  await expectToast(page, 'Custom Setting Configuration Updated');
  await expect(disabled).not.toBeChecked();
  await expect(enabled).toHaveCount(0);
  await expect(panel(page).getByText('Custom settings are turned off')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Add New' })).toHaveCount(0);
  await expect(settingRow(page, 'Default').getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.reload();
  await expect(disabled).not.toBeChecked();
  await disabled.click();
  await expectToast(page, 'Custom Setting Configuration Updated');
  await expect(enabled).toBeChecked();
  await expect(panel(page).getByRole('button', { name: 'Add New' })).toBeVisible();
});

/** Opens the stitch data of a new setting, filtered to one stitch type; answers the drawer and row. */
async function openStitch(page: Page, code: string) {
  await openSystemConfiguration(page);
  const name = unique('Checked');
  await addSetting(page, name);
  await settingRow(page, name).getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: `Stitch data: ${name}` });
  await drawer.getByRole('textbox', { name: 'Find a stitch type' }).fill(code);
  // The search applies after a short pause and redraws the rows: use the row once it has.
  await expect(drawer.getByRole('row', { name: '101', exact: true })).toHaveCount(0);
  const row = drawer.getByRole('row', { name: code, exact: true });
  await expect(row).toBeVisible();
  return { drawer, row };
}

test('stitch values are checked in the drawer, field by field, before anything is sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/updateStitchType')) sent.push(request.method());
  });
  const { drawer, row } = await openStitch(page, '301');
  await row.getByRole('button', { name: 'Edit' }).click();
  const field = (label: string) => drawer.getByRole('spinbutton', { name: `${label} 301` });
  await field('Needle').fill('1.5');
  await field('Under').fill('');
  await field('Waste %').fill('1000');
  await row.getByRole('button', { name: 'Save' }).click();

  // Each wrong field is marked with its own message; the right one is not.
  for (const [label, message] of [
    ['Needle', 'Please enter correct needle value'],
    ['Under', 'Please enter correct under value'],
    ['Waste %', 'Please enter correct waste value'],
  ] as const) {
    await expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(label)).toHaveAccessibleDescription(message);
  }
  await expect(field('Needle')).toBeVisible();
  await expect(row.getByText('Please enter correct', { exact: false })).toHaveCount(3);

  // Typing a field again clears its mark only.
  await field('Needle').fill('20');
  await expect(field('Needle')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field('Under')).toHaveAttribute('aria-invalid', 'true');
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByText('Please enter correct', { exact: false })).toHaveCount(2);
  expect(sent).toEqual([]);

  await field('Under').fill('13');
  await field('Waste %').fill('12.5');
  await row.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Stitch Data Updated Successfully');
  await expect(row.getByTestId('stitch-consumption')).toHaveText('33');
  expect(sent).toEqual(['PUT']);
});

test(
  'the stitch drawer shows whole stitch names and both icons of the row being edited',
  { tag: '@presentation' },
  async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { row } = await openStitch(page, '317');
    const name = row.locator('.MuiTypography-caption');
    await expect(name).toContainText('Class 300 lockstitch variant with bight');
    const nameCell = row.getByRole('cell').first();
    // The name wraps inside its cell: nothing is cut off at its end.
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const [nameBox, nameCellBox] = [await name.boundingBox(), await nameCell.boundingBox()];
    expect(
      nameBox && nameCellBox && nameBox.x + nameBox.width <= nameCellBox.x + nameCellBox.width,
    ).toBe(true);

    await row.getByRole('button', { name: 'Edit' }).click();
    const actions = row.getByRole('cell').last();
    const actionsBox = await actions.boundingBox();
    for (const icon of ['Cancel', 'Save']) {
      const box = await row.getByRole('button', { name: icon }).boundingBox();
      expect(box && actionsBox, icon).toBeTruthy();
      if (!box || !actionsBox) continue;
      expect(box.x, icon).toBeGreaterThanOrEqual(actionsBox.x);
      expect(box.x + box.width, icon).toBeLessThanOrEqual(actionsBox.x + actionsBox.width);
    }
  },
);
