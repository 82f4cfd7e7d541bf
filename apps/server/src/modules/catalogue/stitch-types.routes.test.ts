import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  permissionsOfSide,
  plannerPermissions,
  type CustomSettingDto,
  type ErrorResponse,
  type StitchTypeDto,
  type StitchTypesInSetting,
} from '@spool/contracts';
import { newOperationDefaults, defaultStitchSetting, getStitchType } from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { insertStyle, twoSeededTenants } from '../../testing/style-fixtures.js';
import { brands, packageSizes, ticketTexes } from '../../platform/db/schema/reference.js';

/**
 * The tenant's stitch type list as a subset of the built-in catalogue: removing a code
 * no operation uses (with its values in the custom settings), adding a catalogue code
 * back, and every list that offers stitch types following the tenant's list.
 */
let t: TestApp;
let atlas: string;
let borealis: string;
/** Atlas's administrator: every tenant permission, account type 101. */
let admin: string;
/** Atlas's planner: styles and operations, reads the catalogue, changes none of it. */
let planner: string;
let adminB: string;
let settingId: number;
let thread: { brandId: number; ticketTexId: number; packageSizeId: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas, borealis } = await twoSeededTenants(t.database));
  const ids = {
    admin: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'atlas.admin',
      permissions: permissionsOfSide('tenant'),
      accountType: 101,
    }),
    planner: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'atlas.planner',
      permissions: plannerPermissions,
    }),
    adminB: await createTestUser(t.database, {
      tenantId: borealis,
      userName: 'borealis.admin',
      permissions: permissionsOfSide('tenant'),
      accountType: 101,
    }),
  };
  admin = await t.issueToken({ sub: ids.admin, tenantid: atlas, account_type: 101 });
  planner = await t.issueToken({ sub: ids.planner, tenantid: atlas });
  adminB = await t.issueToken({ sub: ids.adminB, tenantid: borealis, account_type: 101 });

  const setting = await t.call(
    admin,
    'POST',
    '/api/createCustomSetting?isDefaultCustomSetting=false',
    { name: 'Heavy denim' },
  );
  expect(setting.statusCode).toBe(200);
  settingId = setting.json<CustomSettingDto>().id;

  thread = await inTenantTransaction(t.database, atlas, async (tx) => {
    const [row] = await tx
      .select({ brandId: brands.id, ticketTexId: ticketTexes.id, packageSizeId: packageSizes.id })
      .from(brands)
      .innerJoin(ticketTexes, eq(ticketTexes.brandId, brands.id))
      .innerJoin(packageSizes, eq(packageSizes.ticketTexId, ticketTexes.id))
      .where(and(eq(brands.name, 'Northstar Corespun'), eq(ticketTexes.ticket, 120)));
    if (!row) throw new Error('no seeded Northstar 120 thread');
    return row;
  });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

const stitchList = async (token = admin) =>
  (await call(token, 'GET', '/api/stitchType')).json<StitchTypeDto[]>();

const stitchOfCode = async (code: string, token = admin) => {
  const stitch = (await stitchList(token)).find((entry) => entry.code === code);
  if (!stitch) throw new Error(`stitch ${code} not listed`);
  return stitch;
};

const settingCodes = async (id: number) =>
  (await call(admin, 'GET', `/api/calculateNeedlesLengthForAllStitchTypes?customSettingId=${id}`))
    .json<StitchTypesInSetting>()
    .items.map((item) => item.code);

const mostUsedCodes = async (token = planner) =>
  (await call(token, 'GET', '/api/getStitchTypesOrderByMostFrequentlyUsed?customSetting=0'))
    .json<StitchTypesInSetting>()
    .items.map((item) => item.code);

/** A valid metric operation of this stitch code, Northstar 120 on every line. */
const operationOf = (styleId: number, code: string, extra: Record<string, unknown> = {}) => {
  const defaults = newOperationDefaults(code);
  return {
    styleId,
    group: 1,
    isOnTeam: false,
    description: `Seam ${code}`,
    stitchTypeCode: code,
    seamLength: defaults.seamLengthCm === null ? null : 50,
    quantity: defaults.rows,
    bight: defaults.bightMm,
    rate: defaults.ratePer3Cm,
    machines: 1,
    seamThikness: defaults.seamThicknessMm,
    seamLengthUnit: 0,
    styleOperations: getStitchType(code).components.map((component) => ({
      needleName: component.name,
      ...thread,
      shade: 'Navy',
    })),
    ...extra,
  };
};

let styleCount = 0;
const newStyle = async () => {
  styleCount += 1;
  return (
    await insertStyle(t.database, atlas, { name: `Stitch style ${styleCount}`, operations: [] })
  ).styleId;
};

describe('deleting a stitch type', () => {
  it('removes an unused stitch type from every list and refuses it in operations', async () => {
    const overedge = await stitchOfCode('504');
    const edited = await call(admin, 'PUT', '/api/updateStitchType', {
      settingId,
      code: '504',
      defaultcm0: 40,
      defaultcm1: 30,
      defaultcm2: 0,
      defaultBight: 5,
      defaultwaste: 7,
    });
    expect(edited.statusCode).toBe(200);

    const removed = await call(admin, 'DELETE', `/api/stitchType/${overedge.id}`);
    expect(removed.statusCode).toBe(204);

    const list = await stitchList();
    expect(list).toHaveLength(74);
    expect(list.map((stitch) => stitch.code)).not.toContain('504');
    expect((await call(admin, 'GET', `/api/stitchType/${overedge.id}`)).statusCode).toBe(404);
    const needles = await call(
      planner,
      'GET',
      '/api/getStitchNeedlesByStitchTypeCode?stitchTypeCode=504',
    );
    expect(needles.statusCode).toBe(404);
    expect(errorOf(needles).code).toBe('Spool.Consumption:StitchTypeNotFound');
    expect(await settingCodes(settingId)).not.toContain('504');
    expect(await settingCodes(0)).not.toContain('504');
    expect(await settingCodes(settingId)).toHaveLength(74);
    expect(await mostUsedCodes()).not.toContain('504');

    const settingEdit = await call(admin, 'PUT', '/api/updateStitchType', {
      settingId,
      code: '504',
      defaultcm0: 40,
      defaultcm1: 30,
      defaultcm2: 0,
      defaultBight: 5,
      defaultwaste: 7,
    });
    expect(settingEdit.statusCode).toBe(404);

    const save = await call(
      planner,
      'POST',
      '/api/saveOperation',
      operationOf(await newStyle(), '504'),
    );
    expect(save.statusCode).toBe(400);
    expect(errorOf(save)).toEqual({
      code: 'Spool.Catalogue:StitchTypeNotInList',
      message:
        'Stitch type 504 is not in your stitch type list: add it to the list or choose another stitch type.',
    });
  });

  it('refuses to delete a stitch type an operation uses, and keeps it', async () => {
    const styleId = await newStyle();
    const saved = await call(planner, 'POST', '/api/saveOperation', operationOf(styleId, '301'));
    expect(saved.statusCode).toBe(200);
    const lockstitch = await stitchOfCode('301');
    const refused = await call(admin, 'DELETE', `/api/stitchType/${lockstitch.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'Spool.Catalogue:EntryInUse',
      message: '"301 Lockstitch" is used 1 times in styles or operations and cannot be deleted.',
    });
    expect(await stitchOfCode('301')).toEqual(lockstitch);
    expect(await mostUsedCodes()).toContain('301');
  });

  it("answers 404 for an unknown id and for another tenant's stitch type, which stays", async () => {
    expect((await call(admin, 'DELETE', '/api/stitchType/999999')).statusCode).toBe(404);
    const theirs = await stitchOfCode('401', adminB);
    const refused = await call(admin, 'DELETE', `/api/stitchType/${theirs.id}`);
    expect(refused.statusCode).toBe(404);
    expect(await stitchOfCode('401', adminB)).toEqual(theirs);
    expect(await stitchList(adminB)).toHaveLength(75);
  });

  it('needs the catalogue management permission and a token', async () => {
    const chainstitch = await stitchOfCode('401');
    expect((await call(planner, 'DELETE', `/api/stitchType/${chainstitch.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(undefined, 'DELETE', `/api/stitchType/${chainstitch.id}`)).statusCode).toBe(
      401,
    );
    expect(await stitchOfCode('401')).toEqual(chainstitch);
  });
});

describe('adding a catalogue code back', () => {
  it('re-creates a removed code with the catalogue names and default values everywhere', async () => {
    const created = await call(admin, 'POST', '/api/stitchType', { code: '504' });
    expect(created.statusCode).toBe(201);
    const stitch = created.json<StitchTypeDto>();
    expect(stitch.id).toBeGreaterThan(0);
    expect(stitch).toEqual({
      id: stitch.id,
      code: '504',
      name: 'Three-thread overedge',
      lines: [
        { line: 'needle', group: 'needle', name: 'Needle thread', threadCount: 1 },
        { line: 'under', group: 'under', name: 'Upper looper thread', threadCount: 1 },
        { line: 'under2', group: 'under', name: 'Lower looper thread', threadCount: 1 },
      ],
    });
    expect(await stitchOfCode('504')).toEqual(stitch);
    expect(await stitchList()).toHaveLength(75);
    const needles = await call(
      planner,
      'GET',
      '/api/getStitchNeedlesByStitchTypeCode?stitchTypeCode=504',
    );
    expect(needles.json()).toEqual(stitch.lines);
    expect(await mostUsedCodes()).toContain('504');

    // The setting's earlier values went with the deleted stitch type: the catalogue's again.
    const inSetting = (
      await call(
        admin,
        'GET',
        `/api/calculateNeedlesLengthForAllStitchTypes?customSettingId=${settingId}`,
      )
    )
      .json<StitchTypesInSetting>()
      .items.find((item) => item.code === '504');
    const defaults = defaultStitchSetting('504');
    expect(inSetting).toMatchObject({
      id: stitch.id,
      name: 'Three-thread overedge',
      defaultcm0: defaults.needle,
      defaultcm1: defaults.under,
      defaultcm2: defaults.top,
      defaultwaste: defaults.wastePercent,
      lastChangedBy: null,
    });

    const save = await call(
      planner,
      'POST',
      '/api/saveOperation',
      operationOf(await newStyle(), '504'),
    );
    expect(save.statusCode).toBe(200);
  });

  it('takes the names given, the code in any case', async () => {
    const chainstitch = await stitchOfCode('401');
    expect((await call(admin, 'DELETE', `/api/stitchType/${chainstitch.id}`)).statusCode).toBe(204);
    const lineCount = getStitchType('401').components.length;
    const lineNames = Array.from({ length: lineCount }, (_, index) => `Line ${index + 1}`);
    const created = await call(admin, 'POST', '/api/stitchType', {
      code: ' 401 ',
      name: 'Chain (waistband)',
      lineNames,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<StitchTypeDto>()).toMatchObject({ code: '401', name: 'Chain (waistband)' });
    expect((await stitchOfCode('401')).lines.map((line) => line.name)).toEqual(lineNames);
    const operation = operationOf(await newStyle(), '401', {
      styleOperations: lineNames.map((needleName) => ({ needleName, ...thread, shade: 'Navy' })),
    });
    expect((await call(planner, 'POST', '/api/saveOperation', operation)).statusCode).toBe(200);
  });

  it('refuses a code outside the catalogue, a code already listed and the wrong line count', async () => {
    const unknown = await call(admin, 'POST', '/api/stitchType', { code: '999' });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toEqual({
      code: 'Spool.Catalogue:UnknownStitchCode',
      message: "Stitch type 999 is not valid: choose one of the built-in catalogue's stitch codes.",
    });
    const duplicate = await call(admin, 'POST', '/api/stitchType', { code: '301' });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate)).toEqual({
      code: 'Spool.Catalogue:DuplicateStitchType',
      message: 'Stitch type 301 is already in your stitch type list.',
    });

    const blindstitch = await stitchOfCode('103');
    expect((await call(admin, 'DELETE', `/api/stitchType/${blindstitch.id}`)).statusCode).toBe(204);
    const mismatch = await call(admin, 'POST', '/api/stitchType', {
      code: '103',
      lineNames: ['One', 'Two', 'Three', 'Four'],
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).code).toBe('Spool.Catalogue:StitchLinesMismatch');
    const empty = await call(admin, 'POST', '/api/stitchType', { code: '' });
    expect(empty.statusCode).toBe(400);
    expect((await stitchList()).map((stitch) => stitch.code)).not.toContain('103');
  });

  it('needs the catalogue management permission and a token', async () => {
    const refused = await call(planner, 'POST', '/api/stitchType', { code: '103' });
    expect(refused.statusCode).toBe(403);
    expect((await call(undefined, 'POST', '/api/stitchType', { code: '103' })).statusCode).toBe(
      401,
    );
    expect((await stitchList()).map((stitch) => stitch.code)).not.toContain('103');
  });

  it("adds the code to the caller's tenant only", async () => {
    const created = await call(admin, 'POST', '/api/stitchType', { code: '103' });
    expect(created.statusCode).toBe(201);
    expect(await stitchList()).toHaveLength(75);
    const other = await call(adminB, 'POST', '/api/stitchType', { code: '103' });
    expect(other.statusCode).toBe(409);
    expect(await stitchList(adminB)).toHaveLength(75);
  });
});
