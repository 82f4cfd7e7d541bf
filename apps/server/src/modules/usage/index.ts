export { usagePlugin } from './usage.plugin.js';
export { createUsageRepository } from './usage.repository.js';
export type { UsageEvent, UsageKind, UsageRepository } from './usage.repository.js';
