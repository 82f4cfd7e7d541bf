export { createTenantsRepository } from './tenants.repository.js';
export type { Organisation, Tenant, TenantsRepository } from './tenants.repository.js';
