import type { Page } from '@playwright/test';
import { callApi, expect, signInForToken, test, unique } from '../support/fixtures.js';
import { expectLoaded } from '../support/screen.js';
import { createStyleByApi } from '../support/style-data.js';
import { operationRow, styleWindow } from '../support/style-window.js';

type StoredOperation = {
  group: number;
  description: string;
  stitchTypeCode: string;
  seamLength: number | null;
  styleOperations: { needleName: string; brand: string | null; shade: string | null }[];
};

/** The accessible name of the focused element: its label, or its text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement)) return '';
    const labelled = element.getAttribute('aria-labelledby');
    return (
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    )
      .replace(/\s*\*\s*$/, '')
      .trim();
  });

/** Presses Tab until the focus is on what is named `name` (at most 80 times). */
async function tabTo(page: Page, name: string | RegExp) {
  for (let step = 0; step < 80; step += 1) {
    const current = await focusedName(page);
    if (typeof name === 'string' ? current === name : name.test(current)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/** Types into the focused list, then Enter takes the first entry left. */
async function pick(page: Page, text: string) {
  await page.keyboard.type(text);
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
}

test('five operations entered with the keyboard alone: lists, Save and add next, Esc, the list’s keys and help', async ({
  page,
}) => {
  test.slow();
  const token = await signInForToken(page, 'demo.admin');
  const style = await createStyleByApi(page, token, unique('Keys'));
  await page.goto(`/dashboard?style=${style.id}`);
  const window = styleWindow(page);
  await expectLoaded(window.getByRole('heading', { name: style.name })).toBeVisible();
  // From here on, no mouse: every press of a mouse button or touch is counted.
  await page.evaluate(() => {
    const counted = globalThis as unknown as { pointerPresses: number };
    counted.pointerPresses = 0;
    for (const type of ['pointerdown', 'mousedown', 'touchstart'])
      globalThis.addEventListener(type, () => (counted.pointerPresses += 1), true);
  });

  await tabTo(page, 'Add operation');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New operation' });
  const group = dialog.getByRole('spinbutton', { name: 'Group' });
  await expect(group).toBeFocused();
  await expect(group).toHaveValue('1');

  // The first: every field from the keyboard, the thread's lists filtered by typing.
  await page.keyboard.press('Tab');
  await tabTo(page, 'Description');
  await page.keyboard.type('Side seam');
  await page.keyboard.press('Tab');
  await pick(page, '301');
  await expect(dialog.getByRole('combobox', { name: 'Stitch type' })).toHaveValue(/^301 - /);
  // The stitch's values and lines come from the server: a person sees them arrive.
  await expect(dialog.getByRole('combobox', { name: 'Bobbin thread: Brand' })).toBeVisible();
  await tabTo(page, 'Seam length (cm)');
  await page.keyboard.type('60');
  for (const line of ['Needle thread', 'Bobbin thread']) {
    await tabTo(page, `${line}: Brand`);
    await pick(page, 'Northst');
    await expect(dialog.getByRole('combobox', { name: `${line}: Brand` })).toHaveValue(
      'Northstar Corespun',
    );
    await tabTo(page, `${line}: Tkt`);
    await pick(page, '120');
    await tabTo(page, `${line}: Shade`);
    await page.keyboard.type('Navy');
    await tabTo(page, `${line}: Package size (m)`);
    await pick(page, '5,000');
    await expect(dialog.getByRole('combobox', { name: `${line}: Package size (m)` })).toHaveValue(
      '5,000',
    );
  }
  // Ctrl+Shift+Enter: saved, and the next one starts on the same stitch type, as last saved.
  await page.keyboard.press('Control+Shift+Enter');
  // The toasts sit beside the modal dialog, out of its accessibility tree.
  await expect(
    page.locator('[role="alert"]').filter({ hasText: 'Operation Saved Successfully' }),
  ).toBeVisible();
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await expect(description).toBeFocused();
  await expect(group).toHaveValue('2');
  await expect(dialog.getByRole('combobox', { name: 'Stitch type' })).toHaveValue(/^301 - /);
  await expect(dialog.getByRole('spinbutton', { name: 'Seam length (cm)' })).toHaveValue('60');
  await expect(dialog.getByRole('combobox', { name: 'Bobbin thread: Brand' })).toHaveValue(
    'Northstar Corespun',
  );

  // The second and third the same way: a description each.
  await page.keyboard.type('Back seam');
  await page.keyboard.press('Control+Shift+Enter');
  await expect(group).toHaveValue('3');
  await expect(description).toBeFocused();
  await page.keyboard.type('Yoke');
  // Ctrl+Enter alone: saved, and the form starts again empty, at the group.
  await page.keyboard.press('Control+Enter');
  await expect(group).toHaveValue('4');
  await expect(group).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Stitch type' })).toHaveValue('');

  // The fourth: Esc with something typed asks first; keeping on, it is saved.
  await tabTo(page, 'Description');
  await page.keyboard.type('Hem');
  await page.keyboard.press('Escape');
  const discard = page.getByRole('dialog', { name: 'Discard changes?' });
  await expect(discard).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discard).toBeHidden();
  await expect(dialog).toBeVisible();
  await tabTo(page, 'Stitch type');
  await pick(page, '401');
  await expect(dialog.getByRole('combobox', { name: 'Stitch type' })).toHaveValue(/^401 - /);
  await expect(dialog.getByRole('combobox', { name: 'Looper thread: Brand' })).toBeVisible();
  await tabTo(page, 'Seam length (cm)');
  await page.keyboard.type('95');
  await page.keyboard.press('Control+Enter');
  await expect(group).toHaveValue('5');

  // The fifth, then Esc on an untouched form closes it at once.
  await tabTo(page, 'Description');
  await page.keyboard.type('Bartack');
  await page.keyboard.press('Tab');
  await pick(page, '1012');
  await expect(dialog.getByRole('combobox', { name: 'Stitch type' })).toHaveValue(/^1012 - /);
  await expect(dialog.getByRole('combobox', { name: 'Needle thread: Brand' })).toBeVisible();
  await page.keyboard.press('Control+Enter');
  await expect(group).toHaveValue('6');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  for (const name of ['Side seam', 'Back seam', 'Yoke', 'Hem', 'Bartack'])
    await expect(operationRow(page, name)).toBeVisible();
  const { body } = await callApi(
    page,
    'GET',
    `/api/getOperations?styleId=${style.id}&seamLengthUnit=0&tktTexValue=Tkt`,
    token,
  );
  const stored = body as StoredOperation[];
  expect(
    stored.map((operation) => [operation.group, operation.description, operation.stitchTypeCode]),
  ).toEqual([
    [1, 'Side seam', '301'],
    [2, 'Back seam', '301'],
    [3, 'Yoke', '301'],
    [4, 'Hem', '401'],
    [5, 'Bartack', '1012'],
  ]);
  // Save and add next carried the first one's values and thread.
  for (const operation of stored.slice(0, 3)) {
    expect(operation.seamLength).toBe(60);
    expect(operation.styleOperations.map((line) => [line.brand, line.shade])).toEqual([
      ['Northstar Corespun', 'Navy'],
      ['Northstar Corespun', 'Navy'],
    ]);
  }
  expect(stored[3]?.seamLength).toBe(95);

  // The list: arrows between cells, Space selects the row, Enter edits it, ? shows the keys.
  await tabTo(page, /^Select row$|^Toggle select row$/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(operationRow(page, 'Back seam').getByRole('checkbox')).toBeChecked();
  await expect(operationRow(page, 'Side seam').getByRole('checkbox')).not.toBeChecked();
  await page.keyboard.press('Enter');
  const edit = page.getByRole('dialog', { name: 'Edit operation' });
  await expect(edit.getByRole('textbox', { name: 'Description' })).toHaveValue('Back seam');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(
    help.getByRole('cell', { name: 'Save and add the next operation of the same stitch type' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  expect(
    await page.evaluate(() => (globalThis as unknown as { pointerPresses: number }).pointerPresses),
  ).toBe(0);
});
