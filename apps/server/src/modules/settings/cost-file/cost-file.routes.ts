import type { FastifyInstance } from 'fastify';
import {
  getCostFile,
  getCostFileHistory,
  getCostFileReport,
  xlsxContentType,
  type CostFileDto,
  type SpreadsheetFileDto,
} from '@spool/contracts';
import type { Tx } from '../../../platform/db/database.js';
import type { Router } from '../../../platform/http/router.js';
import type { HistoryService } from '../../audit-logging/index.js';
import type { CostFileService, CostFileView, WorkbookFile } from './cost-file.service.js';

const toFileDto = (file: WorkbookFile): SpreadsheetFileDto => ({
  fileName: file.fileName,
  contentType: xlsxContentType,
  content: file.content.toString('base64'),
});

const toCostFileDto = (view: CostFileView): CostFileDto => ({
  name: view.name,
  lastUpdatedTime: view.updatedTime?.toISOString() ?? null,
  currencyUnit: view.currencyUnit,
  entries: view.entries.map((entry) => ({
    id: entry.id,
    brandId: entry.brandId,
    brand: entry.brand,
    article: entry.article,
    colourGroup: entry.colourGroup,
    packageSizeId: entry.packageSizeId,
    packageSize: entry.packageLengthM,
    unit: entry.unit,
    price: entry.price,
  })),
});

export function costFileRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    costFile: (tx: Tx) => CostFileService;
    history: (tx: Tx) => HistoryService;
  },
): void {
  const { router } = deps;

  router.route(app, getCostFile, async (_input, { tx, principal }) =>
    toCostFileDto(await deps.costFile(tx).getCostFile(principal)),
  );

  router.route(app, getCostFileHistory, async ({ query }, { tx, principal }) => {
    // Who may see the cost file may see its history (tenant administrators).
    await deps.costFile(tx).getCostFile(principal);
    return deps.history(tx).findPage({ type: 'CostFile' }, query);
  });

  router.route(app, getCostFileReport, async ({ query }, { tx, principal, language }) =>
    toFileDto(
      await deps
        .costFile(tx)
        .downloadCostFile(principal, { template: query.template === 'true', language }),
    ),
  );
}
