export { cataloguePlugin } from './catalogue.plugin.js';
export { createCustomersRepository } from './customers.repository.js';
