import { useUserOrganisations } from './get-user-organisations';

export type TenantChoice = { tenantId: string; name: string; activatePath: string };

/**
 * The other tenants of the person's organisations, each with the path that
 * signs in again for it (/activate-tenant/{organisationId}/{tenantId}/{accountType?}).
 */
export function useTenantChoices(
  currentTenantId: string | null,
  accountType: number | null,
): TenantChoice[] {
  const organisations = useUserOrganisations();
  const suffix = accountType === null ? '' : `/${accountType}`;
  return (organisations.data ?? []).flatMap((organisation) =>
    organisation.tenants
      .filter((tenant) => tenant.tenantId !== currentTenantId)
      .map((tenant) => ({
        tenantId: tenant.tenantId,
        name: tenant.tenantShortName,
        activatePath: `/activate-tenant/${organisation.id}/${tenant.tenantId}${suffix}`,
      })),
  );
}
