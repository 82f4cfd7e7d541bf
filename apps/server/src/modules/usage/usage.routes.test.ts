import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Permissions,
  usageWeeks,
  type ImportResultDto,
  type StyleGridItem,
  type UsageWeek,
} from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { seedTenantCatalogue } from '../catalogue/index.js';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';

let t: TestApp;
let admin: string;
let planner: string;
let otherAdmin: string;

const permissions = [
  Permissions.Styles,
  Permissions.StylesCreate,
  Permissions.Import,
  Permissions.Reports,
  Permissions.Settings,
];

beforeAll(async () => {
  t = await createTestApp();
  const atlas = (await t.database.createTenant('Atlas Garments')).id;
  const borealis = (await t.database.createTenant('Borealis Knitwear')).id;
  for (const tenant of [atlas, borealis])
    await inTenantTransaction(t.database, tenant, seedTenantCatalogue);
  const user = (tenantId: string, userName: string, accountType?: number) =>
    createTestUser(t.database, { tenantId, userName, permissions, accountType });
  admin = await t.issueToken({
    sub: await user(atlas, 'ada.admin', 101),
    tenantid: atlas,
    account_type: 101,
  });
  planner = await t.issueToken({ sub: await user(atlas, 'paul.planner'), tenantid: atlas });
  otherAdmin = await t.issueToken({
    sub: await user(borealis, 'bo.admin', 101),
    tenantid: borealis,
    account_type: 101,
  });
});
afterAll(() => t?.dispose());

const header = styleSheetHeader;
const operation = (style: string, group: string) =>
  styleSheetRow(style, {
    Group: group,
    'Operation description': `Seam ${group}`,
    'Style description': '',
    'Fabric weight': 'Standard',
  });

const weeks = async (token: string) => {
  const response = await t.call(token, 'GET', '/api/usage/weekly');
  return { status: response.statusCode, weeks: response.json<{ weeks: UsageWeek[] }>().weeks };
};

describe('the usage panel', () => {
  it('counts this week’s imports and report downloads, with the 11 weeks before it', async () => {
    const before = await weeks(admin);
    expect(before.status).toBe(200);
    expect(before.weeks).toHaveLength(usageWeeks);
    expect(before.weeks.every((week) => week.imports === 0 && week.reportDownloads === 0)).toBe(
      true,
    );

    const imported = await t.call(planner, 'POST', '/api/import', {
      importType: 1,
      name: 'week.xlsx',
      rows: [header, operation('Usage 1', '1'), operation('Usage 1', '2')],
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    });
    expect(imported.json<ImportResultDto>().error).toBe(false);
    const grid = (await t.call(planner, 'GET', '/api/styleGrid')).json<{
      items: (StyleGridItem & { id: number })[];
    }>();
    const id = grid.items.find((item) => item.name === 'Usage 1')?.id;
    for (const path of ['singleGarment', 'threadUsage']) {
      const report = await t.call(planner, 'GET', `/api/report/${path}/${id}?format=csv`);
      expect(report.statusCode).toBe(200);
    }
    // A refused import is no usage.
    await t.call(planner, 'POST', '/api/import', {
      importType: 1,
      name: 'bad.xlsx',
      rows: [header, operation('', '1')],
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    });

    const after = await weeks(admin);
    const thisWeek = after.weeks.at(-1);
    expect(thisWeek).toMatchObject({ imports: 1, reportDownloads: 2 });
    const monday = new Date(`${thisWeek?.weekStart ?? ''}T00:00:00Z`);
    expect(monday.getUTCDay()).toBe(1);
    expect(Date.now() - monday.getTime()).toBeLessThan(7 * 24 * 60 * 60 * 1000);
    // Another tenant's panel does not see them.
    expect((await weeks(otherAdmin)).weeks.at(-1)).toMatchObject({
      imports: 0,
      reportDownloads: 0,
    });
  });

  it('is for tenant administrators only', async () => {
    expect((await t.call(planner, 'GET', '/api/usage/weekly')).statusCode).toBe(403);
  });
});
