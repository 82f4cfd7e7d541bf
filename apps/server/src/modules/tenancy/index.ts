export { createTenantsRepository } from './tenants.repository.js';
export type {
  Organisation,
  Tenant,
  TenantSortColumn,
  TenantsRepository,
  TenantSummary,
} from './tenants.repository.js';
export { ownDatabaseName } from './own-database.js';
