import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { jpegPicture, pngPicture } from '../../testing/pictures.js';
import { stylePictures } from '../../platform/db/schema/styles.js';
import { insertStyle, tenantWithThreads } from '../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { pageCount, pdfImages, pdfText, qpdfCheck } from '../../testing/pdf-tools.js';

let t: TestApp;
let planner: string;
let jacket: number;
let bare: number;
let workDir: string;
let tenant: string;

beforeAll(async () => {
  t = await createTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'spool-report-picture-'));
  const { tenantId, corespun } = await tenantWithThreads(t.database, 'Atlas Garments');
  tenant = tenantId;
  const operations = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      description: `Seam ${index + 1}`,
      stitchTypeCode: '301',
      seamLengthCm: 40 + index,
      rate: 12,
      lines: [
        { needleName: 'Needle thread', ...corespun, shade: 'Navy' },
        { needleName: 'Bobbin thread', ...corespun, shade: 'Navy' },
      ],
    }));
  // Enough operations for a second page: the picture is on the first only.
  jacket = (
    await insertStyle(t.database, tenantId, { name: 'Field jacket', operations: operations(40) })
  ).styleId;
  bare = (await insertStyle(t.database, tenantId, { name: 'Plain tee', operations: operations(2) }))
    .styleId;
  planner = await t.tokenOfNewUser({
    tenantId,
    userName: 'planner',
    permissions: ['Spool.Styles', 'Spool.Styles.Update', 'Spool.Reports'],
  });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await t?.dispose();
});

async function downloadPdf(
  report: 'singleGarment' | 'threadUsage',
  styleId: number,
  language = 'en',
): Promise<string> {
  const response = await t.call(
    planner,
    'GET',
    `/api/report/${report}/${styleId}?format=pdf`,
    undefined,
    { 'accept-language': language },
  );
  expect(response.statusCode).toBe(200);
  const file = join(workDir, `${report}-${styleId}-${language}-${Date.now()}.pdf`);
  await writeFile(file, response.rawPayload);
  return file;
}

const setPicture = async (styleId: number, bytes: Buffer) => {
  const response = await t.call(planner, 'PUT', `/api/style/${styleId}/picture`, {
    content: bytes.toString('base64'),
  });
  expect(response.statusCode).toBe(200);
};

describe('the style’s picture in the PDF reports', () => {
  it('draws a PNG on the first page of both reports, in English and Arabic, and nowhere else', async () => {
    await setPicture(jacket, pngPicture(120, 90));
    for (const report of ['singleGarment', 'threadUsage'] as const) {
      for (const language of ['en', 'ar']) {
        const file = await downloadPdf(report, jacket, language);
        await qpdfCheck(file);
        const images = (await pdfImages(file)).filter((image) => image.type === 'image');
        expect(images).toEqual([{ page: 1, type: 'image', width: 120, height: 90 }]);
        if (report === 'singleGarment') expect(await pageCount(file)).toBeGreaterThan(1);
        expect(await pdfText(file, 1)).toContain('Field jacket');
      }
    }
  });

  it('draws a JPEG as it is, and a report without a picture has no image', async () => {
    await setPicture(jacket, jpegPicture);
    const file = await downloadPdf('singleGarment', jacket);
    await qpdfCheck(file);
    expect(await pdfImages(file)).toEqual([{ page: 1, type: 'image', width: 48, height: 36 }]);

    const plain = await downloadPdf('threadUsage', bare);
    await qpdfCheck(plain);
    expect(await pdfImages(plain)).toEqual([]);
  });

  it('still makes the report, without the picture, when its stored bytes cannot be drawn', async () => {
    // Stored straight in the table: the upload refuses such a file.
    const damaged = pngPicture(30, 30);
    damaged.fill(0x41, 45, damaged.length - 20);
    await inTenantTransaction(t.database, tenant, (tx) =>
      tx.insert(stylePictures).values({
        styleId: bare,
        contentType: 'image/png',
        width: 30,
        height: 30,
        byteSize: damaged.length,
        bytes: damaged,
      }),
    );
    const file = await downloadPdf('singleGarment', bare);
    await qpdfCheck(file);
    expect(await pdfImages(file)).toEqual([]);
    expect(await pdfText(file, 1)).toContain('Plain tee');
  });
});
