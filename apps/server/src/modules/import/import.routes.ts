import type { FastifyInstance } from 'fastify';
import {
  Permissions,
  costFileImportType,
  getImportProgress,
  getImportTemplate,
  importSpreadsheet,
  readStyleSpreadsheet,
  xlsxContentType,
  type ImportResultDto,
} from '@spool/contracts';
import { DomainError, lengthUnitFromCode, ticketModeFromCode } from '@spool/domain';
import type { Router, StepsContext } from '../../platform/http/router.js';
import type { CostFileUpload } from '../settings/index.js';
import type { ProgressBoard, StyleImportService } from './style-import.service.js';

type ImportAnswer = {
  error: boolean;
  message: string;
  rows: readonly {
    sheet?: 'colourways';
    index: number;
    cells: readonly { index: number; color: string; comment: string }[];
  }[];
  savedRows: number;
  savedStyles?: number;
  markedFile: { fileName: string; content: Buffer } | null;
};

const toImportResultDto = (result: ImportAnswer): ImportResultDto => ({
  error: result.error,
  message: result.message,
  rows: result.rows.map((row) => ({
    ...(row.sheet && { sheet: row.sheet }),
    index: row.index,
    cells: [...row.cells],
  })),
  savedRows: result.savedRows,
  savedStyles: result.savedStyles ?? 0,
  markedFile: result.markedFile && {
    fileName: result.markedFile.fileName,
    contentType: xlsxContentType,
    content: result.markedFile.content.toString('base64'),
  },
});

/**
 * `POST /api/import` (import type 1, styles; type 2, the cost file), the template, the
 * reading of a dropped file and an import's progress. None holds a transaction while a
 * workbook is read or a sheet checked (`transaction: 'steps'`).
 */
export function importRoutes(
  app: FastifyInstance,
  deps: {
    router: Router;
    styleImport: (context: StepsContext) => StyleImportService;
    /** Import type 2, the cost file's upload: the settings module's, which owns the cost file. */
    uploadCostFile: CostFileUpload;
    progress: ProgressBoard;
  },
): void {
  const { router } = deps;

  router.route(app, importSpreadsheet, { transaction: 'steps' }, async ({ body }, context) => {
    const { principal, actor, language } = context;
    if (body.importType === costFileImportType) {
      const file = Buffer.from(body.file, 'base64');
      return toImportResultDto(await deps.uploadCostFile(context, { name: body.name, file }));
    }
    await context.demand(Permissions.Import);
    return toImportResultDto(
      await deps.styleImport(context).importStyles(
        { ...actor, tenantId: principal.tenantId },
        {
          name: body.name,
          rows: body.rows,
          lengthUnit: lengthUnitFromCode(body.seamLengthUnit),
          ticketMode: ticketModeFromCode(body.tktTexVal),
          language,
          progressId: body.progressId,
          colourwayRows: body.colourwayRows,
        },
      ),
    );
  });

  router.route(app, readStyleSpreadsheet, { transaction: 'steps' }, async ({ body }, context) =>
    deps.styleImport(context).readSpreadsheet({
      fileName: body.fileName,
      content: Buffer.from(body.content, 'base64'),
    }),
  );

  router.route(app, getImportTemplate, { transaction: 'steps' }, async (_input, context) => {
    const file = await deps.styleImport(context).template(context.language);
    return { body: file.content, contentType: xlsxContentType, fileName: file.fileName };
  });

  router.route(
    app,
    getImportProgress,
    { transaction: 'steps' },
    async ({ params }, { principal }) => {
      const progress = deps.progress.get(principal.tenantId, params.id);
      if (!progress) throw new DomainError('Spool:NotFound');
      return progress;
    },
  );
}
