import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomersRepository } from '../../modules/catalogue/index.js';
import {
  createEmptyServerDatabase,
  createTestDatabase,
  testPostgresServerUrl,
  type TestDatabase,
} from '../../testing/test-database.js';
import { exitOnStartupFailure } from '../startup.js';
import { createPglite, DatabaseUnavailableError, type Database } from './database.js';
import {
  openServingDatabase,
  RefusedStatementError,
  servingStatementGuard,
} from './serving-database.js';
import { spoolRoles } from './roles.js';
import { quoteIdentifier, scramVerifier, servingLoginName } from './serving-login.js';
import { inTenantTransaction } from './tenant-transaction.js';

const onServer = process.env['DATABASE_URL'] ? 'PostgreSQL server' : 'PGlite';

/** The message of a failed query (Drizzle wraps the database's error). */
function messageOf(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? cause.message : String((error as Error).message);
}

describe(`a request that tries to step out of its role (${onServer}, serving handle)`, () => {
  let database: TestDatabase;
  let tenantA: string;
  let tenantB: string;
  let owner: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    tenantA = (await database.createTenant('Escape A')).id;
    tenantB = (await database.createTenant('Escape B')).id;
    for (const [tenant, name] of [
      [tenantA, 'Customer of A'],
      [tenantB, 'Customer of B'],
    ] as const) {
      await inTenantTransaction(database, tenant, (tx) =>
        createCustomersRepository(tx).insertCustomer({ name }),
      );
    }
    owner = await database.asOwner(async (ownerDatabase) => {
      const { rows } = await ownerDatabase.db.execute<{ name: string }>(
        sql`select current_user::text as name`,
      );
      return rows[0]?.name ?? '';
    });
  });
  afterAll(() => database?.dispose());

  /** What a request of tenant A reads with `read` after running `escape` in its transaction. */
  async function afterEscape(
    escape: string,
    read: string,
  ): Promise<{ refused: string } | { rows: unknown[] }> {
    try {
      return await inTenantTransaction(database, tenantA, async (tx) => {
        await tx.execute(sql.raw(escape));
        return { rows: (await tx.execute(sql.raw(read))).rows };
      });
    } catch (error) {
      return { refused: messageOf(error) };
    }
  }

  const escapes = () => [
    'select 1',
    'reset role',
    `set role ${owner}`,
    `select set_config('role', '${owner}', true)`,
    `set local role ${owner}`,
    'set role none',
    `set session authorization ${owner}`,
    `select set_config('session_authorization', '${owner}', false)`,
    'reset session authorization',
    `update pg_settings set setting = '${owner}' where name = 'session_authorization'`,
  ];

  it('reads its own rows, and neither the signing key nor another tenant’s rows, whatever it runs first', async () => {
    expect(await afterEscape('select 1', 'select name from customers')).toEqual({
      rows: [{ name: 'Customer of A' }],
    });
    /** Refused for the right reason: a privilege, or the embedded session's statement check. */
    const refusal = /permission denied|refuses this statement/;
    for (const escape of escapes()) {
      const secrets = await afterEscape(escape, 'select name, value from server_secrets');
      expect('refused' in secrets ? secrets.refused : secrets.rows, escape).toMatch(refusal);
      const other = await afterEscape(
        escape,
        `select name from customers where tenant_id = '${tenantB}'`,
      );
      if ('refused' in other) expect(other.refused, escape).toMatch(refusal);
      else expect(other.rows, escape).toEqual([]);
      const connectionStrings = await afterEscape(
        escape,
        'select default_connection_string from tenants',
      );
      expect(
        'refused' in connectionStrings ? connectionStrings.refused : connectionStrings.rows,
        escape,
      ).toMatch(refusal);
    }
  });

  it('leaves every connection on the serving login afterwards', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 4 }, () =>
        database.withSession((db) =>
          db.execute<{ session: string; current: string }>(
            sql`select session_user::text as session, current_user::text as current`,
          ),
        ),
      ),
    );
    for (const { rows } of sessions) {
      expect(rows).toEqual([{ session: database.servingLogin, current: database.servingLogin }]);
    }
  });

  it('keeps the serving login’s password in the owner’s server_secrets, and PostgreSQL checks that password', async () => {
    const stored = await database.asOwner(async (ownerDatabase) => {
      const { rows } = await ownerDatabase.db.execute<{
        value: { role: string; password: string };
        verifier: string;
      }>(sql`
        select s.value, a.rolpassword as verifier
          from server_secrets s join pg_authid a on a.rolname = s.value->>'role'
         where s.name = 'serving-login'`);
      return rows[0];
    });
    expect(stored?.value.role).toBe(database.servingLogin);
    const [, iterations = '', salt = ''] =
      /^SCRAM-SHA-256\$(\d+):([^$]+)\$/.exec(stored?.verifier ?? '') ?? [];
    expect(
      scramVerifier(stored?.value.password ?? '', Buffer.from(salt, 'base64'), Number(iterations)),
    ).toBe(stored?.verifier);
  });
});

describe('the embedded database’s serving session (PGlite)', () => {
  let client: Awaited<ReturnType<typeof createPglite>>;
  let database: Database;

  beforeAll(async () => {
    client = await createPglite(undefined);
    database = await openServingDatabase({ owner: { kind: 'pglite', client } });
  });
  afterAll(() => database?.close());

  /** Runs statements on the session itself, below the statement check. */
  async function onSession(statement: string): Promise<string> {
    try {
      await client.query(statement);
      return 'ran';
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('cannot take the superuser back with RESET ROLE, SET ROLE or set_config', async () => {
    expect(await onSession('reset role')).toBe('ran');
    expect(await onSession('select value from server_secrets')).toBe(
      'permission denied for table server_secrets',
    );
    expect(await onSession('set role postgres')).toBe('permission denied to set role "postgres"');
    expect(await onSession("select set_config('role', 'postgres', false)")).toBe(
      'permission denied for function set_config',
    );
    expect(await onSession("select set_config('session_authorization', 'postgres', false)")).toBe(
      'permission denied for function set_config',
    );
  });

  it('refuses, before they run, the statements no request runs: PostgreSQL’s single-user mode would let SET SESSION AUTHORIZATION take the superuser back', async () => {
    for (const statement of [
      'set session authorization postgres',
      'SET SESSION_AUTHORIZATION TO postgres',
      'reset session authorization',
      'reset role',
      "do $$ begin execute 'set session authorization postgres'; end $$",
      '/* select */ set session authorization postgres',
      'set local role postgres',
      'set local role spool_signin',
      'set local role spool_app',
      "set local app.tenant_id = 'x'; set session authorization postgres",
      'copy server_secrets to stdout',
      'create function pg_temp.f() returns int language sql as $$ select 1 $$',
    ]) {
      expect(() => servingStatementGuard(statement), statement).toThrow(RefusedStatementError);
    }
    const refused: unknown = await database.db
      .execute(sql`set session authorization postgres`)
      .catch((error: unknown) => error);
    expect(messageOf(refused)).toMatch(/^The serving session refuses this statement/);
    // The check reads a statement's start: PGlite runs one statement per query, never a second.
    const second: unknown = await database.db
      .execute(sql.raw('select 1; set session authorization postgres'))
      .catch((error: unknown) => error);
    expect(messageOf(second)).toBe('cannot insert multiple commands into a prepared statement');
    expect(
      (await database.db.execute<{ login: string }>(sql`select session_user::text as login`)).rows,
    ).toEqual([{ login: servingLoginName('postgres') }]);
  });

  it('runs every statement a request runs', () => {
    for (const statement of [
      'select 1',
      '  insert into customers (name) values ($1)',
      'with x as (delete from customers returning id) select count(*) from x',
      'update users set name = $1',
      'savepoint sp1',
      'release savepoint sp1',
      'rollback to savepoint sp1',
      "set local app.tenant_id = 'f9b6c1a0-0000-4000-8000-000000000001'",
      "set local app.tenant_id = ''",
      "set local app.tenant_id = 'it''s; set session authorization postgres'",
    ]) {
      expect(() => servingStatementGuard(statement), statement).not.toThrow();
    }
    // A role only opens a transaction.
    for (const statement of ['set local role spool_app', 'set local role spool_signin']) {
      expect(() => servingStatementGuard(statement, 'opening'), statement).not.toThrow();
    }
    expect(() => servingStatementGuard('set local role postgres', 'opening')).toThrow(
      RefusedStatementError,
    );
  });
});

describe('start-up refuses a login that could step out of row-level security (PostgreSQL server)', () => {
  const suffix = randomBytes(4).toString('hex');
  const roles: string[] = [];
  let scratch: Awaited<ReturnType<typeof createEmptyServerDatabase>>;
  let ownedScratch: { name: string; url: string } | undefined;

  const serverUrl = testPostgresServerUrl();
  const superuser = decodeURIComponent(new URL(serverUrl).username) || 'postgres';

  async function asServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }

  /** A login of the operator's on the scratch database, and its address. */
  async function createLogin(name: string, options: string, grants: string[]): Promise<string> {
    const role = `${name}_${suffix}`;
    roles.push(role);
    await asServer(async (client) => {
      await client.query(`create role ${role} login ${options}`);
      for (const grant of grants) await client.query(`grant ${grant} to ${role}`);
    });
    const url = new URL(scratch.url);
    url.username = role;
    return url.toString();
  }

  beforeAll(async () => {
    scratch = await createEmptyServerDatabase();
    // Migrated once as the owner, so that Spool's roles exist for the logins below.
    await (await openServingDatabase({ owner: { kind: 'postgresql', url: scratch.url } })).close();
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    await scratch?.drop();
    await asServer(async (client) => {
      if (ownedScratch)
        await client.query(`drop database if exists ${ownedScratch.name} with (force)`);
      for (const role of ownedScratch ? spoolRoles : []) {
        await client.query(
          `drop role if exists ${quoteIdentifier(servingLoginName(ownedScratch?.name ?? '', role))}`,
        );
      }
      for (const role of roles) await client.query(`drop role if exists ${role}`);
    });
  });

  /** What start-up prints for this failure, and that it stops the process. */
  function printedOnExit(error: unknown): string[] {
    const printed: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(
      (line: unknown) => void printed.push(String(line)),
    );
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    expect(() => exitOnStartupFailure(error)).toThrow('exit 1');
    return printed;
  }

  const open = (options: Partial<Parameters<typeof openServingDatabase>[0]> = {}) =>
    openServingDatabase({ owner: { kind: 'postgresql', url: scratch.url }, ...options });

  it('stops with one line when SPOOL_RUNTIME_DATABASE_URL is a superuser', async () => {
    const error = await open({ runtimeUrl: scratch.url }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(printedOnExit(error)).toEqual([
      `Refusing to serve DATABASE_URL as "${superuser}" (SPOOL_RUNTIME_DATABASE_URL): it is a superuser, so one injected RESET ROLE or SET ROLE would step out of row-level security; set SPOOL_RUNTIME_DATABASE_URL to a login that is neither superuser nor owner, or SPOOL_ALLOW_PRIVILEGED_RUNTIME=true to accept that`,
    ]);
  });

  it('serves on it with SPOOL_ALLOW_PRIVILEGED_RUNTIME, and warns that it does', async () => {
    const warnings: string[] = [];
    const database = await open({
      runtimeUrl: scratch.url,
      allowPrivileged: true,
      warn: (message) => warnings.push(message),
    });
    try {
      await database.ping();
      expect(warnings).toEqual([
        `SPOOL_ALLOW_PRIVILEGED_RUNTIME is set: serving DATABASE_URL as "${superuser}" (SPOOL_RUNTIME_DATABASE_URL), which is a superuser; one injected RESET ROLE or SET ROLE would step out of row-level security`,
      ]);
    } finally {
      await database.close();
    }
  });

  it('serves on the operator’s NOINHERIT login in Spool’s roles, and names what is wrong with others', async () => {
    const fine = await createLogin('spool_web', 'noinherit', [
      'spool_app, spool_host, spool_signin',
    ]);
    const warnings: string[] = [];
    const database = await open({ runtimeUrl: fine, warn: (message) => warnings.push(message) });
    try {
      const { rows } = await database.db.execute<{ login: string }>(
        sql`select session_user::text as login`,
      );
      expect(rows).toEqual([{ login: `spool_web_${suffix}` }]);
      expect(warnings).toEqual([]);
    } finally {
      await database.close();
    }

    const inheriting = await createLogin('spool_inherit', 'inherit', [
      'spool_app, spool_host, spool_signin',
    ]);
    await expect(open({ runtimeUrl: inheriting })).rejects.toThrow(
      `Refusing to serve DATABASE_URL as "spool_inherit_${suffix}" (SPOOL_RUNTIME_DATABASE_URL): it may use the table access_versions without switching role (make it NOINHERIT)`,
    );
    const creator = await createLogin('spool_creator', 'noinherit createrole', [
      'spool_app, spool_host, spool_signin',
    ]);
    await expect(open({ runtimeUrl: creator })).rejects.toThrow(
      `it is allowed to create roles, so one injected`,
    );
    const outsider = await createLogin('spool_outsider', 'noinherit', ['spool_app']);
    await expect(open({ runtimeUrl: outsider, allowPrivileged: true })).rejects.toThrow(
      `Cannot serve DATABASE_URL as "spool_outsider_${suffix}" (SPOOL_RUNTIME_DATABASE_URL): it is not a member of spool_host, spool_signin (grant spool_host, spool_signin to spool_outsider_${suffix})`,
    );
  });

  it('tells an owner that may not create roles to set SPOOL_RUNTIME_DATABASE_URL, or serves on it with the opt-out', async () => {
    const ownerRole = `spool_owner_${suffix}`;
    roles.push(ownerRole);
    ownedScratch = { name: `spool_test_owned_${suffix}`, url: '' };
    await asServer(async (client) => {
      await client.query(`create role ${ownerRole} login nocreaterole`);
      await client.query(`grant spool_app, spool_host, spool_signin to ${ownerRole}`);
      await client.query(`create database ${ownedScratch?.name ?? ''} owner ${ownerRole}`);
    });
    const url = new URL(serverUrl);
    url.username = ownerRole;
    url.pathname = `/${ownedScratch.name}`;
    ownedScratch.url = url.toString();

    const error = await openServingDatabase({
      owner: { kind: 'postgresql', url: ownedScratch.url },
    }).catch((failure: unknown) => failure);
    expect(printedOnExit(error)).toEqual([
      `Cannot serve DATABASE_URL: its login may not create roles, so Spool cannot make the login ${servingLoginName(ownedScratch.name)} to serve requests on; set SPOOL_RUNTIME_DATABASE_URL to a login that is neither superuser nor owner (or grant CREATEROLE to the DATABASE_URL login)`,
    ]);

    const warnings: string[] = [];
    const database = await openServingDatabase({
      owner: { kind: 'postgresql', url: ownedScratch.url },
      allowPrivileged: true,
      warn: (message) => warnings.push(message),
    });
    await database.close();
    expect(warnings).toEqual([
      `SPOOL_ALLOW_PRIVILEGED_RUNTIME is set: serving DATABASE_URL as "${ownerRole}" (DATABASE_URL), which owns the database; one injected RESET ROLE or SET ROLE would step out of row-level security`,
    ]);
  });

  it('keeps the login and its password from one start to the next', async () => {
    const facts = () =>
      asServer(async (client) => {
        const { rows } = await client.query<{ verifier: string }>(
          'select rolpassword as verifier from pg_authid where rolname = $1',
          [servingLoginName(scratch.name)],
        );
        return rows[0]?.verifier;
      });
    const before = await facts();
    expect(before).toMatch(/^SCRAM-SHA-256\$4096:/);
    await (await open()).close();
    expect(await facts()).toBe(before);
  });

  it('drops a test database’s login with it', async () => {
    const passing = await createEmptyServerDatabase();
    await (await openServingDatabase({ owner: { kind: 'postgresql', url: passing.url } })).close();
    const exists = () =>
      asServer(
        async (client) =>
          (
            await client.query('select 1 from pg_roles where rolname = $1', [
              servingLoginName(passing.name),
            ])
          ).rowCount,
      );
    expect(await exists()).toBe(1);
    await passing.drop();
    expect(await exists()).toBe(0);
  });
});
