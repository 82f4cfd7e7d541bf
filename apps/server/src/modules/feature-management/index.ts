export { createFeatureValuesRepository } from './feature-values.repository.js';
export { createFeaturesService, hostProvider } from './features.service.js';
