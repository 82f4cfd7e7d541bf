import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderFiguresDto,
  OrderInputsDto,
  SingleGarmentReportDto,
  StyleOrderDto,
  ThreadUsageReportDto,
} from '@spool/contracts';
import { colourwaySchema, estimateOrder, getStitchType, styleThreadKey } from '@spool/domain';
import { teeSizes } from '@spool/domain/testing';
import { parseCsv } from '../../platform/files/csv.js';
import { arabicLetters, pdfText } from '../../testing/pdf-tools.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  insertStyle,
  priceThread,
  seededThread,
  twoSeededTenants,
  type SeededThread,
} from '../../testing/style-fixtures.js';

let t: TestApp;
let atlas: string;
let planner: string;
let styleReader: string;
let nsc120: SeededThread;
let nsc180: SeededThread;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp();
  atlas = (await twoSeededTenants(t.database)).atlas;
  planner = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'order.planner',
    permissions: ['Spool.Styles', 'Spool.Styles.Update', 'Spool.Reports'],
  });
  styleReader = await t.tokenOfNewUser({
    tenantId: atlas,
    userName: 'style.reader',
    permissions: ['Spool.Styles'],
  });
  nsc120 = await seededThread(t.database, atlas, 'NSC120-5K');
  nsc180 = await seededThread(t.database, atlas, 'NSC180-5K');
  await priceThread(t.database, atlas, 'NSC120-5K', 4.2);
  await priceThread(t.database, atlas, 'NSC180-5K', 3.6);
  workDir = await mkdtemp(join(tmpdir(), 'spool-order-reports-'));
});
afterAll(async () => {
  await t?.dispose();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const call: TestApp['call'] = (...args) => t.call(...args);
const ok = <T>(
  response: { statusCode: number; body: string; json: () => unknown },
  status = 200,
) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
};
const figuresOf = async (styleId: number) =>
  ok<OrderFiguresDto>(await call(planner, 'GET', `/api/style/${styleId}/order/figures`));

const linesOf = (code: string, thread: SeededThread) =>
  getStitchType(code).components.map((component) => ({
    needleName: component.name,
    ...thread,
    shade: 'Navy',
  }));

let styleCount = 0;
/** A T-shirt: the hem (dyed to match) in corespun 120, the overlock in corespun 180, all navy. */
async function tShirt() {
  styleCount += 1;
  const { styleId } = await insertStyle(t.database, atlas, {
    name: `Order tee ${styleCount}`,
    quantity: 700,
    operations: [
      {
        description: 'Hem',
        stitchTypeCode: '301',
        seamLengthCm: 100,
        rate: 12,
        machines: 2,
        lines: linesOf('301', nsc120),
      },
      {
        description: 'Overlock',
        stitchTypeCode: '504',
        seamLengthCm: 80,
        rate: 12,
        bightMm: 4,
        lines: linesOf('504', nsc180),
      },
    ],
  });
  return styleId;
}

const hemThread = () => styleThreadKey({ ...nsc120, shade: 'Navy' });

/** Sizes S to XL; Navy (S 100, M 200, L 100) and Red (M 300), the hem dyed to match. */
async function sizeAndColour(styleId: number) {
  ok(
    await call(planner, 'PUT', `/api/style/${styleId}/order`, {
      sizeRange: teeSizes,
      runMode: 'sequential',
      concurrencyStamp: null,
    }),
  );
  for (const [name, dtmShade, quantities] of [
    ['Navy', 'Navy', { S: 100, M: 200, L: 100 }],
    ['Red', 'Signal Red', { M: 300 }],
  ] as const) {
    ok(
      await call(planner, 'POST', `/api/style/${styleId}/colourways`, {
        name,
        dtmShade,
        quantities,
        threadShades: { [hemThread()]: { kind: 'dtm' } },
      }),
      201,
    );
  }
}

describe('the figures of a style’s order', () => {
  it('are the Thread Usage report’s while the style has no colourway of its own', async () => {
    const styleId = await tShirt();
    const figures = await figuresOf(styleId);
    const report = ok<ThreadUsageReportDto>(
      await call(planner, 'GET', `/api/report/threadGarmentPdf/${styleId}`),
    );
    expect(
      figures.threads.map((row) => [row.shade, row.requirement, row.quantity, row.cost]),
    ).toEqual(
      report.threaRequirementDetails.map((row) => [
        row.shade,
        row.requirement,
        row.quantity,
        row.cost,
      ]),
    );
    expect(figures.totals.cost).toBe(report.totalCost);
    expect(figures.garments).toBe(700);
  });

  it('buy per shade over sizes and colourways, and say so while a shade is to be decided', async () => {
    const styleId = await tShirt();
    await sizeAndColour(styleId);
    const figures = await figuresOf(styleId);
    const base = ok<SingleGarmentReportDto>(
      await call(planner, 'GET', `/api/report/singleGarmentPdf/${styleId}`),
    );
    const [hem, overlock] = base.operationSummary.map((operation) => operation.threadConsumption);
    const allowance = 1 + figures.allowancePercent / 100;

    expect(figures.garments).toBe(700);
    expect(figures.sizes.map((size) => [size.name, size.garments])).toEqual([
      ['S', 100],
      ['M', 500],
      ['L', 100],
      ['XL', 0],
    ]);
    expect(figures.sizes[1]?.threadPerGarment).toBe(base.totalConsumption);
    expect(figures.sizes[3]?.threadPerGarment).toBeCloseTo(base.totalConsumption * 1.08, 9);
    expect(figures.threads.map((row) => [row.ticketTex, row.shade])).toEqual([
      [120, 'Navy'],
      [180, 'Navy'],
      [120, 'Signal Red'],
    ]);
    // S -4 % and L +4 % cancel: 400 garments of the base in navy, 300 in red.
    expect(figures.threads[0]?.requirement).toBeCloseTo((hem ?? 0) * 400 * allowance, 6);
    expect(figures.threads[2]?.requirement).toBeCloseTo((hem ?? 0) * 300 * allowance, 6);
    expect(figures.threads[1]?.requirement).toBeCloseTo((overlock ?? 0) * 700 * allowance, 6);
    expect(figures.threads[1]?.colourways.map((part) => part.index)).toEqual([0, 1]);
    expect(figures.totals.cost).toBeCloseTo(
      figures.threads.reduce((sum, row) => sum + (row.cost ?? 0), 0),
      9,
    );
    expect(figures.hasShadesToBeDecided).toBe(false);

    const order = ok<StyleOrderDto>(await call(planner, 'GET', `/api/style/${styleId}/order`));
    const red = order.colourways[1];
    ok(
      await call(planner, 'PUT', `/api/style/${styleId}/thread-shades`, {
        colourways: [
          {
            id: red?.id,
            concurrencyStamp: red?.concurrencyStamp,
            threadShades: { [hemThread()]: { kind: 'undecided' } },
          },
        ],
      }),
    );
    const open = await figuresOf(styleId);
    const undecided = open.threads.filter((row) => row.shadeToBeDecided);
    expect(undecided).toEqual([
      expect.objectContaining({ shade: null, cost: null, ticketTex: 120 }),
    ]);
    expect(undecided[0]?.requirement).toBeCloseTo((hem ?? 0) * 300 * allowance, 6);
    expect(open.totals.cost).toBeNull();
    expect(open.colourways.map((colourway) => colourway.shadesToBeDecided)).toEqual([0, 1]);
    expect(open.hasShadesToBeDecided).toBe(true);
  });

  it('print the sizes, each colourway’s shades and the order per shade, an open shade flagged', async () => {
    const styleId = await tShirt();
    await sizeAndColour(styleId);
    const order = ok<StyleOrderDto>(await call(planner, 'GET', `/api/style/${styleId}/order`));
    const red = order.colourways[1];
    ok(
      await call(planner, 'PUT', `/api/style/${styleId}/thread-shades`, {
        colourways: [
          {
            id: red?.id,
            concurrencyStamp: red?.concurrencyStamp,
            threadShades: { [hemThread()]: { kind: 'undecided' } },
          },
        ],
      }),
    );
    const download = async (report: string, format: string, language = 'en') => {
      const response = await call(
        planner,
        'GET',
        `/api/report/${report}/${styleId}?format=${format}`,
        undefined,
        { 'accept-language': language },
      );
      expect(response.statusCode, response.body).toBe(200);
      return response;
    };
    const textOf = async (report: string, language = 'en') => {
      const file = join(workDir, `${report}-${language}.pdf`);
      await writeFile(file, (await download(report, 'pdf', language)).rawPayload);
      return (await pdfText(file)).replace(/\s+/g, ' ');
    };

    const single = await textOf('singleGarment');
    expect(single).toContain('Thread per garment by size');
    expect(single).toMatch(/M \(base\) 0 500/);
    expect(single).toContain('Thread shades by colourway');
    expect(single).toMatch(/Navy .*Garments: 400/);
    expect(single).toMatch(/Red .*Garments: 300/);
    expect(single).toContain('To be decided');
    expect(single).toContain('Shades still to be decided: 1.');

    const usage = await textOf('threadUsage');
    expect(usage).toContain('Thread by colourway');
    expect(usage).toMatch(/Red Northstar Corespun 180 Navy/);
    expect(usage).toContain('To be decided');
    expect(usage).toContain('Incomplete');
    const figures = await figuresOf(styleId);
    expect(usage).toContain(figures.totals.packages.toString());
    // pdftotext takes Arabic apart; the letters of "to be decided" are there, the names too.
    const inArabic = await textOf('threadUsage', 'ar');
    const letters = new Set(arabicLetters(inArabic));
    expect(arabicLetters('لم يحدد بعد').every((letter) => letters.has(letter))).toBe(true);
    expect(inArabic).toContain('Red');

    const csv = parseCsv((await download('threadUsage', 'csv')).body);
    const section = csv.findIndex((row) => row[0] === 'Thread by colourway');
    expect(section).toBeGreaterThan(0);
    expect(csv.slice(section + 2, section + 6).map((row) => [row[0], row[2], row[3]])).toEqual([
      ['Navy', '120', 'Navy'],
      ['Navy', '180', 'Navy'],
      ['Red', '180', 'Navy'],
      ['Red', '120', 'To be decided'],
    ]);
    const sgc = parseCsv((await download('singleGarment', 'csv')).body);
    expect(sgc.some((row) => row[0] === 'XL' && row[2] === '0')).toBe(true);
  });

  it('come out the same in the browser from the inputs the style window reads', async () => {
    const styleId = await tShirt();
    await sizeAndColour(styleId);
    const inputs = ok<OrderInputsDto>(
      await call(planner, 'GET', `/api/style/${styleId}/order/inputs`),
    );
    const order = ok<StyleOrderDto>(await call(planner, 'GET', `/api/style/${styleId}/order`));
    const computed = estimateOrder({
      style: inputs.style,
      operations: inputs.operations,
      setting: inputs.setting,
      catalogue: inputs.catalogue,
      range: order.sizeRange,
      colourways: order.colourways.map((colourway) => colourwaySchema.parse(colourway)),
      runMode: order.runMode,
      costFile: inputs.costFile,
    });
    const figures = await figuresOf(styleId);
    const rows = (
      threads: readonly {
        shade: string | null;
        requirement: number;
        quantity: number;
        cost: number | null;
      }[],
    ) => threads.map((row) => [row.shade, row.requirement, row.quantity, row.cost]);
    expect(rows(computed.threads)).toEqual(rows(figures.threads));
    expect(computed.usage.totalCost).toBe(figures.totals.cost);
  });

  it('give the grid the order’s total thread, kept current as the order changes', async () => {
    const styleId = await tShirt();
    const gridThread = async () => {
      const page = ok<{
        items: { id: number; orderThread: number | null; totalLengthOrSGC: number | null }[];
      }>(
        await call(
          planner,
          'GET',
          `/api/styleGrid?Filter=${encodeURIComponent(`Order tee ${styleCount}`)}`,
        ),
      );
      return page.items.find((item) => item.id === styleId);
    };
    // The style's first change computes its figures (the fixture stored it straight).
    await sizeAndColour(styleId);
    const sized = await gridThread();
    const figures = await figuresOf(styleId);
    expect(sized?.orderThread).toBeCloseTo(figures.totals.requirement, 9);
    // The SGC stays the base size's.
    expect(sized?.totalLengthOrSGC).toBe(
      figures.sizes.find((size) => size.isBase)?.threadPerGarment,
    );

    // More XL garments (+8 % seams): more thread, at once.
    const order = ok<StyleOrderDto>(await call(planner, 'GET', `/api/style/${styleId}/order`));
    const navy = order.colourways[0];
    ok(
      await call(planner, 'PUT', `/api/style/${styleId}/colourways/${navy?.id}`, {
        name: 'Navy',
        dtmShade: 'Navy',
        quantities: { S: 100, M: 200, L: 100, XL: 400 },
        threadShades: navy?.threadShades,
        concurrencyStamp: navy?.concurrencyStamp,
      }),
    );
    const more = await gridThread();
    expect(more?.orderThread).toBeGreaterThan(sized?.orderThread ?? Infinity);
    expect(more?.orderThread).toBeCloseTo((await figuresOf(styleId)).totals.requirement, 9);

    // The grid filters and sorts on it.
    const thread = more?.orderThread ?? 0;
    const filtered = async (query: string) =>
      ok<{ items: { id: number }[] }>(
        await call(planner, 'GET', `/api/styleGrid?${query}`),
      ).items.map((item) => item.id);
    expect(await filtered(`MinOrderThread=${Math.floor(thread)}`)).toContain(styleId);
    expect(await filtered(`MinOrderThread=${Math.ceil(thread) + 1}`)).not.toContain(styleId);
    expect(await filtered(`MaxOrderThread=${Math.floor(thread) - 1}`)).not.toContain(styleId);
    expect(await filtered('Sorting=orderThread%20desc')).toContain(styleId);
  });

  it('are for those who may see reports', async () => {
    const styleId = await tShirt();
    const denied = await call(styleReader, 'GET', `/api/style/${styleId}/order/figures`);
    expect(denied.statusCode).toBe(403);
  });
});
