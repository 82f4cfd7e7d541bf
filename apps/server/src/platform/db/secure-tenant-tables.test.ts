import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import type { Database } from './database.js';
import { migrateDatabase } from './migrate.js';
import { applicationRole, hostRole, signInRole, type SpoolRole } from './roles.js';
import { secureTenantTables } from './secure-tenant-tables.js';
import { inHostAdminTransaction, inTenantTransaction } from './tenant-transaction.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

const onServer = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';

/** Every role Spool uses, the owner excepted; the serving login is `login` here. */
type Grantee = 'spool_app' | 'spool_host' | 'spool_signin' | 'login';
type TableRule = { rls: boolean } & Partial<Record<Grantee, string>>;

const readWrite = 'select, insert, update, delete';
/** A tenant's data: the application role reads and writes it, and the host role through it. */
const tenantData: TableRule = { rls: true, spool_app: readWrite, spool_host: readWrite };

/**
 * What each role may do on each table of schema public, and whether row-level
 * security is enabled and forced on it: written here by hand, so that a new
 * table, or a grant that widens, fails this test until someone decides. The
 * serving login holds nothing itself (it must switch role first).
 */
const expectedTables: Record<string, TableRule> = {
  access_versions: { rls: false, spool_app: 'select', spool_host: 'select' },
  audit_log_entries: { rls: true, spool_app: 'select, insert', spool_host: 'select, insert' },
  brands: tenantData,
  calibration_samples: tenantData,
  colour_groups: tenantData,
  cost_entries: tenantData,
  custom_setting_stitches: tenantData,
  custom_settings: tenantData,
  customers: tenantData,
  feature_values: { rls: true, spool_app: 'select', spool_host: readWrite },
  idempotency_keys: tenantData,
  oidc_payloads: { rls: false, spool_signin: readWrite },
  operation_lines: tenantData,
  operations: tenantData,
  organisations: { rls: false, spool_host: 'select, insert', spool_signin: 'select' },
  package_sizes: tenantData,
  permission_grants: tenantData,
  product_categories: tenantData,
  product_types: tenantData,
  purchase_plan_styles: tenantData,
  purchase_plans: tenantData,
  operation_gradings: tenantData,
  size_ranges: tenantData,
  style_colourways: tenantData,
  style_orders: tenantData,
  roles: tenantData,
  server_secrets: { rls: false },
  shades: tenantData,
  sign_in_throttle: { rls: false, spool_signin: readWrite },
  stitch_types: tenantData,
  style_counts: {
    rls: true,
    spool_app: 'select, insert, update',
    spool_host: 'select, insert, update',
  },
  style_pictures: tenantData,
  style_actuals: tenantData,
  style_samples: tenantData,
  style_versions: tenantData,
  styles: tenantData,
  system_configurations: tenantData,
  tenants: {
    rls: false,
    spool_app: 'select (id, name)',
    spool_host: readWrite,
    spool_signin: 'select (id, name, organisation_id)',
  },
  ticket_texes: tenantData,
  user_roles: tenantData,
  user_settings: tenantData,
  usage_events: { rls: true, spool_app: 'select, insert', spool_host: 'select, insert' },
  users: {
    rls: true,
    spool_app: readWrite,
    spool_host: readWrite,
    spool_signin: 'select, update (access_failed_count, last_sign_in_time, lockout_end)',
  },
};

const privilegeOrder = [
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'TRUNCATE',
  'REFERENCES',
  'TRIGGER',
];

/**
 * What the catalogue says each role may do on each table (has_table_privilege
 * and has_column_privilege, so privileges a role holds through another count),
 * as the owner reads it.
 */
async function actualTables(owner: Database): Promise<Record<string, TableRule>> {
  const { rows } = await owner.db.execute<{
    table_name: string;
    rls: boolean;
    grantee: string;
    privilege: string;
    whole: boolean;
    columns: string | null;
  }>(sql`
    select c.relname as table_name, c.relrowsecurity and c.relforcerowsecurity as rls,
           r.rolname as grantee, p.privilege,
           has_table_privilege(r.oid, c.oid, p.privilege) as whole,
           case when p.privilege in ('SELECT', 'INSERT', 'UPDATE', 'REFERENCES') then
             (select string_agg(a.attname, ', ' order by a.attname) from pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                 and has_column_privilege(r.oid, c.oid, a.attnum, p.privilege)) end as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      cross join pg_roles r
      cross join unnest(${`{${privilegeOrder.join(',')}}`}::text[]) as p(privilege)
     where n.nspname = 'public' and c.relkind in ('r', 'p')
       and r.rolname in ('spool_app', 'spool_host', 'spool_signin', ${database.servingLogin})
     order by c.relname, r.rolname, array_position(${`{${privilegeOrder.join(',')}}`}::text[], p.privilege)`);
  const tables: Record<string, TableRule & Record<string, string | boolean>> = {};
  for (const row of rows) {
    const table = (tables[row.table_name] ??= { rls: row.rls });
    if (!row.whole && !row.columns) continue;
    const grantee = row.grantee === database.servingLogin ? 'login' : row.grantee;
    const privilege = row.privilege.toLowerCase() + (row.whole ? '' : ` (${row.columns})`);
    const held = table[grantee];
    table[grantee] = typeof held === 'string' ? `${held}, ${privilege}` : privilege;
  }
  return tables;
}

describe(`the database guards every table (${onServer})`, () => {
  it('grants each role exactly the privileges of the table written here, and forces row-level security where it says', async () => {
    expect(await database.asOwner(actualTables)).toEqual(expectedTables);
  });

  it('lets only the roles that insert into a table use its sequence', async () => {
    const { rows } = await database.asOwner((owner) =>
      owner.db.execute<{ sequence_name: string; users: string | null }>(sql`
        select s.relname as sequence_name,
               (select string_agg(r.rolname, ', ' order by r.rolname) from pg_roles r
                 where r.rolname in ('spool_app', 'spool_host', 'spool_signin', ${database.servingLogin})
                   and has_sequence_privilege(r.oid, s.oid, 'usage')) as users
          from pg_class s join pg_namespace n on n.oid = s.relnamespace
         where n.nspname = 'public' and s.relkind = 'S' order by 1`),
    );
    expect(rows.map((row) => row.sequence_name)).toContain('customers_id_seq');
    for (const row of rows) {
      expect(row, row.sequence_name).toEqual({
        sequence_name: row.sequence_name,
        users: 'spool_app, spool_host',
      });
    }
  });

  it('serves each role on a login that is no superuser, owns nothing and may become that role alone', async () => {
    const loginOf = async (role: SpoolRole) =>
      (
        await database.forRole(role).db.execute<Record<string, unknown>>(sql`
          select rolsuper, rolinherit, rolbypassrls, rolcreaterole, rolcreatedb,
                 (select count(*)::int from pg_class where relowner = r.oid) as owned,
                 pg_has_role(session_user, 'spool_app', 'member') as app,
                 pg_has_role(session_user, 'spool_host', 'member') as host,
                 pg_has_role(session_user, 'spool_signin', 'member') as sign_in
            from pg_roles r where rolname = session_user`)
      ).rows;
    const unprivileged = {
      rolsuper: false,
      rolinherit: false,
      rolbypassrls: false,
      rolcreaterole: false,
      rolcreatedb: false,
      owned: 0,
    };
    // The embedded database is one session, which every role's transactions share.
    const oneSession = database.kind === 'pglite';
    expect(await loginOf(applicationRole)).toEqual([
      { ...unprivileged, app: true, host: oneSession, sign_in: oneSession },
    ]);
    // The host's role is a member of the application's (it works on a tenant's side too).
    expect(await loginOf(hostRole)).toEqual([
      { ...unprivileged, app: true, host: true, sign_in: oneSession },
    ]);
    expect(await loginOf(signInRole)).toEqual([
      { ...unprivileged, app: oneSession, host: oneSession, sign_in: true },
    ]);
    expect(database.servingLogin).toMatch(/^spool_runtime_/);
  });

  it("shows a tenant's requests the host's feature values and their tenant's, never another tenant's", async () => {
    const a = await database.createTenant('Feature Tenant A');
    const b = await database.createTenant('Feature Tenant B');
    await inHostAdminTransaction(database, (tx) =>
      tx.execute(sql`
        insert into feature_values (name, provider_name, provider_key, value)
        values ('F', 'H', '', 'host'), ('F', 'T', ${a.id}, 'a'), ('F', 'T', ${b.id}, 'b')`),
    );
    const seenBy = (tenantId: string) =>
      inTenantTransaction(database, tenantId, async (tx) =>
        (
          await tx.execute<{ value: string }>(
            sql`select value from feature_values where name = 'F' order by value`,
          )
        ).rows.map((row) => row.value),
      );
    expect(await seenBy(a.id)).toEqual(['a', 'host']);
    expect(await seenBy(b.id)).toEqual(['b', 'host']);
    await expect(
      inTenantTransaction(database, a.id, (tx) =>
        tx.execute(sql`update feature_values set value = 'x' where provider_key = ${b.id}`),
      ),
    ).rejects.toMatchObject({ cause: { message: 'permission denied for table feature_values' } });
  });

  it('can migrate again at the next start without changing anything', async () => {
    const before = await database.asOwner(actualTables);
    await database.asOwner((owner) => migrateDatabase(owner));
    expect(await database.asOwner(actualTables)).toEqual(before);
  });

  it('refuses to start when a table has a tenant_id but no policy', async () => {
    await database.asOwner(async (owner) => {
      await owner.db.execute(sql`create table unguarded (tenant_id uuid not null, note text)`);
      try {
        await expect(secureTenantTables(owner.db)).rejects.toThrow(
          'Table unguarded has a tenant_id column but no row-level security policy',
        );
      } finally {
        await owner.db.execute(sql`drop table unguarded`);
      }
    });
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
