import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plannerPermissions } from '@spool/contracts';
import { getStitchType } from '@spool/domain';
import {
  formulaCells,
  startLibreOffice,
  type CsvImportOptions,
  type CsvSeparators,
  type LibreOffice,
  type OpenedSheet,
} from '../../testing/libreoffice.js';
import {
  lockstitchWrite,
  styleInput,
  tenantWithThreads,
  type SeededThread,
} from '../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * The report CSVs against formula injection: names a tenant's user typed come
 * out of both report routes as text that LibreOffice never evaluates.
 */

let t: TestApp;
let author: string;
let corespun: SeededThread;
let office: LibreOffice;

beforeAll(async () => {
  t = await createTestApp();
  office = await startLibreOffice();
  const atlas = await tenantWithThreads(t.database, 'Atlas Garments');
  corespun = atlas.corespun;
  author = await t.tokenOfNewUser({
    tenantId: atlas.tenantId,
    userName: 'author',
    permissions: plannerPermissions,
  });
});
afterAll(async () => {
  await office?.dispose();
  await t?.dispose();
});

const get = (token: string, url: string) => t.call(token, 'GET', url);

describe('report files against formula injection', () => {
  /** Names a tenant's user may give, each a formula in some spreadsheet's reading of a CSV. */
  const hostile = {
    name: 'x;=1+1',
    customer: '"=HYPERLINK(""http://evil"")',
    productCategory: "=cmd|' /C calc'!A0",
    productType: '@SUM(1+1)',
    color: 'a;"=1+1',
    size: '-1+1',
    description: 'Fit;+1;=HYPERLINK("http://evil";"x")',
    operation: '=HYPERLINK("http://evil";"x")',
    shade: 'Navy;=1+1',
  };
  const shown = (value: string | number) =>
    typeof value === 'string' ? value.replaceAll('\u200B', '') : value;
  const cellsOf = (sheet: OpenedSheet | undefined) =>
    (sheet ?? []).map((row) => row.map((cell) => shown(cell.value)));

  it('writes them as text that LibreOffice never evaluates, split on the comma or the semicolon', async () => {
    const created = await t.call(
      author,
      'POST',
      '/api/style',
      styleInput(hostile.name, {
        customer: { name: hostile.customer },
        productCategory: { name: hostile.productCategory },
        productType: { name: hostile.productType },
        color: hostile.color,
        size: hostile.size,
        description: hostile.description,
      }),
    );
    expect(created.statusCode).toBe(201);
    const styleId = created.json<{ id: number }>().id;
    const saved = await t.call(
      author,
      'POST',
      '/api/saveOperation',
      lockstitchWrite(
        styleId,
        hostile.operation,
        getStitchType('301').components.map((component) => ({
          needleName: component.name,
          ...corespun,
          shade: hostile.shade,
        })),
      ),
    );
    expect(saved.json()).toBe(true);

    const singleGarment = await get(author, `/api/report/singleGarment/${styleId}`);
    const threadUsage = await get(author, `/api/report/threadUsage/${styleId}`);
    expect([singleGarment.statusCode, threadUsage.statusCode]).toEqual([200, 200]);
    // The style's row as written: quoted, with the neutraliser after the semicolon.
    expect(singleGarment.body.split('\r\n')).toContain('Style,"x;\u200B=1+1"');
    const files = {
      'SingleGarmentReport.csv': singleGarment.rawPayload,
      'ThreadUsageReport.csv': threadUsage.rawPayload,
    };

    const readings: [CsvSeparators, CsvImportOptions][] = [
      ['comma', 'plain'],
      ['comma', 'eager'],
      ['semicolon', 'plain'],
      ['semicolon', 'eager'],
      ['comma, semicolon and tab', 'eager'],
    ];
    for (const [separators, options] of readings) {
      const sheets = await office.openCsv(files, separators, options);
      expect({ separators, options, formulas: formulaCells(sheets) }).toEqual({
        separators,
        options,
        formulas: [],
      });
      if (separators === 'comma' && options === 'plain') {
        // Each name shown as the user typed it.
        const texts = [
          ...cellsOf(sheets['SingleGarmentReport.csv']),
          ...cellsOf(sheets['ThreadUsageReport.csv']),
        ].flat();
        for (const text of Object.values(hostile)) expect(texts).toContain(text);
        expect(cellsOf(sheets['SingleGarmentReport.csv'])).toContainEqual([
          hostile.operation,
          301,
          50,
          12,
          '',
          1,
          getStitchType('301').components[0]?.name,
          'Northstar Corespun',
          120,
          hostile.shade,
          'NSC120-5K',
          1,
          expect.any(Number),
        ]);
      }
      if (separators === 'semicolon' && options === 'plain') {
        // Split where the user typed a semicolon: the part after it is shown as text.
        expect(cellsOf(sheets['SingleGarmentReport.csv'])).toContainEqual(['Style,"x', '=1+1"']);
      }
    }
  }, 300_000);
});
