import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../platform/auth/caller-access.js';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { Translator } from '../../platform/i18n.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import { createAuditTrail } from '../audit-logging/index.js';
import { createCalibration, createCostFileRepository } from '../settings/index.js';
import { createTenantsRepository } from '../tenancy/index.js';
import { createOrdersRepository, createStylePicturesRepository } from '../styles/index.js';
import { createUsageRepository } from '../usage/index.js';
import { createReportsRepository } from './reports.repository.js';
import { reportsRoutes } from './reports.routes.js';
import { createStyleVersionsRepository } from './style-versions.repository.js';
import { createReportsService } from './reports.service.js';
import { createStyleFiguresService } from './style-figures.service.js';
import { createStyleSamplesRepository } from './style-samples.repository.js';
import { styleSamplesRoutes } from './style-samples.routes.js';
import { createStyleSamplesService } from './style-samples.service.js';
import { createEstimateAccuracyService } from './estimate-accuracy.service.js';
import { createStyleActualsRepository } from './style-actuals.repository.js';
import { styleActualsRoutes } from './style-actuals.routes.js';
import { createStyleActualsService } from './style-actuals.service.js';
import { styleStagesRoutes } from './style-stages.routes.js';
import { createStyleStagesService } from './style-stages.service.js';
import { thawInputs } from './frozen-inputs.js';
import {
  createStyleEstimates,
  singleColourwayOrder,
  type StyleFigureInputs,
  type StyleOrderInputs,
} from './style-estimates.js';

/**
 * Computes again the single garment consumption of the styles whose inputs changed in `tx`
 * (the database's triggers mark them stale where the change is written, migration 0016), so
 * that the styles grid never shows a stale figure: app.ts has every tenant data change end with
 * it, before its commit.
 */
export const refreshStaleStyleFigures = (tx: Tx): Promise<number> =>
  createStyleFiguresService({
    reports: createReportsRepository(tx),
    versions: createStyleVersionsRepository(tx),
    costFiles: createCostFileRepository(tx),
    orders: (ids) => createOrdersRepository(tx).findOrdersOfStyles(ids),
  }).refreshStaleStyles();

/**
 * What the approved ones of these styles were frozen with, by style: a purchase plan takes
 * them as their reports do.
 */
export const approvedInputsOf =
  (tx: Tx) =>
  async (styleIds: readonly number[]): Promise<ReadonlyMap<number, StyleFigureInputs>> =>
    new Map(
      [...(await createStyleVersionsRepository(tx).findApprovedInputs(styleIds))].map(
        ([styleId, frozen]) => [styleId, thawInputs(frozen)],
      ),
    );

/** A style's sizes, colourways and gradings as the estimates take them. */
export const storedOrderOf =
  (tx: Tx) =>
  async (styleId: number): Promise<StyleOrderInputs> =>
    (await createOrdersRepository(tx).findOrdersOfStyles([styleId])).get(styleId) ??
    singleColourwayOrder;

/** The reports module: a style's Single Garment Consumption and Thread Usage reports. */
export function reportsPlugin(
  app: FastifyInstance,
  deps: { router: Router; translator: Translator; workers: WorkerPool },
): void {
  const reports = (tx: Tx) =>
    createReportsService({
      reports: createReportsRepository(tx),
      versions: createStyleVersionsRepository(tx),
      costFiles: createCostFileRepository(tx),
      orders: storedOrderOf(tx),
    });
  styleStagesRoutes(app, {
    router: deps.router,
    stages: (tx: Tx, actor: Actor) =>
      createStyleStagesService({
        versions: createStyleVersionsRepository(tx),
        liveInputs: (styleId) => reports(tx).liveInputs(styleId),
        hasSample: async (styleId) =>
          (await createStyleSamplesRepository(tx).findSample(styleId)) !== undefined,
        audit: createAuditTrail(tx, actor),
      }),
  });
  styleSamplesRoutes(app, {
    router: deps.router,
    samples: (tx: Tx, actor: Actor) =>
      createStyleSamplesService({
        samples: createStyleSamplesRepository(tx),
        versions: createStyleVersionsRepository(tx),
        figureInputs: (styleId) => reports(tx).figureInputs(styleId),
        customSettingsOn: async () =>
          (await createReportsRepository(tx).findSystemConfiguration())?.customSettingToggle ??
          true,
        calibration: {
          keepSamples: (settingId, code, values) =>
            createCalibration(tx).keepSamples(actor, settingId, code, values),
        },
        audit: createAuditTrail(tx, actor),
      }),
  });
  const threadLengthUnit = (tx: Tx) => async () =>
    (await createStyleEstimates(createReportsRepository(tx)).tenant()).lengthUnit === 'imperial'
      ? ('yd' as const)
      : ('m' as const);
  styleActualsRoutes(app, {
    router: deps.router,
    actuals: (tx: Tx, actor: Actor) =>
      createStyleActualsService({
        versions: createStyleVersionsRepository(tx),
        actuals: createStyleActualsRepository(tx),
        styleOf: (styleId) => createReportsRepository(tx).findStyle(styleId),
        threadLengthUnit: threadLengthUnit(tx),
        audit: createAuditTrail(tx, actor),
      }),
    accuracy: (tx: Tx) =>
      createEstimateAccuracyService({
        actuals: createStyleActualsRepository(tx),
        threadLengthUnit: threadLengthUnit(tx),
      }),
  });
  reportsRoutes(app, {
    ...deps,
    reports,
    figures: (tx: Tx) =>
      createStyleFiguresService({
        reports: createReportsRepository(tx),
        versions: createStyleVersionsRepository(tx),
        costFiles: createCostFileRepository(tx),
        orders: (ids) => createOrdersRepository(tx).findOrdersOfStyles(ids),
      }),
    recordDownload: ({ tx, actor }, download) =>
      createUsageRepository(tx).insertEvent({ ...download, ...actor }),
    stylePicture: (tx: Tx, styleId: number) =>
      createStylePicturesRepository(tx).findPicture(styleId),
    tenantName: async (tx: Tx, tenantId: string) =>
      (await createTenantsRepository(tx).findTenantSummary(tenantId))?.name ?? '',
  });
}
