export { refreshStaleStyleFigures, reportsPlugin } from './reports.plugin.js';
export { createReportsRepository } from './reports.repository.js';
export type { ReportOperation, ReportStyle, ReportsRepository } from './reports.repository.js';
export { createStyleEstimates, toOperationInput } from './style-estimates.js';
export type { StyleEstimates, TenantEstimateContext } from './style-estimates.js';
