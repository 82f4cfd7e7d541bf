import { defaultStitchSetting } from '@spool/domain';
import { expect, callApi, signInForToken, test } from '../support/fixtures.js';
import { sideSeamRow, styleSheetColumns } from '../support/style-sheet.js';

test('the account menu’s Notifications lists the organisation’s imports and tension setting changes, newest first', async ({
  page,
  browser,
}) => {
  const adminPage = await (await browser.newContext()).newPage();
  const adminToken = await signInForToken(adminPage, 'demo.admin');
  const suffix = Date.now() % 100_000;
  const imported = await callApi(adminPage, 'POST', '/api/import', adminToken, {
    importType: 1,
    name: 'notify.xlsx',
    rows: [[...styleSheetColumns], sideSeamRow(`Notify ${suffix}`)],
    seamLengthUnit: 0,
    tktTexVal: 'Tkt',
  });
  expect((imported.body as { error: boolean }).error).toBe(false);
  const setting = await callApi(adminPage, 'POST', '/api/createCustomSetting', adminToken, {
    name: `Denim ${suffix}`,
  });
  expect(setting.status).toBe(200);
  const settingId = (setting.body as { id: number }).id;
  const values = defaultStitchSetting('401');
  const changed = await callApi(adminPage, 'PUT', '/api/updateStitchType', adminToken, {
    settingId,
    code: '401',
    defaultcm0: values.needle + 2,
    defaultcm1: values.under,
    defaultcm2: values.top,
    defaultBight: values.bightMm,
    defaultwaste: values.wastePercent,
  });
  expect(changed.status).toBe(200);

  // A planner of the same organisation reads them from the account menu.
  await signInForToken(page, 'demo.planner');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle('Notifications - Spool');
  const items = page.getByTestId('notification');
  await expect(items.nth(0)).toContainText(
    `demo.admin changed the tension setting “Denim ${suffix}” of stitch type code/s 401.`,
  );
  await expect(items.nth(1)).toContainText(
    'demo.admin imported a style sheet. Operations saved: 1.',
  );
  // When, in the reader's language.
  await expect(items.nth(0)).toContainText(String(new Date().getFullYear()));

  // A deep link and a reload land on the same page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(items.nth(0)).toContainText(`Denim ${suffix}`);
});
