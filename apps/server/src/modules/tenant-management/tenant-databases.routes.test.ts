import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Features, Permissions, type ErrorResponse, type TenantDto } from '@spool/contracts';
import { inTenantTransaction } from '../../platform/db/tenant-transaction.js';
import { styleInput } from '../../testing/style-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  createEmptyServerDatabase,
  createTestUser,
  testPostgresServerUrl,
} from '../../testing/test-database.js';
import { spoolRoles } from '../../platform/db/roles.js';
import { servingLoginName } from '../../platform/db/serving-login.js';
import { countTenantStyles } from '../styles/index.js';

/**
 * A tenant with a default connection string keeps its data in that database:
 * checked here by reading both databases directly, beside the API's answers.
 */
let t: TestApp;
let own: Awaited<ReturnType<typeof createEmptyServerDatabase>>;
let spare: Awaited<ReturnType<typeof createEmptyServerDatabase>>;
let hostAdmin: string;
let hostReader: string;

beforeAll(async () => {
  t = await createTestApp();
  [own, spare] = await Promise.all([createEmptyServerDatabase(), createEmptyServerDatabase()]);
  const admin = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.admin',
    permissions: [
      Permissions.Tenants,
      Permissions.TenantsCreate,
      Permissions.TenantsDelete,
      Permissions.TenantsManageFeatures,
      Permissions.TenantsManageConnectionStrings,
      Permissions.AuditLogs,
    ],
  });
  const reader = await createTestUser(t.database, {
    tenantId: null,
    userName: 'host.reader',
    permissions: [Permissions.Tenants, Permissions.TenantsCreate],
  });
  hostAdmin = await t.issueToken({ sub: admin });
  hostReader = await t.issueToken({ sub: reader });
}, 120_000);
afterAll(async () => {
  await t?.dispose();
  await own?.drop();
  await spare?.drop();
});

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorResponse).error;

/** The server's address with a password (trust authentication ignores it) and no database. */
const serverWithPassword = () => {
  const url = new URL(testPostgresServerUrl());
  url.password = 'Secret-123';
  url.pathname = '/';
  return url.toString();
};

async function createTenant(name: string, extraProperties: Record<string, unknown> = {}) {
  return t.call(hostAdmin, 'POST', '/api/multi-tenancy/tenants', {
    name,
    adminEmailAddress: `admin@${name.toLowerCase().replace(/\W/g, '')}.example`,
    adminPassword: 'Admin-Pass-1',
    extraProperties,
  });
}

/** A planner of the tenant, signed in. */
async function plannerOf(tenantId: string, userName: string) {
  const id = await createTestUser(t.database, {
    tenantId,
    userName,
    permissions: [Permissions.Styles, Permissions.StylesCreate, Permissions.Catalogue],
  });
  return t.issueToken({ sub: id, tenantid: tenantId });
}

/** Runs `work` on a connection of its own to that database, as the server's superuser. */
async function asServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What a database holds for a tenant, read straight as its owner (no row-level security). */
async function readDirectly(url: string, tenantId: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (table: string) =>
      Number(
        (
          await client.query<{ n: string }>(
            `select count(*) as n from ${table} where tenant_id = $1`,
            [tenantId],
          )
        ).rows[0]?.n,
      );
    const styleNames = (
      await client.query<{ name: string }>(
        'select name from styles where tenant_id = $1 order by name',
        [tenantId],
      )
    ).rows.map((row) => row.name);
    return {
      styleNames,
      stitchTypes: await count('stitch_types'),
      users: await count('users'),
    };
  } finally {
    await client.end();
  }
}

/** What the shared database holds for a tenant, through row-level security as the app sees it. */
function readShared(tenantId: string) {
  return inTenantTransaction(t.database, tenantId, async (tx) => ({
    styles: await countTenantStyles(tx),
    stitchTypes: Number(
      (await tx.execute<{ n: string }>(sql`select count(*) as n from stitch_types`)).rows[0]?.n,
    ),
  }));
}

describe('a tenant with a database of its own', () => {
  let acme: TenantDto;

  it('is created with the server address and the database name; the password never comes back', async () => {
    const created = await createTenant('Acme Knits', {
      DefaultConnectionString: serverWithPassword(),
      DatabaseName: own.name,
    });
    expect(created.statusCode).toBe(200);
    acme = created.json<TenantDto>();
    expect(acme.extraProperties.DatabaseName).toBe(own.name);

    const shown = await t.call(
      hostAdmin,
      'GET',
      `/api/multi-tenancy/tenants/${acme.id}/default-connection-string`,
    );
    expect(shown.statusCode).toBe(200);
    const { defaultConnectionString } = shown.json<{ defaultConnectionString: string }>();
    expect(defaultConnectionString).toContain(`:****@`);
    expect(defaultConnectionString).toContain(`/${own.name}`);
    expect(shown.body).not.toContain('Secret-123');
  });

  it("keeps the tenant's styles and catalogue in its own database, migrated at its first request", async () => {
    const planner = await plannerOf(acme.id, 'acme.planner');
    const stitches = await t.call(planner, 'GET', '/api/stitchType');
    expect(stitches.statusCode).toBe(200);
    const created = await t.call(planner, 'POST', '/api/style', styleInput('Acme Polo'));
    expect(created.statusCode).toBe(201);
    const listed = await t.call(planner, 'GET', '/api/styleGrid');
    expect(JSON.stringify(listed.json())).toContain('Acme Polo');

    const inOwn = await readDirectly(own.url, acme.id);
    expect(inOwn.styleNames).toEqual(['Acme Polo']);
    expect(inOwn.stitchTypes).toBe(stitches.json<unknown[]>().length);
    expect(inOwn.stitchTypes).toBeGreaterThan(0);
    // Identity stays in the shared database: sign-in finds people before it knows their tenant.
    expect(inOwn.users).toBe(0);

    expect(await readShared(acme.id)).toEqual({ styles: 0, stitchTypes: 0 });
  });

  it('serves its requests on a login Spool made in its database, never on the owner the connection string names', async () => {
    const logins = await asServer(own.url, async (client) => {
      const { rows } = await client.query<{ usename: string; rolsuper: boolean }>(
        `select distinct a.usename, r.rolsuper from pg_stat_activity a
           join pg_roles r on r.rolname = a.usename
          where a.datname = current_database() and a.pid <> pg_backend_pid()`,
      );
      return rows;
    });
    // A login for each role: requests, host administration and sign-in each on their own.
    expect(logins.sort((a, b) => a.usename.localeCompare(b.usename))).toEqual(
      spoolRoles
        .map((role) => ({ usename: servingLoginName(own.name, role), rolsuper: false }))
        .sort((a, b) => a.usename.localeCompare(b.usename)),
    );
  });

  it('leaves a tenant without a connection string in the shared database, and out of the other', async () => {
    const created = await createTenant('Borealis Wear');
    expect(created.statusCode).toBe(200);
    const borealis = created.json<TenantDto>();
    expect(borealis.extraProperties.DatabaseName).toBeNull();
    const planner = await plannerOf(borealis.id, 'borealis.planner');
    expect(
      (await t.call(planner, 'POST', '/api/style', styleInput('Borealis Parka'))).statusCode,
    ).toBe(201);

    expect((await readShared(borealis.id)).styles).toBe(1);
    expect((await readDirectly(own.url, borealis.id)).styleNames).toEqual([]);
    expect(
      (
        await t.call(
          hostAdmin,
          'GET',
          `/api/multi-tenancy/tenants/${borealis.id}/default-connection-string`,
        )
      ).json(),
    ).toEqual({ defaultConnectionString: null });

    // With styles where it is, its database cannot change: Spool does not move data.
    const moved = await t.call(
      hostAdmin,
      'PUT',
      `/api/multi-tenancy/tenants/${borealis.id}/default-connection-string?defaultConnectionString=${encodeURIComponent(spare.url)}`,
    );
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved)).toMatchObject({ code: 'Spool.Tenancy:TenantHasStyles' });
    const back = await t.call(
      hostAdmin,
      'DELETE',
      `/api/multi-tenancy/tenants/${acme.id}/default-connection-string`,
    );
    expect(back.statusCode).toBe(409);
    expect(errorOf(back).message).toContain('1');
  });

  it('moves a tenant without styles to a database of its own, and back', async () => {
    const tenant = (await createTenant('Cirrus Sport')).json<TenantDto>();
    const path = `/api/multi-tenancy/tenants/${tenant.id}/default-connection-string`;
    const set = await t.call(
      hostAdmin,
      'PUT',
      `${path}?defaultConnectionString=${encodeURIComponent(spare.url)}`,
    );
    expect(set.statusCode).toBe(204);
    const planner = await plannerOf(tenant.id, 'cirrus.planner');
    expect((await t.call(planner, 'GET', '/api/stitchType')).statusCode).toBe(200);
    expect((await readDirectly(spare.url, tenant.id)).stitchTypes).toBeGreaterThan(0);

    expect((await t.call(hostAdmin, 'DELETE', path)).statusCode).toBe(204);
    expect((await t.call(hostAdmin, 'GET', path)).json()).toEqual({
      defaultConnectionString: null,
    });
    expect((await t.call(planner, 'POST', '/api/style', styleInput('Cirrus Tee'))).statusCode).toBe(
      201,
    );
    expect((await readShared(tenant.id)).styles).toBe(1);
    expect((await readDirectly(spare.url, tenant.id)).styleNames).toEqual([]);
  });
});

describe('the host audit log', () => {
  it('records who created tenants and changed their databases, never with a password', async () => {
    const response = await t.call(
      hostAdmin,
      'GET',
      '/api/audit-logging/audit-logs?SkipCount=0&MaxResultCount=100',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Secret-123');
    type Entry = {
      userName: string | null;
      action: string;
      entityType: string;
      entityName: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    };
    const entries = response.json<{ items: Entry[] }>().items;
    const about = (name: string) =>
      entries
        .filter((entry) => entry.entityName === name)
        .map(({ action, entityType, before, after, userName }) => ({
          userName,
          action,
          entityType,
          before,
          after,
        }))
        .reverse();
    expect(about('Acme Knits')[0]).toMatchObject({
      userName: 'host.admin',
      action: 'Created',
      entityType: 'Tenant',
      before: null,
      after: { name: 'Acme Knits', databaseName: own.name },
    });
    const cirrus = about('Cirrus Sport');
    expect(cirrus.map((entry) => `${entry.action} ${entry.entityType}`)).toEqual([
      'Created Tenant',
      'Updated TenantConnectionString',
      'Deleted TenantConnectionString',
    ]);
    expect(cirrus[1]?.before).toEqual({ defaultConnectionString: null });
    expect(String(cirrus[1]?.after?.defaultConnectionString)).toContain(`/${spare.name}`);
  });
});

describe('connection strings Spool cannot use', () => {
  const refusedCreate = async (name: string, extraProperties: Record<string, unknown>) => {
    const response = await createTenant(name, extraProperties);
    const page = await t.call(
      hostAdmin,
      'GET',
      `/api/multi-tenancy/tenants?Filter=${encodeURIComponent(name)}`,
    );
    expect(page.json<{ totalCount: number }>().totalCount).toBe(0);
    return response;
  };

  it('refuses an unreachable server, with the reason, and creates nothing', async () => {
    const response = await refusedCreate('Nowhere Ltd', {
      DefaultConnectionString: 'postgres://spool@127.0.0.1:1/nowhere',
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({ code: 'Spool.Tenancy:DatabaseUnreachable' });
    expect(errorOf(response).message).toMatch(/^Cannot use the database nowhere: .*ECONNREFUSED/);
  });

  it('refuses a database that does not exist, in the server’s words', async () => {
    const missing = new URL(testPostgresServerUrl());
    missing.pathname = '/spool_no_such_database';
    const response = await refusedCreate('Missing Db', {
      DefaultConnectionString: missing.toString(),
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).message).toContain('"spool_no_such_database" does not exist');
  });

  it('refuses a database whose login may not create the login Spool serves a tenant on', async () => {
    const login = `spool_tenant_owner_${Date.now().toString(36)}`;
    await asServer(testPostgresServerUrl(), (client) =>
      client.query(`create role ${login} login nocreaterole`),
    );
    await asServer(spare.url, (client) =>
      client.query(`grant create on schema public to ${login}`),
    );
    try {
      const url = new URL(spare.url);
      url.username = login;
      const response = await refusedCreate('No Roles Ltd', {
        DefaultConnectionString: url.toString(),
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).message).toMatch(/^Cannot use the database spool_test_\w+: /);
      expect(errorOf(response).message).toContain(
        'its login may not create roles, so Spool cannot make a login there to serve the tenant on (grant it CREATEROLE)',
      );
    } finally {
      await asServer(spare.url, (client) =>
        client.query(`revoke create on schema public from ${login}`),
      );
      await asServer(testPostgresServerUrl(), (client) => client.query(`drop role ${login}`));
    }
  });

  it('refuses what is not a PostgreSQL address, and a name that disagrees with it', async () => {
    const notPostgres = await refusedCreate('Odd Address', {
      DefaultConnectionString: 'mysql://root@127.0.0.1/x',
    });
    expect(notPostgres.statusCode).toBe(400);
    expect(errorOf(notPostgres).code).toBe('Spool.Tenancy:ConnectionStringInvalid');

    const mismatch = await refusedCreate('Two Names', {
      DefaultConnectionString: own.url,
      DatabaseName: 'another_name',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).message).toBe(
      `The connection string names the database "${own.name}", not "another_name".`,
    );

    const none = await refusedCreate('No Name', {
      DefaultConnectionString: serverWithPassword(),
    });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).code).toBe('Spool.Tenancy:DatabaseNameMissing');
  });

  it('answers in the caller’s language', async () => {
    const response = await t.call(
      hostAdmin,
      'POST',
      '/api/multi-tenancy/tenants',
      {
        name: 'Sin Servidor',
        adminEmailAddress: 'admin@sinservidor.example',
        adminPassword: 'Admin-Pass-1',
        extraProperties: { DefaultConnectionString: 'postgres://spool@127.0.0.1:1/lejos' },
      },
      { 'accept-language': 'es' },
    );
    expect(errorOf(response).message).toMatch(/^No se puede usar la base de datos lejos: /);
  });
});

describe('deleting a tenant and the access rules', () => {
  it('deletes a tenant with its users and its data in the shared database, and logs it', async () => {
    const tenant = (await createTenant('Doomed Denim')).json<TenantDto>();
    const planner = await plannerOf(tenant.id, 'doomed.planner');
    expect((await t.call(planner, 'POST', '/api/style', styleInput('Last Jeans'))).statusCode).toBe(
      201,
    );
    const features = `/api/feature-management/features?providerName=T&providerKey=${tenant.id}`;
    const debugOn = [{ name: Features.DisplayAuthDebug, value: 'true' }];
    expect((await t.call(hostAdmin, 'PUT', features, { features: debugOn })).statusCode).toBe(204);
    const deleted = await t.call(hostAdmin, 'DELETE', `/api/multi-tenancy/tenants/${tenant.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(
      (await t.call(hostAdmin, 'GET', `/api/multi-tenancy/tenants/${tenant.id}`)).statusCode,
    ).toBe(404);
    // Its people are gone with it: their next call is refused.
    expect((await t.call(planner, 'GET', '/api/stitchType')).statusCode).toBe(401);
    // Read as the owner, past row-level security: nothing of the tenant is left.
    const left = await t.database.asOwner((owner) =>
      owner.db.execute<{ n: string }>(
        sql`select (select count(*) from styles where tenant_id = ${tenant.id})
                 + (select count(*) from users where tenant_id = ${tenant.id})
                 + (select count(*) from feature_values where provider_key = ${tenant.id}) as n`,
      ),
    );
    expect(Number(left.rows[0]?.n)).toBe(0);
    const log = await t.call(hostAdmin, 'GET', '/api/audit-logging/audit-logs?entityType=Tenant');
    expect(log.json<{ items: unknown[] }>().items[0]).toMatchObject({
      action: 'Deleted',
      entityName: 'Doomed Denim',
      before: { name: 'Doomed Denim', databaseName: null },
      after: null,
    });
  });

  it('refuses the connection-string routes without their permission, a token, or from a tenant', async () => {
    const tenant = (await createTenant('Guarded Garments')).json<TenantDto>();
    const path = `/api/multi-tenancy/tenants/${tenant.id}/default-connection-string`;
    const put = `${path}?defaultConnectionString=${encodeURIComponent(spare.url)}`;
    const tenantUser = await plannerOf(tenant.id, 'guarded.planner');
    for (const [method, url] of [
      ['GET', path],
      ['PUT', put],
      ['DELETE', path],
    ] as const) {
      expect((await t.call(hostReader, method, url)).statusCode).toBe(403);
      expect((await t.call(undefined, method, url)).statusCode).toBe(401);
      expect((await t.call(tenantUser, method, url)).statusCode).toBe(403);
    }
    const deletion = `/api/multi-tenancy/tenants/${tenant.id}`;
    expect((await t.call(hostReader, 'DELETE', deletion)).statusCode).toBe(403);
    expect((await t.call(undefined, 'DELETE', deletion)).statusCode).toBe(401);
    expect((await t.call(tenantUser, 'DELETE', deletion)).statusCode).toBe(403);
  });
});
