export { settingsPlugin } from './settings.plugin.js';
export { createCostFileRepository } from './cost-file/cost-file.repository.js';
export { createCostFileUpload } from './cost-file/cost-file-upload.js';
export type { CostFileUpload } from './cost-file/cost-file-upload.js';
export { createSettingsHistory } from './settings-history.js';
export { createCalibration } from './calibration/calibration.plugin.js';
