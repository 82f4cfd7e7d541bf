import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Permissions,
  type CostFileDto,
  type ErrorResponse,
  type ImportResultDto,
  type SpreadsheetFileDto,
} from '@spool/contracts';
import { inTenantTransaction } from '../../../platform/db/tenant-transaction.js';
import { seedTenantCatalogue } from '../../catalogue/index.js';
import { brands, packageSizes, ticketTexes } from '../../../platform/db/schema/reference.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { createTestUser } from '../../../testing/test-database.js';
import { costFileSchema, lookUpPackagePrice } from '@spool/domain';
import { createCostFileRepository } from './cost-file.repository.js';
import { base64JsonBodyLimit } from '../../../platform/http/large-json-bodies.js';

const costFileJsonBodyLimit = base64JsonBodyLimit(5 * 1024 * 1024);

type Cell = string | number | null;

let t: TestApp;
let tenantA: string;
let tenantB: string;
let adminA: string;
let adminB: string;
let plannerA: string;
let readerA: string;
let nobodyA: string;

const header = ['Brand', 'Article', 'Colour group', 'Package size (m)', 'Unit', 'Price (USD)'];
const goodRows: Cell[][] = [
  ['Northstar Corespun', 'NSC120-5K', 'C', 5000, 'm', 4.25],
  ['Northstar Corespun', 'NSC120-5K', 'B', 5000, 'm', 4.1],
  ['Lumen Spun Polyester', 'LSP150-4K', 'W', 4000, 'yd', 3],
  ['Heritage Textured Nylon', '', 'N', 10000, 'm', 12.5],
];

beforeAll(async () => {
  t = await createTestApp();
  tenantA = (await t.database.createTenant('Cost A')).id;
  tenantB = (await t.database.createTenant('Cost B')).id;
  await inTenantTransaction(t.database, tenantA, seedTenantCatalogue);
  await inTenantTransaction(t.database, tenantB, seedTenantCatalogue);
  // A brand whose name mixes scripts: LibreOffice writes such cells as rich text.
  await inTenantTransaction(t.database, tenantA, async (tx) => {
    const [brand] = await tx
      .insert(brands)
      .values({ name: 'Ünïcödé 中文 Thread' })
      .returning({ id: brands.id });
    const [ticketTex] = await tx
      .insert(ticketTexes)
      .values({ brandId: brand?.id ?? 0, ticket: 120, tex: 27 })
      .returning({ id: ticketTexes.id });
    await tx
      .insert(packageSizes)
      .values({ ticketTexId: ticketTex?.id ?? 0, lengthM: 3000, article: '中文-120' });
  });
  const both = [Permissions.Catalogue, Permissions.SettingsUpdate];
  const user = (tenantId: string, userName: string, permissions: string[], accountType?: number) =>
    createTestUser(t.database, {
      tenantId,
      userName,
      permissions,
      ...(accountType !== undefined && { accountType }),
    });
  const a = await user(tenantA, 'cost.admin.a', both, 101);
  const b = await user(tenantB, 'cost.admin.b', both, 101);
  const planner = await user(tenantA, 'cost.planner.a', both);
  const reader = await user(tenantA, 'cost.reader.a', [Permissions.Catalogue], 101);
  const nobody = await user(tenantA, 'cost.nobody.a', [], 101);
  adminA = await t.issueToken({ sub: a, tenantid: tenantA, account_type: 101 });
  adminB = await t.issueToken({ sub: b, tenantid: tenantB, account_type: 101 });
  plannerA = await t.issueToken({ sub: planner, tenantid: tenantA });
  readerA = await t.issueToken({ sub: reader, tenantid: tenantA, account_type: 101 });
  nobodyA = await t.issueToken({ sub: nobody, tenantid: tenantA, account_type: 101 });
});
afterAll(() => t?.dispose());

async function workbook(rows: readonly (readonly Cell[])[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Prices');
  rows.forEach((row, index) =>
    row.forEach((value, column) => {
      if (value !== null) sheet.getCell(index + 1, column + 1).value = value;
    }),
  );
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readSheet(file: SpreadsheetFileDto) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.from(file.content, 'base64') as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

const sheetRows = (sheet: ExcelJS.Worksheet) => {
  const rows: Cell[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      Array.from({ length: 6 }, (_, index) => {
        const value = row.getCell(index + 1).value;
        return typeof value === 'number' || typeof value === 'string' ? value : null;
      }),
    );
  });
  return rows;
};

const get = (token: string | undefined, url: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language, ...(token && { authorization: `Bearer ${token}` }) },
  });

const upload = (
  token: string | undefined,
  file: Buffer | string,
  options: { name?: string; language?: string; importType?: number } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/import',
    headers: {
      'accept-language': options.language ?? 'en',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    payload: {
      importType: options.importType ?? 2,
      name: options.name ?? 'Cost-file-2026-11-21.xlsx',
      file: typeof file === 'string' ? file : file.toString('base64'),
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    },
  });

const costFileOf = async (token: string) => (await get(token, '/api/costFile')).json<CostFileDto>();
const pricesOf = async (token: string) =>
  (await costFileOf(token)).entries.map((entry) => [
    entry.brand,
    entry.article,
    entry.colourGroup,
    entry.packageSize,
    entry.unit,
    entry.price,
  ]);

const errorOf = (response: { json: <T>() => T }) => response.json<ErrorResponse>().error;

/** The comments of the answer, as "row:column comment". */
const commentsOf = (result: ImportResultDto) =>
  result.rows.flatMap((row) =>
    row.cells.map((cell) => `${row.index}:${cell.index} ${cell.comment}`),
  );

describe('the cost file: who may use it', () => {
  it('answers 401 without a token', async () => {
    expect((await get(undefined, '/api/costFile')).statusCode).toBe(401);
    expect((await get(undefined, '/api/report/getCostFileReport')).statusCode).toBe(401);
    expect((await upload(undefined, await workbook([header]))).statusCode).toBe(401);
  });

  it('refuses a user whose account type is not 101, even with the permissions (403)', async () => {
    for (const response of [
      await get(plannerA, '/api/costFile'),
      await get(plannerA, '/api/report/getCostFileReport'),
      await get(plannerA, '/api/report/getCostFileReport?template=true'),
      await upload(plannerA, await workbook([header, ...goodRows])),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('Spool:Forbidden');
    }
    expect(await pricesOf(adminA)).toEqual([]);
  });

  it('needs Spool.Catalogue to read and download, Spool.Settings.Update to upload', async () => {
    expect((await get(nobodyA, '/api/costFile')).statusCode).toBe(403);
    expect((await get(nobodyA, '/api/report/getCostFileReport')).statusCode).toBe(403);
    expect((await get(readerA, '/api/costFile')).statusCode).toBe(200);
    expect((await get(readerA, '/api/report/getCostFileReport')).statusCode).toBe(200);
    const refused = await upload(readerA, await workbook([header, ...goodRows]));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('Spool:Forbidden');
  });
});

describe('the cost file: documentation', () => {
  it('is in the OpenAPI document, upload body and all', async () => {
    const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = spec.json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/costFile', '/api/report/getCostFileReport', '/api/import']),
    );
    expect(JSON.stringify(paths['/api/import']?.['post']?.requestBody)).toContain('importType');
  });
});

describe('the cost file: downloads', () => {
  it('offers a blank template: every package size of every brand once per colour group', async () => {
    const response = await get(adminB, '/api/report/getCostFileReport?template=true');
    expect(response.statusCode).toBe(200);
    const file = response.json<SpreadsheetFileDto>();
    expect(file.fileName).toMatch(/^Cost-file-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.fileName).toBe(`Cost-file-${new Date().toISOString().slice(0, 10)}.xlsx`);
    const rows = sheetRows(await readSheet(file));
    expect(rows[0]).toEqual(header);
    // Six package sizes in the example range, five colour groups each.
    expect(rows).toHaveLength(1 + 6 * 5);
    expect(rows.slice(1, 7)).toEqual([
      ['Heritage Textured Nylon', 'HTN160-10K', 'C', 10000, 'm', null],
      ['Heritage Textured Nylon', 'HTN160-10K', 'B', 10000, 'm', null],
      ['Heritage Textured Nylon', 'HTN160-10K', 'N', 10000, 'm', null],
      ['Heritage Textured Nylon', 'HTN160-10K', 'U', 10000, 'm', null],
      ['Heritage Textured Nylon', 'HTN160-10K', 'W', 10000, 'm', null],
      ['Lumen Spun Polyester', 'LSP120-5K', 'C', 5000, 'm', null],
    ]);
  });

  it('downloads the complete cost data: only the header before any upload', async () => {
    const response = await get(adminB, '/api/report/getCostFileReport');
    expect(response.statusCode).toBe(200);
    expect(sheetRows(await readSheet(response.json<SpreadsheetFileDto>()))).toEqual([header]);
  });

  it('names the columns in the caller’s language', async () => {
    const file = (
      await get(adminB, '/api/report/getCostFileReport?template=true', 'es')
    ).json<SpreadsheetFileDto>();
    expect(sheetRows(await readSheet(file))[0]).toEqual([
      'Marca',
      'Artículo',
      'Grupo de color',
      'Tamaño del cono (m)',
      'Unidad',
      'Precio (USD)',
    ]);
  });
});

describe('the cost file: uploads', () => {
  it('saves a good file: its prices, name and date, and downloads them again', async () => {
    const before = Date.now();
    const response = await upload(adminA, await workbook([header, ...goodRows]), {
      name: 'Prices November.xlsx',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportResultDto>()).toEqual({
      error: false,
      message: 'Data Saved Successfully',
      rows: [],
      savedRows: 4,
      savedStyles: 0,
      markedFile: null,
    });
    const costFile = await costFileOf(adminA);
    expect(costFile.name).toBe('Prices November.xlsx');
    expect(costFile.currencyUnit).toBe('USD');
    expect(Date.parse(costFile.lastUpdatedTime ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const expected = [
      ['Heritage Textured Nylon', '', 'N', 10000, 'm', 12.5],
      ['Lumen Spun Polyester', 'LSP150-4K', 'W', 4000, 'yd', 3],
      ['Northstar Corespun', 'NSC120-5K', 'C', 5000, 'm', 4.25],
      ['Northstar Corespun', 'NSC120-5K', 'B', 5000, 'm', 4.1],
    ];
    expect(await pricesOf(adminA)).toEqual(expected);
    const download = (
      await get(adminA, '/api/report/getCostFileReport')
    ).json<SpreadsheetFileDto>();
    expect(sheetRows(await readSheet(download))).toEqual([header, ...expected]);

    // The prices are what the domain prices threads with.
    const pricing = costFileSchema.parse(
      await inTenantTransaction(t.database, tenantA, (tx) =>
        createCostFileRepository(tx).findCostFileForPricing(),
      ),
    );
    const brandId = (name: string) =>
      costFile.entries.find((entry) => entry.brand === name)?.brandId ?? 0;
    const thread = { packageUnit: 'm', packageLength: 5000 } as const;
    expect(
      lookUpPackagePrice(pricing, {
        ...thread,
        brandId: brandId('Northstar Corespun'),
        article: 'NSC120-5K',
        colourGroup: 'B',
      }),
    ).toEqual({ status: 'found', price: 4.1 });
    expect(
      lookUpPackagePrice(pricing, {
        ...thread,
        packageLength: 10000,
        brandId: brandId('Heritage Textured Nylon'),
        article: 'HTN160-10K',
        colourGroup: 'N',
      }),
    ).toEqual({ status: 'found', price: 12.5 });
  });

  it('replaces every price with the new file’s, and takes a downloaded file back as it is', async () => {
    const download = (
      await get(adminA, '/api/report/getCostFileReport')
    ).json<SpreadsheetFileDto>();
    const again = await upload(adminA, download.content, { name: download.fileName });
    expect(again.json<ImportResultDto>()).toMatchObject({ error: false, savedRows: 4 });

    const response = await upload(adminA, await workbook([header, goodRows[0] ?? []]));
    expect(response.json<ImportResultDto>().savedRows).toBe(1);
    expect(await pricesOf(adminA)).toEqual([
      ['Northstar Corespun', 'NSC120-5K', 'C', 5000, 'm', 4.25],
    ]);
  });

  it('leaves out blank rows and rows without a price; a file without any price is refused', async () => {
    const template = (
      await get(adminA, '/api/report/getCostFileReport?template=true')
    ).json<SpreadsheetFileDto>();
    const empty = await upload(adminA, template.content);
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toEqual({
      code: 'Spool.Settings:CostFileEmpty',
      message: 'The sheet has no prices. Fill in at least one price and upload it again.',
    });

    const response = await upload(
      adminA,
      await workbook([
        header,
        [],
        ['Northstar Corespun', 'NSC180-5K', 'U', 5000, 'm', null],
        goodRows[1] ?? [],
      ]),
    );
    expect(response.json<ImportResultDto>().savedRows).toBe(1);
    expect(await pricesOf(adminA)).toEqual([
      ['Northstar Corespun', 'NSC120-5K', 'B', 5000, 'm', 4.1],
    ]);
  });

  it('marks every wrong cell with its comment, answers the marked file, and changes nothing', async () => {
    const before = await costFileOf(adminA);
    const response = await upload(
      adminA,
      await workbook([
        header,
        ['Acme Threads', 'ACME-1', 'C', 5000, 'm', 4], // 2
        ['Northstar Corespun', 'NSC120-5K', 'Red', 5000, 'm', 4], // 3
        ['Northstar Corespun', 'NSC120-5K', 'C', 'five thousand', 'm', 4], // 4
        ['Northstar Corespun', '', 'B', 1000, 'm', 4], // 5
        ['Northstar Corespun', 'LSP120-5K', 'C', 5000, 'm', 4], // 6
        ['Northstar Corespun', 'NSC180-5K', 'C', 5000, 'cones', 4], // 7
        ['Lumen Spun Polyester', 'NSC180-5K', 'C', 5000, 'm', 4], // 8
        ['Northstar Corespun', 'NSC180-5K', 'B', 5000, 'm', 4.255], // 9
        ['', 'NSC180-5K', 'N', 5000, 'm', 4], // 10
        ['Northstar Corespun', 'NSC120-2K5', 'C', 2500, 'm', 2], // 11
        ['Northstar Corespun', 'NSC120-2K5', 'C', 2500, 'm', 2.5], // 12
        ['Northstar Corespun', 'X'.repeat(31), 'C', 5000, 'm', 4], // 13
        ['Northstar Corespun', 'NSC120-2K5', 'W', 5000, 'm', 2], // 14
      ]),
    );
    expect(response.statusCode).toBe(200);
    const result = response.json<ImportResultDto>();
    expect(result.error).toBe(true);
    expect(result.message).toBe('There are Some Errors in the sheet please check');
    expect(result.savedRows).toBe(0);
    expect(commentsOf(result)).toEqual([
      '2:1 Thread brand not found.',
      '3:3 Colour group invalid. Use C, B, N, U or W.',
      '4:4 Package size invalid. Enter the length in metres.',
      '5:4 Package size invalid. Enter the length in metres.',
      '6:2 This article is not a thread of this brand.',
      '7:5 Unit invalid. Use m or yd.',
      '8:2 This article is not a thread of this brand.',
      '9:6 The price must be a positive number with at most 2 decimals.',
      '10:1 Should not be empty.',
      '12:1 This brand, article, colour group and package size already has a price in row 11.',
      '13:2 Length cannot exceed 30 characters.',
      '14:4 Package size invalid. Enter the length in metres.',
    ]);
    expect(result.rows.every((row) => row.cells.every((cell) => cell.color === '#FFC7CE'))).toBe(
      true,
    );

    const marked = result.markedFile;
    expect(marked?.fileName).toBe('Cost-file-2026-11-21-errors.xlsx');
    if (!marked) throw new Error('no marked file');
    const sheet = await readSheet(marked);
    expect(sheet.getCell('C3').value).toBe('Red');
    expect(sheet.getCell('C3').fill).toMatchObject({
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: 'FFFFC7CE' },
    });
    expect(sheet.getCell('C3').note).toBe('Colour group invalid. Use C, B, N, U or W.');
    expect(sheet.getCell('F9').value).toBe(4.255);
    expect(sheet.getCell('F9').note).toBe(
      'The price must be a positive number with at most 2 decimals.',
    );
    expect(sheet.getCell('A3').note).toBeUndefined();
    expect(sheet.getCell('A1').value).toBe('Brand');

    expect(await costFileOf(adminA)).toEqual(before);
  });

  it('marks a wrong package size or an unknown brand on its own cell, not on the article its rows share', async () => {
    const before = await costFileOf(adminA);
    const response = await upload(
      adminA,
      await workbook([
        header,
        ['Northstar Corespun', 'NSC120-5K', 'C', 5001, 'm', 4.25], // 2: a mistyped size
        ['Northstar Corspun', 'NSC120-5K', 'B', 5000, 'm', 4.1], // 3: a mistyped brand
        ['Northstar Corespun', 'NSC120-5K', 'N', 5000, 'm', 4.1],
        ['Northstar Corespun', 'NSC120-5K', 'U', 5000, 'm', 4.1],
        ['Northstar Corespun', 'NSC120-5K', 'W', 4000, 'm', 4.1], // 6: a size it is not sold in
      ]),
    );
    const result = response.json<ImportResultDto>();
    expect(commentsOf(result)).toEqual([
      '2:4 Package size invalid. Enter the length in metres.',
      '3:1 Thread brand not found.',
      '6:4 Package size invalid. Enter the length in metres.',
    ]);
    const marked = result.markedFile;
    if (!marked) throw new Error('no marked file');
    const sheet = await readSheet(marked);
    for (const cell of ['B2', 'B3', 'B4', 'B5', 'B6'])
      expect(sheet.getCell(cell).note).toBeUndefined();
    expect(sheet.getCell('D2').note).toBe('Package size invalid. Enter the length in metres.');
    expect(sheet.getCell('A3').note).toBe('Thread brand not found.');
    expect(await costFileOf(adminA)).toEqual(before);
  });

  it('checks the header: "Incorrect column / Expected column named ..."', async () => {
    const response = await upload(
      adminA,
      await workbook([
        ['Brand', 'Colour group', 'Article', 'Package size (m)', 'Unit', 'Price (EUR)', 'Notes'],
        ['Acme Threads', 'X', 'C', 1, 'm', 4],
      ]),
    );
    const result = response.json<ImportResultDto>();
    expect(result.error).toBe(true);
    expect(result.message).toBe('Upload format is not valid');
    expect(commentsOf(result)).toEqual([
      '1:2 Incorrect column. Expected column named "Article".',
      '1:3 Incorrect column. Expected column named "Colour group".',
      '1:6 Incorrect column. Expected column named "Price (USD)".',
      '1:7 Incorrect column. Expected no column after "Price (USD)".',
    ]);
    const sheet = await readSheet(
      result.markedFile ?? {
        fileName: '',
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: '',
      },
    );
    expect(sheet.getCell('G1').value).toBe('Notes');
    expect(sheet.getCell('G1').note).toBe(
      'Incorrect column. Expected no column after "Price (USD)".',
    );
  });

  it('answers and comments in the caller’s language, and accepts headers in any of them', async () => {
    const spanish = [
      'Marca',
      'Artículo',
      'Grupo de color',
      'Tamaño del cono (m)',
      'Unidad',
      'Precio (USD)',
    ];
    const response = await upload(
      adminA,
      await workbook([spanish, ['Acme Threads', 'NSC120-5K', 'C', 5000, 'm', 4]]),
      { language: 'es' },
    );
    const result = response.json<ImportResultDto>();
    expect(result.message).toBe('Hay algunos errores en la hoja, revísela');
    expect(commentsOf(result)).toEqual(['2:1 No se encontró la marca de hilo.']);
    const saved = await upload(adminA, await workbook([spanish, ...goodRows]), { language: 'es' });
    expect(saved.json<ImportResultDto>()).toMatchObject({
      error: false,
      message: 'Datos guardados correctamente',
    });
  });

  it('refuses a file that is not an .xlsx workbook', async () => {
    for (const file of [
      Buffer.from('Brand,Article,Colour group\nNorthstar Corespun,NSC120-5K,C\n'),
      Buffer.from('PK\u0003\u0004 not really a zip'),
      'this is not base64 at all!',
    ]) {
      const response = await upload(adminA, file);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'Spool.Settings:CostFileNotXlsx',
        message:
          'This file is not an Excel workbook (.xlsx). Please make sure that you are using the right template for cost file upload.',
      });
    }
  });

  it('refuses a sheet without a header row ("Upload format is not valid")', async () => {
    const response = await upload(adminA, await workbook([[null], [null, 'Northstar']]));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'Spool.Settings:CostFileFormatInvalid',
      message: 'Upload format is not valid',
    });
  });

  it('refuses a file larger than 5 MB (413)', async () => {
    const tooBig = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    const response = await upload(adminA, tooBig);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({
      code: 'Spool.Settings:CostFileTooLarge',
      message: 'The file is larger than 5 MB.',
    });
    const hugeBody = await t.app.inject({
      method: 'POST',
      url: '/api/import',
      headers: { authorization: `Bearer ${adminA}`, 'content-type': 'application/json' },
      payload: `{"importType":2,"name":"x.xlsx","file":"${'A'.repeat(costFileJsonBodyLimit)}"}`,
    });
    expect(hugeBody.statusCode).toBe(413);
    // Too large to read at all: the import's own answer, in the same words.
    expect(errorOf(hugeBody)).toEqual({
      code: 'Spool.Import:TooLarge',
      message: 'The file is larger than 5 MB.',
    });
  });

  it('refuses a sheet with more than 20,000 rows, and takes 20,000', async () => {
    const unpriced = (count: number) =>
      Array.from({ length: count }, (_, index): Cell[] => [
        'Northstar Corespun',
        `A${index}`,
        'C',
        5000,
        'm',
        null,
      ]);
    const tooMany = await upload(
      adminA,
      await workbook([header, goodRows[0] ?? [], ...unpriced(20_000)]),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany)).toEqual({
      code: 'Spool.Settings:CostFileTooManyRows',
      message: 'The sheet has more than 20000 rows.',
    });
    // Rows without a price count, and are left out.
    const most = await upload(
      adminA,
      await workbook([header, goodRows[0] ?? [], ...unpriced(19_999)]),
    );
    expect(most.json<ImportResultDto>()).toMatchObject({ error: false, savedRows: 1 });
  }, 120_000);

  it('refuses another import type and an empty name (400)', async () => {
    const file = await workbook([header, ...goodRows]);
    const wrongType = await upload(adminA, file, { importType: 1 });
    expect(wrongType.statusCode).toBe(400);
    expect(errorOf(wrongType).code).toBe('Spool:ValidationError');
    const noName = await upload(adminA, file, { name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName).validationErrors?.flatMap((problem) => problem.members)).toEqual([
      'name',
    ]);
  });
});

describe('the cost file: tenants', () => {
  it('keeps each tenant’s prices to itself', async () => {
    await upload(adminA, await workbook([header, ...goodRows]));
    const pricesOfA = await pricesOf(adminA);
    expect(pricesOfA).toHaveLength(4);
    expect(await pricesOf(adminB)).toEqual([]);
    const download = (
      await get(adminB, '/api/report/getCostFileReport')
    ).json<SpreadsheetFileDto>();
    expect(sheetRows(await readSheet(download))).toEqual([header]);

    // A brand only tenant A has is "not found" for tenant B.
    const refused = await upload(
      adminB,
      await workbook([header, ['Ünïcödé 中文 Thread', '中文-120', 'C', 3000, 'm', 1]]),
    );
    expect(commentsOf(refused.json<ImportResultDto>())).toEqual(['2:1 Thread brand not found.']);

    await upload(
      adminB,
      await workbook([header, ['Northstar Corespun', 'NSC180-5K', 'W', 5000, 'm', 9]]),
      {
        name: 'B.xlsx',
      },
    );
    expect(await pricesOf(adminB)).toEqual([
      ['Northstar Corespun', 'NSC180-5K', 'W', 5000, 'm', 9],
    ]);
    expect(await pricesOf(adminA)).toEqual(pricesOfA);
    expect((await costFileOf(adminA)).name).toBe('Cost-file-2026-11-21.xlsx');
  });
});

describe('the cost file: made with LibreOffice', () => {
  it('uploads a CSV converted to .xlsx by LibreOffice, mixed scripts and all', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'spool-cost-file-'));
    try {
      const csv = [
        header.join(','),
        'Northstar Corespun,NSC120-5K,C,5000,m,4.25',
        'Ünïcödé 中文 Thread,中文-120,W,3000,m,1.5',
        '"Lumen Spun Polyester",,B,4000,yd,2',
      ].join('\n');
      await writeFile(join(directory, 'prices.csv'), `${csv}\n`, 'utf8');
      await convertWithLibreOffice(directory, 'prices.csv');
      const xlsx = await readFile(join(directory, 'prices.xlsx'));

      const response = await upload(adminA, xlsx, { name: 'prices.xlsx' });
      expect(response.json<ImportResultDto>()).toMatchObject({ error: false, savedRows: 3 });
      expect(await pricesOf(adminA)).toEqual([
        ['Lumen Spun Polyester', '', 'B', 4000, 'yd', 2],
        ['Northstar Corespun', 'NSC120-5K', 'C', 5000, 'm', 4.25],
        ['Ünïcödé 中文 Thread', '中文-120', 'W', 3000, 'm', 1.5],
      ]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Converts a UTF-8 CSV with LibreOffice (headless, its own profile); fails plainly when it is missing. */
async function convertWithLibreOffice(directory: string, csvName: string): Promise<void> {
  const run = promisify(execFile);
  try {
    await run(
      'libreoffice',
      [
        `-env:UserInstallation=file://${join(directory, 'profile')}`,
        '--headless',
        '--infilter=CSV:44,34,76,1',
        '--convert-to',
        'xlsx',
        '--outdir',
        directory,
        join(directory, csvName),
      ],
      { timeout: 90_000 },
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'LibreOffice is needed for this test and was not found: install it (Debian: apt-get install libreoffice-calc-nogui) so that `libreoffice` is on the PATH.',
      );
    }
    throw error;
  }
}
