import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseKind } from '@spool/contracts';
import { redactUrl } from '../env.js';
import type { SpoolRole } from './roles.js';
import { noTenantSigner, type TenantSigner } from './tenant-signature.js';

type NoSchema = Record<string, never>;
/**
 * A Drizzle handle on either database; both speak the same PostgreSQL, and
 * both drivers answer `execute` with `{ rows }`, typed here as node-postgres does.
 */
export type Db = PgDatabase<NodePgQueryResultHKT, NoSchema>;
/** The request's transaction, handed to repositories. */
export type Tx = PgTransaction<
  NodePgQueryResultHKT,
  NoSchema,
  ExtractTablesWithRelations<NoSchema>
>;

export type Database = {
  readonly kind: DatabaseKind;
  /**
   * The connection's login. Opened by `openServingDatabase` (what serves requests): a
   * login that may do nothing until a transaction switches to one of Spool's roles
   * (tenant-transaction.ts). Opened by `openDatabase` with the owner's address: the
   * owner, for migrations and start-up only.
   */
  readonly db: Db;
  /** The signature of a transaction's tenant (tenant-signature.ts); the owner's has none. */
  readonly signTenant: TenantSigner;
  /**
   * Where a transaction of `role` runs: on a PostgreSQL server Spool makes, the pool of that
   * role's own login (serving-database.ts); otherwise this same database.
   */
  forRole(role: SpoolRole): Database;
  /** Runs `work` on one connection of its own (PGlite: the only one). */
  withSession<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Runs a transaction's opening statements (tenant-transaction.ts: its SET LOCALs and at
   * most one read) in one round trip, and answers the rows of the last one.
   */
  runOpening(tx: Tx, statements: readonly string[]): Promise<Record<string, unknown>[]>;
  /**
   * Resolves once the database has answered: at once when it answered a statement within the
   * last second (a busy database is plainly reachable, and the health check must not queue
   * behind its work), else after a `select 1`.
   */
  ping(): Promise<void>;
  /** Its connections: open, idle, and transactions waiting for one (for the metrics). */
  poolUse(): PoolUse;
  close(): Promise<void>;
};

export type PoolUse = { total: number; idle: number; waiting: number };

/** How recent an answer of the database stands for a ping. */
const answeredRecentlyMs = 1_000;

/** When the database last answered a statement (any answer, an error included). */
function answerClock() {
  let lastAnswer = Number.NEGATIVE_INFINITY;
  return {
    answered: () => {
      lastAnswer = performance.now();
    },
    answeredRecently: () => performance.now() - lastAnswer < answeredRecentlyMs,
  };
}

export type DatabaseOptions =
  | {
      kind: 'postgresql';
      url: string;
      poolSize?: number;
      connectionTimeoutMillis?: number;
      /** What the address is called in the error when it cannot be reached (default DATABASE_URL). */
      name?: string;
    }
  | { kind: 'pglite'; dataDir: string | undefined }
  | { kind: 'pglite'; client: PGlite };

/** The database could not be opened; the message names the cause, never a password. */
export class DatabaseUnavailableError extends Error {
  /** Why, in the database's or the network's words: "database "x" does not exist". */
  readonly reason: string;

  constructor(message: string, options?: { cause?: unknown; reason?: string }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
    this.reason = options?.reason ?? message;
  }
}

/** Opens PGlite (embedded, in `dataDir` or in memory) or a pool on a PostgreSQL server. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgresql' ? openPostgres(options) : openPglite(options);
}

async function openPostgres({
  url,
  poolSize = 10,
  connectionTimeoutMillis = 10_000,
  name = 'DATABASE_URL',
}: Extract<DatabaseOptions, { kind: 'postgresql' }>): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis });
  // An idle client's error (server restart) must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const answers = answerClock();
  // A connection back in the pool has had its answers (an error's included).
  pool.on('release', answers.answered);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    const reason = describeError(error);
    throw new DatabaseUnavailableError(`Cannot connect to ${name} (${redactUrl(url)}): ${reason}`, {
      cause: error,
      reason,
    });
  }
  const db: Db = drizzleNodePg({ client: pool });
  const pinger = pingConnection(url, connectionTimeoutMillis, answers.answered);
  let closed: Promise<void> | undefined;
  const database: Database = {
    kind: 'postgresql',
    db,
    signTenant: noTenantSigner,
    forRole: () => database,
    async withSession(work) {
      const client = await pool.connect();
      try {
        return await work(drizzleNodePg({ client }));
      } finally {
        client.release();
      }
    },
    async runOpening(tx, statements) {
      const result: unknown = await tx.execute(sql.raw(statements.join(';\n')));
      // node-postgres answers one result per statement when there are several.
      const last = (Array.isArray(result) ? result.at(-1) : result) as { rows: unknown[] };
      return last.rows as Record<string, unknown>[];
    },
    async ping() {
      if (closed) throw new Error('the database is closed');
      if (!answers.answeredRecently()) await pinger.ping();
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    /** Idempotent: shutdown paths may close more than once. */
    close() {
      closed ??= Promise.all([pool.end(), pinger.close()]).then(() => undefined);
      return closed;
    },
  };
  return database;
}

/**
 * A connection of its own for the health check's `select 1`, opened when first needed and again
 * after a failure: when every pooled connection is busy (a burst of requests while the server
 * flushes to disk), the check asks the database itself instead of waiting behind the pool's
 * queue of requests, which says nothing of whether the database answers.
 */
function pingConnection(url: string, connectionTimeoutMillis: number, answered: () => void) {
  let client: Promise<pg.Client> | undefined;
  const connect = () => {
    const opened = new pg.Client({ connectionString: url, connectionTimeoutMillis });
    const connecting = opened.connect().then(() => opened);
    // A dropped connection must not crash the process; the next ping opens another (and an old
    // connection's late error leaves a newer one alone).
    opened.on('error', () => {
      if (client === connecting) client = undefined;
    });
    return connecting;
  };
  return {
    async ping() {
      client ??= connect();
      try {
        await (await client).query('select 1');
        answered();
      } catch (error) {
        const failed = client;
        client = undefined;
        void failed?.then((opened) => opened.end()).catch(() => undefined);
        throw error;
      }
    },
    async close() {
      const opened = client;
      client = undefined;
      await opened?.then((open) => open.end()).catch(() => undefined);
    },
  };
}

/**
 * Opens PGlite in `dataDir` (created if missing), or in memory without one, with the
 * extension the migrations create (pg_trgm: the styles grid's filters).
 */
export async function createPglite(dataDir: string | undefined): Promise<PGlite> {
  try {
    if (dataDir) await mkdir(dataDir, { recursive: true });
    return await PGlite.create(dataDir, { extensions: { pg_trgm } });
  } catch (error) {
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database in SPOOL_DATA_DIR (${dataDir}): ${describeError(error)}`,
      { cause: error },
    );
  }
}

async function openPglite(
  options: { dataDir: string | undefined } | { client: PGlite },
): Promise<Database> {
  return pgliteDatabase('client' in options ? options.client : await createPglite(options.dataDir));
}

/**
 * A Database on an open PGlite. With `guard`, every statement passes `guard`
 * first (the serving session's statement check, serving-database.ts).
 */
export function pgliteDatabase(
  client: PGlite,
  guard: (statement: string, place: 'opening' | 'work') => void = () => {},
): Database {
  const transactions = trackedPglite(client, guard);
  const db = drizzlePglite({ client: transactions.client }) as unknown as Db;
  const runOpening = async (statements: readonly string[]) => {
    // PGlite runs one transaction at a time, so the open one is the caller's.
    const open = transactions.open();
    for (const statement of statements) guard(statement, 'opening');
    if (statements.some((statement) => statement.includes(';'))) {
      throw new Error('an opening statement holds a semicolon');
    }
    const results = await open.exec(statements.join(';\n'));
    return results.at(-1)?.rows ?? [];
  };
  const database: Database = {
    kind: 'pglite',
    db,
    signTenant: noTenantSigner,
    // One session serves every role (serving-database.ts).
    forRole: () => database,
    withSession: (work) => work(db),
    runOpening: (_tx, statements) => runOpening(statements),
    async ping() {
      if (client.closed) throw new Error('the database is closed');
      if (!transactions.answeredRecently()) await db.execute(sql`select 1`);
    },
    // One connection, whose waiting transactions PGlite queues out of sight.
    poolUse: () => ({ total: 1, idle: transactions.isOpen() ? 0 : 1, waiting: 0 }),
    async close() {
      if (!client.closed) await client.close();
    },
  };
  return database;
}

type PgliteTransaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/**
 * PGlite as Drizzle uses it (`query`, `transaction`), with each statement checked by `guard`
 * first, and the transaction open now (PGlite runs one at a time): its `exec` runs several
 * statements in one call, which `query` (one statement, five protocol messages) cannot.
 */
function trackedPglite(client: PGlite, guard: (statement: string, place: 'work') => void) {
  type Queryable = Pick<PGlite, 'query'>;
  const answers = answerClock();
  const guarded = <C extends Queryable>(target: C): C['query'] =>
    ((statement: string, ...rest: unknown[]) => {
      guard(statement, 'work');
      const answer = (target.query as (...args: unknown[]) => Promise<unknown>)(statement, ...rest);
      return answer.finally(answers.answered);
    }) as C['query'];
  let open: PgliteTransaction | undefined;
  const wrapper = {
    query: guarded(client),
    transaction: ((work: (tx: unknown) => Promise<unknown>) =>
      client.transaction(async (tx) => {
        // Each transaction starts in a task of its own. PGlite's statements run on this
        // thread and resolve at once, so without it the transactions waiting for the one
        // connection would run back to back in one microtask queue, and the server would
        // accept no connection and read no request until they were all done (seen: 130 of
        // 200 connections left unaccepted for over 10 s).
        await new Promise((resolve) => setImmediate(resolve));
        open = tx;
        try {
          return await work({
            query: guarded(tx),
            rollback: () => tx.rollback(),
            get closed() {
              return tx.closed;
            },
          });
        } finally {
          open = undefined;
        }
      })) as PGlite['transaction'],
    get closed() {
      return client.closed;
    },
  };
  return {
    client: wrapper as unknown as PGlite,
    answeredRecently: answers.answeredRecently,
    isOpen: () => open !== undefined,
    open(): PgliteTransaction {
      if (!open) throw new Error('no transaction is open on the embedded database');
      return open;
    },
  };
}

function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return describeError(error.errors[0]);
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const named = typeof code === 'string' ? code : error.name;
    if (!error.message) return named;
    return error.message.includes(named) ? error.message : `${error.message} (${named})`;
  }
  return typeof error === 'string' ? error : 'unknown error';
}
