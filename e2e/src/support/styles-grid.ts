import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { callApi, expect } from './fixtures.js';

/** The dashboard's styles grid as a person sees it, and styles made for it through the API. */

/** A tag this run alone uses (the e2e database lives for the whole run; other tests add styles). */
export const uniqueTag = () => randomBytes(3).toString('hex');

export type CreatedStyle = { id: number; name: string };

/** A style saved through the API, as the style window saves it (weight: 1 light, 3 heavy). */
export async function createStyle(
  page: Page,
  token: string,
  style: { name: string; customer: string; productCategory: string; weightType?: number },
): Promise<CreatedStyle> {
  const { status, body } = await callApi(page, 'POST', '/api/style', token, {
    name: style.name,
    quantity: 1200,
    numberOfProductionLines: 2,
    weightType: style.weightType ?? 3,
    customer: { name: style.customer },
    productCategory: { name: style.productCategory },
    productType: { name: 'Shirt' },
    customSettingId: 0,
  });
  expect(status).toBe(201);
  return body as CreatedStyle;
}

/** The tiles' figures as the server counts them. */
export async function counts(
  page: Page,
  token: string,
): Promise<{ styles: number; customers: number }> {
  const { body } = await callApi(page, 'GET', '/api/styleCounts', token);
  return body as { styles: number; customers: number };
}

export function grid(page: Page): Locator {
  return page.getByRole('region', { name: 'Styles', exact: true });
}

export function styleRow(page: Page, name: string): Locator {
  return grid(page).getByRole('row', { name, exact: true });
}

/** The names of the grid's rows, top to bottom (group rows left out). */
export function rowNames(page: Page): Promise<string[]> {
  return grid(page)
    .locator('tbody tr[aria-label]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));
}

/** The grid shows these rows, in this order (the server answers; a loaded machine is slow). */
export async function expectRows(page: Page, names: (string | undefined)[]): Promise<void> {
  await expect.poll(() => rowNames(page), { timeout: 15_000 }).toEqual(names);
}

export async function searchGrid(page: Page, text: string): Promise<void> {
  await grid(page).getByRole('textbox', { name: 'Search by style name' }).fill(text);
}
