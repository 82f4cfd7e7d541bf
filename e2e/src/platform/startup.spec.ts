import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import {
  createServerStorage,
  freePort,
  repositoryRoot,
  runServer,
  serverEntry,
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

test.describe('the server’s log', () => {
  /** Everything the server wrote, without the terminal's colour codes. */
  const colourCode = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const plain = (text: string) => text.replace(colourCode, '').replace(/\r/g, '');

  async function untilWritten(output: () => string, pattern: RegExp) {
    await expect.poll(output, { timeout: 15_000 }).toMatch(pattern);
  }

  test('is short lines for a person in a terminal, and one JSON object a line when piped', async () => {
    const storage = await createServerStorage();
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    try {
      // `script` runs the server with a pseudo-terminal as its output, as `npm start` in a terminal.
      const terminal = spawn(
        'script',
        ['-qfec', `exec '${process.execPath}' '${serverEntry}'`, '/dev/null'],
        {
          cwd: repositoryRoot,
          env: { ...process.env, ...storage.env, PORT: String(port), LOG_LEVEL: 'info' },
          stdio: ['pipe', 'pipe', 'pipe'],
          detached: true,
        },
      );
      let shown = '';
      terminal.stdout.on('data', (chunk: Buffer) => (shown += chunk.toString()));
      try {
        await waitUntilHealthy(baseUrl, terminal);
        await untilWritten(() => plain(shown), /GET \/api\/health 200/);
        const lines = plain(shown).split('\n');
        const request = lines.find((line) => line.includes('GET /api/health 200'));
        // "[14:02:07] INFO: GET /api/health 200 1.4 ms": time, level and what happened, nothing more.
        expect(request).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 \d+\.\d ms$/);
        expect(lines.some((line) => /INFO: Spool is ready at /.test(line))).toBe(true);
        expect(plain(shown)).not.toContain('{"level"');
      } finally {
        process.kill(-terminal.pid!, 'SIGTERM');
        if (terminal.exitCode === null) await once(terminal, 'exit');
      }

      // Piped (a service manager, a log collector): JSON lines.
      const piped = runServer({ ...storage.env, PORT: String(port), LOG_LEVEL: 'info' });
      let written = '';
      piped.stdout?.on('data', (chunk: Buffer) => (written += chunk.toString()));
      try {
        await waitUntilHealthy(baseUrl, piped);
        await untilWritten(() => written, /GET \/api\/health 200/);
        const entries = written
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { level: number; msg: string; reqId?: string });
        const request = entries.find((entry) => entry.msg.startsWith('GET /api/health 200'));
        expect(request).toMatchObject({ level: 30 });
        expect(request?.reqId).toMatch(/^[0-9a-f-]{36}$/);
      } finally {
        await stopServer(piped);
      }
    } finally {
      await storage.dispose();
    }
  });
});
