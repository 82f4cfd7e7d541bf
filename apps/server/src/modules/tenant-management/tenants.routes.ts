import type { FastifyInstance } from 'fastify';
import {
  createTenant,
  deleteDefaultConnectionString,
  deleteTenant,
  getDefaultConnectionString,
  getTenant,
  getTenants,
  updateDefaultConnectionString,
  updateTenant,
  type TenantDto,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import { databaseNameOf, type Tenant } from '../tenancy/index.js';
import type { TenantsService } from './tenants.service.js';

function toTenantDto(tenant: Tenant): TenantDto {
  return {
    id: tenant.id,
    name: tenant.name,
    extraProperties: {
      CDTenantId: tenant.cdTenantId,
      OrganisationId: tenant.organisationId,
      DatabaseName: databaseNameOf(tenant.defaultConnectionString),
    },
    concurrencyStamp: tenant.concurrencyStamp,
    creationTime: tenant.creationTime.toISOString(),
    lastModificationTime: tenant.lastModificationTime?.toISOString() ?? null,
  };
}

export function tenantsRoutes(
  app: FastifyInstance,
  deps: { router: Router; tenants: (tx: Tx) => TenantsService },
): void {
  const { router } = deps;

  router.host(app, getTenants, async ({ query }, { tx }) => {
    const page = await deps.tenants(tx).findTenants({
      filter: query.Filter,
      sorting: query.Sorting,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toTenantDto), totalCount: page.totalCount };
  });

  router.host(app, getTenant, async ({ params }, { tx }) =>
    toTenantDto(await deps.tenants(tx).getTenant(params.id)),
  );

  router.host(app, createTenant, async ({ body }, { tx }) =>
    toTenantDto(
      await deps.tenants(tx).createTenant({
        name: body.name,
        adminEmailAddress: body.adminEmailAddress,
        adminPassword: body.adminPassword,
        cdTenantId: body.extraProperties.CDTenantId,
        organisationId: body.extraProperties.OrganisationId,
        defaultConnectionString: body.extraProperties.DefaultConnectionString,
        databaseName: body.extraProperties.DatabaseName,
      }),
    ),
  );

  router.host(app, updateTenant, async ({ params, body }, { tx }) =>
    toTenantDto(await deps.tenants(tx).renameTenant(params.id, body)),
  );

  router.host(app, deleteTenant, async ({ params }, { tx }) => {
    await deps.tenants(tx).deleteTenant(params.id);
    return null;
  });

  router.host(app, getDefaultConnectionString, async ({ params }, { tx }) => ({
    defaultConnectionString: await deps.tenants(tx).getDefaultConnectionString(params.id),
  }));

  router.host(app, updateDefaultConnectionString, async ({ params, query }, { tx }) => {
    await deps.tenants(tx).setDefaultConnectionString(params.id, query.defaultConnectionString);
    return null;
  });

  router.host(app, deleteDefaultConnectionString, async ({ params }, { tx }) => {
    await deps.tenants(tx).removeDefaultConnectionString(params.id);
    return null;
  });
}
