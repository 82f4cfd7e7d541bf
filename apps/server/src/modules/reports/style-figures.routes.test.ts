import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionsOfSide,
  plannerPermissions,
  type OperationDto,
  type SingleGarmentReportDto,
  type StyleFiguresDto,
  type ThreadUsageReportDto,
} from '@spool/contracts';
import { defaultStitchSetting, getStitchType, plainFigure } from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createCostFileRepository } from '../settings/index.js';
import { createOrdersRepository } from '../styles/index.js';
import { createReportsRepository } from './reports.repository.js';
import { createStyleFiguresService } from './style-figures.service.js';
import { createStyleVersionsRepository } from './style-versions.repository.js';
import {
  insertStyle,
  lockstitchWrite,
  styleInput,
  tenantWithThreads,
  type SeededThread,
} from '../../testing/style-fixtures.js';

/**
 * Figures without printing: the style window's figures and the grid's SGC are the
 * reports' own, kept current in the transaction of every change they depend on.
 */

let t: TestApp;
let planner: string;
let admin: string;
let stranger: string;
let corespun: SeededThread;
let spun: SeededThread;
let atlasId: string;

beforeAll(async () => {
  t = await createTestApp();
  const atlas = await tenantWithThreads(t.database, 'Atlas Garments');
  ({ corespun, spun, tenantId: atlasId } = atlas);
  planner = await t.tokenOfNewUser({
    tenantId: atlas.tenantId,
    userName: 'planner',
    permissions: plannerPermissions,
  });
  admin = await t.tokenOfNewUser({
    tenantId: atlas.tenantId,
    userName: 'admin',
    permissions: permissionsOfSide('tenant'),
  });
  const borealis = await tenantWithThreads(t.database, 'Borealis Knitwear');
  stranger = await t.tokenOfNewUser({
    tenantId: borealis.tenantId,
    userName: 'stranger',
    permissions: plannerPermissions,
  });
});
afterAll(() => t?.dispose());

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json<J>(): J }>) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json<T>();
};
const figures = (styleId: number, token = planner) =>
  ok<StyleFiguresDto>(t.call(token, 'GET', `/api/styles/${styleId}/figures`));
const gridSgc = async (name: string) => {
  const page = await ok<{ items: { name: string; totalLengthOrSGC: number | null }[] }>(
    t.call(planner, 'GET', `/api/styleGrid?Filter=${encodeURIComponent(name)}`),
  );
  return page.items.find((item) => item.name === name)?.totalLengthOrSGC;
};
const createStyle = async (name: string, extra: Record<string, unknown> = {}) =>
  (await ok<{ id: number }>(t.call(planner, 'POST', '/api/style', styleInput(name, extra)))).id;
const addSideSeam = (styleId: number, description: string, thread = corespun, group = 1) =>
  ok(
    t.call(planner, 'POST', '/api/saveOperation', {
      ...lockstitchWrite(styleId, description, [
        { needleName: 'Needle thread', ...thread, shade: 'Navy' },
        { needleName: 'Bobbin thread', ...thread, shade: 'Navy' },
      ]),
      group,
    }),
  );
const operationsOf = (styleId: number) =>
  ok<OperationDto[]>(t.call(planner, 'GET', `/api/getOperations?styleId=${styleId}`));
const reportsOf = async (styleId: number) => ({
  single: await ok<SingleGarmentReportDto>(
    t.call(planner, 'GET', `/api/report/singleGarmentPdf/${styleId}`),
  ),
  usage: await ok<ThreadUsageReportDto>(
    t.call(planner, 'GET', `/api/report/threadGarmentPdf/${styleId}`),
  ),
});

describe('a style’s figures without printing', () => {
  it('follow every operation change: the window’s figures and the grid’s SGC are the reports’', async () => {
    const styleId = await createStyle('Live jeans');
    expect(await figures(styleId)).toMatchObject({
      complete: false,
      singleGarmentConsumption: null,
      costPerGarment: null,
      operations: [],
    });
    expect(await gridSgc('Live jeans')).toBeNull();

    await addSideSeam(styleId, 'Side seam');
    const [first] = await operationsOf(styleId);
    const once = await figures(styleId);
    const reported = await reportsOf(styleId);
    expect(once).toMatchObject({
      complete: true,
      threadLengthUnit: 'm',
      singleGarmentConsumption: reported.single.totalConsumption,
      costPerGarment: reported.usage.averageThreadCost,
      hasMissingPrices: false,
      operations: [
        { id: first?.id, threadPerGarment: reported.single.operationSummary[0]?.threadConsumption },
      ],
    });
    expect(once.costPerGarment).toBeGreaterThan(0);
    // Saved without a report printed: the grid has it already.
    expect(await gridSgc('Live jeans')).toBe(reported.single.totalConsumption);

    // A second seam on unpriced thread: the SGC grows, the cost is unknown, never a guess.
    await addSideSeam(styleId, 'Inseam', spun, 2);
    const twice = await figures(styleId);
    const again = await reportsOf(styleId);
    expect(twice.singleGarmentConsumption).toBe(again.single.totalConsumption);
    expect(twice.singleGarmentConsumption).toBeGreaterThan(once.singleGarmentConsumption ?? 0);
    expect(twice).toMatchObject({ costPerGarment: null, hasMissingPrices: true });
    expect(await gridSgc('Live jeans')).toBe(again.single.totalConsumption);

    // An edit that takes the threads away leaves the operation incomplete: the dash comes back,
    // the complete operation keeps its own figure.
    const [side, inseam] = await operationsOf(styleId);
    const edited = await t.call(planner, 'POST', '/api/editOperation', {
      tktTexValue: 'Tkt',
      operation: {
        ...lockstitchWrite(styleId, 'Inseam', [
          { needleName: 'Needle thread' },
          { needleName: 'Bobbin thread' },
        ]),
        group: 2,
        id: inseam?.id,
        concurrencyStamp: inseam?.concurrencyStamp,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const incomplete = await figures(styleId);
    expect(incomplete).toMatchObject({ complete: false, singleGarmentConsumption: null });
    expect(incomplete.operations).toEqual([
      { id: side?.id, threadPerGarment: once.operations[0]?.threadPerGarment },
      { id: inseam?.id, threadPerGarment: null },
    ]);
    expect(await gridSgc('Live jeans')).toBeNull();

    // Deleting the incomplete one makes the style complete again.
    const deleted = await t.call(
      planner,
      'DELETE',
      `/api/DeleteMultipleOperations?selectedIds=${inseam?.id}&styleId=${styleId}`,
    );
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await gridSgc('Live jeans')).toBe(once.singleGarmentConsumption);
  });

  it('follow the custom setting: its stitch values, and the style moving to another setting', async () => {
    const created = await t.call(
      admin,
      'POST',
      '/api/createCustomSetting?isDefaultCustomSetting=false',
      {
        name: 'Heavy denim',
      },
    );
    expect(created.statusCode, created.body).toBe(200);
    const settingId = created.json<{ id: number }>().id;
    const styleId = await createStyle('Setting jeans', { customSettingId: settingId });
    await addSideSeam(styleId, 'Side seam');
    const before = await gridSgc('Setting jeans');
    expect(before).toBe((await reportsOf(styleId)).single.totalConsumption);

    const values = defaultStitchSetting('301');
    const changed = await t.call(admin, 'PUT', '/api/updateStitchType', {
      settingId,
      code: '301',
      defaultcm0: values.needle * 2,
      defaultcm1: values.under,
      defaultcm2: values.top,
      defaultBight: values.bightMm,
      defaultwaste: values.wastePercent,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await gridSgc('Setting jeans');
    expect(after).toBeGreaterThan(before ?? 0);
    expect(after).toBe((await reportsOf(styleId)).single.totalConsumption);
    expect((await figures(styleId)).singleGarmentConsumption).toBe(after);

    // Back to the Default: the Default's figure again.
    const style = await ok<Record<string, unknown>>(
      t.call(planner, 'GET', `/api/style/${styleId}`),
    );
    const moved = await t.call(planner, 'PUT', `/api/style/${styleId}`, {
      ...styleInput('Setting jeans'),
      customSettingId: 0,
      concurrencyStamp: style['concurrencyStamp'],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await gridSgc('Setting jeans')).toBe(before);
  });

  it('are in yards in Imperial, the grid’s too', async () => {
    const styleId = await createStyle('Yard jeans');
    await addSideSeam(styleId, 'Side seam');
    const metres = (await figures(styleId)).singleGarmentConsumption ?? 0;
    const setUnit = (value: string) =>
      ok(t.call(admin, 'POST', '/api/userAdminSetting', { field: 'SeamLengthUnit', value }));
    await setUnit('1');
    try {
      const yards = await figures(styleId);
      expect(yards.threadLengthUnit).toBe('yd');
      expect(yards.singleGarmentConsumption).toBeCloseTo(metres / 0.9144, 10);
      expect(yards.singleGarmentConsumption).toBe(
        (await reportsOf(styleId)).single.totalConsumption,
      );
      expect(await gridSgc('Yard jeans')).toBe(yards.singleGarmentConsumption);
    } finally {
      await setUnit('0');
    }
    expect(await gridSgc('Yard jeans')).toBe(metres);
  });

  it('are the caller’s tenant’s only, and need the reports permission', async () => {
    const styleId = await createStyle('Private jeans');
    expect((await t.call(stranger, 'GET', `/api/styles/${styleId}/figures`)).statusCode).toBe(404);
    const viewer = await t.tokenOfNewUser({
      tenantId: atlasId,
      userName: 'viewer',
      permissions: plannerPermissions.filter((permission) => permission !== 'Spool.Reports'),
    });
    expect((await t.call(viewer, 'GET', `/api/styles/${styleId}/figures`)).statusCode).toBe(403);
    expect((await t.call(planner, 'GET', '/api/styles/0/figures')).statusCode).toBe(400);
  });

  it('are not changed by a refused change: a stale stamp rolls the figures back with it', async () => {
    const styleId = await createStyle('Stale jeans');
    await addSideSeam(styleId, 'Side seam');
    const before = await gridSgc('Stale jeans');
    const [operation] = await operationsOf(styleId);
    const refused = await t.call(planner, 'POST', '/api/editOperation', {
      tktTexValue: 'Tkt',
      operation: {
        ...lockstitchWrite(styleId, 'Side seam', [
          { needleName: 'Needle thread' },
          { needleName: 'Bobbin thread' },
        ]),
        id: operation?.id,
        concurrencyStamp: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await gridSgc('Stale jeans')).toBe(before);
    expect((await figures(styleId)).complete).toBe(true);
  });

  it('are computed for every style a change made stale, in batches, before it commits', async () => {
    // Stored straight in the tables, as an import does: the triggers mark each style stale.
    const names = ['Batch 1', 'Batch 2', 'Batch 3', 'Batch 4', 'Batch 5'];
    for (const [index, name] of names.entries()) {
      await insertStyle(t.database, atlasId, {
        name,
        operations: [
          {
            description: 'Side seam',
            stitchTypeCode: '301',
            seamLengthCm: 50 + index * 10,
            rate: 12,
            // The last one has no thread: it stays without an SGC.
            lines: ['Needle thread', 'Bobbin thread'].map((needleName) =>
              index === 4 ? { needleName } : { needleName, ...corespun, shade: 'Navy' },
            ),
          },
        ],
      });
    }
    const refreshed = await inTenantTransaction(t.database, atlasId, (tx) =>
      createStyleFiguresService({
        reports: createReportsRepository(tx),
        versions: createStyleVersionsRepository(tx),
        costFiles: createCostFileRepository(tx),
        orders: (ids) => createOrdersRepository(tx).findOrdersOfStyles(ids),
        batchSize: 2,
      }).refreshStaleStyles(),
    );
    expect(refreshed).toBe(5);
    const stored = await Promise.all(names.map(gridSgc));
    expect(stored.slice(0, 4).every((sgc) => typeof sgc === 'number' && sgc > 0)).toBe(true);
    expect(stored[1]).toBeGreaterThan(stored[0] ?? Infinity);
    expect(stored[4]).toBeNull();
    // Nothing is left stale: the next change computes nothing.
    await createStyle('After the batch');
    expect(
      await inTenantTransaction(t.database, atlasId, (tx) =>
        createStyleFiguresService({
          reports: createReportsRepository(tx),
          versions: createStyleVersionsRepository(tx),
          costFiles: createCostFileRepository(tx),
          orders: (ids) => createOrdersRepository(tx).findOrdersOfStyles(ids),
        }).refreshStaleStyles(),
      ),
    ).toBe(0);
  });

  it('equal the reports’ to the last digit for every stitch family, in Metric and Imperial', async () => {
    // One stitch of each class (100 to 600) and a cycle stitch (bartack), with their defaults.
    const codes = ['101', '209', '301', '401', '504', '602', '1012'];
    const { styleId } = await insertStyle(t.database, atlasId, {
      name: 'Every family',
      quantity: 2400,
      productionLines: 3,
      operations: codes.map((code, index) => {
        const stitch = getStitchType(code);
        return {
          description: `Seam ${code}`,
          stitchTypeCode: code,
          seamLengthCm: 37.5 + index * 11,
          rate: stitch.defaultRatePer3Cm ?? 12,
          bightMm: stitch.defaultBightMm,
          quantity: code === '1012' ? 6 : 1,
          machines: 1 + (index % 2),
          seamThicknessMm: stitch.defaultSeamThicknessMm ?? 1,
          lines: stitch.components.map((component, line) => ({
            needleName: component.name,
            ...(line === 0 ? corespun : spun),
            shade: 'Navy',
          })),
        };
      }),
    });
    const setUnit = (value: string) =>
      ok(t.call(admin, 'POST', '/api/userAdminSetting', { field: 'SeamLengthUnit', value }));
    try {
      for (const unit of ['0', '1']) {
        // A change of the tenant: the style stored straight in the tables is computed too.
        await setUnit(unit);
        const shown = await figures(styleId);
        const { single, usage } = await reportsOf(styleId);
        expect(shown.complete).toBe(true);
        expect(shown.threadLengthUnit).toBe(unit === '1' ? 'yd' : 'm');
        expect(shown.operations.map((operation) => operation.threadPerGarment)).toEqual(
          single.operationSummary.map((operation) => operation.threadConsumption),
        );
        expect(shown.singleGarmentConsumption).toBe(single.totalConsumption);
        expect(shown.costPerGarment).toBe(usage.averageThreadCost);
        expect(await gridSgc('Every family')).toBe(single.totalConsumption);
        // And so the printed digits: the operation rows and the total.
        expect(
          shown.operations.map((operation) =>
            plainFigure('threadLength', operation.threadPerGarment ?? NaN),
          ),
        ).toEqual(
          single.operationSummary.map((operation) =>
            plainFigure('threadLength', operation.threadConsumption),
          ),
        );
      }
    } finally {
      await setUnit('0');
    }
  });
});
