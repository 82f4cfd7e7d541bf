import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionsOfSide,
  plannerPermissions,
  type CustomerDto,
  type CustomSettingDto,
  type ErrorResponse,
  type HistoryPage,
  type ImportResultDto,
  type StyleDto,
} from '@spool/contracts';
import { defaultStitchSetting } from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { operations, styles } from '../../platform/db/schema/styles.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { styleInput, twoSeededTenants } from '../../testing/style-fixtures.js';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';

/**
 * A customer's default custom setting: chosen by whoever may change settings, taken by the new
 * styles of that customer that name no setting (sent without one, or imported), cleared when
 * the setting is deleted.
 */

let t: TestApp;
let tenant: string;
let otherTenant: string;
let admin: string;
let planner: string;

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas: tenant, borealis: otherTenant } = await twoSeededTenants(t.database));
  admin = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'admin',
    permissions: permissionsOfSide('tenant'),
  });
  planner = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'planner',
    permissions: plannerPermissions,
  });
});
afterAll(() => t?.dispose());

const createSetting = async (name: string) => {
  const response = await t.call(admin, 'POST', '/api/createCustomSetting', { name });
  expect(response.statusCode).toBe(200);
  return response.json<CustomSettingDto>();
};

const createCustomer = async (name: string) => {
  const response = await t.call(planner, 'POST', '/api/customer', { name });
  expect(response.statusCode).toBe(201);
  return response.json<CustomerDto>();
};

const chooseDefault = (customerId: number, customSettingId: number | null, token = admin) =>
  t.call(token, 'PUT', `/api/customer/${customerId}/defaultCustomSetting`, { customSettingId });

const customer = async (id: number) =>
  (await t.call(planner, 'GET', `/api/customer/${id}`)).json<CustomerDto>();

const createStyle = async (name: string, extra: Record<string, unknown>) => {
  const response = await t.call(planner, 'POST', '/api/style', {
    ...styleInput(name),
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json<StyleDto>();
};

describe('choosing a customer’s default setting', () => {
  it('is stored, listed with the customer, and recorded in the setting’s history', async () => {
    const setting = await createSetting('Outerwear');
    const buyer = await createCustomer('Fjord Outdoor');
    expect(buyer.defaultCustomSettingId).toBeNull();

    const chosen = await chooseDefault(buyer.id, setting.id);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<CustomerDto>()).toMatchObject({
      id: buyer.id,
      name: 'Fjord Outdoor',
      defaultCustomSettingId: setting.id,
    });
    expect((await customer(buyer.id)).defaultCustomSettingId).toBe(setting.id);
    const used = (await t.call(planner, 'GET', '/api/getCustomersOrderByMostFrequentlyUsed')).json<
      CustomerDto[]
    >();
    expect(used.find((entry) => entry.id === buyer.id)?.defaultCustomSettingId).toBe(setting.id);

    const history = (
      await t.call(admin, 'GET', `/api/customSetting/${setting.id}/history`)
    ).json<HistoryPage>();
    expect(history.items[0]).toMatchObject({
      entityName: 'Fjord Outdoor',
      before: { customSetting: 'Default' },
      after: { customSetting: 'Outerwear' },
    });

    // 0 (the built-in Default) clears it, as null does.
    expect((await chooseDefault(buyer.id, 0)).json<CustomerDto>().defaultCustomSettingId).toBe(
      null,
    );
    expect((await customer(buyer.id)).defaultCustomSettingId).toBeNull();
  });

  it('needs the right to change settings, and refuses an unknown customer or setting', async () => {
    const setting = await createSetting('Refused default');
    const buyer = await createCustomer('Refused buyer');
    expect((await chooseDefault(buyer.id, setting.id, planner)).statusCode).toBe(403);

    const unknownCustomer = await chooseDefault(987_654, setting.id);
    expect(unknownCustomer.statusCode).toBe(404);
    expect(errorOf(unknownCustomer).code).toBe('Spool.Catalogue:CustomerNotFound');

    const unknownSetting = await chooseDefault(buyer.id, 987_654);
    expect(unknownSetting.statusCode).toBe(404);
    expect(errorOf(unknownSetting).code).toBe('Spool.Settings:CustomSettingNotFound');

    const negative = await chooseDefault(buyer.id, -1);
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).validationErrors?.[0]?.members).toEqual(['customSettingId']);

    // Another tenant's administrator can see neither the customer nor the setting.
    const outsider = await t.tokenOfNewUser({
      tenantId: otherTenant,
      userName: 'outsider',
      permissions: permissionsOfSide('tenant'),
    });
    expect((await chooseDefault(buyer.id, null, outsider)).statusCode).toBe(404);
    expect((await customer(buyer.id)).defaultCustomSettingId).toBeNull();
  });

  it('is cleared when the setting is deleted', async () => {
    const setting = await createSetting('Short lived');
    const buyer = await createCustomer('Passing buyer');
    expect((await chooseDefault(buyer.id, setting.id)).statusCode).toBe(200);
    const deleted = await t.call(admin, 'DELETE', `/api/deleteCustomSettingsById?id=${setting.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await customer(buyer.id)).defaultCustomSettingId).toBeNull();
  });
});

describe('a new style of a customer with a default setting', () => {
  it('starts with it when sent without a setting; an explicit setting wins', async () => {
    const setting = await createSetting('Polar default');
    const other = await createSetting('Polar explicit');
    const buyer = await createCustomer('Polar Outfitters');
    expect((await chooseDefault(buyer.id, setting.id)).statusCode).toBe(200);
    const { customSettingId: _none, ...withoutSetting } = styleInput('Polar parka');

    // Named by its name as the planner typed it, or by id.
    const byName = await t.call(planner, 'POST', '/api/style', withoutSetting);
    expect(byName.statusCode).toBe(201);
    expect(byName.json<StyleDto>().customSettingId).toBe(setting.id);
    const byId = await createStyle('Polar vest', {
      customer: { id: buyer.id },
      customSettingId: undefined,
    });
    expect(byId.customSettingId).toBe(setting.id);

    expect((await createStyle('Polar anorak', { customSettingId: other.id })).customSettingId).toBe(
      other.id,
    );
    expect((await createStyle('Polar fleece', { customSettingId: 0 })).customSettingId).toBe(0);

    // A customer without a default, or a new one, starts with the built-in Default.
    const fresh = await t.call(planner, 'POST', '/api/style', {
      ...withoutSetting,
      name: 'Fresh parka',
      customer: { name: 'Brand new buyer' },
    });
    expect(fresh.json<StyleDto>().customSettingId).toBe(0);
  });

  it('starts with it when imported, with the bights of that setting', async () => {
    const setting = await createSetting('Northwind default');
    // An overlock's bight comes from the setting when the sheet has none.
    const stitch = defaultStitchSetting('504');
    const bight = stitch.bightMm;
    const changedBight = (bight ?? 0) + 1.5;
    const saved = await t.call(admin, 'PUT', '/api/updateStitchType', {
      settingId: setting.id,
      code: '504',
      defaultcm0: stitch.needle,
      defaultcm1: stitch.under,
      defaultcm2: stitch.top,
      defaultBight: changedBight,
      defaultwaste: stitch.wastePercent,
    });
    expect(saved.statusCode).toBe(200);
    const buyer = await createCustomer('Northwind Apparel');
    expect((await chooseDefault(buyer.id, setting.id)).statusCode).toBe(200);

    const imported = await t.call(planner, 'POST', '/api/import', {
      importType: 1,
      name: 'season.xlsx',
      rows: [
        [...styleSheetHeader],
        styleSheetRow('Northwind chino', { 'Stitch type': '504' }),
        styleSheetRow('Other chino', { Customer: 'Someone Else', 'Stitch type': '504' }),
      ],
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    });
    expect(imported.json<ImportResultDto>()).toMatchObject({ error: false, savedStyles: 2 });

    const stored = await inTenantTransaction(t.database, tenant, (tx) =>
      tx
        .select({
          name: styles.name,
          customSettingId: styles.customSettingId,
          bightMm: operations.bightMm,
        })
        .from(styles)
        .innerJoin(operations, eq(operations.styleId, styles.id))
        .where(eq(styles.createdBy, 'planner')),
    );
    const byName = new Map(stored.map((row) => [row.name, row]));
    expect(byName.get('Northwind chino')).toMatchObject({ customSettingId: setting.id });
    expect(Number(byName.get('Northwind chino')?.bightMm)).toBe(changedBight);
    // The other customer has none: the importer's own default, the built-in Default here.
    expect(byName.get('Other chino')).toMatchObject({ customSettingId: 0 });
    expect(Number(byName.get('Other chino')?.bightMm)).toBe(bight);
  });
});
