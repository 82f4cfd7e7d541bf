import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultStitchSetting,
  roundToHundredths,
  stitchCatalogue,
  stitchConsumptionPerTen,
} from '@spool/domain';
import type { CustomSettingDto, CustomSettingList, StitchTypesInSetting } from '@spool/contracts';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';
import { insertStyle, twoSeededTenants } from '../../../testing/style-fixtures.js';
import { systemConfigurations } from '../../../platform/db/schema/settings.js';

let t: TestApp;
let tenantA: string;
let tenantB: string;
/** Tenant A's administrator (settings reader and editor, account type 101). */
let admin: string;
/** Tenant A's planner: reads settings, may choose their own default, changes nothing else. */
let planner: string;
let adminB: string;

const settingsEditor = ['Spool.Catalogue', 'Spool.Settings', 'Spool.Settings.Update'];

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas: tenantA, borealis: tenantB } = await twoSeededTenants(t.database));
  const adminId = await createTestUser(t.database, {
    tenantId: tenantA,
    userName: 'asha.admin',
    permissions: settingsEditor,
    accountType: 101,
  });
  const plannerId = await createTestUser(t.database, {
    tenantId: tenantA,
    userName: 'pablo.planner',
    permissions: ['Spool.Catalogue'],
  });
  const adminBId = await createTestUser(t.database, {
    tenantId: tenantB,
    userName: 'bo.admin',
    permissions: settingsEditor,
    accountType: 101,
  });
  admin = await t.issueToken({ sub: adminId, tenantid: tenantA, account_type: 101 });
  planner = await t.issueToken({ sub: plannerId, tenantid: tenantA });
  adminB = await t.issueToken({ sub: adminBId, tenantid: tenantB, account_type: 101 });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

const grid = async (token = admin) =>
  (await call(token, 'GET', '/api/getCustomSettings')).json<CustomSettingList>();

const create = (
  body: Record<string, unknown>,
  { token = admin, isDefault = false }: { token?: string; isDefault?: boolean } = {},
) => call(token, 'POST', `/api/createCustomSetting?isDefaultCustomSetting=${isDefault}`, body);

const createOk = async (name: string, body: Record<string, unknown> = {}) => {
  const response = await create({ name, ...body });
  expect(response.statusCode).toBe(200);
  return response.json<CustomSettingDto>();
};

const stitchesOf = async (settingId: number, token = admin) =>
  (
    await call(
      token,
      'GET',
      `/api/calculateNeedlesLengthForAllStitchTypes?customSettingId=${settingId}`,
    )
  ).json<StitchTypesInSetting>();

const stitchOf = async (settingId: number, code: string) => {
  const stitch = (await stitchesOf(settingId)).items.find((item) => item.code === code);
  if (!stitch) throw new Error(`stitch ${code} not listed`);
  return stitch;
};

/** The values of a stitch as the editor sends them back, with some changed. */
const stitchUpdate = (settingId: number, code: string, change: Record<string, unknown> = {}) => {
  const values = defaultStitchSetting(code);
  return {
    settingId,
    code,
    defaultcm0: values.needle,
    defaultcm1: values.under,
    defaultcm2: values.top,
    defaultBight: values.bightMm,
    defaultwaste: values.wastePercent,
    ...change,
  };
};

const errorOf = (message: string, code: string) => ({ error: { code, message } });

const setConfiguration = (
  tenantId: string,
  change: { customSettingToggle?: boolean; seamLengthUnit?: number },
) =>
  inTenantTransaction(t.database, tenantId, (tx) =>
    tx.update(systemConfigurations).set(change).execute(),
  );

describe('the custom settings grid', () => {
  it('lists the built-in Default first, with id 0, the system Tkt/Tex and allowance, as the caller’s default', async () => {
    const list = await grid();
    expect(list.customSettingToggleValue).toBe(true);
    expect(list.items[0]).toEqual({
      id: 0,
      name: 'Default',
      tktTex: 'Tkt',
      defaultAllowance: 10,
      allowanceBands: null,
      isDefaultSettingId: true,
      creationTime: null,
      createdBy: null,
      lastModificationTime: null,
      lastModifiedBy: null,
      concurrencyStamp: null,
    });
    expect((await call(admin, 'GET', '/api/getDefaultUserCustomSetting')).json()).toBe(0);
  });

  it('creates a setting with a trimmed name, Tkt and 10 % by default, recording who created it', async () => {
    const response = await create({ name: '  Denim heavy  ' });
    expect(response.statusCode).toBe(200);
    const created = response.json<CustomSettingDto>();
    expect(created).toMatchObject({
      name: 'Denim heavy',
      tktTex: 'Tkt',
      defaultAllowance: 10,
      isDefaultSettingId: false,
      createdBy: 'asha.admin',
      lastModificationTime: null,
      lastModifiedBy: null,
    });
    expect(created.id).toBeGreaterThan(0);
    expect(new Date(created.creationTime ?? '').getTime()).not.toBeNaN();

    const byId = await call(admin, 'GET', `/api/getCustomSettingById?Id=${created.id}`);
    expect(byId.json()).toEqual(created);
  });

  it('lists the tenant’s settings by name after Default', async () => {
    await createOk('Activewear', { tktTex: 'Tex', defaultAllowance: 25 });
    const names = (await grid()).items.map((item) => item.name);
    expect(names.slice(0, 3)).toEqual(['Default', 'Activewear', 'Denim heavy']);
    expect((await grid()).items[1]).toMatchObject({ tktTex: 'Tex', defaultAllowance: 25 });
  });

  it('makes a new setting the caller’s default when asked, and only for that caller', async () => {
    const response = await create({ name: 'Knits' }, { isDefault: true });
    const created = response.json<CustomSettingDto>();
    expect(created.isDefaultSettingId).toBe(true);
    expect((await call(admin, 'GET', '/api/getDefaultUserCustomSetting')).json()).toBe(created.id);
    const mine = (await grid()).items.filter((item) => item.isDefaultSettingId);
    expect(mine.map((item) => item.name)).toEqual(['Knits']);
    expect((await call(planner, 'GET', '/api/getDefaultUserCustomSetting')).json()).toBe(0);
  });

  it('refuses to delete a setting a style uses', async () => {
    const setting = await createOk('Style-held setting');
    await insertStyle(t.database, tenantA, {
      name: 'Coach jacket',
      customSettingId: setting.id,
      operations: [],
    });
    const refused = await call(admin, 'DELETE', `/api/deleteCustomSettingsById?id=${setting.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(
      errorOf(
        "Setting is already used in a style or chosen as the user's default",
        'Spool.Settings:CustomSettingInUse',
      ),
    );
  });

  it('answers 404 for a setting that does not exist', async () => {
    const response = await call(admin, 'GET', '/api/getCustomSettingById?Id=999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(
      errorOf('Custom setting 999999 does not exist.', 'Spool.Settings:CustomSettingNotFound'),
    );
  });
});

describe('custom setting names', () => {
  it('requires a name: "Enter setting name"', async () => {
    for (const name of ['', '   ']) {
      const response = await create({ name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(
        errorOf('Enter setting name', 'Spool.Settings:CustomSettingNameRequired'),
      );
    }
    expect((await create({})).json()).toEqual(
      errorOf('Enter setting name', 'Spool.Settings:CustomSettingNameRequired'),
    );
  });

  it('takes 20 characters and refuses 21: "Either duplicate or extended setting name"', async () => {
    expect((await create({ name: 'x'.repeat(20) })).statusCode).toBe(200);
    const response = await create({ name: 'y'.repeat(21) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorOf(
        'Either duplicate or extended setting name',
        'Spool.Settings:CustomSettingNameTooLong',
      ),
    );
  });

  it('refuses a name already used, trimmed and ignoring case, the built-in Default’s included', async () => {
    for (const name of ['DENIM HEAVY', ' denim heavy ', 'default']) {
      const response = await create({ name });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        errorOf(
          'Either duplicate or extended setting name',
          'Spool.Settings:DuplicateCustomSettingName',
        ),
      );
    }
  });

  it('tells whether a name exists, trimmed and ignoring case', async () => {
    const exists = async (name: string) =>
      (
        await call(admin, 'GET', `/api/isCustomSettingExistByName?name=${encodeURIComponent(name)}`)
      ).json<boolean>();
    expect(await exists(' DENIM heavy ')).toBe(true);
    expect(await exists('Default')).toBe(true);
    expect(await exists('Swimwear')).toBe(false);
    expect(await exists('')).toBe(false);
  });

  it('never changes the name of a saved setting', async () => {
    const setting = await createOk('Shirts');
    const response = await call(admin, 'POST', '/api/updateCustomSetting', {
      id: setting.id,
      name: 'Blouses',
      tktTex: 'Tkt',
      defaultAllowance: 10,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      errorOf(
        'The name of setting "Shirts" cannot be changed.',
        'Spool.Settings:CustomSettingNameFixed',
      ),
    );
    expect((await call(admin, 'GET', `/api/getCustomSettingById?Id=${setting.id}`)).json()).toEqual(
      setting,
    );
  });
});

describe('updating a custom setting', () => {
  it('changes Tkt/Tex and the allowance, recording who and when, with a new stamp', async () => {
    const setting = await createOk('Outerwear');
    const response = await call(admin, 'POST', '/api/updateCustomSetting', {
      id: setting.id,
      name: 'Outerwear',
      tktTex: 'Tex',
      defaultAllowance: 35,
      concurrencyStamp: setting.concurrencyStamp,
    });
    expect(response.statusCode).toBe(200);
    const updated = response.json<CustomSettingDto>();
    expect(updated).toMatchObject({ tktTex: 'Tex', defaultAllowance: 35 });
    expect(updated.lastModifiedBy).toBe('asha.admin');
    expect(updated.lastModificationTime).not.toBeNull();
    expect(updated.concurrencyStamp).not.toBe(setting.concurrencyStamp);

    const stale = await call(admin, 'POST', '/api/updateCustomSetting', {
      id: setting.id,
      tktTex: 'Tkt',
      defaultAllowance: 20,
      concurrencyStamp: setting.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ error: { code: string } }>().error.code).toBe('Spool:Conflict');
  });

  it('keeps the allowance between 0 and 50 and Tkt/Tex to Tkt or Tex', async () => {
    const setting = await createOk('Lingerie');
    for (const change of [
      { defaultAllowance: 51, tktTex: 'Tkt' },
      { defaultAllowance: -1, tktTex: 'Tkt' },
      { defaultAllowance: 10, tktTex: 'Ticket' },
    ]) {
      const response = await call(admin, 'POST', '/api/updateCustomSetting', {
        id: setting.id,
        ...change,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await create({ name: 'Too generous', defaultAllowance: 51 })).statusCode).toBe(400);
  });

  it('lets a planner choose a setting as their own default, and change it back', async () => {
    const setting = await createOk('Planner pick');
    const chosen = await call(
      planner,
      'POST',
      '/api/updateCustomSetting?isDefaultCustomSetting=true',
      {
        id: setting.id,
        tktTex: setting.tktTex,
        defaultAllowance: setting.defaultAllowance,
      },
    );
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<CustomSettingDto>().isDefaultSettingId).toBe(true);
    expect((await call(planner, 'GET', '/api/getDefaultUserCustomSetting')).json()).toBe(
      setting.id,
    );

    const back = await call(
      planner,
      'POST',
      '/api/updateCustomSetting?isDefaultCustomSetting=true',
      {
        id: 0,
        tktTex: 'Tkt',
        defaultAllowance: 10,
      },
    );
    expect(back.statusCode).toBe(200);
    expect((await call(planner, 'GET', '/api/getDefaultUserCustomSetting')).json()).toBe(0);
  });

  it('refuses a planner’s change of the allowance with 403, changing nothing', async () => {
    const setting = await createOk('Not for planners');
    const response = await call(planner, 'POST', '/api/updateCustomSetting', {
      id: setting.id,
      tktTex: 'Tkt',
      defaultAllowance: 45,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(
      errorOf('You do not have permission to do this.', 'Spool:Forbidden'),
    );
    const stored = await call(admin, 'GET', `/api/getCustomSettingById?Id=${setting.id}`);
    expect(stored.json<CustomSettingDto>().defaultAllowance).toBe(10);
  });

  it('refuses any change of the Default but being chosen as one’s default', async () => {
    const response = await call(admin, 'POST', '/api/updateCustomSetting', {
      id: 0,
      tktTex: 'Tex',
      defaultAllowance: 10,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      errorOf('Default setting can not be edited', 'Spool.Settings:DefaultSettingNotEditable'),
    );
  });
});

describe('cloning a custom setting', () => {
  it('copies the source’s stitch values into the clone', async () => {
    const source = await createOk('Source');
    const edited = await call(
      admin,
      'PUT',
      '/api/updateStitchType',
      stitchUpdate(source.id, '301', { defaultcm0: 20, defaultwaste: 12.5 }),
    );
    expect(edited.statusCode).toBe(200);

    const response = await create({
      name: 'Source - Copy',
      tktTex: 'Tex',
      defaultAllowance: 15,
      sourceCustomSettingId: source.id,
    });
    expect(response.statusCode).toBe(200);
    const clone = response.json<CustomSettingDto>();
    expect(clone).toMatchObject({ name: 'Source - Copy', tktTex: 'Tex', defaultAllowance: 15 });
    expect(await stitchOf(clone.id, '301')).toMatchObject({
      defaultcm0: 20,
      defaultcm1: 13,
      defaultwaste: 12.5,
      lastChangedBy: 'asha.admin',
    });
    expect(await stitchOf(clone.id, '301')).toEqual(await stitchOf(source.id, '301'));
  });

  it('refuses to clone the Default: "Default setting can not be cloned"', async () => {
    const response = await create({ name: 'Default - Copy', sourceCustomSettingId: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      errorOf('Default setting can not be cloned', 'Spool.Settings:DefaultSettingNotCloneable'),
    );
    expect((await grid()).items.map((item) => item.name)).not.toContain('Default - Copy');
  });

  it('answers 404 for a source that does not exist', async () => {
    const response = await create({ name: 'Orphan', sourceCustomSettingId: 999999 });
    expect(response.statusCode).toBe(404);
  });
});

describe('deleting a custom setting', () => {
  it('deletes a setting nobody uses, with its stitch values', async () => {
    const setting = await createOk('Short lived');
    await call(admin, 'PUT', '/api/updateStitchType', stitchUpdate(setting.id, '401'));
    const response = await call(admin, 'DELETE', `/api/deleteCustomSettingsById?id=${setting.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(true);
    expect(
      (await call(admin, 'GET', `/api/getCustomSettingById?Id=${setting.id}`)).statusCode,
    ).toBe(404);
  });

  it('refuses to delete the Default: "Default setting can not be deleted"', async () => {
    const response = await call(admin, 'DELETE', '/api/deleteCustomSettingsById?id=0');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      errorOf('Default setting can not be deleted', 'Spool.Settings:DefaultSettingNotDeletable'),
    );
  });

  it('refuses to delete a setting someone chose as their default, until they choose another', async () => {
    const setting = await createOk('Pablo default');
    await call(planner, 'POST', '/api/updateCustomSetting?isDefaultCustomSetting=true', {
      id: setting.id,
      tktTex: 'Tkt',
      defaultAllowance: 10,
    });
    const refused = await call(admin, 'DELETE', `/api/deleteCustomSettingsById?id=${setting.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(
      errorOf(
        "Setting is already used in a style or chosen as the user's default",
        'Spool.Settings:CustomSettingInUse',
      ),
    );

    await call(planner, 'POST', '/api/updateCustomSetting?isDefaultCustomSetting=false', {
      id: setting.id,
      tktTex: 'Tkt',
      defaultAllowance: 10,
    });
    expect((await call(planner, 'GET', '/api/getDefaultUserCustomSetting')).json()).toBe(0);
    const deleted = await call(admin, 'DELETE', `/api/deleteCustomSettingsById?id=${setting.id}`);
    expect(deleted.statusCode).toBe(200);
  });

  it('answers 404 for a setting that does not exist', async () => {
    expect(
      (await call(admin, 'DELETE', '/api/deleteCustomSettingsById?id=999999')).statusCode,
    ).toBe(404);
  });
});

describe('stitch types in a setting', () => {
  it('gives every stitch type of the catalogue with the Default’s values and the engine’s consumption per 10 cm', async () => {
    const list = await stitchesOf(0);
    expect(list.seamLengthUnit).toBe(0);
    expect(list.items.map((item) => item.code)).toEqual(stitchCatalogue.map((s) => s.code));
    for (const item of list.items) {
      const values = defaultStitchSetting(item.code);
      const engine = stitchConsumptionPerTen(item.code, values);
      expect(item).toMatchObject({
        defaultcm0: values.needle,
        defaultcm1: values.under,
        defaultcm2: values.top,
        defaultBight: values.bightMm,
        defaultwaste: values.wastePercent,
        consumption: roundToHundredths(engine.consumptionCm),
        consumptionBasis: engine.consumptionBasis,
        lastChangedBy: null,
        lastModificationTime: null,
      });
    }
  });

  it('shows 101 in the Default at 40 cm per 10 cm, beside its needle value of 40 (the reference condition)', async () => {
    // At 7 stitches per cm and the stitch's own thickness the engine gives the setting's value.
    expect(await stitchOf(0, '101')).toMatchObject({
      name: 'Single-thread chainstitch',
      defaultcm0: 40,
      consumption: 40,
      consumptionBasis: 'per10Cm',
    });
    expect(await stitchOf(0, '401')).toMatchObject({
      defaultcm0: 14,
      defaultcm1: 41,
      consumption: 55,
    });
  });

  it('says which groups a stitch has and whether it asks a bight', async () => {
    expect(await stitchOf(0, '401')).toMatchObject({
      noNeedleA: false,
      noUnderA: false,
      noTopCover: true,
      hideBight: true,
    });
    expect(await stitchOf(0, '602')).toMatchObject({
      noTopCover: false,
      hideBight: false,
      defaultBight: 6,
    });
    expect(await stitchOf(0, '3042')).toMatchObject({ consumptionBasis: 'perCycle' });
  });

  it('lists the same stitch types ordered by use (none used yet: catalogue order)', async () => {
    const response = await call(
      admin,
      'GET',
      '/api/getStitchTypesOrderByMostFrequentlyUsed?customSetting=0',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await stitchesOf(0));
  });

  it('answers 404 for the stitch types of a setting that does not exist', async () => {
    const response = await call(
      admin,
      'GET',
      '/api/calculateNeedlesLengthForAllStitchTypes?customSettingId=999999',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('editing a stitch type in a setting', () => {
  let settingId: number;
  beforeAll(async () => {
    settingId = (await createOk('Stitch edits')).id;
  });

  it('changes the consumption per 10 cm as the engine says when the needle value changes', async () => {
    const before = await stitchOf(settingId, '301');
    const response = await call(
      admin,
      'PUT',
      '/api/updateStitchType',
      stitchUpdate(settingId, '301', { defaultcm0: 26 }),
    );
    expect(response.statusCode).toBe(200);
    const after = await stitchOf(settingId, '301');
    expect(response.json()).toEqual(after);
    const engine = stitchConsumptionPerTen('301', { ...defaultStitchSetting('301'), needle: 26 });
    expect(after.consumption).toBe(roundToHundredths(engine.consumptionCm));
    // At the reference condition the column is needle + under: 12 + 13 before, 26 + 13 after.
    expect(after.consumption).toBe(39);
    expect(before.consumption).toBe(25);
    expect(after).toMatchObject({ defaultcm0: 26, lastChangedBy: 'asha.admin' });
    expect(after.lastModificationTime).not.toBeNull();

    const setting = await call(admin, 'GET', `/api/getCustomSettingById?Id=${settingId}`);
    expect(setting.json<CustomSettingDto>().lastModifiedBy).toBe('asha.admin');
    expect(await stitchOf(0, '301')).toMatchObject({ defaultcm0: 12, consumption: 25 });
  });

  it('stores the bight with 2 decimals and the waste up to 999', async () => {
    const response = await call(
      admin,
      'PUT',
      '/api/updateStitchType',
      stitchUpdate(settingId, '602', { defaultBight: 6.35, defaultwaste: 999 }),
    );
    expect(response.statusCode).toBe(200);
    expect(await stitchOf(settingId, '602')).toMatchObject({
      defaultBight: 6.35,
      defaultwaste: 999,
    });
  });

  it('ignores the bight of a stitch that does not ask one', async () => {
    const response = await call(
      admin,
      'PUT',
      '/api/updateStitchType',
      stitchUpdate(settingId, '401', { defaultBight: 9 }),
    );
    expect(response.statusCode).toBe(200);
    expect(await stitchOf(settingId, '401')).toMatchObject({ defaultBight: null });
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['needle', { defaultcm0: -1 }, 'Please enter correct needle value', 'InvalidNeedleValue'],
    ['needle', { defaultcm0: 1.5 }, 'Please enter correct needle value', 'InvalidNeedleValue'],
    ['needle', { defaultcm0: null }, 'Please enter correct needle value', 'InvalidNeedleValue'],
    ['under', { defaultcm1: -3 }, 'Please enter correct under value', 'InvalidUnderValue'],
    ['under', { defaultcm1: 2.25 }, 'Please enter correct under value', 'InvalidUnderValue'],
    ['under', { defaultcm1: undefined }, 'Please enter correct under value', 'InvalidUnderValue'],
    ['top', { defaultcm2: -1 }, 'Please enter correct top value', 'InvalidTopValue'],
    ['top', { defaultcm2: 0.5 }, 'Please enter correct top value', 'InvalidTopValue'],
    ['top', { defaultcm2: null }, 'Please enter correct top value', 'InvalidTopValue'],
    ['waste', { defaultwaste: 1000 }, 'Please enter correct waste value', 'InvalidWasteValue'],
    ['waste', { defaultwaste: -0.01 }, 'Please enter correct waste value', 'InvalidWasteValue'],
    ['waste', { defaultwaste: 12.345 }, 'Please enter correct waste value', 'InvalidWasteValue'],
    ['waste', { defaultwaste: null }, 'Please enter correct waste value', 'InvalidWasteValue'],
    ['bight', { defaultBight: -1 }, 'Please enter correct bight value', 'InvalidBightValue'],
    ['bight', { defaultBight: 4.125 }, 'Please enter correct bight value', 'InvalidBightValue'],
    ['bight', { defaultBight: null }, 'Please enter correct bight value', 'InvalidBightValue'],
  ];
  it.each(invalid)('refuses a wrong %s value (%j)', async (_field, change, message, code) => {
    const response = await call(
      admin,
      'PUT',
      '/api/updateStitchType',
      stitchUpdate(settingId, '602', change),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errorOf(message, `Spool.Settings:${code}`));
    expect(await stitchOf(settingId, '602')).toMatchObject({
      defaultBight: 6.35,
      defaultwaste: 999,
    });
  });

  it('refuses to edit the Default', async () => {
    const response = await call(admin, 'PUT', '/api/updateStitchType', stitchUpdate(0, '301'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      errorOf('Default setting can not be edited', 'Spool.Settings:DefaultSettingNotEditable'),
    );
  });

  it('answers 404 for a stitch code the catalogue does not have', async () => {
    const response = await call(admin, 'PUT', '/api/updateStitchType', {
      ...stitchUpdate(settingId, '301'),
      code: '999',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: { code: string } }>().error.code).toBe(
      'Spool.Consumption:StitchTypeNotFound',
    );
  });
});

describe('a tenant working in Imperial', () => {
  it('gives and takes the bight in inches, mm / 25.4 as everywhere else, and consumption per 3.94 inch', async () => {
    const setting = await createOk('Imperial');
    await setConfiguration(tenantA, { seamLengthUnit: 1 });
    try {
      const list = await stitchesOf(setting.id);
      expect(list.seamLengthUnit).toBe(1);
      const stitch = list.items.find((item) => item.code === '602');
      // 6 mm / 25.4 = 0.236 inch; 50 + 131 + 69 = 250 cm per 10 cm is 98.43 inch per 3.94 inch.
      expect(stitch).toMatchObject({ defaultBight: 0.24, consumption: 98.43 });

      const response = await call(
        admin,
        'PUT',
        '/api/updateStitchType',
        stitchUpdate(setting.id, '602', { defaultBight: 0.2 }),
      );
      expect(response.json()).toMatchObject({ defaultBight: 0.2 });
    } finally {
      await setConfiguration(tenantA, { seamLengthUnit: 0 });
    }
    expect(await stitchOf(setting.id, '602')).toMatchObject({ defaultBight: 5.08 });
  });
});

describe('when custom settings are turned off', () => {
  it('refuses every change, and still answers reads', async () => {
    const setting = await createOk('While off');
    await setConfiguration(tenantA, { customSettingToggle: false });
    try {
      const disabled = errorOf(
        'Custom settings are turned off. Turn them on in the system configuration to change them.',
        'Spool.Settings:CustomSettingsDisabled',
      );
      const writes = [
        await create({ name: 'Sneaked in' }),
        await call(admin, 'POST', '/api/updateCustomSetting', {
          id: setting.id,
          tktTex: 'Tex',
          defaultAllowance: 20,
        }),
        await call(admin, 'DELETE', `/api/deleteCustomSettingsById?id=${setting.id}`),
        await call(admin, 'PUT', '/api/updateStitchType', stitchUpdate(setting.id, '301')),
      ];
      for (const response of writes) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual(disabled);
      }
      const list = await grid();
      expect(list.customSettingToggleValue).toBe(false);
      expect(list.items.map((item) => item.name)).toContain('While off');
      expect(list.items.map((item) => item.name)).not.toContain('Sneaked in');
      expect((await stitchesOf(setting.id)).items).toHaveLength(stitchCatalogue.length);
    } finally {
      await setConfiguration(tenantA, { customSettingToggle: true });
    }
  });
});

describe('access', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/getCustomSettings', undefined],
      ['POST', '/api/createCustomSetting', { name: 'Anonymous' }],
      ['PUT', '/api/updateStitchType', stitchUpdate(1, '301')],
      ['DELETE', '/api/deleteCustomSettingsById?id=1', undefined],
    ] as const) {
      const response = await call(undefined, method, url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('Spool:Unauthorized');
    }
  });

  it('answers 403 to reads without Spool.Catalogue', async () => {
    const userId = await createTestUser(t.database, {
      tenantId: tenantA,
      userName: 'no.catalogue',
      permissions: ['Spool.Reports'],
    });
    const token = await t.issueToken({ sub: userId, tenantid: tenantA });
    for (const url of [
      '/api/getCustomSettings',
      '/api/getCustomSettingById?Id=0',
      '/api/getDefaultUserCustomSetting',
      '/api/isCustomSettingExistByName?name=x',
      '/api/calculateNeedlesLengthForAllStitchTypes?customSettingId=0',
      '/api/getStitchTypesOrderByMostFrequentlyUsed?customSetting=0',
    ]) {
      expect((await call(token, 'GET', url)).statusCode).toBe(403);
    }
  });

  it('answers 403 to a planner’s create, delete and stitch edit, changing nothing', async () => {
    const setting = await createOk('Guarded');
    const attempts = [
      await create({ name: 'Planner made' }, { token: planner }),
      await call(planner, 'DELETE', `/api/deleteCustomSettingsById?id=${setting.id}`),
      await call(
        planner,
        'PUT',
        '/api/updateStitchType',
        stitchUpdate(setting.id, '301', { defaultcm0: 99 }),
      ),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('Spool:Forbidden');
    }
    const names = (await grid()).items.map((item) => item.name);
    expect(names).toContain('Guarded');
    expect(names).not.toContain('Planner made');
    expect(await stitchOf(setting.id, '301')).toMatchObject({ defaultcm0: 12 });
  });
});

describe('tenant isolation', () => {
  it('never shows or changes tenant A’s settings for tenant B', async () => {
    const ofA = await createOk('Only for A');
    await call(
      admin,
      'PUT',
      '/api/updateStitchType',
      stitchUpdate(ofA.id, '301', { defaultcm0: 30 }),
    );

    const listB = await grid(adminB);
    expect(listB.items.map((item) => item.name)).toEqual(['Default']);
    expect((await call(adminB, 'GET', `/api/getCustomSettingById?Id=${ofA.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          adminB,
          'GET',
          `/api/calculateNeedlesLengthForAllStitchTypes?customSettingId=${ofA.id}`,
        )
      ).statusCode,
    ).toBe(404);
    const attempts = [
      await call(adminB, 'POST', '/api/updateCustomSetting', {
        id: ofA.id,
        tktTex: 'Tex',
        defaultAllowance: 50,
      }),
      await call(adminB, 'PUT', '/api/updateStitchType', stitchUpdate(ofA.id, '301')),
      await call(adminB, 'DELETE', `/api/deleteCustomSettingsById?id=${ofA.id}`),
      await create({ name: 'Stolen', sourceCustomSettingId: ofA.id }, { token: adminB }),
    ];
    for (const response of attempts) expect(response.statusCode).toBe(404);
    expect(
      (await call(adminB, 'GET', '/api/isCustomSettingExistByName?name=Only%20for%20A')).json(),
    ).toBe(false);

    expect(
      (await call(admin, 'GET', `/api/getCustomSettingById?Id=${ofA.id}`)).json(),
    ).toMatchObject({
      tktTex: 'Tkt',
      defaultAllowance: 10,
    });
    expect(await stitchOf(ofA.id, '301')).toMatchObject({ defaultcm0: 30 });
  });

  it('lets tenant B use a name tenant A already has', async () => {
    const response = await create({ name: 'Only for A' }, { token: adminB });
    expect(response.statusCode).toBe(200);
  });
});
