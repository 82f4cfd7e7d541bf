import { Permissions } from '@spool/contracts';
import type { StepsContext } from '../../../platform/http/router.js';
import type { Translator } from '../../../platform/i18n.js';
import type { WorkerPool } from '../../../platform/workers/worker-pool.js';
import { createAuditTrail } from '../../audit-logging/index.js';
import { createUsageRepository } from '../../usage/index.js';
import { createSettingsHistory } from '../settings-history.js';
import { createCostFileRepository } from './cost-file.repository.js';
import { createCostFileService, type CostFileImportResult } from './cost-file.service.js';

export type CostFileUpload = (
  context: StepsContext,
  upload: { name: string; file: Buffer },
) => Promise<CostFileImportResult>;

/**
 * The cost file's upload, which arrives as import type 2 of `POST /api/import`: the import
 * module's route hands it here. The workbook is read in the worker pool inside one short
 * transaction that also writes the file's history and, when saved, a usage event.
 */
export function createCostFileUpload(deps: {
  workers: WorkerPool;
  translator: Translator;
}): CostFileUpload {
  return async (context, upload) => {
    await context.demand(Permissions.SettingsUpdate);
    const { actor, principal, language } = context;
    return context.transaction(async (tx) => {
      const service = createCostFileService({
        costFile: createCostFileRepository(tx),
        translator: deps.translator,
        workers: deps.workers,
        history: createSettingsHistory(createAuditTrail(tx, actor)),
      });
      const result = await service.importCostFile(principal, { ...upload, language });
      if (!result.error) {
        await createUsageRepository(tx).insertEvent({
          kind: 'costFileImport',
          ...actor,
          rowCount: result.savedRows,
        });
      }
      return result;
    });
  };
}
