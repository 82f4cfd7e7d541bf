import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomersRepository } from '../../modules/catalogue/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { inRequestTransaction } from './tenant-transaction.js';

const onServer = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';
const versionRead = 'select 7 as version';

/**
 * A request's transaction (the router's path), on the serving handle of either database: the
 * same rules whichever one Spool runs on.
 */
describe(`a request's transaction (${onServer}, serving handle)`, () => {
  let database: TestDatabase;
  let tenant: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    tenant = (await database.createTenant('Request transaction')).id;
  });
  afterAll(() => database?.dispose());

  const run = <T>(readOnly: boolean, work: Parameters<typeof inRequestTransaction<T>>[3]) =>
    inRequestTransaction(database, { tenantId: tenant, readOnly }, versionRead, work);

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

  it('gives the work the rows of the read that opened it', async () => {
    const rows = await run(true, async (_tx, opening) => opening);
    expect(rows.map((row) => Number(row['version']))).toEqual([7]);
  });
});
