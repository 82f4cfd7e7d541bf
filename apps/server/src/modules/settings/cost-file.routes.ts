import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  costFileLimits,
  getCostFile,
  getCostFileReport,
  importCostFile,
  xlsxContentType,
  type CostFileDto,
  type ImportResultDto,
  type SpreadsheetFileDto,
} from '@spool/contracts';
import type { Tx } from '../../platform/db/database.js';
import { HttpProblem } from '../../platform/errors/http-problem.js';
import type { Router } from '../../platform/http/router.js';
import {
  costFileTooLarge,
  type CostFileImportResult,
  type CostFileService,
  type CostFileView,
  type WorkbookFile,
} from './cost-file.service.js';

/** A JSON body may carry a 5 MiB file in base64 (4 characters per 3 bytes), plus the other fields. */
export const costFileJsonBodyLimit = Math.ceil(costFileLimits.maxBytes / 3) * 4 + 64 * 1024;

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

const toImportResultDto = (result: CostFileImportResult): ImportResultDto => ({
  error: result.error,
  message: result.message,
  rows: result.rows.map((row) => ({ index: row.index, cells: [...row.cells] })),
  savedRows: result.savedRows,
  markedFile: result.markedFile ? toFileDto(result.markedFile) : null,
});

/**
 * JSON bodies in this scope may be as large as a cost file in base64; a larger one is
 * refused with the cost file's own "larger than 5 MB" message (413) as soon as it is seen.
 */
export function acceptCostFileBodies(scope: FastifyInstance): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  const tooLarge = () =>
    new HttpProblem(413, costFileTooLarge, { maxMb: costFileLimits.maxBytes / 1024 / 1024 });
  scope.addContentTypeParser(
    'application/json',
    (request: FastifyRequest, payload: NodeJS.ReadableStream, done) => {
      if (Number(request.headers['content-length']) > costFileJsonBodyLimit) {
        payload.resume();
        done(tooLarge(), undefined);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      payload.on('data', (chunk: Buffer) => {
        if (finished) return;
        size += chunk.length;
        if (size > costFileJsonBodyLimit) {
          finished = true;
          done(tooLarge(), undefined);
        } else chunks.push(chunk);
      });
      payload.on('error', (error: Error) => {
        if (finished) return;
        finished = true;
        done(error, undefined);
      });
      payload.on('end', () => {
        if (finished) return;
        finished = true;
        void parseJson(request, Buffer.concat(chunks).toString('utf8'), done);
      });
    },
  );
}

export function costFileRoutes(
  app: FastifyInstance,
  deps: { router: Router; costFile: (tx: Tx) => CostFileService },
): void {
  const { router } = deps;

  router.tenant(app, getCostFile, async (_input, { tx, principal }) =>
    toCostFileDto(await deps.costFile(tx).getCostFile(principal)),
  );

  router.tenant(app, getCostFileReport, async ({ query }, { tx, principal, language }) =>
    toFileDto(
      await deps
        .costFile(tx)
        .downloadCostFile(principal, { template: query.template === 'true', language }),
    ),
  );

  router.tenant(app, importCostFile, async ({ body }, { tx, principal, language }) =>
    toImportResultDto(
      await deps.costFile(tx).importCostFile(principal, {
        name: body.name,
        file: Buffer.from(body.file, 'base64'),
        language,
      }),
    ),
  );
}
