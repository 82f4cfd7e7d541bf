import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProcessMetrics } from '../../platform/metrics/metrics.js';
import { stopServing } from '../../server-start.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { startManagementServer, type ManagementServer } from './management-server.js';

const onServer = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';

/** The health route's answered count in the metrics' text, 0 before its first answer. */
function healthAnswers(metrics: string): number {
  const line = metrics
    .split('\n')
    .find(
      (row) =>
        row.startsWith('spool_http_requests_total{') &&
        row.includes('route="/api/health"') &&
        row.includes('status="200"'),
    );
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe(`the management port (${onServer})`, () => {
  let t: TestApp;
  let management: ManagementServer;

  beforeAll(async () => {
    t = await createTestApp();
    collectProcessMetrics(t.app.metrics);
    management = await startManagementServer({
      port: 0,
      host: '127.0.0.1',
      database: t.database,
      metrics: t.app.metrics,
    });
  });
  afterAll(() => t?.dispose());

  const get = (path: string) => fetch(new URL(path, management.url));

  it('counts each answered request by route and status, with the pool and the event loop', async () => {
    const before = healthAnswers(await (await get('/metrics')).text());
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const answer = await get('/metrics');
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    const metrics = await answer.text();
    expect(healthAnswers(metrics)).toBe(before + 2);
    expect(metrics).toMatch(
      /^spool_http_request_duration_seconds_count\{[^}]*route="\/api\/health"/m,
    );
    expect(metrics).toMatch(/^spool_db_pool_connections \d+$/m);
    expect(metrics).toMatch(/^spool_worker_queue 0$/m);
    expect(metrics).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
  });

  it('is live, ready while the database answers, and not ready once shutdown starts', async () => {
    expect((await get('/livez')).status).toBe(200);
    const ready = await get('/readyz');
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);

    const stopped = stopServing({ management, app: t.app, database: t.database, drainMs: 500 });
    const draining = await get('/readyz');
    expect([draining.status, await draining.json()]).toEqual([503, { status: 'draining' }]);
    // While it drains, the API still answers what reaches it.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await stopped;
    await expect(get('/livez')).rejects.toThrow();
  });

  it('is not ready while the database does not answer', async () => {
    const database = await createTestDatabase();
    await database.close();
    const alone = await startManagementServer({
      port: 0,
      host: '127.0.0.1',
      database,
      metrics: new Registry(),
    });
    try {
      const answer = await fetch(new URL('/readyz', alone.url));
      expect([answer.status, await answer.json()]).toEqual([
        503,
        { status: 'databaseUnreachable' },
      ]);
      expect((await fetch(new URL('/livez', alone.url))).status).toBe(200);
    } finally {
      await alone.close();
      await database.dispose();
    }
  });
});
