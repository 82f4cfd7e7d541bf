import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Permissions,
  type ErrorResponse,
  type ImportResultDto,
  type ReadSpreadsheetResult,
  type StyleGridItem,
} from '@spool/contracts';
import { newOperationDefaults } from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { brands, packageSizes, ticketTexes } from '../../platform/db/schema/reference.js';
import { costEntries } from '../../platform/db/schema/settings.js';
import { operations, styles } from '../../platform/db/schema/styles.js';
import { zip } from '../../testing/zip.js';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';
import { twoSeededTenants } from '../../testing/style-fixtures.js';

let t: TestApp;
let atlas: string;
let borealis: string;
let planner: string;
let viewer: string;
let outsider: string;

const plannerPermissions = [
  Permissions.Styles,
  Permissions.StylesCreate,
  Permissions.StylesUpdate,
  Permissions.Import,
  Permissions.Reports,
  Permissions.Catalogue,
];

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
      permissions: [Permissions.Styles],
    }),
    outsider: await createTestUser(t.database, {
      tenantId: borealis,
      userName: 'outsider',
      permissions: plannerPermissions,
    }),
  };
  planner = await t.issueToken({ sub: ids.planner, tenantid: atlas });
  viewer = await t.issueToken({ sub: ids.viewer, tenantid: atlas });
  outsider = await t.issueToken({ sub: ids.outsider, tenantid: borealis });
});
afterAll(() => t?.dispose());

const header = [...styleSheetHeader];
const row = styleSheetRow;

const importRows = (token: string, rows: string[][], extra: Record<string, unknown> = {}) =>
  t.call(token, 'POST', '/api/import', {
    importType: 1,
    name: 'season.xlsx',
    rows: [header, ...rows],
    seamLengthUnit: 0,
    tktTexVal: 'Tkt',
    ...extra,
  });

const gridNames = async () =>
  (await t.call(planner, 'GET', '/api/styleGrid?MaxResultCount=100'))
    .json<{ items: StyleGridItem[] }>()
    .items.map((item) => item.name);

async function xlsxOf(rows: (string | number)[][], configure?: (sheet: ExcelJS.Worksheet) => void) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Styles');
  for (const cells of rows) sheet.addRow(cells);
  configure?.(sheet);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const read = (token: string, fileName: string, content: Buffer) =>
  t.call(token, 'POST', '/api/import/read', { fileName, content: content.toString('base64') });

describe('the template', () => {
  it('has the 17 columns, drop-down lists of the tenant’s values, and a sheet explaining each column', async () => {
    const response = await t.call(planner, 'GET', '/api/import/template', undefined, {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
    ).dataValidations.model;
    const lists = Object.entries(validations).map(([range, rule]) => [range.split(':')[0], rule]);
    expect(lists).toEqual(
      expect.arrayContaining([
        ['E2', expect.objectContaining({ formulae: ['"Standard,Heavy,Light"'] })],
        ['J2', expect.objectContaining({ formulae: ['"On,Off"'] })],
      ]),
    );
    // The brands, stitch codes and shades are the tenant's (long lists on a hidden sheet).
    const listsSheet = workbook.getWorksheet('Lists');
    const listed = listsSheet ? listsSheet.getSheetValues().flat().map(String) : [];
    const inline = Object.values(validations)
      .flatMap((rule) => rule.formulae)
      .join(',');
    for (const value of ['Northstar Corespun', '504', 'Signal Red']) {
      expect(listed.includes(value) || inline.includes(value)).toBe(true);
    }
    const notes = workbook.getWorksheet('Columns');
    expect(notes?.getCell('A2').text).toBe('Style name');
    expect(notes?.getCell('B2').text).toContain('at most 30 characters');
  });

  it('speaks the user’s language', async () => {
    const response = await t.call(planner, 'GET', '/api/import/template', undefined, {
      'accept-language': 'fr',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]?.getCell('A1').text).toBe('Nom du modèle');
    expect(workbook.getWorksheet('Colonnes')).toBeDefined();
  });
});

describe('reading a dropped file', () => {
  it('answers the first sheet’s rows as texts, formulas by their saved value', async () => {
    const file = await xlsxOf([header, row('Chino 501')], (sheet) => {
      sheet.getCell('F2').value = { formula: '600*2', result: 1200 };
    });
    const response = await read(planner, 'season.xlsx', file);
    expect(response.statusCode).toBe(200);
    const { rows } = response.json<ReadSpreadsheetResult>();
    expect(rows[0]).toEqual(header);
    expect(rows[1]?.[5]).toBe('1200');
  });

  it('reads CSV from a semicolon locale', async () => {
    const csv = [header, row('Chino 501')].map((cells) => cells.join(';')).join('\r\n');
    const response = await read(planner, 'season.csv', Buffer.from(csv, 'utf8'));
    expect(response.statusCode).toBe(200);
    expect(response.json<ReadSpreadsheetResult>().rows[1]?.[0]).toBe('Chino 501');
  });

  it('refuses what is not a spreadsheet, or a password-protected one, in the user’s language', async () => {
    for (const [name, bytes] of [
      ['notes.xlsx', Buffer.from('just some text')],
      ['picture.png', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
      // An encrypted workbook is an OLE compound file, not a zip package.
      ['locked.xlsx', Buffer.from('d0cf11e0a1b11ae1000000000000000000000000', 'hex')],
    ] as const) {
      const response = await t.call(
        planner,
        'POST',
        '/api/import/read',
        { fileName: name, content: bytes.toString('base64') },
        { 'accept-language': 'es' },
      );
      expect(response.statusCode).toBe(400);
      const error = response.json<ErrorResponse>().error;
      expect(error.code).toBe('Spool.Import:NotSpreadsheet');
      expect(error.message).toContain('El formato de carga no es válido');
    }
  });

  it('refuses a sheet with more than 20,000 rows, a sheet with none, and a file over 5 MB', async () => {
    const many = await xlsxOf([header, ...Array.from({ length: 20_001 }, () => row('x'))]);
    const tooMany = await read(planner, 'big.xlsx', many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<ErrorResponse>().error.code).toBe('Spool.Import:TooManyRows');

    const empty = await read(planner, 'empty.xlsx', await xlsxOf([header]));
    expect(empty.json<ErrorResponse>().error.code).toBe('Spool.Import:Empty');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/import/read',
      headers: { authorization: `Bearer ${planner}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ fileName: 'huge.xlsx', content: 'A'.repeat(8 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json<ErrorResponse>().error.message).toBe('The file is larger than 5 MB.');
  });

  it('refuses a zip bomb before inflating it, and leaves the server healthy', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', content: Buffer.from('<workbook/>') },
      // 200 MB of zeros deflate to about 200 kB.
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(200 * 1024 * 1024) },
    ]);
    const response = await read(planner, 'bomb.xlsx', bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().error.code).toBe('Spool.Import:TooManyRows');
    expect((await t.call(undefined, 'GET', '/api/health')).statusCode).toBe(200);
  });

  it('reads numbers stored as text as they show, and a date in a number column is refused on upload', async () => {
    const file = await xlsxOf([header, row('Text 1'), row('Text 1', { Group: '2' })], (sheet) => {
      sheet.getCell('F2').value = '1200';
      sheet.getCell('F3').value = new Date(Date.UTC(2026, 10, 25));
    });
    const rows = (await read(planner, 'texts.xlsx', file)).json<ReadSpreadsheetResult>().rows;
    expect(rows[1]?.[5]).toBe('1200');
    const result = (
      await t.call(planner, 'POST', '/api/import', {
        importType: 1,
        name: 'texts.xlsx',
        rows,
        seamLengthUnit: 0,
        tktTexVal: 'Tkt',
      })
    ).json<ImportResultDto>();
    expect(result.rows).toEqual([
      { index: 3, cells: [{ index: 6, color: '#FFC7CE', comment: 'Only integers are allowed.' }] },
    ]);
  });

  it('needs the import permission', async () => {
    const response = await read(viewer, 'season.xlsx', await xlsxOf([header, row('A')]));
    expect(response.statusCode).toBe(403);
  });
});

describe('importing styles', () => {
  it('creates every style with its operations, the stitch’s defaults and the user’s default setting, in one go', async () => {
    const progressId = randomUUID();
    const response = await importRows(
      planner,
      [
        row('Chino 501'),
        row('Chino 501', {
          Group: '2',
          'Operation description': 'Hem',
          'Stitch type': '301',
          'Seam length': '80',
        }),
        row('Tee 12', {
          Customer: 'Atlas Retail',
          'Product category': 'Tops',
          'Product type': 'T-shirt',
          'Fabric weight': 'Light',
          Garments: '500',
          'Production lines': '1',
          'Stitch type': '504',
          'Thread brand': '',
          'Ticket/Tex': '',
          Shade: '',
          'Package size': '',
        }),
      ],
      { progressId },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResultDto>()).toMatchObject({
      error: false,
      message: 'Data Saved Successfully',
      rows: [],
      savedRows: 3,
      markedFile: null,
    });
    const progress = await t.call(planner, 'GET', `/api/import/progress/${progressId}`);
    expect(progress.json()).toEqual({ phase: 'done', done: 2, total: 2 });
    expect(await gridNames()).toEqual(expect.arrayContaining(['Chino 501', 'Tee 12']));

    const grid = (await t.call(planner, 'GET', '/api/styleGrid?MaxResultCount=100')).json<{
      items: (StyleGridItem & { id: number })[];
    }>().items;
    const chino = grid.find((item) => item.name === 'Chino 501');
    expect(chino).toMatchObject({ customer: 'Northwind Apparel', weightType: 'heavy' });
    const operations = (
      await t.call(planner, 'GET', `/api/getOperations?styleId=${chino?.id}&seamLengthUnit=0`)
    ).json<
      {
        description: string;
        stitchTypeCode: string;
        seamLength: number;
        rate: number;
        isCompleteOperation: boolean;
      }[]
    >();
    const defaults401 = newOperationDefaults('401');
    expect(operations).toEqual([
      expect.objectContaining({
        description: 'Side seam',
        stitchTypeCode: '401',
        seamLength: 105,
        rate: defaults401.ratePer3Cm,
        isCompleteOperation: true,
      }),
      expect.objectContaining({ description: 'Hem', stitchTypeCode: '301', seamLength: 80 }),
    ]);
    // Without thread, the Tee's operation waits for one: incomplete, as typed by hand.
    const tee = grid.find((item) => item.name === 'Tee 12');
    const teeOperations = (
      await t.call(planner, 'GET', `/api/getOperations?styleId=${tee?.id}&seamLengthUnit=0`)
    ).json<{ isCompleteOperation: boolean }[]>();
    expect(teeOperations).toEqual([expect.objectContaining({ isCompleteOperation: false })]);
  });

  it('imports the same file twice as "style already exists" for every style, never a duplicate', async () => {
    const rows = [row('Twice 1'), row('Twice 2')];
    expect((await importRows(planner, rows)).json<ImportResultDto>().error).toBe(false);
    const again = (await importRows(planner, rows)).json<ImportResultDto>();
    expect(again.error).toBe(true);
    expect(again.rows).toEqual([
      { index: 2, cells: [{ index: 1, color: '#FFC7CE', comment: 'Style already exists.' }] },
      { index: 3, cells: [{ index: 1, color: '#FFC7CE', comment: 'Style already exists.' }] },
    ]);
    expect((await gridNames()).filter((name) => name.startsWith('Twice'))).toHaveLength(2);
  });

  it('saves nothing when only the last row is wrong, and answers the sheet with that cell marked', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => row(`Batch ${index}`));
    rows.push(row('Batch last', { Garments: '1.5' }));
    const result = (await importRows(planner, rows)).json<ImportResultDto>();
    expect(result).toMatchObject({
      error: true,
      message: 'There are Some Errors in the sheet please check',
      savedRows: 0,
      rows: [{ index: 32, cells: [{ index: 6, comment: 'Only integers are allowed.' }] }],
    });
    expect((await gridNames()).some((name) => name.startsWith('Batch'))).toBe(false);

    const marked = new ExcelJS.Workbook();
    await marked.xlsx.load(
      Buffer.from(result.markedFile?.content ?? '', 'base64') as unknown as ExcelJS.Buffer,
    );
    const cell = marked.worksheets[0]?.getCell('F32');
    expect(cell?.text).toBe('1.5');
    expect(JSON.stringify(cell?.note)).toContain('Only integers are allowed.');
    expect(cell?.fill).toMatchObject({ fgColor: { argb: 'FFFFC7CE' } });
  });

  it('checks and saves a sheet of several thousand rows piece by piece, all or nothing', async () => {
    // 120 styles of 20 operations: more rows than one piece holds. The first style has a
    // row at the very end too, so that its rows lie in two parts of the sheet.
    const rows = Array.from({ length: 2_400 }, (_, index) =>
      row(`Season ${Math.floor(index / 20)}`, {
        Group: String((index % 20) + 1),
        'Operation description': `Step ${(index % 20) + 1}`,
      }),
    );
    rows.push(row('Season 0', { Group: '21', 'Operation description': 'Step 21' }));
    rows.push(row('Season 119', { Group: '21', Garments: 'many' }));
    const refused = (await importRows(planner, rows)).json<ImportResultDto>();
    expect(refused).toMatchObject({ error: true, savedRows: 0 });
    expect(refused.rows).toEqual([
      { index: 2_403, cells: [expect.objectContaining({ index: 6 })] },
    ]);
    expect((await gridNames()).some((name) => name.startsWith('Season'))).toBe(false);

    rows[rows.length - 1] = row('Season 119', { Group: '21', 'Operation description': 'Step 21' });
    const saved = (await importRows(planner, rows)).json<ImportResultDto>();
    expect(saved).toMatchObject({ error: false, savedRows: 2_402, savedStyles: 120 });
    const seasonStyles = await inTenantTransaction(t.database, atlas, (tx) =>
      tx.execute<{ count: number }>(
        sql`select count(*)::int as count from ${styles} where name like 'Season %'`,
      ),
    );
    expect(seasonStyles.rows).toEqual([{ count: 120 }]);
    const operationCounts = await inTenantTransaction(t.database, atlas, (tx) =>
      tx.execute<{ name: string; count: number }>(sql`
        select s.name, count(o.id)::int as count from ${styles} s
          join ${operations} o on o.style_id = s.id
         where s.name in ('Season 0', 'Season 1', 'Season 119') group by s.name order by s.name`),
    );
    expect(operationCounts.rows).toEqual([
      { name: 'Season 0', count: 21 },
      { name: 'Season 1', count: 20 },
      { name: 'Season 119', count: 21 },
    ]);
  });

  it('answers every message of the specification on its cell, and saves nothing', async () => {
    // Lumen is priced in black only: a navy Lumen thread is a colour its cost file lacks.
    await inTenantTransaction(t.database, atlas, async (tx) => {
      const [lumen] = await tx.select().from(brands).where(eq(brands.name, 'Lumen Spun Polyester'));
      const [size] = await tx
        .select({ id: packageSizes.id })
        .from(packageSizes)
        .innerJoin(ticketTexes, eq(ticketTexes.id, packageSizes.ticketTexId))
        .where(eq(ticketTexes.brandId, lumen?.id ?? 0));
      await tx.insert(costEntries).values({
        brandId: lumen?.id ?? 0,
        article: '',
        colourGroup: 'B',
        packageSizeId: size?.id ?? 0,
        unit: 'm',
        price: 2.5,
      });
    });
    expect((await importRows(planner, [row('Already here')])).json<ImportResultDto>().error).toBe(
      false,
    );
    const cases: [Partial<Record<string, string>>, string][] = [
      [{ 'Product type': '' }, 'Should not be empty.'],
      [{ Customer: 'c'.repeat(31) }, 'Length cannot exceed 30 characters.'],
      [{ 'Style description': 'd'.repeat(101) }, 'Length cannot exceed 100 characters.'],
      [{ Garments: '12.5' }, 'Only integers are allowed.'],
      [{ 'Production lines': '0' }, 'Should be at least 1.'],
      [{ Garments: '10000000' }, 'Cannot exceed 9999999.'],
      [{ 'Production lines': '100' }, 'Cannot exceed 99.'],
      [
        { 'Seam length': '12345' },
        'Enter a positive number of up to 4 digits with at most 2 decimals.',
      ],
      [{ 'Fabric weight': 'Medium' }, 'Fabric weight can be Standard, Heavy or Light only.'],
      [{ 'On team': 'Maybe' }, 'On team can be On or Off only.'],
      [{ 'Stitch type': '999' }, 'Stitch type is not valid.'],
      [{ 'Thread brand': 'Acme Threads' }, 'Thread brand not found.'],
      [{ 'Thread brand': '' }, 'Invalid brand: name the brand of this thread.'],
      [{ 'Ticket/Tex': 'abc' }, 'Ticket tex value not valid.'],
      [{ 'Ticket/Tex': '999' }, 'Package size or tkt/tex not existing for the thread.'],
      [{ 'Package size': 'big' }, 'Package size invalid. Enter the length in metres.'],
      [{ Shade: 'Mauve' }, 'Colour group invalid: this shade is in no colour group.'],
      [
        { 'Thread brand': 'Lumen Spun Polyester' },
        'Colour not present for the thread brand. Add the color in the cost file and try again.',
      ],
      [{ 'Style name': 'ALREADY HERE' }, 'Style already exists.'],
    ];
    const rows = cases.map(([changes], index) => row(`Every ${index}`, changes));
    rows.push(row('Every pair'), row('Every pair', { Group: '2', Customer: 'Someone else' }));
    rows.push(row('Every group'), row('Every group', { 'Operation description': 'Other' }));
    const result = (await importRows(planner, rows)).json<ImportResultDto>();
    expect(result.error).toBe(true);
    const comments = result.rows.flatMap((marked) => marked.cells.map((cell) => cell.comment));
    expect(comments).toEqual([
      ...cases.map(([, message]) => message),
      'This style is given differently in row 21: the rows of one style must agree.',
      'Data does not match with the same group operation (row 23).',
    ]);
    expect((await gridNames()).some((name) => name.startsWith('Every'))).toBe(false);
  });

  it('marks a wrong header as "Upload format is not valid", naming the expected column', async () => {
    const response = await t.call(planner, 'POST', '/api/import', {
      importType: 1,
      name: 'old.xlsx',
      rows: [header.map((name) => (name === 'Garments' ? 'Quantity' : name)), row('Old 1')],
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    });
    expect(response.json<ImportResultDto>()).toMatchObject({
      error: true,
      message: 'Upload format is not valid',
      rows: [
        {
          index: 1,
          cells: [{ index: 6, comment: 'Incorrect column. Expected column named "Garments".' }],
        },
      ],
    });
  });

  it('comments the cells in the user’s language', async () => {
    const response = await importRows(planner, [row('Lingua', { 'Stitch type': '999' })], {});
    expect(response.json<ImportResultDto>().rows[0]?.cells[0]?.comment).toBe(
      'Stitch type is not valid.',
    );
    const french = await t.call(
      planner,
      'POST',
      '/api/import',
      {
        importType: 1,
        name: 'x.xlsx',
        rows: [header, row('Lingua', { 'Stitch type': '999' })],
        seamLengthUnit: 0,
        tktTexVal: 'Tkt',
      },
      { 'accept-language': 'fr' },
    );
    expect(french.json<ImportResultDto>().rows[0]?.cells[0]?.comment).toBe(
      'Le type de point n’est pas valide.',
    );
  });

  it('reads seam lengths in inches and threads by tex when the import says so', async () => {
    const response = await importRows(
      planner,
      [row('Imperial 1', { 'Seam length': '10', 'Ticket/Tex': '27' })],
      { seamLengthUnit: 1, tktTexVal: 'Tex' },
    );
    expect(response.json<ImportResultDto>().error).toBe(false);
    const grid = (await t.call(planner, 'GET', '/api/styleGrid?MaxResultCount=100')).json<{
      items: (StyleGridItem & { id: number })[];
    }>().items;
    const id = grid.find((item) => item.name === 'Imperial 1')?.id;
    const operations = (
      await t.call(planner, 'GET', `/api/getOperations?styleId=${id}&seamLengthUnit=0`)
    ).json<{ seamLength: number }[]>();
    expect(operations[0]?.seamLength).toBe(25.4);
  });

  it('keeps each tenant’s import and progress to itself, and needs the permission', async () => {
    const progressId = randomUUID();
    await importRows(planner, [row('Private 1')], { progressId });
    expect((await t.call(outsider, 'GET', `/api/import/progress/${progressId}`)).statusCode).toBe(
      404,
    );
    expect((await importRows(viewer, [row('Viewer 1')])).statusCode).toBe(403);
    // The other tenant has no such style: the same name imports there.
    expect((await importRows(outsider, [row('Private 1')])).json<ImportResultDto>().error).toBe(
      false,
    );
  });
});
