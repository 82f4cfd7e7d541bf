import { permissionsOfSide, plannerPermissions } from '@spool/contracts';
import { tenantWithThreads } from './style-fixtures.js';
import type { TestApp } from './test-app.js';

/**
 * Who the stage tests act as: Atlas Garments (a tenant with threads) and its planner, who may
 * edit styles but not approve them, and its administrator, who holds every tenant permission.
 */
export async function plannerAndAdmin(t: TestApp) {
  const { tenantId: tenant, corespun } = await tenantWithThreads(t.database, 'Atlas Garments');
  const planner = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'planner',
    permissions: plannerPermissions,
  });
  const admin = await t.tokenOfNewUser({
    tenantId: tenant,
    userName: 'admin',
    permissions: permissionsOfSide('tenant'),
  });
  return { tenant, corespun, planner, admin };
}

/** The administrator of another tenant, Borealis Knitwear, for tenant isolation. */
export async function otherTenantAdmin(t: TestApp): Promise<string> {
  const other = (await tenantWithThreads(t.database, 'Borealis Knitwear')).tenantId;
  return t.tokenOfNewUser({
    tenantId: other,
    userName: 'admin',
    permissions: permissionsOfSide('tenant'),
  });
}
