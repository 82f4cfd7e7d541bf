import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import { createCalibrationRepository } from './calibration.repository.js';
import { calibrationRoutes } from './calibration.routes.js';
import { createCalibrationService } from './calibration.service.js';
import { createCustomSettingsRepository } from '../custom-settings/custom-settings.repository.js';

/** The measured calibration in a transaction, for modules that bring it samples of their own. */
export const createCalibration = (tx: Tx) =>
  createCalibrationService({
    settings: createCustomSettingsRepository(tx),
    samples: createCalibrationRepository(tx),
  });

/** Measured calibration of custom settings: repositories -> service -> routes, per request transaction. */
export function calibrationPlugin(app: FastifyInstance, { router }: { router: Router }): void {
  calibrationRoutes(app, { router, service: createCalibration });
}
