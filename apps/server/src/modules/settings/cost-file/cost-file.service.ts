import {
  DomainError,
  checkCostFileHeader,
  colourGroupCodes,
  costFileColumns,
  costFileMaxBytes,
  costFileMaxRows,
  isBlankCostFileRow,
  readCostFileRows,
  type CostFileCellIssue,
  type CostFileColumn,
} from '@spool/domain';
import { supportedLanguages, type Language } from '@spool/contracts';
import { marksByRow } from '../../../platform/files/sheet-marks.js';
import { tenantAdministratorAccountType } from '../../identity/index.js';
import type { Translator } from '../../../platform/i18n.js';
import type { CostEntry, CostFileRepository } from './cost-file.repository.js';
import type { SettingsHistory } from '../settings-history.js';
import {
  type writeSheet,
  type ReadWorkbook,
  type SheetCell,
  type SheetColumn,
} from '../../../platform/files/workbook.js';
import type { WorkerPool } from '../../../platform/workers/worker-pool.js';

/** Who calls: the token's account type (101 = tenant administrator). */
export type CostFileCaller = { readonly accountType: number | undefined };

export type CostFileView = {
  readonly name: string | null;
  readonly updatedTime: Date | null;
  readonly currencyUnit: string;
  readonly entries: readonly CostEntry[];
};

/** An .xlsx file made for the caller. */
export type WorkbookFile = { readonly fileName: string; readonly content: Buffer };

/** The answer of an upload: saved, or the marked cells (and the marked sheet) of a file that was not. */
export type CostFileImportResult = {
  readonly error: boolean;
  readonly message: string;
  readonly rows: readonly {
    readonly index: number;
    readonly cells: readonly { index: number; color: string; comment: string }[];
  }[];
  readonly savedRows: number;
  readonly markedFile: WorkbookFile | null;
};

/** The code of a file over 5 MiB (answered 413, like any request too large). */
export const costFileTooLarge = 'Spool.Settings:CostFileTooLarge';

const columnWidths: Readonly<Record<CostFileColumn, number>> = {
  brand: 28,
  article: 18,
  colourGroup: 14,
  packageSize: 18,
  unit: 8,
  price: 14,
};

/**
 * The cost file of a tenant (platform-admin spec, sections 2, 3, 7 and 8): its prices, the
 * complete cost data and the blank template as .xlsx, and the upload that replaces every
 * price or, when any cell is wrong, changes nothing and answers the marked sheet. Every call
 * is for tenant administrators (account type 101) only.
 */
export function createCostFileService({
  costFile,
  translator,
  workers,
  history,
  clock = () => new Date(),
}: {
  costFile: CostFileRepository;
  /** Where an upload that replaced the prices is written (the audit log of its transaction). */
  history: Pick<SettingsHistory, 'costFileReplaced'>;
  translator: Translator;
  /** Reads and writes the workbooks off the event loop. */
  workers: WorkerPool;
  clock?: () => Date;
}) {
  const readWorkbook = (bytes: Buffer) =>
    workers.run<ReadWorkbook>('readWorkbook', { bytes: new Uint8Array(bytes), format: 'xlsx' });
  const writeWorkbook = async (options: Parameters<typeof writeSheet>[0]) => {
    const bytes = await workers.run<Uint8Array>('writeWorkbook', options);
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  };
  const requireTenantAdministrator = (caller: CostFileCaller) => {
    if (caller.accountType !== tenantAdministratorAccountType) {
      throw new DomainError('Spool:Forbidden');
    }
  };

  const columnNames = (language: Language, currency: string) =>
    Object.fromEntries(
      costFileColumns.map((column) => [
        column,
        translator.text(language, `costFile.columns.${column}`, { currency }),
      ]),
    ) as Record<CostFileColumn, string>;

  const sheetColumns = (language: Language, currency: string): SheetColumn[] => {
    const names = columnNames(language, currency);
    return costFileColumns.map((column) => ({
      header: names[column],
      width: columnWidths[column],
      ...(column === 'price' && { numberFormat: '0.00' }),
      ...(column === 'colourGroup' && { choices: colourGroupCodes }),
      ...(column === 'unit' && { choices: ['m', 'yd'] }),
    }));
  };

  const datedFileName = () => `Cost-file-${clock().toISOString().slice(0, 10)}.xlsx`;

  return {
    async getCostFile(caller: CostFileCaller): Promise<CostFileView> {
      requireTenantAdministrator(caller);
      const settings = await costFile.findCostFileSettings();
      return {
        name: settings.name,
        updatedTime: settings.updatedTime,
        currencyUnit: settings.currencyUnit,
        entries: await costFile.findCostEntries(),
      };
    },

    /**
     * The complete cost data, or the blank template: every package size of every brand, once
     * per colour group, in the tenant's package unit, with the price left empty.
     */
    async downloadCostFile(
      caller: CostFileCaller,
      options: { template: boolean; language: Language },
    ): Promise<WorkbookFile> {
      requireTenantAdministrator(caller);
      const settings = await costFile.findCostFileSettings();
      const columns = sheetColumns(options.language, settings.currencyUnit);
      const rows: SheetCell[][] = options.template
        ? (await costFile.findThreadPackageSizes()).flatMap((size) =>
            colourGroupCodes.map((code) => [
              size.brand,
              size.article ?? '',
              code,
              size.lengthM,
              settings.packageUnit,
              null,
            ]),
          )
        : (await costFile.findCostEntries()).map((entry) => [
            entry.brand,
            entry.article,
            entry.colourGroup,
            entry.packageLengthM,
            entry.unit,
            entry.price,
          ]);
      const content = await writeWorkbook({
        sheetName: translator.text(options.language, 'costFile.sheetName'),
        header: columns.map((column) => column.header),
        columns,
        rows,
      });
      return { fileName: datedFileName(), content };
    },

    /**
     * Reads an uploaded cost file (.xlsx, first sheet) and, when every cell is right, replaces
     * the tenant's prices with it and records its name and date; otherwise changes nothing and
     * answers each wrong cell with its comment, and the sheet with those cells marked.
     */
    async importCostFile(
      caller: CostFileCaller,
      upload: { name: string; file: Buffer; language: Language },
    ): Promise<CostFileImportResult> {
      requireTenantAdministrator(caller);
      const { language } = upload;
      if (upload.file.length > costFileMaxBytes) {
        throw new DomainError(costFileTooLarge, { maxMb: costFileMaxBytes / 1024 / 1024 });
      }
      const workbook = await readWorkbook(upload.file);
      switch (workbook.kind) {
        case 'notXlsx':
          throw new DomainError('Spool.Settings:CostFileNotXlsx');
        case 'tooBig':
          throw new DomainError('Spool.Settings:CostFileTooManyRows', { max: costFileMaxRows });
        case 'noSheet':
          throw new DomainError('Spool.Settings:CostFileFormatInvalid');
        case 'sheet':
          break;
      }
      const header = workbook.rows.find((row) => row.rowNumber === 1);
      const dataRows = workbook.rows.filter(
        (row) => row.rowNumber > 1 && !isBlankCostFileRow(row.texts),
      );
      if (!header || isBlankCostFileRow(header.texts)) {
        throw new DomainError('Spool.Settings:CostFileFormatInvalid');
      }
      if (dataRows.length > costFileMaxRows) {
        throw new DomainError('Spool.Settings:CostFileTooManyRows', { max: costFileMaxRows });
      }

      const settings = await costFile.findCostFileSettings();
      const acceptedNames = Object.fromEntries(
        costFileColumns.map((column) => [
          column,
          supportedLanguages.map((other) => columnNames(other, settings.currencyUnit)[column]),
        ]),
      ) as Record<CostFileColumn, string[]>;
      const headerIssues = checkCostFileHeader(header.texts, acceptedNames);

      let issues: readonly CostFileCellIssue[] = headerIssues;
      let message = translator.text(language, 'costFile.result.formatInvalid');
      if (headerIssues.length === 0) {
        const [brands, packageSizes] = [
          await costFile.findBrands(),
          await costFile.findThreadPackageSizes(),
        ];
        const read = readCostFileRows(
          dataRows.map((row) => ({ rowNumber: row.rowNumber, cells: row.texts })),
          { brands, packageSizes },
        );
        issues = read.issues;
        message = translator.text(language, 'costFile.result.hasErrors');
        if (issues.length === 0) {
          if (read.entries.length === 0) throw new DomainError('Spool.Settings:CostFileEmpty');
          const before = { name: settings.name, prices: (await costFile.findCostEntries()).length };
          await costFile.replaceCostEntries(read.entries, {
            name: upload.name,
            updatedTime: clock(),
          });
          await history.costFileReplaced(before, {
            name: upload.name,
            prices: read.entries.length,
          });
          return {
            error: false,
            message: translator.text(language, 'costFile.result.saved'),
            rows: [],
            savedRows: read.entries.length,
            markedFile: null,
          };
        }
      }

      const names = columnNames(language, settings.currencyUnit);
      const comment = (issue: CostFileCellIssue) => {
        const column = issue.params['column'];
        const name = typeof column === 'string' ? names[column as CostFileColumn] : undefined;
        return translator.text(language, issue.message, {
          ...issue.params,
          ...(name !== undefined && { name }),
        });
      };
      const marks = issues.map((issue) => ({
        row: issue.row,
        column: issue.column,
        comment: comment(issue),
      }));
      const lastRow = Math.max(1, ...workbook.rows.map((row) => row.rowNumber));
      const byNumber = new Map(workbook.rows.map((row) => [row.rowNumber, row.values]));
      const content = await writeWorkbook({
        sheetName: translator.text(language, 'costFile.sheetName'),
        header: header.values,
        columns: sheetColumns(language, settings.currencyUnit),
        rows: Array.from({ length: lastRow - 1 }, (_, index) => byNumber.get(index + 2) ?? []),
        marks,
      });
      const stem = upload.name.replace(/\.xlsx$/i, '');
      return {
        error: true,
        message,
        rows: marksByRow(marks),
        savedRows: 0,
        markedFile: { fileName: `${stem}-errors.xlsx`, content },
      };
    },
  };
}

export type CostFileService = ReturnType<typeof createCostFileService>;
