/** Every table of every module, for drizzle-kit and for typed queries. */
export * from '../../modules/tenancy/tenancy.tables.js';
export * from '../../modules/catalogue/catalogue.tables.js';
