/** Every table of every module, for drizzle-kit and for typed queries. */
export * from '../../modules/tenancy/tenancy.tables.js';
export * from '../../modules/identity/identity.tables.js';
export * from '../../modules/feature-management/feature-management.tables.js';
export * from '../../modules/catalogue/catalogue.tables.js';
export * from '../../modules/catalogue/reference.tables.js';
export * from '../../modules/settings/settings.tables.js';
export * from '../../modules/sign-in/sign-in.tables.js';
export * from '../../modules/styles/styles.tables.js';
export * from '../../modules/audit-logging/audit-logging.tables.js';
export * from '../../modules/usage/usage.tables.js';
export * from '../../modules/purchase-plans/purchase-plans.tables.js';
