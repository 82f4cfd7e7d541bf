import type { Locator, Page } from '@playwright/test';
import { styleSheetColumns } from '../support/style-sheet.js';
import { callApi, expect, expectToast, signInForToken, test, unique } from '../support/fixtures.js';
import { choose, expectLoaded } from '../support/screen.js';
import { addOperationByApi, createStyleByApi } from '../support/style-data.js';
import { styleWindow } from '../support/style-window.js';

/**
 * What the planner is told, and when: toasts stacked instead
 * of queued, a failed save naming every problem at once, a typed thread that is not in the
 * lists refused instead of dropped, and the duplicate popup waiting for the check of the name
 * it sends.
 */

// A machine busy with other work is slow to load screens.
test.describe.configure({ timeout: 120_000 });

/** A toast (or other alert) with this text. */
const alert = (page: Page, text: string | RegExp) =>
  page.locator('[role="alert"]').filter({ hasText: text });

/** Types into a field and leaves it with Tab. */
async function typeAndLeave(field: Locator, text: string): Promise<void> {
  await field.fill(text);
  await field.press('Tab');
}

type StoredOperation = {
  description: string;
  styleOperations: { brand: string | null; ticketTex: string | null; packageSize: number | null }[];
};

async function operationsOf(page: Page, token: string, styleId: number) {
  const { body } = await callApi(
    page,
    'GET',
    `/api/getOperations?styleId=${styleId}&seamLengthUnit=0&tktTexValue=Tkt`,
    token,
  );
  return body as StoredOperation[];
}

/** Opens a saved style's window, then its operation dialog for a new operation. */
async function openNewOperation(page: Page, styleId: number): Promise<Locator> {
  await page.goto(`/dashboard?style=${styleId}`);
  await expectLoaded(
    styleWindow(page).getByRole('button', { name: 'Add operation' }),
  ).toBeEnabled();
  await styleWindow(page).getByRole('button', { name: 'Add operation' }).click();
  const dialog = page.getByRole('dialog', { name: 'New operation' });
  await expectLoaded(dialog.getByRole('spinbutton', { name: 'Group' })).toHaveValue(/^\d+$/);
  return dialog;
}

/** Whether two boxes on the screen share any point. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast is on the screen and leaves each of the buttons visible. */
async function expectBesideButtons(toast: Locator, buttons: readonly Locator[]): Promise<void> {
  await expect(toast).toBeVisible();
  // The toasts move above a dialog's buttons once it has settled.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      if (!box) return 'no toast';
      for (const button of buttons) {
        const other = await button.boundingBox();
        if (other && overlap(box, other)) return `covers ${await button.textContent()}`;
      }
      return 'apart';
    })
    .toBe('apart');
  for (const button of buttons) await expect(button).toBeInViewport();
}

test('toasts stack up to three for 5 s each, and a corrected save shows its success at once, closing the form’s errors', async ({
  page,
}) => {
  await signInForToken(page, 'demo.admin');
  await page.goto('/dashboard?style=new');
  const window = styleWindow(page);
  await expectLoaded(window.getByRole('heading', { name: 'New style' })).toBeVisible();

  // Three fields left wrong, one after the other, then Save: each says so at once, and the
  // newest three show together (the first one gone).
  await window.getByRole('textbox', { name: 'Style name' }).fill(unique('Stack'));
  await typeAndLeave(window.getByRole('textbox', { name: 'Number of garments' }), '0');
  const first = alert(page, /^Value should be at least 1$/);
  await expect(first).toBeVisible();
  await typeAndLeave(window.getByRole('combobox', { name: 'Product category' }), ' ');
  await typeAndLeave(window.getByRole('combobox', { name: 'Product type' }), ' ');
  const save = window.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  // All three at once, the newest lowest.
  await expect(page.locator('[role="alert"]').filter({ hasText: /\S/ })).toHaveText(
    [
      /^Please select the product category$/,
      /^Please select the product type$/,
      /^Please Fill Required Data/,
    ],
    { timeout: 2_000 },
  );
  await expect(first).toHaveCount(0);
  // Each stays 5 s: the newest is still there after 3 s, and gone a little after 5 s.
  const newest = alert(page, 'Please Fill Required Data');
  await page.waitForTimeout(3_000);
  await expect(newest).toBeVisible();
  await expect(newest).toBeHidden({ timeout: 4_000 });

  // A failed save, then the corrected one: its success shows at once and closes the error,
  // even while the error is pointed at (which holds a toast). Save is pressed from the
  // keyboard, so that the pointer stays on the error.
  await window.getByRole('textbox', { name: 'Number of garments' }).fill('120');
  await window.getByRole('combobox', { name: 'Customer' }).fill('Northwind Apparel');
  await window.getByRole('combobox', { name: 'Product category' }).fill('Knitwear');
  await window.getByRole('combobox', { name: 'Product type' }).fill('Polo shirt');
  await save.click();
  const failed = alert(page, 'Please Fill Required Data');
  await expect(failed).toContainText('Production lines: This field is required.');
  await failed.hover();
  const lines = window.getByRole('textbox', { name: 'Production lines' });
  await lines.fill('2');
  await save.press('Enter');
  await expect(alert(page, 'Data saved successfully')).toBeVisible({ timeout: 10_000 });
  await expect(failed).toHaveCount(0);
  await expect(alert(page, 'Please select')).toHaveCount(0);
});

test(
  'on a phone a toast never hides the buttons of the import dialog or the operation dialog',
  { tag: '@presentation' },
  async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    const token = await signInForToken(page, 'demo.admin');

    // A sheet with an unknown stitch type: the import refuses it with an error toast.
    const row: Record<(typeof styleSheetColumns)[number], string> = {
      'Style name': unique('Phone'),
      Customer: 'Northwind Apparel',
      'Product category': 'Trousers',
      'Product type': 'Chino',
      'Fabric weight': 'Heavy',
      Garments: '1200',
      'Production lines': '2',
      'Style description': 'Twill',
      Group: '1',
      'On team': 'Off',
      'Operation description': 'Side seam',
      'Stitch type': '999',
      'Seam length': '105',
      'Thread brand': 'Northstar Corespun',
      'Ticket/Tex': '120',
      Shade: 'Navy',
      'Package size': '5000',
    };
    const csv = [styleSheetColumns.join(','), styleSheetColumns.map((name) => row[name]).join(',')];
    await page.goto('/dashboard');
    await expectLoaded(page.getByRole('button', { name: 'Choose file' })).toBeVisible();
    await page
      .getByLabel('Choose a spreadsheet of styles (.xlsx or .csv) to import')
      .setInputFiles({
        name: 'phone.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${csv.join('\n')}\n`),
      });
    const upload = page.getByRole('dialog', { name: /^Upload styles:/ });
    await expectLoaded(upload).toBeVisible();
    const uploadButton = upload.getByRole('button', { name: 'Upload', exact: true });
    await uploadButton.click();
    await expectBesideButtons(
      alert(page, 'There are Some Errors in the sheet please check').first(),
      [uploadButton, upload.getByRole('button', { name: 'Cancel', exact: true })],
    );
    await upload.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(upload).toBeHidden();

    // The operation dialog, saved empty: its toast stays above Save and Cancel.
    const style = await createStyleByApi(page, token, unique('Phone'));
    const dialog = await openNewOperation(page, style.id);
    const saveButton = dialog.getByRole('button', { name: 'Save', exact: true });
    await saveButton.click();
    await expectBesideButtons(alert(page, 'Please Fill Required Data'), [
      saveButton,
      dialog.getByRole('button', { name: 'Cancel', exact: true }),
    ]);
  },
);

test('a failed save names every failing field in one toast, in the operation dialog and the style form', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const style = await createStyleByApi(page, token, unique('Messages'));
  const dialog = await openNewOperation(page, style.id);
  const save = dialog.getByRole('button', { name: 'Save', exact: true });

  // Empty: the description and the stitch type, with Please Fill Required Data.
  await save.click();
  const empty = alert(page, 'Please Fill Required Data');
  await expect(empty).toHaveCount(1);
  await expect(empty).toContainText('Please Enter Description');
  await expect(empty).toContainText('Please Select Stitch Type');
  await expectToast(page, 'Please Fill Required Data');

  // A lockstitch (301) with machines 0, seam thickness 0 and a negative seam length.
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Side seam');
  await choose(dialog.getByRole('combobox', { name: 'Stitch type' }), /^301 - /);
  await expectLoaded(dialog.getByRole('combobox', { name: /: Brand$/ })).toHaveCount(2);
  await dialog.getByRole('spinbutton', { name: 'Machines' }).fill('0');
  await dialog.getByRole('spinbutton', { name: 'Seam thickness (mm)' }).fill('0');
  await dialog.getByRole('spinbutton', { name: 'Seam length (cm)' }).fill('-5');
  await save.click();
  const three = alert(page, 'Please Fill Required Data');
  await expect(three).toHaveCount(1);
  for (const message of [
    'Please Enter Seam Length',
    'Please Enter Machine',
    'Please Enter Seam Thickness',
  ]) {
    await expect(three).toContainText(message);
  }
  await expect(three).not.toContainText('Please Enter Description');
  expect(await operationsOf(page, token, style.id)).toEqual([]);
  await expectToast(page, 'Please Fill Required Data');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button').last().click();
  await expect(dialog).toBeHidden();

  // The style form: every field left empty is named, each with its label where its message
  // does not say it.
  await page.goto('/dashboard?style=new');
  const window = styleWindow(page);
  await expectLoaded(window.getByRole('heading', { name: 'New style' })).toBeVisible();
  await window.getByRole('textbox', { name: 'Style name' }).fill(unique('Messages'));
  await window.getByRole('button', { name: 'Save', exact: true }).click();
  const styleToast = alert(page, 'Please Fill Required Data');
  await expect(styleToast).toHaveCount(1);
  for (const message of [
    'Please select the customer',
    'Please select the product category',
    'Please select the product type',
    'Number of garments: This field is required.',
    'Production lines: This field is required.',
  ]) {
    await expect(styleToast).toContainText(message);
  }
});

test('a typed brand, tkt or package size that is not in the lists is refused and nothing is saved, in the dialog and in multi-edit', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const style = await createStyleByApi(page, token, unique('Lists'));
  // An operation with thread already, for the multi-edit at the end.
  await addOperationByApi(page, token, style.id, 1, 'Hem', true);
  const stored = await operationsOf(page, token, style.id);
  const dialog = await openNewOperation(page, style.id);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Side seam');
  await choose(dialog.getByRole('combobox', { name: 'Stitch type' }), /^504 - /);
  await expectLoaded(dialog.getByRole('combobox', { name: /: Brand$/ })).toHaveCount(3);
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  const notInList = 'Error: Please Select From the list';

  // A brand typed in that the list does not have stays, is marked, and stops the save.
  const brand = dialog.getByRole('combobox', { name: 'Needle thread: Brand' });
  await typeAndLeave(brand, 'Nobody Threads');
  await expect(brand).toHaveValue('Nobody Threads');
  await expect(brand).toHaveAccessibleDescription(notInList);
  await save.click();
  await expectToast(page, notInList);
  expect(await operationsOf(page, token, style.id)).toEqual(stored);

  // Every line with a listed thread (the list opens whole over typed text), then a tkt typed
  // that the brand does not have.
  for (const needle of ['Needle thread', 'Upper looper thread', 'Lower looper thread']) {
    await choose(dialog.getByRole('combobox', { name: `${needle}: Brand` }), 'Northstar Corespun');
    await choose(dialog.getByRole('combobox', { name: `${needle}: Tkt` }), '120');
    await choose(dialog.getByRole('combobox', { name: `${needle}: Package size (m)` }), '5,000');
  }
  await expect(brand).toHaveAccessibleDescription('');
  const ticket = dialog.getByRole('combobox', { name: 'Upper looper thread: Tkt' });
  await typeAndLeave(ticket, '999');
  await expect(ticket).toHaveValue('999');
  await expect(ticket).toHaveAccessibleDescription(notInList);
  await save.click();
  await expectToast(page, notInList);
  expect(await operationsOf(page, token, style.id)).toEqual(stored);

  // Typed as the list writes it, it is the listed entry; then a package size not in the list.
  await typeAndLeave(ticket, '120');
  await expect(ticket).toHaveAccessibleDescription('');
  const size = dialog.getByRole('combobox', { name: 'Lower looper thread: Package size (m)' });
  await typeAndLeave(size, '123');
  await expect(size).toHaveAccessibleDescription(notInList);
  await save.click();
  await expectToast(page, notInList);
  expect(await operationsOf(page, token, style.id)).toEqual(stored);

  await choose(size, '5,000');
  await save.click();
  await expectToast(page, 'Operation Saved Successfully');
  const saved = (await operationsOf(page, token, style.id)).find(
    (operation) => operation.description === 'Side seam',
  );
  expect(saved?.styleOperations.map((line) => line.ticketTex)).toEqual(['120', '120', '120']);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Multi-edit: a typed brand and a typed package size are refused; nothing changes.
  const before = await operationsOf(page, token, style.id);
  const window = styleWindow(page);
  for (const description of ['Side seam', 'Hem']) {
    await window.locator(`tbody tr[aria-label="${description}"]`).getByRole('checkbox').check();
  }
  await window.getByRole('button', { name: 'Edit the selected operations' }).click();
  const multi = page.getByRole('dialog', { name: /^Update Operation/ });
  const hemBrand = multi.getByRole('combobox', { name: 'Hem, Needle thread: Brand' });
  await expectLoaded(hemBrand).toBeVisible();
  await typeAndLeave(hemBrand, 'Nobody Threads');
  await expect(hemBrand).toHaveAccessibleDescription(notInList);
  await multi.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, notInList);
  await expect(multi).toBeVisible();
  expect(await operationsOf(page, token, style.id)).toEqual(before);

  await choose(hemBrand, 'Lumen Spun Polyester');
  await choose(multi.getByRole('combobox', { name: 'Hem, Needle thread: Tkt' }), '150');
  const hemSize = multi.getByRole('combobox', { name: 'Hem, Needle thread: Package size (m)' });
  await typeAndLeave(hemSize, '1');
  await expect(hemSize).toHaveAccessibleDescription(notInList);
  await multi.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, notInList);
  expect(await operationsOf(page, token, style.id)).toEqual(before);
});

test('the duplicate popup waits for the check of the name it sends: a unique name is not refused while it runs', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const original = await createStyleByApi(page, token, unique('Dup'));
  const taken = await createStyleByApi(page, token, unique('Dup taken'));
  const fresh = unique('Dup fresh');
  // The check of the new name answers slowly, as on a busy line.
  const isCheckOf = (url: string, name: string) =>
    new URL(url).pathname === '/api/isDuplicateStyleName' &&
    new URL(url).searchParams.get('name') === name;
  await page.route(
    (url) => url.pathname === '/api/isDuplicateStyleName',
    async (route) => {
      if (isCheckOf(route.request().url(), fresh)) {
        await new Promise((resolve) => setTimeout(resolve, 4_000));
      }
      await route.continue();
    },
  );

  await page.goto(`/dashboard?style=${original.id}`);
  const window = styleWindow(page);
  await expectLoaded(window.getByRole('button', { name: 'Duplicate', exact: true })).toBeEnabled();
  await window.getByRole('button', { name: 'Duplicate', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Duplicate style' });
  const nameField = popup.getByRole('textbox', { name: 'New style name' });
  await nameField.fill(taken.name);
  await expect(popup.getByText('Style with the given name already exist!')).toBeVisible();

  // The new name is checked; the answer about the old one is not shown for it meanwhile.
  const checking = page.waitForRequest((request) => isCheckOf(request.url(), fresh));
  await nameField.fill(fresh);
  await checking;
  await expect(popup.getByText('Style with the given name already exist!')).toBeHidden({
    timeout: 1_000,
  });
  // Saved while the check runs: the copy is made once the check answers.
  await popup.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(alert(page, 'Data Cloned Successfully')).toBeVisible({ timeout: 15_000 });
  await expect(alert(page, 'Style with the given name already exist!')).toHaveCount(0);
  await expect(popup).toBeHidden();
  const { body } = await callApi(
    page,
    'GET',
    `/api/styleGrid?Filter=${encodeURIComponent(fresh)}&MaxResultCount=10`,
    token,
  );
  expect((body as { items: { name: string }[] }).items.map((item) => item.name)).toEqual([fresh]);
});
