import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Permissions,
  type ImportResultDto,
  type ReadSpreadsheetResult,
  type StyleGridItem,
  type StyleOrderDto,
} from '@spool/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';
import { twoSeededTenants } from '../../testing/style-fixtures.js';

/**
 * The style spreadsheet's optional Colourways sheet: the template has it, a dropped workbook
 * is read with it, and an import creates each style's sizes and colourways with their thread
 * shades, or saves nothing and marks the wrong cell on that sheet.
 */

let t: TestApp;
let planner: string;

beforeAll(async () => {
  t = await createTestApp();
  const { atlas } = await twoSeededTenants(t.database);
  const id = await createTestUser(t.database, {
    tenantId: atlas,
    userName: 'maria.planner',
    permissions: [
      Permissions.Styles,
      Permissions.StylesCreate,
      Permissions.StylesUpdate,
      Permissions.Import,
      Permissions.Catalogue,
      Permissions.CatalogueManage,
    ],
  });
  planner = await t.issueToken({ sub: id, tenantid: atlas });
  const range = await t.call(planner, 'POST', '/api/size-ranges', {
    name: 'Men’s tops',
    range: {
      sizes: [
        { name: 'S', gradePercent: -4 },
        { name: 'M', gradePercent: 0 },
        { name: 'L', gradePercent: 4 },
      ],
      baseSize: 'M',
    },
  });
  expect(range.statusCode, range.body).toBe(201);
});
afterAll(() => t?.dispose());

const colourwayHeader = ['Style', 'Colourway', 'DTM shade', 'Size range', 'Size', 'Quantity'];
/** The seed's navy corespun, as the first sheet's rows give it: brand, ticket, shade. */
const corespunNavy = 'Northstar Corespun 120 Navy';

const importOf = (styles: string[][], colourways: string[][], language = 'en') =>
  t.call(
    planner,
    'POST',
    '/api/import',
    {
      importType: 1,
      name: 'season.xlsx',
      rows: [[...styleSheetHeader], ...styles],
      colourwayRows: colourways,
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    },
    { 'accept-language': language },
  );

const styleIdOf = async (name: string) =>
  (await t.call(planner, 'GET', '/api/styleGrid?MaxResultCount=100'))
    .json<{ items: StyleGridItem[] }>()
    .items.find((item) => item.name === name)?.id;

describe('the Colourways sheet of the style spreadsheet', () => {
  it('is in the template after the styles, with its columns explained', async () => {
    const response = await t.call(planner, 'GET', '/api/import/template', undefined, {
      'accept-language': 'en',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const shown = workbook.worksheets.filter((sheet) => sheet.state !== 'hidden');
    expect(shown.map((sheet) => sheet.name)).toEqual(['Styles', 'Colourways', 'Columns']);
    const sheet = workbook.getWorksheet('Colourways');
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(colourwayHeader);
    const notes = workbook.getWorksheet('Columns');
    const explained = notes?.getColumn(1).values.map(String) ?? [];
    expect(explained).toEqual(expect.arrayContaining([...colourwayHeader, 'Thread columns']));
  });

  it('is read beside the first sheet from a dropped workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Styles').addRows([[...styleSheetHeader], styleSheetRow('Chino 7')]);
    workbook.addWorksheet('Notes').addRow(['Anything']);
    workbook.addWorksheet('Colourways').addRows([
      [...colourwayHeader, corespunNavy],
      ['Chino 7', 'Navy', 'Navy', '', 'M', 300, 'DTM'],
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await t.call(planner, 'POST', '/api/import/read', {
      fileName: 'season.xlsx',
      content: content.toString('base64'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const read = response.json<ReadSpreadsheetResult>();
    expect(read.rows[1]?.[0]).toBe('Chino 7');
    expect(read.colourwayRows).toEqual([
      [...colourwayHeader, corespunNavy],
      ['Chino 7', 'Navy', 'Navy', '', 'M', '300', 'DTM'],
    ]);
  });

  it('creates each style’s sizes and colourways with their shades and garments', async () => {
    const response = await importOf(
      [styleSheetRow('Tee 100'), styleSheetRow('Tee 200', { 'Operation description': 'Hem' })],
      [
        [...colourwayHeader, corespunNavy],
        ['Tee 100', 'Navy', 'Navy', 'Men’s tops', 'S', '100', 'DTM'],
        ['Tee 100', 'Navy', '', '', 'M', '200', ''],
        ['Tee 100', 'Red', 'Signal Red', '', 'M', '300', 'DTM'],
        ['Tee 100', 'Ecru', '', '', 'L', '50', 'Ecru'],
      ],
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResultDto>()).toMatchObject({ error: false, savedStyles: 2 });
    const tee = await styleIdOf('Tee 100');
    const order = (await t.call(planner, 'GET', `/api/style/${tee}/order`)).json<StyleOrderDto>();
    expect(order.sizeRange).toEqual({
      sizes: [
        { name: 'S', gradePercent: -4 },
        { name: 'M', gradePercent: 0 },
        { name: 'L', gradePercent: 4 },
      ],
      baseSize: 'M',
    });
    expect(
      order.colourways.map((colourway) => [
        colourway.name,
        colourway.dtmShade,
        colourway.quantities,
        Object.values(colourway.threadShades),
      ]),
    ).toEqual([
      ['Navy', 'Navy', { S: 100, M: 200 }, [{ kind: 'dtm' }]],
      ['Red', 'Signal Red', { M: 300 }, [{ kind: 'dtm' }]],
      ['Ecru', null, { L: 50 }, [{ kind: 'shade', shade: 'Ecru' }]],
    ]);
    // The header's garments are the colourways' sum; a style without rows keeps its own.
    expect(order.garments).toBe(650);
    const other = await styleIdOf('Tee 200');
    const single = (
      await t.call(planner, 'GET', `/api/style/${other}/order`)
    ).json<StyleOrderDto>();
    expect(single).toMatchObject({ hasOwnSizes: false, garments: 1200 });
  });

  it('refuses a size the named range does not have, marking its cell, and saves nothing', async () => {
    const response = await importOf(
      [styleSheetRow('Polo 300')],
      [
        [...colourwayHeader, corespunNavy],
        ['Polo 300', 'Navy', 'Navy', 'Men’s tops', 'M', '100', 'DTM'],
        ['Polo 300', 'Navy', '', '', 'XXL', '20', ''],
      ],
      'es',
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportResultDto>();
    expect(result.error).toBe(true);
    expect(result.rows).toEqual([
      {
        sheet: 'colourways',
        index: 3,
        cells: [
          {
            index: 5,
            color: '#FFC7CE',
            comment: 'La curva de tallas Men’s tops no tiene la talla XXL.',
          },
        ],
      },
    ]);
    expect(await styleIdOf('Polo 300')).toBeUndefined();
    // The marked workbook keeps both sheets, the wrong cell marked on the Colourways one.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(result.markedFile?.content ?? '', 'base64') as unknown as ExcelJS.Buffer,
    );
    const sheet = workbook.getWorksheet('Combinaciones');
    expect(sheet?.getCell('E3').note).toBe('La curva de tallas Men’s tops no tiene la talla XXL.');
    expect(sheet?.getCell('E3').text).toBe('XXL');
    expect(workbook.worksheets[0]?.getCell('A2').text).toBe('Polo 300');
  });
});
