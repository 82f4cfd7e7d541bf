export { purchasePlansPlugin } from './purchase-plans.plugin.js';
