import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  permissionsOfSide,
  plannerPermissions,
  type ErrorResponse,
  type OperationDto,
  type OperationNblcs,
  type RecentlyUsedStitchData,
  type StyleDto,
} from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { insertStyle, twoSeededTenants } from '../../testing/style-fixtures.js';
import { brands, packageSizes, ticketTexes } from '../../platform/db/schema/reference.js';
import { operations } from '../../platform/db/schema/styles.js';

let t: TestApp;
let atlas: string;
let borealis: string;
let planner: string;
let admin: string;
let viewer: string;
let outsider: string;

type Thread = { brandId: number; ticketTexId: number; packageSizeId: number };
let threads: Record<'northstar120' | 'northstar120small' | 'northstar180' | 'lumen150', Thread>;
let borealisBrandId: number;

/** The seeded thread of a brand, ticket and cone length in a tenant. */
async function threadOf(tenant: string, brand: string, ticket: number, lengthM: number) {
  return inTenantTransaction(t.database, tenant, async (tx) => {
    const [row] = await tx
      .select({
        brandId: brands.id,
        ticketTexId: ticketTexes.id,
        packageSizeId: packageSizes.id,
      })
      .from(brands)
      .innerJoin(ticketTexes, eq(ticketTexes.brandId, brands.id))
      .innerJoin(packageSizes, eq(packageSizes.ticketTexId, ticketTexes.id))
      .where(
        and(
          eq(brands.name, brand),
          eq(ticketTexes.ticket, ticket),
          eq(packageSizes.lengthM, lengthM),
        ),
      );
    if (!row) throw new Error(`no seeded thread ${brand} ${ticket} ${lengthM}`);
    return row;
  });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas, borealis } = await twoSeededTenants(t.database));
  const ids = {
    planner: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'maria.planner',
      permissions: plannerPermissions,
    }),
    admin: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'atlas.admin',
      permissions: permissionsOfSide('tenant'),
    }),
    viewer: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'viewer',
      permissions: ['Spool.Styles'],
    }),
    outsider: await createTestUser(t.database, {
      tenantId: borealis,
      userName: 'outsider',
      permissions: plannerPermissions,
    }),
  };
  planner = await t.issueToken({ sub: ids.planner, tenantid: atlas });
  admin = await t.issueToken({ sub: ids.admin, tenantid: atlas });
  viewer = await t.issueToken({ sub: ids.viewer, tenantid: atlas });
  outsider = await t.issueToken({ sub: ids.outsider, tenantid: borealis });
  threads = {
    northstar120: await threadOf(atlas, 'Northstar Corespun', 120, 5000),
    northstar120small: await threadOf(atlas, 'Northstar Corespun', 120, 2500),
    northstar180: await threadOf(atlas, 'Northstar Corespun', 180, 5000),
    lumen150: await threadOf(atlas, 'Lumen Spun Polyester', 150, 4000),
  };
  borealisBrandId = (await threadOf(borealis, 'Northstar Corespun', 120, 5000)).brandId;
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;
const messagesOf = (response: { json: () => unknown }) =>
  (errorOf(response).validationErrors ?? []).map(
    (issue) => `${issue.members.join(',')}: ${issue.message}`,
  );

let styleCount = 0;
const newStyle = async () => {
  styleCount += 1;
  return (await insertStyle(t.database, atlas, { name: `Style ${styleCount}`, operations: [] }))
    .styleId;
};

/** Lines named after the catalogue, all with this thread (or none). */
const linesOf = (code: string, thread?: Thread, shade: string | null = 'Navy') =>
  getStitchType(code).components.map((component) => ({
    needleName: component.name,
    brandId: thread?.brandId ?? null,
    ticketTexId: thread?.ticketTexId ?? null,
    packageSizeId: thread?.packageSizeId ?? null,
    shade: thread ? shade : null,
  }));

/** A valid 504 (overlock) operation, metric, with Northstar 120 on every line. */
const operationOf = (styleId: number, extra: Record<string, unknown> = {}) => ({
  styleId,
  group: 1,
  isOnTeam: false,
  description: 'Side seam',
  stitchTypeCode: '504',
  seamLength: 50,
  quantity: null,
  bight: 4,
  rate: 12,
  machines: 1,
  seamThikness: 1.5,
  seamLengthUnit: 0,
  styleOperations: linesOf('504', threads.northstar120),
  ...extra,
});

const save = (token: string, body: unknown) => call(token, 'POST', '/api/saveOperation', body);
const listOf = async (styleId: number, query = '') =>
  (await call(planner, 'GET', `/api/getOperations?styleId=${styleId}${query}`)).json<
    OperationDto[]
  >();
const saveValid = async (styleId: number, extra: Record<string, unknown> = {}) => {
  const response = await save(planner, operationOf(styleId, extra));
  expect(response.statusCode, response.body).toBe(200);
  const list = await listOf(styleId);
  return list.reduce((latest, item) => (item.id > latest.id ? item : latest));
};

describe('saving and reading operations', () => {
  it('saves an operation and reads it back with its thread, its status and the style touched', async () => {
    const styleId = await newStyle();
    expect((await call(planner, 'GET', `/api/getGroupNumber?styleId=${styleId}`)).json()).toBe(0);
    const saved = await save(planner, operationOf(styleId));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toBe(true);

    const [operation] = await listOf(styleId);
    expect(operation).toMatchObject({
      styleId,
      group: 1,
      description: 'Side seam',
      stitchTypeCode: '504',
      stitchTypeName: 'Three-thread overedge', // the tenant's name of the stitch
      seamLength: 50,
      bight: 4,
      rate: 12,
      quantity: null, // 504 hides the quantity
      machines: 1,
      seamThikness: 1.5,
      seamLengthUnit: 0,
      isCompleteOperation: true,
    });
    expect(operation?.styleOperations).toEqual(
      getStitchType('504').components.map((component, index) => ({
        position: index + 1,
        needleName: component.name,
        brandId: threads.northstar120.brandId,
        brand: 'Northstar Corespun',
        ticketTexId: threads.northstar120.ticketTexId,
        ticketTex: '120',
        shade: 'Navy',
        packageSizeId: threads.northstar120.packageSizeId,
        packageSize: 5000,
      })),
    );
    const byTex = await call(
      planner,
      'GET',
      `/api/getOperation?styleOprId=${operation?.id}&styleId=${styleId}&tktTexValue=Tex`,
    );
    expect(byTex.json<OperationDto>().styleOperations[0]?.ticketTex).toBe('27');

    expect((await call(planner, 'GET', `/api/getGroupNumber?styleId=${styleId}`)).json()).toBe(1);
    expect(
      (
        await call(planner, 'GET', `/api/validateGroupNumber?styleId=${styleId}&GroupNumber=1`)
      ).json(),
    ).toBe(false);
    expect(
      (
        await call(planner, 'GET', `/api/validateGroupNumber?styleId=${styleId}&GroupNumber=2`)
      ).json(),
    ).toBe(true);
    const style = (await call(planner, 'GET', `/api/style/${styleId}`)).json<StyleDto>();
    expect(style.lastModificationTime).not.toBeNull();
  });

  it('answers 404 for a style or an operation that does not exist', async () => {
    expect((await call(planner, 'GET', '/api/getOperations?styleId=999999')).statusCode).toBe(404);
    expect((await save(planner, operationOf(999999))).statusCode).toBe(404);
    const styleId = await newStyle();
    const response = await call(
      planner,
      'GET',
      `/api/getOperation?styleOprId=999999&styleId=${styleId}`,
    );
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'Spool.Operations:OperationNotFound',
      message: 'Operation 999999 does not exist.',
    });
  });

  it('replaces commas in the description, trims shades and names needles as the tenant does', async () => {
    const styleId = await newStyle();
    const operation = await saveValid(styleId, {
      description: '  Hem, cuff  ',
      styleOperations: linesOf('504', threads.northstar120, '  Navy  ').map((line) => ({
        ...line,
        needleName: line.needleName.toUpperCase(),
      })),
    });
    expect(operation.description).toBe('Hem  cuff');
    expect(operation.styleOperations.map((line) => line.shade)).toEqual(['Navy', 'Navy', 'Navy']);
    expect(operation.styleOperations.map((line) => line.needleName)).toEqual(
      getStitchType('504').components.map((component) => component.name),
    );
  });
});

describe('the validation of section 5, on the server', () => {
  it('gives Please Fill Required Data with the field messages', async () => {
    const styleId = await newStyle();
    const response = await save(
      planner,
      operationOf(styleId, { description: ' , ', stitchTypeCode: '', machines: 0 }),
    );
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([
      ': Please Fill Required Data',
      'description: Please Enter Description',
      'machines: Please Enter Machine',
      'stitchTypeCode: Please Select Stitch Type',
    ]);
  });

  it('asks for a seam length that is not negative and a seam thickness above 0', async () => {
    const styleId = await newStyle();
    const negative = await save(planner, operationOf(styleId, { seamLength: -1 }));
    expect(messagesOf(negative)).toEqual([
      ': Please Fill Required Data',
      'seamLength: Please Enter Seam Length',
    ]);
    const thin = await save(planner, operationOf(styleId, { seamThikness: 0 }));
    expect(messagesOf(thin)).toEqual([
      ': Please Fill Required Data',
      'seamThikness: Please Enter Seam Thickness',
    ]);
    const missing = await save(planner, operationOf(styleId, { machines: null }));
    expect(messagesOf(missing)).toContain('machines: Please Enter Machine');
  });

  it('applies the input limits and the description maximum', async () => {
    const styleId = await newStyle();
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'a'.repeat(101) }, 'description: At most 100 characters.'],
      [{ rate: 12.345 }, 'rate: At most 2 decimals.'],
      [{ bight: -1 }, 'bight: At least 0.'],
      [{ seamThikness: 1.55 }, 'seamThikness: At most 1 decimal.'],
      [{ seamThikness: 0.5 }, 'seamThikness: At least 1.'],
      [
        { stitchTypeCode: '301', styleOperations: linesOf('301'), quantity: 0 },
        'quantity: At least 1.',
      ],
      [{ machines: 2.5 }, 'machines: Must be a whole number.'],
      [{ stitchTypeCode: '999' }, 'stitchTypeCode: This stitch type is not valid.'],
    ];
    for (const [change, message] of cases) {
      const response = await save(planner, operationOf(styleId, change));
      expect(response.statusCode, message).toBe(400);
      expect(messagesOf(response), message).toContain(message);
    }
    const group = await save(planner, operationOf(styleId, { group: 0 }));
    expect(group.statusCode).toBe(400);
    expect(errorOf(group).validationErrors?.[0]?.members).toEqual(['group']);
    expect(await listOf(styleId)).toEqual([]);
  });

  it('requires exactly the inputs each row of the section 2 table shows', async () => {
    const styleId = await newStyle();
    const rows: [string, string[]][] = [
      ['1012', ['quantity']],
      ['101', ['rate', 'seamLength']],
      ['1013', ['quantity', 'seamLength']],
      ['1015', ['quantity', 'rate', 'seamLength']],
      ['304', ['bight', 'rate', 'seamLength']],
      ['301', ['quantity', 'rate', 'seamLength', 'seamThikness']],
      ['406', ['bight', 'rate', 'seamLength', 'seamThikness']],
      ['4012G', ['quantity', 'seamLength', 'seamThikness']],
    ];
    const blank = { seamLength: null, quantity: null, bight: null, rate: null, seamThikness: null };
    const values = { seamLength: 20, quantity: 2, bight: 3, rate: 11, seamThikness: 2 };
    for (const [index, [code, visible]] of rows.entries()) {
      const base = { stitchTypeCode: code, styleOperations: linesOf(code), group: index + 1 };
      const refused = await save(planner, operationOf(styleId, { ...base, ...blank }));
      expect(refused.statusCode, code).toBe(400);
      const members = (errorOf(refused).validationErrors ?? [])
        .flatMap((issue) => issue.members)
        .sort();
      expect(members, code).toEqual(visible);

      // Only the visible inputs, the hidden ones left out: saved, and read back null.
      const onlyVisible = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, visible.includes(key) ? value : null]),
      );
      const saved = await save(planner, operationOf(styleId, { ...base, ...onlyVisible }));
      expect(saved.statusCode, code).toBe(200);
    }
    const list = await listOf(styleId);
    for (const [code, visible] of rows) {
      const operation = list.find((item) => item.stitchTypeCode === code);
      for (const field of ['seamLength', 'quantity', 'bight', 'rate', 'seamThikness'] as const) {
        expect(operation?.[field] === null, `${code} ${field}`).toBe(!visible.includes(field));
      }
      // Lines without thread: saved, but Incomplete.
      expect(operation?.isCompleteOperation).toBe(false);
    }
  });
});

describe('component lines and the thread chain', () => {
  it('wants one line per component of the stitch, named as the stitch names them', async () => {
    const styleId = await newStyle();
    const short = await save(
      planner,
      operationOf(styleId, { styleOperations: linesOf('504', threads.northstar120).slice(0, 2) }),
    );
    expect(messagesOf(short)).toContain(
      'styleOperations: The component lines do not match the stitch type.',
    );
    const renamed = await save(
      planner,
      operationOf(styleId, {
        styleOperations: linesOf('504', threads.northstar120).map((line, index) =>
          index === 1 ? { ...line, needleName: 'Bobbin thread' } : line,
        ),
      }),
    );
    expect(renamed.statusCode).toBe(400);
    expect(errorOf(renamed)).toEqual({
      code: 'Spool.Operations:NeedleNameMismatch',
      message: 'The component names do not match the stitch type 504.',
    });
  });

  it('takes lines all without thread or all with a brand, otherwise Error in saving operation', async () => {
    const styleId = await newStyle();
    const mixed = linesOf('504', threads.northstar120).map((line, index) =>
      index === 0
        ? { ...line, brandId: null, ticketTexId: null, packageSizeId: null, shade: null }
        : line,
    );
    const response = await save(planner, operationOf(styleId, { styleOperations: mixed }));
    expect(messagesOf(response)).toEqual([
      ': Please Fill Required Data',
      'styleOperations: Error in saving operation',
    ]);
    const none = await saveValid(styleId, { styleOperations: linesOf('504') });
    expect(none.isCompleteOperation).toBe(false);
    // A package size may wait: saved, Incomplete.
    const noCone = await saveValid(styleId, {
      group: 2,
      styleOperations: linesOf('504', threads.northstar120).map((line) => ({
        ...line,
        packageSizeId: null,
      })),
    });
    expect(noCone.isCompleteOperation).toBe(false);
  });

  it('wants brand, ticket/tex and package size picked from the lists and belonging together', async () => {
    const styleId = await newStyle();
    const northstar = threads.northstar120;
    const lumen = threads.lumen150;
    const broken: [
      string,
      { brandId?: number; ticketTexId?: number | null; packageSizeId?: number | null },
    ][] = [
      ['no ticket/tex', { ticketTexId: null, packageSizeId: null }],
      ['another brand’s ticket/tex', { ticketTexId: lumen.ticketTexId }],
      ['another ticket/tex’s cone', { packageSizeId: threads.northstar180.packageSizeId }],
      ['another tenant’s brand', { brandId: borealisBrandId }],
      ['an unknown brand', { brandId: 999999 }],
    ];
    for (const [name, change] of broken) {
      const response = await save(
        planner,
        operationOf(styleId, {
          styleOperations: linesOf('504', northstar).map((line, index) =>
            index === 2 ? { ...line, ...change } : line,
          ),
        }),
      );
      expect(response.statusCode, name).toBe(400);
      const error = errorOf(response);
      expect(
        error.message === 'Error: Please Select From the list' ||
          messagesOf(response).includes(
            'styleOperations.2.ticketTexId: Error: Please Select From the list',
          ),
        name,
      ).toBe(true);
    }
    expect(await listOf(styleId)).toEqual([]);
    // The other cone of the same ticket/tex is fine.
    const smallCone = await saveValid(styleId, {
      styleOperations: linesOf('504', threads.northstar120small),
    });
    expect(smallCone.styleOperations[0]?.packageSize).toBe(2500);
  });
});

describe('groups (section 4)', () => {
  it('lets an operation join a group it agrees with, and refuses one that does not', async () => {
    const styleId = await newStyle();
    await saveValid(styleId, { group: 5, seamLength: 25.4 });
    const sameStep = operationOf(styleId, {
      group: 5,
      description: ' side SEAM',
      stitchTypeCode: '301',
      seamLength: 10,
      seamLengthUnit: 1,
      quantity: 1,
      bight: null,
      rate: 10,
      styleOperations: linesOf('301', threads.northstar120),
    });
    const check = (operation: unknown, operationId = 0) =>
      call(planner, 'POST', '/api/validateAlreadyExistingOperationWithSameGroup', {
        operationId,
        tktTexVal: 'Tkt',
        operation,
      });
    expect((await check(sameStep)).json()).toBe(true);
    expect((await save(planner, sameStep)).statusCode).toBe(200);

    const otherStep = { ...sameStep, description: 'Hem' };
    expect((await check(otherStep)).json()).toBe(false);
    const refused = await save(planner, otherStep);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toEqual({
      code: 'Spool.Operations:GroupDataMismatch',
      message: 'Error In Saving Operation. Data does not match with the same group operation',
    });
    const longer = { ...sameStep, seamLength: 10.5 };
    expect((await check(longer)).json()).toBe(false);
    expect((await save(planner, longer)).statusCode).toBe(422);
    expect((await save(planner, { ...sameStep, isOnTeam: true })).statusCode).toBe(422);

    // A cycle stitch has no seam length to compare.
    const cycle = operationOf(styleId, {
      group: 5,
      stitchTypeCode: '1012',
      seamLength: null,
      rate: null,
      bight: null,
      seamThikness: null,
      quantity: 4,
      styleOperations: linesOf('1012'),
    });
    expect((await save(planner, cycle)).statusCode).toBe(200);
    expect((await listOf(styleId)).map((operation) => operation.group)).toEqual([5, 5, 5]);
  });

  it('checks an edit against the rest of its group, not against itself', async () => {
    const styleId = await newStyle();
    const first = await saveValid(styleId, { group: 2 });
    const check = await call(
      planner,
      'POST',
      '/api/validateAlreadyExistingOperationWithSameGroup',
      {
        operationId: first.id,
        tktTexVal: 'Tkt',
        operation: operationOf(styleId, { group: 2, description: 'Renamed' }),
      },
    );
    expect(check.json()).toBe(true);
  });
});

describe('units', () => {
  it('stores imperial input metric with the specification’s factors and shows it in either unit', async () => {
    const styleId = await newStyle();
    const saved = await save(
      planner,
      operationOf(styleId, { seamLengthUnit: 1, seamLength: 10, bight: 0.25, rate: 10 }),
    );
    expect(saved.statusCode).toBe(200);
    const [stored] = await inTenantTransaction(t.database, atlas, (tx) =>
      tx.select().from(operations).where(eq(operations.styleId, styleId)),
    );
    expect(stored).toMatchObject({ seamLengthCm: 25.4, bightMm: 6.35, seamThicknessMm: 1.5 });
    expect(stored?.rate).toBeCloseTo(11.81103, 3);

    const [metric] = await listOf(styleId);
    expect(metric).toMatchObject({ seamLength: 25.4, bight: 6.35, rate: 11.81, seamLengthUnit: 0 });
    const [imperial] = await listOf(styleId, '&seamLengthUnit=1');
    expect(imperial).toMatchObject({ seamLength: 10, bight: 0.25, rate: 10, seamLengthUnit: 1 });
    const one = await call(
      planner,
      'GET',
      `/api/getOperation?styleOprId=${metric?.id}&styleId=${styleId}&seamLengthUnit=1`,
    );
    expect(one.json<OperationDto>()).toMatchObject({ seamLength: 10, bight: 0.25, rate: 10 });
  });
});

describe('editing', () => {
  it('changes an operation with its stamp; a stale stamp gets 409 and changes nothing', async () => {
    const styleId = await newStyle();
    const operation = await saveValid(styleId);
    const edit = (stamp: string, extra: Record<string, unknown>) =>
      call(planner, 'POST', '/api/editOperation', {
        tktTexValue: 'Tkt',
        operation: {
          ...operationOf(styleId, extra),
          id: operation.id,
          concurrencyStamp: stamp,
        },
      });
    const edited = await edit(operation.concurrencyStamp, {
      seamLength: 60,
      styleOperations: linesOf('504'),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toBe(operation.id);
    const [after] = await listOf(styleId);
    expect(after).toMatchObject({ seamLength: 60, isCompleteOperation: false });
    expect(after?.concurrencyStamp).not.toBe(operation.concurrencyStamp);

    const stale = await edit(operation.concurrencyStamp, { seamLength: 70 });
    expect(stale.statusCode).toBe(409);
    expect((await listOf(styleId))[0]?.seamLength).toBe(60);

    const otherStyle = await newStyle();
    const moved = await call(planner, 'POST', '/api/editOperation', {
      tktTexValue: 'Tkt',
      operation: {
        ...operationOf(otherStyle),
        id: operation.id,
        concurrencyStamp: after?.concurrencyStamp,
      },
    });
    expect(moved.statusCode).toBe(404);
  });
});

describe('the most recently used values of a stitch', () => {
  it('prefills from the latest operation of the style with that stitch, in the unit and ticket mode asked', async () => {
    const styleId = await newStyle();
    const url = (code: string, query = '') =>
      `/api/GetRecentlyUsedStyleOperationStitchData?styleId=${styleId}&stitchCode=${code}${query}`;
    expect((await call(planner, 'GET', url('504'))).json()).toBeNull();
    await saveValid(styleId, { group: 1, seamLength: 30 });
    await saveValid(styleId, {
      group: 2,
      description: 'Hem',
      seamLength: 25.4,
      bight: 6.35,
      machines: 2,
      styleOperations: linesOf('504', threads.lumen150),
    });
    await saveValid(styleId, {
      group: 3,
      description: 'Topstitch',
      stitchTypeCode: '301',
      quantity: 1,
      bight: null,
      styleOperations: linesOf('301', threads.northstar120),
    });
    const recent = (
      await call(planner, 'GET', url('504', '&seamLengthUnit=1&tktTexValue=Tex'))
    ).json<RecentlyUsedStitchData>();
    expect(recent).toMatchObject({
      seamLength: 10,
      bight: 0.25,
      machines: 2,
      quantity: null,
      seamThikness: 1.5,
    });
    expect(recent.styleOperations.map((line) => [line.brand, line.ticketTex])).toEqual([
      ['Lumen Spun Polyester', '21'],
      ['Lumen Spun Polyester', '21'],
      ['Lumen Spun Polyester', '21'],
    ]);
    expect((await call(planner, 'GET', url('516'))).json()).toBeNull();
    expect(
      (
        await call(
          planner,
          'GET',
          `/api/GetRecentlyUsedStyleOperationStitchData?styleId=999999&stitchCode=504`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('duplicating and deleting', () => {
  it('duplicates one or several operations under the next group numbers, lines included', async () => {
    const styleId = await newStyle();
    const first = await saveValid(styleId, { group: 1 });
    const second = await saveValid(styleId, { group: 4, description: 'Hem' });
    const cloned = await call(planner, 'POST', '/api/cloneOperation', {
      styleOprId: first.id,
      styleId,
    });
    expect(cloned.statusCode).toBe(200);
    const many = await call(planner, 'POST', '/api/cloneMultipleOperations', {
      selectedIds: [second.id, first.id],
      styleId,
    });
    expect(many.statusCode).toBe(200);
    const ids = many.json<number[]>();
    const list = await listOf(styleId);
    const byId = new Map(list.map((operation) => [operation.id, operation]));
    expect(byId.get(cloned.json<number>())).toMatchObject({
      group: 5,
      description: 'Side seam',
      isCompleteOperation: true,
    });
    expect(ids.map((id) => [byId.get(id)?.group, byId.get(id)?.description])).toEqual([
      [6, 'Side seam'],
      [7, 'Hem'],
    ]);
    expect(byId.get(cloned.json<number>())?.styleOperations).toEqual(first.styleOperations);

    // An operation of another style is not found, and nothing is duplicated.
    const otherStyle = await newStyle();
    const foreign = await saveValid(otherStyle);
    const refused = await call(planner, 'POST', '/api/cloneMultipleOperations', {
      selectedIds: [first.id, foreign.id],
      styleId,
    });
    expect(refused.statusCode).toBe(404);
    expect(await listOf(styleId)).toHaveLength(5);
  });

  it('deletes several operations at once, or none when one is not found', async () => {
    const styleId = await newStyle();
    const a = await saveValid(styleId, { group: 1 });
    const b = await saveValid(styleId, { group: 2, description: 'Hem' });
    const c = await saveValid(styleId, { group: 3, description: 'Cuff' });
    const refused = await call(
      planner,
      'DELETE',
      `/api/DeleteMultipleOperations?selectedIds=${a.id},999999`,
    );
    expect(refused.statusCode).toBe(404);
    expect(await listOf(styleId)).toHaveLength(3);
    const otherStyle = await newStyle();
    const wrongStyle = await call(
      planner,
      'DELETE',
      `/api/DeleteMultipleOperations?selectedIds=${a.id}&styleId=${otherStyle}`,
    );
    expect(wrongStyle.statusCode).toBe(404);

    const deleted = await call(
      planner,
      'DELETE',
      `/api/DeleteMultipleOperations?selectedIds=${a.id}&selectedIds=${c.id}&styleId=${styleId}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect((await listOf(styleId)).map((operation) => operation.id)).toEqual([b.id]);
  });
});

describe('multi-edit of stitch code and thread', () => {
  it('reads and changes the stitch code and thread of several operations', async () => {
    const styleId = await newStyle();
    const a = await saveValid(styleId, { group: 1, styleOperations: linesOf('504') });
    const b = await saveValid(styleId, {
      group: 2,
      description: 'Hem',
      stitchTypeCode: '301',
      quantity: 2,
      bight: null,
      styleOperations: linesOf('301', threads.northstar120),
    });
    const read = await call(
      planner,
      'GET',
      `/api/getStyleOperationNblcs?operationIds=${a.id},${b.id}&tktTexValue=Tex`,
    );
    expect(read.statusCode).toBe(200);
    const data = read.json<OperationNblcs[]>();
    expect(data.map((item) => [item.operationId, item.stitchTypeCode])).toEqual([
      [a.id, '504'],
      [b.id, '301'],
    ]);
    expect(data[1]?.styleOperations[0]?.ticketTex).toBe('27');

    const updated = await call(planner, 'POST', '/api/updateOperationNblcs', {
      tktTexValue: 'Tkt',
      operations: [
        {
          operationId: a.id,
          concurrencyStamp: a.concurrencyStamp,
          stitchTypeCode: '504',
          styleOperations: linesOf('504', threads.lumen150),
        },
        {
          operationId: b.id,
          concurrencyStamp: b.concurrencyStamp,
          stitchTypeCode: '406',
          styleOperations: linesOf('406', threads.lumen150),
        },
      ],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toBe(true);
    const [first, second] = await listOf(styleId);
    expect(first).toMatchObject({ stitchTypeCode: '504', isCompleteOperation: true });
    expect(first?.styleOperations.every((line) => line.brand === 'Lumen Spun Polyester')).toBe(
      true,
    );
    // 406 asks for a bight that 301 hid: it takes the stitch's default; its quantity is hidden.
    expect(second).toMatchObject({
      stitchTypeCode: '406',
      description: 'Hem',
      quantity: null,
      bight: getStitchType('406').defaultBightMm,
      isCompleteOperation: true,
    });
    expect(second?.styleOperations).toHaveLength(2);
  });

  it('changes all or nothing: a wrong thread or a stale stamp leaves every operation as it was', async () => {
    const styleId = await newStyle();
    const a = await saveValid(styleId, { group: 1 });
    const b = await saveValid(styleId, { group: 2, description: 'Hem' });
    const change = (stamp: string, lines = linesOf('504', threads.lumen150)) => ({
      stitchTypeCode: '504',
      concurrencyStamp: stamp,
      styleOperations: lines,
    });
    const wrongThread = await call(planner, 'POST', '/api/updateOperationNblcs', {
      operations: [
        { operationId: a.id, ...change(a.concurrencyStamp) },
        {
          operationId: b.id,
          ...change(
            b.concurrencyStamp,
            linesOf('504', threads.lumen150).map((line) => ({
              ...line,
              ticketTexId: threads.northstar120.ticketTexId,
            })),
          ),
        },
      ],
    });
    expect(wrongThread.statusCode).toBe(400);
    expect(errorOf(wrongThread).message).toBe('Error: Please Select From the list');

    const stale = await call(planner, 'POST', '/api/updateOperationNblcs', {
      operations: [
        { operationId: a.id, ...change(a.concurrencyStamp) },
        { operationId: b.id, ...change('00000000-0000-4000-8000-000000000000') },
      ],
    });
    expect(stale.statusCode).toBe(409);

    const mixed = await call(planner, 'POST', '/api/updateOperationNblcs', {
      operations: [
        {
          operationId: a.id,
          ...change(
            a.concurrencyStamp,
            linesOf('504', threads.lumen150).map((line, index) =>
              index === 0
                ? { ...line, brandId: null, ticketTexId: null, packageSizeId: null }
                : line,
            ),
          ),
        },
      ],
    });
    expect(messagesOf(mixed)).toContain('operations.0.styleOperations: Error in saving operation');

    const list = await listOf(styleId);
    expect(list.map((operation) => operation.concurrencyStamp)).toEqual([
      a.concurrencyStamp,
      b.concurrencyStamp,
    ]);
    expect(
      list.flatMap((operation) => operation.styleOperations.map((line) => line.brand)),
    ).toEqual(Array(6).fill('Northstar Corespun'));
  });
});

describe('permissions and tenants', () => {
  it('lets the seeded planner and admin write, and a reader only read', async () => {
    const styleId = await newStyle();
    expect((await save(admin, operationOf(styleId, { group: 1 }))).statusCode).toBe(200);
    expect((await save(planner, operationOf(styleId, { group: 2 }))).statusCode).toBe(200);
    expect((await save(viewer, operationOf(styleId, { group: 3 }))).statusCode).toBe(403);
    const list = await call(viewer, 'GET', `/api/getOperations?styleId=${styleId}`);
    expect(list.statusCode).toBe(200);
    const [first] = list.json<OperationDto[]>();
    expect(
      (await call(viewer, 'DELETE', `/api/DeleteMultipleOperations?selectedIds=${first?.id}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(viewer, 'POST', '/api/cloneOperation', { styleOprId: first?.id, styleId }))
        .statusCode,
    ).toBe(403);
    expect((await call(undefined, 'GET', `/api/getOperations?styleId=${styleId}`)).statusCode).toBe(
      401,
    );
  });

  it('never shows or touches another tenant’s operations', async () => {
    const styleId = await newStyle();
    const operation = await saveValid(styleId);
    const foreign = [
      await call(outsider, 'GET', `/api/getOperations?styleId=${styleId}`),
      await call(
        outsider,
        'GET',
        `/api/getOperation?styleOprId=${operation.id}&styleId=${styleId}`,
      ),
      await call(outsider, 'GET', `/api/getStyleOperationNblcs?operationIds=${operation.id}`),
      await call(outsider, 'DELETE', `/api/DeleteMultipleOperations?selectedIds=${operation.id}`),
      await call(outsider, 'POST', '/api/cloneOperation', { styleOprId: operation.id, styleId }),
      await call(outsider, 'POST', '/api/editOperation', {
        tktTexValue: 'Tkt',
        operation: {
          ...operationOf(styleId, { styleOperations: linesOf('504') }),
          id: operation.id,
          concurrencyStamp: operation.concurrencyStamp,
        },
      }),
      await call(outsider, 'POST', '/api/updateOperationNblcs', {
        operations: [
          {
            operationId: operation.id,
            concurrencyStamp: operation.concurrencyStamp,
            stitchTypeCode: '504',
            styleOperations: linesOf('504'),
          },
        ],
      }),
    ];
    expect(foreign.map((response) => response.statusCode)).toEqual([
      404, 404, 404, 404, 404, 404, 404,
    ]);
    const [after] = await listOf(styleId);
    expect(after).toEqual(operation);
  });
});
