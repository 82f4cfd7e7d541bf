import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { applicationRole, signInRole } from './roles.js';

export { applicationRole } from './roles.js';

/**
 * Idempotent, run before migrations as the owner: creates the application
 * roles (policies name them, so they must exist first) and lets the owner
 * switch to them.
 */
export async function prepareRoles(db: Db): Promise<void> {
  for (const role of [applicationRole, signInRole]) {
    await db.execute(
      sql.raw(`
      do $$
      begin
        if not exists (select from pg_roles where rolname = '${role}') then
          begin
            create role ${role} nologin nosuperuser nocreatedb nocreaterole nobypassrls;
          exception when duplicate_object or unique_violation then null;
          end;
        end if;
        if not pg_has_role(current_user, '${role}', 'member') then
          execute format('grant ${role} to %I', current_user);
        end if;
      end $$`),
    );
  }
}

/**
 * Idempotent, run after every migration as the owner: grants the application
 * role the data (never the schema), and FORCEs row-level security on
 * every table that has a `tenant_id` column. Drizzle emits ENABLE and the
 * policies but neither FORCE nor grants; doing it here means a new tenant table
 * can never be forgotten. Start-up fails if a tenant table has no policy.
 */
export async function secureTenantTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`grant usage on schema public to ${applicationRole}`));
  await db.execute(
    sql.raw(
      `grant select, insert, update, delete on all tables in schema public to ${applicationRole}`,
    ),
  );
  await db.execute(
    sql.raw(`grant usage, select on all sequences in schema public to ${applicationRole}`),
  );
  // Signing and cookie keys are read by the owner at start-up; requests never see them.
  await db.execute(sql.raw(`revoke all on server_secrets from ${applicationRole}`));
  await db.execute(sql.raw(`grant usage on schema public to ${signInRole}`));
  await db.execute(sql.raw(`grant select on tenants, organisations, users to ${signInRole}`));
  await db.execute(
    sql.raw(`grant select, insert, update, delete on sign_in_throttle to ${signInRole}`),
  );
  await db.execute(
    sql.raw(
      `grant update (access_failed_count, lockout_end, last_sign_in_time) on users to ${signInRole}`,
    ),
  );

  const tenantTables = await db.execute<{ table_name: string; policies: number }>(sql`
    select c.relname as table_name,
           (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'
       and exists (select from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)`);
  for (const { table_name: table, policies } of tenantTables.rows) {
    if (policies === 0) {
      throw new Error(`Table ${table} has a tenant_id column but no row-level security policy`);
    }
    await db.execute(
      sql.raw(`alter table "${table}" enable row level security, force row level security`),
    );
  }
}
