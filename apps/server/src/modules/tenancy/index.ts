export { createTenantsRepository } from './tenants.repository.js';
export type { Tenant, TenantsRepository } from './tenants.repository.js';
