export { createFeatureValuesRepository } from './feature-values.repository.js';
export type { FeatureValuesRepository } from './feature-values.repository.js';
export { createFeaturesService, hostProvider } from './features.service.js';
export type { FeaturesService } from './features.service.js';
export { featureManagementPlugin } from './feature-management.plugin.js';
