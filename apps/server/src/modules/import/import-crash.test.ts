import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/env.js';
import { embeddedSignIn } from '../../testing/embedded-sign-in.js';
import { freePort } from '../../testing/free-port.js';
import { createEmptyServerDatabase } from '../../testing/test-database.js';
import { styleSheetHeader, styleSheetRow } from '../../testing/style-sheet.js';

/**
 * A server killed with SIGKILL in the middle of a 10,000-row import (a power cut, an OOM
 * kill) leaves no partial style: after a restart on the same database, the sheet's styles
 * are all there with all their operations, or none is.
 */
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const password = 'crash-test-password';
const stylesInSheet = 400;
const operationsPerStyle = 25;

let storage: { env: Record<string, string>; dispose: () => Promise<void> };
let child: ChildProcess | undefined;
let origin = '';

beforeAll(async () => {
  const { databaseUrl } = loadConfig();
  if (databaseUrl) {
    const scratch = await createEmptyServerDatabase(databaseUrl);
    storage = { env: { DATABASE_URL: scratch.url }, dispose: scratch.drop };
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'spool-crash-'));
    storage = {
      env: { DATABASE_URL: '', SPOOL_DATA_DIR: dataDir },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  origin = `http://127.0.0.1:${await freePort()}`;
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await storage?.dispose();
});

/** Starts the server from its sources on the test's database, and waits until it answers. */
async function startServer(): Promise<void> {
  const process_ = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: serverDir,
      env: {
        ...process.env,
        ...storage.env,
        PORT: new URL(origin).port,
        HOST: '127.0.0.1',
        SPOOL_PUBLIC_URL: origin,
        SPOOL_ADMIN_PASSWORD: password,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  child = process_;
  let errors = '';
  process_.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (process_.exitCode !== null) throw new Error(`server exited: ${errors}`);
    const up = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process_.kill('SIGKILL');
  throw new Error(`server did not start in 120 s: ${errors}`);
}

async function plannerToken(): Promise<string> {
  const flow = await embeddedSignIn(origin);
  const tokens = await flow.exchange(await flow.signIn({ login: 'demo.planner', password }));
  return tokens.access_token;
}

const api = (token: string, path: string, body?: unknown) =>
  fetch(`${origin}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

const header = styleSheetHeader;
const rows = Array.from({ length: stylesInSheet * operationsPerStyle }, (_, index) => {
  const group = (index % operationsPerStyle) + 1;
  return styleSheetRow(`Crash ${Math.floor(index / operationsPerStyle)}`, {
    Group: String(group),
    'Operation description': `Operation ${group}`,
    'Seam length': '50',
  });
});

describe('a server killed during an import', () => {
  it('leaves all of the sheet’s styles or none, never a partial one', async () => {
    await startServer();
    const token = await plannerToken();
    const progressId = randomUUID();
    const importing = api(token, '/api/import', {
      importType: 1,
      name: 'crash.xlsx',
      rows: [header, ...rows],
      seamLengthUnit: 0,
      tktTexVal: 'Tkt',
      progressId,
    }).then(
      (response) => response.status,
      () => 'connection lost',
    );
    // Kill it once the sheet is being checked, some time into the saving that follows (on
    // the embedded database even a progress call waits while the saving transaction runs).
    for (let poll = 0; poll < 2_000; poll += 1) {
      const progress = await api(token, `/api/import/progress/${progressId}`).then(
        async (response) => (response.ok ? ((await response.json()) as { phase: string }) : null),
        () => null,
      );
      if (progress) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
    const killed = child;
    const exited = new Promise((resolve) =>
      killed?.exitCode !== null ? resolve(undefined) : killed.once('exit', resolve),
    );
    killed?.kill('SIGKILL');
    await exited;
    await importing;

    await startServer();
    const after = await plannerToken();
    const grid = (await (
      await api(after, '/api/styleGrid?Filter=Crash&MaxResultCount=1000')
    ).json()) as { items: { id: number; name: string }[]; totalCount: number };

    expect([0, stylesInSheet]).toContain(grid.totalCount);
    for (const style of grid.items.slice(0, 5)) {
      const operations = (await (
        await api(after, `/api/getOperations?styleId=${style.id}&seamLengthUnit=0`)
      ).json()) as unknown[];
      expect(operations).toHaveLength(operationsPerStyle);
    }
    // The database took the crash: the same sheet imports now (or finds its styles there).
    const again = (await (
      await api(after, '/api/import', {
        importType: 1,
        name: 'crash.xlsx',
        rows: [header, ...rows],
        seamLengthUnit: 0,
        tktTexVal: 'Tkt',
      })
    ).json()) as { error: boolean; savedRows: number };
    expect(again.error).toBe(grid.totalCount === stylesInSheet);
  }, 300_000);
});
