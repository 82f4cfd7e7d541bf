export { prepareTenantDatabase, tenantManagementPlugin } from './tenant-management.plugin.js';
export { createTenantsService } from './tenants.service.js';
export type { NewTenant, TenantsService } from './tenants.service.js';
