import type { FastifyInstance } from 'fastify';
import type { Router } from '../../platform/http/router.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import { calibrationPlugin } from './calibration/calibration.plugin.js';
import { costFilePlugin } from './cost-file/cost-file.plugin.js';
import { customSettingsPlugin } from './custom-settings/custom-settings.plugin.js';
import { shadesPlugin } from './shades/shades.plugin.js';
import { systemConfigurationPlugin } from './system-configuration/system-configuration.plugin.js';

/**
 * The settings module (platform-admin spec, sections 2 and 3): system
 * configuration, shade grouping, custom settings (with their measured calibration) and the
 * cost file of a tenant.
 */
export function settingsPlugin(
  app: FastifyInstance,
  deps: { router: Router; workers: WorkerPool },
): void {
  systemConfigurationPlugin(app, deps);
  shadesPlugin(app, deps);
  customSettingsPlugin(app, deps);
  calibrationPlugin(app, deps);
  costFilePlugin(app, deps);
}
