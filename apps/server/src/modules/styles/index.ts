export { stylesPlugin } from './styles.plugin.js';
export { countTenantStyles } from './styles.repository.js';
