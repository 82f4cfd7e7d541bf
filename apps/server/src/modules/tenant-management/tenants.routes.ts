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
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import { hashPassword } from '../identity/index.js';
import { ownDatabaseName, type Tenant } from '../tenancy/index.js';
import type { TenantsService } from './tenants.service.js';

function toTenantDto(tenant: Tenant): TenantDto {
  return {
    id: tenant.id,
    name: tenant.name,
    extraProperties: {
      CDTenantId: tenant.cdTenantId,
      OrganisationId: tenant.organisationId,
      DatabaseName: ownDatabaseName(tenant),
    },
    concurrencyStamp: tenant.concurrencyStamp,
    creationTime: tenant.creationTime.toISOString(),
    lastModificationTime: tenant.lastModificationTime?.toISOString() ?? null,
  };
}

export function tenantsRoutes(
  app: FastifyInstance,
  deps: { router: Router; tenants: (tx: Tx, actor: Actor) => TenantsService },
): void {
  const { router } = deps;

  router.route(app, getTenants, async ({ query }, { tx, actor }) => {
    const page = await deps.tenants(tx, actor).findTenants({
      filter: query.Filter,
      sorting: query.Sorting,
      skip: query.SkipCount,
      take: query.MaxResultCount,
    });
    return { items: page.items.map(toTenantDto), totalCount: page.totalCount };
  });

  router.route(app, getTenant, async ({ params }, { tx, actor }) =>
    toTenantDto(await deps.tenants(tx, actor).getTenant(params.id)),
  );

  // The password is hashed before the transaction opens: no transaction waits on scrypt.
  router.route(
    app,
    createTenant,
    { prepare: async ({ body }) => hashPassword(body.adminPassword) },
    async ({ body }, { tx, actor, prepared }) =>
      toTenantDto(
        await deps.tenants(tx, actor).createTenant({
          name: body.name,
          adminEmailAddress: body.adminEmailAddress,
          adminPasswordHash: prepared,
          cdTenantId: body.extraProperties.CDTenantId,
          organisationId: body.extraProperties.OrganisationId,
          defaultConnectionString: body.extraProperties.DefaultConnectionString,
          databaseName: body.extraProperties.DatabaseName,
        }),
      ),
  );

  router.route(app, updateTenant, async ({ params, body }, { tx, actor }) =>
    toTenantDto(await deps.tenants(tx, actor).renameTenant(params.id, body)),
  );

  router.route(app, deleteTenant, async ({ params }, { tx, actor }) => {
    await deps.tenants(tx, actor).deleteTenant(params.id);
    return null;
  });

  router.route(app, getDefaultConnectionString, async ({ params }, { tx, actor }) => ({
    defaultConnectionString: await deps.tenants(tx, actor).getDefaultConnectionString(params.id),
  }));

  router.route(app, updateDefaultConnectionString, async ({ params, query }, { tx, actor }) => {
    await deps
      .tenants(tx, actor)
      .setDefaultConnectionString(params.id, query.defaultConnectionString);
    return null;
  });

  router.route(app, deleteDefaultConnectionString, async ({ params }, { tx, actor }) => {
    await deps.tenants(tx, actor).removeDefaultConnectionString(params.id);
    return null;
  });
}
