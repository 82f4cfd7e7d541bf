import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@spool/domain';
import type { AuditEntry } from '../../audit-logging/index.js';
import type { IdentityRole, RolesRepository } from './roles.repository.js';
import { createRolesService } from './roles.service.js';

/** Roles and role grants in memory, keyed as the database keys them (names ignoring case). */
function createFakes(seed: Partial<IdentityRole>[]) {
  const roles = new Map<string, IdentityRole>();
  const grants = new Map<string, string[]>();
  const audited: AuditEntry[] = [];
  const pagesAsked: Parameters<RolesRepository['findRoles']>[0][] = [];
  for (const partial of seed) {
    const role: IdentityRole = {
      id: randomUUID(),
      name: 'role',
      isDefault: false,
      isPublic: true,
      isStatic: false,
      concurrencyStamp: randomUUID(),
      creationTime: new Date(0),
      lastModificationTime: null,
      ...partial,
    };
    roles.set(role.id, role);
    grants.set(role.name.toLowerCase(), ['Spool.Styles']);
  }
  const service = createRolesService({
    roles: {
      findRole: async (id) => roles.get(id),
      isRoleNameTaken: async (name, exceptId) =>
        [...roles.values()].some(
          (role) => role.name.toLowerCase() === name.toLowerCase() && role.id !== exceptId,
        ),
      findRoles: async (query) => {
        pagesAsked.push(query);
        return { items: [...roles.values()], totalCount: roles.size };
      },
      findAllRoles: async () => [...roles.values()],
      insertRole: async (input) => {
        const role: IdentityRole = {
          id: randomUUID(),
          isDefault: false,
          isPublic: true,
          isStatic: false,
          concurrencyStamp: randomUUID(),
          creationTime: new Date(),
          lastModificationTime: null,
          ...input,
        };
        roles.set(role.id, role);
        return role;
      },
      updateRole: async (id, stamp, fields) => {
        const role = roles.get(id);
        if (!role || role.concurrencyStamp !== stamp) return undefined;
        const updated = { ...role, ...fields, concurrencyStamp: randomUUID() };
        roles.set(id, updated);
        return updated;
      },
      deleteRole: async (id) => {
        roles.delete(id);
      },
    },
    grants: {
      renameRoleKey: async (oldName, newName) => {
        grants.set(newName.toLowerCase(), grants.get(oldName.toLowerCase()) ?? []);
        grants.delete(oldName.toLowerCase());
      },
      deleteAllGrantsOf: async (_, key) => {
        grants.delete(key.toLowerCase());
      },
    },
    audit: {
      record: async (entry) => {
        audited.push(entry);
      },
    },
  });
  const byName = (name: string) => [...roles.values()].find((role) => role.name === name);
  return { service, roles, grants, audited, byName, pagesAsked };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );

describe('sorting the roles list', () => {
  it('sorts by name, ascending, unless asked otherwise', async () => {
    const { service, pagesAsked } = createFakes([]);
    await service.findRoles({ skip: 0, take: 10 });
    await service.findRoles({
      sorting: { column: 'creationTime', direction: 'desc' },
      skip: 0,
      take: 10,
    });
    expect(pagesAsked).toMatchObject([
      { sortBy: 'name', descending: false },
      { sortBy: 'creationTime', descending: true },
    ]);
  });
});

describe('the roles service', () => {
  it('moves a role’s grants to its new name', async () => {
    const { service, grants, byName } = createFakes([{ name: 'presser' }]);
    const role = byName('presser');
    if (!role) throw new Error('seed missing');
    await service.updateRole(role.id, { ...role, name: 'finisher' });
    expect(Object.fromEntries(grants)).toEqual({ finisher: ['Spool.Styles'] });
  });

  it('keeps a static role’s name and the role itself', async () => {
    const { service, roles, byName } = createFakes([{ name: 'admin', isStatic: true }]);
    const admin = byName('admin');
    if (!admin) throw new Error('seed missing');
    expect(await codeOf(service.updateRole(admin.id, { ...admin, name: 'Admin' }))).toBe(
      'Spool.Identity:StaticRoleRenaming',
    );
    expect(await codeOf(service.deleteRole(admin.id))).toBe('Spool.Identity:StaticRoleDeletion');
    expect([...roles.values()].map((role) => role.name)).toEqual(['admin']);
  });

  it('deletes a role with its grants, and refuses a missing role as not found', async () => {
    const { service, roles, grants, byName } = createFakes([{ name: 'trimmer' }, { name: 'dyer' }]);
    const trimmer = byName('trimmer');
    if (!trimmer) throw new Error('seed missing');
    await service.deleteRole(trimmer.id);
    expect(await codeOf(service.deleteRole(randomUUID()))).toBe('Spool.Identity:RoleNotFound');
    expect(await codeOf(service.deleteRole(trimmer.id))).toBe('Spool.Identity:RoleNotFound');
    expect([...roles.values()].map((role) => role.name)).toEqual(['dyer']);
    expect([...grants.keys()]).toEqual(['dyer']);
  });

  it('refuses a name another role has, ignoring case, but lets a role keep its own', async () => {
    const { service, byName } = createFakes([{ name: 'cutter' }, { name: 'knitter' }]);
    const knitter = byName('knitter');
    if (!knitter) throw new Error('seed missing');
    expect(
      await codeOf(service.createRole({ name: 'CUTTER', isDefault: false, isPublic: true })),
    ).toBe('Spool.Identity:DuplicateRoleName');
    expect(await codeOf(service.updateRole(knitter.id, { ...knitter, name: 'Cutter' }))).toBe(
      'Spool.Identity:DuplicateRoleName',
    );
    expect(await codeOf(service.updateRole(knitter.id, { ...knitter, name: 'Knitter' }))).toBe(
      'resolved',
    );
  });
});

describe('the roles audit trail', () => {
  it('records a creation, a rename and a deletion with the role before and after', async () => {
    const { service, audited } = createFakes([]);
    const role = await service.createRole({ name: 'sewer', isDefault: false, isPublic: true });
    const renamed = await service.updateRole(role.id, { ...role, name: 'stitcher' });
    await service.deleteRole(role.id);
    const state = { isDefault: false, isPublic: true, isStatic: false };
    expect(audited).toEqual([
      {
        action: 'Created',
        entityType: 'Role',
        entityId: role.id,
        entityName: 'sewer',
        before: null,
        after: { name: 'sewer', ...state },
      },
      {
        action: 'Updated',
        entityType: 'Role',
        entityId: role.id,
        entityName: 'stitcher',
        before: { name: 'sewer', ...state },
        after: { name: 'stitcher', ...state },
      },
      {
        action: 'Deleted',
        entityType: 'Role',
        entityId: renamed.id,
        entityName: 'stitcher',
        before: { name: 'stitcher', ...state },
        after: null,
      },
    ]);
  });

  it('records nothing for a refused or stale change', async () => {
    const { service, audited, byName } = createFakes([{ name: 'admin', isStatic: true }]);
    const admin = byName('admin');
    if (!admin) throw new Error('seed missing');
    await codeOf(service.updateRole(admin.id, { ...admin, name: 'boss' }));
    await codeOf(service.deleteRole(admin.id));
    await codeOf(service.createRole({ name: 'ADMIN', isDefault: false, isPublic: true }));
    await codeOf(service.updateRole(admin.id, { ...admin, concurrencyStamp: randomUUID() }));
    expect(audited).toEqual([]);
  });
});
