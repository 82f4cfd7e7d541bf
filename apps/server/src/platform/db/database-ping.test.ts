import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmptyServerDatabase } from '../../testing/test-database.js';
import { openDatabase, type Database } from './database.js';

/**
 * The health check on a PostgreSQL server asks the database itself, never waiting behind the
 * pool's queue: while every pooled connection is held (a burst of requests, a slow flush), a
 * reachable database still answers at once, and the check says so.
 */
let scratch: Awaited<ReturnType<typeof createEmptyServerDatabase>>;
let database: Database;

beforeAll(async () => {
  scratch = await createEmptyServerDatabase();
  database = await openDatabase({ kind: 'postgresql', url: scratch.url, poolSize: 2 });
});
afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

it('answers while every pooled connection is busy, before any of them is free', async () => {
  const order: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holders = [1, 2].map((holder) =>
    database.withSession(async (session) => {
      await session.execute(sql`select 1`);
      await held;
      order.push(`connection ${holder} free`);
    }),
  );
  // Both connections are taken, and a request for a third waits in the pool's queue.
  const queued = database.db.execute(sql`select 1`).then(() => order.push('queued request'));
  // Over a second since the database last answered: the check has to ask it.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await database.ping();
  order.push('ping');
  release();
  await Promise.all([...holders, queued]);
  expect(order[0]).toBe('ping');
  expect(order).toHaveLength(4);
});

it('answers again after its own connection was closed by the server', async () => {
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await database.ping();
  await database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend' and state = 'idle'`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  // The first ping may meet the closed connection; the next one opens another.
  await database.ping().catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  await expect(database.ping()).resolves.toBeUndefined();
});
