export { createUsersRepository } from './users.repository.js';
export type { User, SignInCandidate, UsersRepository } from './users.repository.js';
export { createRolesRepository } from './roles.repository.js';
export { createPermissionGrantsRepository } from './permission-grants.repository.js';
export { createSignInService } from './sign-in.service.js';
export type { SignInResult, SignInService } from './sign-in.service.js';
export { seedFirstStart, tenantAdministratorAccountType } from './first-start.js';
export type { FirstStartAccounts } from './first-start.js';
export {
  applicationConfigurationPlugin,
  authorizeFromGrants,
} from './application-configuration.plugin.js';
