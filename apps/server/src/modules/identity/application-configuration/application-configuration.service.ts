import {
  catalogues,
  supportedLanguages,
  type ApplicationConfiguration,
  type Language,
} from '@spool/contracts';
import type { Principal } from '../../../platform/auth/token-verifier.js';
import type { createFeaturesService } from '../../feature-management/index.js';
import type { TenantsRepository } from '../../tenancy/index.js';
import type { createPermissionsService } from '../permissions/permissions.service.js';
import type { RolesRepository } from '../roles/roles.repository.js';
import type { UsersRepository } from '../users/users.repository.js';

/** Each language's own name, as the language selector shows it. */
const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  id: 'Bahasa Indonesia',
  pt: 'Português',
  vi: 'Tiếng Việt',
  zh: '中文',
  ar: 'العربية',
  tr: 'Türkçe',
  fr: 'Français',
};

export function createApplicationConfigurationService(deps: {
  users: UsersRepository;
  roles: RolesRepository;
  tenants: Pick<TenantsRepository, 'findTenantSummary'>;
  permissions: ReturnType<typeof createPermissionsService>;
  features: ReturnType<typeof createFeaturesService>;
}) {
  const localization = (language: Language) => ({
    currentCulture: { name: language, isRightToLeft: language === 'ar' },
    languages: supportedLanguages
      .filter((code) => code in catalogues)
      .map((code) => ({ cultureName: code, displayName: languageNames[code] })),
  });

  return {
    /** The anonymous part, or the signed-in user's whole configuration. */
    async configurationFor(
      principal: Principal | undefined,
      language: Language,
    ): Promise<ApplicationConfiguration> {
      const anonymous: ApplicationConfiguration = {
        currentUser: {
          isAuthenticated: false,
          id: null,
          tenantId: null,
          userName: null,
          name: null,
          surName: null,
          email: null,
          roles: [],
          accountType: null,
        },
        currentTenant: { id: null, name: null, isAvailable: false },
        auth: { grantedPolicies: {} },
        features: { values: await deps.features.effectiveValues(undefined) },
        setting: { values: {} },
        localization: localization(language),
      };
      if (!principal) return anonymous;

      const user = await deps.users.findUser(principal.userId);
      if (!user) return anonymous;
      const tenant = principal.tenantId
        ? await deps.tenants.findTenantSummary(principal.tenantId)
        : undefined;
      const granted = await deps.permissions.grantedPermissions({
        userId: user.id,
        tenantId: principal.tenantId,
      });
      return {
        ...anonymous,
        currentUser: {
          isAuthenticated: true,
          id: user.id,
          tenantId: user.tenantId,
          userName: user.userName,
          name: user.name,
          surName: user.surname,
          email: user.email,
          roles: await deps.roles.findRoleNamesOfUser(user.id),
          accountType: principal.accountType ?? user.accountType,
        },
        currentTenant: {
          id: tenant?.id ?? null,
          name: tenant?.name ?? null,
          isAvailable: tenant !== undefined,
        },
        auth: { grantedPolicies: Object.fromEntries([...granted].map((name) => [name, true])) },
        features: { values: await deps.features.effectiveValues(principal.tenantId) },
      };
    },
  };
}
