export { createTenantsRepository } from './tenants.repository.js';
export type {
  Organisation,
  Tenant,
  TenantSortColumn,
  TenantsRepository,
} from './tenants.repository.js';
export {
  databaseNameOf,
  maskConnectionString,
  resolveTenantConnectionString,
} from './connection-string.js';
