import { databaseNameInConnectionString } from '@spool/domain';
import type { Tenant } from './tenants.repository.js';

/** The name of the tenant's own database; null while it lives in the shared one. */
export function ownDatabaseName(tenant: Pick<Tenant, 'defaultConnectionString'>): string | null {
  return databaseNameInConnectionString(tenant.defaultConnectionString ?? '') || null;
}
