/**
 * Test fixtures of the domain for the other workspaces' tests (`@spool/domain/testing`): the
 * thread range and cost file, and a sample style with its reports. Never part of a build.
 */
export {
  costFile,
  navyAstra,
  navyAstraHeavy,
  operationOf,
  threadCatalogue,
  whiteAstraHeavy,
  whiteEpic,
} from './fixtures.js';
export {
  completeCostFile,
  sampleOperations,
  sampleReport,
  sampleSetting,
  sampleStyle,
} from './sample-style.js';
export { teeSizes } from './order-fixtures.js';
