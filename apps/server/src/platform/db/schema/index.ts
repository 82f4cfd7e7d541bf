/** Every table, for drizzle-kit and for typed queries. Modules import the tables they query from here. */
export * from './tenancy.js';
export * from './identity.js';
export * from './feature-management.js';
export * from './catalogue.js';
export * from './reference.js';
export * from './settings.js';
export * from './sign-in.js';
export * from './styles.js';
export * from './audit-logging.js';
export * from './usage.js';
export * from './purchase-plans.js';
export * from './orders.js';
export * from './idempotency.js';
