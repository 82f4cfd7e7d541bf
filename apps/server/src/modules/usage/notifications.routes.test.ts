import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { defaultStitchSetting } from '@spool/domain';
import { Permissions, type CustomSettingDto, type NotificationDto } from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { insertStyle } from '../../testing/style-fixtures.js';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';
import { seedTenantCatalogue } from '../catalogue/index.js';
import { styles } from '../../platform/db/schema/styles.js';

let t: TestApp;
let atlas: string;
let admin: string;
let planner: string;
let stranger: string;
let otherTenant: string;

beforeAll(async () => {
  t = await createTestApp();
  atlas = (await t.database.createTenant('Atlas Garments')).id;
  const borealis = (await t.database.createTenant('Borealis Knitwear')).id;
  for (const tenant of [atlas, borealis])
    await inTenantTransaction(t.database, tenant, seedTenantCatalogue);
  const user = (tenantId: string, userName: string, permissions: string[]) =>
    createTestUser(t.database, { tenantId, userName, permissions, accountType: 101 });
  const everything = [
    Permissions.Styles,
    Permissions.StylesCreate,
    Permissions.Import,
    Permissions.Catalogue,
    Permissions.Settings,
    Permissions.SettingsUpdate,
  ];
  admin = await t.issueToken({
    sub: await user(atlas, 'ada.admin', everything),
    tenantid: atlas,
    account_type: 101,
  });
  planner = await t.issueToken({
    sub: await user(atlas, 'paul.planner', [Permissions.Styles]),
    tenantid: atlas,
  });
  stranger = await t.issueToken({
    sub: await user(atlas, 'sam.settings', [Permissions.Settings]),
    tenantid: atlas,
  });
  otherTenant = await t.issueToken({
    sub: await user(borealis, 'bo.admin', everything),
    tenantid: borealis,
    account_type: 101,
  });
});
afterAll(() => t?.dispose());

const notifications = async (token: string) => {
  const response = await t.call(token, 'GET', '/api/notifications');
  expect(response.statusCode).toBe(200);
  return response.json<{ items: NotificationDto[] }>().items;
};

const stitchUpdate = (settingId: number, code: string, needle: number) => {
  const values = defaultStitchSetting(code);
  return {
    settingId,
    code,
    defaultcm0: needle,
    defaultcm1: values.under,
    defaultcm2: values.top,
    defaultBight: values.bightMm,
    defaultwaste: values.wastePercent,
  };
};

describe('the notifications of the account menu', () => {
  it('lists saved imports and tension changes, newest first, with the styles to print again', async () => {
    expect(await notifications(planner)).toEqual([]);

    const imported = await t.call(admin, 'POST', '/api/import', {
      importType: 1,
      name: 'autumn.xlsx',
      rows: [
        styleSheetHeader,
        styleSheetRow('Autumn chino', { Group: '1', 'Operation description': 'Side seam' }),
        styleSheetRow('Autumn chino', { Group: '2', 'Operation description': 'Hem' }),
      ],
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    });
    expect(imported.statusCode).toBe(200);

    const created = await t.call(admin, 'POST', '/api/createCustomSetting', {
      name: 'Heavy denim',
    });
    expect(created.statusCode).toBe(200);
    const setting = created.json<CustomSettingDto>();
    const line = { needleName: 'Needle thread' };
    const printed = await insertStyle(t.database, atlas, {
      name: 'Denim 501',
      customSettingId: setting.id,
      operations: [
        { description: 'Inseam', stitchTypeCode: '401', seamLengthCm: 80, rate: 11, lines: [line] },
      ],
    });
    // Printed before the change: to print again. Never printed, or without 401: not.
    await insertStyle(t.database, atlas, {
      name: 'Denim unprinted',
      customSettingId: setting.id,
      operations: [
        { description: 'Inseam', stitchTypeCode: '401', seamLengthCm: 80, rate: 11, lines: [line] },
      ],
    });
    const lockstitch = await insertStyle(t.database, atlas, {
      name: 'Denim lockstitch',
      customSettingId: setting.id,
      operations: [
        { description: 'Yoke', stitchTypeCode: '301', seamLengthCm: 40, rate: 11, lines: [line] },
      ],
    });
    await inTenantTransaction(t.database, atlas, (tx) =>
      tx
        .update(styles)
        .set({ lastReportTime: sql`now() - interval '1 hour'` })
        .where(sql`${styles.id} in (${printed.styleId}, ${lockstitch.styleId})`)
        .execute(),
    );

    const changed = await t.call(
      admin,
      'PUT',
      '/api/updateStitchType',
      stitchUpdate(setting.id, '401', 20),
    );
    expect(changed.statusCode).toBe(200);
    // A clone copies the values as they were: no change of the clone.
    const clone = await t.call(admin, 'POST', '/api/createCustomSetting', {
      name: 'Heavy denim 2',
      sourceCustomSettingId: setting.id,
    });
    expect(clone.statusCode).toBe(200);

    const items = await notifications(planner);
    expect(items).toEqual([
      {
        kind: 'tensionSettingChanged',
        occurredAt: expect.any(String) as string,
        userName: 'ada.admin',
        rowCount: null,
        customSettingName: 'Heavy denim',
        stitchTypeCodes: ['401'],
        stylesToReprint: 1,
      },
      {
        kind: 'styleImport',
        occurredAt: expect.any(String) as string,
        userName: 'ada.admin',
        rowCount: 2,
        customSettingName: null,
        stitchTypeCodes: [],
        stylesToReprint: 0,
      },
    ]);
    const [latest, earliest] = items.map((item) => Date.parse(item.occurredAt));
    expect(latest).toBeGreaterThanOrEqual(earliest ?? Infinity);

    // Printing the style again clears it from the count.
    await inTenantTransaction(t.database, atlas, (tx) =>
      tx
        .update(styles)
        .set({ lastReportTime: sql`now() + interval '1 minute'` })
        .where(eq(styles.id, printed.styleId))
        .execute(),
    );
    expect((await notifications(planner))[0]?.stylesToReprint).toBe(0);

    // Another tenant sees none of it.
    expect(await notifications(otherTenant)).toEqual([]);
  });

  it('is for those who work on styles', async () => {
    expect((await t.call(stranger, 'GET', '/api/notifications')).statusCode).toBe(403);
  });
});
