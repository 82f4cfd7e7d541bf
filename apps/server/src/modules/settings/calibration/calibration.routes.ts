import type { FastifyInstance } from 'fastify';
import {
  addCalibrationSample,
  applyCalibration,
  deleteCalibrationSample,
  getStitchCalibration,
  toStitchTypeInSettingDto,
} from '@spool/contracts';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import type { CalibrationService } from './calibration.service.js';

/** The measured calibration API (CONSUMPTION.md section 7), one route per contract. */
export function calibrationRoutes(
  app: FastifyInstance,
  { router, service }: { router: Router; service: (tx: Tx) => CalibrationService },
): void {
  router.route(app, getStitchCalibration, async ({ query }, { tx }) =>
    service(tx).getCalibration(query.settingId, query.code),
  );

  router.route(app, addCalibrationSample, async ({ body }, { tx, actor }) =>
    service(tx).addSample(actor, body),
  );

  router.route(app, deleteCalibrationSample, async ({ params }, { tx }) =>
    service(tx).deleteSample(params.id),
  );

  router.route(app, applyCalibration, async ({ body }, { tx, actor }) => {
    const result = await service(tx).applyCalibration(actor, body);
    return { ...result, stitch: toStitchTypeInSettingDto(result.stitch) };
  });
}
