import type { FastifyInstance } from 'fastify';
import {
  addCalibrationSample,
  applyCalibration,
  deleteCalibrationSample,
  getStitchCalibration,
  toStitchTypeInSettingDto,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { CalibrationService } from './calibration.service.js';

/** The measured calibration API (CONSUMPTION.md section 7), one route per contract. */
export function calibrationRoutes(
  app: FastifyInstance,
  { router, service }: { router: Router; service: (tx: Tx, directoryTx: Tx) => CalibrationService },
): void {
  router.route(app, getStitchCalibration, async ({ query }, { tx, directoryTx }) =>
    service(tx, directoryTx).getCalibration(query.settingId, query.code),
  );

  router.route(app, addCalibrationSample, async ({ body }, { tx, directoryTx, principal }) =>
    service(tx, directoryTx).addSample(principal, body),
  );

  router.route(app, deleteCalibrationSample, async ({ params }, { tx, directoryTx }) =>
    service(tx, directoryTx).deleteSample(params.id),
  );

  router.route(app, applyCalibration, async ({ body }, { tx, directoryTx, principal }) => {
    const result = await service(tx, directoryTx).applyCalibration(principal, body);
    return { ...result, stitch: toStitchTypeInSettingDto(result.stitch) };
  });
}
