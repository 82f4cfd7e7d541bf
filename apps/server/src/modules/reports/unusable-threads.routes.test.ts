import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SingleGarmentReportDto,
  StyleFiguresDto,
  ThreadUsageReportDto,
  TicketTexDto,
  UnusableRangeValueDto,
} from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { ticketTexes } from '../../platform/db/schema/reference.js';
import { insertStyle, tenantWithThreads, type SeededThread } from '../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { storeUnusableRangeValue } from '../../testing/unusable-range-values.js';
import { pdfText } from '../../testing/pdf-tools.js';

/**
 * A thread range value stored before the forms refused it (tex 0, a cone of length 0) must not
 * stop a tenant's reports: every report and the figures answer, print the other threads, and
 * say which thread to correct.
 */
let t: TestApp;
let planner: string;
let tenantId: string;
let workDir: string;
let styleId: number;
let corespun: SeededThread;
let spun: SeededThread;

const ok = async (path: string, language = 'en') => {
  const response = await t.call(planner, 'GET', path, undefined, { 'accept-language': language });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const json = async <T>(path: string) => (await ok(path)).json<T>();
const reportJson = async () => ({
  single: await json<SingleGarmentReportDto>(`/api/report/singleGarmentPdf/${styleId}`),
  usage: await json<ThreadUsageReportDto>(`/api/report/threadGarmentPdf/${styleId}`),
  figures: await json<StyleFiguresDto>(`/api/styles/${styleId}/figures`),
});
beforeAll(async () => {
  t = await createTestApp();
  workDir = await mkdtemp(join(tmpdir(), 'spool-unusable-'));
  ({ tenantId, corespun, spun } = await tenantWithThreads(t.database, 'Atlas Garments'));
  const seam = (description: string, thread: SeededThread) => ({
    description,
    stitchTypeCode: '301',
    seamLengthCm: 50,
    rate: 12,
    lines: [
      { needleName: 'Needle thread', ...thread, shade: 'Navy' },
      { needleName: 'Bobbin thread', ...thread, shade: 'Navy' },
    ],
  });
  ({ styleId } = await insertStyle(t.database, tenantId, {
    name: 'Chino',
    operations: [seam('Side seam', corespun), seam('Hem', spun)],
  }));
  planner = await t.tokenOfNewUser({
    tenantId,
    userName: 'planner',
    permissions: ['Spool.Reports', 'Spool.Catalogue', 'Spool.Catalogue.Manage'],
  });
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
  await t?.dispose();
});

describe('a thread range value no estimate can use', () => {
  it('leaves every report answering, the other thread planned, and names what to correct', async () => {
    const sound = await reportJson();
    expect(sound.single.unusableThreads).toEqual([]);
    const [spunThread] = sound.usage.threaRequirementDetails.slice(1);
    expect(sound.usage.threaRequirementDetails).toHaveLength(2);

    // As an older Spool stored it: the forms and the table refuse it now.
    await storeUnusableRangeValue(t.database, {
      table: 'ticket_texes',
      tenantId,
      id: spun.ticketTexId,
      column: 'tex',
      value: 0,
    });
    const damaged = await reportJson();
    const expected = [
      // The report counts in Tkt: its ticket/tex column is the ticket.
      { brand: spunThread?.brand, ticket: spunThread?.ticketTex, field: 'tex', value: 0 },
    ];
    expect(damaged.single.unusableThreads).toEqual(expected);
    expect(damaged.usage.unusableThreads).toEqual(expected);
    expect(damaged.figures.unusableThreads).toEqual(expected);
    // The consumption does not depend on the label: the SGC stays as it was.
    expect(damaged.single.totalConsumption).toBeCloseTo(sound.single.totalConsumption, 10);
    expect(damaged.figures.singleGarmentConsumption).toBeCloseTo(
      sound.figures.singleGarmentConsumption ?? 0,
      10,
    );
    // The corespun thread is planned as before; the spun one is left out, and no total looks whole.
    expect(damaged.usage.threaRequirementDetails).toEqual([sound.usage.threaRequirementDetails[0]]);
    expect(damaged.usage.totalCost).toBeNull();
    expect(damaged.usage.averageThreadCost).toBeNull();
    expect(damaged.figures.costPerGarment).toBeNull();
  });

  it('prints the rest of both PDFs and CSVs, with the thread marked and the notice to correct it', async () => {
    await storeUnusableRangeValue(t.database, {
      table: 'package_sizes',
      tenantId,
      id: corespun.packageSizeId,
      column: 'lengthM',
      value: 0,
    });
    const { single } = await reportJson();
    expect(single.unusableThreads.map((thread) => thread.field).sort()).toEqual([
      'packageLength',
      'tex',
    ]);
    for (const report of ['singleGarment', 'threadUsage'] as const) {
      const csv = (await ok(`/api/report/${report}/${styleId}`)).body;
      expect(csv).toContain('its Tex is 0');
      expect(csv).toContain('its package length is 0 m');

      const response = await ok(`/api/report/${report}/${styleId}?format=pdf`, 'fr');
      const file = join(workDir, `${report}.pdf`);
      await writeFile(file, response.rawPayload);
      const text = (await pdfText(file)).replace(/\s+/g, ' ');
      expect(text).toContain('Chino');
      expect(text).toContain('la valeur « Tex » est 0');
      expect(text).toContain('la valeur « longueur du cône » est 0 m');
      if (report === 'singleGarment') {
        // Both operations are printed, each brand marked.
        expect(text).toContain('Side seam');
        expect(text).toContain('Hem');
        expect(text).toMatch(/\*/);
      }
    }
  });

  it('are listed for correction, refused from now on, and gone once corrected', async () => {
    const listed = await json<UnusableRangeValueDto[]>('/api/threadRange/unusableValues');
    expect(listed).toEqual([
      expect.objectContaining({
        ticketTexId: spun.ticketTexId,
        packageSizeId: null,
        field: 'tex',
        value: 0,
      }),
      expect.objectContaining({
        ticketTexId: corespun.ticketTexId,
        packageSizeId: corespun.packageSizeId,
        field: 'packageLength',
        value: 0,
      }),
    ]);

    // The table itself refuses a new one, whichever path writes it.
    const refused = await inTenantTransaction(t.database, tenantId, (tx) =>
      tx.insert(ticketTexes).values({ brandId: spun.brandId, ticket: 75, tex: 0 }),
    ).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(String((refused as Error).cause)).toContain('ticket_texes_positive');

    const entry = await json<TicketTexDto>(`/api/ticketTex/${spun.ticketTexId}`);
    const corrected = await t.call(planner, 'PUT', `/api/ticketTex/${spun.ticketTexId}`, {
      ticket: entry.ticket,
      tex: 40,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const size = await t.call(planner, 'PUT', `/api/packageSize/${corespun.packageSizeId}`, {
      size: 5000,
      article: 'NSC120-5K',
    });
    expect(size.statusCode, size.body).toBe(200);

    expect(await json('/api/threadRange/unusableValues')).toEqual([]);
    const { single, usage, figures } = await reportJson();
    expect(single.unusableThreads).toEqual([]);
    expect(usage.threaRequirementDetails).toHaveLength(2);
    expect(figures.unusableThreads).toEqual([]);
  });
});
