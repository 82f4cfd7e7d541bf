import { z } from 'zod';
import { defineContract } from './contract.js';
import { Permissions } from './permissions.js';
import { pagingQuerySchema, textSchema } from './request-values.js';
import { sortingSchema } from './sorting.js';

/**
 * Tenants, in the manner of ABP's Tenant Management module (platform-admin
 * spec, sections 3 and 7). Host-side only. `OrganisationId` places the tenant in
 * an organisation, whose people can then switch to it (identity discovery).
 */
export const tenantSchema = z.object({
  id: z.string(),
  name: z.string(),
  extraProperties: z.object({
    CDTenantId: z.string().nullable(),
    OrganisationId: z.string().nullable(),
    /** The tenant's own database, when it has one (its default connection string's); null: the shared one. */
    DatabaseName: z.string().nullable(),
  }),
  concurrencyStamp: z.string(),
  creationTime: z.iso.datetime(),
  lastModificationTime: z.iso.datetime().nullable(),
});
export type TenantDto = z.infer<typeof tenantSchema>;

const tenantName = textSchema().trim().min(1, { error: 'validation.required' }).max(64);
const cdTenantId = textSchema().trim().max(64).nullish();
const defaultConnectionString = textSchema().trim().max(1024);
/** A PostgreSQL database name (at most 63 bytes; the server checks the bytes). */
const databaseName = textSchema().trim().max(63);

export const tenantSortColumns = ['name', 'creationTime'] as const;

export const tenantsQuerySchema = z.object({
  Filter: textSchema().trim().max(256, { error: 'validation.maxLength' }).optional(),
  /** `name`, `name desc`, `creationTime desc` (default: name ascending). */
  Sorting: sortingSchema(tenantSortColumns),
  ...pagingQuerySchema(10),
});

export const getTenants = defineContract({
  method: 'GET',
  path: '/api/multi-tenancy/tenants',
  summary: 'Tenants, filtered by name, sorted and paged',
  tags: ['Tenant management'],
  access: 'host',
  permission: Permissions.Tenants,
  status: 200,
  query: tenantsQuerySchema,
  response: z.object({ items: z.array(tenantSchema), totalCount: z.number().int() }),
});

const tenantIdParams = z.object({ id: z.uuid() });

export const getTenant = defineContract({
  method: 'GET',
  path: '/api/multi-tenancy/tenants/:id',
  summary: 'One tenant',
  tags: ['Tenant management'],
  access: 'host',
  permission: Permissions.Tenants,
  status: 200,
  params: tenantIdParams,
  response: tenantSchema,
});

export const createTenantBodySchema = z.object({
  name: tenantName,
  adminEmailAddress: z.email().max(256),
  adminPassword: textSchema().min(8).max(128),
  extraProperties: z
    .object({
      CDTenantId: cdTenantId,
      OrganisationId: z.uuid().nullish(),
      /**
       * The tenant's own PostgreSQL database, `postgres://user:password@host:port/database`;
       * empty: the shared database. It must be reachable (else 422 with the reason).
       */
      DefaultConnectionString: defaultConnectionString.nullish(),
      /**
       * The database on that server, for a connection string that names none; must agree
       * with one that does. Ignored without a connection string.
       */
      DatabaseName: databaseName.nullish(),
    })
    .default({}),
});

/** Creates the tenant with its administrator (account type 101), its `admin` and `planner` roles. */
export const createTenant = defineContract({
  method: 'POST',
  path: '/api/multi-tenancy/tenants',
  summary: 'Create a tenant with its administrator',
  tags: ['Tenant management'],
  access: 'host',
  permission: Permissions.TenantsCreate,
  status: 200,
  body: createTenantBodySchema,
  response: tenantSchema,
});

/** Only the name changes; a stale concurrency stamp gets 409. */
export const updateTenant = defineContract({
  method: 'PUT',
  path: '/api/multi-tenancy/tenants/:id',
  summary: 'Rename a tenant',
  tags: ['Tenant management'],
  access: 'host',
  permission: Permissions.TenantsUpdate,
  status: 200,
  params: tenantIdParams,
  body: z.object({ name: tenantName, concurrencyStamp: z.uuid() }),
  response: tenantSchema,
});

/**
 * Deletes the tenant with its users, roles and data in the shared database. A
 * database of its own is left as it is, for its owner to keep or drop.
 */
export const deleteTenant = defineContract({
  method: 'DELETE',
  path: '/api/multi-tenancy/tenants/:id',
  summary: 'Delete a tenant',
  tags: ['Tenant management'],
  access: 'host',
  permission: Permissions.TenantsDelete,
  status: 204,
  params: tenantIdParams,
  response: z.null(),
});

/** The tenant's own database, its password masked (`****`); null: the shared database. */
export const getDefaultConnectionString = defineContract({
  method: 'GET',
  path: '/api/multi-tenancy/tenants/:id/default-connection-string',
  summary: "A tenant's default connection string (password masked)",
  tags: ['Tenant management'],
  access: 'host',
  permission: Permissions.TenantsManageConnectionStrings,
  status: 200,
  params: tenantIdParams,
  response: z.object({ defaultConnectionString: z.string().nullable() }),
});

/**
 * Gives the tenant a database of its own (422 with the reason when it cannot be
 * reached). Refused (409) while the tenant has styles in its current database:
 * Spool does not move data between databases.
 */
export const updateDefaultConnectionString = defineContract({
  method: 'PUT',
  path: '/api/multi-tenancy/tenants/:id/default-connection-string',
  summary: "Set a tenant's default connection string",
  tags: ['Tenant management'],
  access: 'host',
  permission: Permissions.TenantsManageConnectionStrings,
  status: 204,
  params: tenantIdParams,
  query: z.object({ defaultConnectionString: defaultConnectionString.min(1) }),
  response: z.null(),
});

/** Back to the shared database; refused (409) while the tenant has styles in its own. */
export const deleteDefaultConnectionString = defineContract({
  method: 'DELETE',
  path: '/api/multi-tenancy/tenants/:id/default-connection-string',
  summary: "Remove a tenant's default connection string",
  tags: ['Tenant management'],
  access: 'host',
  permission: Permissions.TenantsManageConnectionStrings,
  status: 204,
  params: tenantIdParams,
  response: z.null(),
});
