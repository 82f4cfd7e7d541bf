import type { Locator, Page } from '@playwright/test';

/**
 * The style window (full screen, over the dashboard), found by its title's id: the dialogs
 * opened inside it are dialogs too.
 */
export function styleWindow(page: Page): Locator {
  return page.locator('[role="dialog"][aria-labelledby="style-window-title"]');
}

/** The operation list's row of an operation, by its description. */
export function operationRow(page: Page, description: string): Locator {
  return styleWindow(page).getByRole('row', { name: description, exact: true });
}

/** The text of a row's cell under the operation list's column whose header starts with `header`. */
export async function cellOf(page: Page, row: Locator, header: string): Promise<string> {
  const headers = await styleWindow(page)
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
  const index = headers.findIndex((text) => text.startsWith(header));
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`);
  return (await row.locator('td').nth(index).textContent())?.trim() ?? '';
}
