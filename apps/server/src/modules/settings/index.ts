export { settingsPlugin } from './settings.plugin.js';
export { createCostFileRepository } from './cost-file.repository.js';
