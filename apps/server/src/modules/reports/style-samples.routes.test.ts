import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalibrateFromSampleResult,
  type CustomSettingDto,
  type ErrorResponse,
  type HistoryEntryDto,
  type StyleDto,
  type StyleSampleDto,
  type StyleStageDto,
} from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { otherTenantAdmin, plannerAndAdmin } from '../../testing/stage-users.js';
import { insertStyle, type SeededThread } from '../../testing/style-fixtures.js';

/**
 * A style's sample results: a planner enters what an unpicked sample garment or weighed cones
 * really used, sees it against the estimate, and the style is Sample-checked; an administrator
 * can fit the style's custom setting from the unpicked operations.
 */

let t: TestApp;
let planner: string;
let admin: string;
let otherAdmin: string;
let tenant: string;
let corespun: SeededThread;

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

const lockstitchLines = (shade = 'Navy') =>
  getStitchType('301').components.map((component) => ({
    needleName: component.name,
    ...corespun,
    shade,
  }));

/** A side seam and a hem, both lockstitch; the hem's bobbin in white. */
const chino = (name: string, customSettingId = 0) =>
  insertStyle(t.database, tenant, {
    name,
    customSettingId,
    operations: [
      {
        description: 'Side seam',
        stitchTypeCode: '301',
        seamLengthCm: 60,
        rate: 12,
        seamThicknessMm: 1.5,
        lines: lockstitchLines(),
      },
      {
        description: 'Hem',
        stitchTypeCode: '301',
        seamLengthCm: 40,
        rate: 10,
        seamThicknessMm: 2,
        lines: lockstitchLines().map((line, index) =>
          index === 1 ? { ...line, shade: 'White' } : line,
        ),
      },
    ],
  });

const sampleOf = async (styleId: number, token = planner) => {
  const response = await t.call(token, 'GET', `/api/style/${styleId}/sample`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StyleSampleDto>();
};
const save = (styleId: number, body: object, token = planner, headers = {}) =>
  t.call(token, 'PUT', `/api/style/${styleId}/sample`, body, headers);
const stageOf = async (styleId: number) =>
  (await t.call(planner, 'GET', `/api/style/${styleId}`)).json<StyleDto>();

/** Every row of the unpicked list measured at its estimate plus `extraCm`. */
const unpicked = (sample: StyleSampleDto, extraCm: (index: number) => number) =>
  sample.operationRows.map((row, index) => ({
    operationId: row.operationId,
    line: row.line,
    measuredCm: row.estimatedCm + extraCm(index),
  }));

beforeAll(async () => {
  t = await createTestApp();
  ({ tenant, corespun, planner, admin } = await plannerAndAdmin(t));
  otherAdmin = await otherTenantAdmin(t);
});
afterAll(() => t?.dispose());

describe('entering a sample', () => {
  it('compares an unpicked garment line by line and makes the style Sample-checked', async () => {
    const { styleId } = await chino('Sampled chino');
    const before = await sampleOf(styleId);
    expect(before).toMatchObject({ stage: 'estimate', basis: null, garment: null });
    // Two operations of two lines each; threads: Navy on three lines, White on one.
    expect(before.operationRows.map((row) => [row.description, row.line])).toEqual([
      ['Side seam', 'needle'],
      ['Side seam', 'under'],
      ['Hem', 'needle'],
      ['Hem', 'under'],
    ]);
    expect(before.threadRows.map((row) => row.shade)).toEqual(['Navy', 'White']);
    expect(before.threadRows[0]?.thread).toContain('Navy');
    // Unpicked lines compare without waste, weighed threads with it: more thread per row.
    const navyUnpicked = before.operationRows
      .filter((_, index) => index !== 3)
      .reduce((sum, row) => sum + row.estimatedCm, 0);
    expect(before.threadRows[0]?.estimatedCm).toBeGreaterThan(navyUnpicked);

    // The side seam measured 6 and 2 cm over its estimate; the hem's bobbin not measured.
    const results = unpicked(before, (index) => [6, 2, -4][index] ?? 0).slice(0, 3);
    const response = await save(styleId, {
      basis: 'operation',
      results,
      note: 'Size M unpicked',
      concurrencyStamp: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<StyleSampleDto>();
    expect(saved).toMatchObject({
      stage: 'sampleChecked',
      basis: 'operation',
      note: 'Size M unpicked',
    });
    expect(saved.enteredBy).toBe('planner');
    expect(saved.operationRows.map((row) => row.measuredCm)).toEqual([
      ...results.map((result) => result.measuredCm),
      null,
    ]);
    expect(saved.threadRows.every((row) => row.measuredCm === null)).toBe(true);
    // The garment: three measured rows, +6 + 2 - 4 = +4 cm over their estimate.
    const estimated = before.operationRows
      .slice(0, 3)
      .reduce((sum, row) => sum + row.estimatedCm, 0);
    expect(saved.garment?.measuredRows).toBe(3);
    expect(saved.garment?.rows).toBe(4);
    expect(saved.garment?.estimatedCm).toBeCloseTo(estimated, 9);
    expect(saved.garment?.differenceCm).toBeCloseTo(4, 9);
    expect(saved.garment?.differencePercent).toBeCloseTo((4 / estimated) * 100, 9);

    expect((await stageOf(styleId)).stage).toBe('sampleChecked');
    const history = (await t.call(planner, 'GET', `/api/style/${styleId}/history`)).json<{
      items: HistoryEntryDto[];
    }>().items;
    expect(history[0]).toMatchObject({
      action: 'Created',
      entityType: 'StyleSample',
      userName: 'planner',
      after: { measuredLines: 3, note: 'Size M unpicked' },
    });
  });

  it('switches to weighed cones, and is an Estimate again once removed', async () => {
    const { styleId } = await chino('Weighed chino');
    const first = await sampleOf(styleId);
    const navy = first.threadRows[0];
    const saved = (
      await save(styleId, {
        basis: 'thread',
        results: [
          {
            brandId: navy?.brandId,
            ticketTexId: navy?.ticketTexId,
            shade: 'Navy',
            measuredCm: 900,
          },
        ],
        concurrencyStamp: null,
      })
    ).json<StyleSampleDto>();
    expect(saved.threadRows.map((row) => row.measuredCm)).toEqual([900, null]);
    expect(saved.garment?.differenceCm).toBeCloseTo(900 - (navy?.estimatedCm ?? 0), 9);

    const stale = await t.call(
      planner,
      'DELETE',
      `/api/style/${styleId}/sample?concurrencyStamp=${first.styleConcurrencyStamp}`,
    );
    expect(stale.statusCode).toBe(409);
    const removed = await t.call(
      planner,
      'DELETE',
      `/api/style/${styleId}/sample?concurrencyStamp=${saved.concurrencyStamp}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<StyleSampleDto>()).toMatchObject({ stage: 'estimate', basis: null });
    expect((await stageOf(styleId)).stage).toBe('estimate');
  });

  it('refuses a stale stamp, a line not in the style, a line twice and a negative length', async () => {
    const { styleId } = await chino('Refused sample');
    const sample = await sampleOf(styleId);
    const [row] = sample.operationRows;
    const results = [{ operationId: row?.operationId, line: 'needle', measuredCm: 70 }];
    expect(
      (await save(styleId, { basis: 'operation', results, concurrencyStamp: null })).statusCode,
    ).toBe(200);
    // A second planner's save made from the screen before the first one.
    const stale = await save(styleId, { basis: 'operation', results, concurrencyStamp: null });
    expect(stale.statusCode).toBe(409);

    const stamp = (await sampleOf(styleId)).concurrencyStamp;
    const unknown = await save(
      styleId,
      {
        basis: 'operation',
        results: [...results, { operationId: 999_999, line: 'needle', measuredCm: 5 }],
        concurrencyStamp: stamp,
      },
      planner,
      { 'accept-language': 'es' },
    );
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).validationErrors).toEqual([
      {
        members: ['results.1'],
        message: 'Esta línea o hilo no está en las operaciones completas del estilo.',
      },
    ]);
    const twice = await save(styleId, {
      basis: 'operation',
      results: [...results, ...results],
      concurrencyStamp: stamp,
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).validationErrors?.[0]).toEqual({
      members: ['results.1'],
      message: 'This line or thread is measured twice.',
    });
    const negative = await save(styleId, {
      basis: 'operation',
      results: [{ ...results[0], measuredCm: -3 }],
      concurrencyStamp: stamp,
    });
    expect(negative.statusCode).toBe(400);
    expect(errorOf(negative).validationErrors?.[0]?.members).toEqual(['results.0.measuredCm']);
    // Nothing was lost: the first results stand.
    expect((await sampleOf(styleId)).operationRows[0]?.measuredCm).toBe(70);
  });

  it('is the tenant’s own: another tenant finds no style', async () => {
    const { styleId } = await chino('Private chino');
    expect((await t.call(otherAdmin, 'GET', `/api/style/${styleId}/sample`)).statusCode).toBe(404);
    const write = await save(
      styleId,
      { basis: 'thread', results: [], concurrencyStamp: null },
      otherAdmin,
    );
    expect(write.statusCode).toBe(404);
  });
});

describe('a sample and the approval', () => {
  it('is frozen with the approved style, and keeps the reopened style Sample-checked', async () => {
    const { styleId } = await chino('Approved sample');
    const sample = await sampleOf(styleId);
    const saved = (
      await save(styleId, {
        basis: 'operation',
        results: unpicked(sample, () => 1),
        concurrencyStamp: null,
      })
    ).json<StyleSampleDto>();
    const approve = await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
      concurrencyStamp: saved.styleConcurrencyStamp,
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const frozen = await save(styleId, {
      basis: 'operation',
      results: unpicked(sample, () => 2),
      concurrencyStamp: saved.concurrencyStamp,
    });
    expect(frozen.statusCode).toBe(409);
    expect(errorOf(frozen).code).toBe('Spool.Styles:StyleApproved');
    const approved = await sampleOf(styleId);
    expect(approved.stage).toBe('approved');
    expect(approved.garment?.differenceCm).toBeCloseTo(4, 9);

    const reopened = await t.call(admin, 'POST', `/api/style/${styleId}/reopen`, {
      reason: 'New thread supplier',
      concurrencyStamp: approve.json<StyleStageDto>().concurrencyStamp,
    });
    expect(reopened.json<StyleStageDto>()).toMatchObject({ stage: 'sampleChecked', version: 2 });
  });
});

describe('fitting the custom setting from a sample', () => {
  it('keeps each fully unpicked operation as an unravel sample once, and proposes values', async () => {
    const created = await t.call(admin, 'POST', '/api/createCustomSetting', { name: 'Denim lab' });
    const settingId = created.json<CustomSettingDto>().id;
    const { styleId } = await chino('Fitted chino', settingId);
    const sample = await sampleOf(styleId);
    expect(sample.setting).toEqual({ id: settingId, name: 'Denim lab', calibratable: true });
    // Both operations unpicked, 10 % above their estimate.
    await save(styleId, {
      basis: 'operation',
      results: unpicked(sample, (index) => (sample.operationRows[index]?.estimatedCm ?? 0) * 0.1),
      concurrencyStamp: null,
    });
    const byPlanner = await t.call(planner, 'POST', `/api/style/${styleId}/sample/calibration`, {
      code: '301',
    });
    expect(byPlanner.statusCode).toBe(403);
    const fit = await t.call(admin, 'POST', `/api/style/${styleId}/sample/calibration`, {
      code: '301',
    });
    expect(fit.statusCode, fit.body).toBe(200);
    const result = fit.json<CalibrateFromSampleResult>();
    expect(result).toMatchObject({ added: 2, alreadyKept: 0 });
    expect(result.calibration.samples.map((kept) => kept.seamLengthCm)).toEqual([60, 40]);
    // Every sample 10 % over what the setting predicts: the proposal is 10 % higher, and
    // fits them better than the values now.
    const proposal = result.calibration.proposal;
    expect(proposal?.bestFit.needle).toBeCloseTo(result.calibration.current.needle * 1.1, 6);
    expect(proposal?.fitErrorAfter).toBeLessThan(proposal?.fitErrorBefore ?? 0);
    const again = await t.call(admin, 'POST', `/api/style/${styleId}/sample/calibration`, {
      code: '301',
    });
    expect(again.json<CalibrateFromSampleResult>()).toMatchObject({ added: 0, alreadyKept: 2 });
  });

  it('needs a custom setting, an unpicked sample and an operation of the stitch', async () => {
    const { styleId } = await chino('Default chino');
    const sample = await sampleOf(styleId);
    expect(sample.setting).toMatchObject({ id: 0, calibratable: false });
    const none = await t.call(admin, 'POST', `/api/style/${styleId}/sample/calibration`, {
      code: '301',
    });
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).message).toBe(
      'Only a sample unpicked per operation line can fit a custom setting.',
    );
    await save(styleId, {
      basis: 'operation',
      results: unpicked(sample, () => 1),
      concurrencyStamp: null,
    });
    const otherStitch = await t.call(admin, 'POST', `/api/style/${styleId}/sample/calibration`, {
      code: '401',
    });
    expect(otherStitch.statusCode).toBe(422);
    expect(errorOf(otherStitch).code).toBe('Spool.Styles:NoUnpickedOperationOfStitch');
    const onDefault = await t.call(admin, 'POST', `/api/style/${styleId}/sample/calibration`, {
      code: '301',
    });
    expect(onDefault.statusCode).toBe(422);
    expect(errorOf(onDefault).code).toBe('Spool.Settings:DefaultSettingNotEditable');
  });
});
