import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callApi, expect, expectToast, signInForToken, test } from '../support/fixtures.js';

type Shade = { id: number; name: string; hexCodeValue: string; colorGroupId: number };
type Group = { id: number; code: string };

const readShades = async (page: Page, token: string) =>
  ((await callApi(page, 'GET', '/api/shade', token)).body as { items: Shade[] }).items;

const groupId = async (page: Page, token: string, code: string) =>
  ((await callApi(page, 'GET', '/api/colorGroup', token)).body as { items: Group[] }).items.find(
    (group) => group.code === code,
  )?.id;

/** A shade this test made (names are compared ignoring case, as the server does). */
const isOurs = (shade: Shade, prefix: string) =>
  shade.name.toLowerCase().startsWith(prefix.toLowerCase());

const shadePanel = (page: Page) => page.getByRole('region', { name: 'Shade grouping' });

/** Removes the test's shades again, so that other specs find the demo tenant as it was. */
async function removeShades(page: Page, token: string, prefix: string) {
  const kept = (await readShades(page, token)).filter((shade) => !isOurs(shade, prefix));
  await callApi(page, 'POST', '/api/shade/updateShades', token, kept);
}

/** Stores a shade through the API, besides the tenant's others. */
async function storeShade(
  page: Page,
  token: string,
  shade: { name: string; hexCodeValue: string; colorGroupId: number | undefined },
) {
  await callApi(page, 'POST', '/api/shade/updateShades', token, [
    ...(await readShades(page, token)),
    shade,
  ]);
}

/**
 * Signs in and stores a shade named by two words in N Naturals (the first with a random tail,
 * the prefix of the test's names); answers the token, the prefix, the name and W Whites' id.
 */
async function shadeInNaturals(page: Page, words: [string, string], hexCodeValue: string) {
  const token = await signInForToken(page, 'demo.admin');
  const prefix = `${words[0]} ${randomBytes(3).toString('hex')}`;
  const name = `${prefix} ${words[1]}`;
  const naturals = await groupId(page, token, 'N');
  await storeShade(page, token, { name, hexCodeValue, colorGroupId: naturals });
  return { token, prefix, name, whites: await groupId(page, token, 'W') };
}

/** Opens the add-shade popup of a group; answers the group and the popup. */
async function openAddShade(page: Page, groupTitle: string) {
  const group = shadePanel(page).getByRole('region', { name: groupTitle });
  await group.getByRole('button', { name: 'Add shade' }).click();
  return { group, dialog: page.getByRole('dialog', { name: `Add a shade to ${groupTitle}` }) };
}

test('adds a shade to a group and refuses a duplicate name, whatever its case', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const prefix = `Lagoon ${randomBytes(3).toString('hex')}`;
  const name = `${prefix} Teal`;
  try {
    await page.goto('/systemConfiguration');
    const panel = shadePanel(page);
    const colors = panel.getByRole('region', { name: 'C Colors' });
    await expect(colors.getByRole('button', { name: 'Navy' })).toBeVisible({ timeout: 15_000 });

    await colors.getByRole('button', { name: 'Add shade' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a shade to C Colors' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Shade Name Can Not be Empty');
    await dialog.getByLabel('Shade name').fill(`  ${name} `);
    await dialog.getByLabel('Colour').fill('#2a9d8f');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(colors.getByRole('button', { name })).toBeVisible();

    // Nothing is saved before Update.
    expect((await readShades(page, token)).map((shade) => shade.name)).not.toContain(name);
    await panel.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Shade Added Successfully');
    const saved = (await readShades(page, token)).find((shade) => shade.name === name);
    expect(saved).toMatchObject({
      hexCodeValue: '#2a9d8f',
      colorGroupId: await groupId(page, token, 'C'),
    });

    await page.reload();
    const colorsAgain = shadePanel(page).getByRole('region', { name: 'C Colors' });
    await expect(colorsAgain.getByRole('button', { name })).toBeVisible();

    // The same name in another case and with spaces is refused in the group.
    await colorsAgain.getByRole('button', { name: 'Add shade' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a shade to C Colors' });
    await dialog.getByLabel('Shade name').fill(` ${name.toUpperCase()}  `);
    await dialog.getByLabel('Colour').fill('#123456');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Duplicate Shade Name');
    // A colour the group already has is refused too.
    await dialog.getByLabel('Shade name').fill(`${prefix} Deep Teal`);
    await dialog.getByLabel('Colour').fill('#2a9d8f');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Duplicate name or value');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(shadePanel(page).getByRole('button', { name: 'Update' })).toBeDisabled();

    // The server refuses it as well, whatever the browser shows.
    const list = await readShades(page, token);
    const refused = await callApi(page, 'POST', '/api/shade/updateShades', token, [
      ...list,
      { name: name.toLowerCase(), hexCodeValue: '#654321', colorGroupId: saved?.colorGroupId },
    ]);
    expect(refused).toEqual({
      status: 409,
      body: {
        error: { code: 'Spool.Settings:DuplicateShadeName', message: 'Duplicate Shade Name' },
      },
    });
  } finally {
    await removeShades(page, token, prefix);
  }
});

test('a shade named like one of another group moves there; a shade is recoloured and removed', async ({
  page,
}) => {
  const { token, prefix, name, whites } = await shadeInNaturals(page, ['Dune', 'Sand'], '#e0cda9');
  try {
    await page.goto('/systemConfiguration');
    const panel = shadePanel(page);
    const { group: whitesGroup, dialog } = await openAddShade(page, 'W Whites');
    await dialog.getByLabel('Shade name').fill(name.toLowerCase());
    await expect(dialog.getByText('moves here from N Naturals')).toBeVisible();
    await dialog.getByLabel('Colour').fill('#f5efe0');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(whitesGroup.getByRole('button', { name: name.toLowerCase() })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'N Naturals' }).getByText(name)).toHaveCount(0);
    await panel.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Shade Replaced Successfully');
    const moved = (await readShades(page, token)).filter((shade) => isOurs(shade, prefix));
    expect(moved).toMatchObject([{ hexCodeValue: '#f5efe0', colorGroupId: whites }]);

    // Recolour it, then remove it: both stay local until Update.
    await whitesGroup.getByRole('button', { name: name.toLowerCase() }).click();
    let edit = page.getByRole('dialog', { name: `Shade: ${name.toLowerCase()}` });
    await edit.getByLabel('Colour').fill('#fffaf0');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await panel.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Shade Updated Successfully');
    expect(
      (await readShades(page, token)).find((shade) => isOurs(shade, prefix))?.hexCodeValue,
    ).toBe('#fffaf0');

    await whitesGroup.getByRole('button', { name: name.toLowerCase() }).click();
    edit = page.getByRole('dialog', { name: `Shade: ${name.toLowerCase()}` });
    await edit.getByRole('button', { name: 'Remove' }).click();
    await expect(whitesGroup.getByRole('button', { name: name.toLowerCase() })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Shade Updated Successfully');
    expect((await readShades(page, token)).some((shade) => isOurs(shade, prefix))).toBe(false);
  } finally {
    await removeShades(page, token, prefix);
  }
});

test('a shade moved to another group keeps its colour; a shade is renamed where the name is free', async ({
  page,
}) => {
  const { token, prefix, name, whites } = await shadeInNaturals(page, ['Fjord', 'Mist'], '#c9d6cf');
  try {
    await page.goto('/systemConfiguration');
    const panel = shadePanel(page);
    const { group: whitesGroup, dialog: add } = await openAddShade(page, 'W Whites');
    await add.getByLabel('Shade name').fill(name);
    await expect(add.getByText('moves here from N Naturals')).toBeVisible();
    // The picker shows the shade's own colour, and saving without touching it keeps it.
    await expect(add.getByLabel('Colour')).toHaveValue('#c9d6cf');
    await add.getByRole('button', { name: 'Save changes' }).click();
    await expect(add).toBeHidden();
    await panel.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Shade Replaced Successfully');
    const moved = (await readShades(page, token)).filter((shade) => isOurs(shade, prefix));
    expect(moved).toMatchObject([{ name, hexCodeValue: '#c9d6cf', colorGroupId: whites }]);

    // Renamed to a name another shade has (any group, any case): refused, as the server would.
    await whitesGroup.getByRole('button', { name }).click();
    const edit = page.getByRole('dialog', { name: `Shade: ${name}` });
    const nameField = edit.getByLabel('Shade name');
    await expect(nameField).toHaveValue(name);
    await nameField.fill(' navy ');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Duplicate Shade Name');
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await nameField.fill('');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByRole('alert')).toHaveText('Shade Name Can Not be Empty');

    // A free name is taken: the shade keeps its id, colour and group.
    const renamed = `${prefix} Fog`;
    await nameField.fill(`  ${renamed} `);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(whitesGroup.getByRole('button', { name: renamed })).toBeVisible();
    await expect(whitesGroup.getByRole('button', { name, exact: true })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Shade Updated Successfully');
    expect((await readShades(page, token)).filter((shade) => isOurs(shade, prefix))).toMatchObject([
      { id: moved[0]?.id, name: renamed, hexCodeValue: '#c9d6cf', colorGroupId: whites },
    ]);
  } finally {
    await removeShades(page, token, prefix);
  }
});

/** Stores a style with one 301 operation whose lines run the first seeded thread in this shade. */
async function styleUsingShade(page: Page, token: string, name: string, shade: string) {
  const get = async <T>(path: string) => (await callApi(page, 'GET', path, token)).body as T;
  const [brand] = await get<{ id: number }[]>('/api/getBrandsOrderByMostFrequentlyUsed');
  if (!brand) throw new Error('the demo tenant has no brand');
  const [ticketTex] = await get<{ id: number }[]>(`/api/getTickeTexsByBrandId?BrandId=${brand.id}`);
  if (!ticketTex) throw new Error('the brand has no ticket/tex');
  const [size] = await get<{ id: number }[]>(
    `/api/getPacakageSizesByTicketTexID?tktTexId=${ticketTex.id}`,
  );
  const needles = await get<{ name: string }[]>(
    '/api/getStitchNeedlesByStitchTypeCode?stitchTypeCode=301',
  );
  const style = await callApi(page, 'POST', '/api/style', token, {
    name,
    quantity: 1000,
    numberOfProductionLines: 1,
    customer: { name: `${name} buyer` },
    productCategory: { name: 'Shirts' },
    productType: { name: 'Woven' },
    customSettingId: 0,
  });
  expect(style.status).toBe(201);
  const styleId = (style.body as { id: number }).id;
  const saved = await callApi(page, 'POST', '/api/saveOperation', token, {
    styleId,
    group: 1,
    description: 'Close side seams',
    stitchTypeCode: '301',
    seamLength: 60,
    quantity: 1,
    rate: 12,
    machines: 1,
    seamThikness: 1.5,
    seamLengthUnit: 0,
    styleOperations: needles.map((needle) => ({
      needleName: needle.name,
      brandId: brand.id,
      ticketTexId: ticketTex.id,
      packageSizeId: size?.id,
      shade,
    })),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return styleId;
}

test('a shade used in a style can be neither recoloured, renamed nor removed', async ({ page }) => {
  const token = await signInForToken(page, 'demo.admin');
  const prefix = `Indigo ${randomBytes(3).toString('hex')}`;
  const name = `${prefix} Deep`;
  await storeShade(page, token, {
    name,
    hexCodeValue: '#2e3a87',
    colorGroupId: await groupId(page, token, 'C'),
  });
  const styleId = await styleUsingShade(page, token, `${prefix} shirt`, name);
  try {
    await page.goto('/systemConfiguration');
    const colours = shadePanel(page).getByRole('region', { name: 'C Colors' });
    const chip = colours.getByRole('button', { name });
    await expect(chip.getByRole('img', { name: 'Shade is used in a style' })).toBeVisible();
    await chip.click();
    const dialog = page.getByRole('dialog', { name: `Shade: ${name}` });
    await expect(dialog).toContainText(
      'This shade is used in a style: it cannot be changed or removed.',
    );
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(
      dialog.locator('[role="alert"]').filter({ hasText: 'Shade Can not be removed' }),
    ).toBeVisible();
    await dialog.getByLabel('Colour').fill('#000000');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      dialog.locator('[role="alert"]').filter({ hasText: 'Shade Can Not Be Updated or Replaced' }),
    ).toBeVisible();
    // Nor renamed: the styles name it.
    await dialog.getByLabel('Colour').fill('#2e3a87');
    await dialog.getByLabel('Shade name').fill(`${prefix} Deeper`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      dialog.locator('[role="alert"]').filter({ hasText: 'Shade Can Not Be Updated or Replaced' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(colours.getByRole('button', { name })).toBeVisible();
    expect(
      (await readShades(page, token)).find((shade) => isOurs(shade, prefix))?.hexCodeValue,
    ).toBe('#2e3a87');
  } finally {
    await callApi(page, 'DELETE', `/api/style/${styleId}`, token);
    await removeShades(page, token, prefix);
  }
});

test('the tenant administrator sees the default colour and switches shade configuration off and on', async ({
  page,
}) => {
  const token = await signInForToken(page, 'demo.admin');
  const before = (await callApi(page, 'GET', '/api/systemConfiguration', token)).body as {
    defaultColorValue: string | null;
  };
  try {
    await page.goto('/systemConfiguration');
    const panel = shadePanel(page);
    await expect(panel.getByRole('combobox', { name: 'Default colour' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const toggle = panel.getByRole('switch', { name: /Shade configuration/ });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(page.getByText('Shade Configuration Updated')).toBeVisible();
    await expect(
      panel.getByText('Shade configuration is switched off: shades cannot be changed.'),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Add shade' })).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Add shade' })).toHaveCount(5);
  } finally {
    await callApi(page, 'POST', '/api/updateSystemConfiguration', token, {
      defaultColorValue: before.defaultColorValue,
      toggleButtonValue: 'true',
    });
  }
});
