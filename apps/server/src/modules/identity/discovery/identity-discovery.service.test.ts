import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../../platform/db/database.js';
import {
  inHostAdminTransaction,
  inHostTransaction,
  inTenantTransaction,
} from '../../../platform/db/tenant-transaction.js';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database.js';
import { createTenantsRepository, type Tenant } from '../../tenancy/index.js';
import { createIdentityDiscovery } from './identity-discovery.plugin.js';
import type { IdentityDiscovery } from './identity-discovery.service.js';
import { createRolesRepository } from '../roles/roles.repository.js';
import { createUsersRepository } from '../users/users.repository.js';

let database: TestDatabase;
let discovery: IdentityDiscovery;
const ids = {
  atlasGroup: '',
  borealisGroup: '',
  north: '',
  south: '',
  borealis: '',
  loose: '',
  mariaNorth: '',
  mariaSouth: '',
  pedroNorth: '',
  hostAdmin: '',
};

async function addUser(
  db: Database,
  tenant: Tenant | null,
  user: { userName: string; email: string; role?: string; accountType?: number },
): Promise<string> {
  const work = async (tx: Tx) => {
    const created = await createUsersRepository(tx).insertUser({
      userName: user.userName,
      email: user.email,
      accountType: user.accountType ?? null,
    });
    if (user.role) {
      const roles = createRolesRepository(tx);
      const role =
        (await roles.findRoleByName(user.role)) ?? (await roles.insertRole({ name: user.role }));
      await roles.addUserToRole(created.id, role.id);
    }
    return created.id;
  };
  return tenant ? inTenantTransaction(db, tenant.id, work) : inHostTransaction(db, work);
}

beforeAll(async () => {
  database = await createTestDatabase();
  discovery = createIdentityDiscovery(database, undefined);
  const tenancy = (name: string, organisationId?: string) =>
    inHostAdminTransaction(database, (tx) =>
      createTenantsRepository(tx).insertTenant({ name, organisationId: organisationId ?? null }),
    );
  const organisation = (name: string) =>
    inHostAdminTransaction(database, (tx) =>
      createTenantsRepository(tx).insertOrganisation({ name }),
    );

  ids.atlasGroup = (await organisation('Atlas Group')).id;
  ids.borealisGroup = (await organisation('Borealis Group')).id;
  const south = await tenancy('Atlas South', ids.atlasGroup);
  const north = await tenancy('Atlas North', ids.atlasGroup);
  const borealis = await tenancy('Borealis', ids.borealisGroup);
  const loose = await tenancy('Loose Threads');
  Object.assign(ids, { north: north.id, south: south.id, borealis: borealis.id, loose: loose.id });

  // Maria works in two tenants of Atlas Group and in Borealis: one person, by e-mail.
  ids.mariaNorth = await addUser(database, north, {
    userName: 'maria',
    email: 'maria@atlas.example',
    role: 'planner',
    accountType: 101,
  });
  ids.mariaSouth = await addUser(database, south, {
    userName: 'maria.s',
    email: 'MARIA@Atlas.example',
    role: 'viewer',
  });
  await addUser(database, borealis, { userName: 'maria', email: 'maria@atlas.example' });
  await addUser(database, loose, { userName: 'maria', email: 'maria@atlas.example' });
  ids.pedroNorth = await addUser(database, north, {
    userName: 'pedro',
    email: 'pedro@atlas.example',
  });
  ids.hostAdmin = await addUser(database, null, {
    userName: 'admin',
    email: 'admin@spool.example',
    role: 'admin',
  });
});
afterAll(() => database?.dispose());

describe('identity discovery from Spool’s own tables', () => {
  it('is the local implementation when no discovery service is configured', () => {
    expect(discovery.kind).toBe('local');
  });

  it('finds the user with their roles in their tenant and every organisation the person works in', async () => {
    expect(await discovery.findUser(ids.mariaNorth)).toEqual({
      id: ids.mariaNorth,
      accountReference: 'maria@atlas.example',
      accountType: 101,
      organisations: [ids.atlasGroup, ids.borealisGroup],
      roles: ['planner'],
      photoBase64: null,
      isActive: true,
    });
    expect(await discovery.findUser(ids.mariaSouth)).toMatchObject({
      accountReference: 'MARIA@Atlas.example',
      accountType: null,
      organisations: [ids.atlasGroup, ids.borealisGroup],
      roles: ['viewer'],
    });
  });

  it('finds an organisation with all its tenants', async () => {
    expect(await discovery.findOrganisation(ids.atlasGroup)).toEqual({
      id: ids.atlasGroup,
      name: 'Atlas Group',
      description: null,
      isActive: true,
      tenants: [
        { tenantId: ids.north, applicationId: null, tenantShortName: 'Atlas North', logoUrl: null },
        { tenantId: ids.south, applicationId: null, tenantShortName: 'Atlas South', logoUrl: null },
      ],
    });
  });

  it('lists the person’s organisations with the tenants where the person has a user', async () => {
    const maria = await discovery.findUserOrganisations(ids.mariaSouth);
    expect(
      maria.map((organisation) => ({
        id: organisation.id,
        tenants: organisation.tenants.map((tenant) => tenant.tenantShortName),
      })),
    ).toEqual([
      { id: ids.atlasGroup, tenants: ['Atlas North', 'Atlas South'] },
      { id: ids.borealisGroup, tenants: ['Borealis'] },
    ]);
    const pedro = await discovery.findUserOrganisations(ids.pedroNorth);
    expect(pedro).toEqual([
      expect.objectContaining({
        id: ids.atlasGroup,
        tenants: [expect.objectContaining({ tenantShortName: 'Atlas North' })],
      }),
    ]);
  });

  it('gives a host user no organisation', async () => {
    expect(await discovery.findUser(ids.hostAdmin)).toMatchObject({
      organisations: [],
      roles: ['admin'],
    });
    expect(await discovery.findUserOrganisations(ids.hostAdmin)).toEqual([]);
  });

  it('answers nothing for unknown or malformed ids', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect(await discovery.findUser(unknown)).toBeUndefined();
    expect(await discovery.findUser('not-a-uuid')).toBeUndefined();
    expect(await discovery.findOrganisation(unknown)).toBeUndefined();
    expect(await discovery.findOrganisation('42')).toBeUndefined();
    expect(await discovery.findUserOrganisations(unknown)).toEqual([]);
  });

  it('uses the http implementation when a discovery service is configured', () => {
    const http = createIdentityDiscovery(database, {
      baseUrl: 'https://discovery.example.com',
      accessCode: 'x',
    });
    expect(http.kind).toBe('http');
  });
});
