import { afterAll, describe, expect, it } from 'vitest';
import type { ReadWorkbook } from '../files/workbook.js';
import { writeSheet } from '../files/workbook.js';
import Fastify from 'fastify';
import { registerErrorHandler } from '../http/error-handler.js';
import { createTranslator } from '../i18n.js';
import { createWorkerPool, WorkersBusy } from './worker-pool.js';

const worker = new URL('../files/workbook.worker.ts', import.meta.url);

/** A workbook of `rows` rows of 17 cells. */
async function workbookOf(rows: number) {
  return writeSheet({
    sheetName: 'Styles',
    header: Array.from({ length: 17 }, (_, index) => `Column ${index + 1}`),
    columns: [],
    rows: Array.from({ length: rows }, (_, row) =>
      Array.from({ length: 17 }, (_, column) => (column === 5 ? row : `r${row}c${column}`)),
    ),
  });
}

describe('the worker pool', () => {
  const pool = createWorkerPool({ worker, maxThreads: 1, maxQueue: 1 });
  afterAll(() => pool.close());

  it('reads a workbook in a worker thread while the event loop goes on', async () => {
    const bytes = new Uint8Array(await workbookOf(5_000));
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const read = await pool.run<ReadWorkbook>('readWorkbook', { bytes, format: 'xlsx' });
    clearInterval(timer);
    expect(read.kind).toBe('sheet');
    if (read.kind !== 'sheet') return;
    expect(read.rows).toHaveLength(5_001);
    expect(read.rows[5_000]?.texts[0]).toBe('r4999c0');
    expect(read.rows[5_000]?.values[5]).toBe(4_999);
    // The timer kept firing while the sheet was read: nothing held the event loop.
    expect(ticks).toBeGreaterThan(2);
  });

  it('answers 503 with Retry-After when its queue is full, and runs the rest', async () => {
    const bytes = new Uint8Array(await workbookOf(2_000));
    const runs = Array.from({ length: 4 }, () =>
      pool.run<ReadWorkbook>('readWorkbook', { bytes, format: 'xlsx' }).then(
        (read) => read.kind,
        (error: unknown) => error,
      ),
    );
    const answers = await Promise.all(runs);
    const refused = answers.filter((answer) => answer instanceof WorkersBusy);
    expect(refused.length).toBeGreaterThan(0);
    const app = Fastify();
    registerErrorHandler(app, createTranslator());
    app.get('/busy', () => Promise.reject(refused[0] as Error));
    const answer = await app.inject({ method: 'GET', url: '/busy' });
    await app.close();
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answers.filter((answer) => answer === 'sheet').length).toBeGreaterThanOrEqual(2);
  });
});
