import type { Page } from '@playwright/test';
import { callApi, expect, signIn, signInForToken, test } from '../support/fixtures.js';
import { createStyleByApi } from '../support/style-data.js';
import { sideSeamRow, styleSheetColumns } from '../support/style-sheet.js';
import { styleWindow } from '../support/style-window.js';
import { grid } from '../support/styles-grid.js';

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

test(
  'the dashboard’s chart is whole on a phone, its legend below the pie, and beside it on a wide screen',
  { tag: '@presentation' },
  async ({ page }) => {
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
    // The chart lays itself out again once it has seen its new size, a frame or two later.
    await expect
      .poll(async () => {
        const layout = await chartLayout(page);
        return layout.legend.left - layout.pie.right;
      })
      .toBeGreaterThanOrEqual(0);
    const wide = await chartLayout(page);
    expect(wide.pie.left).toBeGreaterThanOrEqual(wide.drawing.left);
    expect(wide.pie.right).toBeLessThanOrEqual(wide.drawing.right);
    expect(wide.legend.left).toBeGreaterThanOrEqual(wide.pie.right);
  },
);

test(
  'on a phone the style window’s title keeps the whole name on two lines, each summary item whole, and the buttons in view',
  { tag: '@presentation' },
  async ({ page }) => {
    const token = await signInForToken(page, 'demo.admin');
    // 30 characters, the longest a style name may be: two lines on a phone.
    const name = `Stonewash jeans W32 L34 ${String(Date.now() % 1_000_000).padStart(6, '0')}`;
    const style = await createStyleByApi(page, token, name);
    await page.setViewportSize({ width: 400, height: 900 });
    await page.goto(`/dashboard?style=${style.id}`);
    const title = styleWindow(page).getByRole('heading', { level: 1 });
    await expect(title).toHaveText(name, { timeout: 30_000 });

    const layout = await title.evaluate((element) => {
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      const box = element.getBoundingClientRect();
      return {
        width: box.width,
        lines: Math.round(box.height / lineHeight),
        cut: element.scrollHeight > element.clientHeight + 1,
      };
    });
    expect(layout.cut).toBe(false);
    expect(layout.lines).toBeGreaterThanOrEqual(1);
    expect(layout.lines).toBeLessThanOrEqual(2);
    // Not squeezed beside the buttons ("W." before): most of the phone's width.
    expect(layout.width).toBeGreaterThan(250);

    // Every summary item on one line and whole ("1200 garments", never one word a line).
    const header = styleWindow(page).locator('header');
    for (const text of ['Standard fabric', '1200 garments', '2 production lines']) {
      const item = header.getByText(text, { exact: true });
      const box = await item.evaluate((element) => ({
        lines: Math.round(
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        ),
        cut: element.scrollWidth > element.clientWidth + 1,
      }));
      expect(box, text).toEqual({ lines: 1, cut: false });
    }
    for (const button of ['Cancel', 'Duplicate', 'Save']) {
      const box = await header.getByRole('button', { name: button, exact: true }).boundingBox();
      expect(box, button).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(400);
    }
  },
);

test(
  'at 1440 px the styles grid shows SGC and Created on without scrolling sideways; a hidden column can be shown again',
  { tag: '@presentation' },
  async ({ page }) => {
    await signIn(page, 'demo.admin');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const table = grid(page).locator('table');
    for (const column of ['Style', 'SGC', 'Created on', 'Customer', 'Fabric weight']) {
      await expect(table.getByRole('columnheader', { name: new RegExp(`^${column}`) })).toBeVisible(
        {
          timeout: 15_000,
        },
      );
    }
    const container = table.locator('xpath=..');
    const overflow = await container.evaluate(
      (element) => element.scrollWidth - element.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
    // The least useful one did not fit: hidden, and shown again from the column button.
    await expect(table.getByRole('columnheader', { name: /^Created by/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show/Hide columns' }).click();
    await page.getByRole('menu').getByText('Created by', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: /^Created by/ })).toBeVisible();
    // On a phone only the name is left beside the actions; the choice made by hand stays.
    await page.setViewportSize({ width: 400, height: 900 });
    await expect(table.getByRole('columnheader', { name: /^Customer/ })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: /^Style/ })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /^Created by/ })).toBeVisible();
  },
);
