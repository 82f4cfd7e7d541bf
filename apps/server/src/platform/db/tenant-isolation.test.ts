import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from './schema/catalogue.js';
import { createCustomersRepository } from '../../modules/catalogue/index.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { inHostTransaction, inTenantTransaction } from './tenant-transaction.js';

let database: TestDatabase;
let tenantA: string;
let tenantB: string;
let customerOfB: number;

beforeAll(async () => {
  database = await createTestDatabase();
  tenantA = (await database.createTenant('Atlas Garments')).id;
  tenantB = (await database.createTenant('Borealis Knitwear')).id;
  await inTenantTransaction(database, tenantA, (tx) =>
    createCustomersRepository(tx).insertCustomer({ name: 'Customer of A' }),
  );
  customerOfB = (
    await inTenantTransaction(database, tenantB, (tx) =>
      createCustomersRepository(tx).insertCustomer({ name: 'Customer of B' }),
    )
  ).id;
});

afterAll(() => database?.dispose());

const asA = <T>(work: Parameters<typeof inTenantTransaction<T>>[2]) =>
  inTenantTransaction(database, tenantA, work);

describe(`tenant isolation by row-level security (${process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite'})`, () => {
  it("gives each tenant its own rows and none of the other's", async () => {
    const seenByA = await asA((tx) =>
      createCustomersRepository(tx).findCustomers({ skip: 0, take: 50 }),
    );
    expect(seenByA.items.map((c) => c.name)).toEqual(['Customer of A']);
    expect(seenByA.totalCount).toBe(1);
  });

  it("finds nothing when tenant A names tenant B's row by its id", async () => {
    await expect(
      asA((tx) => createCustomersRepository(tx).findCustomer(customerOfB)),
    ).resolves.toBeUndefined();
    const raw = await asA((tx) =>
      tx.execute(
        sql`select * from customers where id = ${customerOfB} or tenant_id = ${tenantB}::uuid`,
      ),
    );
    expect(raw.rows).toEqual([]);
  });

  it("cannot update or delete tenant B's row, even by id", async () => {
    const updated = await asA((tx) =>
      tx.execute(sql`update customers set name = 'taken over' where id = ${customerOfB}`),
    );
    const deleted = await asA((tx) =>
      tx.execute(sql`delete from customers where id = ${customerOfB}`),
    );
    expect(updated.rowCount).toBe(0);
    expect(deleted.rowCount).toBe(0);
    const stillThere = await inTenantTransaction(database, tenantB, (tx) =>
      createCustomersRepository(tx).findCustomer(customerOfB),
    );
    expect(stillThere?.name).toBe('Customer of B');
  });

  it('cannot insert a row for tenant B, nor move its own row to tenant B', async () => {
    await expect(
      asA((tx) => tx.insert(customers).values({ tenantId: tenantB, name: 'Planted in B' })),
    ).rejects.toThrow();
    await expect(
      asA((tx) => tx.execute(sql`update customers set tenant_id = ${tenantB}::uuid`)),
    ).rejects.toThrow();
    const seenByB = await inTenantTransaction(database, tenantB, (tx) =>
      createCustomersRepository(tx).findCustomers({ skip: 0, take: 50 }),
    );
    expect(seenByB.items.map((c) => c.name)).toEqual(['Customer of B']);
  });

  it('stamps new rows with the tenant of the transaction', async () => {
    const created = await asA((tx) =>
      createCustomersRepository(tx).insertCustomer({ name: 'Second of A' }),
    );
    const owner = await asA((tx) =>
      tx.execute<{ tenant_id: string }>(
        sql`select tenant_id from customers where id = ${created.id}`,
      ),
    );
    expect(owner.rows).toEqual([{ tenant_id: tenantA }]);
  });

  it('shows no tenant rows at all to work without a tenant, and refuses its writes', async () => {
    const hostView = await inHostTransaction(database, (tx) =>
      tx.execute(sql`select * from customers`),
    );
    expect(hostView.rows).toEqual([]);
    await expect(
      inHostTransaction(database, (tx) =>
        createCustomersRepository(tx).insertCustomer({ name: 'Nobody' }),
      ),
    ).rejects.toThrow();
  });

  it('does not leak the tenant of one transaction into the next on the same connection', async () => {
    await asA((tx) => createCustomersRepository(tx).findCustomers({ skip: 0, take: 1 }));
    const after = await database.withSession((db) =>
      db.execute<{ tenant: string | null; role: string }>(
        sql`select nullif(current_setting('app.tenant_id', true), '') as tenant, current_user as role`,
      ),
    );
    expect(after.rows[0]?.tenant ?? null).toBeNull();
    expect(after.rows[0]?.role).not.toBe('spool_app');
  });

  it('rolls the whole transaction back when its work fails', async () => {
    await expect(
      asA(async (tx) => {
        await createCustomersRepository(tx).insertCustomer({ name: 'Half done' });
        throw new Error('fails after the insert');
      }),
    ).rejects.toThrow('fails after the insert');
    const found = await asA((tx) => createCustomersRepository(tx).findCustomerByName('Half done'));
    expect(found).toBeUndefined();
  });
});

describe('set-based writes keep to the tenant too', () => {
  it('inserts many customers for tenant A only, none visible to B', async () => {
    const names = Array.from({ length: 1_500 }, (_, i) => `Bulk ${i + 1}`);
    const created = await asA((tx) => createCustomersRepository(tx).insertCustomers(names));
    expect(created).toHaveLength(1_500);
    const seenByB = await inTenantTransaction(database, tenantB, (tx) =>
      createCustomersRepository(tx).findCustomers({ skip: 0, take: 5_000 }),
    );
    expect(seenByB.items.some((c) => c.name.startsWith('Bulk'))).toBe(false);
  });
});
