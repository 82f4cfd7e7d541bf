export { createUsersRepository } from './users.repository.js';
export type { User, SignInCandidate, SignInScope, UsersRepository } from './users.repository.js';
export { createRolesRepository } from './roles.repository.js';
export { createPermissionGrantsRepository } from './permission-grants.repository.js';
export {
  createDatabaseSignIn,
  createSignInService,
  defaultLoginThrottle,
} from './sign-in.service.js';
export type { LoginThrottle, SignInResult, SignInService } from './sign-in.service.js';
export { createSignInThrottleRepository } from './sign-in-throttle.repository.js';
export { seedFirstStart } from './first-start.js';
export { createTenantAdministration, tenantAdministratorAccountType } from './side-accounts.js';
export { hashPassword } from './passwords.js';
export type { FirstStartAccounts } from './first-start.js';
export { applicationConfigurationPlugin } from './application-configuration.plugin.js';
export { createCallerAccess } from './caller-access.js';
export {
  createExternalIdentitiesService,
  externalSubjectKey,
  placeholderEmail,
  placeholderEmailDomain,
} from './external-identities.service.js';
export type {
  ExternalIdentitiesService,
  ExternalIdentityResult,
} from './external-identities.service.js';
export { createIdentityDiscovery } from './identity-discovery.plugin.js';
export type { IdentityDiscovery } from './identity-discovery.service.js';
export { IdentityDiscoveryError } from './http-identity-discovery.service.js';
export {
  discoveredOrganisationSchema,
  discoveredOrganisationsSchema,
  discoveredUserSchema,
} from './identity-discovery.schemas.js';
export type {
  DiscoveredOrganisation,
  DiscoveredTenant,
  DiscoveredUser,
} from './identity-discovery.schemas.js';
export { identityPlugin } from './identity.plugin.js';
