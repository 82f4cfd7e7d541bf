export { settingsPlugin } from './settings.plugin.js';
export { createCostFileRepository } from './cost-file.repository.js';
export { createCostFileService } from './cost-file.service.js';
export type { CostFileService } from './cost-file.service.js';
export { createSettingsHistory } from './settings-history.js';
