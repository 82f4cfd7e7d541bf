import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const serverEntry = join(repositoryRoot, 'apps/server/dist/server.js');

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port was assigned')),
      );
    });
  });
}

/** Runs the built server as a newcomer would, with the given environment on top of ours. */
export function runServer(env: Record<string, string | undefined>): ChildProcess {
  return spawn(process.execPath, [serverEntry], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves once the server answers /api/health with 200, or rejects with its output. */
export async function waitUntilHealthy(baseUrl: string, child: ChildProcess, timeoutMs = 180_000) {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not healthy after ${timeoutMs} ms:\n${output}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Where the server keeps its data for this run: a temp PGlite dir, or a new PostgreSQL database. */
export async function createServerStorage(): Promise<{
  env: Record<string, string>;
  dispose(): Promise<void>;
}> {
  const baseUrl = process.env['DATABASE_URL'];
  if (!baseUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'spool-e2e-'));
    return {
      env: { SPOOL_DATA_DIR: dataDir, DATABASE_URL: '' },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `spool_e2e_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    dispose: () => admin(`drop database if exists ${name} with (force)`),
  };
}
