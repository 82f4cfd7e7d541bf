import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import type { WorkerPool } from '../../../platform/workers/worker-pool.js';
import { createTranslator } from '../../../platform/i18n.js';
import { historyOf, noAuditTrail } from '../../audit-logging/index.js';
import { createSettingsHistory } from '../settings-history.js';
import { createCostFileRepository } from './cost-file.repository.js';
import { costFileRoutes } from './cost-file.routes.js';
import { createCostFileService } from './cost-file.service.js';

/**
 * The cost file slice of the settings module: repository -> service -> routes. Its upload
 * arrives as import type 2 of `POST /api/import`, whose route hands it to cost-file-upload.ts.
 */
export function costFilePlugin(
  app: FastifyInstance,
  { router, workers }: { router: Router; workers: WorkerPool },
): void {
  const translator = createTranslator();
  const costFile = (tx: Tx) =>
    createCostFileService({
      costFile: createCostFileRepository(tx),
      translator,
      workers,
      history: createSettingsHistory(noAuditTrail),
    });
  costFileRoutes(app, { router, costFile, history: historyOf });
}
