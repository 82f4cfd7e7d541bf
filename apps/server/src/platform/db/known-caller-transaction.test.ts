import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomersRepository } from '../../modules/catalogue/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { inKnownCallerTransaction } from './tenant-transaction.js';

const onServer = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';
const versionRead = 'select 7 as version';

/**
 * A known caller's request transaction (the router's path for a GET), on the serving handle of
 * either database: the same rules whichever one Spool runs on.
 */
describe(`a known caller's transaction (${onServer}, serving handle)`, () => {
  let database: TestDatabase;
  let tenant: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    tenant = (await database.createTenant('Known caller')).id;
  });
  afterAll(() => database?.dispose());

  const run = <T>(readOnly: boolean, work: Parameters<typeof inKnownCallerTransaction<T>>[4]) =>
    inKnownCallerTransaction(
      database,
      { tenantId: tenant, readOnly },
      versionRead,
      (rows) => {
        if (Number(rows[0]?.['version']) !== 7) throw new Error('the version was not read');
      },
      work,
    );

  it('refuses every write when read-only, and writes on its tenant when not', async () => {
    const refused = run(true, (tx) =>
      createCustomersRepository(tx).insertCustomer({ name: 'Not in a read' }),
    );
    await expect(refused).rejects.toMatchObject({
      // The database refuses it: a read-only transaction.
      cause: expect.objectContaining({ code: '25006' }) as unknown,
    });
    const written = await run(false, (tx) =>
      createCustomersRepository(tx).insertCustomer({ name: 'Written by a download' }),
    );
    const read = await run(true, (tx) => createCustomersRepository(tx).findCustomer(written.id));
    expect(read?.name).toBe('Written by a download');
  });

  it("refuses the work's answers when the opening's check does", async () => {
    let reached = false;
    const refused = inKnownCallerTransaction(
      database,
      { tenantId: tenant, readOnly: true },
      versionRead,
      () => {
        throw new Error('access changed');
      },
      async (tx) => {
        await createCustomersRepository(tx).findCustomers({ skip: 0, take: 1 });
        reached = true;
      },
    );
    // The check runs before the work, on either database.
    const error = (await refused.then(
      () => new Error('the check let it through'),
      (caught: unknown) => caught,
    )) as Error;
    const cause = error.cause instanceof Error ? error.cause : error;
    expect(cause.message).toBe('access changed');
    expect(reached).toBe(false);
  });
});
