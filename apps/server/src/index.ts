/** The server's public door, for tools beside it (benchmarks, scripts). */
export { buildApp, defaultWebRoot } from './app.js';
export type { App, AppOptions } from './app.js';
export { openDatabase } from './platform/db/database.js';
export type { Database, DatabaseOptions } from './platform/db/database.js';
export { migrateDatabase } from './platform/db/migrate.js';
export { inHostTransaction, inTenantTransaction } from './platform/db/tenant-transaction.js';
export type { TokenTrust } from './platform/auth/token-verifier.js';
export { createTenantsRepository } from './modules/tenancy/index.js';
export { createCustomersRepository } from './modules/catalogue/index.js';
