import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  insertStyle,
  tenantWithThreads,
  type FixtureOperation,
} from '../../testing/style-fixtures.js';

const run = promisify(execFile);

let t: TestApp;
let token: string;
let styleId: number;
let workDir: string;

/** A style of 40 operations of two component lines, a report of a few pages. */
const operationCount = 40;

beforeAll(async () => {
  t = await createTestApp();
  const { tenantId, corespun } = await tenantWithThreads(t.database, 'Busy Garments');
  const operations: FixtureOperation[] = Array.from({ length: operationCount }, (_, index) => ({
    description: `Seam ${index + 1}`,
    stitchTypeCode: '301',
    seamLengthCm: 20 + (index % 40),
    rate: 12,
    seamThicknessMm: 1.5,
    lines: [
      { needleName: 'Needle thread', ...corespun, shade: 'Navy' },
      { needleName: 'Bobbin thread', ...corespun, shade: 'Navy' },
    ],
  }));
  ({ styleId } = await insertStyle(t.database, tenantId, { name: 'Parka', operations }));
  token = await t.tokenOfNewUser({
    tenantId,
    userName: 'busy.planner',
    permissions: ['Spool.Styles', 'Spool.Reports'],
  });
  workDir = await mkdtemp(join(tmpdir(), 'spool-busy-'));
}, 120_000);

afterAll(async () => {
  await t?.dispose();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('PDF reports while others work', () => {
  it('draws ten PDFs of a style at once while another person’s grid answers first, and every PDF is whole', async () => {
    const finished: string[] = [];
    const pdfs = Array.from({ length: 10 }, (_, index) =>
      t.call(token, 'GET', `/api/report/singleGarment/${styleId}?format=pdf`).then((response) => {
        finished.push(`pdf ${index}`);
        return response;
      }),
    );
    // Meanwhile another person pages through the styles grid, five times in a row.
    for (let page = 0; page < 5; page += 1) {
      const grid = await t.call(token, 'GET', '/api/styleGrid?MaxResultCount=25');
      expect(grid.statusCode).toBe(200);
      finished.push(`grid ${page}`);
    }
    const responses = await Promise.all(pdfs);

    // The grid did not wait behind the drawings: all its answers came before the second PDF.
    const lastGrid = finished.indexOf('grid 4');
    const secondPdf = finished.filter((name) => name.startsWith('pdf'))[1];
    expect(lastGrid).toBeLessThan(finished.indexOf(secondPdf ?? ''));

    for (const [index, response] of responses.entries()) {
      expect(response.statusCode, `pdf ${index}`).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const file = join(workDir, `parka-${index}.pdf`);
      await writeFile(file, response.rawPayload);
      // A whole file: qpdf finds its structure sound, and its last page has the total.
      await run('qpdf', ['--check', file]);
      const { stdout } = await run('pdftotext', ['-layout', file, '-']);
      expect(stdout).toContain('Seam 40');
      expect(stdout).toContain('Total consumption');
    }
  }, 180_000);
});
