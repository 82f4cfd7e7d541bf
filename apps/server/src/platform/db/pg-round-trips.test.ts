import { eq, like, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyServerDatabase } from '../../testing/test-database.js';
import { openDatabase, type Database, type Tx } from './database.js';
import { inlineParameters } from './pg-round-trips.js';

/**
 * The round trips a PostgreSQL server saves (pg-round-trips.ts) must not change what any
 * statement answers: on a server database of its own, whichever database the suite runs on.
 */
describe('statements sent with the next one (PostgreSQL server)', () => {
  let server: Awaited<ReturnType<typeof createEmptyServerDatabase>>;
  let database: Database;
  let other: pg.Client;

  beforeAll(async () => {
    server = await createEmptyServerDatabase();
    // One connection, so that every transaction follows the one before on the same session.
    database = await openDatabase({ kind: 'postgresql', url: server.url, poolSize: 1 });
    await database.db.execute(sql`create table notes (id int primary key, body text not null)`);
    other = new pg.Client({ connectionString: server.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await database?.close();
    await server?.drop();
  });

  const tricky = [
    "it's",
    'back\\slash \\x41',
    '$1 and $2',
    '-- not a comment',
    '/* nor this */',
    '"quoted"',
    'ünïcødé 线 خيط',
    '',
  ];

  it('writes every kind of value as a literal that answers what its parameter answers', async () => {
    const text = `select $1::text as a, $2::int as b, $3::numeric as c, $4::timestamptz as d,
      $5::text[] as e, $6::jsonb as f, $7::boolean as g, $8::text as h, '$1' as i, "x$1" as j
      from (select 1 as "x$1") as t -- $3 here is no parameter`;
    for (const value of tricky) {
      const values = [
        value,
        -42,
        '1234.5678',
        new Date('2026-11-28T10:11:12.345Z'),
        [value, null, 'b,c', '{d}'],
        { value, nested: [1, 'two'] },
        false,
        null,
      ];
      const inlined = inlineParameters(text, values);
      expect(inlined).toBeDefined();
      const asParameters = await other.query(text, values);
      const asLiterals = await other.query<{ a: string }>(inlined as string);
      expect(asLiterals.rows).toEqual(asParameters.rows);
      expect(asLiterals.rows[0]?.a).toBe(value);
    }
  });

  it('leaves alone the texts it does not read safely', () => {
    expect(inlineParameters("select E'\\n' || $1", ['x'])).toBeUndefined();
    expect(inlineParameters('select $$a$$ || $1', ['x'])).toBeUndefined();
    expect(inlineParameters('select $1::bytea', [Buffer.from('x')])).toBeUndefined();
    expect(inlineParameters('select $2', ['x'])).toBeUndefined();
    expect(inlineParameters("select 'a''$1' || $1", ["b'"])).toBe("select 'a''$1' || 'b'''");
  });

  /** A read-only transaction with its opening checked (Database.checkedTransaction). */
  const readOnly = <T>(
    opening: readonly string[],
    check: (rows: Record<string, unknown>[]) => void,
    work: (tx: Tx) => Promise<T>,
  ) => database.checkedTransaction(opening, check, work, { readOnly: true });

  const backendState = async (pid: number) => {
    const { rows } = await other.query<{ state: string }>(
      'select state from pg_stat_activity where pid = $1',
      [pid],
    );
    return rows[0]?.state;
  };

  it('runs a read with its opening, checks the opening first, and reads only', async () => {
    const seen: Record<string, unknown>[][] = [];
    const answer = await readOnly(
      ["set local app.side = 'north'", "select current_setting('app.side') as side"],
      (rows) => seen.push(rows),
      async (tx) => {
        expect(seen).toEqual([]); // nothing went out yet
        const { rows } = await tx.execute<{ side: string; said: string; pid: number }>(
          sql`select current_setting('app.side') as side, ${"it's"}::text as said, pg_backend_pid() as pid`,
        );
        expect(seen).toEqual([[{ side: 'north' }]]);
        return rows[0];
      },
    );
    expect(answer).toMatchObject({ side: 'north', said: "it's" });
    const write = readOnly(
      [],
      () => undefined,
      (tx) => tx.execute(sql`insert into notes values (1, 'no')`),
    );
    await expect(write).rejects.toMatchObject({
      // The database refuses it: a read-only transaction.
      cause: expect.objectContaining({ code: '25006' }) as unknown,
    });
    const { rows } = await database.db.execute<{ side: string }>(
      sql`select current_setting('app.side', true) as side`,
    );
    expect(rows[0]?.side ?? '').toBe(''); // the setting ended with its transaction
  });

  it("refuses the work's first answer when the opening's check throws", async () => {
    let reached = false;
    const refused = readOnly(
      ['select 7 as version'],
      (rows) => {
        if (rows[0]?.['version'] !== 8) throw new Error('changed meanwhile');
      },
      async (tx) => {
        await tx.execute(sql`select ${1}::int as one`);
        reached = true;
      },
    );
    // Drizzle names the statement, and the check's error is its cause.
    await expect(refused).rejects.toMatchObject({ cause: new Error('changed meanwhile') });
    expect(reached).toBe(false);
    // And a work that reads nothing is still checked before it answers.
    const silent = readOnly(
      ['select 7 as version'],
      () => {
        throw new Error('checked at the end');
      },
      async () => 'answer',
    );
    await expect(silent).rejects.toMatchObject({ cause: new Error('checked at the end') });
  });

  const notes = pgTable('notes', { id: integer('id').primaryKey(), body: text('body').notNull() });
  const preparedStatements = async () => {
    // The pool's one connection: the one that ran the statements.
    const { rows } = await database.db.execute<{
      name: string;
      generic_plans: number;
      custom_plans: number;
    }>(sql`select name, generic_plans, custom_plans from pg_prepared_statements order by name`);
    return rows.map((row) => ({
      name: row.name,
      generic: Number(row.generic_plans),
      custom: Number(row.custom_plans),
    }));
  };

  it("keeps a named statement's plan on its connection, with its opening, answering as ever", async () => {
    await database.db.insert(notes).values([
      { id: 10, body: "ten's" },
      { id: 11, body: 'eleven' },
    ]);
    const byId = (tx: Tx, id: number) =>
      tx.select().from(notes).where(eq(notes.id, id)).prepare('notes_by_id').execute();
    for (const id of [10, 11, 10]) {
      const seen: unknown[] = [];
      const { rows, mode } = await readOnly(
        ['select 5 as version'],
        (opening) => seen.push(opening),
        async (tx) => {
          const found = await byId(tx, id);
          expect(seen).toEqual([[{ version: 5 }]]); // checked before the answer came back
          // The generic plan is forced for the kept statement only.
          const shown = await tx.execute<{ plan_cache_mode: string }>(sql`show plan_cache_mode`);
          return { rows: found, mode: shown.rows[0]?.plan_cache_mode };
        },
      );
      expect(rows).toEqual([{ id, body: id === 10 ? "ten's" : 'eleven' }]);
      expect(mode).toBe('auto');
    }
    // Prepared once, planned once: every execution used the generic plan.
    expect(await preparedStatements()).toEqual([{ name: 'notes_by_id_0', generic: 3, custom: 0 }]);
  });

  it('prepares again under a new name after a failure, and nothing outside a transaction', async () => {
    const ratio = (tx: Tx, divisor: number) =>
      tx
        .select({ value: sql<number>`100 / ${divisor}::int` })
        .from(notes)
        .where(eq(notes.id, 10))
        .prepare('ratio')
        .execute();
    await expect(database.db.transaction((tx) => ratio(tx, 0))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '22012' }) as unknown, // division by zero
    });
    // Whether its PREPARE ran is unknown to the client: the next one is made under a new name.
    expect(await database.db.transaction((tx) => ratio(tx, 4))).toEqual([{ value: 25 }]);
    expect(await database.db.transaction((tx) => ratio(tx, 5))).toEqual([{ value: 20 }]);
    // Outside a transaction (no SET LOCAL there) a named statement goes as any other.
    const outside = await database.db
      .select()
      .from(notes)
      .where(like(notes.body, 'ele%'))
      .prepare('outside')
      .execute();
    expect(outside).toEqual([{ id: 11, body: 'eleven' }]);
    const statements = await preparedStatements();
    // The failed one's PREPARE had run: it stays, unused; the two answers came from the new one.
    expect(statements.filter(({ name }) => name.startsWith('ratio'))).toEqual([
      { name: 'ratio_0', generic: 1, custom: 0 },
      { name: 'ratio_1', generic: 2, custom: 0 },
    ]);
    expect(statements.filter(({ name }) => name.startsWith('outside'))).toEqual([]);
  });

  it('ends a read before the next transaction and soon after it when none comes', async () => {
    const pid = await readOnly(
      ['select 1 as opened'],
      () => undefined,
      async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        return Number(rows[0]?.pid);
      },
    );
    // Its COMMIT is owed to the next statement, or sent alone when the connection stays idle.
    await expect.poll(() => backendState(pid), { timeout: 5_000 }).toBe('idle');

    // The next transaction sees what another connection committed after the read.
    await readOnly(
      [],
      () => undefined,
      async (tx) => tx.execute(sql`select count(*) from notes`),
    );
    await other.query(`insert into notes values (2, 'committed elsewhere')`);
    const after = await readOnly(
      ['select 1 as opened'],
      () => undefined,
      async (tx) => {
        const { rows } = await tx.execute<{ body: string }>(
          sql`select body from notes where id = ${2}`,
        );
        return rows.map((row) => row.body);
      },
    );
    expect(after).toEqual(['committed elsewhere']);
    // A write transaction after a read commits as ever.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (${3}, ${'written'})`);
    });
    const { rows } = await other.query('select body from notes where id = 3');
    expect(rows).toEqual([{ body: 'written' }]);
  });
});
