import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.js';

const onServer = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';
const refusedName = 'Refused at commit';

/**
 * A request's answer leaves only once its COMMIT has been answered: when the database refuses
 * the COMMIT (here a deferred constraint, checked only then), the request fails and nothing of
 * it is stored.
 */
describe(`a COMMIT the database refuses (${onServer})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const tenantId = (await t.database.createTenant('Refused commits')).id;
    token = await t.tokenOfNewUser({
      tenantId,
      userName: 'planner',
      permissions: ['Spool.Catalogue'],
    });
    await t.database.asOwner(async (owner) => {
      await owner.db.execute(
        sql.raw(`create function refuse_at_commit() returns trigger language plpgsql as $$
          begin
            if new.name = '${refusedName}' then
              raise exception 'refused at commit' using errcode = '23514';
            end if;
            return null;
          end $$`),
      );
      await owner.db.execute(
        sql.raw(`create constraint trigger customers_refused_at_commit after insert on customers
          deferrable initially deferred for each row execute function refuse_at_commit()`),
      );
    });
  });
  afterAll(() => t?.dispose());

  const customerNames = async () => {
    const listed = await t.call(token, 'GET', '/api/customer?MaxResultCount=100');
    expect(listed.statusCode).toBe(200);
    return listed.json<{ items: { name: string }[] }>().items.map((customer) => customer.name);
  };

  it('fails the request and stores nothing, while the next request commits', async () => {
    const refused = await t.call(token, 'POST', '/api/customer', { name: refusedName });
    expect(refused.statusCode).toBe(500);
    expect(await customerNames()).not.toContain(refusedName);

    const kept = await t.call(token, 'POST', '/api/customer', { name: 'Kept' });
    expect(kept.statusCode).toBe(201);
    expect(await customerNames()).toContain('Kept');
  });
});
