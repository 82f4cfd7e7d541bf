import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, SizeRangeDto, StyleDto, StyleOrderDto } from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import { teeSizes } from '@spool/domain/testing';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { styleColourways } from '../../../platform/db/schema/orders.js';
import {
  insertStyle,
  seededThread,
  styleInput,
  twoSeededTenants,
} from '../../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

let t: TestApp;
let atlas: string;
let planner: string;
let viewer: string;
let rangeKeeper: string;
let outsider: string;

const stylePermissions = [
  'Spool.Styles',
  'Spool.Styles.Create',
  'Spool.Styles.Update',
  'Spool.Styles.Delete',
];

beforeAll(async () => {
  t = await createTestApp();
  const tenants = await twoSeededTenants(t.database);
  atlas = tenants.atlas;
  planner = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'maria.planner',
    permissions: stylePermissions,
  });
  viewer = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'viewer',
    permissions: ['Spool.Styles'],
  });
  rangeKeeper = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'range.keeper',
    permissions: ['Spool.Styles', 'Spool.Catalogue', 'Spool.Catalogue.Manage'],
  });
  outsider = await t.tokenOfNewUser({
    tenantId: tenants.borealis,
    userName: 'outsider',
    permissions: [...stylePermissions, 'Spool.Catalogue', 'Spool.Catalogue.Manage'],
  });
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;
const messagesOf = (response: { json: () => unknown }) =>
  (errorOf(response).validationErrors ?? []).map(
    (issue) => `${issue.members.join(',')}: ${issue.message}`,
  );

let styleCount = 0;
async function newStyle(token = planner): Promise<number> {
  styleCount += 1;
  const response = await call(token, 'POST', '/api/style', styleInput(`Tee ${styleCount}`));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StyleDto>().id;
}

const orderOf = async (styleId: number, token = planner) => {
  const response = await call(token, 'GET', `/api/style/${styleId}/order`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StyleOrderDto>();
};

const ok = <T>(
  response: { statusCode: number; body: string; json: () => unknown },
  status = 200,
) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};

/** A style sized S to XL with Navy (S 100, M 200) and Stone (M 300). */
async function sizedStyle(): Promise<{ styleId: number; order: StyleOrderDto }> {
  const styleId = await newStyle();
  ok(
    await call(planner, 'PUT', `/api/style/${styleId}/order`, {
      sizeRange: teeSizes,
      runMode: 'sequential',
      concurrencyStamp: null,
    }),
  );
  ok(
    await call(planner, 'POST', `/api/style/${styleId}/colourways`, {
      name: 'Navy',
      code: 'NV',
      fabricColour: 'Pantone 19-4024',
      dtmShade: 'Navy',
      quantities: { S: 100, M: 200 },
    }),
    201,
  );
  const order = ok<StyleOrderDto>(
    await call(planner, 'POST', `/api/style/${styleId}/colourways`, {
      name: 'Stone',
      quantities: { m: 300 },
    }),
    201,
  );
  return { styleId, order };
}

describe('the order of a style', () => {
  it('is its header while it has no colourway: the header colour, garments and size', async () => {
    const styleId = await newStyle();
    const order = await orderOf(styleId, viewer);
    expect(order).toMatchObject({
      hasOwnSizes: false,
      concurrencyStamp: null,
      sizeRange: { sizes: [{ name: 'M', gradePercent: 0 }], baseSize: 'M' },
      runMode: 'sequential',
      garments: 1200,
    });
    expect(order.colourways).toEqual([
      expect.objectContaining({
        id: null,
        name: 'Indigo',
        quantities: { M: 1200 },
        garments: 1200,
      }),
    ]);
  });

  it('sums its colourways into the header, in the range’s spelling of each size', async () => {
    const { styleId, order } = await sizedStyle();
    expect(order.colourways.map((c) => [c.name, c.quantities, c.garments])).toEqual([
      ['Navy', { S: 100, M: 200 }, 300],
      ['Stone', { M: 300 }, 300],
    ]);
    expect(order.garments).toBe(600);
    const style = ok<StyleDto>(await call(planner, 'GET', `/api/style/${styleId}`));
    expect(style.quantity).toBe(600);
    // The header form cannot set another number while colourways order the garments.
    const edited = ok<StyleDto>(
      await call(planner, 'PUT', `/api/style/${styleId}`, {
        ...styleInput(style.name, { quantity: 5 }),
        concurrencyStamp: style.concurrencyStamp,
      }),
    );
    expect(edited.quantity).toBe(600);
    const history = ok<{ items: { entityType: string; action: string; entityName: string }[] }>(
      await call(planner, 'GET', `/api/style/${styleId}/history`),
    );
    expect(
      history.items.map((item) => `${item.entityType} ${item.action} ${item.entityName}`),
    ).toEqual(expect.arrayContaining(['Colourway Created Navy', 'Colourway Created Stone']));
  });

  it('renames, duplicates with quantities and shades, reorders and deletes colourways', async () => {
    const { styleId, order } = await sizedStyle();
    const [navy, stone] = order.colourways;
    const threadKey = '1|2|navy';
    const renamed = ok<StyleOrderDto>(
      await call(planner, 'PUT', `/api/style/${styleId}/colourways/${navy?.id}`, {
        name: 'Midnight',
        dtmShade: 'Navy',
        quantities: { S: 100, M: 250, XL: 50 },
        threadShades: { [threadKey]: { kind: 'dtm' } },
        concurrencyStamp: navy?.concurrencyStamp,
      }),
    );
    expect(renamed.garments).toBe(700);
    const midnight = renamed.colourways[0];
    const copy = ok<StyleOrderDto>(
      await call(planner, 'POST', `/api/style/${styleId}/colourways/${midnight?.id}/duplicate`, {
        name: 'Black',
      }),
      201,
    );
    expect(copy.colourways.map((c) => c.name)).toEqual(['Midnight', 'Stone', 'Black']);
    expect(copy.colourways[2]).toMatchObject({
      quantities: { S: 100, M: 250, XL: 50 },
      threadShades: { [threadKey]: { kind: 'dtm' } },
      dtmShade: 'Navy',
    });
    expect(copy.garments).toBe(1100);

    const ids = copy.colourways.map((c) => c.id as number);
    const reordered = ok<StyleOrderDto>(
      await call(planner, 'PUT', `/api/style/${styleId}/colourway-order`, {
        ids: [ids[2], ids[0], ids[1]],
      }),
    );
    expect(reordered.colourways.map((c) => c.name)).toEqual(['Black', 'Midnight', 'Stone']);

    const deleted = ok<StyleOrderDto>(
      await call(planner, 'DELETE', `/api/style/${styleId}/colourways/${stone?.id}`),
    );
    expect(deleted.colourways.map((c) => c.name)).toEqual(['Black', 'Midnight']);
    expect(deleted.garments).toBe(800);
  });

  it('fills a thread across colourways at once, and fails them all on a stale stamp', async () => {
    const { styleId, order } = await sizedStyle();
    const dtm = { '7|8|navy': { kind: 'dtm' } };
    const filled = ok<StyleOrderDto>(
      await call(planner, 'PUT', `/api/style/${styleId}/thread-shades`, {
        colourways: order.colourways.map((c) => ({
          id: c.id,
          concurrencyStamp: c.concurrencyStamp,
          threadShades: dtm,
        })),
      }),
    );
    expect(filled.colourways.map((c) => c.threadShades)).toEqual([dtm, dtm]);
    // The first colourway's stamp is current, the second's is the one read before the fill.
    const stale = await call(planner, 'PUT', `/api/style/${styleId}/thread-shades`, {
      colourways: [
        {
          id: filled.colourways[0]?.id,
          concurrencyStamp: filled.colourways[0]?.concurrencyStamp,
          threadShades: { '7|8|navy': { kind: 'undecided' } },
        },
        {
          id: order.colourways[1]?.id,
          concurrencyStamp: order.colourways[1]?.concurrencyStamp,
          threadShades: { '7|8|navy': { kind: 'undecided' } },
        },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect((await orderOf(styleId)).colourways.map((c) => c.threadShades)).toEqual([dtm, dtm]);
  });

  it('answers 409 to a change of a colourway or of the sizes made from a stale read', async () => {
    const { styleId, order } = await sizedStyle();
    const navy = order.colourways[0];
    const body = { name: 'Navy', quantities: { M: 10 }, concurrencyStamp: navy?.concurrencyStamp };
    ok(await call(planner, 'PUT', `/api/style/${styleId}/colourways/${navy?.id}`, body));
    const second = await call(planner, 'PUT', `/api/style/${styleId}/colourways/${navy?.id}`, {
      ...body,
      quantities: { M: 99 },
    });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).code).toBe('Spool:Conflict');

    const sizes = { sizeRange: teeSizes, runMode: 'concurrent' };
    ok(
      await call(planner, 'PUT', `/api/style/${styleId}/order`, {
        ...sizes,
        concurrencyStamp: order.concurrencyStamp,
      }),
    );
    const stale = await call(planner, 'PUT', `/api/style/${styleId}/order`, {
      ...sizes,
      concurrencyStamp: order.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    const twice = await call(planner, 'PUT', `/api/style/${styleId}/order`, {
      ...sizes,
      concurrencyStamp: null,
    });
    expect(twice.statusCode).toBe(409);
    expect((await orderOf(styleId)).runMode).toBe('concurrent');
  });

  it('keeps a size that colourways still order, and an order of at least one garment', async () => {
    const { styleId, order } = await sizedStyle();
    const withoutS = await call(planner, 'PUT', `/api/style/${styleId}/order`, {
      sizeRange: { sizes: teeSizes.sizes.slice(1), baseSize: 'M' },
      runMode: 'sequential',
      concurrencyStamp: order.concurrencyStamp,
    });
    expect(withoutS.statusCode).toBe(422);
    expect(errorOf(withoutS)).toMatchObject({
      code: 'Spool.Orders:SizeInUse',
      message: 'Size “S” still has garments in colourway “Navy”: set them to 0 first.',
    });
    // XL orders nothing: it can go.
    ok(
      await call(planner, 'PUT', `/api/style/${styleId}/order`, {
        sizeRange: { sizes: teeSizes.sizes.slice(0, 3), baseSize: 'M' },
        runMode: 'sequential',
        concurrencyStamp: order.concurrencyStamp,
      }),
    );

    const [navy, stone] = order.colourways;
    ok(await call(planner, 'DELETE', `/api/style/${styleId}/colourways/${stone?.id}`));
    const nothing = await call(planner, 'PUT', `/api/style/${styleId}/colourways/${navy?.id}`, {
      name: 'Navy',
      quantities: { S: 0, M: 0 },
      concurrencyStamp: navy?.concurrencyStamp,
    });
    expect(nothing.statusCode).toBe(422);
    expect(errorOf(nothing).message).toBe('The colourways must order at least one garment.');
    expect((await orderOf(styleId)).garments).toBe(300);
  });

  it('refuses bad input with a clear message, each limit named', async () => {
    const { styleId, order } = await sizedStyle();
    const navy = order.colourways[0];
    const put = (quantities: unknown) =>
      call(planner, 'PUT', `/api/style/${styleId}/colourways/${navy?.id}`, {
        name: 'Navy',
        quantities,
        concurrencyStamp: navy?.concurrencyStamp,
      });
    const negative = await put({ S: -5 });
    expect(negative.statusCode).toBe(400);
    expect(messagesOf(negative)).toEqual(['quantities.S: At least 0.']);
    const fractional = await put({ S: 2.5 });
    expect(messagesOf(fractional)).toEqual(['quantities.S: Must be a whole number.']);
    const unknown = await put({ XXL: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).message).toBe(
      'Size “XXL” is not in the style’s size range (S, M, L, XL).',
    );
    const inFrench = await call(
      planner,
      'PUT',
      `/api/style/${styleId}/colourways/${navy?.id}`,
      { name: 'Navy', quantities: { XXL: 5 }, concurrencyStamp: navy?.concurrencyStamp },
      { 'accept-language': 'fr' },
    );
    expect(errorOf(inFrench).message).toBe(
      'La taille « XXL » n’est pas dans la gamme du modèle (S, M, L, XL).',
    );

    const sizes = (range: unknown) =>
      call(planner, 'PUT', `/api/style/${styleId}/order`, {
        sizeRange: range,
        runMode: 'sequential',
        concurrencyStamp: order.concurrencyStamp,
      });
    const tooSmall = await sizes({
      sizes: [{ name: 'XS', gradePercent: -60 }, ...teeSizes.sizes],
      baseSize: 'M',
    });
    expect(messagesOf(tooSmall)).toEqual(['sizeRange.sizes.0.gradePercent: At least -50.']);
    const tooLarge = await sizes({
      sizes: [...teeSizes.sizes, { name: '3XL', gradePercent: 101 }],
      baseSize: 'M',
    });
    expect(messagesOf(tooLarge)).toEqual(['sizeRange.sizes.4.gradePercent: At most 100.']);
    const forty = await sizes({
      sizes: Array.from({ length: 40 }, (_, i) => ({
        name: `${i + 1}`,
        gradePercent: i === 0 ? 0 : i,
      })),
      baseSize: '1',
    });
    expect(messagesOf(forty)).toEqual(['sizeRange.sizes: A size range holds at most 30 sizes.']);
    const baseGraded = await sizes({
      sizes: [{ name: 'M', gradePercent: 2 }],
      baseSize: 'm',
    });
    expect(messagesOf(baseGraded)).toEqual([
      'sizeRange.sizes.0.gradePercent: The base size has a grade of 0 %.',
    ]);

    const twoHundred = await call(planner, 'PUT', `/api/style/${styleId}/colourway-order`, {
      ids: Array.from({ length: 200 }, (_, i) => i + 1),
    });
    expect(messagesOf(twoHundred)).toEqual(['ids: At most 100.']);
    expect((await orderOf(styleId)).colourways.map((c) => c.quantities)).toEqual([
      { S: 100, M: 200 },
      { M: 300 },
    ]);
  });

  it('holds at most 100 colourways', async () => {
    const { styleId } = await sizedStyle();
    await inTenantTransaction(t.database, atlas, (tx) =>
      tx.insert(styleColourways).values(
        Array.from({ length: 98 }, (_, i) => ({
          styleId,
          position: i + 2,
          name: `Shade ${i}`,
          quantities: { M: 1 },
          threadShades: {},
        })),
      ),
    );
    const more = await call(planner, 'POST', `/api/style/${styleId}/colourways`, {
      name: 'One too many',
      quantities: { M: 1 },
    });
    expect(more.statusCode).toBe(400);
    expect(errorOf(more).message).toBe('A style holds at most 100 colourways.');
  });

  it('refuses a colourway name the style has, in any case', async () => {
    const { styleId } = await sizedStyle();
    const same = await call(planner, 'POST', `/api/style/${styleId}/colourways`, {
      name: ' navy ',
      quantities: { M: 1 },
    });
    expect(same.statusCode).toBe(409);
    expect(errorOf(same).message).toBe('The style already has a colourway named “navy”.');
  });

  it('grades an operation its own way, in the style’s sizes only', async () => {
    const thread = await seededThread(t.database, atlas, 'NSC120-5K');
    const { styleId, operationIds } = await insertStyle(t.database, atlas, {
      name: 'Graded tee',
      operations: [
        {
          description: 'Hem',
          stitchTypeCode: '301',
          seamLengthCm: 100,
          rate: 12,
          lines: getStitchType('301').components.map((component) => ({
            needleName: component.name,
            ...thread,
            shade: 'Navy',
          })),
        },
      ],
    });
    ok(
      await call(planner, 'PUT', `/api/style/${styleId}/order`, {
        sizeRange: teeSizes,
        runMode: 'sequential',
        concurrencyStamp: null,
      }),
    );
    const [operationId] = operationIds;
    const graded = ok<StyleOrderDto>(
      await call(planner, 'PUT', `/api/style/${styleId}/operations/${operationId}/grading`, {
        grading: { graded: true, grades: { XL: 12 } },
      }),
    );
    expect(graded.gradings).toEqual([
      { operationId, grading: { graded: true, grades: { XL: 12 } } },
    ]);
    const unknown = await call(
      planner,
      'PUT',
      `/api/style/${styleId}/operations/${operationId}/grading`,
      { grading: { grades: { '5XL': 12 } } },
    );
    expect(unknown.statusCode).toBe(400);
    const base = await call(
      planner,
      'PUT',
      `/api/style/${styleId}/operations/${operationId}/grading`,
      { grading: { grades: { m: 3 } } },
    );
    expect(base.statusCode).toBe(400);
    expect(errorOf(base).message).toBe(
      'Size “m” is the base size: the seam lengths are given in it, so it takes no grade of its own.',
    );
    const otherStyle = await newStyle();
    const elsewhere = await call(
      planner,
      'PUT',
      `/api/style/${otherStyle}/operations/${operationId}/grading`,
      { grading: null },
    );
    expect(elsewhere.statusCode).toBe(404);
    const reset = ok<StyleOrderDto>(
      await call(planner, 'PUT', `/api/style/${styleId}/operations/${operationId}/grading`, {
        grading: null,
      }),
    );
    expect(reset.gradings).toEqual([]);
  });

  it('goes with the style when it is duplicated', async () => {
    const { styleId, order } = await sizedStyle();
    const copy = ok<StyleDto>(
      await call(planner, 'POST', '/api/cloneStyle', { styleId, inputName: 'Tee copy' }),
      201,
    );
    const copied = await orderOf(copy.id);
    expect(copied.sizeRange).toEqual(order.sizeRange);
    expect(copied.colourways.map((c) => [c.name, c.quantities])).toEqual(
      order.colourways.map((c) => [c.name, c.quantities]),
    );
    expect(copy.quantity).toBe(600);
  });
});

describe('who may see and change an order', () => {
  it('lets a reader read it, and only an editor change it', async () => {
    const { styleId, order } = await sizedStyle();
    expect((await orderOf(styleId, viewer)).garments).toBe(600);
    const denied = await call(viewer, 'POST', `/api/style/${styleId}/colourways`, {
      name: 'Red',
      quantities: { M: 5 },
    });
    expect(denied.statusCode).toBe(403);
    const deleteDenied = await call(
      viewer,
      'DELETE',
      `/api/style/${styleId}/colourways/${order.colourways[0]?.id}`,
    );
    expect(deleteDenied.statusCode).toBe(403);
    expect((await call(undefined, 'GET', `/api/style/${styleId}/order`)).statusCode).toBe(401);
  });

  it('keeps each tenant’s orders its own: another tenant’s ids are not found', async () => {
    const { styleId, order } = await sizedStyle();
    const navy = order.colourways[0];
    expect((await call(outsider, 'GET', `/api/style/${styleId}/order`)).statusCode).toBe(404);
    const theirs = await newStyle(outsider);
    const foreign = await call(outsider, 'PUT', `/api/style/${theirs}/colourways/${navy?.id}`, {
      name: 'Stolen',
      quantities: {},
      concurrencyStamp: navy?.concurrencyStamp,
    });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('Spool.Orders:ColourwayNotFound');
    expect(
      (await call(outsider, 'DELETE', `/api/style/${styleId}/colourways/${navy?.id}`)).statusCode,
    ).toBe(404);
    expect((await orderOf(styleId)).colourways.map((c) => c.name)).toEqual(['Navy', 'Stone']);
  });
});

describe('named size ranges of a tenant', () => {
  it('are kept by who manages the catalogue, named once, and changed with their stamp', async () => {
    const created = ok<SizeRangeDto>(
      await call(rangeKeeper, 'POST', '/api/size-ranges', {
        name: 'Men’s tops',
        range: teeSizes,
      }),
      201,
    );
    expect(created.range).toEqual(teeSizes);
    const again = await call(rangeKeeper, 'POST', '/api/size-ranges', {
      name: 'MEN’S TOPS',
      range: teeSizes,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await call(planner, 'POST', '/api/size-ranges', { name: 'Kids', range: teeSizes }))
        .statusCode,
    ).toBe(403);

    const renamed = ok<SizeRangeDto>(
      await call(rangeKeeper, 'PUT', `/api/size-ranges/${created.id}`, {
        name: 'Men’s tops EU',
        range: teeSizes,
        concurrencyStamp: created.concurrencyStamp,
      }),
    );
    const stale = await call(rangeKeeper, 'PUT', `/api/size-ranges/${created.id}`, {
      name: 'Men’s tops US',
      range: teeSizes,
      concurrencyStamp: created.concurrencyStamp,
    });
    expect(stale.statusCode).toBe(409);
    const listed = ok<SizeRangeDto[]>(await call(viewer, 'GET', '/api/size-ranges'));
    expect(listed.map((range) => range.name)).toContain(renamed.name);

    // Another tenant neither sees nor reaches it.
    expect(ok<SizeRangeDto[]>(await call(outsider, 'GET', '/api/size-ranges'))).toEqual([]);
    const foreign = await call(outsider, 'PUT', `/api/size-ranges/${created.id}`, {
      name: 'Taken',
      range: teeSizes,
      concurrencyStamp: renamed.concurrencyStamp,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/api/size-ranges/${created.id}`)).statusCode).toBe(404);

    expect((await call(rangeKeeper, 'DELETE', `/api/size-ranges/${created.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(rangeKeeper, 'DELETE', `/api/size-ranges/${created.id}`)).statusCode).toBe(
      404,
    );
  });
});
