import { randomBytes, randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { createPglite, openDatabase } from '../platform/db/database.js';
import { migrateDatabase } from '../platform/db/migrate.js';
import { openServingDatabase } from '../platform/db/serving-database.js';

/**
 * A migrated database made once per test run, that each test file's own database starts from.
 * PGlite's first start (its initdb, in WebAssembly) and the migrations cost seconds on either
 * database, and every test file paid them again. Now:
 * - on PGlite, each file starts a PGlite of its own from a copy of a migrated data directory;
 * - on a PostgreSQL server, each file's database is created from a migrated template database.
 * Either is then opened as the server opens an existing database (migrations checked, serving
 * login made), so the files still never share a database.
 */
const snapshotVariable = 'SPOOL_TEST_PGLITE_SNAPSHOT';
const templateVariable = 'SPOOL_TEST_TEMPLATE_DATABASE';

/** Vitest's global setup: makes the run's migrated start; what it returns removes it. */
export async function provideMigratedStart(serverUrl: string | undefined) {
  return serverUrl ? provideTemplateDatabase(serverUrl) : providePgliteSnapshot();
}

async function providePgliteSnapshot(): Promise<() => Promise<void>> {
  const client = await createPglite(undefined);
  const database = await openServingDatabase({ owner: { kind: 'pglite', client } });
  const data = await client.dumpDataDir('none');
  await database.close();
  const path = join(tmpdir(), `spool-test-pglite-${randomUUID()}.tar`);
  await writeFile(path, Buffer.from(await data.arrayBuffer()));
  process.env[snapshotVariable] = path;
  return async () => {
    delete process.env[snapshotVariable];
    await rm(path, { force: true });
  };
}

async function provideTemplateDatabase(serverUrl: string): Promise<() => Promise<void>> {
  const name = `spool_template_${randomBytes(6).toString('hex')}`;
  const onServer = (statement: string) => runOnServer(serverUrl, statement);
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const owner = await openDatabase({ kind: 'postgresql', url: url.toString(), poolSize: 1 });
  try {
    await migrateDatabase(owner);
  } finally {
    await owner.close();
  }
  process.env[templateVariable] = name;
  return async () => {
    delete process.env[templateVariable];
    await onServer(`drop database if exists ${name} with (force)`);
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let snapshot: Promise<Blob> | undefined;

/** A new PGlite on a copy of the run's migrated database, or an empty one outside such a run. */
export async function createTestPglite(): Promise<PGlite> {
  const path = process.env[snapshotVariable];
  if (!path) return createPglite(undefined);
  snapshot ??= readFile(path).then((bytes) => new Blob([bytes]));
  return PGlite.create({ loadDataDir: await snapshot, extensions: { pg_trgm } });
}

/** `template <name>` for a test file's new database on the server, or nothing outside such a run. */
export function migratedTemplateClause(): string {
  const name = process.env[templateVariable];
  return name ? ` template ${name}` : '';
}
