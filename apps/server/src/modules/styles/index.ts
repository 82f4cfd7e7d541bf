export { stylesPlugin } from './styles.plugin.js';
export { countTenantStyles } from './styles.repository.js';
export { operationColumnsOf } from './operations.service.js';
