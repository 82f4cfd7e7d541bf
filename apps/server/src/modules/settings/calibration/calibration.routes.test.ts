import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplyCalibrationResult,
  CustomSettingDto,
  StitchCalibrationDto,
  TensionSettingsChanged,
} from '@spool/contracts';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';
import { insertStyle, twoSeededTenants } from '../../../testing/style-fixtures.js';
import { brands, packageSizes, ticketTexes } from '../../../platform/db/schema/reference.js';
import { calibrationSamples, systemConfigurations } from '../../../platform/db/schema/settings.js';

let t: TestApp;
let atlas: string;
let borealis: string;
/** Atlas's administrator: reads and changes settings, prints reports. */
let admin: string;
/** Atlas's planner: reads settings and prints reports, changes no setting. */
let planner: string;
let adminB: string;
let thread: { brandId: number; ticketTexId: number; packageSizeId: number };

const editor = [
  'Spool.Catalogue',
  'Spool.Settings',
  'Spool.Settings.Update',
  'Spool.Styles',
  'Spool.Reports',
];

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas, borealis } = await twoSeededTenants(t.database));
  const adminId = await createTestUser(t.database, {
    tenantId: atlas,
    userName: 'asha.admin',
    permissions: editor,
    accountType: 101,
  });
  const plannerId = await createTestUser(t.database, {
    tenantId: atlas,
    userName: 'pablo.planner',
    permissions: ['Spool.Catalogue', 'Spool.Styles', 'Spool.Reports'],
  });
  const adminBId = await createTestUser(t.database, {
    tenantId: borealis,
    userName: 'bo.admin',
    permissions: editor,
    accountType: 101,
  });
  admin = await t.issueToken({ sub: adminId, tenantid: atlas, account_type: 101 });
  planner = await t.issueToken({ sub: plannerId, tenantid: atlas });
  adminB = await t.issueToken({ sub: adminBId, tenantid: borealis, account_type: 101 });
  thread = await inTenantTransaction(t.database, atlas, async (tx) => {
    const [row] = await tx
      .select({ brandId: brands.id, ticketTexId: ticketTexes.id, packageSizeId: packageSizes.id })
      .from(brands)
      .innerJoin(ticketTexes, eq(ticketTexes.brandId, brands.id))
      .innerJoin(packageSizes, eq(packageSizes.ticketTexId, ticketTexes.id))
      .where(eq(packageSizes.article, 'NSC120-5K'));
    if (!row) throw new Error('NSC120-5K is not in the seed');
    return row;
  });
});
afterAll(() => t?.dispose());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload !== undefined && { payload }),
  });

const newSetting = async (name: string) => {
  const response = await call(admin, 'POST', '/api/createCustomSetting', { name });
  expect(response.statusCode).toBe(200);
  return response.json<CustomSettingDto>().id;
};

const calibrationOf = async (settingId: number, code: string, token = admin) => {
  const response = await call(
    token,
    'GET',
    `/api/stitchCalibration?settingId=${settingId}&code=${code}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StitchCalibrationDto>();
};

/**
 * Unravel tests of 401 worked out by hand from its published thread path (needle 1 + 2TS,
 * looper 3) for a seam whose true values are needle 16 and under 44 cm per 10 cm at 7
 * stitches per cm and 1 mm: see measured-calibration.test.ts in the domain.
 */
const samples401 = [
  { seamLengthCm: 20, ratePer3Cm: 21, seamThicknessMm: 1, needleCm: 32, underCm: 88 },
  { seamLengthCm: 30, ratePer3Cm: 12, seamThicknessMm: 2, needleCm: 52, underCm: 132 },
  { seamLengthCm: 25, ratePer3Cm: 15, seamThicknessMm: 1.5, needleCm: 125 / 3, underCm: 110 },
];

const addSample = (settingId: number, code: string, sample: object, token = admin) =>
  call(token, 'POST', '/api/stitchCalibration/samples', { settingId, code, ...sample });

const apply = (settingId: number, code: string, values: object, token = admin) =>
  call(token, 'POST', '/api/stitchCalibration/apply', { settingId, code, ...values });

const tensionOf = async (styleId: number) => {
  const response = await call(
    planner,
    'GET',
    `/api/report/tensionSettingsChanged?styleId=${styleId}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TensionSettingsChanged>();
};

const printReport = async (styleId: number) => {
  const response = await call(planner, 'GET', `/api/report/singleGarment/${styleId}`);
  expect(response.statusCode, response.body).toBe(200);
};

const jeansOf = (customSettingId: number, name: string) =>
  insertStyle(t.database, atlas, {
    name,
    customSettingId,
    operations: [
      {
        description: 'Inseam',
        stitchTypeCode: '401',
        seamLengthCm: 80,
        rate: 12,
        seamThicknessMm: 2,
        lines: [
          { needleName: 'Needle thread', ...thread, shade: 'Indigo' },
          { needleName: 'Looper thread', ...thread, shade: 'Indigo' },
        ],
      },
    ],
  });

const errorOf = (response: { json: <T>() => T }) =>
  response.json<{ error: { code: string; message: string; validationErrors?: unknown[] } }>().error;

describe('measured calibration of a custom setting', () => {
  it('keeps three unravel samples of 401 with who and when, and proposes the values that fit them', async () => {
    const settingId = await newSetting('Denim unravelled');
    for (const sample of samples401) {
      expect((await addSample(settingId, '401', sample)).statusCode).toBe(201);
    }
    const calibration = await calibrationOf(settingId, '401');
    expect(calibration).toMatchObject({
      code: '401',
      groups: ['needle', 'under'],
      isCycle: false,
      asks: { rate: true, seamThickness: true, bight: false },
      reference: { ratePer3Cm: 21, seamThicknessMm: 1, bightMm: null },
      current: { needle: 14, under: 41, top: 0 },
      editable: true,
    });
    expect(calibration.samples).toHaveLength(3);
    expect(calibration.samples[0]).toMatchObject({ ...samples401[0], createdBy: 'asha.admin' });
    expect(Date.now() - Date.parse(calibration.samples[0]?.creationTime ?? '')).toBeLessThan(
      60_000,
    );
    // The Default predicts 28 of the 32 cm of needle thread of the first sample: -12.5 %.
    expect(calibration.samples[0]?.errorBefore.needle).toBeCloseTo(-0.125, 9);
    expect(calibration.proposal).toMatchObject({
      proposed: { needle: 16, under: 44, top: 0 },
      changes: true,
    });
    expect(calibration.proposal?.fitErrorBefore).toBeGreaterThan(0.05);
    expect(calibration.proposal?.fitErrorAfter).toBeCloseTo(0, 9);
    // A reader without the right to change settings sees the same.
    expect((await calibrationOf(settingId, '401', planner)).samples).toHaveLength(3);
  });

  it('applies the proposal on confirmation and flags a printed style using the setting until its report is printed again', async () => {
    const settingId = await newSetting('Denim applied');
    const printed = (await jeansOf(settingId, 'Slim jeans')).styleId;
    const neverPrinted = (await jeansOf(settingId, 'Loose jeans')).styleId;
    const onDefault = (await jeansOf(0, 'Default jeans')).styleId;
    await printReport(printed);
    await printReport(onDefault);
    expect(await tensionOf(printed)).toEqual({
      isTensionSettingsChanged: false,
      stitchTypeCodes: [],
    });

    for (const sample of samples401) await addSample(settingId, '401', sample);
    const response = await apply(settingId, '401', { needle: 16, under: 44, top: 0 });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ApplyCalibrationResult>();
    expect(result.applied).toBe(true);
    expect(result.stitch).toMatchObject({
      code: '401',
      defaultcm0: 16,
      defaultcm1: 44,
      consumption: 60,
      lastChangedBy: 'asha.admin',
    });
    expect(result.calibration.proposal?.changes).toBe(false);

    expect(await tensionOf(printed)).toEqual({
      isTensionSettingsChanged: true,
      stitchTypeCodes: ['401'],
    });
    const data = await call(planner, 'GET', `/api/report/singleGarmentPdf/${printed}`);
    expect(data.json<{ isTensionSettingsChanged: boolean }>().isTensionSettingsChanged).toBe(true);
    expect((await tensionOf(neverPrinted)).isTensionSettingsChanged).toBe(false);
    expect((await tensionOf(onDefault)).isTensionSettingsChanged).toBe(false);

    await printReport(printed);
    expect((await tensionOf(printed)).isTensionSettingsChanged).toBe(false);

    // Applying the same values again writes nothing, so the style stays unflagged.
    const again = await apply(settingId, '401', { needle: 16, under: 44, top: 0 });
    expect(again.json<ApplyCalibrationResult>().applied).toBe(false);
    expect((await tensionOf(printed)).isTensionSettingsChanged).toBe(false);
  });

  it('refuses a proposal that is no longer the one confirmed (409), and applying without samples (422)', async () => {
    const settingId = await newSetting('Denim stale');
    const none = await apply(settingId, '401', { needle: 14, under: 41, top: 0 });
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).code).toBe('Spool.Settings:CalibrationNeedsSamples');

    await addSample(settingId, '401', samples401[0] ?? {});
    const stale = await apply(settingId, '401', { needle: 15, under: 44, top: 0 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({
      code: 'Spool.Settings:CalibrationChanged',
      message:
        'The samples changed since this proposal was made. Look at the new proposal and apply again.',
    });
    expect((await calibrationOf(settingId, '401')).current).toEqual({
      needle: 14,
      under: 41,
      top: 0,
    });
  });

  it('removes a sample and proposes again from the others', async () => {
    const settingId = await newSetting('Denim removed');
    for (const sample of samples401) await addSample(settingId, '401', sample);
    // A fourth, mistyped sample pulls the fit away from 16 and 44.
    const wrong = await addSample(settingId, '401', {
      ...samples401[0],
      needleCm: 64,
      underCm: 176,
    });
    const withWrong = wrong.json<StitchCalibrationDto>();
    expect(withWrong.proposal?.proposed).not.toEqual({ needle: 16, under: 44, top: 0 });
    const last = withWrong.samples.at(-1);
    const removed = await call(admin, 'DELETE', `/api/stitchCalibration/samples/${last?.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<StitchCalibrationDto>()).toMatchObject({
      samples: samples401.map((sample) => expect.objectContaining(sample) as unknown),
      proposal: { proposed: { needle: 16, under: 44, top: 0 } },
    });
    const missing = await call(admin, 'DELETE', `/api/stitchCalibration/samples/${last?.id}`);
    expect(missing.statusCode).toBe(404);
  });

  it('asks a cycle stitch for whole cycles and proposes thread per cycle (3042)', async () => {
    const settingId = await newSetting('Bartacks');
    const half = await addSample(settingId, '3042', { cycles: 2.5, needleCm: 150, underCm: 150 });
    expect(half.statusCode).toBe(400);
    expect(errorOf(half).validationErrors).toEqual([
      expect.objectContaining({ members: ['cycles'], message: 'Must be a whole number.' }),
    ]);
    await addSample(settingId, '3042', { cycles: 4, needleCm: 300, underCm: 300 });
    const response = await addSample(settingId, '3042', { cycles: 6, needleCm: 420, underCm: 420 });
    expect(response.json<StitchCalibrationDto>()).toMatchObject({
      isCycle: true,
      asks: { rate: false, seamThickness: false, bight: false },
      // (4 x 300 + 6 x 420) / (16 + 36) = 71.5 cm per cycle, kept as 72.
      proposal: { proposed: { needle: 72, under: 72, top: 0 } },
    });
  });
});

describe('what a sample must hold', () => {
  let settingId: number;
  beforeAll(async () => {
    settingId = await newSetting('Checked samples');
  });

  it('names every figure the stitch needs and does not have (400)', async () => {
    const response = await addSample(settingId, '602', { seamLengthCm: 10 });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).validationErrors).toEqual([
      expect.objectContaining({ members: ['ratePer3Cm'], message: 'This field is required.' }),
      expect.objectContaining({ members: ['seamThicknessMm'], message: 'This field is required.' }),
      expect.objectContaining({ members: ['bightMm'], message: 'This field is required.' }),
      expect.objectContaining({ members: ['needleCm'], message: 'This field is required.' }),
      expect.objectContaining({ members: ['underCm'], message: 'This field is required.' }),
      expect.objectContaining({ members: ['topCm'], message: 'This field is required.' }),
    ]);
  });

  it('refuses zero thread and a figure past its limit, naming the limit', async () => {
    const response = await addSample(settingId, '401', {
      ...samples401[0],
      seamLengthCm: 250_000,
      underCm: 0,
    });
    expect(errorOf(response).validationErrors).toEqual([
      expect.objectContaining({ members: ['seamLengthCm'], message: 'At most 100000.' }),
      expect.objectContaining({ members: ['underCm'], message: 'Must be greater than 0.' }),
    ]);
  });

  it('keeps only the figures the stitch asks: a hidden rate is not stored (1013)', async () => {
    const response = await addSample(settingId, '1013', {
      seamLengthCm: 10,
      ratePer3Cm: 40,
      needleCm: 13,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<StitchCalibrationDto>()).toMatchObject({
      asks: { rate: false },
      samples: [{ seamLengthCm: 10, ratePer3Cm: null, needleCm: 13 }],
      proposal: { proposed: { needle: 13 } },
    });
  });

  it('keeps at most 50 samples of a stitch', async () => {
    const full = await newSetting('Full of samples');
    await inTenantTransaction(t.database, atlas, (tx) =>
      tx.insert(calibrationSamples).values(
        Array.from({ length: 50 }, () => ({
          customSettingId: full,
          stitchTypeCode: '401',
          ...samples401[0],
        })),
      ),
    );
    const response = await addSample(full, '401', samples401[1] ?? {});
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toBe('A stitch type keeps at most 50 samples.');
  });

  it('answers 404 for a stitch code the tenant does not have', async () => {
    const response = await addSample(settingId, '999', samples401[0] ?? {});
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('Spool.Consumption:StitchTypeNotFound');
  });
});

describe('who may calibrate what', () => {
  it('refuses the built-in Default, with its own message', async () => {
    const response = await addSample(0, '401', samples401[0] ?? {});
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toBe('Default setting can not be edited');
    expect((await calibrationOf(0, '401')).editable).toBe(false);
  });

  it('refuses every change while custom settings are turned off, and still answers reads', async () => {
    const settingId = await newSetting('While off');
    await addSample(settingId, '401', samples401[0] ?? {});
    const sampleId = (await calibrationOf(settingId, '401')).samples[0]?.id;
    const setToggle = (on: boolean) =>
      inTenantTransaction(t.database, atlas, (tx) =>
        tx.update(systemConfigurations).set({ customSettingToggle: on }),
      );
    await inTenantTransaction(t.database, atlas, (tx) =>
      tx
        .insert(systemConfigurations)
        .values({ customSettingToggle: false })
        .onConflictDoUpdate({
          target: systemConfigurations.tenantId,
          set: { customSettingToggle: false },
        }),
    );
    try {
      const attempts = [
        await addSample(settingId, '401', samples401[1] ?? {}),
        await apply(settingId, '401', { needle: 16, under: 44, top: 0 }),
        await call(admin, 'DELETE', `/api/stitchCalibration/samples/${sampleId}`),
      ];
      for (const response of attempts) {
        expect(response.statusCode).toBe(422);
        expect(errorOf(response).code).toBe('Spool.Settings:CustomSettingsDisabled');
      }
      expect((await calibrationOf(settingId, '401')).editable).toBe(false);
    } finally {
      await setToggle(true);
    }
    expect((await calibrationOf(settingId, '401')).samples).toHaveLength(1);
  });

  it('answers 403 to a planner’s sample, removal and apply, changing nothing', async () => {
    const settingId = await newSetting('Guarded samples');
    await addSample(settingId, '401', samples401[0] ?? {});
    const sampleId = (await calibrationOf(settingId, '401')).samples[0]?.id;
    const attempts = [
      await addSample(settingId, '401', samples401[1] ?? {}, planner),
      await apply(settingId, '401', { needle: 16, under: 44, top: 0 }, planner),
      await call(planner, 'DELETE', `/api/stitchCalibration/samples/${sampleId}`),
    ];
    for (const response of attempts) expect(response.statusCode).toBe(403);
    expect(await calibrationOf(settingId, '401')).toMatchObject({
      samples: [expect.objectContaining({ id: sampleId })],
      current: { needle: 14, under: 41 },
    });
  });

  it('never shows or removes one tenant’s samples for another', async () => {
    const settingId = await newSetting('Only Atlas');
    await addSample(settingId, '401', samples401[0] ?? {});
    const sampleId = (await calibrationOf(settingId, '401')).samples[0]?.id;
    const read = await call(
      adminB,
      'GET',
      `/api/stitchCalibration?settingId=${settingId}&code=401`,
    );
    expect(read.statusCode).toBe(404);
    const removal = await call(adminB, 'DELETE', `/api/stitchCalibration/samples/${sampleId}`);
    expect(removal.statusCode).toBe(404);
    expect((await calibrationOf(settingId, '401')).samples).toHaveLength(1);
  });

  it('deletes a setting’s samples with it', async () => {
    const settingId = await newSetting('Short-lived');
    await addSample(settingId, '401', samples401[0] ?? {});
    const deleted = await call(admin, 'DELETE', `/api/deleteCustomSettingsById?id=${settingId}`);
    expect(deleted.statusCode).toBe(200);
    const left = await inTenantTransaction(t.database, atlas, (tx) =>
      tx
        .select({ id: calibrationSamples.id })
        .from(calibrationSamples)
        .where(eq(calibrationSamples.customSettingId, settingId)),
    );
    expect(left).toEqual([]);
  });
});
