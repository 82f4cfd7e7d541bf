import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse, PurchasePlanDto, PurchasePlanFiguresDto } from '@spool/contracts';
import { figureFormatter, plainFigure } from '@spool/domain';
import { formulaCells, startLibreOffice, type LibreOffice } from '../../testing/libreoffice.js';
import {
  insertStyle,
  seededThread,
  tenantWithThreads,
  type FixtureOperation,
  type SeededThread,
} from '../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { pdfText, qpdfCheck } from '../../testing/pdf-tools.js';

/**
 * The files of a purchase plan, opened with the tools a buyer and a supplier
 * use: the purchase list of a brand in LibreOffice Calc, the PDF with poppler and qpdf, the CSV
 * in Calc with every option that reads formulas; each against the plan's figures endpoint.
 */

let t: TestApp;
let office: LibreOffice;
let workDir: string;
let planner: string;
let outsider: string;
let noPlans: string;
let corespun: SeededThread;
let spun: SeededThread;
let nylonBrandId: number;
let planId: number;
let hostilePlanId: number;

/** A name a spreadsheet would run as a formula (short enough for a style's customer too). */
const hostile = '=HYPERLINK("//e.vil")';

/** A 301 side seam of 60 cm on `machines` machines, needle and bobbin on one thread. */
const sideSeam = (thread: SeededThread | null, shade = 'Navy', machines = 1): FixtureOperation => ({
  description: 'Side seam',
  stitchTypeCode: '301',
  seamLengthCm: 60,
  rate: 12,
  machines,
  lines: [
    { needleName: 'Needle thread', ...thread, shade },
    { needleName: 'Bobbin thread', ...thread, shade },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  office = await startLibreOffice();
  workDir = await mkdtemp(join(tmpdir(), 'spool-plan-files-'));
  const atlas = await tenantWithThreads(t.database, 'Atlas Garments');
  ({ corespun, spun } = atlas);
  nylonBrandId = (await seededThread(t.database, atlas.tenantId, 'HTN160-10K')).brandId;
  const style = async (name: string, quantity: number, operations: FixtureOperation[]) =>
    (await insertStyle(t.database, atlas.tenantId, { name, quantity, operations })).styleId;
  const polo = await style('Polo', 1200, [sideSeam(corespun, 'Navy', 2)]);
  const chino = await style('Chino', 800, [
    sideSeam(corespun),
    { ...sideSeam(spun), description: 'Inseam', seamLengthCm: 80 },
  ]);
  const parka = await style('Parka', 300, [
    sideSeam(corespun),
    { ...sideSeam(null), description: 'Hood seam' },
  ]);
  const trap = await style(hostile, 500, [sideSeam(corespun, hostile)]);
  planner = await t.tokenOfNewUser({
    tenantId: atlas.tenantId,
    userName: 'planner',
    permissions: ['Spool.PurchasePlans', 'Spool.PurchasePlans.Create'],
  });
  noPlans = await t.tokenOfNewUser({
    tenantId: atlas.tenantId,
    userName: 'viewer',
    permissions: ['Spool.Reports'],
  });
  const other = await tenantWithThreads(t.database, 'Borealis Knitwear');
  outsider = await t.tokenOfNewUser({
    tenantId: other.tenantId,
    userName: 'outsider',
    permissions: ['Spool.PurchasePlans'],
  });
  const create = async (body: object) => {
    const created = await t.call(planner, 'POST', '/api/purchasePlans', body);
    expect(created.statusCode).toBe(201);
    return created.json<PurchasePlanDto>().id;
  };
  planId = await create({
    name: 'Spring 2027',
    note: 'Order book of March',
    needBy: '2027-02-15',
    // One after another: the packages on the machines carry over, and buying together saves.
    runMode: 'sequential',
    styles: [{ styleId: polo }, { styleId: chino, orderQuantity: 2400 }, { styleId: parka }],
  });
  hostilePlanId = await create({
    name: hostile,
    styles: [{ styleId: trap }, { styleId: polo }],
  });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await office?.dispose();
  await t?.dispose();
});

const get = (token: string, url: string, language = 'en') =>
  t.call(token, 'GET', url, undefined, { 'accept-language': language });

const figuresOf = async (id: number) =>
  (await get(planner, `/api/purchasePlans/${id}/figures`)).json<PurchasePlanFiguresDto>();

const money = (value: number) => plainFigure('money', value);
/** A figure as the English PDF prints it (grouped thousands). */
const printed = (kind: 'money' | 'threadLength', value: number) =>
  figureFormatter(kind, 'en-GB')(value);

async function saved(bytes: Buffer, name: string): Promise<string> {
  const file = join(workDir, name);
  await writeFile(file, bytes);
  return file;
}

describe('the purchase list of a brand', () => {
  it('lists each thread of the brand with the plan’s packages, unit price and amount, as Calc shows them', async () => {
    const figures = await figuresOf(planId);
    const response = await get(
      planner,
      `/api/purchasePlans/${planId}/purchaseList/${corespun.brandId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toContain(
      'filename="Spring 2027_Northstar Corespun.xlsx"',
    );
    const rows = await office.workbookAsShown(response.rawPayload);
    // The heading: brand, plan, need-by date, tenant, currency.
    expect(rows.slice(0, 5)).toEqual([
      ['Purchase list', 'Northstar Corespun', ...Array<string>(9).fill('')],
      ['Purchase plan', 'Spring 2027', ...Array<string>(9).fill('')],
      ['Need by', '2027-02-15', ...Array<string>(9).fill('')],
      ['Company', 'Atlas Garments', ...Array<string>(9).fill('')],
      ['Currency', figures.currencyUnit, ...Array<string>(9).fill('')],
    ]);
    const header = rows.findIndex((row) => row[0] === 'Article');
    expect(rows[header]).toEqual([
      'Article',
      'Shade',
      'Colour group',
      'Tkt',
      'Tex',
      'Package length',
      'Unit',
      'Packages to buy',
      `Unit price (${figures.currencyUnit})`,
      `Amount (${figures.currencyUnit})`,
      'Remark',
    ]);
    const threads = figures.threads.filter((thread) => thread.brandId === corespun.brandId);
    expect(threads.length).toBeGreaterThan(0);
    expect(rows.slice(header + 1, header + 1 + threads.length)).toEqual(
      threads.map((thread) => [
        thread.article,
        thread.shade,
        thread.colourGroup,
        '120',
        '27',
        '5000',
        'm',
        String(thread.quantity),
        money(thread.price ?? 0),
        money(thread.cost ?? 0),
        '',
      ]),
    );
    const packages = threads.reduce((sum, thread) => sum + thread.quantity, 0);
    const amount = threads.reduce((sum, thread) => sum + (thread.cost ?? 0), 0);
    expect(rows[header + 1 + threads.length]).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      String(packages),
      '',
      money(amount),
      '',
    ]);
  }, 120_000);

  it('lists a thread without a price with its price empty and marked, never leaving it out', async () => {
    const figures = await figuresOf(planId);
    const unpriced = figures.threads.find((thread) => thread.brandId === spun.brandId);
    expect(unpriced).toMatchObject({ price: null, missingPrice: 'noCostFileRow' });
    const response = await get(
      planner,
      `/api/purchasePlans/${planId}/purchaseList/${spun.brandId}`,
    );
    expect(response.statusCode).toBe(200);
    const rows = await office.workbookAsShown(response.rawPayload);
    const header = rows.findIndex((row) => row[0] === 'Article');
    expect(rows.slice(header + 1)).toEqual([
      [
        'LSP120-5K',
        'Navy',
        'C',
        '120',
        '27',
        '5000',
        'm',
        String(unpriced?.quantity),
        '',
        '',
        'No price: not in the cost file',
      ],
      ['Total', '', '', '', '', '', '', String(unpriced?.quantity), '', '0.00', 'Incomplete'],
    ]);
  }, 120_000);

  it('answers 404 with a clear message for a brand the plan does not buy, or that does not exist', async () => {
    const notInPlan = await get(
      planner,
      `/api/purchasePlans/${planId}/purchaseList/${nylonBrandId}`,
    );
    expect(notInPlan.statusCode).toBe(404);
    expect(notInPlan.json<ErrorResponse>().error).toMatchObject({
      code: 'Spool.PurchasePlans:BrandNotInPlan',
      message:
        'The brand Heritage Textured Nylon has no thread in the purchase plan “Spring 2027”.',
    });
    const unknown = await get(planner, `/api/purchasePlans/${planId}/purchaseList/987654`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorResponse>().error).toMatchObject({
      code: 'Spool.Catalogue:BrandNotFound',
      message: 'Brand 987654 does not exist.',
    });
  });
});

describe('the plan as a PDF report', () => {
  it('prints the totals and the saving of the figures endpoint, in a file qpdf finds sound', async () => {
    const figures = await figuresOf(planId);
    const response = await get(planner, `/api/purchasePlans/${planId}/report?format=pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      'filename="Spring 2027_PurchasePlan.pdf"',
    );
    const file = await saved(response.rawPayload, 'plan.pdf');
    await expect(qpdfCheck(file)).resolves.toContain('No syntax or stream encoding errors');
    const text = await pdfText(file);
    /** The figures after `label` on the line that holds it and `count` figures, nothing else. */
    const figuresAfter = (label: string, count: number) =>
      text
        .split('\n')
        .filter((line) => line.trim().startsWith(label))
        .map((line) => line.trim().slice(label.length).trim().split(/\s+/))
        .find((cells) => cells.length === count && cells.every((cell) => /^[\d,.]+$/.test(cell)));
    expect(figuresAfter('Packages to buy', 1)).toEqual([String(figures.totals.packages)]);
    expect(text).toMatch(
      new RegExp(
        `Total cost \\(${figures.currencyUnit}\\)\\s+${printed('money', figures.totals.pricedCost)} \\(Incomplete\\)`,
      ),
    );
    // The plan beside the same order bought style by style, and the saving.
    const sides = [figures.totals, figures.styleByStyle, figures.saving];
    expect(figuresAfter('Packages', 3)).toEqual(sides.map((side) => String(side.packages)));
    expect(figuresAfter('Unused thread (m)', 3)).toEqual(
      sides.map((side) => printed('threadLength', side.unusedThread)),
    );
    expect(figuresAfter(`Cost (${figures.currencyUnit}) (Incomplete)`, 3)).toEqual(
      sides.map((side) => printed('money', side.pricedCost)),
    );
    expect(figures.saving.packages).toBeGreaterThan(0);
    // Left out and unpriced, listed.
    expect(text).toMatch(/Parka\s+300\s+Operations not complete\s+2\. Hood seam/);
    expect(text).toMatch(
      /Lumen Spun\s+LSP120-5K\s+120\s+27\s+Navy\s+5,000 m\s+No price: not in the cost file\s+Chino/,
    );
  }, 60_000);

  it('is written in the caller’s language: Chinese', async () => {
    const figures = await figuresOf(planId);
    const response = await get(planner, `/api/purchasePlans/${planId}/report?format=pdf`, 'zh');
    expect(response.statusCode).toBe(200);
    const file = await saved(response.rawPayload, 'plan-zh.pdf');
    await qpdfCheck(file);
    const text = await pdfText(file);
    expect(text).toContain('缝线采购计划');
    expect(text).toContain('合并采购与逐款采购');
    expect(text).toMatch(
      new RegExp(
        `筒数\\s+${figures.totals.packages}\\s+${figures.styleByStyle.packages}\\s+${figures.saving.packages}`,
      ),
    );
  }, 60_000);
});

describe('the plan as CSV', () => {
  it('lists the threads, totals and saving of the figures endpoint', async () => {
    const figures = await figuresOf(planId);
    const response = await get(planner, `/api/purchasePlans/${planId}/report?format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="Spring 2027_PurchasePlan.csv"',
    );
    const sheet = (await office.openCsv({ 'plan.csv': response.rawPayload }, 'comma'))['plan.csv'];
    const rows = (sheet ?? []).map((row) => row.map((cell) => cell.value));
    const rowOf = (label: string) => rows.find((row) => row[0] === label) ?? [];
    expect(rowOf('Total').slice(8, 10)).toEqual([
      Number(plainFigure('threadLength', figures.totals.requirement)),
      figures.totals.packages,
    ]);
    expect(rowOf('Packages').slice(0, 4)).toEqual([
      'Packages',
      figures.totals.packages,
      figures.styleByStyle.packages,
      figures.saving.packages,
    ]);
    expect(rowOf(`Cost (${figures.currencyUnit})`).slice(1, 5)).toEqual([
      Number(money(figures.totals.pricedCost)),
      Number(money(figures.styleByStyle.pricedCost)),
      Number(money(figures.saving.pricedCost)),
      'Incomplete',
    ]);
    expect(rows.filter((row) => row[0] === 'Lumen Spun Polyester')).toEqual([
      expect.arrayContaining(['LSP120-5K', 'Navy', 'No price: not in the cost file']),
    ]);
  }, 120_000);

  it('writes a style, shade and plan named as a formula as text that Calc never evaluates', async () => {
    const response = await get(planner, `/api/purchasePlans/${hostilePlanId}/report?format=csv`);
    expect(response.statusCode).toBe(200);
    const file = { 'plan.csv': response.rawPayload };
    const bySemicolon = await office.openCsv(file, 'comma, semicolon and tab', 'eager');
    expect(formulaCells(bySemicolon)).toEqual([]);
    const byComma = await office.openCsv(file, 'comma', 'eager');
    expect(formulaCells(byComma)).toEqual([]);
    const sheet = byComma['plan.csv'];
    const texts = (sheet ?? []).flatMap((row) =>
      row.map((cell) =>
        typeof cell.value === 'string' ? cell.value.replaceAll('\u200B', '') : '',
      ),
    );
    // The plan's name, the style's name and the shade, each shown as typed.
    expect(texts.filter((text) => text === hostile).length).toBeGreaterThanOrEqual(3);
  }, 120_000);
});

describe('who may have a plan’s files', () => {
  it('answers 404 for another tenant’s plan and 403 without the right to see plans', async () => {
    const urls = [
      `/api/purchasePlans/${planId}/purchaseList/${corespun.brandId}`,
      `/api/purchasePlans/${planId}/report?format=pdf`,
      `/api/purchasePlans/${planId}/report?format=csv`,
    ];
    for (const url of urls) {
      const foreign = await get(outsider, url);
      expect({ url, status: foreign.statusCode }).toEqual({ url, status: 404 });
      expect(foreign.json<ErrorResponse>().error.code).toBe('Spool.PurchasePlans:PlanNotFound');
      expect({ url, status: (await get(noPlans, url)).statusCode }).toEqual({ url, status: 403 });
    }
  });
});
