import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import {
  createServerStorage,
  freePort,
  runServer,
  stopServer,
  waitUntilHealthy,
} from '../support/spool-server.js';

/** Runs the server to its exit and returns what it printed. */
async function failedStart(env: Record<string, string>) {
  const child = runServer(env);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, lines: stderr.trim().split('\n') };
}

test.describe('starting the server', () => {
  test('stops with one line naming PORT when PORT is not a number', async () => {
    const { code, lines } = await failedStart({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(lines).toEqual([
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    ]);
  });

  test('stops with one line naming DATABASE_URL when the database cannot be reached', async () => {
    const port = await freePort();
    const { code, lines } = await failedStart({
      DATABASE_URL: `postgres://spool:hunter2@127.0.0.1:${port}/spool`,
    });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Cannot connect to DATABASE_URL \(postgres:\/\/spool:\*\*\*@127\.0\.0\.1:\d+\/spool\): .*ECONNREFUSED/,
    );
    expect(lines[0]).not.toContain('hunter2');
  });

  test('honours PORT, and starts again on the database it left behind', async () => {
    const storage = await createServerStorage();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      for (let run = 0; run < 2; run += 1) {
        const server = runServer({ ...storage.env, PORT: String(port) });
        try {
          await waitUntilHealthy(baseUrl, server);
          const health = (await (await fetch(`${baseUrl}/api/health`)).json()) as {
            database: string;
          };
          expect(health.database).toBe(process.env['DATABASE_URL'] ? 'postgresql' : 'pglite');
          const page = await fetch(`${baseUrl}/`);
          expect(await page.text()).toContain('<div id="root">');
        } finally {
          await stopServer(server);
        }
      }
    } finally {
      await storage.dispose();
    }
  });
});
