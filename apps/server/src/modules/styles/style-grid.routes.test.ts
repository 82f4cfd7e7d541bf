import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, StyleDto, StyleGridGroup, StyleGridItem } from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { insertStyle, styleInput } from '../../testing/style-fixtures.js';
import { seedTenantCatalogue } from '../catalogue/index.js';
import { customSettings } from '../../platform/db/schema/settings.js';
import { operations, styles } from '../../platform/db/schema/styles.js';

/**
 * The styles grid over all the tenant's styles: column filters,
 * grouping with each group's full size and paging within the groups, and the delete of
 * several selected styles in one request.
 */

let t: TestApp;
let walk: string;
let other: string;
let planner: string;
let viewer: string;
let outsider: string;

type Page = { items: StyleGridItem[]; totalCount: number; groups?: StyleGridGroup[] };

const walkGarments = 27;

beforeAll(async () => {
  t = await createTestApp();
  walk = (await t.database.createTenant('Walk Apparel')).id;
  other = (await t.database.createTenant('Other Mills')).id;
  for (const tenant of [walk, other])
    await inTenantTransaction(t.database, tenant, seedTenantCatalogue);
  const permissions = [
    'Spool.Styles',
    'Spool.Styles.Create',
    'Spool.Styles.Update',
    'Spool.Styles.Delete',
  ];
  planner = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId: walk,
      userName: 'maria.planner',
      permissions,
    }),
    tenantid: walk,
  });
  viewer = await t.issueToken({
    sub: await createTestUser(t.database, {
      tenantId: walk,
      userName: 'viewer',
      permissions: ['Spool.Styles'],
    }),
    tenantid: walk,
  });
  outsider = await t.issueToken({
    sub: await createTestUser(t.database, { tenantId: other, userName: 'outsider', permissions }),
    tenantid: other,
  });

  // 27 tees of Walk Garments: more than a page of 25.
  for (let index = 1; index <= walkGarments; index += 1) {
    await create(`Tee ${String(index).padStart(2, '0')}`, {
      customer: { name: 'Walk Garments' },
      productCategory: { name: 'Tops' },
      productType: { name: 'Tee' },
      description: index % 2 === 0 ? 'Crew neck' : 'V neck',
      weightType: 1,
    });
  }
  await create('Jeans 501', { customer: { name: 'Aral Mills' } });
  const [setting] = await inTenantTransaction(t.database, walk, (tx) =>
    tx.insert(customSettings).values({ name: 'Heavy denim' }).returning(),
  );
  await create('Jeans 502', {
    customer: { name: 'Aral Mills' },
    description: null,
    weightType: 2,
    customSettingId: setting?.id,
  });
  // Printed reports give SGCs; an import left one style without an author.
  await inTenantTransaction(t.database, walk, async (tx) => {
    await tx
      .update(styles)
      .set({ singleGarmentConsumption: 112.5 })
      .where(eq(styles.name, 'Jeans 501'));
    await tx
      .update(styles)
      .set({ singleGarmentConsumption: 140.25, createdBy: null })
      .where(eq(styles.name, 'Jeans 502'));
    await tx.update(styles).set({ singleGarmentConsumption: 80 }).where(eq(styles.name, 'Tee 01'));
  });
  await create('Borealis only', {}, outsider);
});
afterAll(() => t?.dispose());

async function create(name: string, extra: Record<string, unknown> = {}, token = planner) {
  const response = await t.call(token, 'POST', '/api/style', styleInput(name, extra));
  expect(response.statusCode).toBe(201);
  return response.json<StyleDto>();
}

async function grid(query: string, token = planner): Promise<Page> {
  const response = await t.call(token, 'GET', `/api/styleGrid?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

const names = (page: Page) => page.items.map((item) => item.name);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

describe('the styles grid’s column filters', () => {
  it('filter every style of the tenant on the server, the total and the pages included', async () => {
    const walkPage = await grid('Customer=walk%20GARM');
    expect(walkPage.totalCount).toBe(walkGarments);
    expect(walkPage.items).toHaveLength(25);
    expect(new Set(walkPage.items.map((item) => item.customer))).toEqual(
      new Set(['Walk Garments']),
    );
    const second = await grid('Customer=walk&SkipCount=25');
    expect(second.totalCount).toBe(walkGarments);
    expect(names(second)).toHaveLength(2);

    expect(names(await grid('Description=crew&Sorting=name'))).toEqual(
      [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26].map(
        (index) => `Tee ${String(index).padStart(2, '0')}`,
      ),
    );
    expect((await grid('ProductCategory=top')).totalCount).toBe(walkGarments);
    expect(names(await grid('ProductType=jean&Sorting=name'))).toEqual(['Jeans 501', 'Jeans 502']);
    expect(names(await grid('WeightType=standard'))).toEqual(['Jeans 502']);
    expect(names(await grid('Name=501'))).toEqual(['Jeans 501']);
    // The built-in Default has no row of its own, yet filters like any other setting.
    expect(names(await grid('CustomSettingName=denim'))).toEqual(['Jeans 502']);
    expect((await grid('CustomSettingName=defa')).totalCount).toBe(walkGarments + 1);
    expect((await grid('CreatedBy=maria')).totalCount).toBe(walkGarments + 1);
    // LIKE's wildcards are plain characters here.
    expect((await grid('Name=%25')).totalCount).toBe(0);
  });

  it('page every style unfiltered in each sort, a page’s rows told apart by its offset', async () => {
    // Unfiltered, each sort's statement is compiled once and then run with each page's offset.
    const everyName = [...Array.from({ length: walkGarments }, (_, index) => index + 1)]
      .map((index) => `Tee ${String(index).padStart(2, '0')}`)
      .concat('Jeans 501', 'Jeans 502')
      .toSorted();
    for (const [sorting, expected] of [
      ['name', everyName],
      ['name%20desc', everyName.toReversed()],
    ] as const) {
      const pages = [];
      for (const skip of [0, 10, 20, 30]) {
        const page = await grid(`Sorting=${sorting}&SkipCount=${skip}&MaxResultCount=10`);
        expect(page.totalCount).toBe(walkGarments + 2);
        pages.push(...names(page));
      }
      expect(pages).toEqual(expected);
    }
    // The page's left join: the built-in Default has no row, a tenant's own setting has one.
    const bySetting = await grid('Sorting=customSettingName%20desc&MaxResultCount=2');
    expect(bySetting.items.map((item) => [item.name, item.customSettingName])).toEqual([
      ['Jeans 502', 'Heavy denim'],
      [expect.stringMatching(/^(Tee|Jeans)/), 'Default'],
    ]);
  });

  it('filter the SGC between bounds and the creation time between instants, with the search', async () => {
    expect(
      names(await grid('MinTotalLengthOrSGC=100&MaxTotalLengthOrSGC=140.25&Sorting=name')),
    ).toEqual(['Jeans 501', 'Jeans 502']);
    expect(names(await grid('MaxTotalLengthOrSGC=100'))).toEqual(['Tee 01']);

    await inTenantTransaction(t.database, walk, (tx) =>
      tx
        .update(styles)
        .set({ creationTime: new Date('2025-01-15T10:00:00Z') })
        .where(inArray(styles.name, ['Tee 03', 'Tee 04'])),
    );
    const january = await grid(
      'CreationTimeFrom=2025-01-15T00:00:00%2B01:00&CreationTimeTo=2025-01-16T00:00:00%2B01:00&Sorting=name',
    );
    expect(names(january)).toEqual(['Tee 03', 'Tee 04']);
    expect(names(await grid('CreationTimeTo=2025-01-16T00:00:00Z&Filter=04'))).toEqual(['Tee 04']);
    expect(names(await grid('CreationTimeTo=2025-01-15T10:00:00Z'))).toEqual([]);
  });

  it('refuse values out of range, with the field named, never a 500', async () => {
    for (const [query, field] of [
      ['WeightType=medium', 'WeightType'],
      ['MinTotalLengthOrSGC=-1', 'MinTotalLengthOrSGC'],
      ['MaxTotalLengthOrSGC=lots', 'MaxTotalLengthOrSGC'],
      ['CreationTimeFrom=yesterday', 'CreationTimeFrom'],
      ['GroupBy=name', 'GroupBy'],
      ['GroupBy=creationTime&TimeZone=Nowhere%2FCity', 'TimeZone'],
      [`Customer=${'x'.repeat(101)}`, 'Customer'],
    ]) {
      const response = await t.call(planner, 'GET', `/api/styleGrid?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).validationErrors?.[0]?.members, query).toEqual([field]);
    }
  });
});

describe('the styles grid’s grouping', () => {
  it('counts each group over every page and pages within the groups', async () => {
    const first = await grid('GroupBy=customer&Sorting=name&MaxResultCount=25');
    expect(first.totalCount).toBe(walkGarments + 2);
    expect(first.groups).toEqual([
      { key: 'Aral Mills', count: 2, start: 0 },
      { key: 'Walk Garments', count: walkGarments, start: 2 },
    ]);
    expect(names(first).slice(0, 4)).toEqual(['Jeans 501', 'Jeans 502', 'Tee 01', 'Tee 02']);
    expect(first.items).toHaveLength(25);

    const second = await grid('GroupBy=customer&Sorting=name&SkipCount=25');
    expect(second.groups).toEqual([{ key: 'Walk Garments', count: walkGarments, start: 2 }]);
    expect(names(second)).toEqual(['Tee 24', 'Tee 25', 'Tee 26', 'Tee 27']);

    // Sorting by the grouped column turns the groups round; the rows keep their own order.
    const descending = await grid('GroupBy=customer&Sorting=customer%20desc&MaxResultCount=3');
    expect(descending.groups).toEqual([{ key: 'Walk Garments', count: walkGarments, start: 0 }]);
    const last = await grid('GroupBy=customer&Sorting=customer%20desc&SkipCount=26');
    expect(last.groups).toEqual([
      { key: 'Walk Garments', count: walkGarments, start: 0 },
      { key: 'Aral Mills', count: 2, start: walkGarments },
    ]);
    expect(last.items.map((item) => item.customer)).toEqual([
      'Walk Garments',
      'Aral Mills',
      'Aral Mills',
    ]);
    // Past the end: no rows, the total still told.
    expect(await grid('GroupBy=customer&SkipCount=100')).toEqual({
      items: [],
      totalCount: walkGarments + 2,
      groups: [],
    });
  });

  it('groups with the filters, by weight type names, empty values and days in the caller’s time zone', async () => {
    expect((await grid('GroupBy=productType&ProductType=jean')).groups).toEqual([
      { key: 'Jeans', count: 2, start: 0 },
    ]);
    expect((await grid('GroupBy=weightType&Sorting=weightType')).groups).toEqual([
      { key: 'light', count: walkGarments, start: 0 },
    ]);
    expect((await grid('GroupBy=weightType&Sorting=weightType&SkipCount=25')).groups).toEqual([
      { key: 'light', count: walkGarments, start: 0 },
      { key: 'standard', count: 1, start: walkGarments },
      { key: 'heavy', count: 1, start: walkGarments + 1 },
    ]);
    const authors = await grid('GroupBy=createdBy&Customer=aral');
    expect(authors.groups).toEqual([
      { key: 'maria.planner', count: 1, start: 0 },
      { key: null, count: 1, start: 1 },
    ]);
    expect(names(authors)).toEqual(['Jeans 501', 'Jeans 502']);
    expect((await grid('GroupBy=customSettingName&Customer=aral')).groups).toEqual([
      { key: 'Default', count: 1, start: 0 },
      { key: 'Heavy denim', count: 1, start: 1 },
    ]);

    // 22:30 UTC is already the next day in Dubai.
    await inTenantTransaction(t.database, walk, async (tx) => {
      await tx
        .update(styles)
        .set({ creationTime: new Date('2025-03-05T22:30:00Z') })
        .where(eq(styles.name, 'Jeans 501'));
      await tx
        .update(styles)
        .set({ creationTime: new Date('2025-03-05T08:00:00Z') })
        .where(eq(styles.name, 'Jeans 502'));
    });
    const days = (zone: string) =>
      grid(`GroupBy=creationTime&Customer=aral&TimeZone=${encodeURIComponent(zone)}`);
    expect((await days('UTC')).groups).toEqual([{ key: '2025-03-05', count: 2, start: 0 }]);
    const dubai = await days('Asia/Dubai');
    expect(dubai.groups).toEqual([
      { key: '2025-03-06', count: 1, start: 0 },
      { key: '2025-03-05', count: 1, start: 1 },
    ]);
    expect(names(dubai)).toEqual(['Jeans 501', 'Jeans 502']);
  });

  it('never counts another tenant’s styles', async () => {
    const theirs = await grid('GroupBy=customer', outsider);
    expect(theirs.totalCount).toBe(1);
    expect(theirs.groups).toEqual([{ key: 'Polar Outfitters', count: 1, start: 0 }]);
  });
});

describe('deleting several styles', () => {
  it('deletes the selected styles with their operations in one request', async () => {
    const first = await insertStyle(t.database, walk, {
      name: 'Bulk one',
      operations: [
        {
          description: 'Side seam',
          stitchTypeCode: '504',
          seamLengthCm: 60,
          rate: 12,
          lines: [{ needleName: 'Needle thread' }],
        },
      ],
    });
    const second = await create('Bulk two');
    const third = await create('Bulk three');
    const response = await t.call(
      planner,
      'DELETE',
      `/api/deleteMultipleStyles?selectedIds=${first.styleId},${second.id}&selectedIds=${second.id}`,
    );
    expect(response.statusCode).toBe(204);
    expect(names(await grid('Filter=bulk'))).toEqual(['Bulk three']);
    const left = await inTenantTransaction(t.database, walk, (tx) =>
      tx.select().from(operations).where(eq(operations.styleId, first.styleId)),
    );
    expect(left).toEqual([]);
    expect((await t.call(planner, 'GET', `/api/style/${third.id}`)).statusCode).toBe(200);
  });

  it('deletes none when one is missing or another tenant’s, and needs the delete permission', async () => {
    const mine = await create('Keep me');
    const theirs = await create('Not yours', {}, outsider);
    for (const missing of [theirs.id, 2_000_000]) {
      const response = await t.call(
        planner,
        'DELETE',
        `/api/deleteMultipleStyles?selectedIds=${mine.id},${missing}`,
      );
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toMatchObject({
        code: 'Spool.Styles:StyleNotFound',
        message: `Style ${missing} does not exist.`,
      });
    }
    expect((await t.call(planner, 'GET', `/api/style/${mine.id}`)).statusCode).toBe(200);
    expect((await t.call(outsider, 'GET', `/api/style/${theirs.id}`)).statusCode).toBe(200);

    const forbidden = await t.call(
      viewer,
      'DELETE',
      `/api/deleteMultipleStyles?selectedIds=${mine.id}`,
    );
    expect(forbidden.statusCode).toBe(403);
    const none = await t.call(planner, 'DELETE', '/api/deleteMultipleStyles?selectedIds=');
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).validationErrors?.[0]?.members).toEqual(['selectedIds']);
    expect((await t.call(planner, 'GET', `/api/style/${mine.id}`)).statusCode).toBe(200);
  });
});
