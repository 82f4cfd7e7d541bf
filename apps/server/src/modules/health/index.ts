export { healthPlugin } from './health.plugin.js';
export { startManagementServer } from './management-server.js';
export type { ManagementServer } from './management-server.js';
