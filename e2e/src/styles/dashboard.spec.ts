import type { Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test } from '../support/fixtures.js';
import {
  counts,
  createStyle,
  expectRows,
  grid,
  rowNames,
  searchGrid,
  styleRow,
  uniqueTag,
} from '../support/styles-grid.js';

test('the tiles, the chart and the grid show the styles; the grid sorts, filters and pages on the server', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const before = await counts(page, token);
  const category = `Knitwear ${tag}`;
  // Created out of name order, so that the default order (newest first) differs from A to Z.
  const names = [`Dash ${tag} Bravo`, `Dash ${tag} Alpha`, `Dash ${tag} Charlie`];
  await createStyle(page, token, {
    name: names[0]!,
    customer: `Mill ${tag} One`,
    productCategory: category,
  });
  await createStyle(page, token, {
    name: names[1]!,
    customer: `Mill ${tag} Two`,
    productCategory: category,
  });
  await createStyle(page, token, {
    name: names[2]!,
    customer: `Mill ${tag} Two`,
    productCategory: `Wovens ${tag}`,
  });

  // A window wide enough for every column of the grid (a narrower one hides the author first).
  await page.setViewportSize({ width: 1920, height: 1000 });
  await page.goto('/dashboard');
  // The first load of the dashboard asks for several things at once: a machine under load is slow.
  await expect(page.getByTestId('styles-tile-value')).toHaveText(String(before.styles + 3), {
    timeout: 20_000,
  });
  await expect(page.getByTestId('customers-tile-value')).toHaveText(String(before.customers + 2));

  // The legend gives each category's share to one decimal.
  const { body: chart } = await callApi(page, 'GET', '/api/styleProductCategoryChartData', token);
  const items = (chart as { items: { productCategory: string; count: number }[] }).items;
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const share = (count: number) => `${((count / total) * 100).toFixed(1)}%`;
  const chartArea = page.getByTestId('category-chart');
  await expect(chartArea.getByText(`${category} · ${share(2)}`)).toBeVisible();
  await expect(chartArea.getByText(`Wovens ${tag} · ${share(1)}`)).toBeVisible();

  // Newest first by default; filtered by name on the server.
  await searchGrid(page, `Dash ${tag}`);
  await expectRows(page, [names[2], names[1], names[0]]);
  const row = styleRow(page, names[1]!);
  await expect(row).toContainText(`Mill ${tag} Two`);
  await expect(row).toContainText(category);
  await expect(row).toContainText('Heavy');
  await expect(row).toContainText('demo.admin');
  await expect(row).toContainText(/\d{2}-[A-Z][a-z]{2}-\d{4}/);
  // No report printed yet: a dash and its hint.
  await expect(row.getByLabel('Print report to view this value')).toHaveText('–');

  // Sorting by the style name: A to Z, then Z to A.
  const nameHeader = grid(page).getByRole('columnheader', { name: /^Style/ });
  await nameHeader.getByText('Style', { exact: true }).click();
  await expectRows(page, [names[1], names[0], names[2]]);
  await nameHeader.getByText('Style', { exact: true }).click();
  await expectRows(page, [names[2], names[0], names[1]]);

  // More than 25 matching styles: a second page.
  const pageTag = uniqueTag();
  for (let index = 0; index < 26; index += 1) {
    await createStyle(page, token, {
      name: `Page ${pageTag} ${String(index).padStart(2, '0')}`,
      customer: `Mill ${tag} One`,
      productCategory: category,
    });
  }
  await searchGrid(page, `Page ${pageTag}`);
  await expect.poll(async () => (await rowNames(page)).length, { timeout: 15_000 }).toBe(25);
  await expect(grid(page).getByText('1-25 of 26')).toBeVisible();
  await grid(page).getByRole('button', { name: 'Go to next page' }).click();
  await expect.poll(() => rowNames(page), { timeout: 15_000 }).toHaveLength(1);
  await expect(grid(page).getByText('26-26 of 26')).toBeVisible();
});

test('duplicating refuses a name in use, then copies; deleting asks first, then removes', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const original = await createStyle(page, token, {
    name: `Polo ${tag}`,
    customer: `Mill ${tag}`,
    productCategory: `Tops ${tag}`,
  });
  const copyName = `Polo ${tag} copy`;
  await page.goto('/dashboard');
  await searchGrid(page, tag);
  await expectRows(page, [original.name]);
  const before = await counts(page, token);

  await styleRow(page, original.name).getByRole('button', { name: 'Duplicate' }).click();
  const popup = page.getByRole('dialog', { name: 'Duplicate style' });
  const nameField = popup.getByRole('textbox', { name: 'New style name' });
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Please Enter a Style Name!');
  await nameField.fill(original.name.toUpperCase());
  await expect(popup.getByText('Style with the given name already exist!')).toBeVisible();
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Style with the given name already exist!');
  await expect(popup).toBeVisible();

  await nameField.fill(copyName);
  await expect(popup.getByText('Style with the given name already exist!')).toBeHidden();
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Data Cloned Successfully');
  await expect(popup).toBeHidden();
  await expectRows(page, [copyName, original.name]);
  await expect(page.getByTestId('styles-tile-value')).toHaveText(String(before.styles + 1));

  // Delete asks first; cancelling keeps the style.
  await styleRow(page, copyName).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete style' });
  await expect(confirm).toContainText(
    `Please confirm: are you sure you want to delete ${copyName}?`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(styleRow(page, copyName)).toBeVisible();

  await styleRow(page, copyName).getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Style deleted successfully');
  await expectRows(page, [original.name]);
  await expect(page.getByTestId('styles-tile-value')).toHaveText(String(before.styles));
});

/** Signed in as the demo administrator, a new style of a unique name for the header search. */
async function styleToSearchFor(page: Page, name: (tag: string) => string) {
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const style = await createStyle(page, token, {
    name: name(tag),
    customer: `Mill ${tag}`,
    productCategory: `Outerwear ${tag}`,
  });
  return { tag, style };
}

test(
  'the header search takes a click and typing the moment it shows, while the page is still busy',
  { tag: '@presentation' },
  async ({ page }) => {
    const { tag, style } = await styleToSearchFor(page, (tag) => `Anorak ${tag} Spring`);
    // A slow computer: the search box first shows as a plain field, then becomes the search.
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/dashboard', { waitUntil: 'commit' });

    const search = page.getByRole('combobox', { name: 'Search styles' });
    await search.click();
    await page.keyboard.type(`${tag} spr`);
    const panel = page.getByRole('listbox');
    await expect(panel.getByRole('option')).toHaveText([style.name], { timeout: 20_000 });
    await expect(search).toHaveValue(`${tag} spr`);
  },
);

test('the header search finds a style by part of its name and opens it; nonsense finds nothing', async ({
  page,
}) => {
  const { tag, style } = await styleToSearchFor(page, (tag) => `Parka ${tag} Winter`);
  await page.goto('/dashboard');

  const search = page.getByRole('combobox', { name: 'Search styles' });
  await search.click();
  const panel = page.getByRole('listbox');
  await expect(panel.getByText('Latest styles')).toBeVisible();
  // The newest style is among the latest ones.
  await expect(panel.getByRole('option', { name: style.name, exact: true })).toBeVisible();

  await search.fill(`${tag} win`);
  await expect(panel.getByText('Matching styles')).toBeVisible();
  await expect(panel.getByRole('option')).toHaveText([style.name]);
  await panel.getByRole('option', { name: style.name }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard\\?style=${style.id}$`));

  // Back on the dashboard without the style window.
  await page.goto('/dashboard');
  await search.click();
  await search.fill(`nothing-${tag}-at-all`);
  // The toast, and the panel saying the same (before the toast is closed, which moves the focus).
  await expect(page.locator('.MuiAutocomplete-popper').getByText('No style found')).toBeVisible({
    timeout: 15_000,
  });
  await expectToast(page, 'No style found');
});

test('a report of a style without operations is refused with the server message; the format is remembered', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const style = await createStyle(page, token, {
    name: `Tee ${tag}`,
    customer: `Mill ${tag}`,
    productCategory: `Tops ${tag}`,
  });
  await page.goto('/dashboard');
  await searchGrid(page, tag);
  await expectRows(page, [style.name]);

  const format = grid(page).getByRole('combobox', { name: 'Report format' });
  await expect(format).toHaveText('PDF');
  await format.click();
  await page.getByRole('option', { name: 'CSV' }).click();
  await expect(format).toHaveText('CSV');

  await styleRow(page, style.name).getByRole('button', { name: 'Thread usage report' }).click();
  await expectToast(page, 'Incomplete data in operation. Can not download the report');

  await page.reload();
  await expect(grid(page).getByRole('combobox', { name: 'Report format' })).toHaveText('CSV');
});
