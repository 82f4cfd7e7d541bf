import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import type { Translator } from '../../platform/i18n.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import { createCostFileRepository } from '../settings/index.js';
import { createTenantsRepository } from '../tenancy/index.js';
import { createOrdersRepository, createStylePicturesRepository } from '../styles/index.js';
import { createUsageRepository } from '../usage/index.js';
import { createReportsRepository } from './reports.repository.js';
import { reportsRoutes } from './reports.routes.js';
import { createReportsService } from './reports.service.js';
import { createStyleFiguresService } from './style-figures.service.js';
import type { StyleOrderInputs } from './style-estimates.js';

/**
 * Computes again the single garment consumption of the styles whose inputs changed in `tx`
 * (the database's triggers mark them stale where the change is written, migration 0016), so
 * that the styles grid never shows a stale figure: app.ts has every tenant data change end with
 * it, before its commit.
 */
export const refreshStaleStyleFigures = (tx: Tx): Promise<number> =>
  createStyleFiguresService({
    reports: createReportsRepository(tx),
    costFiles: createCostFileRepository(tx),
    orders: (ids) => createOrdersRepository(tx).findOrdersOfStyles(ids),
  }).refreshStaleStyles();

/** A style's sizes, colourways and gradings as the estimates take them. */
export const storedOrderOf =
  (tx: Tx) =>
  async (styleId: number): Promise<StyleOrderInputs> =>
    (await createOrdersRepository(tx).findOrdersOfStyles([styleId])).get(styleId) ?? noOrder;

const noOrder: StyleOrderInputs = {
  range: null,
  runMode: 'sequential',
  colourways: [],
  gradings: new Map(),
};

/** The reports module: a style's Single Garment Consumption and Thread Usage reports. */
export function reportsPlugin(
  app: FastifyInstance,
  deps: { router: Router; translator: Translator; workers: WorkerPool },
): void {
  reportsRoutes(app, {
    ...deps,
    reports: (tx: Tx) =>
      createReportsService({
        reports: createReportsRepository(tx),
        costFiles: createCostFileRepository(tx),
        orders: storedOrderOf(tx),
      }),
    figures: (tx: Tx) =>
      createStyleFiguresService({
        reports: createReportsRepository(tx),
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
