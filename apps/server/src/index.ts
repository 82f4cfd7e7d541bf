/** The server's public door, for tools beside it (benchmarks, scripts). */
export { buildApp, defaultWebRoot } from './app.js';
export { startManagementServer } from './modules/health/index.js';
export type { App, AppOptions, SignInOptions } from './app.js';
export { openDatabase } from './platform/db/database.js';
export type { Database, DatabaseOptions } from './platform/db/database.js';
export { migrateDatabase } from './platform/db/migrate.js';
export {
  tenantSignerOfKey,
  tenantSigningKeyQuery,
  withTenantSigning,
} from './platform/db/tenant-signature.js';
export { applicationRole } from './platform/db/roles.js';
export {
  inHostAdminTransaction,
  inHostTransaction,
  inTenantTransaction,
} from './platform/db/tenant-transaction.js';
export type { TokenTrust } from './platform/auth/token-verifier.js';
export { createTenantsRepository } from './modules/tenancy/index.js';
// With an external provider (`signIn.kind: 'external'`), tokens are mapped to users by issuer and
// subject, and a first token creates its user with the tenant's default roles: a tool seeding a
// tenant gives it a default role and that role its grants, or links users beforehand.
export {
  createPermissionGrantsRepository,
  createRolesRepository,
  createUsersRepository,
  externalSubjectKey,
} from './modules/identity/index.js';
export { createCustomersRepository, seedTenantCatalogue } from './modules/catalogue/index.js';
