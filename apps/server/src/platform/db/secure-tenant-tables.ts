import { sql } from 'drizzle-orm';
import { DatabaseUnavailableError, type Db } from './database.js';
import { applicationRole, hostRole, signInRole, spoolRoles, type SpoolRole } from './roles.js';
import { requestTenantFunction } from './tenant-columns.js';

export { applicationRole } from './roles.js';

/**
 * Idempotent, run before migrations as the owner: creates the application
 * roles (policies name them, so they must exist first), makes the host role a
 * member of the application role, and lets the owner switch to them (only a
 * deployment that opts out of a serving login of its own serves on the owner).
 * Roles are cluster-wide and several databases on one server may run this at
 * once: a role or membership made meanwhile by another is not an error.
 */
export async function prepareRoles(db: Db): Promise<void> {
  const memberships: [role: SpoolRole, member: string][] = [[applicationRole, hostRole]];
  for (const role of spoolRoles) {
    await db
      .execute(
        sql.raw(`
      do $$
      begin
        if not exists (select from pg_roles where rolname = '${role}') then
          begin
            create role ${role} nologin nosuperuser nocreatedb nocreaterole nobypassrls;
          exception when duplicate_object or unique_violation then null;
          end;
        end if;
      end $$`),
      )
      .catch((error: unknown) => {
        throw cannotCreateRoles(error, role);
      });
  }
  for (const [role, member] of [
    ...memberships,
    ...spoolRoles.map((role): [SpoolRole, string] => [role, 'current_user']),
  ]) {
    const memberSql = member === 'current_user' ? 'current_user' : `'${member}'`;
    await db.execute(
      sql.raw(`
      do $$
      begin
        if not pg_has_role(${memberSql}, '${role}', 'member') then
          execute format('grant ${role} to %I', ${memberSql});
        end if;
      exception when unique_violation or duplicate_object then null;
      end $$`),
    );
  }
}

function cannotCreateRoles(error: unknown, role: string): unknown {
  if ((error as { code?: unknown }).code !== '42501') return error;
  return new DatabaseUnavailableError(
    `The database owner may not create the role ${role}: grant it CREATEROLE, or create the NOLOGIN roles ${spoolRoles.join(', ')} and grant them to it`,
    { cause: error },
  );
}

const readWrite = ['select', 'insert', 'update', 'delete'] as const;

/**
 * What each role may do on each table that is not a plain tenant table, one
 * privilege (SQL, with its columns when it is column-level) per entry; a table
 * not named here grants nothing. A table with a `tenant_id` column (row-level
 * security forced) gives `spool_app`, and through it `spool_host`, read and
 * write unless it is named here. Granted after every migration, so the grants
 * stay out of the numbered migrations; the privileges test compares the result
 * with a table of its own.
 */
export const tablePrivileges: Readonly<
  Record<string, Partial<Record<SpoolRole, readonly string[]>>>
> = {
  // Read by every request with its transaction's settings (caller-access.ts); written only by
  // the owner's triggers.
  access_versions: { [applicationRole]: ['select'] },
  // The router needs a tenant's name; its connection string (a password) only the host.
  tenants: {
    [applicationRole]: ['select (id, name)'],
    [hostRole]: readWrite,
    [signInRole]: ['select (id, name, organisation_id)'],
  },
  organisations: { [hostRole]: ['select', 'insert'], [signInRole]: ['select'] },
  // Row-level security below: the application role reads the host's values and its tenant's.
  feature_values: { [applicationRole]: ['select'], [hostRole]: readWrite },
  oidc_payloads: { [signInRole]: readWrite },
  sign_in_throttle: { [signInRole]: readWrite },
  // The token-signing and cookie keys and the serving login's password: the owner's alone.
  server_secrets: {},
  users: {
    [applicationRole]: readWrite,
    [signInRole]: ['select', 'update (access_failed_count, lockout_end, last_sign_in_time)'],
  },
  // Written in the transaction of each change and never rewritten: no update, no delete.
  audit_log_entries: { [applicationRole]: ['select', 'insert'] },
  // Counted, never corrected: imports and report downloads as they happened.
  usage_events: { [applicationRole]: ['select', 'insert'] },
  // Kept by the triggers of `styles` in the caller's transaction: read, added to and taken
  // from; its rows go only with their tenant (the owner's cascade).
  style_counts: { [applicationRole]: ['select', 'insert', 'update'] },
};

/**
 * A tenant's own database (its connection string, a password the application role may not
 * read) for a request of that tenant: the owner's function answers it for the transaction's
 * signed tenant alone, so that the tenant's login need not become the host's role.
 */
export const requestTenantDatabaseFunction = 'spool_request_tenant_database';

/** The statistics refresh (statistics.ts) runs ANALYZE as the owner through this function. */
export const refreshStatisticsFunction = 'spool_refresh_statistics';

/**
 * A large import refreshes the statistics of `styles` or `operations` (its one argument)
 * within its transaction, as the owner, through this function (the application role may call
 * it; it does nothing else). The foreign-key checks of the rows that follow are then planned on what the tables
 * hold, rows of the transaction included: planned on statistics of an (almost) empty table,
 * a check of each of 26,000 component lines scanned the whole tenant's operations
 * (12 s on PostgreSQL where it takes 0.13 s).
 */
export const analyzeForImportFunction = 'spool_analyze_for_import';

/**
 * Idempotent, run after every migration as the owner, in one statement (a
 * replica serving meanwhile never sees a table without its grants, and the
 * embedded database parses one block instead of a hundred statements): grants
 * each role what `tablePrivileges` says and nothing else, FORCEs row-level
 * security on every table that has a `tenant_id` column, and puts
 * `feature_values` under row-level security. Drizzle emits ENABLE and the
 * policies but neither FORCE nor grants; doing it here means a new tenant table
 * can never be forgotten. Start-up fails if a tenant table has no policy.
 */
export async function secureTenantTables(db: Db): Promise<void> {
  const tables = await db.execute<{
    table_name: string;
    tenant: boolean;
    policies: number;
    sequences: string[];
  }>(sql`
    select c.relname as table_name,
           exists (select from pg_attribute a
                    where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
             as tenant,
           (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies,
           -- Serial and identity columns draw from a sequence the inserting role must use.
           array(select s.relname::text from pg_depend d
                   join pg_class s on s.oid = d.objid and s.relkind = 'S'
                  where d.refobjid = c.oid and d.deptype in ('a', 'i')
                  order by 1) as sequences
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p')
     order by 1`);

  const roles = spoolRoles.join(', ');
  const statements = [
    `grant usage on schema public to ${roles}`,
    `revoke all on all tables in schema public from ${roles}`,
    `revoke all on all sequences in schema public from ${roles}`,
  ];
  for (const { table_name: table, tenant, policies, sequences } of tables.rows) {
    if (tenant && policies === 0) {
      throw new Error(`Table ${table} has a tenant_id column but no row-level security policy`);
    }
    if (tenant) {
      statements.push(`alter table "${table}" enable row level security, force row level security`);
    }
    const granted = tablePrivileges[table] ?? (tenant ? { [applicationRole]: readWrite } : {});
    for (const [role, privileges] of Object.entries(granted)) {
      if (privileges.length === 0) continue;
      statements.push(`grant ${privileges.join(', ')} on "${table}" to ${role}`);
      if (!privileges.includes('insert')) continue;
      for (const sequence of sequences) {
        statements.push(`grant usage, select on sequence "${sequence}" to ${role}`);
      }
    }
  }
  statements.push(
    // A tenant's feature values are its own: requests read the host's and their tenant's only.
    'alter table feature_values enable row level security, force row level security',
    'drop policy if exists feature_values_side on feature_values',
    `create policy feature_values_side on feature_values for select to ${applicationRole}
       using (provider_name = 'H'
              or (provider_name = 'T' and provider_key = (select ${requestTenantFunction}())::text))`,
    'drop policy if exists feature_values_host on feature_values',
    `create policy feature_values_host on feature_values for all to ${hostRole}
       using (true) with check (true)`,
    // ANALYZE needs the owner (PostgreSQL 15 has no pg_maintain): a function of the owner's
    // that does only that, which the host role may call.
    `create or replace function public.${refreshStatisticsFunction}() returns void
       language plpgsql security definer set search_path = pg_catalog, pg_temp
       as $$ begin analyze; end $$`,
    `revoke all on function public.${refreshStatisticsFunction}() from public`,
    `grant execute on function public.${refreshStatisticsFunction}() to ${hostRole}`,
    `create or replace function public.${analyzeForImportFunction}(target text) returns void
       language plpgsql security definer set search_path = pg_catalog, pg_temp
       as $$ begin
         if target = 'styles' then analyze public.styles;
         elsif target = 'operations' then analyze public.operations;
         end if;
       end $$`,
    `revoke all on function public.${analyzeForImportFunction}(text) from public`,
    `create or replace function public.${requestTenantDatabaseFunction}() returns text
       language sql stable security definer set search_path = pg_catalog, public
       as $$ select default_connection_string from public.tenants
              where id = public.${requestTenantFunction}() $$`,
    `revoke all on function public.${requestTenantDatabaseFunction}() from public`,
    `grant execute on function public.${requestTenantDatabaseFunction}() to ${applicationRole}`,
    `grant execute on function public.${analyzeForImportFunction}(text) to ${applicationRole}`,
  );
  await db.execute(
    sql.raw(
      `do $secure$ begin\n${statements.map((statement) => `${statement};`).join('\n')}\nend $secure$`,
    ),
  );
}
