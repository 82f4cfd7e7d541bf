import { expect, callApi, signInForToken, test } from '../support/fixtures.js';
import { sideSeamRow, styleSheetColumns } from '../support/style-sheet.js';

const header = [...styleSheetColumns];

test('the tenant administrator sees this week’s imports and report downloads on the system configuration screen', async ({
  page,
  browser,
}) => {
  const adminToken = await signInForToken(page, 'demo.admin');
  await page.goto('/systemConfiguration');
  const panel = page.getByRole('region', { name: 'Usage' });
  await expect(panel).toBeVisible();
  const before = (await panel.getByText(/^This week:/).textContent()) ?? '';
  const count = (label: string, text: string) =>
    Number(new RegExp(`${label} (\\d+)`).exec(text)?.[1] ?? Number.NaN);

  const name = `Usage ${Date.now() % 100_000}`;
  const imported = await callApi(page, 'POST', '/api/import', adminToken, {
    importType: 1,
    name: 'usage.xlsx',
    rows: [header, sideSeamRow(name)],
    seamLengthUnit: 0,
    tktTexVal: 'Tkt',
  });
  expect((imported.body as { error: boolean }).error).toBe(false);
  const grid = await callApi(
    page,
    'GET',
    `/api/styleGrid?Filter=${encodeURIComponent(name)}`,
    adminToken,
  );
  const id = (grid.body as { items: { id: number }[] }).items[0]?.id;
  const report = await page.request.get(`/api/report/singleGarment/${id}?format=csv`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(report.status()).toBe(200);

  await page.reload();
  const after = (await panel.getByText(/^This week:/).textContent()) ?? '';
  expect(count('imports', after)).toBe(count('imports', before) + 1);
  expect(count('report downloads', after)).toBe(count('report downloads', before) + 1);
  await expect(
    panel.getByRole('img', { name: 'Imports and report downloads per week' }),
  ).toBeVisible();

  // A planner of the same tenant may not read it.
  const planner = await (await browser.newContext()).newPage();
  const plannerToken = await signInForToken(planner, 'demo.planner');
  expect((await callApi(planner, 'GET', '/api/usage/weekly', plannerToken)).status).toBe(403);
});
