import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemConfigurationDto } from '@spool/contracts';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';
import { seedTenantCatalogue } from '../../catalogue/index.js';

let t: TestApp;
const settingsEditor = ['Spool.Catalogue', 'Spool.Settings', 'Spool.Settings.Update'];

/** A seeded tenant with a tenant administrator (101), an editor (not 101) and a planner. */
async function newTenant(name: string) {
  const tenantId = (await t.database.createTenant(name)).id;
  await inTenantTransaction(t.database, tenantId, seedTenantCatalogue);
  const user = async (userName: string, permissions: readonly string[]) =>
    createTestUser(t.database, { tenantId, userName: `${userName}.${name}`, permissions });
  const admin = await user('admin', settingsEditor);
  const editor = await user('editor', settingsEditor);
  const planner = await user('planner', ['Spool.Catalogue']);
  return {
    tenantId,
    admin: await t.issueToken({ sub: admin, tenantid: tenantId, account_type: 101 }),
    editor: await t.issueToken({ sub: editor, tenantid: tenantId }),
    editor102: await t.issueToken({ sub: editor, tenantid: tenantId, account_type: 102 }),
    planner: await t.issueToken({ sub: planner, tenantid: tenantId }),
  };
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

const read = async (token: string) =>
  (await call(token, 'GET', '/api/systemConfiguration')).json<SystemConfigurationDto>();

const units = {
  seamLengthUnit: 1,
  packageUnit: 'yd',
  currencyUnit: 'BDT',
  tktTexUnit: 'Tex',
  defaultAllowance: 25,
};

describe('reading the system configuration', () => {
  it('answers every option of the four dropdowns with the tenant’s current choice', async () => {
    const tenant = await newTenant('Reading');
    const response = await call(tenant.planner, 'GET', '/api/systemConfiguration');
    expect(response.statusCode).toBe(200);
    const configuration = response.json<SystemConfigurationDto>();
    expect(configuration).toMatchObject({
      seamLengthUnit: {
        options: [
          { value: 0, displayText: 'Metric' },
          { value: 1, displayText: 'Imperial' },
        ],
        defaultItem: { value: 0, displayText: 'Metric' },
      },
      packageUnit: {
        options: [
          { value: 'm', displayText: 'Metres' },
          { value: 'yd', displayText: 'Yards' },
        ],
        defaultItem: { value: 'm', displayText: 'Metres' },
      },
      currencyUnit: { defaultItem: { value: 'USD', displayText: 'USD' } },
      tktTex: {
        options: [
          { value: 'Tkt', displayText: 'Tkt' },
          { value: 'Tex', displayText: 'Tex' },
        ],
        defaultItem: { value: 'Tkt', displayText: 'Tkt' },
      },
      defaultAllowance: 10,
      costFileName: null,
      customSettingToggleValue: true,
      defaultColorValue: null,
      toggleButtonValue: true,
    });
    const currencies = configuration.currencyUnit.options.map((option) => option.value);
    expect(currencies).toEqual(
      expect.arrayContaining(['USD', 'EUR', 'GBP', 'CNY', 'INR', 'BDT', 'VND', 'IDR', 'TRY']),
    );
    expect(currencies).toEqual(
      expect.arrayContaining(['BRL', 'MXN', 'PKR', 'LKR', 'KHR', 'MAD', 'EGP']),
    );
    expect(new Date(configuration.lastUpdatedTime).getTime()).not.toBeNaN();
  });

  it('reads as the defaults for a tenant that never saved one, and the first save creates it', async () => {
    const tenantId = (await t.database.createTenant('Unseeded')).id;
    const user = await createTestUser(t.database, {
      tenantId,
      userName: 'editor.unseeded',
      permissions: settingsEditor,
    });
    const token = await t.issueToken({ sub: user, tenantid: tenantId });
    expect(await read(token)).toMatchObject({
      seamLengthUnit: { defaultItem: { value: 0 } },
      defaultAllowance: 10,
    });
    const saved = await call(token, 'POST', '/api/updateSystemConfiguration', units);
    expect(saved.statusCode).toBe(200);
    expect(await read(token)).toMatchObject({
      seamLengthUnit: { defaultItem: { value: 1 } },
      defaultAllowance: 25,
    });
  });

  it('lists the admin settings a style starts with as field and value', async () => {
    const tenant = await newTenant('AdminSettings');
    const before = await call(tenant.planner, 'GET', '/api/userAdminSetting');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      items: [
        { field: 'TktTex', value: 'Tkt' },
        { field: 'SeamLengthUnit', value: '0' },
        { field: 'DefaultAllowance', value: '10' },
      ],
    });
    await call(tenant.editor, 'POST', '/api/updateSystemConfiguration', units);
    expect((await call(tenant.planner, 'GET', '/api/userAdminSetting')).json()).toEqual({
      items: [
        { field: 'TktTex', value: 'Tex' },
        { field: 'SeamLengthUnit', value: '1' },
        { field: 'DefaultAllowance', value: '25' },
      ],
    });
  });
});

describe('the admin settings, one by one', () => {
  const items = (tktTex: string, seamLengthUnit: string, allowance: string) => ({
    items: [
      { field: 'TktTex', value: tktTex },
      { field: 'SeamLengthUnit', value: seamLengthUnit },
      { field: 'DefaultAllowance', value: allowance },
    ],
  });

  it('sets, changes and resets each field, and the system configuration follows', async () => {
    const tenant = await newTenant('AdminSettingsCrud');
    const set = await call(tenant.editor, 'POST', '/api/userAdminSetting', {
      field: 'TktTex',
      value: 'Tex',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual(items('Tex', '0', '10'));

    const changed = await call(tenant.editor, 'PUT', '/api/userAdminSetting/DefaultAllowance', {
      value: ' 35 ',
    });
    expect(changed.json()).toEqual(items('Tex', '0', '35'));
    await call(tenant.editor, 'PUT', '/api/userAdminSetting/SeamLengthUnit', { value: '1' });
    const configuration = await read(tenant.editor);
    expect(configuration).toMatchObject({
      defaultAllowance: 35,
      tktTex: { defaultItem: { value: 'Tex' } },
      seamLengthUnit: { defaultItem: { value: 1 } },
    });

    const reset = await call(tenant.editor, 'DELETE', '/api/userAdminSetting/DefaultAllowance');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(items('Tex', '1', '10'));
    await call(tenant.editor, 'DELETE', '/api/userAdminSetting/TktTex');
    await call(tenant.editor, 'DELETE', '/api/userAdminSetting/SeamLengthUnit');
    expect((await call(tenant.planner, 'GET', '/api/userAdminSetting')).json()).toEqual(
      items('Tkt', '0', '10'),
    );
  });

  it('refuses a value the field does not take, or an unknown field, and changes nothing', async () => {
    const tenant = await newTenant('AdminSettingsRefused');
    const refusals = [
      ['POST', '/api/userAdminSetting', { field: 'TktTex', value: 'Denier' }],
      ['POST', '/api/userAdminSetting', { field: 'Currency', value: 'USD' }],
      ['POST', '/api/userAdminSetting', { field: 'DefaultAllowance', value: '51' }],
      ['PUT', '/api/userAdminSetting/DefaultAllowance', { value: '2.5' }],
      ['PUT', '/api/userAdminSetting/SeamLengthUnit', { value: 'Imperial' }],
      ['PUT', '/api/userAdminSetting/Colour', { value: '1' }],
      ['DELETE', '/api/userAdminSetting/Colour', undefined],
    ] as const;
    for (const [method, url, body] of refusals) {
      const response = await call(tenant.editor, method, url, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
    }
    const message = (
      await call(tenant.editor, 'PUT', '/api/userAdminSetting/DefaultAllowance', { value: '51' })
    ).json<{ error: { validationErrors: { members: string[]; message: string }[] } }>();
    expect(message.error.validationErrors).toHaveLength(1);
    expect(message.error.validationErrors[0]?.members).toEqual(['value']);
    expect(message.error.validationErrors[0]?.message).toContain('50');
    expect((await call(tenant.planner, 'GET', '/api/userAdminSetting')).json()).toEqual(
      items('Tkt', '0', '10'),
    );
  });

  it('needs the permission to update settings', async () => {
    const tenant = await newTenant('AdminSettingsPermission');
    for (const [method, url, body] of [
      ['POST', '/api/userAdminSetting', { field: 'TktTex', value: 'Tex' }],
      ['PUT', '/api/userAdminSetting/TktTex', { value: 'Tex' }],
      ['DELETE', '/api/userAdminSetting/TktTex', undefined],
    ] as const) {
      expect((await call(tenant.planner, method, url, body)).statusCode).toBe(403);
    }
  });
});

describe('saving the units', () => {
  it('saves the four dropdowns and the allowance, answers them and moves the last updated time', async () => {
    const tenant = await newTenant('Units');
    const before = await read(tenant.editor);
    const response = await call(tenant.editor, 'POST', '/api/updateSystemConfiguration', units);
    expect(response.statusCode).toBe(200);
    const expected = {
      seamLengthUnit: { defaultItem: { value: 1, displayText: 'Imperial' } },
      packageUnit: { defaultItem: { value: 'yd', displayText: 'Yards' } },
      currencyUnit: { defaultItem: { value: 'BDT', displayText: 'BDT' } },
      tktTex: { defaultItem: { value: 'Tex', displayText: 'Tex' } },
      defaultAllowance: 25,
    };
    expect(response.json()).toMatchObject(expected);
    const after = await read(tenant.planner);
    expect(after).toMatchObject(expected);
    expect(new Date(after.lastUpdatedTime).getTime()).toBeGreaterThan(
      new Date(before.lastUpdatedTime).getTime(),
    );
  });

  it('accepts the slider’s ends, 0 and 50 %', async () => {
    const tenant = await newTenant('SliderEnds');
    for (const defaultAllowance of [0, 50]) {
      const response = await call(tenant.editor, 'POST', '/api/updateSystemConfiguration', {
        ...units,
        defaultAllowance,
      });
      expect(response.statusCode).toBe(200);
      expect((await read(tenant.editor)).defaultAllowance).toBe(defaultAllowance);
    }
  });

  it('refuses an allowance outside 0 to 50 or not whole, naming the field, and saves nothing', async () => {
    const tenant = await newTenant('BadAllowance');
    const cases = [
      { defaultAllowance: 51, message: 'At most 50.' },
      { defaultAllowance: -1, message: 'At least 0.' },
      { defaultAllowance: 12.5, message: 'Must be a whole number.' },
    ];
    for (const { defaultAllowance, message } of cases) {
      const response = await call(tenant.editor, 'POST', '/api/updateSystemConfiguration', {
        ...units,
        defaultAllowance,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: 'Spool:ValidationError',
          message: 'Some of the data sent is not valid.',
          validationErrors: [{ message, members: ['defaultAllowance'] }],
        },
      });
    }
    expect(await read(tenant.editor)).toMatchObject({
      defaultAllowance: 10,
      seamLengthUnit: { defaultItem: { value: 0 } },
    });
  });

  it('refuses a unit, currency or ticket mode that is not offered, naming the field', async () => {
    const tenant = await newTenant('BadUnits');
    const cases = [
      { seamLengthUnit: 2 },
      { packageUnit: 'ft' },
      { currencyUnit: 'XXX' },
      { currencyUnit: 'usd' },
      { tktTexUnit: 'tkt' },
    ];
    for (const change of cases) {
      const response = await call(tenant.editor, 'POST', '/api/updateSystemConfiguration', {
        ...units,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'Spool:ValidationError',
          validationErrors: [
            { message: 'This value is not valid.', members: [Object.keys(change)[0]] },
          ],
        },
      });
    }
    expect((await read(tenant.editor)).currencyUnit.defaultItem.value).toBe('USD');
  });

  it('refuses a form with a field missing, or mixing two forms', async () => {
    const tenant = await newTenant('BadForms');
    const { defaultAllowance: _omitted, ...missing } = units;
    for (const body of [
      missing,
      { ...units, customSettingToggleValue: false },
      {},
      { toggleButtonValue: 'maybe', defaultColorValue: 'W' },
    ]) {
      const response = await call(tenant.admin, 'POST', '/api/updateSystemConfiguration', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'Spool:ValidationError' } });
    }
    expect(await read(tenant.admin)).toMatchObject({
      defaultAllowance: 10,
      customSettingToggleValue: true,
      toggleButtonValue: true,
    });
  });
});

describe('the tenant administrator’s controls', () => {
  it('lets account type 101 switch shade configuration and set the default colour', async () => {
    const tenant = await newTenant('ShadeToggle');
    const off = await call(tenant.admin, 'POST', '/api/updateSystemConfiguration', {
      defaultColorValue: 'W',
      toggleButtonValue: 'false',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ defaultColorValue: 'W', toggleButtonValue: false });
    const on = await call(tenant.admin, 'POST', '/api/updateSystemConfiguration', {
      defaultColorValue: null,
      toggleButtonValue: true,
    });
    expect(on.json()).toMatchObject({ defaultColorValue: null, toggleButtonValue: true });
    expect(await read(tenant.planner)).toMatchObject({
      defaultColorValue: null,
      toggleButtonValue: true,
    });
  });

  it('lets account type 101 switch custom settings off and on', async () => {
    const tenant = await newTenant('CustomToggle');
    const before = await read(tenant.admin);
    const off = await call(tenant.admin, 'POST', '/api/updateSystemConfiguration', {
      customSettingToggleValue: 'false',
    });
    expect(off.statusCode).toBe(200);
    const after = await read(tenant.planner);
    expect(after.customSettingToggleValue).toBe(false);
    expect(new Date(after.lastUpdatedTime).getTime()).toBeGreaterThan(
      new Date(before.lastUpdatedTime).getTime(),
    );
    await call(tenant.admin, 'POST', '/api/updateSystemConfiguration', {
      customSettingToggleValue: true,
    });
    expect((await read(tenant.planner)).customSettingToggleValue).toBe(true);
  });

  it('refuses a default colour that is not a colour group', async () => {
    const tenant = await newTenant('BadColour');
    const response = await call(tenant.admin, 'POST', '/api/updateSystemConfiguration', {
      defaultColorValue: 'X',
      toggleButtonValue: 'true',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'Spool:ValidationError' } });
  });

  it('answers 403 to anyone else, whatever their permissions, and changes nothing', async () => {
    const tenant = await newTenant('NotAdmin');
    for (const token of [tenant.editor, tenant.editor102]) {
      for (const body of [
        { defaultColorValue: 'B', toggleButtonValue: 'false' },
        { customSettingToggleValue: false },
      ]) {
        const response = await call(token, 'POST', '/api/updateSystemConfiguration', body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: { code: 'Spool:Forbidden', message: 'You do not have permission to do this.' },
        });
      }
    }
    expect(await read(tenant.admin)).toMatchObject({
      defaultColorValue: null,
      toggleButtonValue: true,
      customSettingToggleValue: true,
    });
  });
});

describe('permissions and tokens', () => {
  it('answers 403 to a save without Spool.Settings.Update, even for account type 101', async () => {
    const tenant = await newTenant('NoUpdate');
    const reader = await createTestUser(t.database, {
      tenantId: tenant.tenantId,
      userName: 'reader.noupdate',
      permissions: ['Spool.Catalogue'],
    });
    const reader101 = await t.issueToken({
      sub: reader,
      tenantid: tenant.tenantId,
      account_type: 101,
    });
    for (const token of [tenant.planner, reader101]) {
      for (const body of [units, { customSettingToggleValue: false }]) {
        const response = await call(token, 'POST', '/api/updateSystemConfiguration', body);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ error: { code: 'Spool:Forbidden' } });
      }
    }
    expect(await read(tenant.planner)).toMatchObject({
      defaultAllowance: 10,
      customSettingToggleValue: true,
    });
  });

  it('answers 403 to reads without Spool.Catalogue', async () => {
    const tenant = await newTenant('NoCatalogue');
    const viewer = await createTestUser(t.database, {
      tenantId: tenant.tenantId,
      userName: 'viewer.nocatalogue',
      permissions: ['Spool.Reports'],
    });
    const token = await t.issueToken({ sub: viewer, tenantid: tenant.tenantId });
    for (const url of ['/api/systemConfiguration', '/api/userAdminSetting']) {
      const response = await call(token, 'GET', url);
      expect(response.statusCode).toBe(403);
    }
  });

  it('answers 401 without a token', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/systemConfiguration', undefined],
      ['GET', '/api/userAdminSetting', undefined],
      ['POST', '/api/updateSystemConfiguration', units],
    ] as const) {
      const response = await call(undefined, method, url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'Spool:Unauthorized' } });
    }
  });
});

describe('tenant isolation', () => {
  it('never shows or changes another tenant’s configuration', async () => {
    const a = await newTenant('IsolationA');
    const b = await newTenant('IsolationB');
    await call(a.admin, 'POST', '/api/updateSystemConfiguration', units);
    await call(a.admin, 'POST', '/api/updateSystemConfiguration', {
      customSettingToggleValue: false,
    });
    expect(await read(b.planner)).toMatchObject({
      seamLengthUnit: { defaultItem: { value: 0 } },
      currencyUnit: { defaultItem: { value: 'USD' } },
      defaultAllowance: 10,
      customSettingToggleValue: true,
    });
    await call(b.admin, 'POST', '/api/updateSystemConfiguration', {
      ...units,
      currencyUnit: 'EUR',
      defaultAllowance: 5,
    });
    expect(await read(a.planner)).toMatchObject({
      currencyUnit: { defaultItem: { value: 'BDT' } },
      defaultAllowance: 25,
      customSettingToggleValue: false,
    });
  });
});
