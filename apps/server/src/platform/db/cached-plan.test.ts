import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { runKeptSelect } from './cached-plan.js';
import { inKnownCallerTransaction } from './tenant-transaction.js';

const onServer = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';

/**
 * Kept selects (the styles grid's unfiltered page): compiled once per shape, then run in each
 * request's own transaction with that call's values, however many shapes callers ask for.
 */
describe(`kept selects (${onServer}, serving handle)`, () => {
  let database: TestDatabase;
  let tenant: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    tenant = (await database.createTenant('Kept selects')).id;
  });
  afterAll(() => database?.dispose());

  /** A shape's select: its text holds `shape`, and it answers the value given for `n`. */
  const select = (tx: Parameters<typeof runKeptSelect>[0], shape: number, n: number) =>
    runKeptSelect(
      tx,
      `test ${shape}`,
      () =>
        tx
          .select({
            shape: sql<number>`${shape}::int`,
            n: sql<number>`${sql.placeholder('n')}::int`,
          })
          .from(sql`(values (1)) as one (x)`),
      { n },
    );

  const inTransaction = <T>(work: Parameters<typeof inKnownCallerTransaction<T>>[4]) =>
    inKnownCallerTransaction(
      database,
      { tenantId: tenant, readOnly: true },
      'select 1 as version',
      () => undefined,
      work,
    );

  it('answers each call with its own values, in transactions after the first', async () => {
    for (const n of [3, 5, 8]) {
      expect(await inTransaction((tx) => select(tx, 1, n))).toEqual([{ shape: 1, n }]);
    }
  });

  it('still answers past the most shapes it keeps (a caller choosing any page size)', async () => {
    const answers = await inTransaction(async (tx) => {
      const all = [];
      for (let shape = 1; shape <= 260; shape += 1)
        all.push(...(await select(tx, shape, shape * 2)));
      return all;
    });
    expect(answers).toEqual(
      Array.from({ length: 260 }, (_, index) => ({ shape: index + 1, n: (index + 1) * 2 })),
    );
    // A shape met after the limit answers each call with that call's values too.
    for (const n of [1, 2]) {
      expect(await inTransaction((tx) => select(tx, 259, n))).toEqual([{ shape: 259, n }]);
    }
  });
});
