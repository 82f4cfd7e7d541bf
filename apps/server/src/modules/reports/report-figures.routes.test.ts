import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  permissionsOfSide,
  plannerPermissions,
  type SingleGarmentReportDto,
  type StitchTypeDto,
} from '@spool/contracts';
import { getStitchType, plainFigure } from '@spool/domain';
import { parseCsv } from '../../platform/files/csv.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  insertStyle,
  lockstitchWrite,
  styleInput,
  tenantWithThreads,
  type FixtureOperation,
  type SeededThread,
} from '../../testing/style-fixtures.js';
import { pdfText } from '../../testing/pdf-tools.js';

/**
 * One number everywhere: a style's reports print every figure with the same
 * digits in the PDF and in the CSV, in Metric and in Imperial; and the catalogue's
 * default component names are translated in a report in another language, a tenant's own kept.
 */

let t: TestApp;
let tenant: string;
let planner: string;
let admin: string;
let chino: number;
let workDir: string;
let corespun: SeededThread;
let spun: SeededThread;

/** Lines named after the catalogue: the needle on corespun, the others on spun polyester. */
const linesOf = (code: string) =>
  getStitchType(code).components.map((component, index) => ({
    needleName: component.name,
    ...(index === 0 ? corespun : spun),
    shade: 'Navy',
  }));

/**
 * Five stitch families. The back rise's looper thread is 41 cm per 10 cm x 100 cm x 1.15 =
 * 4.715 m, 4.714999... in floating point: the PDF printed 4.71 where the CSV had 4.72. The
 * fly's thread is 2.645 m the same way.
 */
const chinoOperations = (): FixtureOperation[] =>
  [
    { description: 'Side seam', stitchTypeCode: '301', seamLengthCm: 60, rate: 12, machines: 2 },
    { description: 'Back rise', stitchTypeCode: '401', seamLengthCm: 100, rate: 11 },
    { description: 'Fly', stitchTypeCode: '401', seamLengthCm: 45, rate: 11 },
    { description: 'Overlock', stitchTypeCode: '504', seamLengthCm: 60, rate: 12, bightMm: 4 },
    { description: 'Hem', stitchTypeCode: '406', seamLengthCm: 104, rate: 12, bightMm: 6.4 },
    { description: 'Bartack', stitchTypeCode: '1012', seamLengthCm: 10, rate: 11, quantity: 4 },
  ].map((operation) => ({
    seamThicknessMm: operation.stitchTypeCode === '401' ? 1 : 1.5,
    ...operation,
    lines: linesOf(operation.stitchTypeCode),
  }));

beforeAll(async () => {
  t = await createTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'spool-report-figures-'));
  ({ tenantId: tenant, corespun, spun } = await tenantWithThreads(t.database, 'Atlas Garments'));
  chino = (
    await insertStyle(t.database, tenant, {
      name: 'Chino',
      quantity: 1200,
      productionLines: 2,
      operations: chinoOperations(),
    })
  ).styleId;
  planner = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'planner',
    permissions: plannerPermissions,
  });
  admin = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'admin',
    permissions: permissionsOfSide('tenant'),
  });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await t?.dispose();
});

const get = (url: string, language = 'en') =>
  t.call(planner, 'GET', url, undefined, { 'accept-language': language });

let files = 0;
async function reportPdfText(url: string, language = 'en'): Promise<string> {
  const response = await get(url, language);
  expect(response.statusCode).toBe(200);
  files += 1;
  const file = join(workDir, `report-${files}.pdf`);
  await writeFile(file, response.rawPayload);
  return pdfText(file);
}

async function reportCsvRows(url: string, language = 'en'): Promise<string[][]> {
  const response = await get(url, language);
  expect(response.statusCode).toBe(200);
  return parseCsv(response.body);
}

const cells = (line: string) => line.trim().split(/\s+/);
/** A figure as the PDF prints it in English, without its thousands separators. */
const ungrouped = (cell: string | undefined) => cell?.replace(/,/g, '');

/** The rows after the header row that starts with `first`, up to the next empty row. */
function section(rows: string[][], first: string): string[][] {
  const header = rows.findIndex((row) => row[0] === first);
  expect(header, first).toBeGreaterThanOrEqual(0);
  const end = rows.findIndex((row, index) => index > header && row.every((cell) => cell === ''));
  return rows.slice(header + 1, end < 0 ? undefined : end);
}

/** The PDF's operation summary: each operation's row and the rows of its component lines. */
function pdfOperations(text: string, descriptions: readonly string[]) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const starts = descriptions.map((description) =>
    lines.findIndex((line) => new RegExp(`^\\s*\\d+\\s+${description}\\s+\\d`).test(line)),
  );
  return descriptions.map((description, index) => {
    const start = starts[index] ?? -1;
    expect(start, description).toBeGreaterThanOrEqual(0);
    const next =
      starts[index + 1] ??
      lines.findIndex((line, at) => at > start && line.includes('Total consumption'));
    // A component's row ends with its thread; a brand too long for its cell goes on below.
    const componentRows = lines
      .slice(start + 1, next)
      .map(cells)
      .filter((row) => /^[\d,]+\.\d\d$/.test(row.at(-1) ?? ''));
    return { row: cells(lines[start] ?? ''), lines: componentRows };
  });
}

async function setSeamLengthUnit(value: '0' | '1') {
  const response = await t.call(admin, 'POST', '/api/userAdminSetting', {
    field: 'SeamLengthUnit',
    value,
  });
  expect(response.statusCode).toBe(200);
}

describe.each([
  ['Metric', '0'],
  ['Imperial', '1'],
] as const)('a style’s figures in %s', (unit, code) => {
  beforeAll(() => setSeamLengthUnit(code));
  afterAll(() => setSeamLengthUnit('0'));

  it('prints every figure of the Single Garment report with the same digits in the PDF and the CSV', async () => {
    const data = (
      await get(`/api/report/singleGarmentPdf/${chino}`)
    ).json<SingleGarmentReportDto>();
    const csv = section(await reportCsvRows(`/api/report/singleGarment/${chino}`), 'Operation');
    const descriptions = data.operationSummary.map((operation) => operation.description);
    const pdf = pdfOperations(
      await reportPdfText(`/api/report/singleGarment/${chino}?format=pdf`),
      descriptions,
    );
    data.operationSummary.forEach((operation, index) => {
      const csvLines = csv.filter((row) => row[0] === operation.description);
      const [first] = csvLines;
      const printed = pdf[index];
      // The PDF's operation row: number, description, stitch code, the inputs the stitch asks,
      // machines and the operation's thread; the CSV repeats the inputs on each line.
      const inputs = [first?.[2], first?.[3], first?.[4]].filter((cell) => cell !== '');
      expect(printed?.row.slice(-inputs.length - 2, -1), operation.description).toEqual([
        ...inputs,
        String(operation.machines),
      ]);
      expect(printed?.row.at(-1)).toBe(plainFigure('threadLength', operation.threadConsumption));
      expect(printed?.lines.map((line) => line.at(-1))).toEqual(csvLines.map((row) => row.at(-1)));
    });
    // Thread lengths with two decimals, the inputs to hundredths at most: nothing raw.
    for (const row of csv) {
      expect(row[12], row.join()).toMatch(/^\d+\.\d\d$/);
      for (const input of row.slice(2, 5)) expect(input).toMatch(/^(\d+(\.\d{1,2})?)?$/);
    }
    const byDescription = (description: string) =>
      csv.filter((row) => row[0] === description).map((row) => row.slice(2, 5));
    if (unit === 'Metric') {
      // The back rise's 4.715 m, printed as 4.72 in both, and the fly's 2.645 as 2.65.
      expect(csv.find((row) => row[0] === 'Back rise' && row[6] === 'Looper thread')?.[12]).toBe(
        '4.72',
      );
      expect(pdf[2]?.row.at(-1)).toBe('2.65');
      expect(byDescription('Overlock')[0]).toEqual(['60', '12', '4']);
    } else {
      // 60 cm, 12 per 3 cm, 4 mm: 23.62 inch, 10.16 per inch, 0.16 inch, as the screens show.
      expect(byDescription('Overlock')[0]).toEqual(['23.62', '10.16', '0.16']);
      expect(pdf[3]?.row).toEqual(expect.arrayContaining(['23.62', '10.16', '0.16']));
      expect(byDescription('Hem')[0]).toEqual(['40.94', '10.16', '0.25']);
    }
  });

  it('prints the Thread Usage report’s lengths, prices and costs with the same digits in the PDF and the CSV', async () => {
    const rows = await reportCsvRows(`/api/report/threadUsage/${chino}`);
    const text = await reportPdfText(`/api/report/threadUsage/${chino}?format=pdf`);
    // Each thread's row in the requirement table, then in the unused thread table.
    const pdfRows = (article: string) =>
      text
        .split('\n')
        .filter((line) => cells(line).includes(article))
        .map((line) => cells(line).map(ungrouped));
    // The threads' rows, without the total and the average cost under them.
    const requirement = section(rows, 'Brand').filter((row) => row.length === 8 && row[1] !== '');
    expect(requirement).toHaveLength(2);
    for (const [brand, article, , , quantity, packageUnit, price, cost] of requirement) {
      const [length, lengthUnit] = (packageUnit ?? '').split(' ');
      expect(brand).not.toBe('');
      expect(pdfRows(article ?? '')[0]?.slice(-5)).toEqual([
        quantity,
        length,
        lengthUnit,
        price === '' ? '–' : price,
        cost === '' ? '–' : cost,
      ]);
    }
    const unused = section(rows, 'Article');
    for (const [article, , , , thread, part, extra, needed, full] of unused.slice(0, -1)) {
      expect(pdfRows(article ?? '')[1]?.slice(-5)).toEqual([needed, full, part, extra, thread]);
    }
    const total = unused.at(-1) ?? [];
    expect(
      ungrouped(
        cells(text.split('\n').find((line) => line.includes('Total unused thread')) ?? '').at(-1),
      ),
    ).toBe(total[4]);
  });
});

describe('component names in a report in another language', () => {
  it('shows the catalogue’s default names translated and a name the tenant gave as typed', async () => {
    // The tenant renames the bobbin line of its 301; an operation saved since carries that name.
    const stitchTypes = (await t.call(admin, 'GET', '/api/stitchType')).json<StitchTypeDto[]>();
    const lockstitch = stitchTypes.find((stitch) => stitch.code === '301');
    const renamed = await t.call(admin, 'PUT', `/api/stitchType/${lockstitch?.id}`, {
      name: lockstitch?.name,
      lineNames: ['Needle thread', 'Canette maison'],
    });
    expect(renamed.statusCode).toBe(200);
    const created = await t.call(planner, 'POST', '/api/style', styleInput('Chemise'));
    expect(created.statusCode).toBe(201);
    const styleId = created.json<{ id: number }>().id;
    const saved = await t.call(
      planner,
      'POST',
      '/api/saveOperation',
      lockstitchWrite(styleId, 'Couture de côté', [
        { needleName: 'Needle thread', ...corespun, shade: 'Navy' },
        { needleName: 'Canette maison', ...corespun, shade: 'Navy' },
      ]),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const csv = section(
      await reportCsvRows(`/api/report/singleGarment/${styleId}`, 'fr'),
      'Opération',
    );
    expect(csv.map((row) => row[6])).toEqual(['Fil d’aiguille', 'Canette maison']);
    const pdf = await reportPdfText(`/api/report/singleGarment/${styleId}?format=pdf`, 'fr');
    expect(pdf).toContain('Fil d’aiguille');
    expect(pdf).toContain('Canette maison');
    expect(pdf).not.toContain('Needle thread');
    // In English the default name reads as the catalogue spells it.
    const english = section(
      await reportCsvRows(`/api/report/singleGarment/${styleId}`),
      'Operation',
    );
    expect(english.map((row) => row[6])).toEqual(['Needle thread', 'Canette maison']);
  });
});
