import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { migrateDatabase } from './migrate.js';
import { applicationRole, secureTenantTables } from './secure-tenant-tables.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

type TableFacts = { table_name: string; rls: boolean; forced: boolean; owner: string };

async function tenantTables(): Promise<TableFacts[]> {
  const result = await database.db.execute<TableFacts>(sql`
    select c.relname as table_name, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
           pg_get_userbyid(c.relowner) as owner
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
       and exists (select from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id')
     order by 1`);
  return result.rows;
}

describe('the database guards every tenant table', () => {
  it('has row-level security enabled and forced on every table with a tenant_id', async () => {
    const tables = await tenantTables();
    expect(tables.map((t) => t.table_name)).toContain('customers');
    for (const table of tables) {
      expect(table, table.table_name).toMatchObject({ rls: true, forced: true });
    }
  });

  it('runs application queries as a role that owns no table and cannot bypass security', async () => {
    const tables = await tenantTables();
    expect(tables.every((t) => t.owner !== applicationRole)).toBe(true);
    const role = await database.db.execute<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${applicationRole}`,
    );
    expect(role.rows).toEqual([{ rolsuper: false, rolbypassrls: false }]);
  });

  it('can migrate again at the next start without changing anything', async () => {
    const before = await tenantTables();
    await migrateDatabase(database);
    expect(await tenantTables()).toEqual(before);
  });

  it('refuses to start when a table has a tenant_id but no policy', async () => {
    await database.db.execute(sql`create table unguarded (tenant_id uuid not null, note text)`);
    try {
      await expect(secureTenantTables(database.db)).rejects.toThrow(
        'Table unguarded has a tenant_id column but no row-level security policy',
      );
    } finally {
      await database.db.execute(sql`drop table unguarded`);
    }
  });
});

describe('closing the database', () => {
  it('can be closed more than once, as shutdown paths may do', async () => {
    const extra = await createTestDatabase();
    await extra.close();
    await expect(extra.close()).resolves.toBeUndefined();
    await extra.dispose();
  });
});
