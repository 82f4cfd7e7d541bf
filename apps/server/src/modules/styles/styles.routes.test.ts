import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, StyleDto, StyleGridItem } from '@spool/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { insertStyle, styleInput, twoSeededTenants } from '../../testing/style-fixtures.js';

let t: TestApp;
let atlas: string;
let borealis: string;
let planner: string;
let viewer: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas, borealis } = await twoSeededTenants(t.database));
  const styles = [
    'Spool.Styles',
    'Spool.Styles.Create',
    'Spool.Styles.Update',
    'Spool.Styles.Delete',
  ];
  const ids = {
    planner: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'maria.planner',
      permissions: styles,
    }),
    viewer: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'viewer',
      permissions: ['Spool.Styles'],
    }),
    outsider: await createTestUser(t.database, {
      tenantId: borealis,
      userName: 'outsider',
      permissions: styles,
    }),
  };
  planner = await t.issueToken({ sub: ids.planner, tenantid: atlas });
  viewer = await t.issueToken({ sub: ids.viewer, tenantid: atlas });
  outsider = await t.issueToken({ sub: ids.outsider, tenantid: borealis });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

describe('styles', () => {
  it('creates a style, creating the customer, category and type typed in, and reads it back', async () => {
    const created = await call(
      planner,
      'POST',
      '/api/style',
      styleInput('Denim 501', { description: 'Rivets, bar tacks' }),
    );
    expect(created.statusCode).toBe(201);
    const style = created.json<StyleDto>();
    expect(style).toMatchObject({
      name: 'Denim 501',
      description: 'Rivets  bar tacks',
      weightType: 'heavy',
      quantity: 1200,
      customer: 'Polar Outfitters',
      productCategory: 'Bottoms',
      productType: 'Jeans',
      customSettingId: 0,
      createdBy: 'maria.planner',
    });
    expect((await call(planner, 'GET', `/api/style/${style.id}`)).json()).toEqual(style);

    // A second style naming the same customer differently cased reuses it.
    const second = (
      await call(
        planner,
        'POST',
        '/api/style',
        styleInput('Denim 502', { customer: { name: 'POLAR OUTFITTERS' } }),
      )
    ).json<StyleDto>();
    expect(second.customerId).toBe(style.customerId);
    expect(second.customer).toBe('Polar Outfitters');
  });

  it('refuses a taken name, ignoring case and spaces, and answers the duplicate check', async () => {
    await call(planner, 'POST', '/api/style', styleInput('Chino slim'));
    const again = await call(planner, 'POST', '/api/style', styleInput('  CHINO SLIM '));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'Spool.Styles:DuplicateStyleName',
      message: 'Style with the given name already exist!',
    });
    expect((await call(planner, 'GET', '/api/isDuplicateStyleName?name=chino%20slim')).json()).toBe(
      true,
    );
    expect((await call(planner, 'GET', '/api/isDuplicateStyleName?name=chino%20wide')).json()).toBe(
      false,
    );
  });

  it('gives the specification’s messages for missing or out-of-range fields', async () => {
    const response = await call(planner, 'POST', '/api/style', {
      ...styleInput(''),
      quantity: 0,
      numberOfProductionLines: 100,
      customer: {},
      // Left out, the customer's default applies; null is no setting at all.
      customSettingId: null,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).validationErrors).toEqual(
      expect.arrayContaining([
        { message: 'Please enter a style name', members: ['name'] },
        { message: 'Value should be at least 1', members: ['quantity'] },
        { message: 'At most 99.', members: ['numberOfProductionLines'] },
        { message: 'Please select the customer', members: ['customer'] },
        { message: 'Please select custom setting', members: ['customSettingId'] },
      ]),
    );
    const unknownSetting = await call(
      planner,
      'POST',
      '/api/style',
      styleInput('Parka', { customSettingId: 999 }),
    );
    expect(unknownSetting.statusCode).toBe(404);
  });

  it('updates with the concurrency stamp; a stale stamp gets 409 and the name stays fixed', async () => {
    const style = (
      await call(planner, 'POST', '/api/style', styleInput('Polo pique'))
    ).json<StyleDto>();
    const updated = await call(planner, 'PUT', `/api/style/${style.id}`, {
      ...styleInput('Polo pique'),
      quantity: 5000,
      concurrencyStamp: style.concurrencyStamp,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<StyleDto>()).toMatchObject({ quantity: 5000 });
    expect(updated.json<StyleDto>().lastModificationTime).not.toBeNull();

    const stale = await call(planner, 'PUT', `/api/style/${style.id}`, {
      ...styleInput('Polo pique'),
      quantity: 6000,
      concurrencyStamp: style.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    const renamed = await call(planner, 'PUT', `/api/style/${style.id}`, {
      ...styleInput('Polo jersey'),
      concurrencyStamp: updated.json<StyleDto>().concurrencyStamp,
    });
    expect(errorOf(renamed)).toEqual({
      code: 'Spool.Styles:StyleNameFixed',
      message: 'The name of a saved style cannot be changed.',
    });
    expect((await call(planner, 'GET', `/api/style/${style.id}`)).json<StyleDto>().quantity).toBe(
      5000,
    );
  });

  it('clones a style with its operations under a new name, and deletes a style with its operations', async () => {
    const { styleId } = await insertStyle(t.database, atlas, {
      name: 'Hoodie',
      operations: [
        {
          description: 'Hood seam',
          stitchTypeCode: '514',
          seamLengthCm: 45,
          rate: 12,
          bightMm: 4,
          lines: [
            { needleName: 'Needle threads' },
            { needleName: 'Upper looper thread' },
            { needleName: 'Lower looper thread' },
          ],
        },
        {
          description: 'Hem',
          stitchTypeCode: '406',
          seamLengthCm: 110,
          rate: 11,
          lines: [{ needleName: 'Needle threads' }, { needleName: 'Looper thread' }],
        },
      ],
    });
    const clone = await call(planner, 'POST', '/api/cloneStyle', {
      styleId,
      inputName: 'Hoodie zip',
    });
    expect(clone.statusCode).toBe(201);
    const copy = clone.json<StyleDto>();
    expect(copy).toMatchObject({
      name: 'Hoodie zip',
      customer: 'Hoodie buyer',
      createdBy: 'maria.planner',
    });
    const report = await call(
      planner,
      'GET',
      `/api/singleGarmentAndThreadUsageReportExist?styleId=${copy.id}`,
    );
    expect(report.statusCode).toBe(403); // the planner here holds styles permissions only

    const taken = await call(planner, 'POST', '/api/cloneStyle', { styleId, inputName: 'hoodie' });
    expect(taken.statusCode).toBe(409);

    expect((await call(planner, 'DELETE', `/api/style/${styleId}`)).statusCode).toBe(204);
    expect((await call(planner, 'GET', `/api/style/${styleId}`)).statusCode).toBe(404);
    expect((await call(planner, 'DELETE', `/api/styleDelete/${copy.id}`)).statusCode).toBe(204);
  });

  it('pages and sorts the grid by any column, newest first by default, with a dash-able SGC', async () => {
    for (const name of ['Grid A', 'Grid C', 'Grid B'])
      await call(planner, 'POST', '/api/style', styleInput(name));
    const newest = (await call(planner, 'GET', '/api/styleGrid?Filter=grid')).json<{
      items: StyleGridItem[];
      totalCount: number;
    }>();
    expect(newest.totalCount).toBe(3);
    expect(newest.items.map((item) => item.name)).toEqual(['Grid B', 'Grid C', 'Grid A']);
    expect(newest.items[0]).toMatchObject({
      customer: 'Polar Outfitters',
      customSettingName: 'Default',
      totalLengthOrSGC: null,
      weightType: 'heavy',
    });

    const byName = (
      await call(
        planner,
        'GET',
        '/api/styleGrid?Filter=grid&Sorting=name%20desc&SkipCount=1&MaxResultCount=1',
      )
    ).json<{ items: StyleGridItem[] }>();
    expect(byName.items.map((item) => item.name)).toEqual(['Grid B']);
    const bad = await call(planner, 'GET', '/api/styleGrid?Sorting=password');
    expect(bad.statusCode).toBe(400);
  });

  it('counts styles and customers, charts styles by category and searches the latest by name', async () => {
    const counts = (await call(viewer, 'GET', '/api/styleCounts')).json<{
      styles: number;
      customers: number;
    }>();
    expect(counts.styles).toBeGreaterThanOrEqual(6);
    const chart = (await call(viewer, 'GET', '/api/styleProductCategoryChartData')).json<{
      items: { productCategory: string; count: number }[];
    }>();
    // Every style left in Atlas came from the form with category Bottoms (the hoodies were deleted).
    expect(chart.items).toEqual([{ productCategory: 'Bottoms', count: counts.styles }]);

    for (let index = 1; index <= 12; index += 1)
      await call(planner, 'POST', '/api/style', styleInput(`Search tee ${index}`));
    const found = (await call(viewer, 'GET', '/api/getStyles?name=search%20tee')).json<
      { name: string }[]
    >();
    expect(found.map((style) => style.name)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Search tee ${index}`),
    );
  });

  it('lets a viewer read but not write, and never shows another tenant’s styles', async () => {
    expect((await call(viewer, 'POST', '/api/style', styleInput('Viewer style'))).statusCode).toBe(
      403,
    );
    const style = (
      await call(planner, 'POST', '/api/style', styleInput('Atlas only'))
    ).json<StyleDto>();
    expect((await call(outsider, 'GET', `/api/style/${style.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/style/${style.id}`)).statusCode).toBe(404);
    expect(
      (await call(outsider, 'GET', '/api/styleGrid')).json<{ totalCount: number }>().totalCount,
    ).toBe(0);
    expect(
      (await call(outsider, 'GET', '/api/isDuplicateStyleName?name=Atlas%20only')).json(),
    ).toBe(false);
    expect((await call(undefined, 'GET', '/api/styleGrid')).statusCode).toBe(401);
  });
});
