import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inHostAdminTransaction } from '../../platform/db/tenant-transaction.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestUser } from '../../testing/test-database.js';
import { createTenantsRepository } from '../tenancy/index.js';

let t: TestApp;
let atlas: string;
let atlasNorth: string;
let borealis: string;
let organisationId: string;
let adminToken: string;
let plannerToken: string;
let hostToken: string;
let mariaNorthToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const created = await inHostAdminTransaction(t.database, async (tx) => {
    const tenancy = createTenantsRepository(tx);
    const organisation = await tenancy.insertOrganisation({ name: 'Atlas Group' });
    return {
      organisationId: organisation.id,
      atlas: (await tenancy.insertTenant({ name: 'Atlas', organisationId: organisation.id })).id,
      atlasNorth: (
        await tenancy.insertTenant({ name: 'Atlas North', organisationId: organisation.id })
      ).id,
      borealis: (await tenancy.insertTenant({ name: 'Borealis' })).id,
    };
  });
  ({ organisationId, atlas, atlasNorth, borealis } = created);
  const users = ['AbpIdentity.Users'];
  const admin = await createTestUser(t.database, {
    tenantId: atlas,
    userName: 'zoe.admin',
    permissions: users,
  });
  const planner = await createTestUser(t.database, {
    tenantId: atlas,
    userName: 'ann.planner',
    permissions: ['Spool.Styles'],
  });
  await createTestUser(t.database, {
    tenantId: atlas,
    userName: 'maria',
    permissions: [],
    email: 'maria@atlas.example',
  });
  const mariaNorth = await createTestUser(t.database, {
    tenantId: atlasNorth,
    userName: 'maria.n',
    permissions: [],
    email: 'MARIA@atlas.example',
  });
  await createTestUser(t.database, { tenantId: borealis, userName: 'bob', permissions: users });
  const host = await createTestUser(t.database, {
    tenantId: null,
    userName: 'root',
    permissions: users,
  });
  adminToken = await t.issueToken({ sub: admin, tenantid: atlas });
  plannerToken = await t.issueToken({ sub: planner, tenantid: atlas });
  hostToken = await t.issueToken({ sub: host });
  mariaNorthToken = await t.issueToken({ sub: mariaNorth, tenantid: atlasNorth });
});
afterAll(() => t?.dispose());

const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const userNames = async (token: string, url: string) =>
  (await get(token, url)).json<{ items: { userName: string }[] }>().items.map((u) => u.userName);

describe('GET /api/identity/users', () => {
  it("lists the caller's tenant's users by e-mail by default, and no other tenant's", async () => {
    const response = await get(adminToken, '/api/identity/users');
    expect(response.statusCode).toBe(200);
    expect(response.json<{ totalCount: number }>().totalCount).toBe(3);
    expect(await userNames(adminToken, '/api/identity/users')).toEqual([
      'ann.planner',
      'maria',
      'zoe.admin',
    ]);
  });

  it('sorts by the column asked, filters by name or e-mail, and pages', async () => {
    expect(await userNames(adminToken, '/api/identity/users?Sorting=userName%20desc')).toEqual([
      'zoe.admin',
      'maria',
      'ann.planner',
    ]);
    // The column and the direction in any case, as ABP takes them.
    expect(await userNames(adminToken, '/api/identity/users?Sorting=UserName%20DESC')).toEqual([
      'zoe.admin',
      'maria',
      'ann.planner',
    ]);
    expect(await userNames(adminToken, '/api/identity/users?Filter=atlas.example')).toEqual([
      'maria',
    ]);
    expect(await userNames(adminToken, '/api/identity/users?SkipCount=1&MaxResultCount=1')).toEqual(
      ['maria'],
    );
  });

  it('shows the host only host users', async () => {
    expect(await userNames(hostToken, '/api/identity/users')).toEqual(['root']);
  });

  it('answers 403 to a planner, and 400 to a sort column that does not exist', async () => {
    expect((await get(plannerToken, '/api/identity/users')).statusCode).toBe(403);
    expect((await get(adminToken, '/api/identity/users?Sorting=password')).statusCode).toBe(400);
  });
});

describe('identity discovery for the signed-in person', () => {
  it('knows the person and the organisations they work in, with the tenants where they have a user', async () => {
    const me = await get(mariaNorthToken, '/api/identity-discovery/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      accountReference: 'MARIA@atlas.example',
      organisations: [organisationId],
    });
    const organisations = await get(mariaNorthToken, '/api/identity-discovery/user-organisations');
    expect(organisations.json()).toEqual([
      expect.objectContaining({
        id: organisationId,
        name: 'Atlas Group',
        tenants: [
          expect.objectContaining({ tenantId: atlas, tenantShortName: 'Atlas' }),
          expect.objectContaining({ tenantId: atlasNorth, tenantShortName: 'Atlas North' }),
        ],
      }),
    ]);
  });

  it("gives one of the person's organisations, and 404 for any other", async () => {
    expect(
      (await get(mariaNorthToken, `/api/identity-discovery/organisations/${organisationId}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await get(hostToken, `/api/identity-discovery/organisations/${organisationId}`)).statusCode,
    ).toBe(404);
  });
});
