import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { deferCleanup, describeError } from './cleanup.js';
import type { ChildDatabase } from './protocol.js';

const defaultServerUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const connectTimeoutMs = 5_000;

/** One database to benchmark: made fresh before its run, removed after it. */
export type BenchTarget = {
  label: string;
  prepare(): Promise<PreparedDatabase>;
};

export type PreparedDatabase = {
  /** What the server child opens. */
  database: ChildDatabase;
  /** Removes the database; call after the child has exited. Safe to call twice. */
  dispose(): Promise<void>;
};

/** The server on which the bench creates (and drops) its own database. */
export function serverUrlFromEnv(): string {
  return process.env['BENCH_DATABASE_URL'] || process.env['DATABASE_URL'] || defaultServerUrl;
}

/**
 * The databases BENCH_TARGETS names (pglite,postgresql by default), in that order; the
 * PostgreSQL server is checked first, so a run does not fail halfway for want of it.
 *
 * @param poolSize - the server's pool on PostgreSQL
 */
export async function benchTargetsFromEnv(poolSize: number): Promise<BenchTarget[]> {
  const names = (process.env['BENCH_TARGETS'] || 'pglite,postgresql').split(',');
  const serverUrl = serverUrlFromEnv();
  if (names.includes('postgresql')) await assertServerReachable(serverUrl);
  const targets = [
    ...(names.includes('pglite') ? [pgliteTarget()] : []),
    ...(names.includes('postgresql') ? [postgresTarget(serverUrl, poolSize)] : []),
  ];
  if (targets.length === 0) throw new Error(`BENCH_TARGETS names no target: ${names.join()}`);
  return targets;
}

/** PGlite in a fresh temp dir, so that no earlier run's data or cache is measured. */
export function pgliteTarget(): BenchTarget {
  return {
    label: 'PGlite',
    async prepare() {
      const dataDir = await mkdtemp(join(tmpdir(), 'spool-bench-pglite-'));
      const dispose = deferCleanup(() => rm(dataDir, { recursive: true, force: true }));
      return { database: { kind: 'pglite', dataDir }, dispose };
    },
  };
}

/**
 * A new `spool_bench_<random>` database on the server, dropped `with (force)` at
 * the end so that a connection the child left open cannot keep it alive.
 */
export function postgresTarget(serverUrl: string, poolSize: number): BenchTarget {
  return {
    label: 'PostgreSQL',
    async prepare() {
      const name = `spool_bench_${randomBytes(6).toString('hex')}`;
      await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
      const dispose = deferCleanup(async () => {
        await withAdminClient(serverUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        );
      });
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return { database: { kind: 'postgresql', url: url.toString(), poolSize }, dispose };
    },
  };
}

/** Fails before any measurement rather than after the PGlite run, with the reason. */
export async function assertServerReachable(serverUrl: string): Promise<void> {
  try {
    await withAdminClient(serverUrl, (client) => client.query('select 1'));
  } catch (error) {
    throw new Error(
      `Cannot reach PostgreSQL at ${redactUrl(serverUrl)} (set BENCH_DATABASE_URL to another server): ${describeError(error)}`,
      { cause: error },
    );
  }
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A connection URL safe to print: the password replaced by `***`. */
export function redactUrl(value: string): string {
  if (!URL.canParse(value)) return value.replace(/:[^:@/]*@/, ':***@');
  const url = new URL(value);
  if (url.password) url.password = '***';
  return url.toString();
}
