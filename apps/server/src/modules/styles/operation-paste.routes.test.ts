import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogues,
  Permissions,
  type ErrorResponse,
  type OperationDto,
  type PastedOperationsCheck,
  type StyleDto,
} from '@spool/contracts';
import { newOperationDefaults, styleSheetColumns } from '@spool/domain';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { styleInput, twoSeededTenants } from '../../testing/style-fixtures.js';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';

let t: TestApp;
let planner: string;
let viewer: string;
let outsider: string;

const stylePermissions = [
  Permissions.Styles,
  Permissions.StylesCreate,
  Permissions.StylesUpdate,
  Permissions.Reports,
];

beforeAll(async () => {
  t = await createTestApp();
  const { atlas, borealis } = await twoSeededTenants(t.database);
  planner = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'maria.planner',
    permissions: stylePermissions,
  });
  viewer = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'viewer',
    permissions: [Permissions.Styles],
  });
  outsider = await t.tokenOfNewUser({
    tenantId: borealis,
    userName: 'outsider',
    permissions: stylePermissions,
  });
});
afterAll(() => t?.dispose());

const firstOperationColumn = styleSheetColumns.indexOf('group');
/** The operation columns of a sheet row: group, on team, ..., package size. */
const operationCells = (cells: Partial<Record<string, string>> = {}) =>
  styleSheetRow('any', cells).slice(firstOperationColumn);
const operationHeader = styleSheetHeader.slice(firstOperationColumn);

let styleCount = 0;
async function newStyle(): Promise<number> {
  styleCount += 1;
  const response = await t.call(planner, 'POST', '/api/style', styleInput(`Polo ${styleCount}`));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StyleDto>().id;
}

const check = (styleId: number, body: Record<string, unknown>, token = planner) =>
  t.call(token, 'POST', `/api/style/${styleId}/operations/paste/check`, {
    layout: null,
    seamLengthUnit: 0,
    tktTexVal: 'Tkt',
    ...body,
  });
const add = (styleId: number, rows: string[][], extra: Record<string, unknown> = {}) =>
  t.call(planner, 'POST', `/api/style/${styleId}/operations/paste`, {
    rows,
    seamLengthUnit: 0,
    tktTexVal: 'Tkt',
    ...extra,
  });
const operationsOf = async (styleId: number) =>
  (await t.call(planner, 'GET', `/api/getOperations?styleId=${styleId}&seamLengthUnit=0`)).json<
    OperationDto[]
  >();
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

describe('checking pasted rows', () => {
  it('takes a header in another order by its names and marks each wrong cell', async () => {
    const styleId = await newStyle();
    // Description first, a column of notes, and no on team column.
    const header = ['Operation description', 'Notes', 'Group', ...operationHeader.slice(3)];
    const pasted = (cells: Partial<Record<string, string>> = {}) => {
      const [group, , description, ...rest] = operationCells(cells);
      return [description ?? '', 'check', group ?? '', ...rest];
    };
    const response = await check(styleId, {
      rows: [
        header,
        pasted(),
        pasted({ 'Stitch type': '999', 'Seam length': 'long' }),
        ['', '', '', '', '', '', '', '', '', ''],
        pasted({ Group: '2', 'Ticket/Tex': '999' }),
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PastedOperationsCheck>();
    expect(result.layout).toEqual({
      hasHeader: true,
      columns: [
        'operationDescription',
        null,
        'group',
        'stitchType',
        'seamLength',
        'threadBrand',
        'ticketTex',
        'shade',
        'packageSize',
      ],
      needsMapping: true,
    });
    // In the operation columns' order, the blank row left out; on team empty (Off).
    expect(result.rows).toEqual([
      ['1', '', 'Side seam', '401', '105', 'Northstar Corespun', '120', 'Navy', '5000'],
      ['1', '', 'Side seam', '999', 'long', 'Northstar Corespun', '120', 'Navy', '5000'],
      ['2', '', 'Side seam', '401', '105', 'Northstar Corespun', '999', 'Navy', '5000'],
    ]);
    expect(result.issues).toEqual([
      { row: 2, column: 4, message: 'import.sheet.stitchTypeInvalid', params: {} },
      { row: 3, column: 7, message: 'import.sheet.threadNotFound', params: {} },
    ]);
  });

  it('reads the whole template’s header in French, and holds groups to the style’s', async () => {
    const styleId = await newStyle();
    expect((await add(styleId, [operationCells()])).statusCode).toBe(201);
    const french = styleSheetColumns.map(
      (column) => catalogues.fr.translation.import.columns[column],
    );
    const response = await check(styleId, {
      rows: [french, styleSheetRow('any', { 'Operation description': 'Hem' })],
    });
    const result = response.json<PastedOperationsCheck>();
    expect(result.layout.needsMapping).toBe(false);
    expect(result.rows).toEqual([operationCells({ 'Operation description': 'Hem' })]);
    expect(result.issues).toEqual([
      {
        row: 1,
        column: 3,
        message: 'import.sheet.groupDisagreesWithStyle',
        params: { group: 1 },
      },
    ]);
  });
});

describe('adding pasted rows', () => {
  it('adds every row with its stitch’s defaults and its thread on each line', async () => {
    const styleId = await newStyle();
    // Lengths in inches and the thread by tex (Northstar 120 is tex 27).
    const response = await add(
      styleId,
      [
        operationCells({ 'Seam length': '40', 'Ticket/Tex': '27' }),
        operationCells({
          Group: '2',
          'On team': 'On',
          'Operation description': 'Bartack the pocket',
          'Stitch type': '1012',
          'Seam length': '',
          'Ticket/Tex': '27',
          Shade: '',
        }),
      ],
      { seamLengthUnit: 1, tktTexVal: 'Tex' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { ids } = response.json<{ ids: number[] }>();
    const operations = await operationsOf(styleId);
    expect(operations.map((operation) => operation.id)).toEqual(ids);
    const [seam, tack] = operations;
    expect(seam).toMatchObject({
      group: 1,
      isOnTeam: false,
      description: 'Side seam',
      stitchTypeCode: '401',
      seamLength: 101.6,
      rate: newOperationDefaults('401').ratePer3Cm,
      isCompleteOperation: true,
    });
    expect(seam?.styleOperations.map((line) => [line.brand, line.ticketTex, line.shade])).toEqual(
      newOperationDefaults('401').lines.map(() => ['Northstar Corespun', '120', 'Navy']),
    );
    expect(tack).toMatchObject({ group: 2, isOnTeam: true, stitchTypeCode: '1012' });
    expect(tack?.styleOperations.every((line) => line.shade === null)).toBe(true);
  });

  it('adds nothing when a cell is wrong, and refuses what may not paste', async () => {
    const styleId = await newStyle();
    const wrong = await add(styleId, [
      operationCells(),
      operationCells({ Group: '2', 'Thread brand': 'Nowhere' }),
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('Spool.Operations:PastedCellsWrong');
    expect(errorOf(wrong).message).toBe(
      'Cells to fix: 1. Nothing was added; check the rows again.',
    );
    expect(await operationsOf(styleId)).toEqual([]);

    const blank = await check(styleId, { rows: [['', ' ']] });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).code).toBe('Spool.Operations:PasteEmpty');
    const many = await add(
      styleId,
      Array.from({ length: 1001 }, () => operationCells()),
    );
    expect(many.statusCode).toBe(400);

    expect((await check(styleId, { rows: [operationCells()] }, viewer)).statusCode).toBe(403);
    const foreign = await check(styleId, { rows: [operationCells()] }, outsider);
    expect(foreign.statusCode).toBe(404);
  });
});
