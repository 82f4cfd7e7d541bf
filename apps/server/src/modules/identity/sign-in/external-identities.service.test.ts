import { describe, expect, it } from 'vitest';
import type { VerifiedToken } from '../../../platform/auth/token-verifier.js';
import type { TenantsRepository } from '../../tenancy/index.js';
import {
  createExternalIdentitiesService,
  externalSubjectKey,
  placeholderEmail,
} from './external-identities.service.js';
import type { Role, RolesRepository } from '../roles/roles.repository.js';
import type { NewUser, User, UsersRepository } from '../users/users.repository.js';

const issuer = 'https://id.example.com/';
const tenantA = '0b7c2a9e-0000-4000-8000-00000000000a';

type StoredUser = User & {
  externalSubject: string | null;
  roleIds: string[];
  emailConfirmed: boolean;
};

/** One side (a tenant, or the host) of an in-memory directory, as one transaction sees it. */
function fakeSide(options: { tenantId: string | null; knownTenants?: string[]; roles?: Role[] }) {
  const stored: StoredUser[] = [];
  const roles = options.roles ?? [];
  const lower = (value: string) => value.toLowerCase();
  const users = {
    insertUser: (input: NewUser) => {
      const user: StoredUser = {
        id: input.id ?? `user-${stored.length + 1}`,
        tenantId: options.tenantId,
        userName: input.userName,
        email: input.email,
        name: input.name ?? null,
        surname: input.surname ?? null,
        accountType: input.accountType ?? null,
        isActive: true,
        externalSubject: input.externalSubject ?? null,
        emailConfirmed: input.emailConfirmed ?? false,
        roleIds: [],
      };
      stored.push(user);
      return Promise.resolve(user);
    },
    findUserByExternalSubject: (key: string) =>
      Promise.resolve(stored.find((user) => user.externalSubject === key)),
    isUserNameTaken: (name: string) =>
      Promise.resolve(stored.some((user) => lower(user.userName) === lower(name))),
    isEmailTaken: (email: string) =>
      Promise.resolve(stored.some((user) => lower(user.email) === lower(email))),
    lockExternalSubject: () => Promise.resolve(),
  } as unknown as UsersRepository;
  const rolesRepository = {
    findDefaultRoles: () => Promise.resolve(roles.filter((role) => role.isDefault)),
    addUserToRole: (userId: string, roleId: string) => {
      stored.find((user) => user.id === userId)?.roleIds.push(roleId);
      return Promise.resolve();
    },
  } as unknown as RolesRepository;
  const tenants: Pick<TenantsRepository, 'findTenantSummary'> = {
    findTenantSummary: (id: string) =>
      Promise.resolve((options.knownTenants ?? []).includes(id) ? { id, name: 'A' } : undefined),
  };
  return {
    stored,
    service: createExternalIdentitiesService({ users, roles: rolesRepository, tenants }),
  };
}

const role = (name: string, isDefault: boolean): Role => ({
  id: `role-${name}`,
  name,
  isDefault,
  isPublic: true,
  isStatic: false,
});

const token = (overrides: Partial<VerifiedToken> = {}): VerifiedToken => ({
  issuer,
  subject: 'sub-1',
  tenantId: tenantA,
  accountType: undefined,
  profile: {},
  ...overrides,
});

const tenantSide = () =>
  fakeSide({
    tenantId: tenantA,
    knownTenants: [tenantA],
    roles: [role('planner', true), role('viewer', true), role('admin', false)],
  });

describe('mapping an external identity to Spool’s user', () => {
  it('creates the user of a known tenant at the first token, with every default role and the profile claims', async () => {
    const side = tenantSide();
    const result = await side.service.principalFor(
      token({
        accountType: 101,
        profile: {
          preferredUsername: 'maria',
          email: 'maria@atlas.example',
          emailVerified: true,
          givenName: 'Maria',
          familyName: 'Silva',
        },
      }),
    );
    expect(result).toMatchObject({
      kind: 'mapped',
      created: true,
      principal: { userId: 'user-1', tenantId: tenantA, accountType: 101 },
    });
    expect(side.stored).toEqual([
      expect.objectContaining({
        userName: 'maria',
        email: 'maria@atlas.example',
        emailConfirmed: true,
        name: 'Maria',
        surname: 'Silva',
        externalSubject: `${issuer}#sub-1`,
        // The account type stays the token's to say.
        accountType: null,
        roleIds: ['role-planner', 'role-viewer'],
      }),
    ]);
  });

  it('maps later tokens of the same issuer and subject to that user, creating nobody', async () => {
    const side = tenantSide();
    const first = await side.service.principalFor(token());
    const again = await side.service.principalFor(token({ accountType: 101 }));
    expect(again).toMatchObject({
      kind: 'mapped',
      created: false,
      principal: { accountType: 101 },
    });
    expect(first.kind === 'mapped' && again.kind === 'mapped' && again.user.id).toBe(
      first.kind === 'mapped' && first.user.id,
    );
    expect(side.stored).toHaveLength(1);
  });

  it('keys users by issuer and subject: the same subject from another issuer is someone else', async () => {
    const side = tenantSide();
    await side.service.principalFor(token());
    const other = await side.service.principalFor(token({ issuer: 'https://other.example.com' }));
    expect(other).toMatchObject({ kind: 'mapped', created: true });
    expect(side.stored.map((user) => user.externalSubject)).toEqual([
      'https://id.example.com/#sub-1',
      'https://other.example.com#sub-1',
    ]);
  });

  it('names the user by preferred_username, else e-mail, else subject, skipping names already taken', async () => {
    const side = tenantSide();
    await side.service.principalFor(
      token({ subject: 'a', profile: { preferredUsername: 'maria', email: 'maria@a.example' } }),
    );
    await side.service.principalFor(
      token({ subject: 'b', profile: { preferredUsername: 'MARIA', email: 'maria2@a.example' } }),
    );
    await side.service.principalFor(token({ subject: 'c' }));
    expect(side.stored.map((user) => user.userName)).toEqual(['maria', 'maria2@a.example', 'c']);
  });

  it('gives a placeholder e-mail when the token carries none, or one another user has', async () => {
    const side = tenantSide();
    await side.service.principalFor(
      token({ subject: 'a', profile: { email: 'shared@a.example' } }),
    );
    await side.service.principalFor(
      token({ subject: 'b', profile: { email: 'SHARED@a.example', emailVerified: true } }),
    );
    await side.service.principalFor(token({ subject: 'c' }));
    const [, taken, none] = side.stored;
    expect(taken).toMatchObject({
      email: placeholderEmail(externalSubjectKey(issuer, 'b')),
      emailConfirmed: false,
    });
    expect(none?.email).toMatch(/^[0-9a-f]{32}@external-users\.invalid$/);
  });

  it('gives the same person the same placeholder in every tenant', () => {
    const key = externalSubjectKey(issuer, 'sub-1');
    expect(placeholderEmail(key)).toBe(placeholderEmail(key));
    expect(placeholderEmail(key)).not.toBe(placeholderEmail(externalSubjectKey(issuer, 'sub-2')));
  });

  it('refuses a token naming a tenant Spool does not know, creating nobody', async () => {
    const side = fakeSide({ tenantId: tenantA, knownTenants: [] });
    expect(await side.service.principalFor(token())).toEqual({
      kind: 'refused',
      reason: 'unknownTenant',
    });
    expect(side.stored).toEqual([]);
  });

  it('maps a token without tenant only to a host user linked beforehand, and never creates one', async () => {
    const host = fakeSide({ tenantId: null });
    expect(await host.service.principalFor(token({ tenantId: undefined }))).toEqual({
      kind: 'refused',
      reason: 'noHostUser',
    });
    expect(host.stored).toEqual([]);
  });

  it('refuses a deactivated user', async () => {
    const side = tenantSide();
    await side.service.principalFor(token());
    const [user] = side.stored;
    if (user) user.isActive = false;
    expect(await side.service.principalFor(token())).toEqual({
      kind: 'refused',
      reason: 'inactive',
    });
  });
});
