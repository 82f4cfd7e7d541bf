import { DomainError } from '@spool/domain';
import type { Tx } from '../../platform/db/database.js';
import { switchTransactionTenant } from '../../platform/db/tenant-transaction.js';
import { HttpProblem } from '../../platform/errors/http-problem.js';
import { platformErrorCodes } from '@spool/contracts';
import { createTenantAdministration } from '../identity/index.js';
import type { Tenant, TenantSortColumn, TenantsRepository } from '../tenancy/index.js';

export type NewTenant = {
  name: string;
  adminEmailAddress: string;
  adminPassword: string;
  cdTenantId?: string | null | undefined;
  organisationId?: string | null | undefined;
};

/** `name`, `creationTime desc`, ...: the column and direction (default: name ascending). */
export function parseTenantSorting(sorting: string | undefined): {
  sortBy: TenantSortColumn;
  descending: boolean;
} {
  const [column = '', direction = ''] = (sorting ?? '').trim().split(/\s+/);
  const sortBy = (['name', 'creationTime'] as const).find(
    (name) => name.toLowerCase() === column.toLowerCase(),
  );
  return { sortBy: sortBy ?? 'name', descending: direction.toLowerCase() === 'desc' };
}

/**
 * Tenant management on the host side. Creating a tenant also creates, in the
 * same transaction and on the new tenant's side, its roles and administrator.
 */
export function createTenantsService({
  tx,
  tenants,
  prepareTenant,
}: {
  tx: Tx;
  tenants: TenantsRepository;
  /** What else a new tenant starts with (its catalogue), run on the tenant's side. */
  prepareTenant: (tx: Tx) => Promise<void>;
}) {
  const getTenant = async (id: string): Promise<Tenant> => {
    const tenant = await tenants.findTenant(id);
    if (!tenant) throw new DomainError('Spool.Tenancy:TenantNotFound', { id });
    return tenant;
  };

  const refuseTakenName = async (name: string, exceptId?: string) => {
    const same = await tenants.findTenantByName(name);
    if (same && same.id !== exceptId) {
      throw new DomainError('Spool.Tenancy:DuplicateTenantName', { name });
    }
  };

  return {
    getTenant,

    findTenants(query: {
      filter?: string | undefined;
      sorting?: string | undefined;
      skip: number;
      take: number;
    }) {
      return tenants.findTenants({
        filter: query.filter,
        ...parseTenantSorting(query.sorting),
        skip: query.skip,
        take: query.take,
      });
    },

    async createTenant(input: NewTenant): Promise<Tenant> {
      await refuseTakenName(input.name);
      if (input.organisationId && !(await tenants.findOrganisation(input.organisationId))) {
        throw new DomainError('Spool.Tenancy:OrganisationNotFound', { id: input.organisationId });
      }
      const tenant = await tenants.insertTenant({
        name: input.name,
        organisationId: input.organisationId ?? null,
        cdTenantId: input.cdTenantId ?? null,
      });
      await switchTransactionTenant(tx, tenant.id);
      await createTenantAdministration(tx, {
        email: input.adminEmailAddress,
        password: input.adminPassword,
      });
      await prepareTenant(tx);
      await switchTransactionTenant(tx, null);
      return tenant;
    },

    /** Only the name changes; someone else's change in between gets 409. */
    async renameTenant(
      id: string,
      change: { name: string; concurrencyStamp: string },
    ): Promise<Tenant> {
      await getTenant(id);
      await refuseTakenName(change.name, id);
      const renamed = await tenants.renameTenant(id, change);
      if (!renamed) throw new HttpProblem(409, platformErrorCodes.conflict);
      return renamed;
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
