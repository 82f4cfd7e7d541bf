import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/database.js';
import type { Router } from '../../platform/http/router.js';
import { createTranslator } from '../../platform/i18n.js';
import { createCostFileRepository } from './cost-file.repository.js';
import { acceptCostFileBodies, costFileRoutes } from './cost-file.routes.js';
import { createCostFileService } from './cost-file.service.js';

/**
 * The cost file slice of the settings module: repository -> service -> routes. Its routes
 * live in a scope of their own, whose JSON bodies may carry a 5 MiB workbook in base64.
 */
export function costFilePlugin(app: FastifyInstance, { router }: { router: Router }): void {
  const translator = createTranslator();
  const costFile = (tx: Tx) =>
    createCostFileService({ costFile: createCostFileRepository(tx), translator });
  void app.register(async (scope) => {
    acceptCostFileBodies(scope);
    costFileRoutes(scope, { router, costFile });
  });
}
