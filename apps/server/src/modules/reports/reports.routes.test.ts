import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ErrorResponse,
  type SingleGarmentReportDto,
  type ThreadUsageReportDto,
} from '@spool/contracts';
import {
  consumptionPerTenForDisplay,
  defaultStitchSetting,
  estimateOperation,
  roundToHundredths,
} from '@spool/domain';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { startLibreOffice, type LibreOffice } from '../../testing/libreoffice.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import {
  insertStyle,
  tenantWithThreads,
  type FixtureOperation,
  type SeededThread,
} from '../../testing/style-fixtures.js';
import { seedTenantCatalogue } from '../catalogue/index.js';
import { customSettingStitches, customSettings } from '../../platform/db/schema/settings.js';

const run = promisify(execFile);

let t: TestApp;
let atlas: string;
let borealis: string;
let planner: string;
let outsider: string;
let noReports: string;
let shirt: number;
let incomplete: number;
let corespun: SeededThread;
let spun: SeededThread;
let workDir: string;
let office: LibreOffice;

const shirtOperations = (): FixtureOperation[] => [
  {
    description: 'Side seam',
    stitchTypeCode: '301',
    seamLengthCm: 62,
    rate: 12,
    machines: 2,
    seamThicknessMm: 1.5,
    lines: [
      { needleName: 'Needle thread', ...corespun, shade: 'Navy' },
      { needleName: 'Bobbin thread', ...corespun, shade: 'Navy' },
    ],
  },
  {
    description: 'Overlock, side',
    stitchTypeCode: '504',
    seamLengthCm: 62,
    rate: 12,
    bightMm: 4,
    seamThicknessMm: 1.5,
    lines: [
      { needleName: 'Needle thread', ...corespun, shade: 'Navy' },
      { needleName: 'Upper looper thread', ...spun, shade: 'Navy' },
      { needleName: 'Lower looper thread', ...spun, shade: 'Navy' },
    ],
  },
];

beforeAll(async () => {
  t = await createTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'spool-reports-'));
  office = await startLibreOffice();
  // Only the corespun thread has a price: the spun one shows a dash, and the cost is incomplete.
  ({ tenantId: atlas, corespun, spun } = await tenantWithThreads(t.database, 'Atlas Garments'));
  borealis = (await t.database.createTenant('Borealis Knitwear')).id;
  await inTenantTransaction(t.database, borealis, seedTenantCatalogue);
  shirt = (
    await insertStyle(t.database, atlas, {
      name: 'Oxford shirt',
      quantity: 2400,
      productionLines: 2,
      operations: shirtOperations(),
    })
  ).styleId;
  incomplete = (
    await insertStyle(t.database, atlas, {
      name: 'Unfinished polo',
      operations: [
        {
          description: 'Shoulder',
          stitchTypeCode: '301',
          seamLengthCm: 14,
          rate: 12,
          lines: [{ needleName: 'Needle thread' }, { needleName: 'Bobbin thread' }],
        },
      ],
    })
  ).styleId;
  const ids = {
    planner: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'planner',
      permissions: ['Spool.Reports'],
    }),
    outsider: await createTestUser(t.database, {
      tenantId: borealis,
      userName: 'outsider',
      permissions: ['Spool.Reports'],
    }),
    noReports: await createTestUser(t.database, {
      tenantId: atlas,
      userName: 'viewer',
      permissions: ['Spool.Catalogue'],
    }),
  };
  planner = await t.issueToken({ sub: ids.planner, tenantid: atlas });
  outsider = await t.issueToken({ sub: ids.outsider, tenantid: borealis });
  noReports = await t.issueToken({ sub: ids.noReports, tenantid: atlas });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await office?.dispose();
  await t?.dispose();
});

/** The CSV as LibreOffice Calc reads it (UTF-8, comma separated), row by row from column A. */
async function openedByLibreOffice(fileName: string, csv: Buffer): Promise<unknown[][]> {
  const sheet = (await office.openCsv({ [fileName]: csv }, 'comma'))[fileName] ?? [];
  return sheet.map((row) => row.map((cell) => cell.value));
}

const get = (token: string, url: string, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

describe('Single Garment Consumption data', () => {
  it('gives the engine’s figures for the stored operations, by brand, ticket and shade', async () => {
    const response = await get(planner, `/api/report/singleGarmentPdf/${shirt}`);
    expect(response.statusCode).toBe(200);
    const report = response.json<SingleGarmentReportDto>();
    expect(report.styleDetails).toMatchObject({
      name: 'Oxford shirt',
      customer: 'Oxford shirt buyer',
      quantity: 2400,
      noOfProductionLines: 2,
      tktOrTex: 'tkt',
    });
    expect(report.operationSummary.map((operation) => operation.stitchTypeCode)).toEqual([
      '301',
      '504',
    ]);

    // The side seam, straight through the engine with the built-in Default values.
    const [sideSeam] = shirtOperations();
    const expected = estimateOperation(
      {
        stitchTypeCode: '301',
        seamLengthCm: sideSeam?.seamLengthCm,
        ratePer3Cm: sideSeam?.rate,
        seamThicknessMm: 1.5,
        rows: 1,
        machines: 2,
        lines: [{ needleName: 'Needle thread' }, { needleName: 'Bobbin thread' }],
      },
      defaultStitchSetting('301'),
    );
    const reported = report.operationSummary[0]?.styleOperations ?? [];
    expect(reported.map((line) => line.consumptionPerTen)).toEqual(
      expected.lines.map((line) => consumptionPerTenForDisplay(line.consumptionCm, 'metric')),
    );

    const byBrand = report.threadConsumptionSummaries.map((summary) => [
      summary.brand,
      summary.ticketTex,
      summary.shade,
    ]);
    expect(byBrand).toEqual([
      ['Northstar Corespun', 120, 'Navy'],
      ['Lumen Spun Polyester', 120, 'Navy'],
    ]);
    const sum = report.threadConsumptionSummaries.reduce(
      (total, summary) => total + summary.totalThreadConsumption,
      0,
    );
    expect(report.totalConsumption).toBeCloseTo(sum, 2);
    expect(report.totalConsumption).toBeGreaterThan(0);
  });

  it('refuses a style with an incomplete operation with the specification’s message', async () => {
    const response = await get(planner, `/api/report/singleGarmentPdf/${incomplete}`);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorResponse>().error).toEqual({
      code: 'Spool.Reports:IncompleteOperationData',
      message: 'Incomplete data in operation. Can not download the report',
    });
    expect(
      (
        await get(planner, `/api/singleGarmentAndThreadUsageReportExist?styleId=${incomplete}`)
      ).json(),
    ).toBe(false);
    expect(
      (await get(planner, `/api/singleGarmentAndThreadUsageReportExist?styleId=${shirt}`)).json(),
    ).toBe(true);
  });
});

describe('Thread Usage data', () => {
  it('plans packages per thread, prices what the cost file prices, and never takes a missing price as 0', async () => {
    const response = await get(planner, `/api/report/threadGarmentPdf/${shirt}`);
    expect(response.statusCode).toBe(200);
    const report = response.json<ThreadUsageReportDto>();
    expect(report).toMatchObject({
      garments: 2400,
      productionLines: 2,
      currencyUnit: 'USD',
      machines: 3,
    });
    const [priced, unpriced] = report.threaRequirementDetails;
    expect(priced).toMatchObject({
      brand: 'Northstar Corespun',
      article: 'NSC120-5K',
      price: 4.25,
    });
    expect(priced?.cost).toBeCloseTo((priced?.quantity ?? 0) * 4.25, 2);
    expect(priced?.quantity).toBeGreaterThanOrEqual(Math.ceil((priced?.requirement ?? 0) / 5000));
    expect(unpriced).toMatchObject({
      brand: 'Lumen Spun Polyester',
      price: null,
      cost: null,
      missingPrice: 'noCostFileRow',
    });
    expect(report.hasMissingPrices).toBe(true);
    expect(report.totalCost).toBeNull();
    expect(report.averageThreadCost).toBeNull();
    expect(report.totalUnusedThread.totalUnuseThread).toBeGreaterThanOrEqual(0);
  });

  it('reconciles every thread: bought = full + part + extra, bought x package length = requirement + unused', async () => {
    const report = (
      await get(planner, `/api/report/threadGarmentPdf/${shirt}`)
    ).json<ThreadUsageReportDto>();
    const items = report.totalUnusedThread.unusedThreadItems;
    expect(items).toHaveLength(report.threaRequirementDetails.length);
    items.forEach((item, index) => {
      const thread = report.threaRequirementDetails[index];
      expect(item.packagesBought).toBe(thread?.quantity);
      expect(item.requirement).toBeCloseTo(thread?.requirement ?? Number.NaN, 9);
      expect(item.packagesBought).toBe(item.fullPackages + item.partPackages + item.extraPackages);
      expect(item.packagesBought * item.packageLength).toBeCloseTo(
        item.requirement + item.threadConsumption,
        6,
      );
    });
    // Three machines on two production lines need more packages than the length does.
    expect(report.totalUnusedThread.extraPackages).toBeGreaterThan(0);
  });
});

describe('report files', () => {
  it('writes the Single Garment CSV with a BOM, in the caller’s language, and LibreOffice reads its columns', async () => {
    const response = await get(planner, `/api/report/singleGarment/${shirt}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="SingleGarmentReport.csv"');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const rows = await openedByLibreOffice('SingleGarmentReport.csv', response.rawPayload);
    const header = rows.findIndex((row) => row[0] === 'Operation');
    expect(rows[header]).toEqual([
      'Operation',
      'Stitch type',
      'Seam length (cm)',
      'Rate (st/3 cm)',
      'Bight (mm)',
      'Machines',
      'Component',
      'Brand',
      'Tkt',
      'Shade',
      'Article',
      'Threads',
      'Thread consumption (m)',
    ]);
    const report = (
      await get(planner, `/api/report/singleGarmentPdf/${shirt}`)
    ).json<SingleGarmentReportDto>();
    const firstLine = report.operationSummary[0]?.styleOperations[0];
    expect(rows[header + 1]).toEqual([
      'Side seam',
      301,
      62,
      12,
      '',
      2,
      'Needle thread',
      'Northstar Corespun',
      120,
      'Navy',
      'NSC120-5K',
      1,
      roundToHundredths(firstLine?.threadConsumption ?? 0),
    ]);
    expect(rows.find((row) => row[0] === 'Total consumption')?.[3]).toBe(
      roundToHundredths(report.totalConsumption),
    );

    const french = await get(planner, `/api/report/singleGarment/${shirt}`, 'fr');
    expect(french.body).toContain('Consommation de fil');
  });

  it('writes the Thread Usage CSV with an empty price where the cost file has none', async () => {
    const response = await get(planner, `/api/report/threadUsage/${shirt}`);
    expect(response.headers['content-disposition']).toContain('filename="ThreadUsageReport.csv"');
    const lines = response.body.split('\r\n');
    expect(lines).toContain(
      'Brand,Article,Tkt,Shade,Quantity (packages),Unit,Price (USD),Cost (USD)',
    );
    const unpriced = lines.find((line) => line.startsWith('Lumen Spun Polyester'));
    expect(unpriced).toMatch(/^Lumen Spun Polyester,LSP120-5K,120,Navy,\d+,5000 m,,$/);
    expect(lines.find((line) => line.startsWith('Total cost'))).toBe('Total cost,,,,,,,Incomplete');
    // The unused thread keeps the specification's columns, then what reconciles each line.
    expect(lines).toContain(
      'Article,Brand,Tkt,Shade,Unused thread (m),Part packages,Extra packages,Requirement (m),Full packages',
    );
    const footnote = lines.find((line) => line.includes('How the packages add up'));
    expect(footnote).toMatch(
      /^"How the packages add up, thread by thread: packages bought \(Quantity\) = full \+ part \+ extra packages, and packages bought × package length \(Unit\) = requirement \+ unused thread\./,
    );
    // LibreOffice reads the same columns: numbers as numbers, the missing price as an empty cell.
    const rows = await openedByLibreOffice('ThreadUsageReport.csv', response.rawPayload);
    const report = (
      await get(planner, `/api/report/threadGarmentPdf/${shirt}`)
    ).json<ThreadUsageReportDto>();
    const [corespunRow, spunRow] = report.threaRequirementDetails;
    const header = rows.findIndex((row) => row[0] === 'Brand' && row[1] === 'Article');
    expect(rows[header + 1]).toEqual([
      'Northstar Corespun',
      'NSC120-5K',
      120,
      'Navy',
      corespunRow?.quantity,
      '5000 m',
      4.25,
      roundToHundredths(corespunRow?.cost ?? 0),
    ]);
    expect(rows[header + 2]).toEqual([
      'Lumen Spun Polyester',
      'LSP120-5K',
      120,
      'Navy',
      spunRow?.quantity,
      '5000 m',
    ]);
  });

  it('stores the single garment consumption for the grid when a report is made', async () => {
    const stored = await t.app.inject({
      method: 'PUT',
      url: `/api/updateSingleGarmentConsumption/${shirt}`,
      headers: { authorization: `Bearer ${planner}` },
    });
    const report = (
      await get(planner, `/api/report/singleGarmentPdf/${shirt}`)
    ).json<SingleGarmentReportDto>();
    expect(stored.json()).toEqual({ id: shirt, singleGarmentConsumption: report.totalConsumption });
  });

  it('flags a style whose setting’s stitch values changed after its last report', async () => {
    const settingId = await inTenantTransaction(t.database, atlas, async (tx) => {
      const [setting] = await tx.insert(customSettings).values({ name: 'Heavy denim' }).returning();
      return setting?.id ?? 0;
    });
    const { styleId } = await insertStyle(t.database, atlas, {
      name: 'Denim jacket',
      customSettingId: settingId,
      operations: shirtOperations(),
    });
    expect((await get(planner, `/api/report/singleGarment/${styleId}`)).statusCode).toBe(200);
    expect(
      (await get(planner, `/api/report/singleGarmentPdf/${styleId}`)).json<SingleGarmentReportDto>()
        .isTensionSettingsChanged,
    ).toBe(false);

    await inTenantTransaction(t.database, atlas, (tx) =>
      tx.insert(customSettingStitches).values({
        customSettingId: settingId,
        stitchTypeCode: '301',
        needle: 30,
        under: 20,
        top: 0,
        bightMm: null,
        wastePercent: 5,
        lastModificationTime: new Date(Date.now() + 1000),
      }),
    );
    const changed = (
      await get(planner, `/api/report/singleGarmentPdf/${styleId}`)
    ).json<SingleGarmentReportDto>();
    expect(changed.isTensionSettingsChanged).toBe(true);
    const csv = await get(planner, `/api/report/singleGarment/${styleId}`);
    expect(csv.body).toContain('The tension setting of Stitch type code/s have been changed');
  });

  it('makes the PDFs, named after the style', async () => {
    const pdf = await get(planner, `/api/report/singleGarment/${shirt}?format=pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('filename="Oxford shirt_SGC.pdf"');
    const path = join(workDir, 'sgc.pdf');
    await writeFile(path, pdf.rawPayload);
    const { stdout } = await run('pdftotext', ['-layout', path, '-']);
    expect(stdout).toContain('Oxford shirt');
    const usage = await get(planner, `/api/report/threadUsage/${shirt}?format=pdf`);
    expect(usage.headers['content-disposition']).toContain('filename="Oxford shirt_TU.pdf"');
    expect(usage.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await readFile(path)).length).toBeGreaterThan(1000);
  });

  it('refuses without the reports permission, and never shows another tenant’s style', async () => {
    expect((await get(noReports, `/api/report/singleGarmentPdf/${shirt}`)).statusCode).toBe(403);
    expect((await get(noReports, `/api/report/threadUsage/${shirt}`)).statusCode).toBe(403);
    expect((await get(outsider, `/api/report/singleGarmentPdf/${shirt}`)).statusCode).toBe(404);
    expect((await get(outsider, `/api/report/singleGarment/${shirt}`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/report/singleGarment/${shirt}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
