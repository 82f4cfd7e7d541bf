import type { Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test, unique } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { withQuery } from '../support/style-data.js';

/** The tenant's first thread: brand, ticket/tex and package size ids. */
async function firstThread(page: Page, token: string) {
  const brands = await callApi(page, 'GET', '/api/getBrandsOrderByMostFrequentlyUsed', token);
  const brand = (brands.body as { id: number }[])[0];
  if (!brand) throw new Error('the demo tenant has no brand');
  const tickets = await callApi(
    page,
    'GET',
    withQuery('/api/getTickeTexsByBrandId', { BrandId: brand.id }),
    token,
  );
  const ticket = (tickets.body as { id: number }[])[0];
  if (!ticket) throw new Error('the brand has no ticket');
  const sizes = await callApi(
    page,
    'GET',
    withQuery('/api/getPacakageSizesByTicketTexID', { tktTexId: ticket.id }),
    token,
  );
  const size = (sizes.body as { id: number }[])[0];
  if (!size) throw new Error('the ticket has no package size');
  return { brandId: brand.id, ticketTexId: ticket.id, packageSizeId: size.id };
}

/**
 * Unravel tests of 401 worked out by hand from its published thread path (needle 1 + 2TS,
 * looper 3) for a seam whose true values are needle 16 and under 44 cm per 10 cm at 7
 * stitches per cm and 1 mm (CONSUMPTION.md sections 2 and 7).
 */
const samples = [
  { seam: '20', rate: '21', thickness: '1', needle: '32', under: '88' },
  { seam: '30', rate: '12', thickness: '2', needle: '52', under: '132' },
  { seam: '30', rate: '15', thickness: '1.5', needle: '50', under: '132' },
];

test('an administrator calibrates 401 from three unravel tests, applies the fit, and a printed style using the setting is flagged until its report is printed again', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');

  // A custom setting, and a style that uses it with a 401 seam whose report was printed.
  const settingName = unique('Unravel');
  const setting = await callApi(page, 'POST', '/api/createCustomSetting', token, {
    name: settingName,
  });
  expect(setting.status).toBe(200);
  const settingId = (setting.body as { id: number }).id;
  const styleName = unique('Jeans');
  const style = await callApi(page, 'POST', '/api/style', token, {
    name: styleName,
    quantity: 500,
    numberOfProductionLines: 1,
    weightType: 3,
    customer: { name: 'Denim Works' },
    productCategory: { name: 'Bottoms' },
    productType: { name: 'Jeans' },
    customSettingId: settingId,
  });
  expect(style.status).toBe(201);
  const styleId = (style.body as { id: number }).id;
  const thread = await firstThread(page, token);
  const saved = await callApi(page, 'POST', '/api/saveOperation', token, {
    styleId,
    group: 1,
    isOnTeam: false,
    description: 'Inseam',
    stitchTypeCode: '401',
    seamLength: 80,
    quantity: 1,
    bight: null,
    rate: 11,
    machines: 1,
    seamThikness: 2,
    seamLengthUnit: 0,
    styleOperations: ['Needle thread', 'Looper thread'].map((needleName) => ({
      needleName,
      ...thread,
      shade: 'Indigo',
    })),
  });
  expect(saved).toEqual({ status: 200, body: true });
  // Its report is printed once (the CSV), before the setting changes.
  const printed = await page.request.get(`/api/report/singleGarment/${styleId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(printed.status()).toBe(200);
  const unflagged = await callApi(
    page,
    'GET',
    withQuery('/api/report/tensionSettingsChanged', { styleId }),
    token,
  );
  expect(unflagged.body).toEqual({ isTensionSettingsChanged: false, stitchTypeCodes: [] });

  // The setting's stitch data: 401 and its calibration.
  await page.goto('/systemConfiguration');
  const panel = page.getByRole('region', { name: /^Custom settings/ });
  const settingRow = panel.getByRole('row', { name: settingName, exact: true });
  await expectLoaded(settingRow).toBeVisible();
  await settingRow.getByRole('button', { name: 'Edit' }).click();
  const drawer = page.getByRole('dialog', { name: `Stitch data: ${settingName}` });
  await drawer.getByRole('textbox', { name: 'Find a stitch type' }).fill('401');
  await expect(drawer.getByRole('row', { name: '301', exact: true })).toHaveCount(0);
  const chainstitch = drawer.getByRole('row', { name: '401', exact: true });
  await expect(chainstitch.getByTestId('stitch-consumption')).toHaveText('55');
  await chainstitch.getByRole('button', { name: 'Calibrate 401 from unravel tests' }).click();

  const dialog = page.getByRole('dialog', {
    name: `Measured calibration: 401 in ${settingName}`,
  });
  await expectLoaded(dialog.getByText('No sample yet.')).toBeVisible();
  await expect(dialog.getByText('Add samples to get a proposal.')).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Add sample' });
  // The form starts at the reference condition: 21 stitches per 3 cm, 1 mm.
  await expect(form.getByRole('textbox', { name: 'Stitches per 3 cm' })).toHaveValue('21');
  await expect(form.getByRole('textbox', { name: 'Seam thickness (mm)' })).toHaveValue('1');

  // A sample without its thread is refused, naming what is missing.
  await form.getByRole('textbox', { name: 'Seam sewn (cm)' }).fill('20');
  await form.getByRole('button', { name: 'Add sample' }).click();
  await expect(
    form.getByRole('textbox', { name: 'Needle thread (cm)' }),
  ).toHaveAccessibleDescription('This field is required.');
  await expect(dialog.getByText('No sample yet.')).toBeVisible();

  for (const sample of samples) {
    await form.getByRole('textbox', { name: 'Seam sewn (cm)' }).fill(sample.seam);
    await form.getByRole('textbox', { name: 'Stitches per 3 cm' }).fill(sample.rate);
    await form.getByRole('textbox', { name: 'Seam thickness (mm)' }).fill(sample.thickness);
    await form.getByRole('textbox', { name: 'Needle thread (cm)' }).fill(sample.needle);
    await form.getByRole('textbox', { name: 'Under thread (cm)' }).fill(sample.under);
    await form.getByRole('button', { name: 'Add sample' }).click();
    await expectToast(page, 'Sample added');
  }

  const table = dialog.getByRole('table', { name: 'Samples' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  const first = table.getByRole('row', { name: '1', exact: true });
  await expect(first).toContainText('demo.admin');
  // The Default's 14 and 41 predict 28 of 32 cm and 82 of 88 cm: -12.5 % and -6.8 %.
  await expect(first.getByTestId('error-before')).toHaveText('Needle -12.5%Under -6.8%');
  await expect(first.getByTestId('error-after')).toHaveText('Needle 0.0%Under 0.0%');

  // The proposal and its fit error: RMS of the six errors before, none after.
  const proposal = dialog.getByRole('table', { name: 'Proposal' });
  await expect(proposal.getByTestId('proposed-needle')).toHaveText('16');
  await expect(proposal.getByTestId('proposed-under')).toHaveText('44');
  await expect(dialog.getByTestId('fit-error')).toHaveText(
    'Fit error: 10.1% now, 0.0% with the proposal',
  );

  await dialog.getByRole('button', { name: 'Apply proposal' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply the proposal?' });
  await expect(confirm).toContainText(`401 in ${settingName} becomes needle 16, under 44, top 0.`);
  await confirm.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectToast(page, 'Stitch Data Updated Successfully');
  await expect(dialog.getByText('The proposal equals the current values.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(chainstitch.getByTestId('stitch-consumption')).toHaveText('60');
  await expect(chainstitch).toContainText('demo.admin');

  // The style using the setting is flagged, naming 401, until its report is printed again.
  await page.goto(`/dashboard?style=${styleId}`);
  const window = page.locator('[role="dialog"][aria-labelledby="style-window-title"]');
  const notice = window.getByTestId('tension-notice');
  await expectLoaded(notice).toContainText(
    'The tension setting of Stitch type code/s have been changed',
  );
  await expect(notice).toContainText('Stitch types: 401.');
  await window.getByRole('button', { name: 'CSV' }).click();
  const download = page.waitForEvent('download');
  await window.getByRole('button', { name: 'Single Garment Consumption' }).click();
  expect((await download).suggestedFilename()).toBe('SingleGarmentReport.csv');
  await expect(notice).toBeHidden();
  await page.reload();
  await expectLoaded(window.getByRole('heading', { name: styleName })).toBeVisible();
  await expect(window.getByTestId('tension-notice')).toHaveCount(0);
});
