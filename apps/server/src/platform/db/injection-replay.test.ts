import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomersRepository } from '../../modules/catalogue/index.js';
import { createUsersRepository } from '../../modules/identity/index.js';
import { hashPassword } from '../../modules/identity/users/passwords.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import {
  inHostTransaction,
  inRequestTransaction,
  inTenantTransaction,
} from './tenant-transaction.js';

/**
 * What an attacker could try with one injected statement inside a request's transaction,
 * replayed as a request of tenant A runs it: move to tenant B or to the host by setting the
 * tenant (as a function call or a statement), or leave the application role. Each must see
 * and change nothing of tenant B or the host, and no password hash: it is refused, or it
 * finds nothing.
 */
let database: TestDatabase;
let tenantA = '';
let tenantB = '';

beforeAll(async () => {
  database = await createTestDatabase();
  tenantA = (await database.createTenant('Atlas Garments')).id;
  tenantB = (await database.createTenant('Borealis Knitwear')).id;
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  await inTenantTransaction(database, tenantA, (tx) =>
    createCustomersRepository(tx).insertCustomer({ name: 'Customer of A' }),
  );
  await inTenantTransaction(database, tenantB, async (tx) => {
    await createCustomersRepository(tx).insertCustomer({ name: 'Customer of B' });
    await createUsersRepository(tx).insertUser({
      userName: 'b.admin',
      email: 'b.admin@borealis.example',
      passwordHash,
    });
  });
  await inHostTransaction(database, (tx) =>
    createUsersRepository(tx).insertUser({
      userName: 'host.admin',
      email: 'host.admin@spool.example',
      passwordHash,
    }),
  );
});
afterAll(() => database?.dispose());

/** What a request of tenant A must never see or change, each asked on its own. */
const probes = {
  otherCustomers: () =>
    sql`select count(*)::int as n from customers where tenant_id is distinct from ${tenantA}::uuid`,
  hostOrOtherUsers: () =>
    sql`select count(*)::int as n from users where tenant_id is distinct from ${tenantA}::uuid`,
  passwordHashes: () => sql`select count(*)::int as n from users where password_hash is not null`,
  changedCustomers: () =>
    sql`with changed as (update customers set name = 'taken over'
          where tenant_id is distinct from ${tenantA}::uuid returning 1)
        select count(*)::int as n from changed`,
};
type Probe = keyof typeof probes;

/**
 * Runs the escape in a request of tenant A, then one probe: how many rows it reaches, or
 * 'refused' when the database refused a step (each probe in a transaction of its own, so
 * that a refused one does not hide the others).
 */
const replay = (escape: string, probe: Probe) =>
  inRequestTransaction(database, { tenantId: tenantA }, 'select 1', async (tx) => {
    await tx.execute(sql.raw(escape));
    const { rows } = await tx.execute<{ n: number }>(probes[probe]());
    return Number(rows[0]?.n ?? 0);
  }).catch(() => 'refused' as const);

/** Each probe's answer after the escape. */
const seenAfter = async (escape: string) => {
  const seen: Partial<Record<Probe, number | 'refused'>> = {};
  for (const probe of Object.keys(probes) as Probe[]) seen[probe] = await replay(escape, probe);
  return seen;
};

describe(`an injected statement (${process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it('sees tenant A alone when it does nothing (the probes themselves run)', async () => {
    expect(await seenAfter('select 1')).toEqual({
      otherCustomers: 0,
      hostOrOtherUsers: 0,
      passwordHashes: 0,
      changedCustomers: 0,
    });
    const own = await inRequestTransaction(database, { tenantId: tenantA }, 'select 1', (tx) =>
      tx.execute<{ name: string }>(sql`select name from customers`),
    );
    expect(own.rows.map((row) => row.name)).toEqual(['Customer of A']);
  });

  it.each([
    [
      'set_config of another tenant',
      () => `select set_config('app.tenant_id', '${tenantB}', true)`,
    ],
    ['SET of another tenant', () => `set local app.tenant_id = '${tenantB}'`],
    ['set_config of the host', () => `select set_config('app.tenant_id', '', true)`],
    ['SET of the host', () => `set local app.tenant_id = ''`],
    ['a made-up signature', () => `set local app.tenant_sig = '${'0'.repeat(64)}'`],
    ['set_config of the sign-in role', () => "select set_config('role', 'spool_signin', true)"],
    ['set_config of the host role', () => "select set_config('role', 'spool_host', true)"],
    ['SET ROLE to the sign-in role', () => 'set role spool_signin'],
    ['SET LOCAL ROLE to the host role', () => 'set local role spool_host'],
    ['SET LOCAL ROLE to the sign-in role', () => 'set local role spool_signin'],
    ['RESET ROLE', () => 'reset role'],
    ['SET SESSION AUTHORIZATION', () => 'set session authorization postgres'],
    [
      'set_config of the session authorization',
      () => "select set_config('session_authorization', 'postgres', true)",
    ],
  ])('%s sees and changes nothing of another tenant, the host or a password', async (_, escape) => {
    const seen = await seenAfter(escape());
    for (const [probe, answer] of Object.entries(seen)) {
      expect([0, 'refused'], probe).toContain(answer);
    }
  });

  it('leaves the next request of tenant B as it was', async () => {
    const names = await inTenantTransaction(database, tenantB, (tx) =>
      tx.execute<{ name: string }>(sql`select name from customers`),
    );
    expect(names.rows.map((row) => row.name)).toEqual(['Customer of B']);
  });
});
