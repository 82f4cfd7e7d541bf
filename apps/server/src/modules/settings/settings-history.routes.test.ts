import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ColourGroupDto,
  type CustomSettingDto,
  type HistoryEntryDto,
  type HistoryPage,
  type ShadeDto,
} from '@spool/contracts';
import { defaultStitchSetting } from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { twoSeededTenants } from '../../testing/style-fixtures.js';
import { auditLogEntries } from '../../platform/db/schema/audit-logging.js';

let t: TestApp;
/** Atlas's administrator: reads and changes settings (account type 101). */
let admin: string;
/** Atlas's planner: reads settings, changes none. */
let planner: string;
let outsider: string;
let atlasId: string;

const settingsEditor = ['Spool.Catalogue', 'Spool.Settings', 'Spool.Settings.Update'];

beforeAll(async () => {
  t = await createTestApp();
  const { atlas, borealis } = await twoSeededTenants(t.database);
  atlasId = atlas;
  const user = (tenantId: string, userName: string, permissions: string[]) =>
    createTestUser(t.database, { tenantId, userName, permissions, accountType: 101 });
  admin = await t.issueToken({
    sub: await user(atlas, 'asha.admin', settingsEditor),
    tenantid: atlas,
    account_type: 101,
  });
  planner = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'pablo.planner',
      permissions: ['Spool.Catalogue'],
    }),
    tenantid: atlas,
  });
  outsider = await t.issueToken({
    sub: await user(borealis, 'bo.admin', settingsEditor),
    tenantid: borealis,
    account_type: 101,
  });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

async function historyAt(url: string, token = admin): Promise<HistoryEntryDto[]> {
  const response = await call(token, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<HistoryPage>();
  expect(page.totalCount).toBe(page.items.length);
  return page.items;
}

const summary = (entry: HistoryEntryDto) => ({
  action: entry.action,
  entityType: entry.entityType,
  entityName: entry.entityName,
  userName: entry.userName,
  before: entry.before,
  after: entry.after,
});

describe("a custom setting's history", () => {
  it('records its creation, changes of its values and of its stitch types, newest first; refused changes leave none', async () => {
    const created = await call(admin, 'POST', '/api/createCustomSetting', {
      name: 'Knitwear',
      tktTex: 'Tkt',
      defaultAllowance: 10,
    });
    expect(created.statusCode).toBe(200);
    const setting = created.json<CustomSettingDto>();
    const url = `/api/customSetting/${setting.id}/history`;

    const updated = await call(admin, 'POST', '/api/updateCustomSetting', {
      id: setting.id,
      tktTex: 'Tex',
      defaultAllowance: 10,
      concurrencyStamp: setting.concurrencyStamp,
    });
    expect(updated.statusCode).toBe(200);
    const values = defaultStitchSetting('301');
    const stitch = await call(admin, 'PUT', '/api/updateStitchType', {
      settingId: setting.id,
      code: '301',
      defaultcm0: values.needle + 5,
      defaultcm1: values.under,
      defaultcm2: values.top,
      defaultBight: values.bightMm,
      defaultwaste: 12.5,
    });
    expect(stitch.statusCode, stitch.body).toBe(200);

    // Refused: a stale stamp, and a planner who may not change settings.
    const stale = await call(admin, 'POST', '/api/updateCustomSetting', {
      id: setting.id,
      tktTex: 'Tkt',
      defaultAllowance: 30,
      concurrencyStamp: setting.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    const forbidden = await call(planner, 'POST', '/api/updateCustomSetting', {
      id: setting.id,
      tktTex: 'Tkt',
      defaultAllowance: 40,
      concurrencyStamp: updated.json<CustomSettingDto>().concurrencyStamp,
    });
    expect(forbidden.statusCode).toBe(403);

    // The planner reads it as anyone who sees the setting does.
    expect((await historyAt(url, planner)).map(summary)).toEqual([
      {
        action: 'Updated',
        entityType: 'CustomSettingStitchType',
        entityName: '301',
        userName: 'asha.admin',
        before: { needle: values.needle, wastePercent: values.wastePercent },
        after: { needle: values.needle + 5, wastePercent: 12.5 },
      },
      {
        action: 'Updated',
        entityType: 'CustomSetting',
        entityName: 'Knitwear',
        userName: 'asha.admin',
        before: { tktTex: 'Tkt' },
        after: { tktTex: 'Tex' },
      },
      {
        action: 'Created',
        entityType: 'CustomSetting',
        entityName: 'Knitwear',
        userName: 'asha.admin',
        before: null,
        after: { name: 'Knitwear', tktTex: 'Tkt', allowancePercent: 10 },
      },
    ]);
  });

  it('records a copy as made from its source', async () => {
    const source = (
      await call(admin, 'POST', '/api/createCustomSetting', {
        name: 'Denim',
        tktTex: 'Tkt',
        defaultAllowance: 15,
      })
    ).json<CustomSettingDto>();
    const copy = await call(admin, 'POST', '/api/createCustomSetting', {
      name: 'Denim - Copy',
      tktTex: 'Tex',
      defaultAllowance: 20,
      sourceCustomSettingId: source.id,
    });
    expect(copy.statusCode).toBe(200);
    expect(
      (await historyAt(`/api/customSetting/${copy.json<CustomSettingDto>().id}/history`)).map(
        summary,
      ),
    ).toEqual([
      {
        action: 'Duplicated',
        entityType: 'CustomSetting',
        entityName: 'Denim - Copy',
        userName: 'asha.admin',
        before: { name: 'Denim' },
        after: { name: 'Denim - Copy', tktTex: 'Tex', allowancePercent: 20 },
      },
    ]);
  });

  it("has an empty history for the built-in Default; another tenant's setting and a deleted one are not found", async () => {
    expect(await historyAt('/api/customSetting/0/history')).toEqual([]);
    const setting = (
      await call(admin, 'POST', '/api/createCustomSetting', {
        name: 'Private',
        tktTex: 'Tkt',
        defaultAllowance: 5,
      })
    ).json<CustomSettingDto>();
    const url = `/api/customSetting/${setting.id}/history`;
    expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(admin, 'DELETE', `/api/deleteCustomSettingsById?id=${setting.id}`)).statusCode,
    ).toBe(200);
    expect((await call(admin, 'GET', url)).statusCode).toBe(404);
  });
});

describe("the shades' history", () => {
  it('records each shade added, changed and removed by a save of the list, with its group by name', async () => {
    const groups = (await call(admin, 'GET', '/api/colorGroup')).json<{
      items: ColourGroupDto[];
    }>().items;
    const groupOf = (code: string) => groups.find((group) => group.code === code);
    const list = (await call(admin, 'GET', '/api/shade?MaxResultCount=1000')).json<{
      items: ShadeDto[];
    }>().items;
    const before = await historyAt('/api/shade/history');
    const edits = list.map(({ id, name, hexCodeValue, colorGroupId }) => ({
      id,
      name,
      hexCodeValue,
      colorGroupId,
    }));
    const unused = list.find((shade) => !shade.isUsed);
    if (!unused) throw new Error('every seeded shade is used');
    const renamed = edits.map((edit) =>
      edit.id === unused.id ? { ...edit, name: `${edit.name} deep` } : edit,
    );
    const added = { name: 'Forest Green', hexCodeValue: '#2e7d32', colorGroupId: groupOf('C')?.id };
    const saved = await call(admin, 'POST', '/api/shade/updateShades', [...renamed, added]);
    expect(saved.statusCode, saved.body).toBe(200);

    // A stale stamp refuses the whole list and leaves no history.
    const stale = await call(admin, 'POST', '/api/shade/updateShades', [
      ...list.map(({ id, name, hexCodeValue, colorGroupId, concurrencyStamp }) => ({
        id,
        name: id === unused.id ? 'Stale' : name,
        hexCodeValue,
        colorGroupId,
        concurrencyStamp,
      })),
    ]);
    expect(stale.statusCode).toBe(409);

    const entries = (await historyAt('/api/shade/history', planner)).slice(
      0,
      -before.length || undefined,
    );
    expect(entries.map(summary)).toEqual([
      {
        action: 'Created',
        entityType: 'Shade',
        entityName: 'Forest Green',
        userName: 'asha.admin',
        before: null,
        after: { name: 'Forest Green', colour: '#2e7d32', colourGroup: groupOf('C')?.name },
      },
      {
        action: 'Updated',
        entityType: 'Shade',
        entityName: `${unused.name} deep`,
        userName: 'asha.admin',
        before: { name: unused.name },
        after: { name: `${unused.name} deep` },
      },
    ]);
    expect(await historyAt('/api/shade/history', outsider)).toEqual([]);
  });
});

describe('entries written at the same clock time', () => {
  it('are listed newest written first, as the changes were made', async () => {
    const before = await historyAt('/api/shade/history');
    // One statement, one time: the embedded database's clock ticks in milliseconds, so a save's
    // entries can share their time; the ids are random and cannot order them.
    const time = new Date('2031-02-03T04:05:06.789Z');
    const names = Array.from({ length: 12 }, (_, index) => `Tie ${index + 1}`);
    await inTenantTransaction(t.database, atlasId, (tx) =>
      tx.insert(auditLogEntries).values(
        names.map((name) => ({
          executionTime: time,
          userName: 'asha.admin',
          action: 'Created',
          entityType: 'Shade',
          entityId: name,
          entityName: name,
          subjectType: 'Shade',
          after: { name },
        })),
      ),
    );
    const entries = await historyAt('/api/shade/history');
    expect(entries.length).toBe(before.length + names.length);
    expect(entries.slice(0, names.length).map((entry) => entry.entityName)).toEqual(
      names.toReversed(),
    );
  });
});

describe("the cost file's history", () => {
  const costFile = async (rows: (string | number)[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Prices');
    [
      ['Brand', 'Article', 'Colour group', 'Package size (m)', 'Unit', 'Price (USD)'],
      ...rows,
    ].forEach((row, index) =>
      row.forEach((value, column) => (sheet.getCell(index + 1, column + 1).value = value)),
    );
    return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
  };
  const upload = async (name: string, rows: (string | number)[][]) => {
    const response = await call(admin, 'POST', '/api/import', {
      importType: 2,
      name,
      file: await costFile(rows),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ error: boolean }>();
  };

  it('records each upload that replaced the prices: the file and its number of prices before and after', async () => {
    expect(await historyAt('/api/costFile/history')).toEqual([]);
    expect(
      await upload('Prices-May.xlsx', [['Northstar Corespun', 'NSC120-5K', 'C', 5000, 'm', 4.25]]),
    ).toMatchObject({ error: false });
    expect(
      await upload('Prices-June.xlsx', [
        ['Northstar Corespun', 'NSC120-5K', 'C', 5000, 'm', 4.5],
        ['Northstar Corespun', 'NSC120-5K', 'B', 5000, 'm', 4.1],
      ]),
    ).toMatchObject({ error: false });
    // A file with a wrong cell changes nothing and leaves no history.
    expect(
      await upload('Prices-wrong.xlsx', [['Unknown brand', 'X', 'C', 5000, 'm', 1]]),
    ).toMatchObject({ error: true });

    expect((await historyAt('/api/costFile/history')).map(summary)).toEqual([
      {
        action: 'Updated',
        entityType: 'CostFile',
        entityName: 'Prices-June.xlsx',
        userName: 'asha.admin',
        before: { name: 'Prices-May.xlsx', prices: 1 },
        after: { name: 'Prices-June.xlsx', prices: 2 },
      },
      {
        action: 'Created',
        entityType: 'CostFile',
        entityName: 'Prices-May.xlsx',
        userName: 'asha.admin',
        before: null,
        after: { name: 'Prices-May.xlsx', prices: 1 },
      },
    ]);
    expect(await historyAt('/api/costFile/history', outsider)).toEqual([]);
    // Only tenant administrators see the cost file, and so its history.
    expect((await call(planner, 'GET', '/api/costFile/history')).statusCode).toBe(403);
  });
});
