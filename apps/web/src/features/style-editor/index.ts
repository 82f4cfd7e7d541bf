export { StyleWindowFromUrl } from './components/style-window-from-url';
