import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColourGroupDto, ShadeDto, ShadeInput, UpdateShadesResult } from '@spool/contracts';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';
import { seedTenantCatalogue } from '../../catalogue/index.js';
import { insertStyle } from '../../../testing/style-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.dispose());

const call = (token: string | undefined, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token && { authorization: `Bearer ${token}` }) },
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });

/** A seeded tenant (six shades in the five groups) with a settings editor and a planner. */
async function newTenant(name: string) {
  const tenantId = (await t.database.createTenant(name)).id;
  await inTenantTransaction(t.database, tenantId, seedTenantCatalogue);
  const editor = await createTestUser(t.database, {
    tenantId,
    userName: `editor.${name}`,
    permissions: ['Spool.Catalogue', 'Spool.Settings', 'Spool.Settings.Update'],
  });
  const planner = await createTestUser(t.database, {
    tenantId,
    userName: `planner.${name}`,
    permissions: ['Spool.Catalogue'],
  });
  const token = await t.issueToken({ sub: editor, tenantid: tenantId });
  const admin = await t.issueToken({ sub: editor, tenantid: tenantId, account_type: 101 });
  const plannerToken = await t.issueToken({ sub: planner, tenantid: tenantId });
  const groups = (await call(token, 'GET', '/api/colorGroup')).json<{ items: ColourGroupDto[] }>()
    .items;
  const group = (code: string) => {
    const found = groups.find((g) => g.code === code);
    if (!found) throw new Error(`no colour group ${code}`);
    return found.id;
  };
  return { tenantId, token, admin, planner: plannerToken, group };
}

const listShades = async (token: string) =>
  (await call(token, 'GET', '/api/shade')).json<{ items: ShadeDto[]; totalCount: number }>();

/** The stored list as the screen sends it back. */
const asEdits = (items: readonly ShadeDto[]): ShadeInput[] =>
  items.map(({ id, name, hexCodeValue, colorGroupId }) => ({
    id,
    name,
    hexCodeValue,
    colorGroupId,
  }));

const save = (token: string, list: readonly ShadeInput[]) =>
  call(token, 'POST', '/api/shade/updateShades', list);

const byName = (items: readonly ShadeDto[], name: string) => {
  const found = items.find((shade) => shade.name === name);
  if (!found) throw new Error(`no shade ${name}`);
  return found;
};

/** Saves a changed copy of the stored list. */
async function saveEdited(
  token: string,
  edit: (list: ShadeInput[]) => ShadeInput[],
): Promise<ReturnType<typeof save>> {
  return save(token, edit(asEdits((await listShades(token)).items)));
}

/** Renames the shade of this name in the list. */
const renaming = (from: string, to: string) => (list: ShadeInput[]) =>
  list.map((shade) => (shade.name === from ? { ...shade, name: to } : shade));

const expectRefused = async (
  response: Awaited<ReturnType<typeof save>>,
  status: number,
  code: string,
  message: string,
) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error: { code, message } });
};

describe('reading shades and colour groups', () => {
  it('lists the five colour groups in the specification’s order', async () => {
    const tenant = await newTenant('Groups');
    const response = await call(tenant.planner, 'GET', '/api/colorGroup');
    expect(response.statusCode).toBe(200);
    expect(
      response.json<{ items: ColourGroupDto[] }>().items.map(({ code, name }) => ({ code, name })),
    ).toEqual([
      { code: 'C', name: 'Colors' },
      { code: 'B', name: 'Black' },
      { code: 'N', name: 'Naturals' },
      { code: 'U', name: 'Unbleached' },
      { code: 'W', name: 'Whites' },
    ]);
  });

  it('lists the shades by name with their colour (#rrggbb), group and use', async () => {
    const tenant = await newTenant('List');
    const response = await call(tenant.planner, 'GET', '/api/shade');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ items: ShadeDto[]; totalCount: number }>();
    expect(list.totalCount).toBe(6);
    expect(list.items.map((shade) => shade.name)).toEqual([
      'Ecru',
      'Jet Black',
      'Natural',
      'Navy',
      'Optic White',
      'Signal Red',
    ]);
    expect(byName(list.items, 'Optic White')).toMatchObject({
      hexCodeValue: '#fafaf7',
      colorGroupId: tenant.group('W'),
      isUsed: false,
    });
  });

  it('sorts by name descending and pages as asked (sort name, skip, size)', async () => {
    const tenant = await newTenant('Paging');
    const page = await call(
      tenant.planner,
      'GET',
      '/api/shade?Sorting=name%20desc&SkipCount=1&MaxResultCount=2',
    );
    expect(page.json()).toMatchObject({
      items: [{ name: 'Optic White' }, { name: 'Navy' }],
      totalCount: 6,
    });
    const wrong = await call(tenant.planner, 'GET', '/api/shade?Sorting=hexCode');
    expect(wrong.statusCode).toBe(400);
    const tooMany = await call(tenant.planner, 'GET', '/api/shade?MaxResultCount=1001');
    expect(tooMany.statusCode).toBe(400);
  });

  it('answers no used shades, and every shade by name for the most-used list, while no style uses one', async () => {
    const tenant = await newTenant('Usage');
    const used = await call(tenant.planner, 'GET', '/api/getUniqueUsedShades');
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual([]);
    const frequent = await call(
      tenant.planner,
      'GET',
      '/api/shade/getShadesOrderByMostFrequentlyUsed',
    );
    expect(frequent.statusCode).toBe(200);
    const items = frequent.json<ShadeDto[]>();
    expect(items.map((shade) => shade.name)).toEqual([
      'Ecru',
      'Jet Black',
      'Natural',
      'Navy',
      'Optic White',
      'Signal Red',
    ]);
    expect(items.every((shade) => !shade.isUsed)).toBe(true);
  });
});

describe('saving the edited list', () => {
  it('adds a shade under its trimmed name, with its colour in lower case', async () => {
    const tenant = await newTenant('Add');
    const response = await saveEdited(tenant.token, (list) => [
      ...list,
      { name: '  Forest Green ', hexCodeValue: '#2E7D32', colorGroupId: tenant.group('C') },
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.json<UpdateShadesResult>();
    expect(result).toMatchObject({ added: 1, updated: 0, replaced: 0, removed: 0 });
    expect(byName(result.items, 'Forest Green')).toMatchObject({
      hexCodeValue: '#2e7d32',
      colorGroupId: tenant.group('C'),
      isUsed: false,
    });
    expect(byName((await listShades(tenant.planner)).items, 'Forest Green').hexCodeValue).toBe(
      '#2e7d32',
    );
  });

  it('adds, recolours, moves between groups and removes in one save (id 0 is a new shade)', async () => {
    const tenant = await newTenant('Edit');
    const before = (await listShades(tenant.token)).items;
    const response = await saveEdited(tenant.token, (list) =>
      list
        .filter((shade) => shade.name !== 'Signal Red')
        .map((shade) =>
          shade.name === 'Navy'
            ? { ...shade, hexCodeValue: '#203060' }
            : shade.name === 'Ecru'
              ? { ...shade, colorGroupId: tenant.group('N') }
              : shade,
        )
        .concat({ id: 0, name: 'Sky', hexCodeValue: '#87ceeb', colorGroupId: tenant.group('C') }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: 1, updated: 2, replaced: 0, removed: 1 });
    const after = (await listShades(tenant.planner)).items;
    expect(after.map((shade) => shade.name)).toEqual([
      'Ecru',
      'Jet Black',
      'Natural',
      'Navy',
      'Optic White',
      'Sky',
    ]);
    expect(byName(after, 'Navy')).toMatchObject({
      id: byName(before, 'Navy').id,
      hexCodeValue: '#203060',
    });
    expect(byName(after, 'Ecru')).toMatchObject({
      id: byName(before, 'Ecru').id,
      colorGroupId: tenant.group('N'),
    });
  });

  it('saving the list unchanged changes nothing', async () => {
    const tenant = await newTenant('Unchanged');
    const response = await saveEdited(tenant.token, (list) => list);
    expect(response.json()).toMatchObject({ added: 0, updated: 0, replaced: 0, removed: 0 });
  });

  it('lets two shades swap names in one save', async () => {
    const tenant = await newTenant('Swap');
    const response = await saveEdited(tenant.token, (list) =>
      list.map((shade) =>
        shade.name === 'Navy'
          ? { ...shade, name: 'Signal Red' }
          : shade.name === 'Signal Red'
            ? { ...shade, name: 'Navy' }
            : shade,
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ updated: 2 });
    expect(byName((await listShades(tenant.planner)).items, 'Navy').hexCodeValue).toBe('#b3261e');
  });

  it('moves a same-named shade of another group into the new group: "replaced"', async () => {
    const tenant = await newTenant('Replace');
    const before = (await listShades(tenant.token)).items;
    const response = await saveEdited(tenant.token, (list) => [
      ...list,
      { name: ' JET BLACK ', hexCodeValue: '#222222', colorGroupId: tenant.group('C') },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: 0, updated: 0, replaced: 1, removed: 0 });
    const after = (await listShades(tenant.planner)).items;
    expect(after).toHaveLength(6);
    expect(after.find((shade) => shade.id === byName(before, 'Jet Black').id)).toMatchObject({
      name: 'JET BLACK',
      hexCodeValue: '#222222',
      colorGroupId: tenant.group('C'),
    });
  });

  it('keeps the id of a shade removed and added back in its own group, or moved there by name', async () => {
    const tenant = await newTenant('AddedBack');
    const before = (await listShades(tenant.token)).items;
    const navy = byName(before, 'Navy');
    const response = await saveEdited(tenant.token, (list) => [
      ...list.filter((shade) => shade.name !== 'Navy' && shade.name !== 'Ecru'),
      { name: 'navy', hexCodeValue: '#101840', colorGroupId: tenant.group('C') },
      { name: 'Ecru', hexCodeValue: '#e4dac2', colorGroupId: tenant.group('N') },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: 0, updated: 1, replaced: 1, removed: 0 });
    const after = (await listShades(tenant.planner)).items;
    expect(after.find((shade) => shade.id === navy.id)).toMatchObject({
      name: 'navy',
      hexCodeValue: '#101840',
    });
    expect(after.find((shade) => shade.id === byName(before, 'Ecru').id)).toMatchObject({
      colorGroupId: tenant.group('N'),
    });
  });

  it('lets a new shade take a name another shade is renamed away from', async () => {
    const tenant = await newTenant('NameFreed');
    const response = await saveEdited(tenant.token, (list) => [
      ...list.map((shade) => (shade.name === 'Navy' ? { ...shade, name: 'Old Navy' } : shade)),
      { name: 'Navy', hexCodeValue: '#000080', colorGroupId: tenant.group('C') },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: 1, updated: 1, replaced: 0, removed: 0 });
    const after = (await listShades(tenant.planner)).items;
    expect(byName(after, 'Old Navy').hexCodeValue).toBe('#1f2a44');
    expect(byName(after, 'Navy').hexCodeValue).toBe('#000080');
  });

  it('refuses an empty name: "Shade Name Can Not be Empty", and saves nothing', async () => {
    const tenant = await newTenant('Empty');
    for (const name of ['', '   ']) {
      const response = await saveEdited(tenant.token, (list) => [
        ...list,
        { name: 'Saffron', hexCodeValue: '#f4c430', colorGroupId: tenant.group('C') },
        { name, hexCodeValue: '#123456', colorGroupId: tenant.group('C') },
      ]);
      await expectRefused(
        response,
        400,
        'Spool.Settings:ShadeNameRequired',
        'Shade Name Can Not be Empty',
      );
    }
    const renamed = await saveEdited(tenant.token, (list) =>
      list.map((shade) => (shade.name === 'Navy' ? { ...shade, name: ' ' } : shade)),
    );
    expect(renamed.json()).toMatchObject({ error: { code: 'Spool.Settings:ShadeNameRequired' } });
    expect((await listShades(tenant.planner)).items.map((shade) => shade.name)).not.toContain(
      'Saffron',
    );
  });

  it('refuses a name longer than 50 characters, naming the field', async () => {
    const tenant = await newTenant('Long');
    const response = await save(tenant.token, [
      { name: 'x'.repeat(51), hexCodeValue: '#123456', colorGroupId: tenant.group('C') },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'Spool:ValidationError',
        validationErrors: [{ message: 'At most 50 characters.', members: ['0.name'] }],
      },
    });
  });

  it('refuses a duplicate name, compared trimmed and ignoring case: "Duplicate Shade Name"', async () => {
    const tenant = await newTenant('Duplicates');
    const cases: ((list: ShadeInput[]) => ShadeInput[])[] = [
      // Two new shades of the same name, in one group or in two.
      (list) => [
        ...list,
        { name: 'Teal', hexCodeValue: '#008080', colorGroupId: tenant.group('C') },
        { name: ' TEAL ', hexCodeValue: '#007070', colorGroupId: tenant.group('C') },
      ],
      (list) => [
        ...list,
        { name: 'Teal', hexCodeValue: '#008080', colorGroupId: tenant.group('C') },
        { name: 'teal', hexCodeValue: '#007070', colorGroupId: tenant.group('N') },
      ],
      // A new shade named like a stored one of the same group.
      (list) => [
        ...list,
        { name: ' navy', hexCodeValue: '#000080', colorGroupId: tenant.group('C') },
      ],
      // A shade renamed like another.
      (list) => list.map((s) => (s.name === 'Signal Red' ? { ...s, name: 'NAVY ' } : s)),
    ];
    for (const edit of cases) {
      await expectRefused(
        await saveEdited(tenant.token, edit),
        409,
        'Spool.Settings:DuplicateShadeName',
        'Duplicate Shade Name',
      );
    }
    const names = (await listShades(tenant.planner)).items.map((shade) => shade.name);
    expect(names).toEqual(['Ecru', 'Jet Black', 'Natural', 'Navy', 'Optic White', 'Signal Red']);
  });

  it('refuses a colour already in the group: "Duplicate name or value"; another group may have it', async () => {
    const tenant = await newTenant('SameColour');
    await expectRefused(
      await saveEdited(tenant.token, (list) => [
        ...list,
        { name: 'Midnight', hexCodeValue: '#1F2A44', colorGroupId: tenant.group('C') },
      ]),
      409,
      'Spool.Settings:DuplicateShadeNameOrValue',
      'Duplicate name or value',
    );
    await expectRefused(
      await saveEdited(tenant.token, (list) =>
        list.map((s) => (s.name === 'Signal Red' ? { ...s, hexCodeValue: '#1f2a44' } : s)),
      ),
      409,
      'Spool.Settings:DuplicateShadeNameOrValue',
      'Duplicate name or value',
    );
    const elsewhere = await saveEdited(tenant.token, (list) => [
      ...list,
      { name: 'Midnight', hexCodeValue: '#1f2a44', colorGroupId: tenant.group('B') },
    ]);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a colour that is not #rrggbb, naming the field', async () => {
    const tenant = await newTenant('BadColour');
    for (const hexCodeValue of ['#12345', 'red', '#GGGGGG', '123456', '#1234567']) {
      const response = await save(tenant.token, [
        { name: 'Odd', hexCodeValue, colorGroupId: tenant.group('C') },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'Spool:ValidationError',
          validationErrors: [{ message: 'This value is not valid.', members: ['0.hexCodeValue'] }],
        },
      });
    }
    expect((await listShades(tenant.planner)).totalCount).toBe(6);
  });

  it('refuses an unknown colour group, an unknown shade id and an id listed twice', async () => {
    const tenant = await newTenant('Unknown');
    await expectRefused(
      await saveEdited(tenant.token, (list) => [
        ...list,
        { name: 'Lost', hexCodeValue: '#123456', colorGroupId: 999_999 },
      ]),
      400,
      'Spool.Settings:ShadeColourGroupNotFound',
      'Colour group 999999 does not exist.',
    );
    await expectRefused(
      await saveEdited(tenant.token, (list) => [
        ...list,
        { id: 999_999, name: 'Ghost', hexCodeValue: '#123456', colorGroupId: tenant.group('C') },
      ]),
      404,
      'Spool.Settings:ShadeNotFound',
      'Shade 999999 does not exist.',
    );
    const twice = await saveEdited(tenant.token, (list) => [...list, { ...list[0]! }]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ error: { code: 'Spool:ValidationError' } });
    expect((await listShades(tenant.planner)).totalCount).toBe(6);
  });

  it('saves all or nothing: one refused shade keeps every other change out', async () => {
    const tenant = await newTenant('AllOrNothing');
    const response = await saveEdited(tenant.token, (list) => [
      ...list
        .filter((shade) => shade.name !== 'Ecru')
        .map((shade) => (shade.name === 'Navy' ? { ...shade, hexCodeValue: '#000000' } : shade)),
      { name: 'Saffron', hexCodeValue: '#f4c430', colorGroupId: tenant.group('C') },
      { name: 'saffron', hexCodeValue: '#f4c431', colorGroupId: tenant.group('C') },
    ]);
    expect(response.statusCode).toBe(409);
    const after = (await listShades(tenant.planner)).items;
    expect(after.map((shade) => shade.name)).toContain('Ecru');
    expect(after.map((shade) => shade.name)).not.toContain('Saffron');
    expect(byName(after, 'Navy').hexCodeValue).toBe('#1f2a44');
  });

  it('refuses changes while the shade configuration is switched off', async () => {
    const tenant = await newTenant('SwitchedOff');
    const off = await call(tenant.admin, 'POST', '/api/updateSystemConfiguration', {
      defaultColorValue: 'C',
      toggleButtonValue: 'false',
    });
    expect(off.statusCode).toBe(200);
    await expectRefused(
      await saveEdited(tenant.token, (list) => list.slice(1)),
      422,
      'Spool.Settings:ShadeConfigurationOff',
      'Shade configuration is switched off: shades cannot be changed.',
    );
    expect((await listShades(tenant.planner)).totalCount).toBe(6);
    await call(tenant.admin, 'POST', '/api/updateSystemConfiguration', {
      defaultColorValue: 'C',
      toggleButtonValue: 'true',
    });
    expect((await saveEdited(tenant.token, (list) => list.slice(1))).statusCode).toBe(200);
  });
});

describe('renaming a shade', () => {
  it('renames a shade under its trimmed name, keeping its id, colour and group', async () => {
    const tenant = await newTenant('Rename');
    const navy = byName((await listShades(tenant.token)).items, 'Navy');
    const response = await saveEdited(tenant.token, (list) =>
      list.map((shade) => (shade.id === navy.id ? { ...shade, name: '  Midnight Navy ' } : shade)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ added: 0, updated: 1, replaced: 0, removed: 0 });
    const after = (await listShades(tenant.planner)).items;
    expect(after.find((shade) => shade.id === navy.id)).toMatchObject({
      name: 'Midnight Navy',
      hexCodeValue: navy.hexCodeValue,
      colorGroupId: navy.colorGroupId,
    });
    expect(after.some((shade) => shade.name === 'Navy')).toBe(false);
  });

  it('lets a shade change only the case of its name', async () => {
    const tenant = await newTenant('RenameCase');
    const response = await saveEdited(tenant.token, renaming('Navy', 'NAVY'));
    expect(response.json()).toMatchObject({ updated: 1 });
    expect(byName((await listShades(tenant.planner)).items, 'NAVY').colorGroupId).toBe(
      tenant.group('C'),
    );
  });

  it('refuses a name another shade has, in any group, trimmed and ignoring case, and saves nothing', async () => {
    const tenant = await newTenant('RenameDuplicate');
    // Signal Red is in C with Navy; Jet Black is in B.
    for (const taken of ['signal red', ' JET BLACK ']) {
      await expectRefused(
        await saveEdited(tenant.token, renaming('Navy', taken)),
        409,
        'Spool.Settings:DuplicateShadeName',
        'Duplicate Shade Name',
      );
    }
    await expectRefused(
      await saveEdited(tenant.token, renaming('Navy', '  ')),
      400,
      'Spool.Settings:ShadeNameRequired',
      'Shade Name Can Not be Empty',
    );
    expect(byName((await listShades(tenant.planner)).items, 'Navy').colorGroupId).toBe(
      tenant.group('C'),
    );
  });
});

describe('concurrency stamps', () => {
  /** The stored list as the screen sends it back, each shade with the stamp it was read with. */
  const withStamps = (items: readonly ShadeDto[]): ShadeInput[] =>
    items.map(({ id, name, hexCodeValue, colorGroupId, concurrencyStamp }) => ({
      id,
      name,
      hexCodeValue,
      colorGroupId,
      concurrencyStamp,
    }));

  it('gives each shade a stamp that changes when the shade is renamed, recoloured or moved, and only then', async () => {
    const tenant = await newTenant('Stamps');
    const before = (await listShades(tenant.token)).items;
    const stampOf = (items: readonly ShadeDto[], id: number) =>
      items.find((shade) => shade.id === id)?.concurrencyStamp;
    const [navy, ecru, jet, white] = ['Navy', 'Ecru', 'Jet Black', 'Optic White'].map((name) =>
      byName(before, name),
    );
    if (!navy || !ecru || !jet || !white) throw new Error('seeded shades missing');
    expect(new Set(before.map((shade) => shade.concurrencyStamp)).size).toBe(before.length);
    const response = await save(
      tenant.token,
      withStamps(before).map((shade) =>
        shade.id === navy.id
          ? { ...shade, name: 'Midnight' }
          : shade.id === ecru.id
            ? { ...shade, hexCodeValue: '#e0d5b5' }
            : shade.id === jet.id
              ? { ...shade, colorGroupId: tenant.group('C') }
              : shade,
      ),
    );
    expect(response.statusCode).toBe(200);
    const after = response.json<UpdateShadesResult>().items;
    for (const changed of [navy, ecru, jet]) {
      expect(stampOf(after, changed.id)).not.toBe(changed.concurrencyStamp);
    }
    expect(stampOf(after, white.id)).toBe(white.concurrencyStamp);
    expect((await listShades(tenant.planner)).items).toEqual(after);
  });

  it('refuses a list read before someone else changed one of its shades: 409, nothing saved', async () => {
    const tenant = await newTenant('StaleStamp');
    const readByA = withStamps((await listShades(tenant.token)).items);
    // B renames Navy meanwhile.
    const byB = await save(
      tenant.admin,
      readByA.map((shade) => (shade.name === 'Navy' ? { ...shade, name: 'Midnight' } : shade)),
    );
    expect(byB.statusCode).toBe(200);

    // A renames Ecru in the list read before: saving it would rename Midnight back to Navy.
    const byA = await save(
      tenant.token,
      readByA.map((shade) => (shade.name === 'Ecru' ? { ...shade, name: 'Linen' } : shade)),
    );
    expect(byA.statusCode).toBe(409);
    expect(byA.json()).toEqual({
      error: {
        code: 'Spool:Conflict',
        message: 'Someone else changed this in the meantime. Reload and try again.',
      },
    });
    const names = (await listShades(tenant.planner)).items.map((shade) => shade.name);
    expect(names).toContain('Midnight');
    expect(names).toContain('Ecru');
    expect(names).not.toContain('Linen');

    // Read again, the same change saves.
    const again = await save(
      tenant.token,
      withStamps((await listShades(tenant.token)).items).map((shade) =>
        shade.name === 'Ecru' ? { ...shade, name: 'Linen' } : shade,
      ),
    );
    expect(again.statusCode).toBe(200);
  });

  it('refuses a stamp that is not a uuid, naming the field', async () => {
    const tenant = await newTenant('BadStamp');
    const list = withStamps((await listShades(tenant.token)).items);
    const response = await save(tenant.token, [
      { ...list[0], concurrencyStamp: 'yesterday' } as ShadeInput,
      ...list.slice(1),
    ]);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('concurrencyStamp');
  });
});

describe('permissions and tokens', () => {
  it('lets a planner read but not save (403 without Spool.Settings.Update)', async () => {
    const tenant = await newTenant('Planner');
    for (const url of [
      '/api/shade',
      '/api/colorGroup',
      '/api/getUniqueUsedShades',
      '/api/shade/getShadesOrderByMostFrequentlyUsed',
    ]) {
      expect((await call(tenant.planner, 'GET', url)).statusCode).toBe(200);
    }
    const response = await saveEdited(tenant.planner, (list) => list.slice(1));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'Spool:Forbidden', message: 'You do not have permission to do this.' },
    });
    expect((await listShades(tenant.planner)).totalCount).toBe(6);
  });

  it('answers 403 to reads without Spool.Catalogue', async () => {
    const tenant = await newTenant('NoCatalogue');
    const viewer = await createTestUser(t.database, {
      tenantId: tenant.tenantId,
      userName: 'viewer.shades',
      permissions: ['Spool.Reports'],
    });
    const token = await t.issueToken({ sub: viewer, tenantid: tenant.tenantId });
    for (const url of ['/api/shade', '/api/colorGroup', '/api/getUniqueUsedShades']) {
      expect((await call(token, 'GET', url)).statusCode).toBe(403);
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/api/shade'],
      ['GET', '/api/colorGroup'],
      ['GET', '/api/getUniqueUsedShades'],
      ['GET', '/api/shade/getShadesOrderByMostFrequentlyUsed'],
      ['POST', '/api/shade/updateShades'],
    ] as const) {
      const response = await call(undefined, method, url, method === 'POST' ? [] : undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'Spool:Unauthorized' } });
    }
  });
});

describe('tenant isolation', () => {
  it('never shows tenant A’s shades to tenant B, nor lets B change them by id', async () => {
    const a = await newTenant('IsolationA');
    const b = await newTenant('IsolationB');
    await saveEdited(a.token, (list) => [
      ...list,
      { name: 'Only For A', hexCodeValue: '#abcdef', colorGroupId: a.group('C') },
    ]);
    const ofA = byName((await listShades(a.token)).items, 'Only For A');
    expect((await listShades(b.token)).items.map((shade) => shade.name)).not.toContain(
      'Only For A',
    );
    expect((await listShades(b.token)).totalCount).toBe(6);

    // B sends A's shade id (and A's colour group): refused, and A's shade is untouched.
    await expectRefused(
      await saveEdited(b.token, (list) => [
        ...list,
        { id: ofA.id, name: 'Taken Over', hexCodeValue: '#000000', colorGroupId: b.group('C') },
      ]),
      404,
      'Spool.Settings:ShadeNotFound',
      `Shade ${ofA.id} does not exist.`,
    );
    await expectRefused(
      await saveEdited(b.token, (list) => [
        ...list,
        { name: 'Sneaky', hexCodeValue: '#000001', colorGroupId: a.group('C') },
      ]),
      400,
      'Spool.Settings:ShadeColourGroupNotFound',
      `Colour group ${a.group('C')} does not exist.`,
    );
    expect(byName((await listShades(a.token)).items, 'Only For A')).toEqual(ofA);

    // Removing everything in B leaves A's list whole; B may use a name A has.
    expect((await save(b.token, [])).json()).toMatchObject({ removed: 6 });
    expect((await listShades(a.token)).totalCount).toBe(7);
    const same = await save(b.token, [
      { name: 'Only For A', hexCodeValue: '#abcdef', colorGroupId: b.group('C') },
    ]);
    expect(same.statusCode).toBe(200);
  });
});

describe('shades used in a style', () => {
  /** A tenant whose style sews Navy (spelt as typed in the operation: spaces and case differ). */
  async function tenantSewingNavy(name: string) {
    const tenant = await newTenant(name);
    await insertStyle(t.database, tenant.tenantId, {
      name: `${name} shirt`,
      operations: [
        {
          description: 'Side seam',
          stitchTypeCode: '301',
          seamLengthCm: 60,
          rate: 12,
          lines: [
            { needleName: 'Needle thread', shade: ' navy ' },
            { needleName: 'Bobbin thread', shade: 'NAVY' },
          ],
        },
      ],
    });
    return tenant;
  }

  it('marks the shade used, lists it first, and among the unique used shades', async () => {
    const tenant = await tenantSewingNavy('UsedList');
    const items = (await listShades(tenant.planner)).items;
    expect(byName(items, 'Navy').isUsed).toBe(true);
    expect(byName(items, 'Ecru').isUsed).toBe(false);
    const frequent = (
      await call(tenant.planner, 'GET', '/api/shade/getShadesOrderByMostFrequentlyUsed')
    ).json<ShadeDto[]>();
    expect(frequent[0]?.name).toBe('Navy');
    const used = (await call(tenant.planner, 'GET', '/api/getUniqueUsedShades')).json<unknown[]>();
    expect(JSON.stringify(used).toLowerCase()).toContain('navy');
    expect(used).toHaveLength(1);
  });

  it('refuses to remove, recolour, rename or replace a used shade, and saves nothing', async () => {
    const tenant = await tenantSewingNavy('UsedRules');
    await expectRefused(
      await saveEdited(tenant.token, (list) => list.filter((shade) => shade.name !== 'Navy')),
      422,
      'Spool.Settings:ShadeCannotBeRemoved',
      'Shade Can not be removed',
    );
    const recolouring = (list: ShadeInput[]) =>
      list.map((shade) => (shade.name === 'Navy' ? { ...shade, hexCodeValue: '#000080' } : shade));
    // Neither recoloured nor renamed: the styles name it.
    for (const change of [recolouring, renaming('Navy', 'Midnight')]) {
      await expectRefused(
        await saveEdited(tenant.token, change),
        422,
        'Spool.Settings:ShadeCannotBeUpdated',
        'Shade Can Not Be Updated or Replaced',
      );
    }
    await expectRefused(
      await saveEdited(tenant.token, (list) =>
        list.concat({
          id: 0,
          name: 'navy',
          hexCodeValue: '#101820',
          colorGroupId: tenant.group('B'),
        }),
      ),
      422,
      'Spool.Settings:ShadeUsedInStyle',
      'Shade is used in a style',
    );
    expect(byName((await listShades(tenant.token)).items, 'Navy').hexCodeValue).toBe('#1f2a44');
  });
});
