import type { FastifyInstance } from 'fastify';
import { styleImportLimits } from '@spool/contracts';
import { DomainError } from '@spool/domain';
import {
  acceptLargeJsonBodies,
  base64JsonBodyLimit,
} from '../../platform/http/large-json-bodies.js';
import type { Router } from '../../platform/http/router.js';
import type { Translator } from '../../platform/i18n.js';
import type { WorkerPool } from '../../platform/workers/worker-pool.js';
import { createUsageRepository } from '../usage/index.js';
import { createCostFileUpload } from '../settings/index.js';
import { createProgressBoard } from './import-progress.js';
import { importRoutes } from './import.routes.js';
import { createStyleImportRepository } from './style-import.repository.js';
import { createStyleImportService } from './style-import.service.js';

/**
 * The import module: the spreadsheet import of styles, and the cost file's upload (both
 * `POST /api/import`). Its routes live in a scope whose JSON bodies may carry a 5 MiB file
 * in base64 (or the rows of a 20,000-row sheet); reading and checking sheets run in the
 * worker pool.
 */
export function importPlugin(
  app: FastifyInstance,
  deps: { router: Router; workers: WorkerPool; translator: Translator },
): void {
  const { router, workers, translator } = deps;
  const progress = createProgressBoard();
  void app.register(async (scope) => {
    acceptLargeJsonBodies(
      scope,
      base64JsonBodyLimit(styleImportLimits.maxBytes),
      () =>
        new DomainError('Spool.Import:TooLarge', {
          maxMb: styleImportLimits.maxBytes / 1024 / 1024,
        }),
    );
    importRoutes(scope, {
      router,
      progress,
      uploadCostFile: createCostFileUpload({ workers, translator }),
      styleImport: (context) =>
        createStyleImportService({
          workers,
          translator,
          progress,
          transaction: (work) =>
            context.transaction((tx) =>
              work({
                imports: createStyleImportRepository(tx),
                usage: createUsageRepository(tx),
              }),
            ),
        }),
    });
  });
}
