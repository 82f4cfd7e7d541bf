import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plannerPermissions,
  type HistoryEntryDto,
  type HistoryPage,
  type OperationDto,
  type StyleDto,
} from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import {
  seededThread,
  styleInput,
  twoSeededTenants,
  type SeededThread,
} from '../../testing/style-fixtures.js';

let t: TestApp;
let atlas: string;
let borealis: string;
let planner: string;
let viewer: string;
let nobody: string;
let outsider: string;
let corespun: SeededThread;
let spun: SeededThread;

beforeAll(async () => {
  t = await createTestApp();
  ({ atlas, borealis } = await twoSeededTenants(t.database));
  const ids = {
    planner: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'maria.planner',
      permissions: plannerPermissions,
    }),
    viewer: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'viewer',
      permissions: ['Spool.Styles'],
    }),
    nobody: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'nobody',
      permissions: ['Spool.Catalogue'],
    }),
    outsider: await createTestUser(t.database, {
      tenantId: borealis,
      userName: 'outsider',
      permissions: plannerPermissions,
    }),
  };
  planner = await t.issueToken({ sub: ids.planner, tenantid: atlas });
  viewer = await t.issueToken({ sub: ids.viewer, tenantid: atlas });
  nobody = await t.issueToken({ sub: ids.nobody, tenantid: atlas });
  outsider = await t.issueToken({ sub: ids.outsider, tenantid: borealis });
  corespun = await seededThread(t.database, atlas, 'NSC120-5K');
  spun = await seededThread(t.database, atlas, 'LSP120-5K');
});
afterAll(() => t?.dispose());

const call: TestApp['call'] = (...args) => t.call(...args);

async function historyOf(styleId: number, token = planner, query = ''): Promise<HistoryPage> {
  const response = await call(token, 'GET', `/api/style/${styleId}/history${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HistoryPage>();
}

/** The entries a change added to the style's history, newest first. */
async function addedBy(
  styleId: number,
  change: () => Promise<unknown>,
): Promise<HistoryEntryDto[]> {
  const known = new Set((await historyOf(styleId)).items.map((entry) => entry.id));
  await change();
  return (await historyOf(styleId)).items.filter((entry) => !known.has(entry.id));
}

async function newStyle(name: string): Promise<StyleDto> {
  const response = await call(planner, 'POST', '/api/style', styleInput(name));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StyleDto>();
}

const lockstitch = (
  styleId: number,
  thread: SeededThread,
  extra: Record<string, unknown> = {},
) => ({
  styleId,
  group: 1,
  isOnTeam: false,
  description: 'Join side seam',
  stitchTypeCode: '301',
  seamLength: 50,
  quantity: 1,
  bight: null,
  rate: 12,
  machines: 1,
  seamThikness: 1.5,
  seamLengthUnit: 0,
  styleOperations: getStitchType('301').components.map((component) => ({
    needleName: component.name,
    ...thread,
    shade: 'Navy',
  })),
  ...extra,
});

async function operationsOf(styleId: number): Promise<OperationDto[]> {
  return (await call(planner, 'GET', `/api/getOperations?styleId=${styleId}`)).json<
    OperationDto[]
  >();
}

const summary = (entry: HistoryEntryDto) => ({
  action: entry.action,
  entityType: entry.entityType,
  entityName: entry.entityName,
  userName: entry.userName,
  before: entry.before,
  after: entry.after,
});

describe("a style's history", () => {
  it('records the creation of a style with its fields by name, and who made it', async () => {
    const style = await newStyle('Denim 501');
    const { items, totalCount } = await historyOf(style.id);
    expect(totalCount).toBe(1);
    expect(items.map(summary)).toEqual([
      {
        action: 'Created',
        entityType: 'Style',
        entityName: 'Denim 501',
        userName: 'maria.planner',
        before: null,
        after: {
          name: 'Denim 501',
          customer: 'Polar Outfitters',
          productCategory: 'Bottoms',
          productType: 'Jeans',
          color: 'Indigo',
          size: 'M',
          description: 'Five pocket  regular fit',
          weightType: 'heavy',
          quantity: 1200,
          numberOfProductionLines: 2,
          customSetting: 'Default',
        },
      },
    ]);
    expect(Date.parse(items[0]?.time ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records an update with only the changed fields before and after; an unchanged save records nothing', async () => {
    const style = await newStyle('Polo pique');
    let saved = style;
    const added = await addedBy(style.id, async () => {
      const response = await call(planner, 'PUT', `/api/style/${style.id}`, {
        ...styleInput('Polo pique'),
        quantity: 5000,
        color: 'Red',
        concurrencyStamp: style.concurrencyStamp,
      });
      expect(response.statusCode).toBe(200);
      saved = response.json<StyleDto>();
    });
    expect(added.map(summary)).toEqual([
      {
        action: 'Updated',
        entityType: 'Style',
        entityName: 'Polo pique',
        userName: 'maria.planner',
        before: { color: 'Indigo', quantity: 1200 },
        after: { color: 'Red', quantity: 5000 },
      },
    ]);
    expect(
      await addedBy(style.id, async () => {
        const response = await call(planner, 'PUT', `/api/style/${style.id}`, {
          ...styleInput('Polo pique'),
          quantity: 5000,
          color: 'Red',
          concurrencyStamp: saved.concurrencyStamp,
        });
        expect(response.statusCode).toBe(200);
      }),
    ).toEqual([]);
  });

  it('writes no history for a change refused for a stale stamp, of the style or of an operation', async () => {
    const style = await newStyle('Stale stamps');
    expect(
      (await call(planner, 'POST', '/api/saveOperation', lockstitch(style.id, corespun)))
        .statusCode,
    ).toBe(200);
    const [operation] = await operationsOf(style.id);
    if (!operation) throw new Error('no operation');
    // Someone else saves first: the stamps read before are stale now.
    const first = await call(planner, 'PUT', `/api/style/${style.id}`, {
      ...styleInput('Stale stamps'),
      quantity: 10,
      concurrencyStamp: style.concurrencyStamp,
    });
    expect(first.statusCode).toBe(200);
    const edited = await call(planner, 'POST', '/api/editOperation', {
      operation: {
        ...lockstitch(style.id, corespun, { seamLength: 60 }),
        id: operation.id,
        concurrencyStamp: operation.concurrencyStamp,
      },
    });
    expect(edited.statusCode).toBe(200);

    const refused = await addedBy(style.id, async () => {
      const staleStyle = await call(planner, 'PUT', `/api/style/${style.id}`, {
        ...styleInput('Stale stamps'),
        quantity: 20,
        concurrencyStamp: style.concurrencyStamp,
      });
      expect(staleStyle.statusCode).toBe(409);
      const staleOperation = await call(planner, 'POST', '/api/editOperation', {
        operation: {
          ...lockstitch(style.id, spun, { seamLength: 70 }),
          id: operation.id,
          concurrencyStamp: operation.concurrencyStamp,
        },
      });
      expect(staleOperation.statusCode).toBe(409);
      const staleMultiEdit = await call(planner, 'POST', '/api/updateOperationNblcs', {
        operations: [
          {
            operationId: operation.id,
            concurrencyStamp: operation.concurrencyStamp,
            stitchTypeCode: '301',
            styleOperations: lockstitch(style.id, spun).styleOperations,
          },
        ],
      });
      expect(staleMultiEdit.statusCode).toBe(409);
    });
    expect(refused).toEqual([]);
    expect((await historyOf(style.id)).totalCount).toBe(4);
  });

  it('records operations added, edited, duplicated and deleted, their threads by name', async () => {
    const style = await newStyle('Chino');
    const thread = (name: string) => `${name}: Northstar Corespun · Tkt 120 · 5000 m · Navy`;
    const [needle, bobbin] = getStitchType('301').components.map((component) => component.name);
    const added = await addedBy(style.id, async () => {
      const response = await call(
        planner,
        'POST',
        '/api/saveOperation',
        lockstitch(style.id, corespun),
      );
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(added.map(summary)).toEqual([
      {
        action: 'Created',
        entityType: 'Operation',
        entityName: 'Join side seam',
        userName: 'maria.planner',
        before: null,
        after: {
          group: 1,
          description: 'Join side seam',
          stitchType: `301 ${(await operationsOf(style.id))[0]?.stitchTypeName}`,
          seamLengthCm: 50,
          stitchesPer3Cm: 12,
          bightMm: null,
          seamThicknessMm: 1.5,
          rows: 1,
          machines: 1,
          onTeam: false,
          thread1: thread(needle ?? ''),
          thread2: thread(bobbin ?? ''),
        },
      },
    ]);

    const [operation] = await operationsOf(style.id);
    if (!operation) throw new Error('no operation');
    const edited = await addedBy(style.id, async () => {
      const body = lockstitch(style.id, corespun, { seamLength: 62.5 });
      body.styleOperations[1] = { ...body.styleOperations[1]!, ...spun, shade: 'White' };
      const response = await call(planner, 'POST', '/api/editOperation', {
        operation: { ...body, id: operation.id, concurrencyStamp: operation.concurrencyStamp },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(edited.map(summary)).toEqual([
      {
        action: 'Updated',
        entityType: 'Operation',
        entityName: 'Join side seam',
        userName: 'maria.planner',
        before: { seamLengthCm: 50, thread2: thread(bobbin ?? '') },
        after: {
          seamLengthCm: 62.5,
          thread2: `${bobbin}: Lumen Spun Polyester · Tkt 120 · 5000 m · White`,
        },
      },
    ]);

    const duplicated = await addedBy(style.id, async () => {
      const response = await call(planner, 'POST', '/api/cloneOperation', {
        styleOprId: operation.id,
        styleId: style.id,
      });
      expect(response.statusCode).toBe(200);
    });
    expect(duplicated.map(summary)).toMatchObject([
      {
        action: 'Duplicated',
        entityType: 'Operation',
        entityName: 'Join side seam',
        before: null,
        after: { group: 2, seamLengthCm: 62.5 },
      },
    ]);

    const copy = (await operationsOf(style.id)).find((item) => item.id !== operation.id);
    const deleted = await addedBy(style.id, async () => {
      const response = await call(
        planner,
        'DELETE',
        `/api/DeleteMultipleOperations?selectedIds=${copy?.id}&styleId=${style.id}`,
      );
      expect(response.statusCode, response.body).toBe(204);
    });
    expect(deleted.map(summary)).toMatchObject([
      {
        action: 'Deleted',
        entityType: 'Operation',
        before: { group: 2, thread1: thread(needle ?? '') },
        after: null,
      },
    ]);
  });

  it('records a multi-edit of threads as one entry per operation', async () => {
    const style = await newStyle('Multi edit');
    for (const group of [1, 2]) {
      const body = lockstitch(style.id, corespun, { group, description: `Seam ${group}` });
      expect((await call(planner, 'POST', '/api/saveOperation', body)).statusCode).toBe(200);
    }
    const operations = await operationsOf(style.id);
    const added = await addedBy(style.id, async () => {
      const response = await call(planner, 'POST', '/api/updateOperationNblcs', {
        operations: operations.map((operation) => ({
          operationId: operation.id,
          concurrencyStamp: operation.concurrencyStamp,
          stitchTypeCode: '301',
          styleOperations: lockstitch(style.id, spun).styleOperations,
        })),
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(
      added.map((entry) => [entry.action, entry.entityName, Object.keys(entry.after ?? {})]),
    ).toEqual(
      expect.arrayContaining([
        ['Updated', 'Seam 1', ['thread1', 'thread2']],
        ['Updated', 'Seam 2', ['thread1', 'thread2']],
      ]),
    );
    expect(added).toHaveLength(2);
  });

  it("shows a printed report as a usage event, and a copy's history starts with where it came from", async () => {
    const style = await newStyle('Reported');
    expect(
      (await call(planner, 'POST', '/api/saveOperation', lockstitch(style.id, corespun)))
        .statusCode,
    ).toBe(200);
    const printed = await addedBy(style.id, async () => {
      const response = await call(
        planner,
        'GET',
        `/api/report/singleGarment/${style.id}?format=csv`,
      );
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(printed).toEqual([
      expect.objectContaining({
        userName: 'maria.planner',
        action: null,
        entityName: 'Reported',
        usage: { kind: 'singleGarmentReport', format: 'csv', rowCount: null },
      }),
    ]);

    const cloned = await call(planner, 'POST', '/api/cloneStyle', {
      styleId: style.id,
      inputName: 'Reported copy',
    });
    expect(cloned.statusCode, cloned.body).toBe(201);
    const copy = cloned.json<StyleDto>();
    const copyHistory = (await historyOf(copy.id)).items;
    expect(copyHistory).toHaveLength(1);
    expect(copyHistory.map(summary)).toMatchObject([
      {
        action: 'Duplicated',
        entityType: 'Style',
        entityName: 'Reported copy',
        before: { name: 'Reported' },
        after: { name: 'Reported copy', quantity: 1200 },
      },
    ]);
  });

  it('shows the import that made the style, and no other import', async () => {
    const imported = async (name: string) => {
      const response = await call(planner, 'POST', '/api/import', {
        importType: 1,
        name: `${name}.xlsx`,
        rows: [[...styleSheetHeader], styleSheetRow(name)],
        seamLengthUnit: 0,
        tktTexVal: 'Tkt',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ error: boolean }>().error).toBe(false);
      const grid = await call(planner, 'GET', `/api/styleGrid?Filter=${name}`);
      const id = grid
        .json<{ items: { id: number; name: string }[] }>()
        .items.find((item) => item.name === name)?.id;
      if (id === undefined) throw new Error(`${name} was not imported`);
      return id;
    };
    const first = await imported('Imported A');
    await imported('Imported B');
    expect((await historyOf(first)).items).toEqual([
      expect.objectContaining({
        userName: 'maria.planner',
        action: null,
        usage: { kind: 'styleImport', format: null, rowCount: 1 },
      }),
    ]);
  });

  it('pages newest first with the total', async () => {
    const style = await newStyle('Paged');
    for (const group of [1, 2, 3]) {
      const body = lockstitch(style.id, corespun, { group, description: `Seam ${group}` });
      expect((await call(planner, 'POST', '/api/saveOperation', body)).statusCode).toBe(200);
    }
    const all = await historyOf(style.id);
    expect(all.totalCount).toBe(4);
    expect(all.items.map((entry) => entry.entityName)).toEqual([
      'Seam 3',
      'Seam 2',
      'Seam 1',
      'Paged',
    ]);
    const second = await historyOf(style.id, planner, '?SkipCount=1&MaxResultCount=2');
    expect(second.totalCount).toBe(4);
    expect(second.items.map((entry) => entry.entityName)).toEqual(['Seam 2', 'Seam 1']);
  });

  it("is read by whoever may see the style; another tenant's style is not found, a deleted one neither", async () => {
    const style = await newStyle('Private');
    expect((await historyOf(style.id, viewer)).totalCount).toBe(1);
    expect((await call(nobody, 'GET', `/api/style/${style.id}/history`)).statusCode).toBe(403);
    expect((await call(outsider, 'GET', `/api/style/${style.id}/history`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/api/style/${style.id}/history`)).statusCode).toBe(401);
    expect((await call(planner, 'DELETE', `/api/style/${style.id}`)).statusCode).toBe(204);
    expect((await call(planner, 'GET', `/api/style/${style.id}/history`)).statusCode).toBe(404);
  });
});
