/**
 * Style import benchmark: a season of 400 styles with 25 operations each
 * (10,000 rows) imported from one workbook, on PGlite and on a PostgreSQL server.
 * For each: exceljs's bare parse of the same file (the yardstick), the server reading the
 * dropped file (`POST /api/import/read`, in its worker thread), the import itself
 * (`POST /api/import`: check in a worker, save in one transaction), and the p99 of
 * `GET /api/health` called every 5 ms while the import runs (other people's requests).
 * The app runs in this process (Fastify's inject, no network), so a blocked event loop
 * would show in the health figures. Prints a table and writes results/import-<time>.json.
 *
 * Settings (environment): BENCH_TARGETS (pglite,postgresql), BENCH_ROWS (10000);
 * BENCH_DATABASE_URL / DATABASE_URL name the server.
 */
import { performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { buildApp } from '@spool/server';
import { Permissions } from '@spool/contracts';
import { createTestIssuer } from '../../apps/server/src/testing/test-tokens.js';
import { createTestDatabase, createTestUser } from '../../apps/server/src/testing/test-database.js';
import { inTenantTransaction } from '../../apps/server/src/platform/db/tenant-transaction.js';
import { seedTenantCatalogue } from '../../apps/server/src/modules/catalogue/index.js';
import { styleSheetHeader, styleSheetRow } from '../../apps/server/src/testing/style-sheet.js';
import { describeMachine } from './report.js';
import { summarise } from './sampling.js';
import { assertServerReachable, serverUrlFromEnv } from './databases.js';
import { formatTable, writeJsonResult } from './text-table.js';

const targets = (process.env['BENCH_TARGETS'] ?? 'pglite,postgresql').split(',');
const rowCount = Number(process.env['BENCH_ROWS'] ?? 10_000);
const operationsPerStyle = 25;

const stitches = ['301', '401', '504', '516', '406', '602'];
const shades = ['Navy', 'Jet Black', 'Optic White', 'Signal Red'];

/** A realistic season: styles of 25 operations, six stitch families, four shades. */
async function seasonWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Styles');
  sheet.addRow([...styleSheetHeader]);
  for (let index = 0; index < rowCount; index += 1) {
    const style = Math.floor(index / operationsPerStyle);
    const group = (index % operationsPerStyle) + 1;
    sheet.addRow(
      styleSheetRow(`Season ${style}`, {
        Customer: `Buyer ${style % 40}`,
        'Product category': `Category ${style % 12}`,
        'Product type': `Type ${style % 20}`,
        'Fabric weight': 'Standard',
        Garments: String(1200 + style),
        'Style description': 'Bench season',
        Group: String(group),
        'Operation description': `Operation ${group}`,
        'Stitch type': stitches[group % stitches.length] ?? '301',
        'Seam length': String(20 + (group % 80)),
        Shade: shades[group % shades.length] ?? 'Navy',
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function bareParseMs(file: Buffer): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await new ExcelJS.Workbook().xlsx.load(file as unknown as ExcelJS.Buffer);
    samples.push(performance.now() - started);
  }
  return summarise(samples).medianMs;
}

async function benchTarget(target: string, serverUrl: string, file: Buffer) {
  // The test suite's own database setup: PGlite in memory, or a scratch database on the server.
  process.env['DATABASE_URL'] = target === 'pglite' ? '' : serverUrl;
  const database = await createTestDatabase();
  const { trust, issueToken } = await createTestIssuer();
  const app = await buildApp({ database, signIn: { kind: 'external', tokenTrust: trust } });
  try {
    await app.ready();
    const tenantId = (await database.createTenant('Bench Garments')).id;
    await inTenantTransaction(database, tenantId, seedTenantCatalogue);
    const planner = await createTestUser(database, {
      tenantId,
      userName: 'bench.planner',
      permissions: [Permissions.Styles, Permissions.StylesCreate, Permissions.Import],
    });
    const token = await issueToken({ sub: planner, tenantid: tenantId });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload && { payload }),
      });

    const readStart = performance.now();
    const read = await call('POST', '/api/import/read', {
      fileName: 'season.xlsx',
      content: file.toString('base64'),
    });
    const readMs = performance.now() - readStart;
    if (read.statusCode !== 200) throw new Error(`read: ${read.body}`);
    const rows = read.json<{ rows: string[][] }>().rows;

    // Other people's requests: one health call due every 5 ms, each timed from when it was
    // due, not from when it could start, so that an event loop held by the import shows in
    // the figures (a call due while the loop is blocked waits, and that wait is counted).
    const health: number[] = [];
    let importing = true;
    const probe = (async () => {
      const everyMs = 5;
      let due = performance.now();
      while (importing) {
        await app.inject({ method: 'GET', url: '/api/health' });
        health.push(performance.now() - due);
        due += everyMs;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    })();
    const importStart = performance.now();
    const imported = await call('POST', '/api/import', {
      importType: 1,
      name: 'season.xlsx',
      rows,
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
    });
    const importMs = performance.now() - importStart;
    importing = false;
    await probe;
    const result = imported.json<{ error: boolean; savedRows: number; rows: unknown[] }>();
    if (imported.statusCode !== 200 || result.error) {
      throw new Error(`import: ${imported.statusCode} ${JSON.stringify(result.rows.slice(0, 3))}`);
    }
    const sorted = [...health].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
    return {
      target,
      readMs,
      importMs,
      savedRows: result.savedRows,
      healthCalls: health.length,
      healthP99Ms: p99,
    };
  } finally {
    await app.close();
    await database.dispose();
  }
}

async function main() {
  const startedAt = new Date().toISOString();
  const serverUrl = serverUrlFromEnv();
  if (targets.includes('postgresql')) await assertServerReachable(serverUrl);
  const file = await seasonWorkbook();
  const parseMs = await bareParseMs(file);
  const cases = [];
  for (const target of targets) cases.push(await benchTarget(target, serverUrl, file));
  const ms = (value: number) => value.toFixed(0);
  console.log(
    `${rowCount} rows (${rowCount / operationsPerStyle} styles), ${(file.length / 1024).toFixed(0)} kB; exceljs bare parse: ${ms(parseMs)} ms`,
  );
  console.log(
    formatTable(
      [
        'database',
        'read ms',
        'import ms',
        'read+import ms',
        'import / parse',
        'goal',
        'health p99 ms (n)',
      ],
      cases.map((c) => [
        c.target,
        ms(c.readMs),
        ms(c.importMs),
        ms(c.readMs + c.importMs),
        (c.importMs / parseMs).toFixed(2),
        '<= 5000 ms and <= 3x parse',
        `${c.healthP99Ms.toFixed(1)} (${c.healthCalls})`,
      ]),
    ),
  );
  const path = await writeJsonResult('import', startedAt, {
    startedAt,
    machine: describeMachine(),
    rows: rowCount,
    fileBytes: file.length,
    bareParseMs: parseMs,
    cases,
  });
  console.log(`\nfigures written to ${path}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
