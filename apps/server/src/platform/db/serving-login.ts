import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { applicationRole, hostRole, signInRole, spoolRoles, type SpoolRole } from './roles.js';

/**
 * The login Spool makes in a database to serve its requests on: one per
 * database, since roles are cluster-wide and several Spool databases (a
 * tenant's own, the test suite's) may share one server. Its password is made
 * once and kept in that database's owner-only `server_secrets`, so replicas
 * starting together agree on it and no other database's pool ever sees it change.
 */
export type ServingLogin = { role: string; password: string };

/**
 * On a PostgreSQL server each of Spool's roles is served on a login of its own, which may
 * become that role alone: an injected statement of a tenant's request cannot reach the
 * sign-in role's password hashes or the host's administration. Where each login's name and
 * password are kept in `server_secrets`, and what its name starts with.
 */
const loginOfRole: Record<SpoolRole, { secret: string; prefix: string }> = {
  [applicationRole]: { secret: 'serving-login', prefix: 'spool_runtime_' },
  [hostRole]: { secret: 'serving-login-host', prefix: 'spool_host_' },
  [signInRole]: { secret: 'serving-login-signin', prefix: 'spool_signin_' },
};

/** Shares the migration lock: replicas starting together make the login one after another. */
const migrationLock = 7_310_001;

/** PostgreSQL's longest name (NAMEDATALEN - 1). */
const maxNameLength = 63;

/**
 * `spool_runtime_<database>` (the host's and sign-in's: `spool_host_`, `spool_signin_`),
 * readable when the database name is a plain lower-case name; otherwise shortened and made
 * unique with a hash of it.
 */
export function servingLoginName(databaseName: string, role: SpoolRole = applicationRole): string {
  const { prefix } = loginOfRole[role];
  const plain = databaseName.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  if (plain === databaseName && prefix.length + plain.length <= maxNameLength) {
    return prefix + plain;
  }
  const hash = createHash('sha256').update(databaseName).digest('hex').slice(0, 8);
  return `${prefix}${plain.slice(0, maxNameLength - prefix.length - hash.length - 1)}_${hash}`;
}

/** An identifier quoted for SQL. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * The SCRAM-SHA-256 verifier PostgreSQL stores for `password` (RFC 5802,
 * RFC 7677), computed here so that the password itself is never in an SQL
 * statement (a server's statement log, pg_stat_statements). The password is
 * ASCII, so SASLprep leaves it as it is.
 */
export function scramVerifier(
  password: string,
  salt: Buffer = randomBytes(16),
  iterations = 4096,
): string {
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

/** The owner may not create the login Spool serves on. */
export class CannotCreateLoginError extends Error {
  constructor(readonly role: string) {
    super(`may not create the login ${role}`);
    this.name = 'CannotCreateLoginError';
  }
}

/**
 * As the owner, makes sure this database's serving login for `role` exists: LOGIN,
 * NOINHERIT (so that `RESET ROLE` on it leaves a role that may do nothing), neither
 * superuser nor able to create roles or databases or bypass row-level security, a member
 * of the roles it serves (`becomes`, by default the application role's alone) and of no
 * other of Spool's, with the password kept in `server_secrets`. The password is set only when
 * the login is made or its secret is new (a role left behind by a dropped database of the
 * same name). Throws CannotCreateLoginError when something is missing and the owner may not
 * create roles.
 */
export async function provisionServingLogin(
  owner: Db,
  role: SpoolRole = applicationRole,
  becomes: readonly SpoolRole[] = [role],
): Promise<ServingLogin> {
  const secretName = loginOfRole[role].secret;
  return owner.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${migrationLock})`);
    const facts = await tx.execute<{ database: string; can_create_roles: boolean }>(sql`
      select current_database() as database,
             (select rolsuper or rolcreaterole from pg_roles where rolname = current_user)
               as can_create_roles`);
    const { database, can_create_roles: canCreateRoles } = facts.rows[0] ?? {};
    if (database === undefined) throw new Error('current_database() returned no row');
    const loginName = servingLoginName(database, role);

    const stored = await tx.execute<{ value: ServingLogin }>(
      sql`select value from server_secrets where name = ${secretName}`,
    );
    let login = stored.rows[0]?.value;
    const fresh = login?.role !== loginName;
    if (!login || fresh) {
      login = { role: loginName, password: randomBytes(24).toString('base64url') };
      await tx.execute(sql`
        insert into server_secrets (name, value) values (${secretName}, ${JSON.stringify(login)}::jsonb)
        on conflict (name) do update set value = excluded.value, creation_time = now()`);
    }

    const existing = await tx.execute<{ rolinherit: boolean; rolcanlogin: boolean }>(
      sql`select rolinherit, rolcanlogin from pg_roles where rolname = ${loginName}`,
    );
    const current = existing.rows[0];
    const roleList = sql.join(
      spoolRoles.map((name) => sql`${name}`),
      sql`, `,
    );
    const missingRoles = current
      ? (
          await tx.execute<{ rolname: string }>(sql`
            select r.rolname from pg_roles r
             where r.rolname in (${roleList}) and not pg_has_role(${loginName}, r.oid, 'member')`)
        ).rows
          .map((row) => row.rolname)
          .filter((name) => becomes.includes(name as SpoolRole))
      : [...becomes];
    // Granted directly and not its to become: a login made before each role had its own.
    const extraRoles = current
      ? (
          await tx.execute<{ rolname: string }>(sql`
            select r.rolname from pg_auth_members m
              join pg_roles r on r.oid = m.roleid
              join pg_roles u on u.oid = m.member
             where u.rolname = ${loginName} and r.rolname in (${roleList})`)
        ).rows
          .map((row) => row.rolname)
          .filter((name) => !becomes.includes(name as SpoolRole))
      : [];
    const needsWork =
      !current ||
      fresh ||
      current.rolinherit ||
      !current.rolcanlogin ||
      missingRoles.length > 0 ||
      extraRoles.length > 0;
    if (!needsWork) return login;
    if (!canCreateRoles) throw new CannotCreateLoginError(loginName);

    const name = quoteIdentifier(loginName);
    const password = `password '${scramVerifier(login.password)}'`;
    if (!current) {
      await tx.execute(
        sql.raw(
          `create role ${name} login noinherit nosuperuser nocreatedb nocreaterole nobypassrls noreplication ${password}`,
        ),
      );
      await tx.execute(
        sql.raw(
          `comment on role ${name} is 'Spool serves the requests of database ${database.replaceAll("'", "''")} on this login; its password is in that database''s server_secrets'`,
        ),
      );
    } else {
      await tx.execute(sql.raw(`alter role ${name} login noinherit${fresh ? ` ${password}` : ''}`));
    }
    for (const rolname of missingRoles) {
      await tx.execute(sql.raw(`grant ${quoteIdentifier(rolname)} to ${name}`));
    }
    for (const rolname of extraRoles) {
      await tx.execute(sql.raw(`revoke ${quoteIdentifier(rolname)} from ${name}`));
    }
    return login;
  });
}

/**
 * Why the login this connection was opened with (its session user) must not
 * serve requests, or undefined when it may: `privileged` when one injected
 * statement could step out of row-level security (the opt-out may accept
 * that), `unusable` when requests could not run at all.
 */
export type LoginProblem = { kind: 'privileged' | 'unusable'; login: string; reason: string };

/** Predefined roles that read or write every table, or the server's files. */
const dataWideRoles = [
  'pg_read_all_data',
  'pg_write_all_data',
  'pg_read_server_files',
  'pg_write_server_files',
  'pg_execute_server_program',
];

export async function findServingLoginProblem(
  db: Db,
  serves: readonly SpoolRole[] = spoolRoles,
): Promise<LoginProblem | undefined> {
  // pg_has_role(..., 'member') follows memberships transitively, whatever their INHERIT:
  // every role the login may SET ROLE to counts.
  const { rows } = await db.execute<{
    login: string;
    superuser: string | null;
    bypass_rls: string | null;
    create_role: string | null;
    data_wide: string | null;
    owned_database: boolean;
    owned_relation: string | null;
    owned_schema: string | null;
    owned_function: string | null;
    readable_table: string | null;
    missing_roles: string | null;
  }>(sql`
    with reachable as (
      select oid, rolname, rolsuper, rolbypassrls, rolcreaterole
        from pg_roles where pg_has_role(session_user, oid, 'member'))
    select session_user::text as login,
      (select string_agg(rolname, ', ' order by rolname) from reachable where rolsuper) as superuser,
      (select string_agg(rolname, ', ' order by rolname) from reachable where rolbypassrls) as bypass_rls,
      (select string_agg(rolname, ', ' order by rolname) from reachable where rolcreaterole) as create_role,
      (select string_agg(rolname, ', ' order by rolname) from reachable
        where rolname in (${sql.join(
          dataWideRoles.map((name) => sql`${name}`),
          sql`, `,
        )})) as data_wide,
      (select pg_has_role(session_user, datdba, 'member') from pg_database
        where datname = current_database()) as owned_database,
      (select format('%s.%s', n.nspname, c.relname) from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
          and c.relowner in (select oid from reachable)
        order by 1 limit 1) as owned_relation,
      (select nspname::text from pg_namespace where nspowner in (select oid from reachable)
        order by 1 limit 1) as owned_schema,
      (select format('%s.%s', n.nspname, p.proname) from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
        where n.nspname not in ('pg_catalog', 'information_schema')
          and p.proowner in (select oid from reachable)
        order by 1 limit 1) as owned_function,
      (select c.relname::text from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
          and has_table_privilege(session_user, c.oid, 'select, insert, update, delete')
        order by 1 limit 1) as readable_table,
      (select string_agg(name, ', ' order by name)
         from unnest(array[${sql.join(
           serves.map((name) => sql`${name}`),
           sql`, `,
         )}]::text[]) as name
        where not exists (select from reachable where rolname = name)) as missing_roles`);
  const facts = rows[0];
  if (!facts) throw new Error('the serving login check returned no row');
  const login = facts.login;
  const privileged = (reason: string): LoginProblem => ({ kind: 'privileged', login, reason });
  /** The login itself when it holds the attribute, else the first role it can become that does. */
  const become = (roles: string) => {
    const holders = roles.split(', ');
    return holders.includes(login) ? 'is' : `can become the role ${holders[0]}, which is`;
  };
  if (facts.superuser) return privileged(`${become(facts.superuser)} a superuser`);
  if (facts.bypass_rls)
    return privileged(`${become(facts.bypass_rls)} allowed to bypass row-level security`);
  if (facts.create_role) return privileged(`${become(facts.create_role)} allowed to create roles`);
  if (facts.data_wide) return privileged(`is a member of ${facts.data_wide}`);
  if (facts.owned_database) return privileged('owns the database');
  if (facts.owned_relation) return privileged(`owns ${facts.owned_relation}`);
  if (facts.owned_schema) return privileged(`owns the schema ${facts.owned_schema}`);
  if (facts.owned_function) return privileged(`owns ${facts.owned_function}`);
  if (facts.readable_table) {
    return privileged(
      `may use the table ${facts.readable_table} without switching role (make it NOINHERIT)`,
    );
  }
  if (facts.missing_roles) {
    return {
      kind: 'unusable',
      login,
      reason: `is not a member of ${facts.missing_roles} (grant ${facts.missing_roles} to ${login})`,
    };
  }
  return undefined;
}
