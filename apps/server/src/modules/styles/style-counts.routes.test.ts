import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerPermissions, type ImportResultDto, type StyleDto } from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { styleInput, twoSeededTenants } from '../../testing/style-fixtures.js';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';
import { styles } from '../../platform/db/schema/styles.js';

/**
 * The tenant's style count that the grid's total and the dashboard's tile read:
 * kept by the database in the same transaction as every way styles come and go,
 * so that it always equals a count of the styles, for each tenant alone.
 */

let t: TestApp;
let atlas: string;
let borealis: string;
let planner: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas, borealis } = await twoSeededTenants(t.database));
  planner = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'planner',
    permissions: plannerPermissions,
  });
  outsider = await t.tokenOfNewUser({
    tenantId: borealis,
    userName: 'outsider',
    permissions: plannerPermissions,
  });
});
afterAll(() => t?.dispose());

/** What the screens show: the grid's total and the dashboard's tile. */
async function shown(token: string) {
  const grid = await t.call(token, 'GET', '/api/styleGrid');
  const tiles = await t.call(token, 'GET', '/api/styleCounts');
  return {
    grid: grid.json<{ totalCount: number }>().totalCount,
    tile: tiles.json<{ styles: number }>().styles,
  };
}

/** The styles really stored for the tenant. */
const stored = (tenantId: string) =>
  inTenantTransaction(t.database, tenantId, async (tx) => {
    const [row] = await tx.select({ value: count() }).from(styles);
    return row?.value ?? 0;
  });

async function expectCounts(expected: { atlas: number; borealis: number }) {
  expect(await stored(atlas)).toBe(expected.atlas);
  expect(await stored(borealis)).toBe(expected.borealis);
  expect(await shown(planner)).toEqual({ grid: expected.atlas, tile: expected.atlas });
  expect(await shown(outsider)).toEqual({ grid: expected.borealis, tile: expected.borealis });
}

const create = async (token: string, name: string) => {
  const response = await t.call(token, 'POST', '/api/style', styleInput(name));
  expect(response.statusCode).toBe(201);
  return response.json<StyleDto>();
};

describe('the tenant’s style count', () => {
  it('starts at none and follows creating, duplicating, importing and deleting, each tenant alone', async () => {
    await expectCounts({ atlas: 0, borealis: 0 });

    const first = await create(planner, 'Chino 1');
    const second = await create(planner, 'Chino 2');
    await create(outsider, 'Cardigan');
    await expectCounts({ atlas: 2, borealis: 1 });

    const clone = await t.call(planner, 'POST', '/api/cloneStyle', {
      styleId: first.id,
      inputName: 'Chino 1 copy',
    });
    expect(clone.statusCode).toBe(201);
    await expectCounts({ atlas: 3, borealis: 1 });

    // One import of three styles, in one statement.
    const imported = await t.call(planner, 'POST', '/api/import', {
      importType: 1,
      name: 'season.xlsx',
      rows: [
        [...styleSheetHeader],
        styleSheetRow('Import A'),
        styleSheetRow('Import B'),
        styleSheetRow('Import C'),
      ],
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    });
    expect(imported.json<ImportResultDto>().error).toBe(false);
    await expectCounts({ atlas: 6, borealis: 1 });

    expect((await t.call(planner, 'DELETE', `/api/style/${second.id}`)).statusCode).toBe(204);
    await expectCounts({ atlas: 5, borealis: 1 });
    const clonedId = clone.json<StyleDto>().id;
    const several = await t.call(
      planner,
      'DELETE',
      `/api/deleteMultipleStyles?selectedIds=${first.id},${clonedId}`,
    );
    expect(several.statusCode).toBe(204);
    await expectCounts({ atlas: 3, borealis: 1 });
  });

  it('is unchanged by what is refused or rolled back', async () => {
    const before = await stored(atlas);
    // A sheet with one bad row saves nothing.
    const refused = await t.call(planner, 'POST', '/api/import', {
      importType: 1,
      name: 'bad.xlsx',
      rows: [[...styleSheetHeader], styleSheetRow('Good one'), styleSheetRow('')],
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    });
    expect(refused.json<ImportResultDto>().error).toBe(true);
    // A transaction that inserts a style and then fails takes its count back with it.
    await expect(
      inTenantTransaction(t.database, atlas, async (tx) => {
        const [model] = await tx.select().from(styles).limit(1);
        if (!model) throw new Error('no style to copy the references of');
        await tx.insert(styles).values({
          name: 'Rolled back',
          quantity: 1,
          numberOfProductionLines: 1,
          customerId: model.customerId,
          productCategoryId: model.productCategoryId,
          productTypeId: model.productTypeId,
        });
        expect(await tx.$count(styles)).toBe(before + 1);
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    // Another tenant's delete of a style that is not theirs changes nothing here either.
    const theirs = await create(outsider, 'Jumper');
    expect((await t.call(outsider, 'DELETE', `/api/style/${theirs.id}`)).statusCode).toBe(204);
    await expectCounts({ atlas: before, borealis: 1 });
  });
});
