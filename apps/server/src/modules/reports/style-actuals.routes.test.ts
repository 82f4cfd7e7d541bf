import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionsOfSide,
  type ErrorResponse,
  type EstimateAccuracyDto,
  type HistoryEntryDto,
  type SaveStyleActualsBody,
  type StyleActualsDto,
  type StyleDto,
  type ThreadUsageReportDto,
  type VersionActualsDto,
} from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { customSettings } from '../../platform/db/schema/settings.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { otherTenantAdmin, plannerAndAdmin } from '../../testing/stage-users.js';
import { insertStyle, tenantWithThreads, type SeededThread } from '../../testing/style-fixtures.js';

/**
 * Actual use back from the shop floor: recorded for the approved version a style stands at,
 * compared with what that version approved, and read over many orders by the Estimate
 * accuracy screen.
 */

let t: TestApp;
let tenant: string;
let planner: string;
let admin: string;
let otherAdmin: string;
let corespun: SeededThread;

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

/** A 301 side seam of 60 cm in Northstar Corespun 120 navy, on 5,000 m cones. */
const sideSeams = (name: string, quantity = 1200) =>
  insertStyle(t.database, tenant, {
    name,
    quantity,
    operations: [
      {
        description: 'Side seam',
        stitchTypeCode: '301',
        seamLengthCm: 60,
        rate: 12,
        seamThicknessMm: 1.5,
        lines: getStitchType('301').components.map((component) => ({
          needleName: component.name,
          ...corespun,
          shade: 'Navy',
        })),
      },
    ],
  });

const styleOf = async (id: number) =>
  (await t.call(planner, 'GET', `/api/style/${id}`)).json<StyleDto>();

const approve = async (styleId: number) => {
  const response = await t.call(admin, 'POST', `/api/style/${styleId}/approve`, {
    concurrencyStamp: (await styleOf(styleId)).concurrencyStamp,
  });
  expect(response.statusCode).toBe(200);
};

const actualsOf = async (styleId: number) => {
  const response = await t.call(planner, 'GET', `/api/style/${styleId}/actuals`);
  expect(response.statusCode).toBe(200);
  return response.json<StyleActualsDto>();
};

const record = (styleId: number, body: SaveStyleActualsBody, headers?: Record<string, string>) =>
  t.call(planner, 'PUT', `/api/style/${styleId}/actuals`, body, headers);

/** One line for the style's only thread. */
const lineOf = async (
  styleId: number,
  line: Partial<SaveStyleActualsBody['lines'][number]> = {},
): Promise<SaveStyleActualsBody['lines'][number]> => {
  const thread = (await actualsOf(styleId)).current?.threads[0];
  if (!thread) throw new Error('the style has no approved thread');
  return {
    threadKey: thread.key,
    issued: 4,
    returnedFull: 1,
    remainder: { by: 'length', lengthM: 1200 },
    ...line,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  ({ tenant, corespun, planner, admin } = await plannerAndAdmin(t));
  otherAdmin = await otherTenantAdmin(t);
});
afterAll(async () => {
  await t?.dispose();
});

describe('recording actual use', () => {
  it('is refused while the style is not approved', async () => {
    const { styleId } = await sideSeams('Estimate chino');
    expect((await actualsOf(styleId)).current).toBeNull();
    const response = await record(styleId, {
      lines: [
        { threadKey: 'x', issued: 1, returnedFull: 0, remainder: { by: 'length', lengthM: 0 } },
      ],
      concurrencyStamp: null,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('Spool.Styles:StyleNotApproved');
  });

  it('compares (issued - returned full) x cone - remainder with the approved requirement', async () => {
    const { styleId } = await sideSeams('Recorded chino');
    await approve(styleId);
    const { current, threadLengthUnit } = await actualsOf(styleId);
    expect(threadLengthUnit).toBe('m');
    expect(current).toMatchObject({ version: 1, garments: 1200, allowancePercent: 10 });
    const [thread] = current?.threads ?? [];
    // The approved requirement is the Thread Usage report's, before the allowance / 1.1.
    const usage = (
      await t.call(planner, 'GET', `/api/report/threadGarmentPdf/${styleId}`)
    ).json<ThreadUsageReportDto>();
    expect(thread?.requirementM).toBeCloseTo(usage.threaRequirementDetails[0]?.requirement ?? 0, 6);
    expect((thread?.requirementBeforeAllowanceM ?? 0) * 1.1).toBeCloseTo(
      thread?.requirementM ?? 0,
      6,
    );
    expect(thread).toMatchObject({ brand: 'Northstar Corespun', packageM: 5000, tex: 27 });

    const response = await record(styleId, {
      lines: [await lineOf(styleId)],
      note: 'Cutting ticket 4411',
      concurrencyStamp: null,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<VersionActualsDto>();
    // Four 5,000 m cones out, one back full, 1,200 m left: 3 x 5,000 - 1,200 = 13,800 m.
    const requirement = thread?.requirementM ?? 0;
    expect(saved.comparison.threads[0]?.actualM).toBe(13_800);
    expect(saved.comparison.order.actualM).toBe(13_800);
    expect(saved.comparison.order.differenceM).toBeCloseTo(13_800 - requirement, 6);
    expect(saved.comparison.order.differencePercent).toBeCloseTo(
      ((13_800 - requirement) / requirement) * 100,
      6,
    );
    expect(saved.comparison.families).toEqual([
      {
        stitchClass: 300,
        requirementBeforeAllowanceM: thread?.requirementBeforeAllowanceM,
        actualM: 13_800,
      },
    ]);
    expect(saved).toMatchObject({ version: 1, note: 'Cutting ticket 4411', recordedBy: 'planner' });
    // Read back as saved, beside the version it belongs to.
    expect((await actualsOf(styleId)).versions).toEqual([saved]);
  });

  it('reads a weighed remainder with the thread’s metres per gram', async () => {
    const { styleId } = await sideSeams('Weighed chino');
    await approve(styleId);
    // 32.4 g of tex 27 at 1,000 / 27 m per gram are 1,200 m.
    const response = await record(styleId, {
      lines: [
        await lineOf(styleId, {
          remainder: { by: 'weight', grams: 32.4, metresPerGram: 1000 / 27 },
        }),
      ],
      concurrencyStamp: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<VersionActualsDto>().comparison.order.actualM).toBeCloseTo(13_800, 6);
  });

  it('answers a stale stamp with 409, and corrects with the current one in the style’s history', async () => {
    const { styleId } = await sideSeams('Corrected chino');
    await approve(styleId);
    const first = await record(styleId, { lines: [await lineOf(styleId)], concurrencyStamp: null });
    const { concurrencyStamp } = first.json<VersionActualsDto>();

    const again = await record(styleId, { lines: [await lineOf(styleId)], concurrencyStamp: null });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('Spool:Conflict');
    const stale = await record(styleId, {
      lines: [await lineOf(styleId)],
      concurrencyStamp: '00000000-0000-4000-8000-000000000000',
    });
    expect(stale.statusCode).toBe(409);

    const corrected = await record(styleId, {
      lines: [await lineOf(styleId, { issued: 5 })],
      concurrencyStamp,
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<VersionActualsDto>().comparison.order.actualM).toBe(18_800);
    expect(corrected.json<VersionActualsDto>().concurrencyStamp).not.toBe(concurrencyStamp);

    const history = (await t.call(planner, 'GET', `/api/style/${styleId}/history`)).json<{
      items: HistoryEntryDto[];
    }>().items;
    const entries = history
      .filter((entry) => entry.entityType === 'StyleActuals')
      .map((entry) => [entry.action, entry.after?.['actualUseM']]);
    // Newest first; the refused attempts left nothing.
    expect(entries).toEqual([
      ['Updated', 18_800],
      ['Created', 13_800],
    ]);
  });

  it('refuses negative numbers and more returned full than issued, in the caller’s language', async () => {
    const { styleId } = await sideSeams('Refused chino');
    await approve(styleId);
    const returnedAbove = {
      lines: [await lineOf(styleId, { issued: 2, returnedFull: 3 })],
      concurrencyStamp: null,
    };
    const english = await record(styleId, returnedAbove);
    expect(english.statusCode).toBe(400);
    expect(errorOf(english).validationErrors).toEqual([
      {
        message: 'More packages returned full than were issued.',
        members: ['lines.0.returnedFull'],
      },
    ]);
    const french = await record(styleId, returnedAbove, { 'accept-language': 'fr' });
    expect(errorOf(french).validationErrors?.[0]?.message).toBe(
      'Plus de cônes rendus pleins que de cônes sortis.',
    );

    const negative = {
      lines: [await lineOf(styleId, { issued: -1, remainder: { by: 'length', lengthM: -3 } })],
      concurrencyStamp: null,
    };
    const englishNegative = await record(styleId, negative);
    expect(englishNegative.statusCode).toBe(400);
    expect(errorOf(englishNegative).validationErrors).toEqual([
      { message: 'Cannot be negative.', members: ['lines.0.issued'] },
      { message: 'Cannot be negative.', members: ['lines.0.remainder.lengthM'] },
    ]);
    const spanish = await record(styleId, negative, { 'accept-language': 'es' });
    expect(errorOf(spanish).validationErrors?.[0]?.message).toBe('No puede ser negativo.');
    expect((await actualsOf(styleId)).versions).toEqual([]);
  });

  it('refuses a remainder longer than the cones not returned full hold, naming the thread', async () => {
    const { styleId } = await sideSeams('Overfull chino');
    await approve(styleId);
    const response = await record(styleId, {
      lines: [await lineOf(styleId, { remainder: { by: 'length', lengthM: 15_001 } })],
      concurrencyStamp: null,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'Spool.Actuals:RemainderTooLong',
      message:
        'What is left of Northstar Corespun 120 Navy is more than the packages not returned full hold (15000 m).',
    });
    const missing = await record(styleId, {
      lines: [await lineOf(styleId, { threadKey: 'not a thread of the version' })],
      concurrencyStamp: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe('Spool.Actuals:ThreadListMismatch');
  });

  it('keeps each tenant’s styles to itself', async () => {
    const { styleId } = await sideSeams('Private chino');
    await approve(styleId);
    const read = await t.call(otherAdmin, 'GET', `/api/style/${styleId}/actuals`);
    expect(read.statusCode).toBe(404);
    const write = await t.call(otherAdmin, 'PUT', `/api/style/${styleId}/actuals`, {
      lines: [await lineOf(styleId)],
      concurrencyStamp: null,
    });
    expect(write.statusCode).toBe(404);
    expect((await actualsOf(styleId)).versions).toEqual([]);
  });
});

describe('the accuracy of the estimates', () => {
  it('works out two orders’ needed allowance, its spread and the proposal, flat and per band', async () => {
    const accuracyTenant = await tenantWithThreads(t.database, 'Cobalt Denim');
    const reader = await t.tokenOfNewUser({
      tenantId: accuracyTenant.tenantId,
      userName: 'admin',
      permissions: permissionsOfSide('tenant'),
    });
    const styleIn = (name: string, quantity: number) =>
      insertStyle(t.database, accuracyTenant.tenantId, {
        name,
        quantity,
        operations: [
          {
            description: 'Side seam',
            stitchTypeCode: '301',
            seamLengthCm: 60,
            rate: 12,
            seamThicknessMm: 1.5,
            lines: getStitchType('301').components.map((component) => ({
              needleName: component.name,
              ...accuracyTenant.corespun,
              shade: 'Navy',
            })),
          },
        ],
      });
    /**
     * Records what leaves the order using `1 + needed / 100` times its estimate before the
     * allowance: five cones out, none back, the rest left on them.
     */
    const recordNeeding = async (styleId: number, neededPercent: number) => {
      const stamp = (await t.call(reader, 'GET', `/api/style/${styleId}`)).json<StyleDto>()
        .concurrencyStamp;
      await t.call(reader, 'POST', `/api/style/${styleId}/approve`, { concurrencyStamp: stamp });
      const thread = (
        await t.call(reader, 'GET', `/api/style/${styleId}/actuals`)
      ).json<StyleActualsDto>().current?.threads[0];
      const used = (thread?.requirementBeforeAllowanceM ?? 0) * (1 + neededPercent / 100);
      expect(used).toBeLessThan(25_000);
      const response = await t.call(reader, 'PUT', `/api/style/${styleId}/actuals`, {
        lines: [
          {
            threadKey: thread?.key,
            issued: 5,
            returnedFull: 0,
            remainder: { by: 'length', lengthM: 25_000 - used },
          },
        ],
        concurrencyStamp: null,
      });
      expect(response.statusCode).toBe(200);
    };
    const big = (await styleIn('Big order', 1200)).styleId;
    const small = (await styleIn('Small order', 600)).styleId;
    await recordNeeding(big, 5);
    await recordNeeding(small, 12);
    // A setting whose bands split the two orders: up to 1,000 garments 8 %, more 3 %.
    const [setting] = await inTenantTransaction(t.database, accuracyTenant.tenantId, (tx) =>
      tx
        .insert(customSettings)
        .values({
          name: 'Banded',
          allowanceBands: [
            { from: 1, to: 1000, percent: 8 },
            { from: 1001, to: null, percent: 3 },
          ],
        })
        .returning({ id: customSettings.id }),
    );

    const response = await t.call(
      reader,
      'GET',
      `/api/estimateAccuracy?customSettingId=${setting?.id}`,
    );
    expect(response.statusCode).toBe(200);
    const accuracy = response.json<EstimateAccuracyDto>();
    expect(
      accuracy.orders.map((order) => [
        order.styleName,
        order.customer,
        order.version,
        order.garments,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Big order', 'Big order buyer', 1, 1200],
        ['Small order', 'Small order buyer', 1, 600],
      ]),
    );
    const needed = Object.fromEntries(
      accuracy.orders.map((order) => [order.styleName, order.neededAllowancePercent]),
    );
    expect(needed['Big order']).toBeCloseTo(5, 9);
    expect(needed['Small order']).toBeCloseTo(12, 9);
    // Both sew lockstitch only: mean (5 + 12) / 2 = 8.5, spread sqrt((3.5² + 3.5²) / 1) = 4.95.
    expect(accuracy.families).toHaveLength(1);
    expect(accuracy.families[0]).toMatchObject({ stitchClass: 300, orders: 2 });
    expect(accuracy.families[0]?.meanPercent).toBeCloseTo(8.5, 9);
    expect(accuracy.families[0]?.spreadPercent).toBeCloseTo(Math.sqrt(24.5), 9);
    // One order per customer: no spread.
    expect(accuracy.customers.map((customer) => [customer.customer, customer.orders])).toEqual([
      ['Big order buyer', 1],
      ['Small order buyer', 1],
    ]);
    expect(accuracy.customers[1]?.spreadPercent).toBeNull();
    // 90 % of two orders is both (nearest rank ceil(1.8) = 2): 12 % covers them.
    expect(accuracy.proposal).toEqual({ percent: 12, orders: 2, covered: 2 });
    expect(accuracy.coveredShare).toBe(0.9);
    // Per band: the small order alone up to 1,000 garments, the big one above.
    expect(accuracy.bands?.items.map((band) => [band.from, band.to, band.percent])).toEqual([
      [1, 1000, 12],
      [1001, null, 5],
    ]);
    expect(accuracy.bands?.items.map((band) => band.currentPercent)).toEqual([8, 3]);

    // Another tenant sees none of these orders.
    const other = (
      await t.call(otherAdmin, 'GET', '/api/estimateAccuracy')
    ).json<EstimateAccuracyDto>();
    expect(other.orders.map((order) => order.styleName)).not.toContain('Big order');
    expect(other.bands).toBeNull();
  });

  it('answers 404 for a custom setting that is not there', async () => {
    const response = await t.call(planner, 'GET', '/api/estimateAccuracy?customSettingId=987654');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('Spool.Settings:CustomSettingNotFound');
  });
});
