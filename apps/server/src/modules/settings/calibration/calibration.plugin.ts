import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import { createCalibrationRepository } from './calibration.repository.js';
import { calibrationRoutes } from './calibration.routes.js';
import { createCalibrationService } from './calibration.service.js';
import { createCustomSettingsRepository } from '../custom-settings/custom-settings.repository.js';

/** Measured calibration of custom settings: repositories -> service -> routes, per request transaction. */
export function calibrationPlugin(app: FastifyInstance, { router }: { router: Router }): void {
  const service = (tx: Tx) =>
    createCalibrationService({
      settings: createCustomSettingsRepository(tx),
      samples: createCalibrationRepository(tx),
    });
  calibrationRoutes(app, { router, service });
}
