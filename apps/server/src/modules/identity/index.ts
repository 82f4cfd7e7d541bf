export { createUsersRepository } from './users/users.repository.js';
export type {
  User,
  SignInCandidate,
  SignInScope,
  UsersRepository,
} from './users/users.repository.js';
export { createRolesRepository } from './roles/roles.repository.js';
export { createPermissionGrantsRepository } from './permissions/permission-grants.repository.js';
export {
  createDatabaseSignIn,
  createSignInService,
  defaultLoginThrottle,
} from './sign-in/sign-in.service.js';
export type { LoginThrottle, SignInResult, SignInService } from './sign-in/sign-in.service.js';
export { createSignInThrottleRepository } from './sign-in/sign-in-throttle.repository.js';
export { seedFirstStart } from './accounts/first-start.js';
export {
  createTenantAdministration,
  tenantAdministratorAccountType,
} from './accounts/side-accounts.js';
export { hashPassword } from './users/passwords.js';
export type { FirstStartAccounts } from './accounts/first-start.js';
export { applicationConfigurationPlugin } from './application-configuration/application-configuration.plugin.js';
export { createCallerAccess } from './callers/caller-access.js';
export {
  createExternalIdentitiesService,
  externalSubjectKey,
  placeholderEmail,
  placeholderEmailDomain,
} from './sign-in/external-identities.service.js';
export type {
  ExternalIdentitiesService,
  ExternalIdentityResult,
} from './sign-in/external-identities.service.js';
export { createIdentityDiscovery } from './discovery/identity-discovery.plugin.js';
export type { IdentityDiscovery } from './discovery/identity-discovery.service.js';
export { IdentityDiscoveryError } from './discovery/http-identity-discovery.service.js';
export {
  discoveredOrganisationSchema,
  discoveredOrganisationsSchema,
  discoveredUserSchema,
} from './discovery/identity-discovery.schemas.js';
export type {
  DiscoveredOrganisation,
  DiscoveredTenant,
  DiscoveredUser,
} from './discovery/identity-discovery.schemas.js';
export { identityPlugin } from './identity.plugin.js';
