import type { Locator, Page } from '@playwright/test';
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
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { operationRow, styleWindow } from '../support/style-window.js';

/**
 * The styles grid over all the tenant's styles: filters from the column menu, the
 * dashboard after a delete, grouping by a dragged header and selecting several rows.
 */

/** `count` styles named `<prefix> 01`... of one customer (heavy unless told). */
async function createStyles(
  page: Page,
  token: string,
  count: number,
  style: { prefix: string; customer: string; productCategory: string; weightType?: number },
): Promise<string[]> {
  const names: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `${style.prefix} ${String(index).padStart(2, '0')}`;
    await createStyle(page, token, { ...style, name });
    names.push(name);
  }
  return names;
}

/** The grid's pagination caption: "1-25 of 27". */
const pageCaption = (page: Page, text: string) => grid(page).getByText(text, { exact: true });

async function openColumnMenu(page: Page, column: string): Promise<void> {
  await grid(page)
    .getByRole('columnheader', { name: new RegExp(`^${column}`) })
    .getByRole('button', { name: 'Column Actions' })
    .click();
}

test('the column menu filters the grid on the server, over every style of the tenant', async ({
  page,
}) => {
  // Some 30 styles made through the API first: more than the usual time.
  test.slow();
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  await createStyles(page, token, 27, {
    prefix: `Walk ${tag}`,
    customer: `Walk Garments ${tag}`,
    productCategory: `Tops ${tag}`,
  });
  const aral = await createStyles(page, token, 3, {
    prefix: `Aral ${tag}`,
    customer: `Aral Mills ${tag}`,
    productCategory: `Bottoms ${tag}`,
    weightType: 1,
  });
  await page.goto('/dashboard');
  await searchGrid(page, tag);
  await expect(pageCaption(page, '1-25 of 30')).toBeVisible({ timeout: 15_000 });

  // The customer's filter, from its column menu: all 27 of Walk Garments, over two pages.
  await openColumnMenu(page, 'Customer');
  await page.getByRole('menuitem', { name: 'Filter by Customer' }).click();
  await grid(page).getByPlaceholder('Filter by Customer').fill(`walk garments ${tag}`);
  await expect(pageCaption(page, '1-25 of 27')).toBeVisible({ timeout: 15_000 });
  await grid(page).getByRole('button', { name: 'Go to next page' }).click();
  await expect(pageCaption(page, '26-27 of 27')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => rowNames(page), { timeout: 15_000 }).toHaveLength(2);
  for (const name of await rowNames(page)) expect(name).toMatch(new RegExp(`^Walk ${tag}`));

  // With the fabric weight as well (its filter shows under its header now): no light style
  // of Walk Garments.
  await grid(page).getByRole('combobox').filter({ hasText: 'Filter by Fabric weight' }).click();
  await page.getByRole('option', { name: 'Light' }).click();
  await expect(grid(page).getByText('No style matches this search.')).toBeVisible({
    timeout: 15_000,
  });
  // Without the customer's: the three light ones, all of Aral Mills.
  await grid(page).getByPlaceholder('Filter by Customer').fill('');
  await expectRows(page, aral.toReversed());
  await expect(pageCaption(page, '1-3 of 3')).toBeVisible();
});

declare global {
  interface Window {
    /** For each of the four, the DOM update (1, 2...) in which it first showed the new data. */
    refreshedIn?: Record<string, number>;
  }
}

/**
 * Numbers the page's DOM updates from now on and notes in which one each part of the
 * dashboard first shows what `expected` says (one React commit is one update).
 */
async function watchDashboard(
  page: Page,
  expected: { gone: string; left: string; styles: string; customers: string; category: string },
): Promise<void> {
  await page.evaluate((expected) => {
    const text = (testId: string) =>
      document.querySelector(`[data-testid="${testId}"]`)?.textContent ?? '';
    const rows = () =>
      Array.from(document.querySelectorAll('tbody tr[aria-label]'), (row) =>
        row.getAttribute('aria-label'),
      );
    const shown = {
      grid: () => !rows().includes(expected.gone) && rows().includes(expected.left),
      stylesTile: () => text('styles-tile-value') === expected.styles,
      customersTile: () => text('customers-tile-value') === expected.customers,
      chart: () => !text('category-chart').includes(expected.category),
    };
    const refreshedIn: Record<string, number> = {};
    window.refreshedIn = refreshedIn;
    let update = 0;
    new MutationObserver(() => {
      update += 1;
      for (const [part, isShown] of Object.entries(shown))
        if (!(part in refreshedIn) && isShown()) refreshedIn[part] = update;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, expected);
}

test('after a delete the grid, both tiles and the chart show the tenant’s styles at once', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const keep = await createStyle(page, token, {
    name: `Keep ${tag}`,
    customer: `Mill ${tag}`,
    productCategory: `Knits ${tag}`,
  });
  const lone = await createStyle(page, token, {
    name: `Lone ${tag}`,
    customer: `Mill ${tag}`,
    productCategory: `Lone category ${tag}`,
  });
  await page.goto('/dashboard');
  await searchGrid(page, tag);
  await expectRows(page, [lone.name, keep.name]);
  const chart = page.getByTestId('category-chart');
  await expect(chart.getByText(new RegExp(`^Lone category ${tag} · `))).toBeVisible();

  // Meanwhile a colleague saves two styles, one for a new customer: a reload would show them.
  const colleague = await createStyle(page, token, {
    name: `Colleague ${tag}`,
    customer: `New customer ${tag}`,
    productCategory: `Knits ${tag}`,
  });
  await createStyle(page, token, {
    name: `Colleague ${uniqueTag()}`,
    customer: `Mill ${tag}`,
    productCategory: `Knits ${tag}`,
  });
  const expected = await counts(page, token);
  await watchDashboard(page, {
    gone: lone.name,
    left: colleague.name,
    styles: String(expected.styles - 1),
    customers: String(expected.customers),
    category: `Lone category ${tag}`,
  });

  await styleRow(page, lone.name).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete style' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Style deleted successfully');
  await expect(confirm).toBeHidden();
  await expectRows(page, [colleague.name, keep.name]);
  await expect(page.getByTestId('styles-tile-value')).toHaveText(String(expected.styles - 1));
  await expect(page.getByTestId('customers-tile-value')).toHaveText(String(expected.customers));
  await expect(chart.getByText(new RegExp(`^Lone category ${tag} · `))).toBeHidden();
  const { body } = await callApi(page, 'GET', '/api/styleProductCategoryChartData', token);
  const items = (body as { items: { productCategory: string; count: number }[] }).items;
  const total = items.reduce((sum, item) => sum + item.count, 0);
  await expect(chart.getByText(`Knits ${tag} · ${((3 / total) * 100).toFixed(1)}%`)).toBeVisible();
  // All four changed in the same update of the page, as after a reload: never a tile ahead
  // of the grid.
  const refreshedIn = await page.evaluate(() => window.refreshedIn ?? {});
  const [first] = Object.values(refreshedIn);
  expect(refreshedIn).toEqual({
    grid: first,
    stylesTile: first,
    customersTile: first,
    chart: first,
  });
});

test('dragging a header groups every style of the tenant: whole group sizes, paging within the groups', async ({
  page,
}) => {
  // Some 30 styles made through the API first: more than the usual time.
  test.slow();
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  await createStyles(page, token, 27, {
    prefix: `Walk ${tag}`,
    customer: `Walk Garments ${tag}`,
    productCategory: `Tops ${tag}`,
  });
  await createStyle(page, token, {
    name: `Aral ${tag}`,
    customer: `Aral Mills ${tag}`,
    productCategory: `Tops ${tag}`,
  });
  await page.goto('/dashboard');
  await searchGrid(page, tag);
  await expect(pageCaption(page, '1-25 of 28')).toBeVisible({ timeout: 15_000 });

  // Drag the customer's header onto the drop zone above the grid.
  const handle = grid(page)
    .getByRole('columnheader', { name: /^Customer/ })
    .getByRole('button', { name: 'Move' });
  await handle.hover();
  await page.mouse.down();
  await page.mouse.move(0, 0, { steps: 2 });
  await handle.hover();
  await grid(page).getByText('Drop to group by Customer').hover();
  await page.mouse.up();

  const headings = grid(page).getByTestId('group-heading');
  await expect(headings).toHaveText([`Aral Mills ${tag} (1)`, `Walk Garments ${tag} (27)`], {
    timeout: 15_000,
  });
  await expect(grid(page).getByText('1–24 of 27 on this page')).toBeVisible();
  await expect.poll(() => rowNames(page)).toHaveLength(25);

  await grid(page).getByRole('button', { name: 'Go to next page' }).click();
  await expect(headings).toHaveText([`Walk Garments ${tag} (27)`], { timeout: 15_000 });
  await expect(grid(page).getByText('25–27 of 27 on this page')).toBeVisible();
  await expect.poll(() => rowNames(page)).toHaveLength(3);
});

test('several styles are selected, on more than one page, and deleted with one question', async ({
  page,
}) => {
  // Some 30 styles made through the API first: more than the usual time.
  test.slow();
  const token = await signInForToken(page, 'demo.admin');
  const tag = uniqueTag();
  const names = await createStyles(page, token, 26, {
    prefix: `Pick ${tag}`,
    customer: `Mill ${tag}`,
    productCategory: `Tops ${tag}`,
  });
  await page.goto('/dashboard');
  await searchGrid(page, tag);
  await expect(pageCaption(page, '1-25 of 26')).toBeVisible({ timeout: 15_000 });
  const before = await counts(page, token);
  const select = (name: string) =>
    styleRow(page, name).getByRole('checkbox', { name: 'Toggle select row' }).check();

  // Newest first: Pick 26 and Pick 25 on the first page, Pick 01 alone on the second.
  await select(`Pick ${tag} 26`);
  await select(`Pick ${tag} 25`);
  await grid(page).getByRole('button', { name: 'Go to next page' }).click();
  await expectRows(page, [names[0]]);
  await select(names[0]!);
  await expect(grid(page).getByText('3 of 26 row(s) selected')).toBeVisible();

  const actions = grid(page).getByRole('group', { name: 'Selected styles: 3' });
  await expect(actions.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Duplicate' })).toBeDisabled();
  await actions.getByRole('button', { name: 'Delete (3)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete styles' });
  await expect(confirm).toContainText(
    'Please confirm: are you sure you want to delete these 3 styles?',
  );
  await expect(confirm.getByRole('list', { name: 'Styles to delete' })).toContainText(
    `Pick ${tag} 26Pick ${tag} 25Pick ${tag} 01`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(grid(page).getByText('3 of 26 row(s) selected')).toBeVisible();

  await actions.getByRole('button', { name: 'Delete (3)' }).click();
  await confirm.getByRole('button', { name: 'Delete 3 styles' }).click();
  await expectToast(page, '3 styles deleted successfully');
  // One page is left, without the three; the selection is cleared.
  await expect(pageCaption(page, '1-23 of 23')).toBeVisible({ timeout: 15_000 });
  await expectRows(page, names.slice(1, 24).toReversed());
  await expect(page.getByTestId('styles-tile-value')).toHaveText(String(before.styles - 3));
  await expect(grid(page).getByRole('group', { name: /^Selected styles/ })).toBeHidden();

  // One selected style: Edit and Duplicate work on it.
  await select(names[1]!);
  const one = grid(page).getByRole('group', { name: 'Selected styles: 1' });
  await one.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/dashboard\?style=\d+$/);
});

test(
  'a header dragged the moment a grid shows groups it, with no error in the console',
  { tag: '@presentation' },
  async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const token = await signInForToken(page, 'demo.admin');
    const tag = uniqueTag();
    const style = await createStyleByApi(page, token, `Drag ${tag}`);
    await addOperationByApi(page, token, style.id, 1, 'Side seam', true);

    /** Drags a header's handle onto the grid's drop zone, with the mouse alone. */
    const dragToGroup = async (handle: Locator, column: string) => {
      await handle.hover();
      await page.mouse.down();
      await page.mouse.move(0, 0, { steps: 2 });
      await handle.hover();
      await page.getByText(`Drop to group by ${column}`).hover();
      await page.mouse.up();
    };

    await page.goto('/dashboard');
    await expect(styleRow(page, `Drag ${tag}`)).toBeVisible();
    await dragToGroup(
      grid(page)
        .getByRole('columnheader', { name: /^Customer/ })
        .getByRole('button', { name: 'Move' }),
      'Customer',
    );
    await expect(grid(page).getByTestId('group-heading').first()).toBeVisible();

    await page.goto(`/dashboard?style=${style.id}`);
    const operations = styleWindow(page).getByRole('table');
    await expect(operationRow(page, 'Side seam')).toBeVisible();
    await dragToGroup(
      operations
        .getByRole('columnheader', { name: /^Stitch type/ })
        .getByRole('button', { name: 'Move' }),
      'Stitch type',
    );
    expect(errors).toEqual([]);
  },
);
