import type { Sorting } from '@spool/contracts';
import {
  databaseNameInConnectionString,
  DomainError,
  maskConnectionString,
  resolveTenantConnectionString,
} from '@spool/domain';
import { DatabaseUnavailableError, type Tx } from '../../platform/db/database.js';
import type { TenantDatabases } from '../../platform/db/tenant-databases.js';
import { inTenantTransaction, onTenantSide } from '../../platform/db/tenant-transaction.js';
import type { AuditTrail } from '../audit-logging/index.js';
import type { FeatureValuesRepository } from '../feature-management/index.js';
import { createTenantAdministration } from '../identity/index.js';
import {
  ownDatabaseName,
  type Tenant,
  type TenantSortColumn,
  type TenantsRepository,
} from '../tenancy/index.js';

export type NewTenant = {
  name: string;
  adminEmailAddress: string;
  /** The administrator's password, hashed before the transaction opened. */
  adminPasswordHash: string;
  cdTenantId?: string | null | undefined;
  organisationId?: string | null | undefined;
  /** The tenant's own database; none: the shared one. */
  defaultConnectionString?: string | null | undefined;
  databaseName?: string | null | undefined;
};

/**
 * Tenant management on the host side. Creating a tenant also creates, in the
 * same transaction and on the new tenant's side, its roles and administrator.
 */
export function createTenantsService({
  tx,
  tenants,
  prepareTenant,
  tenantDatabases,
  countStyles,
  featureValues,
  audit,
}: {
  tx: Tx;
  tenants: TenantsRepository;
  /** What else a new tenant in the shared database starts with (its catalogue), run on the tenant's side. */
  prepareTenant: (tx: Tx) => Promise<void>;
  tenantDatabases: TenantDatabases;
  /** How many styles the transaction's tenant has (its data, wherever it lives). */
  countStyles: (tx: Tx) => Promise<number>;
  featureValues: Pick<FeatureValuesRepository, 'deleteProviderValues'>;
  /** Every change is recorded in the host's audit log. */
  audit: AuditTrail;
}) {
  /** What the audit log keeps of a tenant. */
  const audited = (tenant: Tenant) => ({
    name: tenant.name,
    cdTenantId: tenant.cdTenantId,
    organisationId: tenant.organisationId,
    databaseName: ownDatabaseName(tenant),
  });
  const maskedOrNull = (connectionString: string | null) =>
    connectionString && maskConnectionString(connectionString);

  const getTenant = async (id: string): Promise<Tenant> => {
    const tenant = await tenants.findTenant(id);
    if (!tenant) throw new DomainError('Spool.Tenancy:TenantNotFound', { id });
    return tenant;
  };

  /** The reason, in the database's words, when Spool cannot use that database. */
  const unreachable = (connectionString: string, error: unknown) => {
    if (!(error instanceof DatabaseUnavailableError)) return error;
    return new DomainError('Spool.Tenancy:DatabaseUnreachable', {
      database: databaseNameInConnectionString(connectionString),
      reason: error.reason,
    });
  };

  /** The address of a database Spool can use, from what the administrator typed. */
  const usableConnectionString = async (given: string, databaseName?: string | null) => {
    const { connectionString } = resolveTenantConnectionString(given, databaseName);
    await tenantDatabases.check(connectionString).catch((error: unknown) => {
      throw unreachable(connectionString, error);
    });
    return connectionString;
  };

  /** Spool does not move data between databases: a tenant with styles keeps its database. */
  const refuseWhileItHasStyles = async (tenant: Tenant) => {
    const current = tenant.defaultConnectionString;
    let count: number;
    if (current) {
      const own = await tenantDatabases.forTenant(tenant.id, current).catch((error: unknown) => {
        throw unreachable(current, error);
      });
      count = await inTenantTransaction(own, tenant.id, countStyles);
    } else {
      count = await onTenantSide(tx, tenant.id, () => countStyles(tx));
    }
    if (count > 0) throw new DomainError('Spool.Tenancy:TenantHasStyles', { count });
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
      sorting?: Sorting<TenantSortColumn> | undefined;
      skip: number;
      take: number;
    }) {
      return tenants.findTenants({
        filter: query.filter,
        // Name ascending unless asked otherwise.
        sortBy: query.sorting?.column ?? 'name',
        descending: query.sorting?.direction === 'desc',
        skip: query.skip,
        take: query.take,
      });
    },

    async createTenant(input: NewTenant): Promise<Tenant> {
      await refuseTakenName(input.name);
      if (input.organisationId && !(await tenants.findOrganisation(input.organisationId))) {
        throw new DomainError('Spool.Tenancy:OrganisationNotFound', { id: input.organisationId });
      }
      const defaultConnectionString = input.defaultConnectionString
        ? await usableConnectionString(input.defaultConnectionString, input.databaseName)
        : null;
      const tenant = await tenants.insertTenant({
        name: input.name,
        organisationId: input.organisationId ?? null,
        cdTenantId: input.cdTenantId ?? null,
        defaultConnectionString,
      });
      await onTenantSide(tx, tenant.id, async () => {
        await createTenantAdministration(tx, {
          email: input.adminEmailAddress,
          passwordHash: input.adminPasswordHash,
        });
        // A database of its own is migrated and given its catalogue at the tenant's first request.
        if (!defaultConnectionString) await prepareTenant(tx);
      });
      await audit.record({
        action: 'Created',
        entityType: 'Tenant',
        entityId: tenant.id,
        entityName: tenant.name,
        after: { ...audited(tenant), adminEmailAddress: input.adminEmailAddress },
      });
      return tenant;
    },

    /**
     * With its users, roles and grants, and its data in the shared database. A
     * database of its own is left to its owner. Deleting a tenant that is not
     * there succeeds, as in ABP.
     */
    async deleteTenant(id: string): Promise<void> {
      const tenant = await tenants.findTenant(id);
      if (!tenant) return;
      await featureValues.deleteProviderValues({ providerName: 'T', providerKey: id });
      await tenants.deleteTenant(id);
      await audit.record({
        action: 'Deleted',
        entityType: 'Tenant',
        entityId: id,
        entityName: tenant.name,
        before: audited(tenant),
      });
    },

    /** The tenant's own database, its password masked; null: the shared database. */
    async getDefaultConnectionString(id: string): Promise<string | null> {
      const { defaultConnectionString } = await getTenant(id);
      return defaultConnectionString && maskConnectionString(defaultConnectionString);
    },

    async setDefaultConnectionString(id: string, given: string): Promise<void> {
      const tenant = await getTenant(id);
      const { connectionString } = resolveTenantConnectionString(given);
      if (connectionString === tenant.defaultConnectionString) return;
      await refuseWhileItHasStyles(tenant);
      await tenants.setConnectionString(id, await usableConnectionString(connectionString));
      await audit.record({
        action: 'Updated',
        entityType: 'TenantConnectionString',
        entityId: id,
        entityName: tenant.name,
        before: { defaultConnectionString: maskedOrNull(tenant.defaultConnectionString) },
        after: { defaultConnectionString: maskConnectionString(connectionString) },
      });
    },

    /** Back to the shared database, given its catalogue there if it has none yet. */
    async removeDefaultConnectionString(id: string): Promise<void> {
      const tenant = await getTenant(id);
      if (!tenant.defaultConnectionString) return;
      await refuseWhileItHasStyles(tenant);
      await tenants.setConnectionString(id, null);
      await onTenantSide(tx, id, () => prepareTenant(tx));
      await audit.record({
        action: 'Deleted',
        entityType: 'TenantConnectionString',
        entityId: id,
        entityName: tenant.name,
        before: { defaultConnectionString: maskedOrNull(tenant.defaultConnectionString) },
      });
    },

    /** Only the name changes; someone else's change in between gets 409. */
    async renameTenant(
      id: string,
      change: { name: string; concurrencyStamp: string },
    ): Promise<Tenant> {
      const before = await getTenant(id);
      await refuseTakenName(change.name, id);
      const renamed = await tenants.renameTenant(id, change);
      if (!renamed) throw new DomainError('Spool:Conflict');
      await audit.record({
        action: 'Updated',
        entityType: 'Tenant',
        entityId: id,
        entityName: renamed.name,
        before: audited(before),
        after: audited(renamed),
      });
      return renamed;
    },
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
