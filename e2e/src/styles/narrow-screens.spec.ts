import type { Page } from '@playwright/test';
import { callApi, expect, signInForToken, test } from '../support/fixtures.js';
import { sideSeamRow, styleSheetColumns } from '../support/style-sheet.js';

const categories = ['Trousers', 'Shirts', 'Jackets', 'Walk Garments', 'Knitwear'];

/** Five styles of five categories, so that the dashboard's chart has five slices. */
async function importFiveCategories(page: Page, token: string, prefix: string) {
  const rows = categories.map((category, index) => {
    const row = sideSeamRow(`${prefix} ${index}`);
    row[2] = category;
    return row;
  });
  const imported = await callApi(page, 'POST', '/api/import', token, {
    importType: 1,
    name: 'categories.xlsx',
    rows: [[...styleSheetColumns], ...rows],
    seamLengthUnit: 0,
    tktTexVal: 'Tkt',
  });
  expect((imported.body as { error: boolean }).error).toBe(false);
}

/** The pie's slices, the legend and the chart's card, as boxes on the page. */
async function chartLayout(page: Page) {
  const chart = page.getByTestId('category-chart');
  await expect(chart.locator('path').first()).toBeVisible({ timeout: 15_000 });
  return chart.evaluate((element) => {
    const union = (boxes: DOMRect[]) => ({
      left: Math.min(...boxes.map((box) => box.left)),
      right: Math.max(...boxes.map((box) => box.right)),
      top: Math.min(...boxes.map((box) => box.top)),
      bottom: Math.max(...boxes.map((box) => box.bottom)),
    });
    // The chart's drawing is its largest picture; the legend's markers are small ones.
    const area = (box: DOMRect) => box.width * box.height;
    const svg = Array.from(element.querySelectorAll('svg')).sort(
      (a, b) => area(b.getBoundingClientRect()) - area(a.getBoundingClientRect()),
    )[0];
    const slices = Array.from(svg?.querySelectorAll('path') ?? []).map((path) =>
      path.getBoundingClientRect(),
    );
    const legend = element.querySelector('.MuiChartsLegend-root')?.getBoundingClientRect();
    const card = element.closest('section')?.getBoundingClientRect();
    const drawing = svg?.getBoundingClientRect();
    if (!legend || !card || !drawing) throw new Error('the chart is not laid out');
    return { pie: union(slices), legend, card, drawing };
  });
}

test('the dashboard’s chart is whole on a phone, its legend below the pie, and beside it on a wide screen', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  await importFiveCategories(page, token, `Chart ${Date.now() % 100_000}`);

  await page.setViewportSize({ width: 400, height: 900 });
  await page.goto('/dashboard');
  const phone = await chartLayout(page);
  // Nothing of the pie is cut off: it lies within what its drawing shows, inside the card.
  expect(phone.pie.left).toBeGreaterThanOrEqual(phone.drawing.left);
  expect(phone.pie.right).toBeLessThanOrEqual(phone.drawing.right);
  expect(phone.pie.left).toBeGreaterThanOrEqual(phone.card.left);
  expect(phone.pie.right).toBeLessThanOrEqual(phone.card.right);
  expect(phone.legend.top).toBeGreaterThanOrEqual(phone.pie.bottom);

  await page.setViewportSize({ width: 1440, height: 900 });
  const wide = await chartLayout(page);
  expect(wide.pie.left).toBeGreaterThanOrEqual(wide.drawing.left);
  expect(wide.pie.right).toBeLessThanOrEqual(wide.drawing.right);
  expect(wide.legend.left).toBeGreaterThanOrEqual(wide.pie.right);
});
