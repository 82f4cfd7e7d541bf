import { loadConfig } from '../platform/env.js';
import { provideMigratedStart } from './migrated-start.js';

/** Once per run, the migrated database that each test file's own starts from. */
export default function setup(): Promise<() => Promise<void>> {
  return provideMigratedStart(loadConfig().databaseUrl);
}
