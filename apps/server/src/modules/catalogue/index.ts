export { cataloguePlugin } from './catalogue.plugin.js';
export { createCustomersRepository } from './customers.repository.js';
export { seedTenantCatalogue, seedTenantCatalogueOnce } from './tenant-catalogue.seed.js';
export { createNamedListsRepository } from './named-lists.repository.js';
export type { NamedListKind, NamedListsRepository } from './named-lists.repository.js';
