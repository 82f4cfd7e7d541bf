export { importPlugin } from './import.plugin.js';
