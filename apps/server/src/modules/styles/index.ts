export { stylesPlugin } from './styles.plugin.js';
