import type { Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test } from '../support/fixtures.js';

type Configuration = {
  seamLengthUnit: { defaultItem: { value: number } };
  packageUnit: { defaultItem: { value: string } };
  currencyUnit: { defaultItem: { value: string } };
  tktTex: { defaultItem: { value: string } };
  defaultAllowance: number;
};

const readConfiguration = async (page: Page, token: string) =>
  (await callApi(page, 'GET', '/api/systemConfiguration', token)).body as Configuration;

const unitsOf = (configuration: Configuration) => ({
  seamLengthUnit: configuration.seamLengthUnit.defaultItem.value,
  packageUnit: configuration.packageUnit.defaultItem.value,
  currencyUnit: configuration.currencyUnit.defaultItem.value,
  tktTexUnit: configuration.tktTex.defaultItem.value,
  defaultAllowance: configuration.defaultAllowance,
});

/** The units accordion of /systemConfiguration. */
const unitsPanel = (page: Page) => page.getByRole('region', { name: /^System configuration/ });

test('the seam length unit set to Imperial is on the configuration screen after a reload', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const before = unitsOf(await readConfiguration(page, token));
  try {
    await page.goto('/systemConfiguration');
    await expect(page).toHaveTitle('System Configuration - Spool');
    const panel = unitsPanel(page);
    const seamLength = panel.getByRole('combobox', { name: 'Seam length unit' });
    await expect(seamLength).toHaveText('Metric', { timeout: 15_000 });
    const update = panel.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();

    await seamLength.click();
    await page.getByRole('option', { name: 'Imperial' }).click();
    await expect(update).toBeEnabled();
    await update.click();
    await expectToast(page, 'Data Saved Successfully');
    await expect(update).toBeDisabled();
    expect((await readConfiguration(page, token)).seamLengthUnit.defaultItem.value).toBe(1);

    await page.reload();
    await expect(unitsPanel(page).getByRole('combobox', { name: 'Seam length unit' })).toHaveText(
      'Imperial',
    );

    // Back to Metric, from the screen, so that other specs find the demo tenant as it was.
    await unitsPanel(page).getByRole('combobox', { name: 'Seam length unit' }).click();
    await page.getByRole('option', { name: 'Metric' }).click();
    await unitsPanel(page).getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Data Saved Successfully');
    expect((await readConfiguration(page, token)).seamLengthUnit.defaultItem.value).toBe(0);
  } finally {
    await callApi(page, 'POST', '/api/updateSystemConfiguration', token, before);
  }
});

test('the other units and the allowance slider (0 to 50 %, shown as %) are saved together', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const before = unitsOf(await readConfiguration(page, token));
  try {
    await page.goto('/systemConfiguration');
    const panel = unitsPanel(page);
    await panel.getByRole('combobox', { name: 'Package unit' }).click();
    await page.getByRole('option', { name: 'Yards' }).click();
    await panel.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: /^BDT/ }).click();
    await panel.getByRole('combobox', { name: 'Ticket / Tex' }).click();
    await page.getByRole('option', { name: 'Tex' }).click();

    const slider = panel.getByRole('slider', { name: 'Default allowance' });
    await slider.focus();
    await page.keyboard.press('End');
    await expect(panel.getByTestId('default-allowance-value')).toHaveText('50%');
    await page.keyboard.press('ArrowLeft');
    await expect(panel.getByTestId('default-allowance-value')).toHaveText('49%');

    await panel.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Data Saved Successfully');
    expect(unitsOf(await readConfiguration(page, token))).toEqual({
      seamLengthUnit: before.seamLengthUnit,
      packageUnit: 'yd',
      currencyUnit: 'BDT',
      tktTexUnit: 'Tex',
      defaultAllowance: 49,
    });

    await page.reload();
    await expect(unitsPanel(page).getByTestId('default-allowance-value')).toHaveText('49%');
    await expect(unitsPanel(page).getByRole('combobox', { name: 'Package unit' })).toHaveText(
      'Yards',
    );
  } finally {
    await callApi(page, 'POST', '/api/updateSystemConfiguration', token, before);
  }
});

test('the host, which has no tenant settings, has no System Configuration entry and is told why at its address', async ({
  page,
}) => {
  const token = await signInForToken(page, 'admin');
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await expect(page.getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'System Configuration' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/systemConfiguration');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectToast(
    page,
    'System configuration belongs to a tenant: sign in to a tenant to change its settings.',
  );
  await expect(page.getByText('Error Reading Data')).toHaveCount(0);
  // The server refuses the host too, with a clear answer rather than an error.
  const answer = await callApi(page, 'GET', '/api/systemConfiguration', token);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
});
