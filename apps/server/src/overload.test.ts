import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.js';

const lagMs = 50;

/** Waits until the app's own reading of the event loop's lag is past, or within, the bound. */
async function untilLag(t: TestApp, past: boolean): Promise<void> {
  for (let tries = 0; tries < 250; tries += 1) {
    if (t.app.memoryUsage().eventLoopDelay > lagMs === past) return;
    await sleep(20);
  }
  throw new Error(`the event loop's lag never went ${past ? 'past' : 'back within'} the bound`);
}

/** Shedding overload (@fastify/under-pressure, as a server on PostgreSQL runs it). */
describe('a server whose event loop lags', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ shedOverload: { maxEventLoopDelayMs: lagMs } });
  });
  afterAll(() => t?.dispose());

  it('answers 503 with Retry-After while it lags, and serves again once it caught up', async () => {
    // Longer than a sample of the lag (one second): the loop does nothing else meanwhile.
    const until = performance.now() + 1_500;
    while (performance.now() < until) {
      /* the event loop held, as a long synchronous task would */
    }
    await untilLag(t, true);
    const refused = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ error: { code: expect.any(String) as unknown } });

    await untilLag(t, false);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
